/**
 * Hotseat: several people share one screen. When the game needs a player other than the one whose view is on
 * screen, the screen is handed over: the store drops to what everyone may see and the client watches as a
 * spectator, a hand-off screen covers the table, and only when the next player confirms is their view asked for.
 *
 * While a hand-off is under way no seat's view is let into the store except the one the confirming player asked
 * for (by its request id): a view of the previous seat still on its way is dropped.
 */
import type { RootState, AppStore } from '../store'
import type { ViewMessage } from '../store/game-slice'
import { handOffConfirmed, handOffStarted } from '../store/hand-off-actions'
import type { HandOff } from '../store/ui-slice'

/** The seat of mine that the game waits for, if it is not the one on screen (null: no hand-off now). */
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

/** What the hotseat needs of the host client. */
export interface SeatJoiner {
  requestId(): string
  join(session: string, seat: string | null, re?: string): string
}

export function seatName(state: RootState, seat: string): string {
  return state.game.seats.find((s) => s.id === seat)?.name ?? state.game.view?.setup.seats.find((s) => s.id === seat)?.name ?? seat
}

export function watchHotseat(store: AppStore, client: SeatJoiner): () => void {
  return store.subscribe(() => {
    const state = store.getState()
    if (state.ui.handOff || !state.game.session) return
    const next = nextSeat(state)
    if (!next) return
    const session = state.game.session
    store.dispatch(handOffStarted({ session, seat: next, name: seatName(state, next) }))
    // watch as a spectator until the next player confirms: nothing of the previous player stays on screen
    client.join(session, null)
  })
}

/** The next player has taken the screen: ask for their view (the hand-off screen stays up until it is here). */
export function confirmHandOff(store: AppStore, client: SeatJoiner): void {
  const h = store.getState().ui.handOff
  if (!h || h.confirmed) return
  const re = client.requestId()
  store.dispatch(handOffConfirmed({ re }))
  client.join(h.session, h.seat, re)
}
