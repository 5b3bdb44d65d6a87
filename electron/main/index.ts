/**
 * The Electron main process: one window, the host services, and IPC between them. Kept thin: everything that
 * is not Electron lives in the host (plain Node), in security.ts (plain data and checks), app-protocol.ts (the
 * built page on app://overdive), permissions.ts (every web permission refused) and electron/lan (hosting on the
 * LAN from the menu, finding games there, joining another host: all of it in this process, never in the page).
 *
 * OVERDIVE_MDNS: unset finds and announces games on the LAN; "off" does neither (addresses are typed);
 * "loopback:PORT,PORT" keeps discovery on 127.0.0.1 (the end-to-end specs).
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, session } from 'electron'
import { fileURLToPath } from 'node:url'
import { ASSETS_DIR, loadAssets } from '../content/load-assets'
import { Host } from '../host/host'
import { rulesetContents } from '../host/ruleset-contents'
import { workerBots } from '../host/worker-bots'
import { OpponentMemoryStore } from '../host/opponent-memory'
import { workerSaveChecker } from '../saves/import-checker'
import { mdnsChoiceFromEnv, type MdnsChoice } from '../lan/mdns-choice'
import { computerName } from '../lan/lan-hosting'
import { LanServices } from '../lan/lan-services'
import { SaveStore } from '../saves/save-store'
import { campaignStore } from '../campaigns/host-campaigns'
import { APP_SCHEME_PRIVILEGES, serveAppRequest } from './app-protocol'
import { denyAllPermissions } from './permissions'
import { WINDOW_SIZE } from './window-size'
import { allowNavigation, APP_ENTRY, APP_SCHEME, CONTENT_SECURITY_POLICY, IPC_CHANNELS, ipcMessage, isTrustedSender, webPreferences, windowOpenHandler } from './security'

/** set by `electron-vite dev`: the page comes from the dev server, with DevTools */
const devServer = process.env.ELECTRON_RENDERER_URL || undefined
const here = fileURLToPath(new URL('.', import.meta.url))
/** the built renderer: the only folder app://overdive serves from */
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url))

// before ready: app:// must be a standard, secure scheme for the page to get an origin of its own
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }])

/** Discovery as OVERDIVE_MDNS asks; a value it cannot read switches it off, said on the console, and the app runs. */
function mdnsChoice(): MdnsChoice {
  try {
    return mdnsChoiceFromEnv(process.env.OVERDIVE_MDNS)
  } catch (e) {
    console.error(`${(e as Error).message}: LAN discovery is off`)
    return { mode: 'off' }
  }
}

function createWindow(host: Host): BrowserWindow {
  const win = new BrowserWindow({
    ...WINDOW_SIZE,
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
  ipcMain.removeHandler(IPC_CHANNELS.toHost)
  ipcMain.handle(IPC_CHANNELS.toHost, (event, type: unknown, msg: unknown) => {
    if (event.sender !== win.webContents || !isTrustedSender(event.senderFrame, devServer)) throw new Error('refused: unknown sender')
    host.receive(conn, ipcMessage(type, msg))
  })
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
  const saves = new SaveStore(`${app.getPath('userData')}/saves`, content, rulesetContents(ASSETS_DIR))
  // the screen is told too (the welcome's savesProblem): games are played, and the menu says why they are not saved
  if (saves.problem) console.error(`saves: ${saves.problem}`)
  // campaigns beside the saves (docs/campaign.md)
  const campaigns = campaignStore(`${app.getPath('userData')}/campaigns`)
  // the ace's memory of the player at this screen (electron/host/opponent-memory.ts)
  const memory = new OpponentMemoryStore(`${app.getPath('userData')}/memory`)
  const hostName = computerName()
  // guests on the LAN are served the same built page the window shows, over HTTP, once the player hosts
  const lan = new LanServices({ rendererDir, bind: '0.0.0.0', mdns: mdnsChoice(), hostName })
  const host = new Host({ content, contents: rulesetContents(ASSETS_DIR), botFactory: workerBots(new URL('./bot-worker.js', import.meta.url), ASSETS_DIR), checkSave: workerSaveChecker(new URL('./import-worker.js', import.meta.url), ASSETS_DIR).check, saves, campaigns, memory, app: `overdive ${app.getVersion()}`, version: app.getVersion(), hostName, lan })
  lan.attach(host)
  createWindow(host)
  // the LAN hears this host leave (an mDNS goodbye, guests' sockets closed) before the process ends; never for long
  let lanStopped = false
  app.on('will-quit', (e) => {
    if (lanStopped) return
    e.preventDefault()
    void Promise.race([lan.dispose().catch(() => {}), new Promise((ok) => setTimeout(ok, 2_000))]).finally(() => {
      lanStopped = true
      app.quit()
    })
  })
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(host)
  })
  // on macOS the app lives on without a window (a new one comes with 'activate'): the host and its LAN services stop
  // only when the app quits
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('quit', () => host.dispose())
}).catch((err: unknown) => {
  // a start that fails (assets that do not load, a host that cannot start) says why and ends, rather than live on
  // without a window (the rejection went unhandled: no-floating-promises, tried with typescript-eslint's typed rules)
  const why = err instanceof Error ? err.message : String(err)
  console.error(`overdive: could not start: ${why}`)
  dialog.showErrorBox('Overdive could not start', why)
  app.exit(1)
})
