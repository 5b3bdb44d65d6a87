/**
 * What the renderer's tests share to run the app's client against a real host in this process: a transport that
 * carries messages both ways asynchronously and as copies, as IPC or a socket would, and the browser's storage.
 */
import { afterEach, beforeEach } from 'vitest'
import type { Host } from '../../../electron/host/host'
import type { ClientMessage, ServerMessage } from '../../../shared/protocol/messages'
import type { Transport } from '../net/transport'

export interface TestTransport extends Transport {
  /** everything the client sent, in order */
  readonly sent: ClientMessage[]
  /** the connection drops (the client is told it closed) */
  drop(): void
}

const copy = <T>(m: T): T => JSON.parse(JSON.stringify(m)) as T

/** A client's transport to `host`: the host's own screen by default, a guest with `{ screen: false }`. */
export function hostTransport(host: Host, opts: { screen?: boolean } = {}): TestTransport {
  const listeners: ((m: ServerMessage) => void)[] = []
  const statusListeners: ((s: 'connecting' | 'open' | 'closed') => void)[] = []
  const conn = host.connect(
    (m) => {
      const c = copy(m)
      setTimeout(() => listeners.forEach((l) => l(c)), 0)
    },
    { screen: opts.screen ?? true },
  )
  const sent: ClientMessage[] = []
  return {
    sent,
    send(m) {
      sent.push(copy(m))
      const c = copy(m)
      setTimeout(() => host.receive(conn, c), 0)
    },
    onMessage(l) {
      listeners.push(l)
    },
    onStatus(l) {
      statusListeners.push(l)
      setTimeout(() => l('open'), 0)
    },
    drop() {
      statusListeners.forEach((l) => l('closed'))
    },
  }
}

/** The browser's local storage, for seat tokens and the player's name (Node has none). */
export class MemoryStorage {
  private readonly items = new Map<string, string>()
  getItem(k: string): string | null {
    return this.items.get(k) ?? null
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v))
  }
  removeItem(k: string): void {
    this.items.delete(k)
  }
  clear(): void {
    this.items.clear()
  }
}

/**
 * A test file's hosts in this process: registers its hooks (a fresh localStorage before each test; after it, the
 * storage gone and every host pushed onto the list returned disposed).
 */
export function testHosts(): Host[] {
  const hosts: Host[] = []
  beforeEach(() => {
    ;(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage()
  })
  afterEach(() => {
    for (const h of hosts.splice(0)) h.dispose()
    delete (globalThis as { localStorage?: unknown }).localStorage
  })
  return hosts
}
