/**
 * The app as another host's guest, on loopback: the link opens only to a host that runs the same protocol and
 * rules, refuses anything else plainly before a single message is relayed, lets out only valid client messages,
 * lets in only what a host sends its guests (garbage, screen-only messages, floods and giant messages from a
 * hostile host are dropped or end the link), and closes cleanly when the host goes away or stops answering.
 */
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { compatOf, compatProblem, PROTOCOL_VERSION, type Compat } from '../../shared/protocol/compat'
import type { LinkState } from '../../shared/protocol/lan'
import { LAN_MESSAGE_TYPES, MAX_CLIENT_MESSAGE, type ServerMessage } from '../../shared/protocol/messages'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { startServer } from '../server/http-server'
import { content } from '../testing/fixtures'
import { parseAddress, RemoteLink, relayable, type RemoteLinkOptions } from './remote-link'
import { freePort, rendererFixture, until } from './test-helpers'

const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

const MINE: Compat = compatOf(content, '0.1.0')

/** A real host on loopback, as another copy of Overdive would run it (`hostName` is what its welcome says). */
async function realHost(opts: { content?: typeof content; hostName?: string } = {}) {
  const renderer = rendererFixture()
  const c = opts.content ?? content
  const host = new Host({ content: c, botFactory: inlineBots(c), hostName: opts.hostName ?? 'Hangar', version: '0.1.0' })
  const running = await startServer(host, { port: 0, hostname: '127.0.0.1', rendererDir: renderer.root, screenToken: 'another-hosts-screen-token-0123456789abcdef', warm: false })
  cleanups.push(() => renderer.remove(), () => host.dispose(), () => running.close())
  return { host, running, port: running.port }
}

/** A hostile or odd host: it records what it is sent, and answers the hello as the test says. */
async function fakeHost(onHello: (ws: WebSocket) => void, opts: { autoPong?: boolean } = {}) {
  const got: string[] = []
  const sockets: WebSocket[] = []
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong: opts.autoPong ?? true })
  await new Promise<void>((ok) => wss.once('listening', () => ok()))
  wss.on('connection', (ws, req) => {
    sockets.push(ws)
    got.push(`origin ${req.headers.origin} host ${req.headers.host}`)
    ws.on('message', (d) => {
      const s = d.toString()
      got.push(s)
      if (JSON.parse(s).type === 'hello') onHello(ws)
    })
  })
  cleanups.push(
    () =>
      new Promise<void>((ok) => {
        for (const s of wss.clients) s.terminate()
        wss.close(() => ok())
      }),
  )
  return { port: (wss.address() as { port: number }).port, got, sockets }
}

function welcome(compat: Compat | undefined, hostName = 'Fake'): string {
  return JSON.stringify({ type: 'welcome', client: 'c1', role: 'guest', sessions: [], resumable: [], ...(compat ? { compat } : {}), hostName })
}

/** A link as lan-services.ts drives one: every state and every message it lets through, recorded. */
function link(address: string, opts: Partial<RemoteLinkOptions> = {}) {
  const states: LinkState[] = []
  const messages: ServerMessage[] = []
  const l = new RemoteLink({ link: 'link-1', address, mine: MINE, onState: (s) => states.push(s), onMessage: (m) => messages.push(m), ...opts })
  cleanups.push(() => l.close())
  return { l, states, messages, final: () => states.at(-1)! }
}

describe('addresses', () => {
  it.each([
    ['192.168.1.20:4317', '192.168.1.20', 4317],
    ['  192.168.1.20  ', '192.168.1.20', 4317],
    ['http://hangar.local:5000/', 'hangar.local', 5000],
    ['HTTP://Hangar:4317', 'hangar', 4317],
    ['hangar', 'hangar', 4317],
    ['hangar.local.', 'hangar.local', 4317],
    ['[fd00::5]:4317', 'fd00::5', 4317],
    ['http://[fe80::1]/', 'fe80::1', 4317],
  ])('%s → %s port %i', (typed, host, port) => {
    expect(parseAddress(typed)).toEqual({ host, port })
  })

  it.each([
    ['', /No address given/],
    ['https://192.168.1.20:4317/', /http:\/\/ address, not https:\/\//],
    ['ws://192.168.1.20:4317/ws', /not ws:\/\//],
    ['file:///etc/passwd', /not file:\/\//],
    ['http://192.168.1.20:4317/ws', /nothing after it/],
    ['192.168.1.20:4317?screen=x', /nothing after it/],
    ['http://user:pass@192.168.1.20:4317/', /no user name or password/],
    ['192.168.1.20:99999', /99999 is not a port/],
    ['192.168.1.20:0', /0 is not a port/],
    ['192.168.1.20:port', /is not an address/],
    ['10.1', /is not an address/],
    ['0x7f.1', /is not an address/],
    ['[not-ipv6]:4317', /is not an address/],
    ['evil_name!', /is not an address/],
    ['a'.repeat(201), /too long/],
  ])('%s is refused plainly', (typed, problem) => {
    const r = parseAddress(typed)
    expect(r).toHaveProperty('problem')
    expect((r as { problem: string }).problem).toMatch(problem)
    expect((r as { problem: string }).problem).toMatch(/Type the address shown on the host's screen/)
  })
})

describe('opening', () => {
  it('connects to a host of the same version and relays both ways', async () => {
    const a = await realHost({ hostName: 'Hangar' })
    const { l, states, messages } = link(`127.0.0.1:${a.port}`)
    const opened = await l.open()
    expect(opened).toEqual({ state: 'open', link: 'link-1', address: `127.0.0.1:${a.port}`, hostName: 'Hangar' })
    expect(states.map((s) => s.state)).toEqual(['connecting', 'open'])
    expect(messages, 'the link’s own hello and welcome are its business: nothing is relayed yet').toEqual([])

    l.send({ type: 'hello', re: 'h1', protocol: PROTOCOL_VERSION })
    const w = await until(() => messages.find((m) => m.type === 'welcome'), 'the welcome, relayed')
    expect(w).toMatchObject({ re: 'h1', role: 'guest', hostName: 'Hangar' })
  })

  it('looks a name up and connects to its address (the host answers only to its own names)', async () => {
    const a = await realHost()
    const looked: string[] = []
    const { l } = link(`http://hangar.local:${a.port}/`, { lookup: async (name) => (looked.push(name), '127.0.0.1') })
    // hangar.local is no name of that host: had the link sent it as the Host header, the host would have refused
    expect((await l.open()).state).toBe('open')
    expect(looked).toEqual(['hangar.local'])
  })

  it('sends the Origin the host’s own page would send, and says its protocol and rules in the hello', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l } = link(`127.0.0.1:${fake.port}`)
    expect((await l.open()).state).toBe('open')
    expect(fake.got[0]).toBe(`origin http://127.0.0.1:${fake.port} host 127.0.0.1:${fake.port}`)
    expect(JSON.parse(fake.got[1])).toEqual({ type: 'hello', protocol: PROTOCOL_VERSION, rules: MINE.rules })
  })
})

describe('another version is refused plainly, before anything is relayed', () => {
  it('a host with other aircraft cards (a real host)', async () => {
    const other = structuredClone(content)
    const first = Object.values(other.aircraft)[0]
    first.name = `${first.name} (modified)`
    const b = await realHost({ content: other })
    const { l, messages } = link(`127.0.0.1:${b.port}`)
    const r = await l.open()
    expect(r.state).toBe('refused')
    expect(r).toMatchObject({ message: expect.stringMatching(/different rules or aircraft cards/) })
    expect(messages).toEqual([])
    expect(() => l.send({ type: 'list-sessions' })).toThrow(/not open/)
  })

  it('a host on another protocol (its welcome says so)', async () => {
    const theirs = { ...MINE, app: '0.2.0', protocol: PROTOCOL_VERSION + 1 }
    const fake = await fakeHost((ws) => {
      ws.send(welcome(theirs))
      ws.send(JSON.stringify({ type: 'sessions', sessions: [] }))
    })
    const { l, messages } = link(`127.0.0.1:${fake.port}`)
    const r = await l.open()
    expect(r).toMatchObject({ state: 'refused', message: compatProblem(MINE, theirs) })
    expect(r.state === 'refused' && r.message).toMatch(/newer Overdive \(0\.2\.0/)
    await new Promise((ok) => setTimeout(ok, 50))
    expect(messages).toEqual([])
  })

  it('a host too old to say its version', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(undefined)))
    const r = await link(`127.0.0.1:${fake.port}`).l.open()
    expect(r).toMatchObject({ state: 'refused', message: expect.stringMatching(/older Overdive.*same version/) })
  })

  it('a host that answers the hello with version-mismatch', async () => {
    const fake = await fakeHost((ws) => ws.send(JSON.stringify({ type: 'error', code: 'version-mismatch', message: 'go away' })))
    const r = await link(`127.0.0.1:${fake.port}`).l.open()
    expect(r).toMatchObject({ state: 'refused', message: expect.stringMatching(/another version of Overdive/) })
  })

  it('something that is not an Overdive host', async () => {
    const fake = await fakeHost((ws) => ws.send('<html>hello</html>'))
    expect(await link(`127.0.0.1:${fake.port}`).l.open()).toMatchObject({ state: 'refused', message: expect.stringMatching(/not as an Overdive host/) })
    const silent = await fakeHost(() => {})
    expect(await link(`127.0.0.1:${silent.port}`, { handshakeMs: 100 }).l.open()).toMatchObject({ state: 'refused', message: expect.stringMatching(/said nothing after hello/) })
  })
})

describe('unreachable and malformed addresses are refused plainly', () => {
  it('a malformed address, without connecting anywhere', async () => {
    const { l, states } = link('ftp://192.168.1.20/')
    expect(await l.open()).toMatchObject({ state: 'refused', address: 'ftp://192.168.1.20/', message: expect.stringMatching(/http:\/\/ address/) })
    expect(states.map((s) => s.state)).toEqual(['refused'])
  })

  it('nothing listening on that port', async () => {
    const port = await freePort()
    expect(await link(`127.0.0.1:${port}`).l.open()).toMatchObject({ state: 'refused', message: `Nothing answers at 127.0.0.1:${port}: is Overdive hosting there, on that port?` })
  })

  it('a name nobody has', async () => {
    const lookup = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }))
    expect(await link('nowhere.local', { lookup }).l.open()).toMatchObject({ state: 'refused', message: expect.stringMatching(/No computer called "nowhere.local" was found/) })
  })

  it('a machine that takes the connection and never answers', async () => {
    const held: Socket[] = []
    const tcp: TcpServer = createTcpServer((s) => held.push(s))
    await new Promise<void>((ok) => tcp.listen(0, '127.0.0.1', ok))
    cleanups.push(() => new Promise<void>((ok) => (held.forEach((s) => s.destroy()), tcp.close(() => ok()))))
    const port = (tcp.address() as { port: number }).port
    expect(await link(`127.0.0.1:${port}`, { handshakeMs: 150 }).l.open()).toMatchObject({ state: 'refused', message: expect.stringMatching(/did not answer in time/) })
  })

  it('a web server that is not Overdive', async () => {
    const { createServer } = await import('node:http')
    const http = createServer((_req, res) => res.writeHead(404).end())
    await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok))
    cleanups.push(() => new Promise<void>((ok) => http.close(() => ok())))
    const port = (http.address() as { port: number }).port
    expect(await link(`127.0.0.1:${port}`).l.open()).toMatchObject({ state: 'refused', message: expect.stringMatching(/not an Overdive host/) })
  })
})

describe('what goes out', () => {
  it('only valid client messages, and none meant for this computer’s own host or too large for a guest', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l } = link(`127.0.0.1:${fake.port}`)
    await l.open()
    expect(() => l.send({ type: 'drop-tables' })).toThrow(/malformed message/)
    expect(() => l.send('not json')).toThrow(/not valid JSON/)
    expect(() => l.send({ type: 'join', session: 's', seat: 'x', extra: 'smuggled' })).toThrow(/malformed/)
    // every one of the protocol's LAN messages stays here
    const lan = [
      { type: 'lan-host', action: 'start' },
      { type: 'lan-browse', action: 'start' },
      { type: 'lan-connect', address: '192.168.1.20:4317' },
      { type: 'link-send', link: 'l1', message: { type: 'list-sessions' } },
      { type: 'lan-disconnect', link: 'l1' },
    ]
    expect(lan.map((m) => m.type)).toEqual([...LAN_MESSAGE_TYPES])
    for (const m of lan) expect(() => l.send(m), m.type).toThrow(/this computer's own host/)
    expect(() => l.send({ type: 'import-save', name: 'big', text: 'x'.repeat(100_000) })).toThrow(/too large to send to another host/)
    l.send({ type: 'list-sessions', re: 'ok' })
    await until(() => fake.got.some((g) => g.includes('"ok"')), 'the valid message')
    expect(fake.got.slice(2).map((g) => JSON.parse(g))).toEqual([{ type: 'list-sessions', re: 'ok' }])
  })
})

describe('what comes in from a hostile host', () => {
  it('garbage, unknown types and the screen’s own messages are dropped; a host’s messages get through', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l, messages } = link(`127.0.0.1:${fake.port}`)
    await l.open()
    const ws = fake.sockets[0]
    for (const garbage of [
      'not json',
      '[1,2,3]',
      '"a string"',
      'null',
      '{}',
      '{"type":42}',
      '{"type":"bogus"}',
      '{"type":"__proto__"}',
      '{"type":"toString"}',
      JSON.stringify({ type: 'lan-games', browsing: true, games: [] }),
      JSON.stringify({ type: 'lan-hosting', hosting: true }),
      JSON.stringify({ type: 'link', state: 'open', link: 'link-1' }),
      JSON.stringify({ type: 'link-message', link: 'link-1', message: { type: 'view' } }),
    ]) {
      ws.send(garbage)
    }
    ws.send(Buffer.from([1, 2, 3]), { binary: true })
    ws.send(JSON.stringify({ type: 'sessions', sessions: [] }))
    await until(() => messages.length > 0, 'the host’s real message')
    expect(messages).toEqual([{ type: 'sessions', sessions: [] }])
    expect(l.dropped).toBe(14)
    expect(l.state.state).toBe('open')
  })

  it('relayable() takes only JSON objects of a type a host sends its guests', () => {
    expect(relayable('{"type":"view","anything":1}')).toEqual({ type: 'view', anything: 1 })
    expect(relayable('{"type":"constructor"}')).toBeNull()
    expect(relayable('{"type":"link-message"}')).toBeNull()
  })

  it('a flood ends the link', async () => {
    const fake = await fakeHost((ws) => {
      ws.send(welcome(MINE))
      for (let i = 0; i < 100; i++) ws.send(JSON.stringify({ type: 'sessions', sessions: [] }))
    })
    const { l, messages } = link(`127.0.0.1:${fake.port}`, { rate: { perSecond: 1, burst: 5, closeAfterDropped: 20 } })
    await l.open()
    await until(() => l.state.state === 'closed', 'the link closed')
    expect(l.state).toMatchObject({ message: expect.stringMatching(/far more messages than a game does/) })
    expect(messages.length).toBe(5)
  })

  it('a message larger than any a game sends ends the link, and is not relayed', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l, messages } = link(`127.0.0.1:${fake.port}`)
    await l.open()
    fake.sockets[0].send(JSON.stringify({ type: 'chat', session: 's', lines: [], pad: 'x'.repeat(MAX_CLIENT_MESSAGE) }))
    await until(() => l.state.state === 'closed', 'the link closed')
    expect(l.state).toMatchObject({ message: expect.stringMatching(/too large/) })
    expect(messages).toEqual([])
  })
})

describe('closing', () => {
  it('when the host stops, the link closes with a plain message', async () => {
    const a = await realHost()
    const { l, final } = link(`127.0.0.1:${a.port}`)
    await l.open()
    await a.running.close()
    await until(() => l.state.state === 'closed', 'the link closed')
    expect(final()).toEqual({ state: 'closed', link: 'link-1', address: `127.0.0.1:${a.port}`, message: 'The host closed the connection.' })
    expect(() => l.send({ type: 'list-sessions' })).toThrow(/not open/)
  })

  it('when the host stops answering (no pongs), the link closes', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)), { autoPong: false })
    const { l } = link(`127.0.0.1:${fake.port}`, { heartbeatMs: 50 })
    await l.open()
    await until(() => l.state.state === 'closed', 'the link closed')
    expect(l.state).toMatchObject({ message: 'The host stopped answering.' })
  })

  it('a link that pongs stays open', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l } = link(`127.0.0.1:${fake.port}`, { heartbeatMs: 30 })
    await l.open()
    await new Promise((ok) => setTimeout(ok, 200))
    expect(l.state.state).toBe('open')
  })

  it('leaving closes the connection at the other host; the states end there', async () => {
    const fake = await fakeHost((ws) => ws.send(welcome(MINE)))
    const { l, states } = link(`127.0.0.1:${fake.port}`)
    await l.open()
    const gone = new Promise<void>((ok) => fake.sockets[0].on('close', () => ok()))
    l.close()
    l.close()
    await gone
    expect(states.map((s) => s.state)).toEqual(['connecting', 'open', 'closed'])
    expect(states.at(-1)).toMatchObject({ message: 'You left that host.' })
  })

  it('leaving while connecting ends the attempt', async () => {
    const lookup = () => new Promise<string>((ok) => setTimeout(() => ok('127.0.0.1'), 50))
    const { l, states } = link('slow.local', { lookup })
    const opening = l.open()
    l.close()
    expect((await opening).state).toBe('closed')
    expect(states.map((s) => s.state)).toEqual(['connecting', 'closed'])
  })
})
