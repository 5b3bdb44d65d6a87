/**
 * The host driven as clients drive it, with bots in this thread: no Electron, no network. Every message a
 * client receives is checked for secrets that are not its seat's, and every malformed or refused message must
 * get an error reply and leave the game exactly as it was.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_CLIENT_MESSAGE } from '../../shared/protocol/messages'
import { content } from '../testing/fixtures'
import { choose, Client, expectAllClean, expectNoForeignSecrets, secret, settle, type ErrorMessage, type ViewMessage } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
function makeHost(): Host {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => 12345 })
  hosts.push(host)
  return host
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

function createDuel(c: Client, seats: ('human' | 'guest' | 'bot:heuristic' | 'bot:random')[], seed = 7): string {
  c.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats, seed: secret(seed) })
  const created = c.received.find((m) => m.type === 'game-created' && m.re === 'new')
  if (!created || created.type !== 'game-created') throw new Error(`no game created: ${JSON.stringify(c.last())}`)
  return created.session
}

describe('the secret checker', () => {
  it('catches a view that shows another seat’s plan or damage', async () => {
    const host = makeHost()
    const a = new Client(host)
    const session = createDuel(a, ['bot:heuristic', 'human'])
    await settle()
    const game = host.getSession(session)!.game
    // the German seat's own view, passed off as the Allied seat's: it holds dr1's plan and damage
    const leaky: ViewMessage = { type: 'view', session, seat: 'allied', mine: ['allied'], seats: [], view: { ...game.view('central'), viewer: 'allied' }, events: [], waitingFor: [] }
    expect(() => expectNoForeignSecrets(leaky)).toThrow(/plan of dr1/)
    const spectator: ViewMessage = { ...leaky, seat: null, view: { ...game.view('allied'), viewer: null } }
    expect(() => expectNoForeignSecrets(spectator)).toThrow()
    expect(() => expectNoForeignSecrets({ ...leaky, view: game.view('allied') })).not.toThrow()
  })
})

describe('host: a game with 003\'s optional rules', () => {
  it('creates a game with the options the New game screen sends, and a bot plays it', async () => {
    const host = makeHost()
    const a = new Client(host)
    const options = { specialDamage: true, aim: true, disruption: true, blindSpots: true }
    a.send({ type: 'create-game', re: 'opt', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'bot:heuristic'], seed: secret(3), options })
    const created = a.received.find((m) => m.type === 'game-created' && m.re === 'opt')
    if (!created || created.type !== 'game-created') throw new Error(`no game created: ${JSON.stringify(a.last())}`)
    await settle()
    const game = host.getSession(created.session)!.game
    expect(game.state.setup.options).toMatchObject(options)
    expect(game.state.planes.every((p) => p.effects !== undefined)).toBe(true)
    expect(game.state.seq).toBeGreaterThan(0)
  })
})

describe('host: a free dogfight under 003 Altitude (lines 306-307: "at least 1 and no higher than 3")', () => {
  const planes = (a: unknown, b: unknown) => [
    { aircraft: 'sopwith-camel', team: 'allied', altitude: a },
    { aircraft: 'fokker-dr-i', team: 'central', altitude: b },
  ]
  const create = (c: Client, re: string, ps: unknown, options: Record<string, unknown> = { altitude: true }) =>
    c.raw({ type: 'create-game', re, choice: { kind: 'free', table: { width: 90, depth: 90 }, planes: ps }, seats: ['human', 'human'], seed: secret(5), options })

  it('003 lines 306-307: each plane starts at the level New game chose for it', async () => {
    const host = makeHost()
    const a = new Client(host)
    create(a, 'alt', planes(1, 3))
    const created = a.received.find((m) => m.type === 'game-created' && m.re === 'alt')
    if (!created || created.type !== 'game-created') throw new Error(`no game created: ${JSON.stringify(a.last())}`)
    expect(created.setup.planes.map((p) => p.altitude)).toEqual([1, 3])
    const game = host.getSession(created.session)!.game
    expect(game.state.planes.map((p) => [p.aircraft, p.effects?.alt?.level])).toEqual([
      ['sopwith-camel', 1],
      ['fokker-dr-i', 3],
    ])
  })

  it('003 lines 306-307: refuses level 0, 4 or 2.5, and a starting level without the altitude rules', async () => {
    const host = makeHost()
    const a = new Client(host)
    for (const [i, bad] of [0, 4, 2.5, '2'].entries()) {
      create(a, `bad${i}`, planes(2, bad))
      expect(a.last(), String(bad)).toMatchObject({ type: 'error', re: `bad${i}` })
    }
    create(a, 'off', planes(2, 3), {})
    expect(a.last()).toMatchObject({ type: 'error', re: 'off', message: expect.stringContaining('needs the altitude rules') })
    expect(a.received.some((m) => m.type === 'game-created')).toBe(false)
  })
})

describe('host: a game against a bot', () => {
  it('greets a client, creates a game, seats it, and the bot plans on its own', async () => {
    const host = makeHost()
    const a = new Client(host)
    a.send({ type: 'hello', re: 'h1', name: 'test' })
    expect(a.last()).toMatchObject({ type: 'welcome', re: 'h1', client: a.conn.id })

    const session = createDuel(a, ['bot:heuristic', 'human'])
    const created = a.received.find((m) => m.type === 'game-created')!
    expect(created).toMatchObject({ type: 'game-created', re: 'new', session })
    if (created.type !== 'game-created') throw new Error()
    expect(created.seats.map((s) => [s.id, s.kind])).toEqual([
      ['central', 'bot:heuristic'],
      ['allied', 'human'],
    ])

    a.send({ type: 'join', re: 'j1', session, seat: 'allied' })
    const joined = a.lastView()
    expect(joined).toMatchObject({ type: 'view', re: 'j1', session, seat: 'allied', mine: ['allied'] })
    await settle()
    const view = a.lastView().view
    const dr1 = view.planes.find((p) => p.id === 'dr1')!
    expect(dr1.committed, 'the bot committed its plan').toBe(true)
    expect(dr1).not.toHaveProperty('plan')
    expect(a.lastView().waitingFor).toEqual(['camel'])
    expect(host.getSession(session)!.game.state.planes.find((p) => p.id === 'dr1')!.plan).toHaveLength(3)
    expectAllClean(a)
  })

  it('plays a whole game: a seat and a spectator only ever receive what they may see', async () => {
    const host = makeHost()
    const a = new Client(host)
    const watcher = new Client(host)
    const session = createDuel(a, ['bot:heuristic', 'human'], 21)
    a.send({ type: 'join', session, seat: 'allied' })
    watcher.send({ type: 'join', session, seat: null })
    await settle()
    const game = host.getSession(session)!.game
    let sawForeignPlanCommitted = false
    for (let i = 0; i < 300 && !game.over; i++) {
      const msg = a.lastView()
      const v = msg.view
      if (v.step === 'planning' && v.planes.some((p) => p.seat !== 'allied' && p.committed && p.status === 'flying')) sawForeignPlanCommitted = true
      if (msg.waitingFor.length > 0 && v.planes.some((p) => p.seat === 'allied' && msg.waitingFor.includes(p.id))) {
        for (const cmd of choose(v, 'allied')) a.send({ type: 'command', re: `c${i}`, session, command: cmd })
      }
      await settle()
    }
    expect(game.over, 'the game reached its end').toBe(true)
    expect(a.errors(), 'no command of the seat was refused').toEqual([])
    expect(sawForeignPlanCommitted, 'the seat was sent views while the bot’s plan was secret').toBe(true)
    const checked = expectAllClean(a, watcher)
    expect(checked).toBeGreaterThan(5)
    for (const m of watcher.views()) {
      expect(m.seat).toBeNull()
      if (m.view.step !== 'over') for (const p of m.view.planes) expect(Object.keys(p)).not.toContain('damage')
    }
    expect(a.lastView().view.result).not.toBeNull()
    expect(watcher.lastView().view.step).toBe('over')
  })

  it('a client that holds two seats (hotseat) gets each seat’s view only while it sits there', async () => {
    const host = makeHost()
    const a = new Client(host)
    const session = createDuel(a, ['human', 'human'], 5)
    a.send({ type: 'join', session, seat: 'central' })
    a.send({ type: 'join', session, seat: 'allied' })
    expect(a.lastView().mine.sort()).toEqual(['allied', 'central'])
    const game = host.getSession(session)!.game
    for (let i = 0; i < 400 && !game.over; i++) {
      const waiting = new Set(game.waitingFor())
      const seat = game.state.planes.find((p) => waiting.has(p.id))?.seat
      if (!seat) break
      if (a.lastView().seat !== seat) a.send({ type: 'join', session, seat })
      for (const cmd of choose(a.lastView().view, seat)) a.send({ type: 'command', session, command: cmd })
      // between the seats the screen is handed over: the spectator view
      a.send({ type: 'join', session, seat: null })
      await settle()
    }
    expect(game.over).toBe(true)
    expect(a.errors()).toEqual([])
    expectAllClean(a)
  })

  it('two players at their own clients never see each other’s plans or damage', async () => {
    const host = makeHost()
    const a = new Client(host)
    const b = new Client(host)
    const session = createDuel(a, ['human', 'human'], 9)
    a.send({ type: 'join', session, seat: 'central' })
    b.send({ type: 'join', session, seat: 'allied' })
    const game = host.getSession(session)!.game
    for (let i = 0; i < 400 && !game.over; i++) {
      const waiting = new Set(game.waitingFor())
      for (const [c, seat] of [
        [a, 'central'],
        [b, 'allied'],
      ] as const) {
        if (game.state.planes.some((p) => p.seat === seat && waiting.has(p.id))) for (const cmd of choose(c.lastView().view, seat)) c.send({ type: 'command', session, command: cmd })
      }
      await settle()
    }
    expect(game.over).toBe(true)
    expect([...a.errors(), ...b.errors()]).toEqual([])
    expectAllClean(a, b)
  })
})

describe('host: a client arriving at a game under way', () => {
  it('is told what happened before it came, for its log: the public events only, once, to a spectator and to a seat alike', async () => {
    const host = makeHost()
    const a = new Client(host)
    const session = createDuel(a, ['human', 'bot:heuristic'], 11)
    a.send({ type: 'join', session, seat: 'central' })
    await settle()
    const game = host.getSession(session)!.game
    // a turn flown: the game now holds events for one seat only (each plan recorded, damage cards drawn)
    for (let i = 0; i < 40 && game.state.turn === 1 && !game.over; i++) {
      const msg = a.lastView()
      if (msg.view.planes.some((p) => p.seat === 'central' && msg.waitingFor.includes(p.id))) for (const cmd of choose(msg.view, 'central')) a.send({ type: 'command', session, command: cmd })
      await settle()
    }
    expect(a.errors()).toEqual([])
    expect(game.state.turn > 1 || game.over, 'the first turn was flown').toBe(true)
    expect(game.events.some((e) => e.to !== 'all'), 'the game holds events for one seat only').toBe(true)
    expect(a.views().every((m) => m.past === undefined), 'the screen that set the game up saw it from its start').toBe(true)
    const everyone = game.events.filter((e) => e.to === 'all')

    const watcher = new Client(host)
    watcher.send({ type: 'join', session, seat: null })
    expect(watcher.lastView().past, 'a spectator arriving late gets the public events before it came').toEqual(everyone)
    expect(watcher.lastView().events).toEqual([])
    // joined again, or left and joined again: no second copy of the past (a guest looping joins gets it once)
    watcher.send({ type: 'join', session, seat: null })
    expect(watcher.lastView().past).toBeUndefined()
    watcher.send({ type: 'leave', session })
    watcher.send({ type: 'join', session, seat: null })
    expect(watcher.lastView().past).toBeUndefined()

    // the screen's page opened again (a new client at its own seat): the public past too, not its seat's own events
    const again = new Client(host)
    again.send({ type: 'join', session, seat: 'central' })
    expect(again.lastView().seat).toBe('central')
    expect(again.lastView().past).toEqual(everyone)
    expectAllClean(a, watcher, again)
  })
})

describe('host: malformed and refused messages', () => {
  async function table() {
    const host = makeHost()
    const a = new Client(host)
    const other = new Client(host)
    const session = createDuel(a, ['bot:heuristic', 'human'], 3)
    a.send({ type: 'join', session, seat: 'allied' })
    other.send({ type: 'join', session, seat: null })
    await settle()
    const game = host.getSession(session)!.game
    expect(game.state.planes.find((p) => p.id === 'dr1')!.plan, 'the bot planned').not.toBeNull()
    return { host, a, other, session, game }
  }

  const plan = (seat: string, plane: string, cards: string[]) => ({ type: 'plan' as const, seat, plane, cards })

  it.each<[string, (session: string) => unknown, string | RegExp]>([
    ['text that is not JSON', () => '{"type": "hello",', 'malformed'],
    ['JSON that is not an object', () => '[1,2,3]', 'malformed'],
    ['null', () => 'null', 'malformed'],
    ['an unknown message type', () => JSON.stringify({ type: 'launch-zeppelin' }), 'malformed'],
    ['no type at all', () => JSON.stringify({ session: 'g1' }), 'malformed'],
    ['a field of the wrong type', (s) => JSON.stringify({ type: 'join', session: s, seat: 42 }), 'malformed'],
    ['cards that are not a list', (s) => JSON.stringify({ type: 'command', session: s, command: { type: 'plan', seat: 'allied', plane: 'camel', cards: 'C01' } }), 'malformed'],
    ['an unknown command', (s) => JSON.stringify({ type: 'command', session: s, command: { type: 'teleport', seat: 'allied', plane: 'camel' } }), 'malformed'],
    ['a field no message has', (s) => JSON.stringify({ type: 'leave', session: s, admin: true }), 'malformed'],
    ['a huge payload', () => JSON.stringify({ type: 'hello', name: 'x'.repeat(MAX_CLIENT_MESSAGE) }), 'malformed'],
    ['a name longer than allowed', () => JSON.stringify({ type: 'hello', name: 'x'.repeat(1000) }), 'malformed'],
    ['a raw number', () => 42, 'malformed'],
    ['undefined', () => undefined, 'malformed'],
    ['a command for a seat the client does not hold', (s) => JSON.stringify({ type: 'command', session: s, command: plan('central', 'dr1', ['A01', 'A02', 'A03']) }), 'not-your-seat'],
    ['a command for another seat’s plane', (s) => JSON.stringify({ type: 'command', session: s, command: plan('allied', 'dr1', ['C01', 'C02', 'C03']) }), 'not-your-plane'],
    ['a command for an unknown session', () => JSON.stringify({ type: 'command', session: 'g999', command: plan('allied', 'camel', ['C01', 'C02', 'C03']) }), 'unknown-session'],
    ['a join of an unknown session', () => JSON.stringify({ type: 'join', session: 'nowhere', seat: 'allied' }), 'unknown-session'],
    ['a join of an unknown seat', (s) => JSON.stringify({ type: 'join', session: s, seat: 'neutral' }), 'unknown-seat'],
    ['a join of the bot’s seat', (s) => JSON.stringify({ type: 'join', session: s, seat: 'central' }), 'seat-is-bot'],
    ['a plan with a card twice', (s) => JSON.stringify({ type: 'command', session: s, command: plan('allied', 'camel', ['C01', 'C01', 'C02']) }), 'illegal-plan'],
    ['a plan with a card of another deck', (s) => JSON.stringify({ type: 'command', session: s, command: plan('allied', 'camel', ['Z99', 'C01', 'C02']) }), 'illegal-plan'],
    ['a plan of two cards', (s) => JSON.stringify({ type: 'command', session: s, command: plan('allied', 'camel', ['C01', 'C02']) }), 'illegal-plan'],
    ['fire orders while planning', (s) => JSON.stringify({ type: 'command', session: s, command: { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1' } }), /wrong-step|malformed/],
    ['an unknown plane', (s) => JSON.stringify({ type: 'command', session: s, command: plan('allied', 'spad', ['C01', 'C02', 'C03']) }), 'unknown-plane'],
  ])('%s gets an error reply and changes nothing', async (_name, make, code) => {
    const { a, other, session, game } = await table()
    const state = JSON.stringify(game.state)
    const events = game.events.length
    const commands = game.commands.length
    const otherSeen = other.received.length
    const before = a.received.length
    a.raw(make(session))
    await settle()
    const replies = a.received.slice(before)
    expect(replies, 'exactly one reply').toHaveLength(1)
    expect(replies[0].type).toBe('error')
    const err = replies[0] as ErrorMessage
    if (typeof code === 'string') expect(err.code).toBe(code)
    else expect(err.code).toMatch(code)
    expect(err.message.length).toBeGreaterThan(3)
    expect(JSON.stringify(game.state), 'the game state is unchanged').toBe(state)
    expect(game.events).toHaveLength(events)
    expect(game.commands).toHaveLength(commands)
    expect(other.received.length, 'nobody else hears of it').toBe(otherSeen)
  })

  it('an error reply carries the request id when the message had one', async () => {
    const { a, session } = await table()
    a.send({ type: 'command', re: 'r77', session, command: plan('central', 'dr1', ['A01', 'A02', 'A03']) })
    expect(a.last()).toMatchObject({ type: 'error', re: 'r77', code: 'not-your-seat' })
    a.raw({ type: 'join', re: 'r78', session, seat: 99 })
    expect(a.last()).toMatchObject({ type: 'error', re: 'r78', code: 'malformed' })
  })

  it("a guest cannot sit at the seat played at the host's own screen", async () => {
    const { host, session, game } = await table()
    const intruder = new Client(host, { screen: false })
    const state = JSON.stringify(game.state)
    intruder.send({ type: 'join', session, seat: 'allied' })
    expect(intruder.last()).toMatchObject({ type: 'error', code: 'seat-for-screen' })
    intruder.send({ type: 'command', session, command: plan('allied', 'camel', ['C01', 'C02', 'C03']) })
    expect(intruder.last()).toMatchObject({ type: 'error', code: 'not-your-seat' })
    expect(JSON.stringify(game.state)).toBe(state)
  })

  it('after a barrage of bad messages the game carries on unharmed', async () => {
    const { a, other, session, game } = await table()
    const junk: unknown[] = [
      'nope',
      '{}',
      JSON.stringify({ type: 'command', session, command: plan('central', 'dr1', ['A01', 'A02', 'A03']) }),
      JSON.stringify({ type: 'command', session: 'g404', command: plan('allied', 'camel', ['C01', 'C02', 'C03']) }),
      JSON.stringify({ type: 'command', session, command: plan('allied', 'camel', ['C01']) }),
      'x'.repeat(MAX_CLIENT_MESSAGE + 1),
      { type: 'create-game', choice: { kind: 'scenario', scenario: 'no-such-scenario' }, seats: [] },
      { type: 'create-game', choice: { kind: 'free', table: { width: 5, depth: 5 }, planes: [] }, seats: [] },
    ]
    for (const j of junk) a.raw(j)
    await settle()
    expect(a.errors()).toHaveLength(junk.length)
    expect(game.state.turn).toBe(1)
    const cards = choose(a.lastView().view, 'allied').find((c) => c.type === 'plan')!
    a.send({ type: 'command', re: 'good', session, command: cards })
    await settle()
    expect(a.errors()).toHaveLength(junk.length)
    expect(game.state.step === 'firing' || game.state.turn > 1 || game.over, 'the turn resolved').toBe(true)
    expect(a.lastView().view.planes.find((p) => p.id === 'camel')!.revealed.length).toBeGreaterThan(0)
    expect(other.lastView().view.seq).toBe(game.state.seq)
    expectAllClean(a, other)
  })

  it('a client that leaves or disconnects loses its seat and can no longer command', async () => {
    const { host, a, session, game } = await table()
    a.send({ type: 'leave', session })
    a.send({ type: 'command', session, command: plan('allied', 'camel', ['C01', 'C02', 'C03']) })
    expect(a.last()).toMatchObject({ type: 'error', code: 'not-your-seat' })
    const b = new Client(host)
    b.send({ type: 'join', session, seat: 'allied' })
    expect(b.lastView().seat).toBe('allied')
    host.disconnect(b.conn)
    const c = new Client(host)
    c.send({ type: 'join', session, seat: 'allied' })
    expect(c.lastView().seat, 'the seat is free again after a disconnect').toBe('allied')
    expect(game.state.turn).toBe(1)
  })
})

describe('host: a first-flight lesson (docs/first-flight.md)', () => {
  it("starts a lesson's exact setup at the host's screen, its opponent flown by the script", async () => {
    const host = makeHost()
    const a = new Client(host)
    a.send({ type: 'create-game', re: 'l', choice: { kind: 'lesson', lesson: 'fire' }, seats: [] })
    const created = a.received.find((m) => m.type === 'game-created' && m.re === 'l')
    if (!created || created.type !== 'game-created') throw new Error(`no lesson created: ${JSON.stringify(a.last())}`)
    expect(created.setup.scenario).toBe('first-flight/fire')
    expect(created.setup.planes.map((p) => [p.id, p.x, p.y, p.heading])).toEqual([
      ['camel', 45, 20, 0],
      ['dr1', 45, 45, 0],
    ])
    expect(created.seats.map((s) => [s.id, s.kind])).toEqual([
      ['allied', 'human'],
      ['central', 'bot:heuristic'],
    ])
    await settle()
    const game = host.getSession(created.session)!.game
    // the scripted Fokker has planned its turn 1 (the script's straights), the Camel waits for its player
    expect(game.state.planes.find((p) => p.id === 'dr1')!.plan).toEqual(['C01', 'C02', 'C03'])
    expect(game.state.planes.find((p) => p.id === 'camel')!.damage).toEqual(['A08', 'A30'])
  })

  it('refuses a guest, and a lesson that does not exist, and changes nothing', () => {
    const host = makeHost()
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'create-game', re: 'g', choice: { kind: 'lesson', lesson: 'fire' }, seats: [] })
    expect(guest.last()).toMatchObject({ type: 'error', re: 'g' })
    const screen = new Client(host)
    for (const lesson of ['nope', '__proto__', 'constructor']) {
      screen.send({ type: 'create-game', re: lesson, choice: { kind: 'lesson', lesson }, seats: [] })
      expect(screen.last()).toMatchObject({ type: 'error', re: lesson, code: 'no-lesson' })
    }
    // a lesson is chosen by id only: positions and planes from a client are refused by the protocol
    screen.send({ type: 'create-game', re: 'x', choice: { kind: 'lesson', lesson: 'fire', planes: [] }, seats: [] })
    expect(screen.last()).toMatchObject({ type: 'error', re: 'x' })
    expect(host.sessionCount).toBe(0)
  })
})
