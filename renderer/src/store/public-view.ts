/**
 * What of a seat's view anyone may see: the view a spectator gets. Used to drop a seat's secrets from the store
 * at once when the screen is handed to another player, before the host's public view arrives.
 */
import type { GameEvent } from '../../../shared/engine/types'
import type { GameView, PlaneView } from '../../../shared/engine/view'

function publicPlane(p: PlaneView, over: boolean): PlaneView {
  const { plan: _plan, damage, damageTotal, stats, effects, ...rest } = p
  if (over) return { ...rest, damage, damageTotal, stats, ...(effects ? { effects } : {}) } as PlaneView
  const { manoeuvres, shots, cardsDealt, cardsTaken, illegal } = stats
  const out: PlaneView = { ...rest, stats: { manoeuvres, shots, cardsDealt, cardsTaken, illegal } }
  // 003's optional rules: only what the table shows (view.ts), never a jammed rudder, a wound or a damaged engine
  if (effects) out.effects = { smoke: effects.smoke, flame: effects.flame, aim: structuredClone(effects.aim), tail: effects.tail ? { ...effects.tail } : null }
  return out
}

/** The view with every secret of its seat taken out: plans, damage cards and totals, secret effects, fire orders. */
export function publicView(view: GameView): GameView {
  const over = view.step === 'over'
  return { ...view, viewer: null, planes: view.planes.map((p) => publicPlane(p, over)), fireOrders: {} }
}

/** The events everyone may see. */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.to === 'all')
}
