/**
 * Overlapping, as "WW1 Aerial Combat – Tactical Rules v6" plays it (document 000, lines 185-187), option overlapFire.
 *
 * "Two or more aircraft with overlapping bases may only fire at each other with pilot-fired machineguns and only if
 * the centre of the target's base is within the firer's zone of fire. Only one damage card is drawn because of the
 * need for the pilot to take evasive action. Observer-fired machineguns cannot fire as the target is assumed to have
 * flown under the two-seater to avoid a collision."
 *
 * "Overlapping aircraft can shoot at other aircraft and other aircraft can shoot at the overlapping aircraft using the
 * normal rules. The overlapping aircraft don't block each other's aim. Overlapped aircraft cannot tail."
 *
 * In place of 003's "Two or more planes whose bases overlap cannot fire at each other" (firing.ts, fire-reasons.ts).
 *
 * Judgement calls:
 * - The pilot fires the front guns, the observer the rear ones (as wound-tiers.ts reads 000's wounds).
 * - "The centre of the target's base" is its stand; "within the firer's zone of fire" is inside the arc, its edges
 *   included (the ruler "stays inside the fire arc"). The shot is one card whatever the ruler says; otherwise it is
 *   any shot: the ruler must reach the base inside the arc, a third base in the way blocks it (000 Line of Sight: "cannot
 *   fire through another base"), and the other rules in force apply (003 Altitude may rule it out across levels).
 * - "Overlapped aircraft cannot tail": a plane whose base overlaps any other flying plane's, friend or enemy, does not
 *   tail, and loses tailing when it overlaps one before the second card is shown (003 forbids only two overlapping
 *   planes to tail each other). It can still be tailed.
 */
import { baseCorners, rectanglesOverlap } from '../../geometry/base'
import type { RuleModule } from './hooks'

/** "Only one damage card is drawn" */
export const OVERLAP_CARDS = 1

/** Whether the stand at (x, y) is inside plane i's arc (edges included). */
function centreInArc(f: { x: number; y: number; h: number }, centre: number, halfAngle: number, x: number, y: number): boolean {
  const dx = x - f.x
  const dy = y - f.y
  const len = Math.hypot(dx, dy)
  if (len < 1e-9) return true
  const axis = f.h + centre
  return (dx * Math.sin(axis) + dy * Math.cos(axis)) / len >= Math.cos(halfAngle) - 1e-9
}

export const overlapFire: RuleModule = {
  id: 'overlap-fire',
  source: '000 lines 185-187 (Overlapping)',

  overlapShot(ctx, i, arc, j) {
    if (arc === 'rear') return "the observer's guns cannot fire at an overlapping plane: it has flown under the two-seater"
    const f = ctx.state.planes[i]
    const t = ctx.state.planes[j]
    const shape = ctx.rules.planes[i].arcs[arc]!
    if (!centreInArc(f, shape.centre, shape.halfAngle, t.x, t.y)) return 'the centre of its base is outside the fire arc'
    return OVERLAP_CARDS
  },

  mayTail(ctx, i) {
    const planes = ctx.state.planes
    const mine = baseCorners(planes[i], ctx.rules.planes[i].shape)
    const other = new Float64Array(8)
    for (let k = 0; k < planes.length; k++) {
      if (k === i || planes[k].status !== 'flying') continue
      if (rectanglesOverlap(mine, baseCorners(planes[k], ctx.rules.planes[k].shape, other))) return false
    }
    return true
  },
}
