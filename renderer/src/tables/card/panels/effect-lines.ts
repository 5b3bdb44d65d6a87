/**
 * 003 Special Damage's secret effects on a plane, in a line each saying what it forbids, for the damage panel: the
 * plane's own seat sees them (its view holds all its effects), the others only once the game is over.
 */
import type { PlaneEffects, RulesOptions } from '../../../../../shared/engine/types'
import type { PlaneView } from '../../../../../shared/engine/view'

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

/** 000's wound tiers (Tactical Rules v6, Aircrew Wounded, lines 293-296), by the wounds now. */
const PILOT_TIERS = ['', 'no aimed fire, no fire just after a steep manoeuvre, no Immelmann card; jammed guns take a counter more', 'no fire; every plan must fly home over your own edge by the shortest route', 'dead']
const OBSERVER_TIERS = ['', 'no aimed fire from the rear guns; their jams take a counter more', 'the rear guns may not fire', 'dead: the rear guns are silent']

/** The secret effects on the plane now, in turn `turn`, under the game's options (000's variants change what they forbid). */
export function effectLines(fx: PlaneEffects, turn: number, options: Partial<RulesOptions> = {}): EffectLine[] {
  const out: EffectLine[] = []
  // the rudder jams for the turn after the card was taken, and is over after it
  if (fx.rudder && fx.rudder.turn >= turn) {
    const when = fx.rudder.turn === turn ? 'this turn' : fx.rudder.turn === turn + 1 ? 'next turn' : `turn ${fx.rudder.turn}`
    out.push({ key: 'rudder', what: `Rudder jammed ${fx.rudder.dir}`, forbids: `no card turning ${fx.rudder.dir} may be planned ${when}${fx.rudder.turn === turn ? '' : ` (turn ${fx.rudder.turn})`}` })
  }
  const tiers = options.woundTiers === true
  if (tiers && fx.wounds > 0) out.push({ key: 'pilot', what: `Pilot wounded (${Math.min(3, fx.wounds)})`, forbids: PILOT_TIERS[Math.min(3, fx.wounds)] })
  if (tiers && (fx.observerWounds ?? 0) > 0) out.push({ key: 'observer', what: `Observer wounded (${Math.min(3, fx.observerWounds!)})`, forbids: OBSERVER_TIERS[Math.min(3, fx.observerWounds!)] })
  if (!tiers && fx.wounds > 0)
    out.push({ key: 'pilot', what: 'Pilot wounded', forbids: 'no forward fire just after a steep manoeuvre, an Immelmann, a Split-S or a climb; jammed guns stay silent one manoeuvre more; a second wound brings the plane down' })
  if (!tiers && fx.observerWounded) out.push({ key: 'observer', what: 'Observer wounded', forbids: 'the rear guns are silent for the rest of the game' })
  if (fx.engine > 0) out.push({ key: 'engine', what: 'Engine damaged', forbids: `every plan needs a stall manoeuvre; a second engine card ${options.engineShotDown ? 'shoots the plane down' : 'explodes the plane'}` })
  return out
}
