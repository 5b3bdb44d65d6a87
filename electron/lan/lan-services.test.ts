/**
 * The LAN services behind two real hosts on loopback, driven as their screens drive them (through Host.receive):
 * host A hosts and announces the game it offers; host B's screen browses, joins A through a link, plays there as
 * a guest and is sent its view; a host of another version is refused; links end cleanly when A stops hosting,
 * when B's screen leaves or goes away, and when B stops.
 */
import { createSocket } from 'node:dgram'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import type { LanGame } from '../../shared/protocol/lan'
import type { ClientMessage, ServerMessage } from '../../shared/protocol/messages'
import type { SeatKind } from '../../shared/protocol/seat-kinds'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { content } from '../testing/fixtures'
import { Client } from '../testing/host-client'
import type { Announcement } from './discovery-txt'
import type { MdnsChoice } from './mdns-choice'
import { LanServices, offeredGame, type DiscoveryPort } from './lan-services'
import { rendererFixture, takenPort, until } from './test-helpers'

/** Discovery as the services see it, recording what they ask of it. */
class FakeDiscovery implements DiscoveryPort {
  announcements: Announcement[] = []
  unannounced = 0
  destroyed = false
  problem: string | null = null
  onChange: ((games: LanGame[]) => void) | null = null
  announce(a: Announcement): void {
    this.announcements.push(a)
  }
  async unannounce(): Promise<void> {
    this.unannounced++
  }
  browse(onChange: (games: LanGame[]) => void): void {
    this.onChange = onChange
  }
  stopBrowsing(): void {
    this.onChange = null
  }
  async destroy(): Promise<void> {
    this.destroyed = true
  }
}

let renderer: ReturnType<typeof rendererFixture>
beforeAll(() => {
  renderer = rendererFixture()
})
afterAll(() => renderer.remove())
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

/** A copy of Overdive: its host, its LAN services (hosting on loopback) and its screen. */
function copy(hostName: string, opts: { mdns?: MdnsChoice; discovery?: 'fake' | 'real'; defaultPort?: number } = {}) {
  const discovery = new FakeDiscovery()
  const services = new LanServices({
    rendererDir: renderer.root,
    bind: '127.0.0.1',
    mdns: opts.mdns ?? { mode: 'lan' },
    hostName,
    defaultPort: opts.defaultPort ?? 0,
    announceEveryMs: 20,
    ...(opts.discovery === 'real' ? {} : { makeDiscovery: () => discovery }),
  })
  const host = new Host({ content, botFactory: inlineBots(content), hostName, version: '0.1.0', lan: services })
  services.attach(host)
  const screen = new Client(host)
  cleanups.push(() => services.dispose(), () => host.dispose())
  return { host, services, discovery, screen }
}

/** The first message of a type (and request id) the client is sent. */
function reply<T extends ServerMessage['type']>(c: Client, type: T, re?: string): Promise<Extract<ServerMessage, { type: T }>> {
  return until(() => c.all(type).find((m) => re === undefined || (m as { re?: string }).re === re), `a ${type} message${re ? ` answering ${re}` : ''}`)
}

function errorFor(c: Client, re: string) {
  return until(() => c.errors().find((e) => e.re === re), `the error answering ${re}`)
}

async function host(c: ReturnType<typeof copy>, port?: number) {
  c.screen.send({ type: 'lan-host', re: 'host', action: 'start', ...(port !== undefined ? { port } : {}) })
  return reply(c.screen, 'lan-hosting', 'host')
}

/** A game on A's screen with a seat for a guest; the other seat is a bot's. */
function guestGame(screen: Client): { session: string; seat: string } {
  screen.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['guest', 'bot:heuristic'] })
  const created = screen.all('game-created').find((m) => m.re === 'new')
  if (!created) throw new Error(`no game: ${JSON.stringify(screen.last())}`)
  return { session: created.session, seat: created.seats.find((s) => s.kind === 'guest')!.id }
}

/** B's screen joins A through a link; what the other host says arrives as link-messages of that link. */
async function linkTo(b: ReturnType<typeof copy>, port: number) {
  b.screen.send({ type: 'lan-connect', re: 'join', address: `127.0.0.1:${port}` })
  const connecting = await reply(b.screen, 'link', 'join')
  const link = connecting.link
  const open = await until(() => b.screen.all('link').find((m) => m.link === link && m.state !== 'connecting'), 'the link open or refused')
  const inbox = () => b.screen.all('link-message').filter((m) => m.link === link).map((m) => m.message)
  const send = (message: ClientMessage | Record<string, unknown>, re = `s${b.screen.received.length}`) => {
    b.screen.send({ type: 'link-send', re, link, message })
    return re
  }
  return { connecting, open, link, inbox, send }
}

describe('hosting from the screen', () => {
  it('starts, announces the game offered as it changes, answers status, and stops', async () => {
    const a = copy('Hangar')
    const started = await host(a)
    expect(started).toEqual({ type: 'lan-hosting', re: 'host', hosting: true, port: expect.any(Number), addresses: [`http://127.0.0.1:${started.port}/`], name: 'Hangar', announced: true, problem: null })
    expect(a.discovery.announcements[0]).toEqual({ name: 'Hangar', port: started.port, compat: a.host.compat, title: null, phase: null, free: 0, players: 0 })

    const { session, seat } = guestGame(a.screen)
    await until(() => a.discovery.announcements.at(-1)!.free === 1, 'the new game announced')
    expect(a.discovery.announcements.at(-1)).toMatchObject({ title: 'Duel over the Trenches', phase: 'lobby', free: 1, players: 0 })

    // a guest takes the seat: no seat left free, one person there
    const guest = new Client(a.host, { screen: false })
    guest.send({ type: 'join', session, seat, name: 'Ace' })
    await until(() => a.discovery.announcements.at(-1)!.free === 0, 'the taken seat announced')
    expect(a.discovery.announcements.at(-1)).toMatchObject({ free: 0, players: 1 })
    const count = a.discovery.announcements.length
    await new Promise((r) => setTimeout(r, 100))
    expect(a.discovery.announcements.length, 'nothing changed: nothing announced again').toBe(count)

    a.screen.send({ type: 'lan-host', re: 'st', action: 'status' })
    expect(await reply(a.screen, 'lan-hosting', 'st')).toMatchObject({ hosting: true, port: started.port })
    a.screen.send({ type: 'lan-host', re: 'again', action: 'start' })
    expect(await reply(a.screen, 'lan-hosting', 'again'), 'a second start answers how hosting stands').toMatchObject({ hosting: true, port: started.port })

    a.screen.send({ type: 'lan-host', re: 'stop', action: 'stop' })
    expect(await reply(a.screen, 'lan-hosting', 'stop')).toEqual({ type: 'lan-hosting', re: 'stop', hosting: false, port: null, addresses: [], name: 'Hangar', announced: false, problem: null })
    expect(a.discovery.unannounced).toBe(1)
    const after = a.discovery.announcements.length
    guest.send({ type: 'leave', session })
    await new Promise((r) => setTimeout(r, 100))
    expect(a.discovery.announcements.length, 'not hosting: not announcing').toBe(after)
  })

  it('a port in use is a plain problem', async () => {
    const taken = await takenPort()
    cleanups.push(() => taken.close())
    const a = copy('Hangar')
    expect(await host(a, taken.port)).toMatchObject({ hosting: false, port: null, announced: false, problem: expect.stringMatching(new RegExp(`Port ${taken.port} is already in use`)) })
    expect(a.discovery.announcements).toEqual([])
  })

  it('when announcing fails, hosting goes on and says why', async () => {
    const a = copy('Hangar')
    a.discovery.problem = 'Could not open the mDNS port 5353: another program holds it'
    expect(await host(a)).toMatchObject({ hosting: true, announced: false, problem: a.discovery.problem })
  })

  it('with discovery switched off: hosting, not announced, and no problem to show', async () => {
    const a = copy('Hangar', { mdns: { mode: 'off' }, discovery: 'real' })
    expect(await host(a)).toMatchObject({ hosting: true, announced: false, problem: null })
  })

  it('only the screen: a guest’s lan requests are refused', async () => {
    const a = copy('Hangar')
    const guest = new Client(a.host, { screen: false })
    guest.send({ type: 'lan-host', re: 'g', action: 'start' })
    expect(await errorFor(guest, 'g')).toMatchObject({ code: 'screen-only' })
    await expect(a.services.receive(guest.conn, { type: 'lan-connect', address: '127.0.0.1' })).rejects.toMatchObject({ code: 'screen-only' })
  })
})

describe('the game a host offers', () => {
  const seat = (kind: SeatKind, taken = false, held = false) => ({ id: `s${Math.random()}`, name: 's', team: 't', kind, taken, ...(held ? { held } : {}) })
  const game = (title: string, seats: ReturnType<typeof seat>[], over = false) => ({ session: title, title, scenario: 'x', turn: 1, over, seats, phase: 'lobby' as const, rules: [], people: 3 })

  it('is the newest game not over with guest seats; held seats are not free', () => {
    expect(offeredGame([])).toEqual({ title: null, phase: null, free: 0, players: 0 })
    const games = [game('old', [seat('guest')]), game('guests', [seat('guest'), seat('guest', true), seat('guest', false, true), seat('human')]), game('bots only', [seat('bot:random'), seat('human')]), game('over', [seat('guest')], true)]
    expect(offeredGame(games)).toEqual({ title: 'guests', phase: 'lobby', free: 1, players: 3 })
  })
})

describe('finding games', () => {
  it('answers at once, sends the list whenever it changes to every screen looking, and stops', async () => {
    const b = copy('Bench')
    b.discovery.problem = 'nothing yet'
    b.screen.send({ type: 'lan-browse', re: 'look', action: 'start' })
    expect(await reply(b.screen, 'lan-games', 'look')).toEqual({ type: 'lan-games', re: 'look', browsing: true, games: [], problem: 'nothing yet' })
    b.discovery.problem = null
    const other = new Client(b.host)
    other.send({ type: 'lan-browse', re: 'too', action: 'start' })
    const game: LanGame = { id: 'Hangar (4317)._overdive._tcp.local', host: 'Hangar', address: '192.168.1.20:4317', title: 'Duel', phase: 'lobby', free: 1, players: 1, compat: b.host.compat, problem: null }
    b.discovery.onChange!([game])
    for (const c of [b.screen, other]) expect(c.all('lan-games').at(-1)).toEqual({ type: 'lan-games', browsing: true, games: [game] })

    b.screen.send({ type: 'lan-browse', re: 'enough', action: 'stop' })
    expect(await reply(b.screen, 'lan-games', 'enough')).toEqual({ type: 'lan-games', re: 'enough', browsing: false, games: [] })
    expect(b.discovery.onChange, 'another screen still looks').not.toBeNull()
    b.host.disconnect(other.conn)
    expect(b.discovery.onChange, 'nobody looks any more').toBeNull()
  })

  it('with discovery switched off, says so', async () => {
    const b = copy('Bench', { mdns: { mode: 'off' }, discovery: 'real' })
    b.screen.send({ type: 'lan-browse', re: 'look', action: 'start' })
    expect(await reply(b.screen, 'lan-games', 'look')).toMatchObject({ browsing: true, games: [], problem: expect.stringMatching(/switched off/) })
  })
})

describe('joining another host', () => {
  it('B’s screen plays at A as a guest through the link, and is sent its view', async () => {
    const a = copy('Hangar')
    const b = copy('Bench')
    const { port } = await host(a)
    const { session, seat } = guestGame(a.screen)
    a.screen.send({ type: 'join', session, seat: null })

    const l = await linkTo(b, port!)
    expect(l.connecting).toMatchObject({ type: 'link', re: 'join', state: 'connecting', address: `127.0.0.1:${port}` })
    expect(l.link).toMatch(/^link-[A-Za-z0-9_-]{16}$/)
    expect(l.open).toEqual({ type: 'link', link: l.link, state: 'open', address: `127.0.0.1:${port}`, hostName: 'Hangar' })

    l.send({ type: 'hello', re: 'h', protocol: 2 })
    const welcome = await until(() => l.inbox().find((m) => m.type === 'welcome'), 'A’s welcome')
    expect(welcome).toMatchObject({ re: 'h', role: 'guest', hostName: 'Hangar', sessions: [expect.objectContaining({ session })] })

    l.send({ type: 'join', re: 'sit', session, seat, name: 'Ace' })
    const seated = await until(() => l.inbox().find((m) => m.type === 'seated'), 'the seat token')
    expect(seated).toMatchObject({ re: 'sit', session, seat })
    const lobby = await until(() => a.screen.all('lobby').find((m) => m.people.some((p) => p.name === 'Ace')), 'A’s screen sees the guest')
    expect(lobby.seats.find((s) => s.id === seat)).toMatchObject({ taken: true, player: 'Ace' })

    a.screen.send({ type: 'start-game', re: 'go', session })
    const view = await until(() => l.inbox().find((m) => m.type === 'view' && m.view.step === 'planning'), 'the guest’s view of the game')
    expect(view).toMatchObject({ session, seat, mine: [seat] })
    expect(b.screen.all('view'), 'B’s own table is not touched').toEqual([])

    // leaving: A holds the seat for its guest
    b.screen.send({ type: 'lan-disconnect', re: 'bye', link: l.link })
    expect(await reply(b.screen, 'link', 'bye')).toMatchObject({ state: 'closed', message: 'You left that host.' })
    await until(() => a.host.summaries()[0].seats.find((s) => s.id === seat && s.held), 'the seat held at A')
  })

  it('what the link would not carry, and links that are not this screen’s, are refused with an error', async () => {
    const a = copy('Hangar')
    const b = copy('Bench')
    const { port } = await host(a)
    const l = await linkTo(b, port!)
    expect(await errorFor(b.screen, l.send({ type: 'no-such-request' }))).toMatchObject({ code: 'malformed' })
    expect(await errorFor(b.screen, l.send({ type: 'lan-host', action: 'stop' }))).toMatchObject({ code: 'not-for-a-link' })
    b.screen.send({ type: 'link-send', re: 'ghost', link: 'link-nope', message: { type: 'list-sessions' } })
    expect(await errorFor(b.screen, 'ghost')).toMatchObject({ code: 'unknown-link', message: expect.stringMatching(/join the host again/) })
    const otherScreen = new Client(b.host)
    otherScreen.send({ type: 'link-send', re: 'theirs', link: l.link, message: { type: 'list-sessions' } })
    expect(await errorFor(otherScreen, 'theirs')).toMatchObject({ code: 'unknown-link' })
    otherScreen.send({ type: 'lan-disconnect', re: 'cut', link: l.link })
    expect(await errorFor(otherScreen, 'cut')).toMatchObject({ code: 'unknown-link' })
    expect(b.screen.all('link').at(-1)).toMatchObject({ state: 'open' })
  })

  it('a host of another version is refused plainly, and nothing it says is relayed', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise<void>((ok) => wss.once('listening', () => ok()))
    cleanups.push(() => new Promise<void>((ok) => (wss.clients.forEach((c) => c.terminate()), wss.close(() => ok()))))
    wss.on('connection', (ws) =>
      ws.on('message', () => {
        ws.send(JSON.stringify({ type: 'welcome', client: 'c1', role: 'guest', sessions: [], resumable: [], compat: { app: '9.9.9', protocol: 99, rules: 'x' }, hostName: 'Future' }))
        ws.send(JSON.stringify({ type: 'sessions', sessions: [] }))
      }),
    )
    const b = copy('Bench')
    const l = await linkTo(b, (wss.address() as { port: number }).port)
    expect(l.open).toMatchObject({ state: 'refused', message: expect.stringMatching(/newer Overdive \(9\.9\.9, protocol 99\).*update the older one/) })
    await new Promise((r) => setTimeout(r, 50))
    expect(b.screen.all('link-message')).toEqual([])
    expect(await errorFor(b.screen, l.send({ type: 'list-sessions' }))).toMatchObject({ code: 'unknown-link' })
  })

  it('an address that is no address is refused without connecting anywhere', async () => {
    const b = copy('Bench')
    b.screen.send({ type: 'lan-connect', re: 'bad', address: 'file:///etc/passwd' })
    expect(await reply(b.screen, 'link', 'bad')).toMatchObject({ state: 'refused', address: 'file:///etc/passwd', message: expect.stringMatching(/http:\/\/ address/) })
  })

  it('when A stops hosting, B’s link closes plainly', async () => {
    const a = copy('Hangar')
    const b = copy('Bench')
    const { port } = await host(a)
    const l = await linkTo(b, port!)
    a.screen.send({ type: 'lan-host', re: 'stop', action: 'stop' })
    const closed = await until(() => b.screen.all('link').find((m) => m.link === l.link && m.state === 'closed'), 'the link closed')
    expect(closed).toEqual({ type: 'link', link: l.link, state: 'closed', address: `127.0.0.1:${port}`, message: 'The host closed the connection.' })
    expect(await errorFor(b.screen, l.send({ type: 'list-sessions' }))).toMatchObject({ code: 'unknown-link' })
  })

  it('when B’s screen goes away, or B stops, its links close at A', async () => {
    const a = copy('Hangar')
    const b = copy('Bench')
    const { port } = await host(a)
    const { session } = guestGame(a.screen)
    const watching = () => a.host.summaries()[0].people
    const l = await linkTo(b, port!)
    l.send({ type: 'join', session, seat: null })
    await until(() => watching() === 1, 'B watching at A')
    b.host.disconnect(b.screen.conn)
    await until(() => watching() === 0, 'B gone from A')

    const screen2 = new Client(b.host)
    screen2.send({ type: 'lan-connect', re: 'again', address: `127.0.0.1:${port}` })
    const link2 = (await reply(screen2, 'link', 'again')).link
    await until(() => screen2.all('link').some((m) => m.link === link2 && m.state === 'open'), 'the second link open')
    screen2.send({ type: 'link-send', link: link2, message: { type: 'join', session, seat: null } })
    await until(() => watching() === 1, 'B watching again')
    await b.services.dispose()
    await until(() => watching() === 0, 'B gone from A once B stops')
    expect(b.discovery.destroyed).toBe(true)
    screen2.send({ type: 'lan-host', re: 'late', action: 'status' })
    expect(await errorFor(screen2, 'late')).toMatchObject({ code: 'stopping' })
  })
})

describe('with real discovery over loopback mDNS', () => {
  /** UDP ports free a moment ago, for the loopback fan-out */
  async function udpPorts(n: number): Promise<number[]> {
    const sockets = await Promise.all(Array.from({ length: n }, () => new Promise<ReturnType<typeof createSocket>>((ok) => { const s = createSocket('udp4'); s.bind(0, '127.0.0.1', () => ok(s)) })))
    const ports = sockets.map((s) => s.address().port)
    await Promise.all(sockets.map((s) => new Promise<void>((ok) => s.close(() => ok()))))
    return ports
  }

  it('B finds the game A hosts and joins it at the address found', async () => {
    const ports = await udpPorts(2)
    const a = copy('Hangar', { mdns: { mode: 'loopback', ports }, discovery: 'real' })
    const b = copy('Bench', { mdns: { mode: 'loopback', ports }, discovery: 'real' })
    const { port } = await host(a)
    const { session } = guestGame(a.screen)
    b.screen.send({ type: 'lan-browse', re: 'look', action: 'start' })
    const found = await until(() => b.screen.all('lan-games').flatMap((m) => m.games).find((g) => g.host === 'Hangar' && g.free === 1), 'A’s game found', 15_000)
    expect(found).toMatchObject({ address: `127.0.0.1:${port}`, title: 'Duel over the Trenches', phase: 'lobby', problem: null })

    b.screen.send({ type: 'lan-connect', re: 'join', address: found.address })
    const link = (await reply(b.screen, 'link', 'join')).link
    await until(() => b.screen.all('link').some((m) => m.link === link && m.state === 'open'), 'the link open')
    b.screen.send({ type: 'link-send', link, message: { type: 'join', session, seat: null } })
    await until(() => b.screen.all('link-message').some((m) => m.message.type === 'view'), 'a spectator’s view of A’s game')
  }, 30_000)
})
