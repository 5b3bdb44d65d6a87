/**
 * The window's security (Electron's security checklist): the settings in security.ts, and the main process
 * wiring them up, loaded against a stand-in for Electron (the real binary is not needed, nor downloaded).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CLIENT_MESSAGE_TYPES, clientMessage } from '../../shared/protocol/messages'
import { allowNavigation, APP_ENTRY, APP_ORIGIN, CONTENT_SECURITY_POLICY, IPC_CHANNELS, ipcMessage, isAppOrigin, isAppUrl, isTrustedSender, webPreferences, windowOpenHandler } from './security'

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out.set(name.toLowerCase(), sources)
  }
  return out
}

describe('webPreferences', () => {
  const prefs = webPreferences('/app/out/preload/index.cjs')

  it('isolates the page from Node and Electron', () => {
    expect(prefs.contextIsolation).toBe(true)
    expect(prefs.sandbox).toBe(true)
    expect(prefs.nodeIntegration).toBe(false)
    expect(prefs.nodeIntegrationInWorker).toBe(false)
    expect(prefs.webSecurity).toBe(true)
    expect(prefs.allowRunningInsecureContent).toBe(false)
    expect(prefs.webviewTag).toBe(false)
    expect(prefs.preload).toBe('/app/out/preload/index.cjs')
  })

  it('has no DevTools unless asked for (only against the dev server)', () => {
    expect(prefs.devTools).toBe(false)
    expect(webPreferences('/p.cjs', {}).devTools).toBe(false)
    expect(webPreferences('/p.cjs', { devTools: true }).devTools).toBe(true)
  })

  it('turns on nothing that weakens the sandbox', () => {
    const loose = ['nodeIntegrationInSubFrames', 'enableRemoteModule', 'experimentalFeatures', 'enableBlinkFeatures', 'allowPopups']
    for (const k of loose) expect(prefs, k).not.toHaveProperty(k)
  })
})

describe('the content security policy', () => {
  const csp = directives(CONTENT_SECURITY_POLICY)

  it('runs only the app’s own scripts: no eval, no inline script, no remote source', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/)
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/wasm-unsafe-eval|unsafe-hashes|strict-dynamic/)
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it('lets no directive load from anywhere: no wildcard, no http(s) scheme, no remote host', () => {
    for (const [name, sources] of csp) {
      for (const s of sources) {
        expect(s, `${name} ${s}`).not.toBe('*')
        expect(s, `${name} ${s}`).not.toMatch(/^https?:/)
        expect(s, `${name} ${s}`).not.toMatch(/^(https?:\/\/)?\*\./)
      }
    }
    // scripts and workers come from the app itself (workers may be blobs the app made)
    for (const name of ['script-src', 'worker-src', 'default-src']) {
      for (const s of csp.get(name) ?? []) expect(["'self'", 'blob:'], `${name} ${s}`).toContain(s)
    }
  })

  it('shuts plugins, base rewriting, form posting and framing', () => {
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('lets web sockets reach only local or websocket hosts, never plain HTTP elsewhere', () => {
    // only the page's own host: no WebSocket or fetch to any other
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })
})

describe('navigation and new windows', () => {
  it.each(['https://evil.example/', 'http://127.0.0.1:4317/', 'file:///etc/passwd', 'file:///app/out/renderer/index.html', 'app://overdive/index.html', 'app://evil/', 'javascript:alert(1)', 'about:blank', 'not a url'])('navigation to %s is refused', (url) => {
    expect(allowNavigation(url)).toBe(false)
  })

  it('new windows are refused', () => {
    expect(windowOpenHandler()).toEqual({ action: 'deny' })
  })
})

describe('IPC senders', () => {
  const dev = 'http://localhost:5173'

  it('accepts the app’s main frame: app://overdive, or the dev server during development', () => {
    expect(APP_ORIGIN).toBe('app://overdive')
    expect(APP_ENTRY).toBe('app://overdive/index.html')
    expect(isTrustedSender({ url: APP_ENTRY, parent: null }, undefined)).toBe(true)
    expect(isTrustedSender({ url: 'app://overdive/index.html?speed=10#table', parent: null }, undefined)).toBe(true)
    expect(isTrustedSender({ url: 'http://localhost:5173/', parent: null }, dev)).toBe(true)
  })

  it('refuses a sub-frame, even of the app', () => {
    const top = { url: APP_ENTRY, parent: null }
    expect(isTrustedSender({ url: APP_ENTRY, parent: top }, undefined)).toBe(false)
    expect(isTrustedSender({ url: 'http://localhost:5173/', parent: top }, dev)).toBe(false)
  })

  it.each([
    ['a foreign site', 'https://evil.example/'],
    ['a local web server', 'http://127.0.0.1:4317/'],
    ['the built page as a file (any local file would share its origin)', 'file:///app/out/renderer/index.html'],
    ['any other local file', 'file:///tmp/evil.html'],
    ['another app: host', 'app://evil/index.html'],
    ['the app host with a port', 'app://overdive:8080/index.html'],
    ['the app host with a user', 'app://x@overdive/index.html'],
    ['the app host on another scheme', 'https://overdive/index.html'],
    ['a look-alike host', 'app://overdive.evil.example/index.html'],
    ['a data URL', 'data:text/html,<script>1</script>'],
    ['about:blank', 'about:blank'],
    ['garbage', '::::'],
  ])('refuses %s', (_name, url) => {
    expect(isTrustedSender({ url, parent: null }, undefined)).toBe(false)
  })

  it('refuses another origin than the dev server’s during development', () => {
    expect(isTrustedSender({ url: 'http://localhost:5174/', parent: null }, dev)).toBe(false)
    expect(isTrustedSender({ url: 'https://localhost:5173/', parent: null }, dev)).toBe(false)
    expect(isAppUrl('http://evil.example/', dev)).toBe(false)
  })

  it('during development, only the dev server: not the built app’s origin', () => {
    expect(isAppUrl(APP_ENTRY, dev)).toBe(false)
    expect(isAppUrl(APP_ENTRY, undefined)).toBe(true)
    expect(isAppOrigin('app://overdive')).toBe(true)
    expect(isAppOrigin('::::')).toBe(false)
  })

  it('refuses a missing frame (destroyed while the call was in flight)', () => {
    expect(isTrustedSender(null, undefined)).toBe(false)
    expect(isTrustedSender(undefined, undefined)).toBe(false)
  })

  it('lets through IPC every message type a client may send, the protocol\'s one list, and no other', () => {
    const types = clientMessage.options.map((o) => o.shape.type.value)
    expect(new Set(types).size).toBe(types.length)
    expect(CLIENT_MESSAGE_TYPES).toEqual(types)
    for (const type of types) expect(ipcMessage(type, { re: 'r', type: 'forged' }), type).toEqual({ re: 'r', type })
    // server messages, the channel's own names, other strings and non-strings: refused before the host sees them
    for (const type of ['welcome', 'view', 'from-host', 'to-host', IPC_CHANNELS.toHost, 'Hello', 'hello ', '__proto__', 'constructor', '', null, undefined, 7, { type: 'hello' }]) {
      expect(() => ipcMessage(type, { re: 'r' }), String(type)).toThrow(/refused/)
    }
    // a payload that is no object goes to the host as it is, and the host refuses it (parseClientMessage)
    expect(ipcMessage('hello', 'text')).toBe('text')
    expect(IPC_CHANNELS.toHost).not.toBe(IPC_CHANNELS.fromHost)
  })
})

// ---------------------------------------------------------------------------------------------------------
// The main process against a stand-in for Electron: does it use these settings and checks?

const electron = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => unknown
  const state = {
    windows: [] as FakeWindow[],
    ipc: new Map<string, Handler>(),
    appEvents: new Map<string, Handler>(),
    headers: null as Handler | null,
    userData: '',
    /** what happened, in order: was the scheme privileged before the app was ready? */
    calls: [] as string[],
    privileged: [] as { scheme: string; privileges: Record<string, unknown> }[],
    protocols: new Map<string, Handler>(),
    permissions: {} as Record<string, Handler>,
  }
  class FakeContents {
    readonly events = new Map<string, Handler>()
    openHandler: Handler | null = null
    readonly sent: { channel: string; message: unknown }[] = []
    on(event: string, h: Handler) {
      this.events.set(event, h)
      return this
    }
    setWindowOpenHandler(h: Handler) {
      this.openHandler = h
    }
    send(channel: string, message: unknown) {
      this.sent.push({ channel, message })
    }
  }
  class FakeWindow {
    readonly webContents = new FakeContents()
    loaded: string | null = null
    constructor(readonly options: Record<string, unknown>) {
      state.windows.push(this)
    }
    static getAllWindows() {
      return state.windows
    }
    on() {
      return this
    }
    isDestroyed() {
      return false
    }
    loadURL(u: string) {
      this.loaded = u
      return Promise.resolve()
    }
  }
  const module = {
    app: {
      whenReady: () => {
        state.calls.push('whenReady')
        return Promise.resolve()
      },
      on: (event: string, h: Handler) => state.appEvents.set(event, h),
      getPath: () => state.userData,
      getVersion: () => '0.0.0-test',
      quit: () => {},
    },
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, h: Handler) => state.ipc.set(channel, h),
      removeHandler: (channel: string) => state.ipc.delete(channel),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: { scheme: string; privileges: Record<string, unknown> }[]) => {
        state.calls.push('registerSchemesAsPrivileged')
        state.privileged.push(...schemes)
      },
      handle: (scheme: string, h: Handler) => state.protocols.set(scheme, h),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (h: Handler) => (state.headers = h) },
        setPermissionRequestHandler: (h: Handler) => (state.permissions.request = h),
        setPermissionCheckHandler: (h: Handler) => (state.permissions.check = h),
        setDevicePermissionHandler: (h: Handler) => (state.permissions.device = h),
        setDisplayMediaRequestHandler: (h: Handler) => (state.permissions.displayMedia = h),
      },
    },
  }
  return { state, module, FakeContents }
})

vi.mock('electron', () => ({ ...electron.module, default: electron.module }))

describe('the main process', () => {
  const state = electron.state
  let win: (typeof state.windows)[number]

  beforeAll(async () => {
    delete process.env.ELECTRON_RENDERER_URL
    state.userData = mkdtempSync(join(tmpdir(), 'overdive-main-'))
    await import('./index')
    await vi.waitFor(() => expect(state.windows).toHaveLength(1))
    win = state.windows[0]
  })

  afterAll(() => {
    ;(state.appEvents.get('window-all-closed') as (() => void) | undefined)?.()
    rmSync(state.userData, { recursive: true, force: true })
  })

  it('opens its window with the secure preferences, no DevTools and a CommonJS preload (a sandboxed preload cannot be ESM)', () => {
    const prefs = win.options.webPreferences as Record<string, unknown>
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, devTools: false })
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/)
  })

  it('loads the built page from app://overdive, a standard secure scheme registered before the app is ready', async () => {
    expect(win.loaded).toBe(APP_ENTRY)
    expect(state.calls.indexOf('registerSchemesAsPrivileged')).toBeGreaterThanOrEqual(0)
    expect(state.calls.indexOf('registerSchemesAsPrivileged')).toBeLessThan(state.calls.indexOf('whenReady'))
    expect(state.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }])
    const handler = state.protocols.get('app')!
    expect(handler).toBeTypeOf('function')
    // the handler serves only the renderer folder (the folder is not built beside the sources: 404 either way)
    for (const url of ['app://overdive/../../package.json', 'app://overdive/%2e%2e/package.json', 'app://evil/index.html']) {
      const r = (await handler({ url, method: 'GET' })) as Response
      expect(r.status, url).toBe(404)
    }
  })

  it('refuses every web permission: requests, checks, devices and screen capture', () => {
    const { request, check, device, displayMedia } = state.permissions
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'fullscreen', 'openExternal', 'hid', 'unknown']) {
      const callback = vi.fn()
      request({}, permission, callback, {})
      expect(callback, permission).toHaveBeenCalledWith(false)
      expect(check(null, permission, APP_ORIGIN, {}), permission).toBe(false)
    }
    expect(device({ deviceType: 'usb', origin: APP_ORIGIN })).toBe(false)
    const streams = vi.fn()
    displayMedia({}, streams)
    expect(streams).toHaveBeenCalledWith(null)
  })

  it('refuses every navigation and every new window, in its window and in any later web contents', () => {
    const prevent = vi.fn()
    win.webContents.events.get('will-navigate')!({ preventDefault: prevent }, 'https://evil.example/')
    expect(prevent).toHaveBeenCalled()
    expect(win.webContents.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })

    const other = new electron.FakeContents()
    state.appEvents.get('web-contents-created')!({}, other)
    const preventOther = vi.fn()
    other.events.get('will-navigate')!({ preventDefault: preventOther }, 'https://evil.example/')
    expect(preventOther).toHaveBeenCalled()
    expect(other.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
    const preventWebview = vi.fn()
    other.events.get('will-attach-webview')!({ preventDefault: preventWebview })
    expect(preventWebview).toHaveBeenCalled()
  })

  it('sends the content security policy with every response', () => {
    let headers: Record<string, unknown> = {}
    state.headers!({ responseHeaders: { 'X-Other': ['1'] } }, (r: { responseHeaders: Record<string, unknown> }) => (headers = r.responseHeaders))
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
    expect(headers['X-Other']).toEqual(['1'])
  })

  it('answers IPC from the app’s main frame, on its one channel to the host', async () => {
    expect([...state.ipc.keys()]).toEqual([IPC_CHANNELS.toHost])
    const before = win.webContents.sent.length
    await state.ipc.get(IPC_CHANNELS.toHost)!({ sender: win.webContents, senderFrame: { url: win.loaded!, parent: null } }, 'hello', { re: 'x1' })
    const reply = win.webContents.sent.slice(before)
    expect(reply).toHaveLength(1)
    expect(reply[0]).toMatchObject({ channel: IPC_CHANNELS.fromHost, message: { type: 'welcome', re: 'x1' } })
  })

  it('refuses from the app’s own frame a type the protocol does not list, and tells the host nothing', async () => {
    const trusted = { sender: win.webContents, senderFrame: { url: win.loaded!, parent: null } }
    const before = win.webContents.sent.length
    for (const type of ['welcome', 'evil', 'from-host', undefined]) {
      await expect(Promise.resolve().then(() => state.ipc.get(IPC_CHANNELS.toHost)!(trusted, type, { re: 'evil' })), String(type)).rejects.toThrow(/refused/)
    }
    expect(win.webContents.sent.length).toBe(before)
    // a listed type with a field zod refuses reaches the host, which answers with an error and nothing else
    await state.ipc.get(IPC_CHANNELS.toHost)!(trusted, 'list-saves', { re: 'x2', extra: 1 })
    expect(win.webContents.sent.slice(before)).toMatchObject([{ channel: IPC_CHANNELS.fromHost, message: { type: 'error', re: 'x2' } }])
  })

  it.each([
    ['a sub-frame', () => ({ sender: win.webContents, senderFrame: { url: APP_ENTRY, parent: { url: APP_ENTRY } } })],
    ['a foreign URL', () => ({ sender: win.webContents, senderFrame: { url: 'https://evil.example/', parent: null } })],
    ['a local file', () => ({ sender: win.webContents, senderFrame: { url: 'file:///app/out/renderer/index.html', parent: null } })],
    ['another web contents', () => ({ sender: new electron.FakeContents(), senderFrame: { url: APP_ENTRY, parent: null } })],
    ['a frame that is gone', () => ({ sender: win.webContents, senderFrame: null })],
  ])('refuses IPC from %s and tells the host nothing', async (_name, event) => {
    const before = win.webContents.sent.length
    for (const channel of state.ipc.keys()) {
      // sync throw or rejected promise: either way the call fails
      await expect(Promise.resolve().then(() => state.ipc.get(channel)!(event(), 'hello', { re: 'evil' })), channel).rejects.toThrow(/refused/)
    }
    expect(win.webContents.sent.length).toBe(before)
  })
})

describe('the built page carries the policy itself as well as in the header (wherever the file is opened from)', () => {
  it('injects the CSP as a meta tag, without the header-only frame-ancestors', async () => {
    const { injectCspMeta, cspForMeta } = await import('./csp-meta')
    const html = injectCspMeta('<!doctype html><html><head><title>x</title></head><body></body></html>')
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"')
    expect(html).toContain("script-src 'self'")
    expect(cspForMeta()).not.toContain('frame-ancestors')
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<title>'))
  })
})
