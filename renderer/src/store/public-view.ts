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
  if (effects) out.effects = publicEffects(effects)
  return out
}

/**
 * The effects every seat sees (view.ts, PublicEffects): a list of what may be shown, so that a field added to the
 * effects stays hidden until it is named here (the test compares with the host's spectator view).
 */
const PUBLIC_EFFECTS = ['smoke', 'flame', 'aim', 'tail', 'ammo', 'oneGunJammed', 'alt'] as const

function publicEffects(fx: NonNullable<PlaneView['effects']>): NonNullable<PlaneView['effects']> {
  const out: Record<string, unknown> = {}
  for (const k of PUBLIC_EFFECTS) if (k in fx) out[k] = structuredClone((fx as Record<string, unknown>)[k])
  return out as NonNullable<PlaneView['effects']>
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
