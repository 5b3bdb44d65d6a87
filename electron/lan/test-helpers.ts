/**
 * What the LAN tests share: a small renderer folder to serve, ports taken and ports free on loopback, a guest's
 * WebSocket as a browser on the LAN would open it, and waiting for something to happen (with a time limit).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages'

export const PAGE = '<!doctype html><title>Overdive</title><p>guest page</p>'

/** A built renderer of one page, in a temporary folder. */
export function rendererFixture(): { root: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'overdive-lan-'))
  const root = join(dir, 'renderer')
  mkdirSync(root)
  writeFileSync(join(root, 'index.html'), PAGE)
  return { root, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Wait until `f` gives something (checked every 10 ms), or fail saying what was waited for. */
export async function until<T>(f: () => T | null | undefined | false, what: string, ms = 5_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = f()
    if (v !== null && v !== undefined && v !== false) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** A port on 127.0.0.1 that some other program holds, until closed. */
export async function takenPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((s) => s.destroy())
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const port = (server.address() as { port: number }).port
  return { port, close: () => new Promise<void>((ok) => server.close(() => ok())) }
}

/** A port on 127.0.0.1 nobody listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const t = await takenPort()
  await t.close()
  return t.port
}

/** A guest's browser tab: a WebSocket to a host's /ws with the Origin its page would have. */
export class WsGuest {
  readonly received: ServerMessage[] = []
  readonly closed: Promise<void>

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.received.push(JSON.parse(data.toString()) as ServerMessage))
    this.closed = new Promise((ok) => ws.on('close', () => ok()))
  }

  static async open(port: number, path = '/ws'): Promise<WsGuest> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { origin: `http://127.0.0.1:${port}` })
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok())
      ws.once('error', fail)
    })
    return new WsGuest(ws)
  }

  send(m: ClientMessage): void {
    this.ws.send(JSON.stringify(m))
  }

  next<T extends ServerMessage['type']>(type: T, what = type): Promise<Extract<ServerMessage, { type: T }>> {
    return until(() => this.received.find((m): m is Extract<ServerMessage, { type: T }> => m.type === type), `a ${what} message`)
  }

  close(): void {
    this.ws.terminate()
  }
}
