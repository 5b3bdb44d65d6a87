/**
 * The Electron main process: one window, the host services, and IPC between them. Kept thin: everything that
 * is not Electron lives in the host (plain Node), in security.ts (plain data and checks), app-protocol.ts (the
 * built page on app://overdive) and permissions.ts (every web permission refused).
 */
import { app, BrowserWindow, ipcMain, protocol, session } from 'electron'
import { fileURLToPath } from 'node:url'
import { ASSETS_DIR, loadAssets } from '../content/load-assets'
import { Host } from '../host/host'
import { workerBots } from '../host/worker-bots'
import { SaveStore } from '../saves/save-store'
import { APP_SCHEME_PRIVILEGES, serveAppRequest } from './app-protocol'
import { denyAllPermissions } from './permissions'
import { allowNavigation, APP_ENTRY, APP_SCHEME, channelFor, CONTENT_SECURITY_POLICY, IPC_CHANNELS, isTrustedSender, webPreferences, windowOpenHandler } from './security'

/** set by `electron-vite dev`: the page comes from the dev server, with DevTools */
const devServer = process.env.ELECTRON_RENDERER_URL || undefined
const here = fileURLToPath(new URL('.', import.meta.url))
/** the built renderer: the only folder app://overdive serves from */
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url))

// before ready: app:// must be a standard, secure scheme for the page to get an origin of its own
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }])

function createWindow(host: Host): BrowserWindow {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    backgroundColor: '#1d2a33',
    title: 'Overdive',
    webPreferences: webPreferences(`${here}../preload/index.cjs`, { devTools: devServer !== undefined }),
  })
  win.webContents.on('will-navigate', (e, url) => {
    if (!allowNavigation(url)) e.preventDefault()
  })
  win.webContents.setWindowOpenHandler(windowOpenHandler)
  // the window is the host's own screen: only the app's own page can reach this IPC channel (senders checked)
  const conn = host.connect(
    (m) => {
      if (!win.isDestroyed()) win.webContents.send(IPC_CHANNELS.fromHost, m)
    },
    { screen: true },
  )
  for (const type of IPC_CHANNELS.toHost) {
    ipcMain.removeHandler(channelFor(type))
    ipcMain.handle(channelFor(type), (event, msg: unknown) => {
      if (event.sender !== win.webContents || !isTrustedSender(event.senderFrame, devServer)) throw new Error('refused: unknown sender')
      host.receive(conn, typeof msg === 'object' && msg !== null ? { ...msg, type } : msg)
    })
  }
  win.on('closed', () => host.disconnect(conn))
  if (devServer) void win.loadURL(devServer)
  else void win.loadURL(APP_ENTRY)
  return win
}

app.whenReady().then(() => {
  if (!devServer) protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererDir))
  // no camera, microphone, location, notifications, devices or screen capture: Electron grants them otherwise
  denyAllPermissions(session.defaultSession)
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })
  app.on('web-contents-created', (_e, contents) => {
    contents.on('will-navigate', (e, url) => {
      if (!allowNavigation(url)) e.preventDefault()
    })
    contents.on('will-attach-webview', (e) => e.preventDefault())
    contents.setWindowOpenHandler(windowOpenHandler)
  })
  const content = loadAssets()
  const saves = new SaveStore(`${app.getPath('userData')}/saves`, content)
  const host = new Host({ content, botFactory: workerBots(new URL('./bot-worker.js', import.meta.url), ASSETS_DIR), saves, app: `overdive ${app.getVersion()}` })
  createWindow(host)
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(host)
  })
  app.on('window-all-closed', () => {
    host.dispose()
    if (process.platform !== 'darwin') app.quit()
  })
})
