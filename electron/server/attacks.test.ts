/**
 * The attacks a host on a LAN meets, replayed against the real server on loopback: a foreign web page in the
 * player's browser, DNS rebinding, a guest pretending to be the host's screen, oversized messages, floods and a
 * client that stops reading. A fake host records what the server lets through.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { ConnectOptions } from '../host/host'
import type { HostPort } from './client-socket'
import { MAX_GUEST_MESSAGE, startServer, type RunningServer } from './http-server'
import { GUEST_RATE } from './rate-limit'

const TOKEN = 'this-runs-screen-token_0123456789abcdef'

/** Records every connection and message; `send-back:<n>:<bytes>` makes it send n messages of that size. */
class FakeHost {
  conns: { id: string; opts: ConnectOptions; send: (m: unknown) => void; disconnected: boolean; got: string[] }[] = []

  connect(send: (m: unknown) => void, opts: ConnectOptions) {
    const c = { id: `c${this.conns.length + 1}`, opts, send, disconnected: false, got: [] as string[] }
    this.conns.push(c)
    return { id: c.id, screen: opts.screen, send }
  }

  receive(conn: { id: string }, raw: unknown) {
    const c = this.conn(conn.id)
    c.got.push(String(raw))
    const m = /^send-back:(\d+):(\d+)$/.exec(String(raw))
    if (m) for (let i = 0; i < Number(m[1]); i++) c.send({ type: 'error', code: 'test', message: 'x'.repeat(Number(m[2])) })
  }

  disconnect(conn: { id: string }) {
    this.conn(conn.id).disconnected = true
  }

  conn(id: string) {
    return this.conns.find((c) => c.id === id)!
  }

  get last() {
    return this.conns[this.conns.length - 1]
  }
}

let dir: string
let host: FakeHost
let running: RunningServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-attacks-'))
  mkdirSync(join(dir, 'renderer'))
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Overdive</title>')
  // a file that cannot be read (EIO): the server answers 500 and carries on
  symlinkSync('/proc/self/mem', join(dir, 'renderer', 'unreadable.js'))
  host = new FakeHost()
  running = await startServer(host as unknown as HostPort, {
    port: 0,
    hostname: '127.0.0.1',
    rendererDir: join(dir, 'renderer'),
    screenToken: TOKEN,
    maxGuestBuffered: 256 * 1024,
  })
})

afterAll(async () => {
  await running?.close()
  rmSync(dir, { recursive: true, force: true })
})

function get(path: string, headers: Record<string, string> = {}, setHost = true): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: running.port, path, headers, setHost }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Open a WebSocket: resolves with it once open, or with the HTTP status that refused it. */
function open(path: string, opts: { origin?: string; host?: string } = {}): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${running.port}${path}`, { origin: opts.origin, headers: opts.host ? { host: opts.host } : {} })
    ws.once('open', () => resolve(ws))
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', reject)
  })
}

async function opened(path: string, opts: { origin?: string } = {}): Promise<WebSocket> {
  const ws = await open(path, opts)
  if (typeof ws === 'number') throw new Error(`refused with ${ws}`)
  return ws
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)))
}

const until = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25))
  if (!ok()) throw new Error(`never: ${what}`)
}

describe('a page from another site in the player’s browser (cross-site WebSocket hijacking)', () => {
  it.each(['http://evil.example', 'https://evil.example', 'null', 'http://127.0.0.1:1', 'http://127.0.0.1.evil.example'])('cannot open the WebSocket from Origin %s', async (origin) => {
    const before = host.conns.length
    expect(await open('/ws', { origin })).toBe(403)
    expect(host.conns.length, 'the host never heard of it').toBe(before)
  })

  it('while the host’s own pages, and clients that are no browser, can', async () => {
    for (const origin of [`http://127.0.0.1:${running.port}`, `http://localhost:${running.port}`, undefined]) {
      const ws = await opened('/ws', { origin })
      ws.close()
    }
  })
})

describe('DNS rebinding: evil.example resolves to this host', () => {
  it('gets no page and no file', async () => {
    expect(await get('/', { host: `evil.example:${running.port}` })).toBe(421)
    expect(await get('/index.html', { host: 'evil.example' })).toBe(421)
    // no Host header at all: Node refuses it itself (400)
    expect([400, 421]).toContain(await get('/', {}, false))
    expect(await get('/')).toBe(200)
    expect(await get('/', { host: `localhost:${running.port}` })).toBe(200)
  })

  it('gets no WebSocket, even with the screen token and its own origin', async () => {
    const before = host.conns.length
    const evil = `evil.example:${running.port}`
    expect(await open(`/ws?screen=${TOKEN}`, { host: evil, origin: `http://${evil}` })).toBe(403)
    expect(await open('/ws', { host: evil })).toBe(403)
    expect(host.conns.length).toBe(before)
  })
})

describe('the host’s own screen is proven by its token, not by an address', () => {
  it('a client on loopback without the token is a guest', async () => {
    const ws = await opened('/ws')
    expect(host.last.opts).toEqual({ screen: false })
    ws.close()
  })

  it('the token makes the screen', async () => {
    const ws = await opened(`/ws?screen=${TOKEN}`)
    expect(host.last.opts).toEqual({ screen: true })
    ws.close()
  })

  it.each([['a wrong token', 'x'.repeat(TOKEN.length)], ['a token one character short', TOKEN.slice(0, -1)], ['a longer one', `${TOKEN}0`], ['an old run’s', 'an-old-runs-token_0123456789abcdefghij']])(
    '%s is refused: a guest, told so',
    async (_what, token) => {
      const ws = await opened(`/ws?screen=${encodeURIComponent(token)}`)
      expect(host.last.opts).toEqual({ screen: false, screenRefused: true })
      ws.close()
    },
  )
})

describe('oversized messages', () => {
  it('a guest sending 65 KiB is cut off; the screen may send more', async () => {
    const guest = await opened('/ws')
    const guestConn = host.last
    const cut = closed(guest)
    guest.send('x'.repeat(65 * 1024))
    expect(await cut).toBe(1009)
    expect(guestConn.got).toEqual([])
    await until('the guest is gone', () => guestConn.disconnected)
    expect(MAX_GUEST_MESSAGE).toBe(64 * 1024)

    const screen = await opened(`/ws?screen=${TOKEN}`)
    const screenConn = host.last
    screen.send('y'.repeat(1024 * 1024))
    await until('the screen’s message arrives', () => screenConn.got.length === 1)
    expect(screenConn.got[0].length).toBe(1024 * 1024)
    screen.close()
  })
})

describe('a guest that floods the host', () => {
  it('loses what is past the rate, is told so, and is closed with 1008 if it keeps on', async () => {
    const ws = await opened('/ws')
    const conn = host.last
    const replies: { code?: string }[] = []
    ws.on('message', (d) => replies.push(JSON.parse(d.toString())))
    const code = closed(ws)
    for (let i = 0; i < GUEST_RATE.burst + GUEST_RATE.closeAfterDropped + 50; i++) ws.send(`m${i}`)
    expect(await code).toBe(1008)
    expect(conn.got.length, 'only a burst got through').toBeLessThanOrEqual(GUEST_RATE.burst + 2)
    expect(conn.got.length).toBeGreaterThanOrEqual(GUEST_RATE.burst)
    expect(replies.filter((r) => r.code === 'rate-limited').length).toBe(1)
    await until('the host is told', () => conn.disconnected)
  })

  it('a guest within the rate is not troubled, and the screen has no limit', async () => {
    const guest = await opened('/ws')
    const g = host.last
    for (let i = 0; i < GUEST_RATE.burst; i++) guest.send(`g${i}`)
    await until('all arrive', () => g.got.length === GUEST_RATE.burst)
    guest.close()

    const screen = await opened(`/ws?screen=${TOKEN}`)
    const s = host.last
    for (let i = 0; i < 1000; i++) screen.send(`s${i}`)
    await until('all arrive', () => s.got.length === 1000)
    expect(screen.readyState).toBe(WebSocket.OPEN)
    screen.close()
  })
})

describe('a guest that stops reading', () => {
  it('is dropped once too much waits for it, and the host is told', async () => {
    const ws = await opened('/ws')
    const conn = host.last
    // stop reading: the kernel's buffers fill, then the server's
    ;(ws as unknown as { _socket: { pause(): void } })._socket.pause()
    ws.send('send-back:400:65536')
    await until('the host is told it is gone', () => conn.disconnected)
    ws.terminate()
    // and the server is still there for everyone else
    expect(await get('/')).toBe(200)
  })
})

describe('a request that fails on the server', () => {
  it('is answered 500 and the host carries on', async () => {
    expect(await get('/unreadable.js')).toBe(500)
    expect(await get('/')).toBe(200)
  })
})
