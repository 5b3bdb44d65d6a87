/**
 * Gliding (001 lines 88-90: "Aircraft with seized engines must glide for remainder of game"; and a plane out of
 * fuel, lines 3 and 19-23). 001's glide manoeuvres are in its tables, which the fragment does not hold; on 002's map
 * a glide is: no climbing, no speeding up, and at least one altitude step lost each move (the plane loses the step
 * at the end of its move when it has not dived). A glider that reaches altitude 0 has landed: out of the fight, not
 * shot down. Shared by the fuel and battle damage options (`plane.extra.glide001`: why it glides, public).
 */
import type { HexContext, HexRuleModule, MoveStep } from '../hooks'
import type { HexPlane } from '../types'
import { trackOf } from './track'

export type GlideWhy = 'out of fuel' | 'engine seized'

export function isGliding(plane: HexPlane): boolean {
  return !!plane.extra.glide001
}

export function startGlide(ctx: HexContext, plane: HexPlane, why: GlideWhy): void {
  if (isGliding(plane)) return
  plane.extra.glide001 = why
  ctx.say('glide', `${plane.id}'s engine has stopped (${why}): it glides for the rest of the game`, { plane: plane.id })
}

/** Why a gliding plane may not take this step, or null. */
export function glideRefusal(plane: HexPlane, step: MoveStep): string | null {
  if (!isGliding(plane)) return null
  if ((step.altitude ?? 0) > 0) return `${plane.id} is gliding (${plane.extra.glide001}): it cannot climb`
  if ((step.velocity ?? 0) > 0) return `${plane.id} is gliding (${plane.extra.glide001}): it cannot speed up`
  return null
}

/** At the end of a gliding plane's move: the step it must lose, and its landing at 0. */
export function endGlide(ctx: HexContext, plane: HexPlane): void {
  if (!isGliding(plane) || plane.status !== 'flying') return
  if (trackOf(plane).now.dived === 0) {
    plane.altitude = Math.max(0, plane.altitude - 1)
    ctx.say('glide-sink', `${plane.id} glides down to altitude ${plane.altitude}`, { plane: plane.id })
  }
  if (plane.altitude <= 0) {
    plane.status = 'landed'
    ctx.say('glide-landed', `${plane.id} glides down and lands: out of the fight`, { plane: plane.id })
  }
}

export const glide001: HexRuleModule = {
  id: 'glide001',
  source: '001 lines 88-90 (Engine Seizure: glide)',
  active: (o) => !!o.fuel || !!o.battleDamage,
  moveAllowed: (_ctx, plane, step) => glideRefusal(plane, step),
  endOfMove: endGlide,
}
