/**
 * The browser host for real: an HTTP server on a free port serving a temporary renderer folder, and the
 * protocol over its WebSocket, end to end. Nothing outside the renderer folder may be served; files go out
 * compressed and cached the way a LAN guest's browser can keep them. (The attacks on the host: attacks.test.ts.)
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MAX_CLIENT_MESSAGE, type ServerMessage } from '../../shared/protocol/messages'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { CONTENT_SECURITY_POLICY } from '../main/security'
import { content } from '../testing/fixtures'
import { startServer, type RunningServer } from './http-server'
import { IMMUTABLE } from './static-files'

const SECRET = 'the secret outside the renderer folder'
const TOKEN = 'the-screen-token-of-this-test-run-0123456789'
/** what vite writes: a big, hashed bundle */
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const plane${i} = { id: 'plane-${i}', speed: ${i % 7} }`).join('\n')

let dir: string
let running: RunningServer
let host: Host

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-http-'))
  const root = join(dir, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(root, 'fonts'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Overdive</title><script type="module" src="./assets/app.js"></script>')
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("overdive")')
  writeFileSync(join(root, 'assets', 'style.css'), 'body{margin:0}')
  writeFileSync(join(root, 'assets', 'index--w6Tn3wp.js'), BUNDLE)
  writeFileSync(join(root, 'fonts', 'font.ttf'), Buffer.from([0, 1, 0, 0]))
  writeFileSync(join(dir, 'secret.txt'), SECRET)
  // a sibling folder whose name starts like the renderer folder's
  mkdirSync(join(dir, 'renderer-private'))
  writeFileSync(join(dir, 'renderer-private', 'secret.txt'), SECRET)
  host = new Host({ content, botFactory: inlineBots(content) })
  running = await startServer(host, { port: 0, hostname: '127.0.0.1', rendererDir: root, screenToken: TOKEN })
})

afterAll(async () => {
  await running?.close()
  host?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** A raw request: the path goes on the wire exactly as given (no URL normalisation by the client). */
function get(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: running.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

describe('static files', () => {
  it('serves the page with the content security policy', async () => {
    expect(running.port).toBeGreaterThan(0)
    expect(running.url).toBe(`http://127.0.0.1:${running.port}/`)
    const r = await get('/')
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toMatch(/^text\/html/)
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(r.headers['x-content-type-options']).toBe('nosniff')
    expect(r.headers['x-frame-options']).toBe('DENY')
    expect(r.headers['referrer-policy']).toBe('no-referrer')
    expect(r.body).toContain('<title>Overdive</title>')
    expect((await get('/index.html')).body).toBe(r.body)
  })

  it.each([
    ['/assets/app.js', /^text\/javascript/, 'console.log("overdive")'],
    ['/assets/style.css', /^text\/css/, 'body{margin:0}'],
    ['/fonts/font.ttf', /^font\/ttf/, null],
    ['/assets/app.js?v=3#x', /^text\/javascript/, 'console.log("overdive")'],
  ])('serves %s with its type', async (path, type, body) => {
    const r = await get(path)
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toMatch(type)
    if (body !== null) expect(r.body).toBe(body)
  })

  it('answers HEAD without a body, 404 for what is not there and 405 for other methods', async () => {
    const head = await get('/', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect((await get('/nothing-here.js')).status).toBe(404)
    expect((await get('/assets')).status, 'a folder is not a file').toBe(404)
    expect((await get('/assets/')).status).toBe(404)
    expect((await get('/', 'POST')).status).toBe(405)
    expect((await get('/', 'PUT')).status).toBe(405)
    expect((await get('/', 'DELETE')).status).toBe(405)
  })

  it('sends the bundle compressed as the browser accepts (brotli, else gzip), varying on Accept-Encoding', async () => {
    const br = await get('/assets/index--w6Tn3wp.js', 'GET', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.raw.length)
    expect(br.raw.length).toBeLessThan(BUNDLE.length / 4)
    expect(brotliDecompressSync(br.raw).toString('utf8')).toBe(BUNDLE)

    // a LAN page over plain HTTP: Chromium offers no brotli there
    const gz = await get('/assets/index--w6Tn3wp.js', 'GET', { 'accept-encoding': 'gzip, deflate' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.raw).toString('utf8')).toBe(BUNDLE)

    for (const none of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const plain = await get('/assets/index--w6Tn3wp.js', 'GET', none)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(BUNDLE)
    }
    // each representation has its own ETag
    expect(new Set([br.headers.etag, gz.headers.etag, (await get('/assets/index--w6Tn3wp.js')).headers.etag]).size).toBe(3)
    // a small file is not worth compressing
    expect((await get('/assets/app.js', 'GET', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined()
  })

  it('lets the browser keep vite’s hashed assets for a year; the rest is revalidated: ETag and 304', async () => {
    const hashed = await get('/assets/index--w6Tn3wp.js', 'GET', { 'accept-encoding': 'gzip' })
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE)
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')

    const page = await get('/', 'GET', { 'accept-encoding': 'gzip' })
    expect(page.headers['cache-control']).toBe('no-cache')
    expect((await get('/assets/app.js')).headers['cache-control'], 'a name without a hash may change').toBe('no-cache')
    const etag = String(page.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await get('/', 'GET', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect((await get('/', 'GET', { 'if-none-match': `W/${etag}` })).status, 'a weak match is enough for GET').toBe(304)
    expect((await get('/', 'GET', { 'if-none-match': '"something-else"' })).status).toBe(200)
  })

  it('reads a file again when it changes on disk', async () => {
    const file = join(dir, 'renderer', 'changing.txt')
    writeFileSync(file, 'first')
    const first = await get('/changing.txt')
    expect(first.body).toBe('first')
    writeFileSync(file, 'second, longer')
    const second = await get('/changing.txt', 'GET', { 'if-none-match': String(first.headers.etag) })
    expect(second.status).toBe(200)
    expect(second.body).toBe('second, longer')
  })

  it.each([
    '/../secret.txt',
    '/../../../../../../etc/passwd',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/../renderer-private/secret.txt',
    '/%2e%2e/renderer-private/secret.txt',
    '/..%5csecret.txt',
    '//etc/passwd',
    `/${encodeURIComponent(join(tmpdir(), 'secret.txt'))}`,
    '/%00',
    '/index.html%00.js',
  ])('refuses the way out %s', async (path) => {
    const r = await get(path)
    expect([400, 403, 404]).toContain(r.status)
    expect(r.body).not.toContain(SECRET)
    expect(r.body).not.toMatch(/root:.*:0:0:/)
    // and the server is still there
    expect((await get('/')).status).toBe(200)
  })

  // decodeURIComponent throws on a malformed escape; it once took the whole host down. Run in a child process
  // so that a crash cannot take this test run with it.
  it('survives a malformed percent escape in the path (/%E0%A4%A)', async () => {
    const script = `
      import { startServer } from './electron/server/http-server.ts'
      import { Host } from './electron/host/host.ts'
      import { inlineBots } from './electron/host/inline-bots.ts'
      import { content } from './electron/testing/fixtures.ts'
      const host = new Host({ content, botFactory: inlineBots(content) })
      const s = await startServer(host, { port: 0, hostname: '127.0.0.1', rendererDir: ${JSON.stringify(join(dir, 'renderer'))}, screenToken: 'x'.repeat(32) })
      console.log('PORT ' + s.port)
    `
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString()
          const m = /PORT (\d+)/.exec(out)
          if (m) resolve(Number(m[1]))
        })
        child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)))
        setTimeout(() => reject(new Error('the server did not start')), 20_000)
      })
      const ask = (path: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path }, (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          })
          req.on('error', reject)
          req.end()
        })
      const status = await ask('/%E0%A4%A').catch(() => 0)
      expect([400, 404]).toContain(status)
      expect(await ask('/'), 'the host is still serving').toBe(200)
    } finally {
      child.kill()
    }
  }, 30_000)
})

/** Three straight cards of an aircraft's deck: always a legal plan. */
function straights(aircraft: string): string[] {
  const deck = content.aircraft[aircraft].manoeuvreDeck
  return Object.values(content.cards)
    .filter((c) => c.deck === deck && c.straight)
    .slice(0, 3)
    .map((c) => c.id)
}

/** A WebSocket client that collects what the host sends: the host's own screen unless another path is given. */
async function connect(path = `/ws?screen=${TOKEN}`): Promise<{ ws: WebSocket; received: ServerMessage[]; next(pred: (m: ServerMessage) => boolean, what: string): Promise<ServerMessage>; send(m: unknown): void }> {
  const ws = new WebSocket(`ws://127.0.0.1:${running.port}${path}`)
  const received: ServerMessage[] = []
  const waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = []
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage
    received.push(m)
    for (const w of [...waiters]) {
      if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(m)
      }
    }
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    received,
    send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next: (pred, what) =>
      new Promise((resolve, reject) => {
        const seen = received.find(pred)
        if (seen) return resolve(seen)
        const t = setTimeout(() => reject(new Error(`no ${what} within 10 s; got ${JSON.stringify(received.map((m) => (m.type === "error" ? m.message : m.type)))}`)), 10_000)
        waiters.push({
          pred,
          resolve: (m) => {
            clearTimeout(t)
            resolve(m)
          },
        })
      }),
  }
}

describe('the protocol over the WebSocket', () => {
  it('plays a turn against a bot end to end, and a malformed message gets an error reply', async () => {
    const c = await connect()
    c.send({ type: 'hello', re: 'h', name: 'test' })
    expect(await c.next((m) => m.type === 'welcome', 'welcome')).toMatchObject({ type: 'welcome', re: 'h' })

    c.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'human'] })
    const created = await c.next((m) => m.type === 'game-created', 'game-created')
    if (created.type !== 'game-created') throw new Error()
    const session = created.session

    c.send({ type: 'join', re: 'j', session, seat: 'allied' })
    await c.next((m) => m.type === 'view' && m.re === 'j', 'the seat’s view')
    const ready = await c.next((m) => m.type === 'view' && m.view.planes.find((p) => p.id === 'dr1')!.committed, 'the bot’s plan')
    if (ready.type !== 'view') throw new Error()
    expect(ready.view.planes.find((p) => p.id === 'dr1')).not.toHaveProperty('plan')

    // malformed: not JSON, unknown type, wrong field types, binary, a seat not held, an unknown session
    const before = JSON.stringify(host.getSession(session)!.game.state)
    c.send('{not json')
    expect(await c.next((m) => m.type === 'error' && /JSON/.test(m.message), 'an error for bad JSON')).toMatchObject({ code: 'malformed' })
    c.send({ type: 'self-destruct', re: 'e1' })
    c.send({ type: 'join', re: 'e2', session, seat: { id: 'allied' } })
    c.send({ type: 'command', re: 'e3', session, command: { type: 'plan', seat: 'central', plane: 'dr1', cards: ['A01', 'A02', 'A03'] } })
    c.send({ type: 'command', re: 'e4', session: 'g404', command: { type: 'plan', seat: 'allied', plane: 'camel', cards: ['C01', 'C02', 'C03'] } })
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await c.next((m) => m.type === 'error' && m.re === 'e3', 'e3')).toMatchObject({ code: 'not-your-seat' })
    expect(await c.next((m) => m.type === 'error' && m.re === 'e4', 'e4')).toMatchObject({ code: 'unknown-session' })
    expect(await c.next((m) => m.type === 'error' && /JSON text/.test(m.message), 'an error for a binary frame')).toMatchObject({ code: 'malformed' })
    const errors = c.received.filter((m) => m.type === 'error')
    expect(errors.length).toBe(6)
    expect(JSON.stringify(host.getSession(session)!.game.state), 'the game is unchanged').toBe(before)

    // and the game carries on
    c.send({ type: 'command', re: 'p', session, command: { type: 'plan', seat: 'allied', plane: 'camel', cards: straights('sopwith-camel') } })
    const moved = await c.next((m) => m.type === 'view' && m.view.planes.find((p) => p.id === 'camel')!.revealed.length > 0, 'the turn resolving')
    if (moved.type !== 'view') throw new Error()
    expect(moved.events.some((e) => e.type === 'moved')).toBe(true)
    expect(moved.view.planes.find((p) => p.id === 'dr1')).not.toHaveProperty('plan')
    c.ws.close()
  })

  it('sends each client only its own seat’s secrets', async () => {
    const a = await connect()
    const b = await connect()
    a.send({ type: 'create-game', re: 'n', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'human'] })
    const created = await a.next((m) => m.type === 'game-created', 'game-created')
    if (created.type !== 'game-created') throw new Error()
    a.send({ type: 'join', re: 'ja', session: created.session, seat: 'central' })
    b.send({ type: 'join', re: 'jb', session: created.session, seat: 'allied' })
    await a.next((m) => m.type === 'view' && m.re === 'ja', 'a view')
    await b.next((m) => m.type === 'view' && m.re === 'jb', 'b view')
    a.send({ type: 'command', re: 'pa', session: created.session, command: { type: 'plan', seat: 'central', plane: 'dr1', cards: straights('fokker-dr-i') } })
    await b.next((m) => m.type === 'view' && m.view.planes.find((p) => p.id === 'dr1')!.committed, 'b hears that a committed')
    for (const [c, seat] of [
      [a, 'central'],
      [b, 'allied'],
    ] as const) {
      for (const m of c.received) {
        if (m.type !== 'view') continue
        for (const p of m.view.planes) if (p.seat !== seat) expect(Object.keys(p)).not.toEqual(expect.arrayContaining(['plan']))
        for (const e of m.events) if (e.to !== 'all') expect(e.to).toContain(seat)
      }
    }
    expect(a.received.filter((m) => m.type === 'error')).toEqual([])
    a.ws.close()
    b.ws.close()
  })

  it('closes a connection that sends more than the largest message, and keeps serving the others', async () => {
    // the host's own screen: it may send whole saves, up to the largest message
    const big = await connect()
    const other = await connect()
    const closed = new Promise<number>((resolve) => big.ws.on('close', (code) => resolve(code)))
    big.ws.send('x'.repeat(MAX_CLIENT_MESSAGE + 1))
    expect(await closed).toBe(1009)
    other.send({ type: 'hello', re: 'still' })
    expect(await other.next((m) => m.type === 'welcome' && m.re === 'still', 'welcome')).toBeTruthy()
    other.ws.close()
  })

  it('has no WebSocket anywhere but /ws', async () => {
    await expect(connect('/other')).rejects.toThrow(/400|Unexpected server response/)
  })
})
