/**
 * Losing the host and coming back (issue 9, item 6), with the app's client and store against a real host in
 * process: a connection that drops and comes back keeps the seat and the unfinished plan, and sends the orders
 * given meanwhile; a host that restarted without the game sends the page to the menu with a plain message and its
 * autosave offered; a reload (a new client and store on the same tab storage) returns to the seat, a hotseat
 * screen behind the hand-off screen with nothing secret shown.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { until } from '../../../electron/lan/test-helpers'
import { content } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import type { ClientConnection } from '../../../electron/host/session'
import { SaveStore } from '../../../electron/saves/save-store'
import type { ClientMessage, SeatKind, ServerMessage, SessionSummary } from '../../../shared/protocol/messages'
import { makeStore, type AppStore, type RootState } from '../store'
import { eventsPlayed } from '../store/game-slice'
import { cardPlaced } from '../store/planning-slice'
import { MemoryStorage } from '../testing/host-transport'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import type { HexView } from '../../../shared/rulesets/hex/types'
import { legalCommands } from '../../../shared/rulesets/hex/legal'
import { HostClient } from './client'
import { confirmHandOff, watchHotseat } from './hotseat'
import { findGame, rememberedSeat, type SeatMemory } from './resume-seat'
import type { Transport } from './transport'

/** A transport to an in-process host that can drop and connect again, to the same host or a new one, as a socket. */
class LiveTransport implements Transport {
  readonly sent: ClientMessage[] = []
  private readonly listeners: ((m: ServerMessage) => void)[] = []
  private readonly statusListeners: ((s: 'connecting' | 'open' | 'closed') => void)[] = []
  private conn: ClientConnection | null = null
  private queue: ClientMessage[] = []

  constructor(
    private host: Host,
    private readonly screen: boolean,
  ) {
    setTimeout(() => this.open(), 0)
  }

  private open(): void {
    const host = this.host
    const conn = host.connect(
      (m) => {
        const c = JSON.parse(JSON.stringify(m)) as ServerMessage
        setTimeout(() => this.conn === conn && this.listeners.forEach((l) => l(c)), 0)
      },
      { screen: this.screen },
    )
    this.conn = conn
    this.statusListeners.forEach((l) => l('open'))
    for (const m of this.queue.splice(0)) this.deliver(m)
  }

  private deliver(m: ClientMessage): void {
    const conn = this.conn!
    const host = this.host
    const c = JSON.parse(JSON.stringify(m)) as ClientMessage
    setTimeout(() => this.conn === conn && host.receive(conn, c), 0)
  }

  send(m: ClientMessage): void {
    this.sent.push(m)
    if (this.conn) this.deliver(m)
    else this.queue.push(m)
  }
  onMessage(l: (m: ServerMessage) => void): void {
    this.listeners.push(l)
  }
  onStatus(l: (s: 'connecting' | 'open' | 'closed') => void): void {
    this.statusListeners.push(l)
  }

  /** The socket closes: the host sees its client go, the client is told. */
  drop(): void {
    if (this.conn) this.host.disconnect(this.conn)
    this.conn = null
    this.statusListeners.forEach((l) => l('closed'))
    this.statusListeners.forEach((l) => l('connecting'))
  }

  /** The socket opens again, to the same host or to the one that took its place. */
  reconnect(host: Host = this.host): void {
    this.host = host
    this.open()
  }
}

interface App {
  store: AppStore
  client: HostClient
  transport: LiveTransport
  state: () => RootState
}

const hosts: Host[] = []
const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown }
beforeEach(() => {
  g.localStorage = new MemoryStorage()
  g.sessionStorage = new MemoryStorage()
})
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
  delete g.localStorage
  delete g.sessionStorage
})

function newHost(saves?: string): Host {
  const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => '0123456789abcdef0123456789abcdef', ...(saves ? { saves: new SaveStore(saves, content) } : {}) })
  hosts.push(host)
  return host
}

/** The app's wiring (main.tsx), the table playing every event at once. */
function app(host: Host, screen = true): App {
  const store = makeStore()
  const transport = new LiveTransport(host, screen)
  const client = new HostClient(transport, store)
  store.subscribe(() => {
    const s = store.getState()
    if (s.game.pending.length > 0) store.dispatch(eventsPlayed(s.game.pending.length))
  })
  watchHotseat(store, client)
  return { store, client, transport, state: () => store.getState() }
}

/** Three straights from the plane's deck. */
function straights(s: RootState, plane: string): string[] {
  const p = s.game.view!.planes.find((x) => x.id === plane)!
  const deck = content.aircraft[p.aircraft].manoeuvreDeck
  return Object.values(content.cards)
    .filter((c) => c.deck === deck && c.straight && !c.altitude)
    .slice(0, 3)
    .map((c) => c.id)
}

/** A duel of the screen against the bot, the screen at its planning. */
async function duel(seats: SeatKind[] = ['bot:heuristic', 'human'], saves?: string) {
  const host = newHost(saves)
  const a = app(host)
  a.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats)
  await until(() => a.state().game.view?.step === 'planning' && a.state().game.seat !== null, 'the screen at its seat')
  const seat = a.state().game.seat!
  const plane = a.state().game.view!.planes.find((p) => p.seat === seat)!.id
  return { host, a, seat, plane }
}

describe('the connection drops and comes back', () => {
  it('the banner state shows while it is down; the seat and the unfinished plan are kept through the rejoin', async () => {
    const { a, seat, plane } = await duel()
    const session = a.state().game.session!
    const cards = straights(a.state(), plane)
    a.store.dispatch(cardPlaced({ plane, slot: 0, card: cards[0] }))
    a.store.dispatch(cardPlaced({ plane, slot: 1, card: cards[1] }))
    const drafts = a.state().planning.drafts
    expect(a.state().ui.hostSeen).toBe(true)

    a.transport.drop()
    expect(a.state().ui.connection).not.toBe('open')
    a.transport.reconnect()
    expect(a.state().ui.rejoining).toBe(true)
    await until(() => !a.state().ui.rejoining, 'the seat taken again')

    const s = a.state()
    expect(s.game.session).toBe(session)
    expect(s.game.seat).toBe(seat)
    expect(s.ui.screen).toBe('table')
    expect(s.ui.gameLost).toBeNull()
    expect(s.planning.drafts, 'the unfinished plan survives the fresh view of the same turn').toEqual(drafts)
    // the host seated the screen again: an order now is taken
    const turn = s.game.view!.turn
    a.client.plan(plane, cards)
    await until(() => (a.state().game.view?.turn ?? 0) > turn || a.state().game.view?.step !== 'planning', 'the plan taken, the turn played')
  })

  it('a plan committed while the host is away is kept, shown as waiting, and sent once the seat is back', async () => {
    const { a, plane } = await duel()
    const cards = straights(a.state(), plane)
    const turn = a.state().game.view!.turn
    a.transport.drop()
    a.client.plan(plane, cards)
    expect(a.state().ui.heldOrders, 'the order is kept, not dropped').toBe(1)
    expect(a.transport.sent.filter((m) => m.type === 'command'), 'nothing sent into a dead connection').toEqual([])
    a.transport.reconnect()
    await until(() => a.state().ui.heldOrders === 0 && !a.state().ui.rejoining, 'the order sent')
    expect(a.transport.sent.filter((m) => m.type === 'command')).toMatchObject([{ command: { type: 'plan', plane, cards } }])
    await until(() => (a.state().game.view?.turn ?? 0) > turn || a.state().game.view?.step !== 'planning', 'the turn played')
  })

  it('a guest takes its own seat back with its token', async () => {
    const host = newHost()
    const screen = app(host)
    screen.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['guest', 'human'])
    await until(() => screen.state().lobby.current !== null && (screen.state().lobby.current?.people.length ?? 0) > 0, 'the lobby')
    const session = screen.state().lobby.current!.session
    const guest = app(host, false)
    guest.client.joinGame(session, 'central')
    await until(() => guest.state().game.seat === 'central', 'the guest seated')
    screen.client.startGame()
    await until(() => guest.state().game.view?.step === 'planning', 'the game started')

    guest.transport.drop()
    await until(() => screen.state().game.dropped.some((d) => d.seat === 'central'), 'the screen told of the drop')
    guest.transport.reconnect()
    await until(() => !guest.state().ui.rejoining && guest.state().game.seat === 'central', 'the guest back at its seat')
    const join = guest.transport.sent.filter((m) => m.type === 'join').at(-1)
    expect(join).toMatchObject({ session, seat: 'central' })
    expect((join as { token?: string }).token, 'the seat token went with the join').toMatch(/^[A-Za-z0-9_-]{16,}$/)
    await until(() => screen.state().game.seats.find((s) => s.id === 'central')?.held !== true, 'the seat no longer held')
  })
})

describe('the host restarted without the game', () => {
  it('says so plainly and goes to the menu, where the autosave is offered; resuming it carries on', async () => {
    const saves = mkdtempSync(join(tmpdir(), 'overdive-resume-seat-'))
    const { host, a, seat } = await duel(['bot:heuristic', 'human'], saves)
    const turn = a.state().game.view!.turn
    host.dispose()
    a.transport.drop()
    const restarted = newHost(saves)
    a.transport.reconnect(restarted)
    await until(() => a.state().ui.gameLost !== null, 'the game said to be gone')
    const s = a.state()
    expect(s.ui.screen).toBe('menu')
    expect(s.ui.rejoining).toBe(false)
    expect(s.game.session).toBeNull()
    expect(s.ui.gameLost).toMatch(/The host restarted and Duel over the Trenches is no longer running there\. Its autosave is offered below/)
    expect(s.saves.resumable.map((r) => r.title)).toContain('Duel over the Trenches')
    expect(rememberedSeat(), 'the lost game is forgotten by the tab').toBeNull()
    // no refusal toast about a game that does not exist: the page knew before asking
    expect(s.game.error).toBeNull()

    a.client.loadGame(s.saves.resumable[0].file)
    await until(() => a.state().game.seat === seat && a.state().ui.screen === 'table', 'the resumed game at the seat')
    expect(a.state().game.view!.turn).toBe(turn)
  })

  it('joins the game again if the host resumed it already, under its new session', async () => {
    const saves = mkdtempSync(join(tmpdir(), 'overdive-resume-seat-'))
    const { host, a, seat } = await duel(['bot:heuristic', 'human'], saves)
    host.dispose()
    a.transport.drop()
    const restarted = newHost(saves)
    // another window of the host's screen resumed it first
    const other = app(restarted)
    await until(() => other.state().saves.resumable.length === 1, 'the offer to the other window')
    other.client.loadGame(other.state().saves.resumable[0].file)
    await until(() => other.state().game.session !== null, 'resumed by the other window')
    a.transport.reconnect(restarted)
    await until(() => a.state().game.session === other.state().game.session && !a.state().ui.rejoining, 'back in the resumed game')
    expect(a.state().game.seat).toBe(seat)
    expect(a.state().ui.gameLost).toBeNull()
  })
})

describe('a reload returns the tab to its seat', () => {
  it('the screen in a duel: a new client and store on the same tab storage sit at the same seat of the same game', async () => {
    const { host, a, seat } = await duel()
    const session = a.state().game.session!
    expect(rememberedSeat()).toMatchObject({ session, role: 'screen', seats: [seat], active: seat })
    // the page goes away (its socket closes) and loads again
    a.transport.drop()
    const b = app(host)
    await until(() => b.state().game.seat === seat && !b.state().ui.rejoining, 'the reloaded page at its seat')
    expect(b.state().game.session).toBe(session)
    expect(b.state().ui.screen).toBe('table')
    expect(b.state().ui.handOff).toBeNull()
  })

  it('a hex game (issue 30): the reloaded screen sits at its seat of the same game again', async () => {
    const host = newHost()
    const a = app(host)
    a.client.createRulesetGame('hex', { scenario: 'duel', seats: ['human', 'bot:heuristic'] })
    await until(() => a.state().rulesetGame?.seat != null && a.state().rulesetGame?.view != null, 'the screen at its hex seat')
    const { session, seat } = a.state().rulesetGame!
    expect(rememberedSeat()).toMatchObject({ session, role: 'screen', seats: [seat], active: seat, scenario: 'duel' })
    a.transport.drop()
    const b = app(host)
    await until(() => b.state().rulesetGame?.seat === seat && !b.state().ui.rejoining, 'the reloaded page at its hex seat')
    expect(b.state().rulesetGame!.session).toBe(session)
    expect(b.state().ui.screen).toBe('table')
    expect(b.state().game.session).toBeNull()
    // and it plays on: the game still waits for this seat, and its command is taken
    const legal = legalCommands(b.state().rulesetGame!.view as HexView, seat!)
    expect(legal.length).toBeGreaterThan(0)
    const seqBefore = (b.state().rulesetGame!.view as HexView).seq
    b.client.sendRulesetCommand(session, legal[0])
    await until(() => (b.state().rulesetGame!.view as HexView).seq > seqBefore, 'the command taken after the reload')
  })

  it('a hotseat screen comes back behind the hand-off screen, with nothing secret shown before the player confirms', async () => {
    const host = newHost()
    const a = app(host)
    a.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'human'])
    await until(() => a.state().ui.handOff !== null, 'the first hand-off')
    confirmHandOff(a.store, a.client)
    await until(() => a.state().ui.handOff === null && a.state().game.seat !== null, 'the first player at the table')
    const seat = a.state().game.seat!
    const session = a.state().game.session!
    a.transport.drop()

    const b = app(host)
    const seen: RootState[] = []
    b.store.subscribe(() => seen.push(b.store.getState()))
    await until(() => b.state().ui.handOff !== null && b.state().game.view !== null && !b.state().ui.rejoining, 'the reloaded screen behind its hand-off')
    expect(b.state().ui.handOff).toMatchObject({ session, seat, confirmed: false })
    // until the player confirms, every state the page was in held only what everyone may see
    for (const s of seen) {
      expect(s.game.seat).toBeNull()
      if (s.game.view) expect(s.game.view.viewer).toBeNull()
      expect(s.planning.drafts).toEqual({})
    }
    confirmHandOff(b.store, b.client)
    await until(() => b.state().ui.handOff === null && b.state().game.seat === seat, 'the player back at the table')
    expect(b.state().game.mine.toSorted()).toEqual(['allied', 'central'])
  })

  it('a tab whose game the host no longer runs (it restarted) is told so on the menu', async () => {
    const saves = mkdtempSync(join(tmpdir(), 'overdive-resume-seat-'))
    const { host, a } = await duel(['bot:heuristic', 'human'], saves)
    host.dispose()
    a.transport.drop()
    const b = app(newHost(saves))
    await until(() => b.state().ui.gameLost !== null, 'the message')
    expect(b.state().ui.screen).toBe('menu')
    expect(b.state().saves.resumable).toHaveLength(1)
  })
})

describe('findGame and the remembered seat', () => {
  const memory: SeatMemory = { session: 'old', role: 'screen', seats: ['allied'], active: 'allied', title: 'Duel', scenario: 'duel', seatIds: ['central', 'allied'], turn: 3, over: false }
  const summary = (session: string, over = false, turn = 3): SessionSummary => ({
    session,
    title: 'Duel',
    scenario: 'duel',
    turn,
    over,
    phase: 'playing',
    rules: [],
    people: 0,
    seats: [
      { id: 'central', name: 'Central', team: 'central', kind: 'bot:heuristic', taken: true },
      { id: 'allied', name: 'Allied', team: 'allied', kind: 'human', taken: false },
    ],
  })

  it('the same session; else the one running game that fits; never a guess between two, an older turn or a finished one', () => {
    expect(findGame(memory, [summary('x'), summary('old')])).toEqual({ session: 'old', resumed: false })
    expect(findGame(memory, [summary('new')])).toEqual({ session: 'new', resumed: true })
    expect(findGame(memory, [summary('a'), summary('b')])).toBeNull()
    expect(findGame(memory, [summary('new', true)])).toBeNull()
    expect(findGame(memory, [summary('new', false, 2)])).toBeNull()
    expect(findGame({ ...memory, role: 'guest' }, [summary('new')]), "a guest is never sat at the screen's seat").toBeNull()
  })

  it('a damaged memory reads as nothing and is forgotten', () => {
    sessionStorage.setItem('overdive.seat-memory', '{"session": 3')
    expect(rememberedSeat()).toBeNull()
    sessionStorage.setItem('overdive.seat-memory', JSON.stringify({ ...memory, active: 'central' }))
    expect(rememberedSeat(), 'the seat on screen must be one of its seats').toBeNull()
    expect(sessionStorage.getItem('overdive.seat-memory')).toBeNull()
  })
})
