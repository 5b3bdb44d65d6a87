/**
 * The window's security settings, kept free of Electron imports so that tests can check them.
 * Electron's security checklist: context isolation and the sandbox on, Node integration off, a strict content
 * security policy, the page on its own origin (app://overdive, not file:), no navigation, no new windows, no
 * DevTools in a built app, and every IPC call's sender checked.
 */
import { isClientMessageType } from '../../shared/protocol/messages'

/** Only the app's own files; no remote code, no eval. WebGL and workers from blobs are allowed for three.js. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // the page's own host only: in a browser that is the host it came from (its WebSocket included)
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export interface SecureWebPreferences {
  contextIsolation: true
  sandbox: true
  nodeIntegration: false
  nodeIntegrationInWorker: false
  webSecurity: true
  allowRunningInsecureContent: false
  webviewTag: false
  /** DevTools only against the dev server; a built app has none */
  devTools: boolean
  preload: string
}

export function webPreferences(preload: string, opts: { devTools?: boolean } = {}): SecureWebPreferences {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    devTools: opts.devTools === true,
    preload,
  }
}

/** The built page's own scheme and origin (served by app-protocol.ts), never file:. */
export const APP_SCHEME = 'app'
export const APP_HOST = 'overdive'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY = `${APP_ORIGIN}/index.html`

/** Is this URL on the app's own origin: the scheme and host exactly, no port, no user? */
export function isAppOrigin(url: string): boolean {
  try {
    const u = new URL(url)
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === ''
  } catch {
    return false
  }
}

/**
 * The app's own pages: app://overdive for the built app, or the dev server's origin during development (then
 * only that). A file: URL is never the app: any local file would share its origin.
 */
export function isAppUrl(url: string, devServer: string | undefined): boolean {
  if (devServer) {
    try {
      return new URL(url).origin === new URL(devServer).origin
    } catch {
      return false
    }
  }
  return isAppOrigin(url)
}

/** Navigation away from the loaded page is always refused: the app is a single page. */
export function allowNavigation(_url: string): boolean {
  return false
}

/** New windows are always refused. */
export function windowOpenHandler(): { action: 'deny' } {
  return { action: 'deny' }
}

/** An IPC call is accepted only from the app's main frame showing the app's own page. */
export function isTrustedSender(frame: { url: string; parent: unknown } | null | undefined, devServer: string | undefined): boolean {
  if (!frame || frame.parent) return false
  return isAppUrl(frame.url, devServer)
}

export { IPC_CHANNELS } from './ipc-channels'

/**
 * What the host is handed for a call on the IPC channel to the host: the payload with its type put back in. A type
 * the protocol does not list (CLIENT_MESSAGE_TYPES) is refused here, before the host sees anything; the host then
 * checks every field with zod (parseClientMessage), as it does for a WebSocket.
 */
export function ipcMessage(type: unknown, payload: unknown): unknown {
  if (!isClientMessageType(type)) throw new Error(`refused: "${String(type).slice(0, 40)}" is not a message a client may send`)
  return typeof payload === 'object' && payload !== null ? { ...payload, type } : payload
}
