/**
 * Hotseat: the hand-off logic on its own (nextSeat, viewAllowed, partDone, receiveView), then whole games against
 * the real host, in process, with the client, the store and the hotseat watcher as the app wires them. At every
 * hand-off, and whenever the table plays moves or fire, the store must hold nothing that only a seat may see; a
 * seat's view is in the store only while the game waits for that seat, after a hand-off to it.
 */
import { describe, expect, it } from 'vitest'
import { arriving } from '../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../electron/testing/fixtures'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import type { Game } from '../../../shared/engine/game'
import type { SeatId } from '../../../shared/engine/types'
import { eventsFor } from '../../../shared/engine/view'
import { makeStore, type AppStore, type RootState } from '../store'
import { eventsPlayed, viewReceived, type ViewMessage } from '../store/game-slice'
import { handOffConfirmed, handOffStarted } from '../store/hand-off-actions'
import { cardPlaced } from '../store/planning-slice'
import { animationChanged, type HandOff } from '../store/ui-slice'
import { fireTargetChosen } from '../tables/card/scene/target-choice'
import { HostClient } from './client'
import { confirmHandOff, nextSeat, partDone, publicMessage, receiveView, viewAllowed, watchHotseat, type SeatJoiner } from './hotseat'
import { hostTransport } from '../testing/host-transport'

// ------------------------------------------------------------------ nextSeat and viewAllowed

/** Seats 'pilot' (Camel a) and 'hun' (Dr.I t) of one client, 15 cm apart, both heading north. */
function duel(): Game {
  return startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
}

function msg(game: Game, seat: SeatId | null, mine: SeatId[] = ['pilot', 'hun'], re?: string): ViewMessage {
  return { type: 'view', ...(re ? { re } : {}), session: 'g1', seat, mine, seats: [], view: game.view(seat), events: eventsFor(game.events, seat), waitingFor: game.waitingFor() }
}

/** The store of a client showing `seat`'s view, its events played. */
function showing(game: Game, seat: SeatId | null, mine?: SeatId[]): RootState {
  const store = makeStore()
  store.dispatch(viewReceived(msg(game, seat, mine)))
  store.dispatch(eventsPlayed(1000))
  return store.getState()
}

describe('nextSeat: whose screen it should be', () => {
  it('no hand-off for a client at one seat, or while the seat on screen has something to do', () => {
    const game = duel()
    expect(nextSeat(showing(game, 'pilot', ['pilot']))).toBeNull()
    expect(nextSeat(showing(game, 'pilot'))).toBeNull()
  })

  it('the next seat of mine that the game waits for, once the seat on screen is done', () => {
    const game = duel()
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    expect(nextSeat(showing(game, 'pilot'))).toBe('hun')
    // a spectator's screen (after a hand-off, or at the start) goes to the first seat waiting
    expect(nextSeat(showing(duel(), null))).toBe('pilot')
  })

  it('waits for the table to stop moving and the events to be played', () => {
    const game = duel()
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    const store = makeStore()
    store.dispatch(viewReceived(msg(game, 'pilot')))
    expect(nextSeat(store.getState())).toBeNull()
    store.dispatch(eventsPlayed(1000))
    store.dispatch(animationChanged(true))
    expect(nextSeat(store.getState())).toBeNull()
    store.dispatch(animationChanged(false))
    expect(nextSeat(store.getState())).toBe('hun')
  })

  it('never hands the screen to a seat whose planes are all out', () => {
    const game = duel()
    game.state.planes.find((p) => p.id === 't')!.status = 'shot-down'
    expect(game.waitingFor()).toEqual(['a'])
    expect(nextSeat(showing(game, 'pilot'))).toBeNull()
    // the shot-down seat on screen hands over to the one still flying
    expect(nextSeat(showing(game, 'hun'))).toBe('pilot')
  })

  it('no hand-off once the game is over', () => {
    const game = duel()
    game.state.step = 'over'
    expect(nextSeat(showing(game, null))).toBeNull()
  })
})

describe('the aces\' choices at the firing (engine/fire-choices.ts): each seat\'s secret choice behind its own hand-off', () => {
  /** the duel with the Camel a Sniper and the Dr.I Good at evading, at the Camel's bull's-eye */
  function aces(): Game {
    const game = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot', aceSkills: ['sniper'] }, 100, 60, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun', aceSkills: ['good-at-evading'] }, 100, 75, 0),
    ])
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    game.apply({ type: 'plan', seat: 'hun', plane: 't', cards: ['C01', 'C02', 'C03'] })
    game.apply({ type: 'fire', seat: 'pilot', plane: 'a', front: 't', snipe: 'front' })
    return game
  }

  it("the sniper's seat answers on its screen first; once it has given its cards, the evader's seat gets the screen by a hand-off, and the sniper's cards never reach it", () => {
    const game = aces()
    expect(game.state.step).toBe('choosing')
    expect(nextSeat(showing(game, 'pilot'))).toBeNull()
    const before = game.view('pilot')
    expect(before.choices?.[0]).toMatchObject({ kind: 'snipe', plane: 'a' })
    game.apply({ type: 'snipe', seat: 'pilot', plane: 'a', give: game.state.choosing!.hits[0].cards.slice(0, 2) })
    expect(partDone(before, msg(game, 'pilot'))).toBe(true)
    expect(nextSeat(showing(game, null))).toBe('hun')
    // the public part the table turns to holds no seat's choices
    expect(publicMessage(msg(game, 'hun')).view.choices).toBeUndefined()
    expect(game.view('hun').choices?.[0]).toMatchObject({ kind: 'evade', plane: 't' })
  })
})

describe('viewAllowed: during a hand-off only the view asked for comes in', () => {
  const h = (over: Partial<HandOff> = {}): HandOff => ({ session: 'g1', seat: 'hun', name: 'German', confirmed: false, re: null, ...over })
  it('lets everything in without a hand-off', () => {
    expect(viewAllowed(null, { seat: 'pilot' })).toBe(true)
  })
  it('lets public views in, and drops a seat view still on its way', () => {
    expect(viewAllowed(h(), { seat: null })).toBe(true)
    expect(viewAllowed(h(), { seat: 'pilot' })).toBe(false)
    expect(viewAllowed(h(), { seat: 'hun' })).toBe(false)
  })
  it('once confirmed, the next seat\'s view answering the join, and nothing else', () => {
    const c = h({ confirmed: true, re: 'r9' })
    expect(viewAllowed(c, { seat: 'hun', re: 'r9' })).toBe(true)
    expect(viewAllowed(c, { seat: 'hun' })).toBe(false)
    expect(viewAllowed(c, { seat: 'hun', re: 'r4' })).toBe(false)
    expect(viewAllowed(c, { seat: 'pilot', re: 'r9' })).toBe(false)
  })
})

describe('partDone: when the seat on screen has done its part and the table turns public', () => {
  it('not while the game still waits for the seat, in the same step', () => {
    const game = duel()
    const before = game.view('pilot')
    expect(partDone(before, msg(game, 'pilot'))).toBe(false)
  })
  it('once none of its planes is waited for (its last orders went in)', () => {
    const game = duel()
    const before = game.view('pilot')
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    expect(partDone(before, msg(game, 'pilot'))).toBe(true)
  })
  it('once the game went on to another step, phase or turn, even if it waits for the seat again', () => {
    const game = duel()
    const before = game.view('hun')
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    game.apply({ type: 'plan', seat: 'hun', plane: 't', cards: ['C01', 'C02', 'C03'] })
    // the planes flew their first card and the Camel may fire at the Dr.I ahead of it
    const after = msg(game, 'hun')
    expect([after.view.turn, after.view.phase, after.view.step]).toEqual([1, 1, 'firing'])
    expect(partDone(before, after)).toBe(true)
    const pilot = msg(game, 'pilot')
    expect(pilot.waitingFor).toEqual(['a'])
    expect(partDone(before, pilot)).toBe(true)
    // in the step it is asked in, a seat that must still act has not done its part
    expect(partDone(pilot.view, pilot)).toBe(false)
  })
  it('at the end of the game', () => {
    const game = duel()
    const before = game.view('pilot')
    game.state.step = 'over'
    expect(partDone(before, msg(game, 'pilot'))).toBe(true)
  })
})

describe('receiveView: what of a view a hotseat screen lets in', () => {
  /** A store showing `seat` (its hand-off confirmed and over), and a joiner that records its joins. */
  function atSeat(game: Game, seat: SeatId) {
    const store = makeStore()
    store.dispatch(viewReceived(msg(game, seat)))
    store.dispatch(eventsPlayed(1000))
    const joins: (string | null)[] = []
    const client: SeatJoiner = { requestId: () => 'r1', join: (_s, joined) => (joins.push(joined), 'r1') }
    return { store, client, joins }
  }

  it('a view of the seat on screen while it still plans comes in whole', () => {
    const game = duel()
    const { store, client, joins } = atSeat(game, 'pilot')
    receiveView(store, client, msg(game, 'pilot'))
    expect(store.getState().game.seat).toBe('pilot')
    expect(joins).toEqual([])
  })

  it('the view after the last plan turns the table public: the moves to play, and no secret of either seat', () => {
    const game = duel()
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    const { store, client, joins } = atSeat(game, 'hun')
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'hun', plane: 't', cards: ['C01', 'C02', 'C03'] })
    const m = { ...msg(game, 'hun'), events: eventsFor(game.events.slice(from), 'hun') }
    // the seat's own message holds its plan and private events
    expect(m.events.some((e) => e.to !== 'all')).toBe(true)
    receiveView(store, client, m)
    const s = store.getState()
    expect(s.game.seat).toBeNull()
    expect(s.game.view).toEqual(game.view(null))
    expect(s.game.pending.filter((e) => e.type === 'moved').length).toBeGreaterThanOrEqual(2)
    expect(s.game.pending).toEqual(eventsFor(game.events.slice(from), null))
    expect(s.ui.handOff).toBeNull()
    expect(s.planning.drafts).toEqual({})
    // the client watches as a spectator from now on
    expect(joins).toEqual([null])
  })

  it('a seat view still on its way while the table is public comes in as its public part', () => {
    const game = duel()
    const store = makeStore()
    store.dispatch(viewReceived(msg(game, null)))
    const client: SeatJoiner = { requestId: () => 'r1', join: () => 'r1' }
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    receiveView(store, client, msg(game, 'pilot'))
    expect(store.getState().game.seat).toBeNull()
    expect(store.getState().game.view).toEqual(game.view(null))
    expect(store.getState().game.pending.every((e) => e.to === 'all')).toBe(true)
  })

  it('a client at one seat takes its views whole', () => {
    const game = duel()
    const { store, client } = atSeat(game, 'pilot')
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    receiveView(store, client, msg(game, 'pilot', ['pilot']))
    expect(store.getState().game.seat).toBe('pilot')
  })

  it('publicMessage: the spectator\'s view and the public events, for no seat and answering no request', () => {
    const game = duel()
    game.apply({ type: 'plan', seat: 'pilot', plane: 'a', cards: ['C01', 'C02', 'C03'] })
    const p = publicMessage(msg(game, 'pilot', undefined, 'r3'))
    expect(p.seat).toBeNull()
    expect(p.re).toBeUndefined()
    expect(p.view).toEqual(game.view(null))
    expect(p.events).toEqual(eventsFor(game.events, null))
    // a past (the log of a client that arrived late) loses any event for one seat as well
    const withPast = publicMessage({ ...msg(game, 'pilot'), past: eventsFor(game.events, 'pilot') })
    expect(eventsFor(game.events, 'pilot').some((e) => e.to !== 'all')).toBe(true)
    expect(withPast.past).toEqual(eventsFor(game.events, null))
  })
})

// ------------------------------------------------------------------ whole games against the host

interface Table {
  store: AppStore
  client: HostClient
  /** every seat whose view came into the store, in order */
  seatsShown: (SeatId | null)[]
  /** what the store held at each hand-off */
  atHandOff: RootState[]
  /** the events the table played while no seat was on screen (the public view), by type */
  playedInPublic: Record<string, number>
  /** what was wrong whenever the store sat at a seat: not after a hand-off to it, not waited for, moves or fire in its view */
  atSeat: string[]
}

/** The app's wiring (main.tsx) with the table's playback replaced by playing every event at once. */
function table(seed = 3): Table {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => seed })
  const store = makeStore()
  const client = new HostClient(hostTransport(host), store)
  const t: Table = { store, client, seatsShown: [], atHandOff: [], playedInPublic: {}, atSeat: [] }
  let last: unknown = null
  let confirmedFor: SeatId | null = null
  store.subscribe(() => {
    const s = store.getState()
    if (s.game.view !== last) {
      last = s.game.view
      t.seatsShown.push(s.game.seat)
    }
    if (s.ui.handOff?.confirmed) confirmedFor = s.ui.handOff.seat
    else if (s.ui.handOff || s.game.seat === null) confirmedFor = null
    if (s.game.seat !== null && s.game.view && s.game.view.step !== 'over') {
      const at = s.game.seat
      if (confirmedFor !== at) t.atSeat.push(`${at} with no hand-off to it`)
      if (!waitingSeats(s).includes(at)) t.atSeat.push(`${at} not waited for (${s.game.view.step})`)
      const moves = s.game.pending.filter((e) => e.type === 'moved' || e.type === 'fired' || e.type === 'damage-cards')
      if (moves.length) t.atSeat.push(`${at} with ${moves.map((e) => e.type).join(', ')} to play`)
    }
    if (s.game.pending.length > 0) {
      if (s.game.seat === null) for (const e of s.game.pending) t.playedInPublic[e.type] = (t.playedInPublic[e.type] ?? 0) + 1
      store.dispatch(eventsPlayed(s.game.pending.length))
    }
  })
  watchHotseat(store, client)
  store.subscribe(() => {
    const s = store.getState()
    if (s.ui.handOff && !s.ui.handOff.confirmed && t.atHandOff[t.atHandOff.length - 1] !== s) t.atHandOff.push(s)
  })
  return t
}

async function settle(): Promise<void> {
  for (let i = 0; i < 60; i++) await new Promise((r) => setTimeout(r, 0))
}

/** Nothing only a seat may see: no plan, no damage values, no fire orders, no seat-only event, no draft. */
function expectNoSecrets(s: RootState): void {
  const v = s.game.view
  if (v) {
    expect(v.viewer).toBeNull()
    expect(v.planes.filter((p) => 'plan' in p || 'damage' in p || 'damageTotal' in p || 'noPoints' in p).map((p) => p.id)).toEqual([])
    expect(v.fireOrders).toEqual({})
  }
  expect(s.game.seat).toBeNull()
  expect([...s.game.pending, ...s.game.played].filter((e) => e.to !== 'all')).toEqual([])
  expect(s.planning.drafts).toEqual({})
  expect(s.ui.fireDraft).toEqual({})
}

/** Whose planes the game waits for, by seat. */
function waitingSeats(s: RootState): SeatId[] {
  const v = s.game.view!
  return [...new Set(v.planes.filter((p) => s.game.waitingFor.includes(p.id)).map((p) => p.seat))]
}

/** Plan three straights for every plane of the seat on screen that still has to plan. */
function planStraight(t: Table): void {
  const s = t.store.getState()
  for (const p of s.game.view!.planes) {
    if (p.seat !== s.game.seat || p.status !== 'flying' || p.committed) continue
    const deck = content.aircraft[p.aircraft].manoeuvreDeck
    const plan = Object.values(content.cards)
      .filter((c) => c.deck === deck && c.straight && !c.altitude)
      .slice(0, 3)
      .map((c) => c.id)
    plan.forEach((card, slot) => t.store.dispatch(cardPlaced({ plane: p.id, slot, card })))
    t.client.plan(p.id, plan)
  }
}

/** No seat's view ever followed another seat's without the public view (a hand-off) between them. */
function expectHandOffsBetweenSeats(shown: (SeatId | null)[]): void {
  const runs = shown.filter((x, i) => i === 0 || x !== shown[i - 1])
  for (let i = 1; i < runs.length; i++) if (runs[i] !== null && runs[i - 1] !== null) throw new Error(`seat ${runs[i]} came right after seat ${runs[i - 1]}: ${runs.join(', ')}`)
}

/** Fire with every plane of the seat on screen at its first target. */
function fireFirst(t: Table): void {
  const s = t.store.getState()
  const v = s.game.view!
  for (const p of v.planes) {
    if (p.seat !== s.game.seat || v.ordered.includes(p.id)) continue
    const o = v.fireOptions.find((x) => x.plane === p.id)
    if (!o) continue
    t.store.dispatch(fireTargetChosen({ plane: p.id, arc: o.arc, target: o.target }))
    t.client.fire(p.id, { [o.arc]: o.target })
  }
}

async function confirm(t: Table): Promise<void> {
  confirmHandOff(t.store, t.client)
  await settle()
  expect(t.store.getState().ui.handOff).toBeNull()
}

describe('hotseat against the host: two players at one screen', () => {
  it('starts behind a hand-off; each player plans and fires behind their own; no secret is ever left for the next', async () => {
    const t = table()
    t.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'human'])
    await settle()
    let s = t.store.getState()
    expect(s.ui.handOff).toMatchObject({ seat: 'central', confirmed: false })
    expect(s.game.mine).toEqual(['central', 'allied'])
    expectNoSecrets(s)
    // the seats' own views, asked for when the game was made, never came into the store
    expect(t.seatsShown).toEqual([null])

    await confirm(t)
    expect(t.store.getState().game.seat).toBe('central')
    planStraight(t)
    await settle()
    s = t.store.getState()
    // the German's part is done: the table is everyone's before the screen goes to the Allied player
    expect(s.ui.handOff).toMatchObject({ seat: 'allied' })
    expectNoSecrets(s)

    await confirm(t)
    expect(t.store.getState().game.seat).toBe('allied')
    planStraight(t)
    await settle()
    // the last plan of the turn: its moves played in the public view, then the screen is handed over again, to
    // the first seat the game waits for, even if that is the seat that planned last
    s = t.store.getState()
    expect(t.playedInPublic['moved']).toBeGreaterThanOrEqual(2)
    expect(s.ui.handOff).not.toBeNull()
    expect(waitingSeats(s)).toContain(s.ui.handOff!.seat)
    expectNoSecrets(s)
    expect(t.atSeat).toEqual([])
  })

  it('several turns with fire: every secret action behind its own hand-off, the moves and the fire played in public', async () => {
    const t = table()
    t.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'human'])
    await settle()
    /** what happened at the screen, in order: a hand-off confirmed to a seat, or a seat acting */
    const log: string[] = []
    for (let step = 0; step < 60; step++) {
      const s = t.store.getState()
      const v = s.game.view!
      if (v.step === 'over' || (v.turn >= 4 && log.some((l) => l.includes(':fire')))) break
      if (s.ui.handOff) {
        expectNoSecrets(s)
        log.push(`handoff ${s.ui.handOff.seat}`)
        await confirm(t)
        continue
      }
      expect(s.game.seat, 'a table with nothing to do is public').not.toBeNull()
      log.push(`${s.game.seat}:${v.step}:${v.turn}`)
      if (v.step === 'planning') planStraight(t)
      else fireFirst(t)
      await settle()
    }
    const acts = log.filter((l) => !l.startsWith('handoff'))
    expect(acts.some((l) => l.includes(':firing:')), `fire orders were given: ${log.join(' | ')}`).toBe(true)
    expect(acts.filter((l) => l.includes(':planning:2')).length).toBe(2)
    // every action comes right after a hand-off to its seat: a seat never acts twice on one hand-off
    log.forEach((l, i) => {
      if (!l.startsWith('handoff')) expect(log[i - 1], `before ${l}`).toBe(`handoff ${l.split(':')[0]}`)
    })
    expect(t.atSeat).toEqual([])
    for (const at of t.atHandOff) expectNoSecrets(at)
    expectHandOffsBetweenSeats(t.seatsShown)
    // the table still played every manoeuvre flown and every shot, in the public view
    expect(t.playedInPublic['moved']).toBeGreaterThanOrEqual(2 * 3 * 2)
    expect(t.playedInPublic['fired'] ?? 0).toBeGreaterThan(0)
    expect(Object.keys(t.playedInPublic).some((type) => type === 'plan-recorded' || type === 'damage-cards')).toBe(false)
  })

  it('a player who confirms before the public view has even arrived gets their own view, and only theirs', async () => {
    const t = table()
    t.client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'human'])
    for (let i = 0; i < 60 && !t.store.getState().ui.handOff; i++) await new Promise((r) => setTimeout(r, 0))
    expect(t.store.getState().game.view).toBeNull()
    await confirm(t)
    const s = t.store.getState()
    expect(s.game.seat).toBe('central')
    expect(t.seatsShown.filter((x) => x !== null)).toEqual(['central'])
  })

  it('a view of the previous seat arriving after the hand-off began is dropped', () => {
    const game = duel()
    const store = makeStore()
    store.dispatch(viewReceived(msg(game, 'pilot')))
    store.dispatch(handOffStarted({ session: 'g1', seat: 'hun', name: 'German' }))
    // what the client does with each view message
    const deliver = (m: ViewMessage) => viewAllowed(store.getState().ui.handOff, m) && store.dispatch(viewReceived(m))
    deliver(msg(game, 'pilot'))
    expect(store.getState().game.seat).toBeNull()
    deliver(msg(game, null))
    store.dispatch(handOffConfirmed({ re: 'r5' }))
    deliver(msg(game, 'pilot', undefined, 'r4'))
    expect(store.getState().game.view!.viewer).toBeNull()
    deliver(msg(game, 'hun', undefined, 'r5'))
    expect(store.getState().game.seat).toBe('hun')
    expect(store.getState().ui.handOff).toBeNull()
  })
})

describe('hotseat against the host: two players and a bot', () => {
  it('hands the screen between the two humans only, while the bot plays its own seat', async () => {
    const t = table(5)
    t.client.createGame({ kind: 'free', table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }, { aircraft: 'spad-xiii', team: 'allied' }] }, ['human', 'human', 'bot:heuristic'], { seating: 'plane' })
    await settle()
    const setup = t.store.getState().game.view!.setup
    const humans = setup.seats.slice(0, 2).map((s) => s.id)
    expect(t.store.getState().game.mine).toEqual(humans)
    const handedTo: string[] = []
    for (let step = 0; step < 40; step++) {
      const s = t.store.getState()
      if (s.game.view!.step === 'over') break
      if (s.ui.handOff) {
        expectNoSecrets(s)
        handedTo.push(s.ui.handOff.seat)
        await confirm(t)
        continue
      }
      if (s.game.view!.step === 'planning') planStraight(t)
      else fireFirst(t)
      await settle()
    }
    expect(handedTo.length).toBeGreaterThanOrEqual(2)
    expect(new Set(handedTo)).toEqual(new Set(humans))
    expect(handedTo.every((seat) => humans.includes(seat))).toBe(true)
    expect(t.atSeat).toEqual([])
    for (const at of t.atHandOff) expectNoSecrets(at)
    expectHandOffsBetweenSeats(t.seatsShown)
  })
})
