/**
 * Issue 8, the lobby: a game with guest seats waits until the host's screen starts it. Who is connected, where
 * they sit and who is ready is sent to everyone in it; the screen moves guests, hands seats to bots and back,
 * removes guests and starts; everybody talks in a short text chat, in the lobby and at the table.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { PROTOCOL_VERSION } from '../../shared/protocol/compat'
import type { ServerMessage } from '../../shared/protocol/messages'
import type { SeatKind } from '../../shared/protocol/seat-kinds'
import { content } from '../testing/fixtures'
import { choose, Client, expectAllClean, settle } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'

type Lobby = Extract<ServerMessage, { type: 'lobby' }>

const hosts: Host[] = []
function makeHost(): Host {
  const host = new Host({ content, botFactory: inlineBots(content), version: '9.9.9', hostName: 'Hangar PC' })
  hosts.push(host)
  return host
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

/** The screen sets up a game; it sits at its own ("human") seats. */
function setUp(seats: SeatKind[], opts: { turnLimit?: number } = {}) {
  const host = makeHost()
  const screen = new Client(host)
  screen.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats, ...(opts.turnLimit ? { options: { turnLimit: opts.turnLimit } } : {}) })
  const created = screen.all('game-created')[0]
  if (!created) throw new Error(`no game: ${JSON.stringify(screen.last())}`)
  const session = created.session
  // as the app does: the screen sits at its own seats, or watches when it has none
  const own = created.seats.filter((s) => s.kind === 'human')
  for (const s of own) screen.send({ type: 'join', session, seat: s.id })
  if (own.length === 0) screen.send({ type: 'join', session, seat: null })
  return { host, screen, session, game: host.getSession(session)!.game }
}

function guest(host: Host, session: string, seat: string | null, name?: string): Client {
  const c = new Client(host, { screen: false })
  c.send({ type: 'join', session, seat, ...(name !== undefined ? { name } : {}) })
  return c
}

const lobby = (c: Client): Lobby => {
  const l = c.all('lobby').at(-1)
  if (!l) throw new Error('no lobby message')
  return l
}

describe('A game with guest seats waits in its lobby (issue 8: "a lobby")', () => {
  it('nothing is played before the screen starts it; a game without guests plays at once', async () => {
    const { host, session, game } = setUp(['guest', 'bot:heuristic'])
    await settle()
    expect(host.getSession(session)!.phase).toBe('lobby')
    expect(host.summaries().find((s) => s.session === session)).toMatchObject({ phase: 'lobby', people: 1 })
    expect(game.state.planes.find((p) => p.seat === 'allied')!.plan, 'the bot has not planned in the lobby').toBeNull()

    const solo = setUp(['bot:heuristic', 'human'])
    await settle()
    expect(solo.host.getSession(solo.session)!.phase).toBe('playing')
    expect(solo.game.state.planes.find((p) => p.seat === 'central')!.plan, 'the bot planned at once').toHaveLength(3)
  })

  it('everyone in it sees who is connected, where they sit, who is ready, and the rules chosen', async () => {
    const { host, screen, session } = setUp(['guest', 'human'], { turnLimit: 6 })
    const anna = guest(host, session, 'central', '  Anna\u0007  von  Richthofen-the-Elder-of-Schweidnitz ')
    const watcher = guest(host, session, null)
    await settle()
    const seen = lobby(screen)
    expect(seen).toMatchObject({ phase: 'lobby', title: host.getSession(session)!.game.state.setup.title })
    expect(seen.rules).toContain('The game ends after turn 6')
    expect(seen.people.map((p) => [p.name, p.seats, p.ready, p.screen])).toEqual([
      ['Host', ['allied'], true, true],
      // control characters out, spaces squeezed, 24 characters at most
      ['Anna von Richthofen-the-', ['central'], false, false],
      ['Guest', [], false, false],
    ])
    expect(seen.seats.find((s) => s.id === 'central')).toMatchObject({ player: 'Anna von Richthofen-the-', ready: false, taken: true })
    // each one is told which of the people is them, and nobody else
    for (const [c, i] of [[screen, 0], [anna, 1], [watcher, 2]] as const) {
      expect(lobby(c).people.map((p) => p.you === true)).toEqual([0, 1, 2].map((j) => j === i))
    }
    // and a guest browsing the host's games sees the game in its lobby with its rules
    const browsing = new Client(host, { screen: false })
    browsing.send({ type: 'list-sessions' })
    expect(browsing.all('sessions')[0].sessions[0]).toMatchObject({ session, phase: 'lobby', people: 3 })
  })

  it("no two people share a name, and the screen's is its own: a guest cannot speak as the host", async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const overlay = new Client(host, { screen: false })
    overlay.send({ type: 'join', session, seat: null, overlay: true })
    const anna = guest(host, session, 'central', 'Anna')
    const twin = guest(host, session, null, 'ANNA')
    const fake = guest(host, session, null, ' host ')
    const quiet = guest(host, session, null)
    const marked = guest(host, session, null, '(HOST 2)!')
    const hostess = guest(host, session, null, 'Hostess')
    const long = 'Manfred von Richthofen-Sr'
    const first = guest(host, session, null, long)
    const second = guest(host, session, null, long)
    await settle()
    expect(lobby(screen).people.map((p) => p.name)).toEqual([
      'Host',
      'Anna',
      'ANNA 2',
      // the screen's name is the screen's: a guest asking for it is a guest (the overlay, listed to nobody, holds no name)
      'Guest',
      'Guest 2',
      // nor with marks or a number about it
      'Guest 3',
      'Hostess',
      'Manfred von Richthofen-S',
      // still 24 characters at most
      'Manfred von Richthofen 2',
    ])
    fake.send({ type: 'chat', session, text: 'paste your seat link here' })
    expect(screen.all('chat').at(-1)!.lines[0]).toMatchObject({ from: 'Guest', team: null })
    // a name given again is checked again; one's own name is not a clash
    twin.send({ type: 'join', session, seat: null, name: 'Host' })
    anna.send({ type: 'join', session, seat: 'central', name: 'anna' })
    await settle()
    expect(lobby(screen).people.map((p) => p.name).slice(1, 3)).toEqual(['anna', 'Guest 4'])
    for (const c of [overlay, quiet, marked, hostess, first, second]) expect(c.errors()).toEqual([])
  })

  it('a guest coming back on a new connection before its old one is seen to close keeps its name', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    const token = anna.all('seated')[0].token
    const back = new Client(host, { screen: false })
    back.send({ type: 'join', session, seat: 'central', token, name: 'Anna' })
    await settle()
    expect(lobby(screen).seats.find((s) => s.id === 'central')).toMatchObject({ player: 'Anna' })
    expect(lobby(back).people.find((p) => p.you)!.name).toBe('Anna')
  })

  it('a guest says it is ready (and changes its mind); a spectator is not waited for', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    anna.send({ type: 'ready', session, ready: true })
    await settle()
    expect(lobby(screen).seats.find((s) => s.id === 'central')!.ready).toBe(true)
    anna.send({ type: 'ready', session, ready: false })
    await settle()
    expect(lobby(screen).people.find((p) => p.name === 'Anna')!.ready).toBe(false)
    const watcher = guest(host, session, null)
    watcher.send({ type: 'ready', session, ready: true })
    expect(watcher.last()).toMatchObject({ type: 'error', code: 'no-seat' })
  })

  it('the screen cannot start while a guest seat is empty; a bot there, it starts, and the game is played', async () => {
    const { host, screen, session, game } = setUp(['guest', 'human'])
    screen.send({ type: 'start-game', session })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'seats-empty' })
    expect((screen.last() as { message: string }).message).toContain('German')
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    await settle()
    expect(lobby(screen).seats.find((s) => s.id === 'central')).toMatchObject({ standIn: true, taken: true })
    // a guest cannot sit where the screen put a bot
    const late = guest(host, session, 'central')
    expect(late.last()).toMatchObject({ type: 'error', code: 'seat-is-bot' })
    screen.send({ type: 'start-game', session })
    await settle()
    expect(lobby(screen).phase).toBe('playing')
    expect(game.state.planes.find((p) => p.seat === 'central')!.plan, 'the bot plans once the game starts').toHaveLength(3)
    screen.send({ type: 'start-game', session })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'already-started' })
  })

  it('the screen hands a seat to a bot and gives it back to the guests', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'bot' })
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'release' })
    await settle()
    expect(lobby(screen).seats.find((s) => s.id === 'central')).toMatchObject({ taken: false })
    const anna = guest(host, session, 'central', 'Anna')
    expect(anna.all('seated')).toHaveLength(1)
  })

  it('only the screen starts, moves, removes and hands seats to bots', () => {
    const { host, session } = setUp(['guest', 'guest'])
    const anna = guest(host, session, 'central', 'Anna')
    for (const m of [
      { type: 'start-game', session },
      { type: 'seat-control', session, seat: 'central', action: 'move', to: 'allied' },
      { type: 'seat-control', session, seat: 'central', action: 'remove' },
      { type: 'seat-control', session, seat: 'allied', action: 'bot' },
    ] as const) {
      anna.send(m)
      expect(anna.last()).toMatchObject({ type: 'error', code: 'screen-only' })
    }
    expect(host.getSession(session)!.phase).toBe('lobby')
  })

  it('the screen moves a guest to a free seat: a new token comes with it, the old one is void', async () => {
    const { host, screen, session } = setUp(['guest', 'guest'])
    const anna = guest(host, session, 'central', 'Anna')
    const oldToken = anna.all('seated')[0].token
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'move', to: 'allied' })
    await settle()
    expect(anna.all('seated').at(-1)).toMatchObject({ seat: 'allied' })
    expect(anna.all('seated').at(-1)!.token).not.toBe(oldToken)
    expect(anna.lastView()).toMatchObject({ seat: 'allied', mine: ['allied'] })
    expect(lobby(screen).seats.map((s) => [s.id, s.player ?? null])).toEqual([
      ['central', null],
      ['allied', 'Anna'],
    ])
    // the seat it left is anyone's: its old token is no credential any more
    const bruno = guest(host, session, 'central', 'Bruno')
    expect(bruno.all('seated')).toHaveLength(1)
    host.disconnect(bruno.conn)
    const thief = guest(host, session, 'central')
    thief.send({ type: 'join', session, seat: 'central', token: oldToken })
    expect(thief.last()).toMatchObject({ type: 'error', code: 'seat-held' })
    // only to a free guest seat
    screen.send({ type: 'seat-control', session, seat: 'allied', action: 'move', to: 'central' })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'seat-not-free' })
  })

  it('a guest removed in the lobby is told, sees nothing more, and its token no longer takes the seat', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    const token = anna.all('seated')[0].token
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'remove' })
    await settle()
    expect(anna.all('removed')).toEqual([{ type: 'removed', session, message: expect.stringContaining('removed you') }])
    const heard = anna.received.length
    screen.send({ type: 'chat', session, text: 'sorry, Anna' })
    await settle()
    expect(anna.received.length, 'nothing more reaches a removed guest').toBe(heard)
    expect(lobby(screen).people.map((p) => p.name)).toEqual(['Host'])
    const back = guest(host, session, 'central')
    expect(back.all('seated'), 'the seat is free: a new guest gets a new token').toHaveLength(1)
    expect(back.all('seated')[0].token).not.toBe(token)
  })

  it('a guest removed during the game: a bot flies its seat and the game goes on', async () => {
    const { host, screen, session, game } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    screen.send({ type: 'start-game', session })
    screen.send({ type: 'seat-control', session, seat: 'central', action: 'remove' })
    await settle()
    expect(anna.all('removed')).toHaveLength(1)
    expect(game.state.planes.find((p) => p.seat === 'central')!.plan, 'the stand-in planned').toHaveLength(3)
    expectAllClean(screen, anna)
  })
})

describe('A stream overlay in the lobby (issue 26: "the stream overlay hidden from the players\' list")', () => {
  it('an overlay is listed to nobody and counted by nobody; a spectator who is a person still is', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const overlay = new Client(host, { screen: false })
    overlay.send({ type: 'join', session, seat: null, overlay: true })
    const watcher = guest(host, session, null, 'Bea')
    await settle()
    expect(lobby(screen).people.map((p) => p.name)).toEqual(['Host', 'Bea'])
    expect(lobby(watcher).people.map((p) => p.name)).toEqual(['Host', 'Bea'])
    // the overlay itself is sent the lobby (the game's title and seats to show), without itself in it
    expect(lobby(overlay).people.map((p) => [p.name, p.you === true])).toEqual([
      ['Host', false],
      ['Bea', false],
    ])
    const browsing = new Client(host, { screen: false })
    browsing.send({ type: 'list-sessions' })
    expect(browsing.all('sessions')[0].sessions[0]).toMatchObject({ session, people: 2 })
    // it sees the game as any spectator does: no seat's view
    expect(overlay.all('view').at(-1)).toMatchObject({ seat: null })
  })

  it('a client that says it is an overlay and sits at a seat is a player like any other', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const c = new Client(host, { screen: false })
    c.send({ type: 'join', session, seat: 'central', name: 'Cai' })
    c.send({ type: 'join', session, seat: null, overlay: true })
    await settle()
    expect(lobby(screen).people.map((p) => p.name)).toEqual(['Host', 'Cai'])
  })
})

describe('Table talk (issue 8: "a short text chat in the lobby and at the table")', () => {
  it('a line reaches everyone in the game, players and spectators, named, cleaned and short', async () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    const watcher = guest(host, session, null)
    anna.send({ type: 'chat', session, text: 'Gute\u0000 Jagd!\n\n<b>hi</b>' })
    for (const c of [screen, anna, watcher]) expect(c.all('chat').at(-1)!.lines).toEqual([{ n: 1, from: 'Anna', team: 'central', text: 'Gute Jagd! <b>hi</b>', turn: 0 }])
    screen.send({ type: 'chat', session, text: 'x'.repeat(201) })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'malformed' })
    screen.send({ type: 'chat', session, text: ' \u200b ' })
    expect(screen.last()).toMatchObject({ type: 'error', code: 'empty-chat' })
  })

  it('someone who joins later is sent the last lines; a stranger outside the game cannot talk in it', () => {
    const { host, screen, session } = setUp(['guest', 'human'])
    screen.send({ type: 'chat', session, text: 'welcome, pilots' })
    const anna = guest(host, session, 'central', 'Anna')
    expect(anna.all('chat')[0].lines.map((l) => [l.from, l.text])).toEqual([['Host', 'welcome, pilots']])
    const stranger = new Client(host, { screen: false })
    stranger.send({ type: 'chat', session, text: 'hello?' })
    expect(stranger.last()).toMatchObject({ type: 'error', code: 'not-in-game' })
  })

  it('a speaker who floods is held back after a few lines; the table says which turn a line was said', async () => {
    const { host, session } = setUp(['guest', 'human'])
    const anna = guest(host, session, 'central', 'Anna')
    for (let i = 0; i < 8; i++) anna.send({ type: 'chat', session, text: `line ${i}` })
    expect(anna.all('chat').flatMap((c) => c.lines)).toHaveLength(5)
    expect(anna.errors().at(-1)).toMatchObject({ code: 'chat-too-fast' })
    const { screen: s2, session: g2, host: h2 } = setUp(['bot:heuristic', 'human'])
    await settle()
    const plan = choose(s2.lastView().view, 'allied').find((c) => c.type === 'plan')!
    s2.send({ type: 'command', session: g2, command: plan })
    await settle()
    expect(h2.getSession(g2)!.game.state.turn).toBeGreaterThanOrEqual(1)
    s2.send({ type: 'chat', session: g2, text: 'tally ho' })
    expect(s2.all('chat').at(-1)!.lines[0]).toMatchObject({ turn: h2.getSession(g2)!.game.state.turn, team: 'allied' })
  })
})

describe('Versions (issue 8: "told so plainly before anything starts")', () => {
  it('a client on another protocol is welcomed with what the host runs, then told plainly', () => {
    const host = makeHost()
    const c = new Client(host, { screen: false })
    c.send({ type: 'hello', re: 'h', protocol: PROTOCOL_VERSION + 1 })
    const welcome = c.all('welcome')[0]
    expect(welcome.compat).toMatchObject({ app: '9.9.9', protocol: PROTOCOL_VERSION })
    expect(welcome.hostName).toBe('Hangar PC')
    expect(c.last()).toMatchObject({ type: 'error', re: 'h', code: 'version-mismatch' })
    expect((c.last() as { message: string }).message).toMatch(/Overdive 9\.9\.9 \(protocol \d+\).*Reload the page, or run the same version/)
    c.send({ type: 'hello', re: 'h2', protocol: PROTOCOL_VERSION })
    expect(c.last()).toMatchObject({ type: 'welcome', re: 'h2' })
  })
})
