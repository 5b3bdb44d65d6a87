/**
 * What of a seat's view anyone may see: the view a spectator gets. Used to drop a seat's secrets from the store
 * at once when the screen is handed to another player, before the host's public view arrives.
 */
import type { GameEvent } from '../../../shared/engine/types'
import type { GameView, PlaneView } from '../../../shared/engine/view'

function publicPlane(p: PlaneView, over: boolean): PlaneView {
  const { plan: _plan, damage, damageTotal, stats, ...rest } = p
  if (over) return { ...rest, damage, damageTotal, stats } as PlaneView
  const { manoeuvres, shots, cardsDealt, cardsTaken, illegal } = stats
  return { ...rest, stats: { manoeuvres, shots, cardsDealt, cardsTaken, illegal } }
}

/** The view with every secret of its seat taken out: plans, damage cards and totals, fire orders. */
export function publicView(view: GameView): GameView {
  const over = view.step === 'over'
  return { ...view, viewer: null, planes: view.planes.map((p) => publicPlane(p, over)), fireOrders: {} }
}

/** The events everyone may see. */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.to === 'all')
}
