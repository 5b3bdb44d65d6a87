/**
 * Issue 7, replayed as an attacker on the LAN would try it: seats need credentials, guests have no screen rights,
 * session ids cannot be guessed, and a game that throws breaks only itself.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_BOT_SEATS } from '../../shared/protocol/messages'
import type { SeatKind } from '../../shared/protocol/seat-kinds'
import { content } from '../testing/fixtures'
import { choose, Client, expectAllClean, secret, settle } from '../testing/host-client'
import { Host, type HostOptions } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
function makeHost(opts: Partial<HostOptions> = {}): Host {
  const host = new Host({ content, botFactory: inlineBots(content), ...opts })
  hosts.push(host)
  return host
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

function create(screen: Client, seats: SeatKind[], scenario = 'duel-over-the-trenches'): string {
  const re = `new${screen.received.length}`
  screen.send({ type: 'create-game', re, choice: { kind: 'scenario', scenario }, seats })
  const created = screen.received.find((m) => m.type === 'game-created' && m.re === re)
  if (!created || created.type !== 'game-created') throw new Error(`no game created: ${JSON.stringify(screen.last())}`)
  return created.session
}

/** A game the host's screen set up for a guest: the screen flies the Camel, a guest the Dr.I. */
function guestGame() {
  const host = makeHost()
  const screen = new Client(host)
  const session = create(screen, ['guest', 'human'])
  screen.send({ type: 'join', session, seat: 'allied' })
  const guest = new Client(host, { screen: false })
  guest.send({ type: 'join', session, seat: 'central' })
  const seated = guest.all('seated').at(-1)
  if (!seated) throw new Error(`the guest was not seated: ${JSON.stringify(guest.last())}`)
  // every seat has its player: the screen starts the game waiting in its lobby
  screen.send({ type: 'start-game', session })
  return { host, screen, guest, session, token: seated.token, game: host.getSession(session)!.game }
}

describe('Seats have credentials (issue 7: "a random seat token on join, required to rejoin")', () => {
  it('a guest who sits at a free guest seat is given a token, and only it', () => {
    const { screen, token } = guestGame()
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(JSON.stringify(screen.received)).not.toContain(token)
  })

  it("a stranger cannot take a dropped guest's seat; the guest gets it back with its token", async () => {
    const { host, screen, guest, session, token, game } = guestGame()
    // the guest plans, then drops with its plan committed
    const plan = choose(guest.lastView().view, 'central').find((c) => c.type === 'plan')!
    guest.send({ type: 'command', session, command: plan })
    await settle()
    host.disconnect(guest.conn)
    await settle()
    expect(screen.all('seat-dropped').at(-1)).toMatchObject({ session, seat: 'central' })
    expect(screen.all('seats').at(-1)!.seats.find((s) => s.id === 'central')).toMatchObject({ held: true, taken: false })

    const stranger = new Client(host, { screen: false })
    stranger.send({ type: 'join', session, seat: 'central' })
    expect(stranger.last()).toMatchObject({ type: 'error', code: 'seat-held' })
    stranger.send({ type: 'join', session, seat: 'central', token: 'x'.repeat(token.length) })
    expect(stranger.last()).toMatchObject({ type: 'error', code: 'seat-held' })
    expect(stranger.views(), 'the stranger saw nothing of the seat').toEqual([])

    const back = new Client(host, { screen: false })
    back.send({ type: 'join', session, seat: 'central', token })
    expect(back.lastView()).toMatchObject({ seat: 'central', mine: ['central'] })
    expect(back.lastView().view.planes.find((p) => p.id === 'dr1')!.plan, 'its committed plan is still its own').toEqual(plan.type === 'plan' ? plan.cards : null)
    expect(game.state.turn).toBe(1)
    expectAllClean(stranger, back, screen)
  })

  it('a guest who comes back on a new connection before the old one closed takes its seat over', () => {
    const { host, guest, session, token } = guestGame()
    const again = new Client(host, { screen: false })
    again.send({ type: 'join', session, seat: 'central', token })
    expect(again.lastView().seat).toBe('central')
    guest.send({ type: 'command', session, command: { type: 'plan', seat: 'central', plane: 'dr1', cards: ['A01', 'A02', 'A03'] } })
    expect(guest.last()).toMatchObject({ type: 'error', code: 'not-your-seat' })
  })

  it('a seat taken by a guest who is there is refused to anyone else', () => {
    const { host, session } = guestGame()
    const other = new Client(host, { screen: false })
    other.send({ type: 'join', session, seat: 'central' })
    expect(other.last()).toMatchObject({ type: 'error', code: 'seat-taken' })
  })

  it('a remote client never holds seats on opposing teams: in the lobby it moves, in the game it is refused', () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = create(screen, ['guest', 'guest'])
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'join', session, seat: 'central' })
    expect(guest.all('seated')).toHaveLength(1)
    const first = guest.all('seated')[0].token
    // in the lobby, sitting at the other side's seat moves the guest there: the seat it left is free again
    guest.send({ type: 'join', session, seat: 'allied' })
    expect(guest.all('seated')).toHaveLength(2)
    const info = () => host.getSession(session)!.seatInfo()
    expect(info().find((s) => s.id === 'central')).toMatchObject({ taken: false })
    expect(info().find((s) => s.id === 'central')!.held).toBeUndefined()
    const other = new Client(host, { screen: false })
    other.send({ type: 'join', session, seat: 'central', token: first })
    expect(other.all('seated'), 'the seat left behind is anyone\'s, on a new token').toHaveLength(1)
    host.disconnect(other.conn)
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    screen.send({ type: 'start-game', session })
    expect(host.getSession(session)!.phase).toBe('playing')
    // in the game, the bot gives the seat back to the guests, and this guest may not take it as well
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    guest.send({ type: 'join', session, seat: 'central' })
    expect(guest.last()).toMatchObject({ type: 'error', code: 'opposing-seats' })
    expect(info().find((s) => s.id === 'central')!.taken).toBe(false)
  })

  it("guests are offered only the seats left for guests: the screen's seats and the bots' are refused", () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = create(screen, ['bot:heuristic', 'human'])
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'join', session, seat: 'allied' })
    expect(guest.last()).toMatchObject({ type: 'error', code: 'seat-for-screen' })
    guest.send({ type: 'join', session, seat: 'central' })
    expect(guest.last()).toMatchObject({ type: 'error', code: 'seat-is-bot' })
    // and the screen does not sit at a guest's seat either
    const other = create(screen, ['guest', 'human'])
    screen.send({ type: 'join', session: other, seat: 'central' })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'seat-for-guests' })
  })

  it("the host's screen hands a dropped guest's seat to a bot, and the guest takes it back with its token", async () => {
    const { host, screen, guest, session, token, game } = guestGame()
    host.disconnect(guest.conn)
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    await settle()
    expect(game.state.planes.find((p) => p.id === 'dr1')!.plan, 'the stand-in planned').toHaveLength(3)
    expect(screen.all('seats').at(-1)!.seats.find((s) => s.id === 'central')).toMatchObject({ standIn: true, taken: true })
    const back = new Client(host, { screen: false })
    back.send({ type: 'join', session, seat: 'central', token })
    expect(back.lastView().seat).toBe('central')
    expect(host.getSession(session)!.seatInfo().find((s) => s.id === 'central')!.standIn).toBeUndefined()
  })

  it('a released seat is free for anyone, and the old token no longer works', () => {
    const { host, screen, guest, session, token } = guestGame()
    host.disconnect(guest.conn)
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    const newcomer = new Client(host, { screen: false })
    newcomer.send({ type: 'join', session, seat: 'central' })
    expect(newcomer.all('seated')).toHaveLength(1)
    const old = new Client(host, { screen: false })
    old.send({ type: 'join', session, seat: 'central', token })
    expect(old.last()).toMatchObject({ type: 'error', code: 'seat-taken' })
  })

  it("only the host's screen decides about seats", () => {
    const { host, guest, session } = guestGame()
    const other = new Client(host, { screen: false })
    host.disconnect(guest.conn)
    other.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    expect(other.last()).toMatchObject({ type: 'error', code: 'screen-only' })
  })
})

describe('Guests have no screen rights (issue 7: "only the host\'s screen creates games, touches saves, and chooses seeds")', () => {
  it('a guest cannot create games, choose a seed, or touch the saves', () => {
    const host = makeHost()
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'hello' })
    expect(guest.last()).toMatchObject({ type: 'welcome', role: 'guest', resumable: [] })
    guest.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['guest', 'guest'], seed: secret(1) })
    expect(guest.last()).toMatchObject({ type: 'error', code: 'screen-only' })
    guest.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: Array(20).fill('bot:random') })
    expect(guest.last()).toMatchObject({ type: 'error' })
    for (const m of [{ type: 'list-saves' }, { type: 'read-save', file: 'a.json' }, { type: 'load-game', file: 'a.json' }, { type: 'delete-save', file: 'a.json' }, { type: 'import-save', name: 'x', text: '{}' }]) {
      guest.send(m)
      expect(guest.last(), m.type).toMatchObject({ type: 'error', code: 'screen-only' })
    }
    expect(host.sessionCount).toBe(0)
  })

  it('a client that showed a wrong screen token is told so, and is a guest', () => {
    const host = makeHost()
    const c = new Client(host, { screen: false, screenRefused: true })
    c.send({ type: 'hello' })
    expect(c.last()).toMatchObject({ type: 'welcome', role: 'guest', screenRefused: true })
  })

  it('a seed is a 128-bit secret: the small numbers of old are refused', () => {
    const host = makeHost()
    const screen = new Client(host)
    screen.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'human'], seed: 7 })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'malformed' })
  })

  it('a new game gets a secret from the operating system that no view shows before the end', () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = create(screen, ['human', 'human'])
    const seed = host.getSession(session)!.game.state.seed
    expect(seed).toMatch(/^[0-9a-f]{32}$/)
    expect(host.getSession(create(screen, ['human', 'human']))!.game.state.seed).not.toBe(seed)
    screen.send({ type: 'join', session, seat: 'allied' })
    expect(JSON.stringify(screen.received)).not.toContain(seed)
  })

  it(`a game may have at most ${MAX_BOT_SEATS} bots`, () => {
    const host = makeHost()
    const screen = new Client(host)
    const planes = Array.from({ length: MAX_BOT_SEATS + 2 }, (_, i) => ({ aircraft: 'sopwith-camel', team: i % 2 ? ('central' as const) : ('allied' as const) }))
    screen.send({ type: 'create-game', choice: { kind: 'free', table: { width: 400, depth: 400 }, planes }, seating: 'plane', seats: planes.map(() => 'bot:random' as const) })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'too-many-bots' })
  })
})

describe('Sessions (issue 7: unguessable ids, one view per join, disposed when done)', () => {
  it('session ids are unguessable, not sequential', () => {
    const host = makeHost()
    const screen = new Client(host)
    const ids = [create(screen, ['human', 'human']), create(screen, ['human', 'human'])]
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('a join sends one view, to the joiner; the others get a light message only when a seat changes hands', async () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = create(screen, ['guest', 'human'])
    screen.send({ type: 'join', session, seat: 'allied' })
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    screen.send({ type: 'start-game', session })
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    const watchers = Array.from({ length: 20 }, () => new Client(host, { screen: false }))
    for (const w of watchers) w.send({ type: 'join', session, seat: null })
    await settle()
    const before = screen.received.length
    const spectatorsBefore = watchers.map((w) => w.received.length)
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'join', session, seat: 'central' })
    await settle()
    expect(guest.views()).toHaveLength(1)
    expect(screen.received.slice(before).map((m) => m.type)).toEqual(['seats', 'lobby'])
    watchers.forEach((w, i) => expect(w.received.slice(spectatorsBefore[i]).map((m) => m.type)).toEqual(['seats', 'lobby']))
    // once the game is under way, another spectator changes no seat: nobody else hears of it
    const n = screen.received.length
    new Client(host, { screen: false }).send({ type: 'join', session, seat: null })
    await settle()
    expect(screen.received.length).toBe(n)
  })

  it('a finished game is closed when its last client leaves; an unwatched one after the idle time', async () => {
    const host = makeHost({ idleMs: 60_000 })
    const screen = new Client(host)
    const over = create(screen, ['bot:random', 'bot:random'])
    screen.send({ type: 'join', session: over, seat: null })
    for (let i = 0; i < 50 && !host.getSession(over)!.game.over; i++) await settle()
    expect(host.getSession(over)!.game.over).toBe(true)
    screen.send({ type: 'leave', session: over })
    expect(host.getSession(over)).toBeUndefined()

    const idle = create(screen, ['human', 'human'])
    host.sweep(Date.now() + 30_000)
    expect(host.getSession(idle), 'still within the idle time').toBeDefined()
    host.sweep(Date.now() + 61_000)
    expect(host.getSession(idle)).toBeUndefined()
  })
})

describe('A game that throws breaks only itself (issue 7: "no unhandled rejection can end the process")', () => {
  it('a bot that fails breaks its game, its players are told, and the other games carry on', async () => {
    const good = inlineBots(content)
    let broken = 0
    const host = makeHost({
      botFactory: (kind, seat, seed) =>
        seat === 'central' && broken++ === 0
          ? {
              decide: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'cards')")),
              dispose: () => {},
            }
          : good(kind, seat, seed),
    })
    const screen = new Client(host)
    const bad = create(screen, ['bot:heuristic', 'human'])
    screen.send({ type: 'join', session: bad, seat: 'allied' })
    const fine = create(screen, ['bot:heuristic', 'human'])
    await settle()
    expect(screen.all('session-broken').at(-1)).toMatchObject({ session: bad })
    screen.send({ type: 'command', session: bad, command: { type: 'plan', seat: 'allied', plane: 'camel', cards: ['C01', 'C02', 'C03'] } })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'session-broken' })

    screen.send({ type: 'join', session: fine, seat: 'allied' })
    await settle()
    const plan = choose(screen.lastView().view, 'allied').find((c) => c.type === 'plan')!
    screen.send({ type: 'command', session: fine, command: plan })
    await settle()
    expect(host.getSession(fine)!.game.state.seq).toBeGreaterThanOrEqual(2)
  })

  it('an engine failure while a command is applied breaks that game only', async () => {
    const host = makeHost()
    const screen = new Client(host)
    const bad = create(screen, ['human', 'human'])
    const fine = create(screen, ['human', 'human'])
    screen.send({ type: 'join', session: bad, seat: 'allied' })
    const game = host.getSession(bad)!.game
    // the host's table plays commands with Game.play
    game.play = () => {
      throw new RangeError('Invalid array length')
    }
    screen.send({ type: 'command', re: 'x', session: bad, command: { type: 'plan', seat: 'allied', plane: 'camel', cards: ['C01', 'C02', 'C03'] } })
    await settle()
    expect(screen.all('session-broken').map((m) => m.session)).toEqual([bad])
    expect(host.getSession(fine)!.broken).toBeNull()
    screen.send({ type: 'hello' })
    expect(screen.last()).toMatchObject({ type: 'welcome' })
  })
})
