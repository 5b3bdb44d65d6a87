/**
 * A game of the hex ruleset (002) on the host, over the protocol (issue 29): the screen creates it naming the
 * ruleset, sits at one seat and plays it with ruleset-command messages; a bot from the ruleset's own bots plays
 * the other; a guest watches. No seat's messages ever carry the other seat's hand or its private events.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BaseCommand } from '../../shared/rulesets/contract'
import { hexRuleset, type HexEvent, type HexView } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { content } from '../testing/fixtures'
import { Client, secret, settle } from '../testing/host-client'
import { Host } from './host'
import { RECENT_MS } from './session'
import { inlineBots } from './inline-bots'
import { rulesetContents } from './ruleset-contents'
import { offeredGame } from '../lan/lan-services'
import { ASSETS_DIR } from '../content/load-assets'

const hosts: Host[] = []
function makeHost(): Host {
  const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => 12345 })
  hosts.push(host)
  return host
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

function createHex(c: Client, seats: string[], seed = 7, rulesetOptions?: Record<string, unknown>): string {
  c.send({ type: 'create-game', re: 'hex', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats, seed: secret(seed), ...(rulesetOptions ? { rulesetOptions } : {}) })
  const created = c.all('ruleset-game-created').filter((m) => m.re === 'hex').at(-1)
  if (!created) throw new Error(`no game created: ${JSON.stringify(c.last())}`)
  return created.session
}

const views = (c: Client) => c.all('ruleset-view')

/** A hex duel the screen has just made and sits in at the allies' seat, and the events of its start. */
async function justStarted(seats: string[]): Promise<{ host: Host; screen: Client; session: string; start: HexEvent[] }> {
  const host = makeHost()
  const screen = new Client(host)
  const session = createHex(screen, seats)
  screen.send({ type: 'join', re: 'j', session, seat: 'allies' })
  await settle()
  return { host, screen, session, start: host.getAnySession(session)!.hosted.live.events as HexEvent[] }
}

describe('a hex game on the host (issue 29)', () => {
  it('the screen plays one seat over the protocol, the ruleset heuristic bot the other; nobody is sent the other hand', async () => {
    const host = makeHost()
    const screen = new Client(host)
    const guest = new Client(host, { screen: false })
    const session = createHex(screen, ['human', 'bot:heuristic'])
    const created = screen.all('ruleset-game-created')[0]
    expect(created.ruleset).toBe('hex')
    expect(created.seats.map((s) => [s.id, s.kind])).toEqual([
      ['allies', 'human'],
      ['germans', 'bot:heuristic'],
    ])
    screen.send({ type: 'join', re: 'j', session, seat: 'allies' })
    guest.send({ type: 'join', re: 'g', session, seat: null })
    await settle()
    const me = hexRuleset.bots.heuristic.make(hexContent, 'allies', 3)
    let sent = 0
    for (let i = 0; i < 400 && sent < 60; i++) {
      const last = views(screen).at(-1)!
      if (last.waitingFor.length === 0) break
      if (last.waitingFor.includes('allies')) {
        const cmds = me.decide(last.view as HexView)
        for (const command of cmds) screen.send({ type: 'ruleset-command', re: `c${sent}`, session, command })
        sent += cmds.length
      }
      await settle()
    }
    const game = host.getAnySession(session)!.hosted.live
    expect(sent).toBeGreaterThan(3)
    const bySeat = (seat: string) => game.commands.filter((c) => c.seat === seat).length
    expect(bySeat('allies'), 'the commands sent over the protocol were applied').toBeGreaterThan(3)
    expect(bySeat('germans'), 'the bot played its seat').toBeGreaterThan(3)
    expect(screen.errors().filter((e) => e.code === 'internal')).toEqual([])

    // secrets: the screen's messages are the allies' own; the spectator's hold no hand at all
    expect(views(screen).length).toBeGreaterThan(5)
    for (const m of views(screen)) {
      const v = m.view as HexView
      expect([m.seat, v.seat]).toEqual(['allies', 'allies'])
      expect(v.hand.length).toBe(v.handCounts.allies)
      expect(Object.keys(v)).not.toContain('hands')
      expect(Object.keys(v)).not.toContain('deck')
      for (const e of m.events as HexEvent[]) expect(['all', 'allies']).toContain(e.to)
    }
    for (const m of views(guest)) {
      const v = m.view as HexView
      expect([m.seat, v.seat, v.hand]).toEqual([null, null, []])
      for (const e of m.events as HexEvent[]) expect(e.to).toBe('all')
    }
    // the last view shows the allies' hand as the game holds it, and never the germans'
    const state = game.state as { hands: Record<string, unknown[]> }
    await settle()
    const now = views(screen).at(-1)!.view as HexView
    expect(now.hand).toEqual(state.hands.allies)
    const theirs = JSON.stringify(state.hands.germans)
    if (state.hands.germans.length > 0) expect(JSON.stringify(now)).not.toContain(theirs)

    // a spectator arriving now (a stream overlay started late) is told, for its log, the public events before it came
    const events = game.events as HexEvent[]
    expect(events.some((e) => e.to !== 'all'), 'the game holds events for one seat only').toBe(true)
    // (the game's last batch RECENT_MS ago: arriving sooner, its table would be sent that batch, below)
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RECENT_MS)
    const late = new Client(host, { screen: false })
    late.send({ type: 'join', session, seat: null })
    later.mockRestore()
    expect(views(late).at(-1)!.past).toEqual(events.filter((e) => e.to === 'all'))
    expect(views(late).at(-1)!.events).toEqual([])
  })

  it("a spectator arriving while the start's dice stand (a stream overlay finds a game a second or more after it starts) is sent the start as its table's batch; later, for its log only", async () => {
    // 002 GAME SETUP: every plane rolls its starting altitude and the turn order is rolled, all in the open; the
    // hex table shows a batch's dice for six seconds (HexDice.tsx)
    const { host, session, start } = await justStarted(['human', 'human'])
    const rolls = start.filter((e) => e.type === 'roll')
    expect(rolls.length, "the start's rolls").toBeGreaterThanOrEqual(2)
    const soon = new Client(host, { screen: false })
    soon.send({ type: 'join', session, seat: null })
    const first = views(soon).at(-1)!
    expect(first.events, 'the public part of the start, for its table').toEqual(start.filter((e) => e.to === 'all'))
    expect(first.past ?? [], 'and not told twice').toEqual([])
    for (const e of first.events as HexEvent[]) expect(e.to, "no seat's own event").toBe('all')
    // once the dice have gone from the table: the start for its log only
    const after = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RECENT_MS)
    const late = new Client(host, { screen: false })
    late.send({ type: 'join', session, seat: null })
    after.mockRestore()
    expect(views(late).at(-1)!.events).toEqual([])
    expect(views(late).at(-1)!.past).toEqual(start.filter((e) => e.to === 'all'))
  })

  it("a game with a guest seat holds its start back in the lobby: every table is sent it when the screen starts the game, a spectator coming in the next seconds too", async () => {
    // 002 GAME SETUP: the planes' starting altitudes and the order of play are rolled in the open; the host rolls
    // them when it makes the game, and a lobby may wait for its guests a long while before the game begins
    const { host, screen: screenClient, session, start } = await justStarted(['human', 'guest'])
    expect(start.some((e) => e.to === 'germans'), "the start holds the germans' own events (their cards drawn)").toBe(true)
    expect(host.getAnySession(session)!.phase).toBe('lobby')
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'join', session, seat: 'germans' })
    const [seated] = guest.all('seated')
    const inLobby = views(guest).at(-1)!
    expect([inLobby.seat, inLobby.events, inLobby.past], 'in the lobby: the seat and its view, no dice, no log').toEqual(['germans', [], undefined])
    expect(views(screenClient).length).toBeGreaterThan(0)
    expect(views(screenClient).every((m) => m.events.length === 0 && !m.past), "the screen's lobby is not sent the start either").toBe(true)

    // the lobby waits a minute; then the screen starts the game
    const later = Date.now() + 10 * RECENT_MS
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later)
    screenClient.send({ type: 'start-game', session })
    await settle()
    const forSeat = (seat: string) => start.filter((e) => e.to === 'all' || e.to === seat)
    const sent = (c: Client) => views(c).flatMap((m) => m.events as HexEvent[])
    expect(sent(guest), "the guest's table: the start, its seat's part").toEqual(forSeat('germans'))
    expect(sent(screenClient), "the screen's table: the start, its seat's part").toEqual(forSeat('allies'))
    expect(views(guest).flatMap((m) => m.past ?? []), 'told once, not also as a past').toEqual([])
    // a stream overlay finding the game just begun sees the dice still standing
    const overlay = new Client(host, { screen: false })
    overlay.send({ type: 'join', session, seat: null, overlay: true })
    expect(views(overlay).at(-1)!.events).toEqual(start.filter((e) => e.to === 'all'))

    // the guest drops and comes back on a new connection while the dice stand: what its seat was sent is not sent again
    host.disconnect(guest.conn)
    const back = new Client(host, { screen: false })
    back.send({ type: 'join', session, seat: 'germans', token: seated.token })
    clock.mockRestore()
    const first = views(back).at(-1)!
    expect(first.seat).toBe('germans')
    expect(first.events).toEqual([])
    expect(first.past).toEqual(start.filter((e) => e.to === 'all'))
  })

  it("the lobby lists the 001 options the game plays, in words, for a guest who did not set it up; none for 002 alone", async () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = createHex(screen, ['human', 'guest'], 7, { wounds: true, fuel: true, novicePilots: ['fokker'] })
    const guest = new Client(host, { screen: false })
    guest.send({ type: 'join', session, seat: 'germans' })
    await settle()
    const rules = guest.all('lobby').at(-1)!.rules
    expect(rules.map((r) => r.slice(0, r.indexOf(':')))).toEqual(['Fuel', 'Wounds', 'Novice pilot (Fokker D-VII)'])
    expect(rules[1]).toBe('Wounds: a hit on the crew wounds before it kills: a wounded man shoots worse and a wounded pilot flies fewer manoeuvres; only his own side knows')
    const plain = createHex(screen, ['human', 'guest'], 8)
    const other = new Client(host, { screen: false })
    other.send({ type: 'join', session: plain, seat: 'germans' })
    await settle()
    expect(other.all('lobby').at(-1)!.rules).toEqual([])
  })

  it("a command the hex game's schema refuses, or one for the other seat, gets an error and changes nothing", async () => {
    const host = makeHost()
    const screen = new Client(host)
    const session = createHex(screen, ['human', 'human'])
    screen.send({ type: 'join', session, seat: null })
    await settle()
    // 002: the order of play is rolled; the screen sits at the seat played first
    const [first] = views(screen).at(-1)!.waitingFor
    const other = first === 'allies' ? 'germans' : 'allies'
    screen.send({ type: 'join', session, seat: first })
    await settle()
    const live = host.getAnySession(session)!.hosted.live
    const seq = live.seq
    screen.send({ type: 'ruleset-command', re: 'bad', session, command: { type: 'loop-the-loop', seat: first } })
    await settle()
    expect(screen.errors().find((e) => e.re === 'bad')).toMatchObject({ code: 'malformed', message: expect.stringMatching(/not a command of the hex game/) })
    screen.send({ type: 'ruleset-command', re: 'other', session, command: { type: 'end-move', seat: other } as BaseCommand })
    await settle()
    expect(screen.errors().find((e) => e.re === 'other')?.code).toBe('not-your-seat')
    expect(live.seq).toBe(seq)
  })

  it('the list of games names the ruleset of a hex game; a card game says nothing new', async () => {
    const host = makeHost()
    const screen = new Client(host)
    const hex = createHex(screen, ['bot:random', 'bot:random'])
    screen.send({ type: 'create-game', re: 'card', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'human'], seed: secret(3) })
    screen.send({ type: 'list-sessions', re: 'l' })
    const listed = screen.all('sessions').at(-1)!.sessions
    expect(listed).toHaveLength(2)
    const [hexGame, cardGame] = [listed.find((s) => s.session === hex)!, listed.find((s) => s.session !== hex)!]
    expect(hexGame.ruleset).toBe('hex')
    expect(hexGame.title.length).toBeGreaterThan(0)
    expect(Object.keys(cardGame)).not.toContain('ruleset')
    // each seat with the aircraft it flies, by name, for a guest choosing where to sit (public: the planes stand on
    // the table from the start; a view's seats do not carry it)
    expect(hexGame.seats.map((x) => [x.id, x.flies])).toEqual([
      ['allies', ['Sopwith Camel']],
      ['germans', ['Fokker D-VII']],
    ])
    expect(cardGame.seats.map((x) => [x.id, x.flies])).toEqual([
      ['central', ['Fokker Dr.I']],
      ['allied', ['Sopwith Camel']],
    ])
    screen.send({ type: 'join', re: 'sit', session: hex, seat: null })
    expect(views(screen).at(-1)!.seats.map((x) => x.flies)).toEqual([undefined, undefined])
    // a hex game is saved as a card game is (ruleset-saves.test.ts); this host keeps no saves, and says so
    screen.send({ type: 'save-game', re: 's', session: hex })
    expect(screen.errors().find((e) => e.re === 's')).toMatchObject({ code: 'no-saves', message: 'this host keeps no saves' })
  })

  it('the host lists its games in the order they were made, whatever their ruleset: the LAN offers the newest with guest seats', () => {
    const host = makeHost()
    const screen = new Client(host)
    // a hex game with a guest seat, then a card game with a guest seat: the card game is the newest
    const hex = createHex(screen, ['human', 'guest'])
    screen.send({ type: 'create-game', re: 'card', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'guest'], seed: secret(3) })
    const card = screen.all('game-created').find((m) => m.re === 'card')!.session
    expect(host.summaries().map((s) => s.session)).toEqual([hex, card])
    expect(offeredGame(host.summaries()).title).toBe(host.summaries()[1].title)
    // and the other way round
    screen.send({ type: 'create-game', re: 'hex2', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'guest'], seed: secret(8) })
    const hex2 = screen.all('ruleset-game-created').find((m) => m.re === 'hex2')!.session
    expect(host.summaries().map((s) => s.session)).toEqual([hex, card, hex2])
    expect(offeredGame(host.summaries())).toMatchObject({ title: host.summaries()[2].title, free: 1 })
  })

  it('a hex game with an unknown bot, an unknown scenario or no content on the host is refused, saying why', () => {
    const host = makeHost()
    const screen = new Client(host)
    screen.send({ type: 'create-game', re: 'a', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'bot:ace'] })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'a', code: 'bad-seats', message: expect.stringMatching(/the hex game has no "ace" bot: it has random, heuristic, search/) })
    screen.send({ type: 'create-game', re: 'b', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'nowhere' }, seats: [] })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'b', code: 'bad-setup' })
    screen.send({ type: 'create-game', re: 'c', ruleset: 'chess', choice: { kind: 'scenario', scenario: 'duel' }, seats: [] })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'c', code: 'unknown-ruleset' })
    const bare = new Host({ content, botFactory: inlineBots(content) })
    hosts.push(bare)
    const s2 = new Client(bare)
    s2.send({ type: 'create-game', re: 'd', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: [] })
    expect(s2.errors().at(-1)).toMatchObject({ re: 'd', code: 'no-content' })
    expect(bare.sessionCount).toBe(0)
  })

  it("the app's host reads the hex game's content from assets/hex/ (serve.ts and the Electron main process pass it)", () => {
    expect(rulesetContents(ASSETS_DIR).hex).toEqual(hexContent)
  })
})
