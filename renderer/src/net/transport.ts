/**
 * How the renderer reaches the host: Electron's preload API when it is there, a WebSocket to the page's own
 * host otherwise (browser mode, LAN guests, stream overlays). The rest of the renderer only sees this interface.
 */
import type { OverdiveApi } from '../../../electron/preload/api'
import type { ClientMessage, ServerMessage } from '../../../shared/protocol/messages'

export interface Transport {
  send(message: ClientMessage): void
  onMessage(listener: (m: ServerMessage) => void): void
  onStatus(listener: (s: 'connecting' | 'open' | 'closed') => void): void
}

/** The Electron window's transport: every message goes through the preload's one `send`, type and payload apart. */
export function ipcTransport(api: OverdiveApi): Transport {
  const statusListeners: ((s: 'connecting' | 'open' | 'closed') => void)[] = []
  queueMicrotask(() => statusListeners.forEach((l) => l('open')))
  return {
    send(m) {
      const { type, ...payload } = m
      void api.send(type, payload)
    },
    onMessage(listener) {
      api.onMessage(listener)
    },
    onStatus(listener) {
      statusListeners.push(listener)
    },
  }
}

function webSocketTransport(url: string): Transport {
  const listeners: ((m: ServerMessage) => void)[] = []
  const statusListeners: ((s: 'connecting' | 'open' | 'closed') => void)[] = []
  const queue: string[] = []
  let ws: WebSocket
  let retry = 250
  const open = () => {
    statusListeners.forEach((l) => l('connecting'))
    ws = new WebSocket(url)
    ws.onopen = () => {
      retry = 250
      statusListeners.forEach((l) => l('open'))
      for (const m of queue.splice(0)) ws.send(m)
    }
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as ServerMessage
      listeners.forEach((l) => l(m))
    }
    ws.onclose = () => {
      statusListeners.forEach((l) => l('closed'))
      setTimeout(open, retry)
      retry = Math.min(retry * 2, 5000)
    }
  }
  open()
  return {
    send(m) {
      const text = JSON.stringify(m)
      if (ws.readyState === WebSocket.OPEN) ws.send(text)
      else queue.push(text)
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    onStatus(listener) {
      statusListeners.push(listener)
    },
  }
}

const SCREEN_KEY = 'overdive.screen'

/** Where the page keeps the token and how it rewrites its address (the browser's, or a test's). */
export interface ScreenTokenPlace {
  location: { hash: string; pathname: string; search: string }
  storage: Pick<Storage, 'getItem' | 'setItem'>
  replaceUrl(url: string): void
}

/**
 * The host's own screen is opened at the address the host printed, `/#screen=<token>`. The token is kept for the
 * tab (a reload keeps it) and taken out of the address bar at once, so that it is not shown, bookmarked or shared.
 * A fragment never reaches a server, and the page sends no Referer.
 */
export function takeScreenToken(place: ScreenTokenPlace): string | null {
  const hash = new URLSearchParams(place.location.hash.replace(/^#/, ''))
  const given = hash.get('screen')
  if (given) {
    place.storage.setItem(SCREEN_KEY, given)
    hash.delete('screen')
    const rest = hash.toString()
    place.replaceUrl(`${place.location.pathname}${place.location.search}${rest ? `#${rest}` : ''}`)
    return given
  }
  return place.storage.getItem(SCREEN_KEY)
}

function browserPlace(): ScreenTokenPlace {
  // storage can be switched off: the token then lasts until the next reload
  const storage = {
    getItem: (k: string) => {
      try {
        return sessionStorage.getItem(k)
      } catch {
        return null
      }
    },
    setItem: (k: string, v: string) => {
      try {
        sessionStorage.setItem(k, v)
      } catch {
        /* kept only in memory */
      }
    },
  }
  return { location, storage, replaceUrl: (url) => history.replaceState(history.state, '', url) }
}

let claimed: string | null = null

/** Whether this page claims to be the host's own screen (the host decides whether the claim holds). */
export function isScreenClaimed(): boolean {
  return claimed !== null
}

/** The WebSocket address of the page's own host, with the screen token when the page has one. */
export function webSocketUrl(loc: { protocol: string; host: string }, token: string | null): string {
  const proto = loc.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${proto}//${loc.host}/ws${token ? `?screen=${encodeURIComponent(token)}` : ''}`
}

export function createTransport(): Transport {
  if (window.overdive) return ipcTransport(window.overdive)
  claimed = takeScreenToken(browserPlace())
  // the screen's address pasted into a tab already open as a guest: start again as the screen
  window.addEventListener('hashchange', () => {
    if (new URLSearchParams(location.hash.replace(/^#/, '')).has('screen')) {
      takeScreenToken(browserPlace())
      location.reload()
    }
  })
  return webSocketTransport(webSocketUrl(location, claimed))
}
