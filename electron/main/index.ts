/**
 * The Electron main process: one window, the host services, and IPC between them. Kept thin: everything that
 * is not Electron lives in the host (plain Node) and in security.ts (plain data and checks).
 */
import { app, BrowserWindow, ipcMain, session } from 'electron'
import { fileURLToPath } from 'node:url'
import { ASSETS_DIR, loadAssets } from '../content/load-assets'
import { Host } from '../host/host'
import { workerBots } from '../host/worker-bots'
import { SaveStore } from '../saves/save-store'
import { allowNavigation, channelFor, CONTENT_SECURITY_POLICY, IPC_CHANNELS, isTrustedSender, webPreferences, windowOpenHandler } from './security'

const devServer = process.env.ELECTRON_RENDERER_URL
const here = fileURLToPath(new URL('.', import.meta.url))
/** the built page: the only local file whose frame may call the host */
const appPage = new URL('../renderer/index.html', import.meta.url).href

function createWindow(host: Host): BrowserWindow {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    backgroundColor: '#1d2a33',
    title: 'Overdive',
    webPreferences: webPreferences(`${here}../preload/index.cjs`),
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
      if (event.sender !== win.webContents || !isTrustedSender(event.senderFrame, devServer, appPage)) throw new Error('refused: unknown sender')
      host.receive(conn, typeof msg === 'object' && msg !== null ? { ...msg, type } : msg)
    })
  }
  win.on('closed', () => host.disconnect(conn))
  if (devServer) void win.loadURL(devServer)
  else void win.loadFile(`${here}../renderer/index.html`)
  return win
}

app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })
  app.on('web-contents-created', (_e, contents) => {
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
