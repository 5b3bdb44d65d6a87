/**
 * Hotseat: several people share one screen. A seat's view (its plans, its damage cards, its fire orders) is on
 * screen only while that seat acts in secret, behind a hand-off its player confirmed; the rest of the time the
 * table is everyone's and shows the public view, as a spectator's:
 *
 * - when the seat on screen has done its part (its last orders went in, so the game no longer waits for it, or the
 *   game went on to another step, phase or turn: the moves and the fire of the orders just given), the host's view
 *   for that seat comes into the store as its public part only, and the client watches as a spectator from then on
 *   (receiveView). The table plays the moves and the fire in that public view, every public event of them;
 * - once the table is still and the game waits for a seat of this screen, the hand-off screen covers the table
 *   (watchHotseat), and only when that seat's player confirms is its view asked for. Every secret action has its
 *   own hand-off: a turn starts with one even for the seat that gave the last orders of the turn before.
 *
 * While a hand-off is under way no seat's view is let into the store except the one the confirming player asked
 * for (by its request id): a view of the previous seat still on its way is dropped. While the table is everyone's,
 * a seat's view still on its way comes in as its public part.
 *
 * One watcher for every ruleset (issue 30): a card game's views ('view', the game slice) and a hex game's
 * ('ruleset-view', the ruleset slice) go through the same steps; only where each is kept, what its public part is
 * and when a seat's part is done differ (ViewRoute below). A hex seat's part is done once the game waits for it no
 * longer: its turn ended, or a decision went to the other seat (002: Recover to evade, Stall).
 */
import type { UnknownAction } from '@reduxjs/toolkit'
import type { GameView } from '../../../shared/engine/view'
import type { RootState, AppStore } from '../store'
import { viewReceived, type ViewMessage } from '../store/game-slice'
import { handOffConfirmed, handOffStarted, tableShownToAll } from '../store/hand-off-actions'
import { publicEvents, publicView } from '../store/public-view'
import { publicRulesetMessage } from '../store/public-ruleset-view'
import { rulesetViewReceived, type RulesetViewMessage } from '../store/ruleset-slice'
import type { HandOff } from '../store/ui-slice'

/** The game on the table as the hand-off sees it, whatever its ruleset. */
interface SeatsAtTable {
  session: string
  /** the seat on screen (null: the table is everyone's) */
  seat: string | null
  mine: readonly string[]
  /** the seats the game waits for */
  waiting: ReadonlySet<string>
  /** nothing plays on the table now (no moves, fire or dice still to show) */
  still: boolean
}

/** The game on the table (a hex game's, else a card game's), or null when there is none or it is over. */
function seatsAtTable(state: RootState): SeatsAtTable | null {
  const r = state.rulesetGame
  if (r) return r.view === null ? null : { session: r.session, seat: r.seat, mine: r.mine, waiting: new Set(r.waitingFor), still: !state.ui.animating }
  const g = state.game
  if (!g.session || !g.view || g.view.step === 'over') return null
  const waiting = new Set(g.view.planes.filter((p) => g.waitingFor.includes(p.id)).map((p) => p.seat))
  return { session: g.session, seat: g.seat, mine: g.mine, waiting, still: !state.ui.animating && g.pending.length === 0 }
}

/**
 * The seat of mine that the game waits for, if it is not the one on screen (null: no hand-off now). Only once the
 * table is still: the moves and the fire play in the public view before the screen is handed to anyone.
 */
export function nextSeat(state: RootState): string | null {
  const t = seatsAtTable(state)
  if (!t || t.mine.length < 2 || !t.still) return null
  if (t.seat && t.waiting.has(t.seat)) return null
  return t.mine.find((s) => t.waiting.has(s)) ?? null
}

/** Whether a view from the host may come into the store now. */
export function viewAllowed(handOff: HandOff | null, m: Pick<ViewMessage, 'seat' | 're'>): boolean {
  if (!handOff || m.seat === null) return true
  return handOff.confirmed && m.re !== undefined && m.re === handOff.re && m.seat === handOff.seat
}

/** Whether a client holds several seats: their players share the screen and keep their secrets from each other. */
export function hotseat(m: Pick<ViewMessage, 'mine'>): boolean {
  return m.mine.length > 1
}

/**
 * Whether a view of the seat on screen comes after that seat's part is done: the game no longer waits for any of
 * its planes, or it went on to another step, phase or turn (the events of the orders just given are the moves and
 * the fire that everyone watches), or it is over.
 */
export function partDone(before: GameView | null, m: Pick<ViewMessage, 'seat' | 'view' | 'waitingFor'>): boolean {
  const v = m.view
  if (!before || m.seat === null || v.step === 'over') return true
  if (v.turn !== before.turn || v.phase !== before.phase || v.step !== before.step) return true
  return !v.planes.some((p) => p.seat === m.seat && m.waitingFor.includes(p.id))
}

/**
 * Whether a hex game's (any other ruleset's) view of the seat on screen comes after that seat's part is done: the
 * game no longer waits for that seat (its turn ended, a decision went to another seat, or the game is over).
 */
export function rulesetPartDone(before: unknown, m: Pick<RulesetViewMessage, 'seat' | 'waitingFor'>): boolean {
  return before === null || m.seat === null || !m.waitingFor.includes(m.seat)
}

/** A seat's view message as everyone may see it: the spectator's view and the public events. */
export function publicMessage(m: ViewMessage): ViewMessage {
  const { re: _re, ...rest } = m
  return { ...rest, seat: null, view: publicView(m.view), events: publicEvents(m.events), ...(m.past ? { past: publicEvents(m.past) } : {}) }
}

/** Where a kind of view message goes, and what of it a hotseat table may keep (the card game's, or another ruleset's). */
interface ViewRoute<M extends { session: string; seat: string | null; mine: string[]; re?: string }> {
  received(m: M): UnknownAction
  publicOf(m: M): M
  /** the game in the store and the seat it shows, if it is a game of this kind */
  shown(state: RootState): { session: string | null; seat: string | null; view: unknown } | null
  partDone(before: unknown, m: M): boolean
}

const CARD_ROUTE: ViewRoute<ViewMessage> = {
  received: viewReceived,
  publicOf: publicMessage,
  shown: (s) => ({ session: s.game.session, seat: s.game.seat, view: s.game.view }),
  partDone: (before, m) => partDone(before as GameView | null, m),
}

const RULESET_ROUTE: ViewRoute<RulesetViewMessage> = {
  received: rulesetViewReceived,
  publicOf: publicRulesetMessage,
  shown: (s) => (s.rulesetGame ? { session: s.rulesetGame.session, seat: s.rulesetGame.seat, view: s.rulesetGame.view } : null),
  partDone: rulesetPartDone,
}

/**
 * A view from the host, into the store as a hotseat screen may show it (the client's only way in for views):
 * dropped during a hand-off unless it is the one asked for; a view of the seat on screen that ends its part turns
 * the table public (its secrets dropped, the client a spectator from now on) and comes in as its public part, its
 * public events kept for the table to play; a seat's view arriving while the table is everyone's comes in as its
 * public part too.
 */
function receive<M extends { session: string; seat: string | null; mine: string[]; re?: string }>(route: ViewRoute<M>, store: AppStore, client: SeatJoiner, m: M): void {
  const state = store.getState()
  const handOff = state.ui.handOff
  if (!viewAllowed(handOff, m)) return
  const shownNow = route.shown(state)
  if (handOff || m.seat === null || !hotseat(m) || !shownNow || m.session !== shownNow.session) {
    store.dispatch(route.received(m))
    return
  }
  const shown = shownNow.seat
  if (shown === m.seat && !route.partDone(shownNow.view, m)) {
    store.dispatch(route.received(m))
    return
  }
  if (shown !== null) {
    store.dispatch(tableShownToAll({ session: m.session }))
    client.join(m.session, null)
  }
  store.dispatch(route.received(route.publicOf(m)))
}

/** A card game's view from the host, into the store as a hotseat screen may show it (receive, above). */
export function receiveView(store: AppStore, client: SeatJoiner, m: ViewMessage): void {
  receive(CARD_ROUTE, store, client, m)
}

/** A hex game's (any other ruleset's) view from the host, into the store as a hotseat screen may show it. */
export function receiveRulesetView(store: AppStore, client: SeatJoiner, m: RulesetViewMessage): void {
  receive(RULESET_ROUTE, store, client, m)
}

/** What the hotseat needs of the host client. */
export interface SeatJoiner {
  requestId(): string
  join(session: string, seat: string | null, re?: string): string
}

export function seatName(state: RootState, seat: string): string {
  const hex = state.rulesetGame?.seats.find((s) => s.id === seat)?.name
  return hex ?? state.game.seats.find((s) => s.id === seat)?.name ?? state.game.view?.setup.seats.find((s) => s.id === seat)?.name ?? seat
}

/**
 * Hand the screen over whenever nextSeat says so (or hand it to another seat than the one named, before anyone has
 * confirmed it, when that is the seat the game waits for). The store is looked at once whatever changed it has finished
 * (a microtask later): a view that turns the table public comes in as two actions, and between them the store
 * holds the last seat's view stripped but not yet the game's next state.
 */
export function watchHotseat(store: AppStore, client: SeatJoiner): () => void {
  let queued = false
  let stopped = false
  const unsubscribe = store.subscribe(() => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      if (!stopped) handOver(store, client)
    })
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}

function handOver(store: AppStore, client: SeatJoiner): void {
  const state = store.getState()
  const table = seatsAtTable(state)
  if (!table) return
  const next = nextSeat(state)
  if (!next) return
  const h = state.ui.handOff
  // a hand-off under way stays, unless no one has confirmed it yet and the game waits for another seat of this
  // screen: the screen goes to that one (a hex game's order of play is rolled, so the game made may wait for any)
  if (h && (h.confirmed || h.seat === next || h.session !== table.session)) return
  const session = table.session
  store.dispatch(handOffStarted({ session, seat: next, name: seatName(state, next) }))
  // watch as a spectator until the next player confirms: nothing of the previous player stays on screen
  client.join(session, null)
}

/** The next player has taken the screen: ask for their view (the hand-off screen stays up until it is here). */
export function confirmHandOff(store: AppStore, client: SeatJoiner): void {
  const h = store.getState().ui.handOff
  if (!h || h.confirmed) return
  const re = client.requestId()
  store.dispatch(handOffConfirmed({ re }))
  client.join(h.session, h.seat, re)
}
