/**
 * Issue 27: idle connections must not exhaust the host. Each finding replayed against the real server on
 * loopback, bounded in count (a few dozen sockets) and time: one guest holding many sockets, many guests holding
 * the total, a socket that never sends a request, a client that stops answering pings, slow readers adding up.
 * Throughout, the host answers its screen. Other machines are played by other loopback addresses (127.0.0.2 …),
 * which Linux routes like 127.0.0.1; only 127.0.0.1 and ::1 count as this machine's own.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import type { HostPort } from './client-socket'
import { CONNECTION_LIMITS, ConnectionGate, isLocalAddress, limitsFor, openFileLimit } from './connection-limits'
import { startServer, type RunningServer } from './http-server'
import { SendBudget } from './send-budget'

const TOKEN = 'connection-limits-token_0123456789abcdef'
const LIMITS = { perAddress: 6, perLocalAddress: 10, total: 12, screenReserve: 2, reserveMs: 800 }

class FakeHost {
  conns: { screen: boolean; send: (m: unknown) => void; disconnected: boolean }[] = []
  connect(send: (m: unknown) => void, opts: { screen: boolean }) {
    const c = { screen: opts.screen, send, disconnected: false }
    this.conns.push(c)
    return c
  }
  receive(conn: { send: (m: unknown) => void }, raw: unknown) {
    const m = /^send-back:(\d+):(\d+)$/.exec(String(raw))
    if (m) for (let i = 0; i < Number(m[1]); i++) conn.send({ type: 'error', code: 'test', message: 'x'.repeat(Number(m[2])) })
  }
  disconnect(conn: { disconnected: boolean }) {
    conn.disconnected = true
  }
}

let dir: string
let host: FakeHost
let running: RunningServer
const sockets: Socket[] = []
const clients: WebSocket[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-limits-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Overdive</title>')
  host = new FakeHost()
  running = await startServer(host as unknown as HostPort, {
    port: 0,
    hostname: '0.0.0.0',
    rendererDir: dir,
    screenToken: TOKEN,
    connectionLimits: LIMITS,
    headersTimeoutMs: 600,
    pingMs: 250,
    maxGuestBuffered: 64 * 1024 * 1024,
    maxTotalBuffered: 6 * 1024 * 1024,
    warm: false,
  })
})

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  for (const c of clients.splice(0)) c.terminate()
  await until('every connection is let go', () => running.gate.count() === 0 && running.gate.count('127.0.0.1') === 0)
})

afterAll(async () => {
  await running?.close()
  rmSync(dir, { recursive: true, force: true })
})

const until = async (what: string, ok: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  if (!ok()) throw new Error(`never: ${what}`)
}

/** A raw TCP connection from `from`: resolves once connected, with what the host sent before closing it, if it did. */
function raw(from: string): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((ok, fail) => {
    const socket = connect({ host: '127.0.0.1', port: running.port, localAddress: from })
    sockets.push(socket)
    let got = ''
    socket.on('data', (d) => (got += d.toString()))
    const closed = new Promise<string>((done) => socket.on('close', () => done(got)))
    socket.once('connect', () => ok({ socket, closed }))
    socket.once('error', fail)
  })
}

/** A page request from `from`: its status, or 0 if the connection was cut. */
function get(from: string): Promise<number> {
  return new Promise((ok) => {
    const req = request({ host: '127.0.0.1', port: running.port, path: '/', localAddress: from, agent: false }, (res) => {
      res.resume()
      ok(res.statusCode ?? 0)
    })
    req.on('error', () => ok(0))
    req.end()
  })
}

/** A WebSocket from `from`: open, or the status that refused it (0: cut). */
function ws(from: string, screen = false): Promise<WebSocket | number> {
  return new Promise((ok) => {
    const c = new WebSocket(`ws://127.0.0.1:${running.port}/ws${screen ? `?screen=${TOKEN}` : ''}`, { localAddress: from })
    clients.push(c)
    c.once('open', () => ok(c))
    c.once('unexpected-response', (_req, res) => ok(res.statusCode ?? 0))
    c.once('error', () => ok(0))
  })
}

async function held(from: string, n: number): Promise<{ socket: Socket; closed: Promise<string> }[]> {
  const out = []
  for (let i = 0; i < n; i++) {
    out.push(await raw(from))
    // the host counts it when it accepts it: wait for that, so that the order is the order sent
    await until('the host counted it', () => running.gate.count(from) >= i + 1)
  }
  return out
}

describe('one guest holding many sockets', () => {
  it('gets no more than its share; the next is told why and closed; the screen and other guests still get in', async () => {
    const mine = await held('127.0.0.2', LIMITS.perAddress)
    expect(running.gate.count('127.0.0.2')).toBe(LIMITS.perAddress)
    const over = await raw('127.0.0.2')
    expect(await over.closed).toMatch(/^HTTP\/1\.1 503 .*too many connections from your address/s)
    expect(running.gate.count('127.0.0.2')).toBe(LIMITS.perAddress)
    // the host answers its screen, pages and other guests throughout
    expect(await get('127.0.0.1')).toBe(200)
    expect(await get('127.0.0.3')).toBe(200)
    const screen = await ws('127.0.0.1', true)
    expect(screen).toBeInstanceOf(WebSocket)
    expect(host.conns.at(-1)?.screen).toBe(true)
    expect(mine.length).toBe(LIMITS.perAddress)
  })
})

describe('many guests holding the total', () => {
  it('past the total only the screen gets in, into a small reserve; this machine is never counted in it', async () => {
    // 12 connections from two other machines: the total
    await held('127.0.0.4', LIMITS.perAddress)
    await held('127.0.0.5', LIMITS.perAddress)
    expect(running.gate.count()).toBe(LIMITS.total)
    // a third machine: a page or a guest's WebSocket is refused, with the reason
    expect(await get('127.0.0.6')).toBe(503)
    expect(await ws('127.0.0.6')).toBe(503)
    // the host's screen opened from another machine gets in through the reserve
    const screen = await ws('127.0.0.7', true)
    expect(screen).toBeInstanceOf(WebSocket)
    expect(host.conns.at(-1)?.screen).toBe(true)
    // and from this machine, pages and the screen are not counted against the others' total
    expect(await get('127.0.0.1')).toBe(200)
    expect(await ws('127.0.0.1', true)).toBeInstanceOf(WebSocket)
  })

  it('a connection left in the reserve without the screen token is closed within its time', async () => {
    await held('127.0.0.8', LIMITS.perAddress)
    await held('127.0.0.9', LIMITS.perAddress)
    const t0 = Date.now()
    const idle = await raw('127.0.0.10')
    await idle.closed
    expect(Date.now() - t0).toBeLessThan(LIMITS.reserveMs + 1_500)
  })
})

describe('a socket that never sends a request', () => {
  it('is closed once a request’s headers would have been late, and its place is given back', async () => {
    const t0 = Date.now()
    const idle = await raw('127.0.0.11')
    await idle.closed
    // 600 ms for the headers, checked every 300 ms
    expect(Date.now() - t0).toBeLessThan(2_500)
    await until('its place is given back', () => running.gate.count('127.0.0.11') === 0)
  })
})

describe('a client that stops answering pings', () => {
  it('is taken for gone, and the host is told', async () => {
    const c = await ws('127.0.0.12')
    if (typeof c === 'number') throw new Error(`refused: ${c}`)
    const conn = host.conns.at(-1)!
    // a sleeping laptop: nothing it is sent is read, nothing answered
    ;(c as unknown as { _socket: Socket })._socket.pause()
    await until('the host is told', () => conn.disconnected, 3_000)
  })

  it('while one that answers stays, however long it says nothing', async () => {
    const c = await ws('127.0.0.13')
    const conn = host.conns.at(-1)!
    await new Promise((r) => setTimeout(r, 1_200))
    expect(conn.disconnected).toBe(false)
    expect((c as WebSocket).readyState).toBe(WebSocket.OPEN)
  })
})

describe('slow readers adding up', () => {
  it('past the budget for all guests, the one furthest behind is dropped, though under its own cap', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const slow = (await ws('127.0.0.14')) as WebSocket
    const slowConn = host.conns.at(-1)!
    const ok = (await ws('127.0.0.15')) as WebSocket
    const okConn = host.conns.at(-1)!
    ;(slow as unknown as { _socket: Socket })._socket.pause()
    // 25 MiB for the slow reader: its own cap is 64 MiB, the budget for all 6 MiB
    slow.send('send-back:400:65536')
    await until('the slow reader is dropped', () => slowConn.disconnected)
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/slowest reader is dropped/)
    expect(okConn.disconnected).toBe(false)
    expect(ok.readyState).toBe(WebSocket.OPEN)
    errors.mockRestore()
  })
})

describe('the budget itself', () => {
  it('drops the client with the most waiting, and only as many as it must', () => {
    const dropped: string[] = []
    const client = (name: string, n: number) => ({ bufferedAmount: n, drop: () => dropped.push(name) })
    const b = new SendBudget(100)
    const a = client('a', 30)
    const big = client('big', 60)
    const c = client('c', 20)
    for (const x of [a, big, c]) b.add(x)
    b.check()
    expect(dropped).toEqual(['big'])
    b.check()
    expect(dropped).toEqual(['big'])
  })

  it('counts this machine apart: 127.0.0.1 and ::1 only', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLocalAddress)).toEqual([true, true, true])
    expect(['127.0.0.2', '192.168.1.20', undefined].map(isLocalAddress)).toEqual([false, false, false])
    expect(new ConnectionGate(LIMITS).count()).toBe(0)
  })
})

describe('a host allowed few open files', () => {
  it('lets connections take no more than half of them', () => {
    const low = limitsFor(256)
    expect(low.total + low.perLocalAddress + low.screenReserve).toBeLessThanOrEqual(128)
    expect(low.perAddress).toBeLessThanOrEqual(32)
    expect(limitsFor(1_048_576)).toEqual(CONNECTION_LIMITS)
    expect(limitsFor(null)).toEqual(CONNECTION_LIMITS)
  })

  it('reads this process’s limit where the system says it', () => {
    const n = openFileLimit()
    if (process.platform !== 'linux') return expect(n).toBeNull()
    // a child process inherits the limit: the shell's own reading of it
    const said = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()
    expect(n).toBe(said === 'unlimited' ? null : Number(said))
  })
})
