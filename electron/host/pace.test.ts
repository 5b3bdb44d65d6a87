/**
 * A game of bots only goes at the pace of the tables showing it (pace.ts): its bots are asked for the next commands
 * once a table has shown the game as it is now, the fastest table counting; with nobody counting, as fast as they
 * think.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { content } from '../testing/fixtures'
import type { HexView } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { Client, secret, settle } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'
import { Pace } from './pace'

describe('Pace', () => {
  afterEach(() => vi.useRealTimers())

  it('is open while no table counts, and shut for a table that has not shown the game as it is', () => {
    const pace = new Pace()
    expect(pace.open(5)).toBe(true)
    pace.shownBy('screen', 3, 5)
    expect(pace.open(3)).toBe(true)
    expect(pace.open(4)).toBe(false)
    pace.close()
  })

  it('the fastest table counts: a slow one holds nothing back', () => {
    const pace = new Pace()
    pace.shownBy('screen', 2, 9)
    pace.shownBy('overlay', 7, 9)
    expect(pace.open(7)).toBe(true)
    expect(pace.open(8)).toBe(false)
    pace.left('overlay')
    expect(pace.open(7), 'with the overlay gone the screen is where it was').toBe(false)
    pace.left('screen')
    expect(pace.open(100), 'nobody counts: open').toBe(true)
  })

  it('a table saying it showed more than the game holds is taken as having shown the game as it is', () => {
    const pace = new Pace()
    pace.shownBy('screen', 1_000_000, 4)
    expect(pace.open(4)).toBe(true)
    expect(pace.open(5)).toBe(false)
    // and a table never goes back
    pace.shownBy('screen', 1, 9)
    expect(pace.open(4)).toBe(true)
  })

  it('a wait settles when a table has shown its seq, or when a table leaves', async () => {
    const pace = new Pace()
    pace.shownBy('screen', 0, 1)
    const order: string[] = []
    void pace.wait(1).then(() => order.push('1'))
    void pace.wait(2).then(() => order.push('2'))
    await settle()
    expect(order).toEqual([])
    pace.shownBy('screen', 1, 2)
    await settle()
    expect(order).toEqual(['1'])
    pace.left('screen')
    await settle()
    expect(order).toEqual(['1', '2'])
  })

  it('the guard: a table that stops answering slows the game but never stops it', async () => {
    vi.useFakeTimers()
    const pace = new Pace({ guardMs: 1000 })
    pace.shownBy('screen', 0, 1)
    let went = false
    void pace.wait(1).then(() => (went = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(went).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(went).toBe(true)
    pace.close()
  })

  it('the screen that started the game counts from the start, until it has not come in FIRST_MS', async () => {
    vi.useFakeTimers()
    const pace = new Pace({ firstMs: 500 })
    pace.expect('screen', () => false)
    expect(pace.open(0)).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    expect(pace.open(0), 'it never came').toBe(true)
    const came = new Pace({ firstMs: 500 })
    came.expect('screen', () => true)
    await vi.advanceTimersByTimeAsync(500)
    expect(came.open(0), 'it came: the bots wait for its table').toBe(false)
    pace.close()
    came.close()
  })
})

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

/**
 * The host's screen starts a duel of two quick bots, saying (or not) that it will show it. Its seed is fixed, one
 * whose game runs past its first turn: with the host's own seed about one duel in 25 ended there (an explosion card),
 * and the first test's "more than one turn" failed once in a full run.
 */
const SEED = '00000000000000000000000000000001'

function botsGame(paced: boolean, seats = ['bot:heuristic', 'bot:heuristic']) {
  const host = new Host({ content, botFactory: inlineBots(content) })
  hosts.push(host)
  const screen = new Client(host)
  screen.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats, options: { turnLimit: 6 }, seed: SEED, ...(paced ? { paced: true } : {}) })
  const created = screen.all('game-created')[0]
  if (!created) throw new Error(`no game created: ${JSON.stringify(screen.last())}`)
  return { host, screen, session: created.session, game: host.getSession(created.session)!.game }
}

describe('a game of bots only on the host', () => {
  it('waits for the screen that started it, and goes on each time its table has shown the game as it is', async () => {
    const { screen, session, game } = botsGame(true)
    await settle()
    expect(game.state.seq, 'the bots wait for the screen to come').toBe(0)
    screen.send({ type: 'join', session, seat: null })
    await settle()
    expect(game.state.seq, 'it came, but its table has shown nothing yet').toBe(0)
    let acks = 0
    for (; acks < 500 && !game.over; acks++) {
      const seq = screen.lastView().view.seq
      expect(seq).toBe(game.state.seq)
      screen.send({ type: 'shown', session, seq })
      await settle()
      expect(game.state.seq, 'one table shown: the game moves on').toBeGreaterThan(seq)
    }
    expect(game.over).toBe(true)
    // every turn waited for the table at least once (its planning)
    expect(acks).toBeGreaterThanOrEqual(game.state.turn)
    expect(game.state.turn).toBeGreaterThan(1)
    expect(screen.errors()).toEqual([])
  })

  it('an overlay that shows the game carries it on while the screen is slow; with both gone the bots play to the end', async () => {
    const { host, screen, session, game } = botsGame(true)
    screen.send({ type: 'join', session, seat: null })
    const overlay = new Client(host, { screen: false })
    overlay.send({ type: 'join', session, seat: null, overlay: true })
    await settle()
    overlay.send({ type: 'shown', session, seq: overlay.lastView().view.seq })
    await settle()
    const after = game.state.seq
    expect(after).toBeGreaterThan(0)
    await settle()
    expect(game.state.seq, 'the screen has still shown nothing: the overlay set the pace').toBe(after)
    overlay.send({ type: 'leave', session })
    await settle()
    expect(game.state.seq, 'the screen still counts').toBe(after)
    screen.send({ type: 'leave', session })
    for (let i = 0; i < 50 && !game.over; i++) await settle()
    expect(game.over).toBe(true)
    expect([...screen.errors(), ...overlay.errors()]).toEqual([])
  })

  it('a table that is not at the game, or a game that is not all bots, takes no notice of what a table says', async () => {
    const { host, session, game } = botsGame(true)
    const stranger = new Client(host, { screen: false })
    stranger.send({ type: 'shown', session, seq: 0 })
    stranger.send({ type: 'shown', session: 'no-such-game', seq: 3 })
    await settle()
    expect(game.state.seq, 'not at the game: it does not count').toBe(0)
    expect(stranger.errors()).toEqual([])
    // a person plays one side: the bot plans at once, whatever the screen said it will show
    const mixed = botsGame(true, ['bot:heuristic', 'human'])
    await settle()
    expect(mixed.game.state.planes.filter((p) => p.plan !== null).length).toBeGreaterThan(0)
  })

  it('nobody said it will show it (the host\'s tests, an old client): the bots play it to the end at once, as before', async () => {
    const { game } = botsGame(false)
    for (let i = 0; i < 50 && !game.over; i++) await settle()
    expect(game.over).toBe(true)
  })

  it('a malformed shown is refused with a clear error', () => {
    const { screen, session } = botsGame(true)
    screen.send({ type: 'shown', session, seq: -1 })
    screen.send({ type: 'shown', session, seq: 'all' })
    expect(screen.errors().length).toBe(2)
    expect(screen.errors()[0].message).toMatch(/seq/)
  })
})

describe('a hex game of bots only (002) goes at its table\'s pace too', () => {
  it('each view the table has shown lets the bots play on', async () => {
    const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content) })
    hosts.push(host)
    const screen = new Client(host)
    screen.send({ type: 'create-game', re: 'hex', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['bot:heuristic', 'bot:heuristic'], seed: secret(7), paced: true })
    const session = screen.all('ruleset-game-created')[0]?.session
    if (!session) throw new Error(`no game created: ${JSON.stringify(screen.last())}`)
    screen.send({ type: 'join', session, seat: null })
    await settle()
    const seqOf = () => (screen.all('ruleset-view').at(-1)!.view as HexView).seq
    expect(seqOf()).toBe(0)
    for (let i = 0; i < 5; i++) {
      const seq = seqOf()
      screen.send({ type: 'shown', session, seq })
      await settle()
      expect(seqOf(), 'the table showed it: the bots played on').toBeGreaterThan(seq)
      const sent = screen.all('ruleset-view').length
      await settle()
      expect(screen.all('ruleset-view').length, 'and then wait for the table again').toBe(sent)
    }
    expect(screen.errors()).toEqual([])
  })
})
