/**
 * 003 Special Damage's secret effects on a plane, in a line each saying what it forbids, for the damage panel: the
 * plane's own seat sees them (its view holds all its effects), the others only once the game is over.
 */
import type { PlaneEffects } from '../../../shared/engine/types'
import type { PlaneView } from '../../../shared/engine/view'

export interface EffectLine {
  key: 'rudder' | 'pilot' | 'observer' | 'engine'
  what: string
  forbids: string
}

/** The effects record when the view holds all of it (a seat's own plane), else null. */
export function fullEffects(p: Pick<PlaneView, 'effects'>): PlaneEffects | null {
  const fx = p.effects
  return fx && 'rudder' in fx ? (fx as PlaneEffects) : null
}

/** The secret effects on the plane now, in turn `turn`. */
export function effectLines(fx: PlaneEffects, turn: number): EffectLine[] {
  const out: EffectLine[] = []
  // the rudder jams for the turn after the card was taken, and is over after it
  if (fx.rudder && fx.rudder.turn >= turn) {
    const when = fx.rudder.turn === turn ? 'this turn' : fx.rudder.turn === turn + 1 ? 'next turn' : `turn ${fx.rudder.turn}`
    out.push({ key: 'rudder', what: `Rudder jammed ${fx.rudder.dir}`, forbids: `no card turning ${fx.rudder.dir} may be planned ${when}${fx.rudder.turn === turn ? '' : ` (turn ${fx.rudder.turn})`}` })
  }
  if (fx.wounds > 0)
    out.push({ key: 'pilot', what: 'Pilot wounded', forbids: 'no forward fire just after a steep manoeuvre or an Immelmann; jammed guns stay silent one manoeuvre more; a second wound brings the plane down' })
  if (fx.observerWounded) out.push({ key: 'observer', what: 'Observer wounded', forbids: 'the rear guns are silent for the rest of the game' })
  if (fx.engine > 0) out.push({ key: 'engine', what: 'Engine damaged', forbids: 'every plan needs a stall manoeuvre; a second engine card explodes the plane' })
  return out
}
