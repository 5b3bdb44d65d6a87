/**
 * What of a seat's view anyone may see: the view a spectator gets. Used to drop a seat's secrets from the store
 * at once when the screen is handed to another player, before the host's public view arrives, and to turn the
 * view that brings a turn's moves and fire into the public one a hotseat table plays them in (net/hotseat.ts).
 *
 * It is the host's spectator view exactly (the test compares them): the effects through the engine's own list of
 * what the table shows (view.ts publicEffects), and a ground piece's damage cards left face up, as they lie beside
 * the trench for all to see.
 */
import type { GameEvent, PlaneEffects } from '../../../shared/engine/types'
import type { WinchMoment } from '../../../shared/engine/rules/balloons/winch'
import { publicEffects, type GameView, type PlaneView } from '../../../shared/engine/view'

function publicPlane(p: PlaneView, over: boolean, piece: boolean, at: WinchMoment): PlaneView {
  const { plan: _plan, damage, damageTotal, noPoints, stats, effects, ...rest } = p
  if (over) return { ...rest, damage, damageTotal, ...(noPoints ? { noPoints } : {}), stats, ...(effects ? { effects } : {}) } as PlaneView
  const { manoeuvres, shots, cardsDealt, cardsTaken, illegal } = stats
  const out: PlaneView = { ...rest, stats: { manoeuvres, shots, cardsDealt, cardsTaken, illegal } }
  // 003 line 668: a ground piece's damage cards are kept face up (a balloon's stay secret, line 559)
  if (piece) {
    if (damage !== undefined) out.damage = damage
    if (damageTotal !== undefined) out.damageTotal = damageTotal
    if (noPoints) out.noPoints = noPoints
    if (effects) out.effects = structuredClone(effects)
  } else if (effects) {
    // 003's optional rules: only what the table shows, never a jammed rudder, a wound or a damaged engine
    out.effects = publicEffects(effects as PlaneEffects, at)
  }
  return out
}

/**
 * The view with every secret of its seat taken out: plans, damage cards and totals (and which of them count no
 * points), secret effects, fire orders.
 */
export function publicView(view: GameView): GameView {
  const over = view.step === 'over'
  // (a view made up by a test may come without its setup: then nothing is a ground piece)
  const kinds = view.setup?.planes?.map((p) => p.kind) ?? []
  // the answers a seat owes at the firing carry the cards only it may see (engine/fire-choices.ts)
  const { choices: _secret, ...rest } = view
  return {
    ...rest,
    viewer: null,
    planes: view.planes.map((p, i) => publicPlane(p, over, kinds[i] !== undefined && kinds[i] !== 'balloon', view)),
    fireOrders: {},
  }
}

/** The events everyone may see. */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.to === 'all')
}
