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
 */
import type { GameView } from '../../../shared/engine/view'
import type { RootState, AppStore } from '../store'
import { viewReceived, type ViewMessage } from '../store/game-slice'
import { handOffConfirmed, handOffStarted, tableShownToAll } from '../store/hand-off-actions'
import { publicEvents, publicView } from '../store/public-view'
import type { HandOff } from '../store/ui-slice'

/**
 * The seat of mine that the game waits for, if it is not the one on screen (null: no hand-off now). Only once the
 * table is still: the moves and the fire play in the public view before the screen is handed to anyone.
 */
export function nextSeat(state: RootState): string | null {
  const g = state.game
  if (!g.view || g.view.step === 'over' || g.mine.length < 2 || state.ui.animating || g.pending.length > 0) return null
  const waitingSeats = new Set(g.view.planes.filter((p) => g.waitingFor.includes(p.id)).map((p) => p.seat))
  if (g.seat && waitingSeats.has(g.seat)) return null
  return g.mine.find((s) => waitingSeats.has(s)) ?? null
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

/** A seat's view message as everyone may see it: the spectator's view and the public events. */
export function publicMessage(m: ViewMessage): ViewMessage {
  const { re: _re, ...rest } = m
  return { ...rest, seat: null, view: publicView(m.view), events: publicEvents(m.events) }
}

/**
 * A view from the host, into the store as a hotseat screen may show it (the client's only way in for views):
 * dropped during a hand-off unless it is the one asked for; a view of the seat on screen that ends its part turns
 * the table public (its secrets dropped, the client a spectator from now on) and comes in as its public part, its
 * public events kept for the table to play; a seat's view arriving while the table is everyone's comes in as its
 * public part too.
 */
export function receiveView(store: AppStore, client: SeatJoiner, m: ViewMessage): void {
  const state = store.getState()
  const handOff = state.ui.handOff
  if (!viewAllowed(handOff, m)) return
  if (handOff || m.seat === null || !hotseat(m) || m.session !== state.game.session) {
    store.dispatch(viewReceived(m))
    return
  }
  const shown = state.game.seat
  if (shown === m.seat && !partDone(state.game.view, m)) {
    store.dispatch(viewReceived(m))
    return
  }
  if (shown !== null) {
    store.dispatch(tableShownToAll({ session: m.session }))
    client.join(m.session, null)
  }
  store.dispatch(viewReceived(publicMessage(m)))
}

/** What the hotseat needs of the host client. */
export interface SeatJoiner {
  requestId(): string
  join(session: string, seat: string | null, re?: string): string
}

export function seatName(state: RootState, seat: string): string {
  return state.game.seats.find((s) => s.id === seat)?.name ?? state.game.view?.setup.seats.find((s) => s.id === seat)?.name ?? seat
}

/**
 * Hand the screen over whenever nextSeat says so. The store is looked at once whatever changed it has finished
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
  if (state.ui.handOff || !state.game.session) return
  const next = nextSeat(state)
  if (!next) return
  const session = state.game.session
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
