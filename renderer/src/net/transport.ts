/**
 * How the renderer reaches the host: Electron's preload API when it is there, a WebSocket to the page's own
 * host otherwise (browser mode, LAN guests, stream overlays). The rest of the renderer only sees this interface.
 */
import type { ClientMessage, ServerMessage } from '../../../shared/protocol/messages'

export interface Transport {
  send(message: ClientMessage): void
  onMessage(listener: (m: ServerMessage) => void): void
  onStatus(listener: (s: 'connecting' | 'open' | 'closed') => void): void
}

function ipcTransport(): Transport {
  const api = window.overdive!
  const statusListeners: ((s: 'connecting' | 'open' | 'closed') => void)[] = []
  queueMicrotask(() => statusListeners.forEach((l) => l('open')))
  return {
    send(m) {
      const { type, ...payload } = m
      const call = {
        hello: api.hello,
        'create-game': api.createGame,
        join: api.join,
        command: api.command,
        leave: api.leave,
        'list-sessions': api.listSessions,
        'save-game': api.saveGame,
        'list-saves': api.listSaves,
        'load-game': api.loadGame,
        'read-save': api.readSave,
        'import-save': api.importSave,
        'delete-save': api.deleteSave,
      }[type] as (p: unknown) => Promise<unknown>
      void call(payload)
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

export function createTransport(): Transport {
  if (window.overdive) return ipcTransport()
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return webSocketTransport(`${proto}//${location.host}/ws`)
}
