/**
 * Hotseat: the hand-off logic on its own (nextSeat, viewAllowed), then whole games against the real host, in
 * process, with the client, the store and the hotseat watcher as the app wires them. At every hand-off the
 * store must hold nothing that only a seat may see.
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
import { fireTargetChosen } from '../scene/target-choice'
import { HostClient } from './client'
import { confirmHandOff, nextSeat, viewAllowed, watchHotseat } from './hotseat'
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

// ------------------------------------------------------------------ whole games against the host

interface Table {
  store: AppStore
  client: HostClient
  /** every seat whose view came into the store, in order */
  seatsShown: (SeatId | null)[]
  /** what the store held at each hand-off */
  atHandOff: RootState[]
}

/** The app's wiring (main.tsx) with the table's playback replaced by playing every event at once. */
function table(seed = 3): Table {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => seed })
  const store = makeStore()
  const client = new HostClient(hostTransport(host), store)
  const t: Table = { store, client, seatsShown: [], atHandOff: [] }
  let last: unknown = null
  store.subscribe(() => {
    const s = store.getState()
    if (s.game.view !== last) {
      last = s.game.view
      t.seatsShown.push(s.game.seat)
    }
    if (s.game.pending.length > 0) store.dispatch(eventsPlayed(s.game.pending.length))
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
    expect(v.planes.filter((p) => 'plan' in p || 'damage' in p || 'damageTotal' in p).map((p) => p.id)).toEqual([])
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
    expect(s.ui.handOff).toMatchObject({ seat: 'allied' })
    expectNoSecrets(s)

    await confirm(t)
    expect(t.store.getState().game.seat).toBe('allied')
    planStraight(t)
    await settle()
    // both planes flew into each other's sights: both seats must fire in this phase, the one on screen first
    s = t.store.getState()
    expect(s.game.view!.step).toBe('firing')
    expect(waitingSeats(s).sort()).toEqual(['allied', 'central'])
    expect(s.ui.handOff).toBeNull()
    expect(s.game.seat).toBe('allied')
    fireFirst(t)
    await settle()
    s = t.store.getState()
    expect(s.ui.handOff).toMatchObject({ seat: 'central' })
    expectNoSecrets(s)

    await confirm(t)
    fireFirst(t)
    await settle()
    s = t.store.getState()
    // the phase was resolved: both planes were hit, and each seat's damage stayed its own
    expect(s.game.view!.planes.every((p) => p.damageCount > 0)).toBe(true)
    for (const at of t.atHandOff) expectNoSecrets(at)
    expect(t.atHandOff.length).toBeGreaterThanOrEqual(4)
    expectHandOffsBetweenSeats(t.seatsShown)
    expect(t.seatsShown.filter((x, i) => x !== null && x !== t.seatsShown[i - 1])).toEqual(['central', 'allied', 'central'])
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
    for (const at of t.atHandOff) expectNoSecrets(at)
    expectHandOffsBetweenSeats(t.seatsShown)
  })
})
