/**
 * The window's security settings, kept free of Electron imports so that tests can check them.
 * Electron's security checklist: context isolation and the sandbox on, Node integration off, a strict content
 * security policy, no navigation, no new windows, and every IPC call's sender checked.
 */

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
  preload: string
}

export function webPreferences(preload: string): SecureWebPreferences {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    preload,
  }
}

/**
 * The app's own pages: the built files, or the dev server during development. `appPage` pins the built page
 * (the file: URL of the renderer's index.html); without it any local file counts.
 */
export function isAppUrl(url: string, devServer: string | undefined, appPage?: string): boolean {
  try {
    const u = new URL(url)
    if (u.protocol === 'file:') {
      if (!appPage) return true
      const page = new URL(appPage)
      return u.pathname === page.pathname
    }
    if (devServer) {
      const d = new URL(devServer)
      return u.origin === d.origin
    }
    return false
  } catch {
    return false
  }
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
export function isTrustedSender(frame: { url: string; parent: unknown } | null | undefined, devServer: string | undefined, appPage?: string): boolean {
  if (!frame || frame.parent) return false
  return isAppUrl(frame.url, devServer, appPage)
}

/** The IPC channels: one per client message type, and one for messages from the host. */
export const IPC_CHANNELS = {
  toHost: ['hello', 'create-game', 'join', 'command', 'leave', 'list-sessions', 'save-game', 'list-saves', 'load-game', 'read-save', 'import-save', 'delete-save'] as const,
  fromHost: 'overdive:from-host',
}
export function channelFor(type: (typeof IPC_CHANNELS.toHost)[number]): string {
  return `overdive:${type}`
}
