/**
 * Hotseat: several people share one screen. When the game needs a player other than the one whose view is on
 * screen, the screen is handed over: the table drops to the public view (no secrets), a hand-off screen covers
 * it, and only when the next player confirms does their view come in.
 */
import type { AppStore } from '../store'
import { handOffEnded, handOffStarted } from '../store/ui-slice'
import type { HostClient } from './client'

/** The seat of mine that the game waits for, if it is not the one on screen. */
export function nextSeat(state: ReturnType<AppStore['getState']>): string | null {
  const g = state.game
  if (!g.view || g.mine.length < 2 || state.ui.animating || g.pending.length > 0) return null
  const waitingSeats = new Set(g.view.planes.filter((p) => g.waitingFor.includes(p.id)).map((p) => p.seat))
  if (g.seat && waitingSeats.has(g.seat)) return null
  return g.mine.find((s) => waitingSeats.has(s)) ?? null
}

export function watchHotseat(store: AppStore, client: HostClient): () => void {
  return store.subscribe(() => {
    const state = store.getState()
    if (state.ui.handOff) return
    const next = nextSeat(state)
    if (!next || !state.game.session) return
    const name = state.game.seats.find((s) => s.id === next)?.name ?? next
    store.dispatch(handOffStarted({ seat: next, name }))
    // drop to the public view at once: nothing of the previous player stays in the store
    client.join(state.game.session, null)
  })
}

/** The next player has taken the screen. */
export function confirmHandOff(store: AppStore, client: HostClient): void {
  const state = store.getState()
  const h = state.ui.handOff
  if (!h || !state.game.session) return
  client.join(state.game.session, h.seat)
  store.dispatch(handOffEnded())
}
