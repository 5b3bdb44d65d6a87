/**
 * 004's abilities fired "from behind" (D10 table): Tenacity (line 408) and Sniper (line 412).
 *
 * - Tenacity: "If the Ace is firing from behind the target (so that the ruler crosses the front edge of the Ace and
 *   the rear edge of the target) then the target draws one more card than normal (ie, two or three, depending on
 *   range). Only available once per dogfight."
 * - Sniper: "If the Ace is firing from behind the target (...) then the Ace draws one more card than normal (ie, two
 *   or three, depending on range), discards one card of his choice and passes the remaining one or two cards to the
 *   target pilot. Only available once per dogfight."
 *
 * Reading of "from behind" (docs/rules.md): the ace fires its front guns (the ruler leaves through its front edge),
 * its centre lies behind the line of the target's rear edge, and the target's centre lies beyond the line of the
 * ace's own front edge: a ruler from centre to centre then crosses the ace's front edge and the target's rear edge.
 * Both are declared with the fire order (FireOrder.snipe, FireOrder.tenacity: declarations.ts); the use is spent when
 * the fire is resolved (PlaneState.aceSpent).
 */
import type { CompiledRules } from '../../rule-types'
import type { AceSkill } from '../../../content/types'
import type { GunArc, PlaneState } from '../../state-types'

interface Pose {
  x: number
  y: number
  h: number
}

/** Whether plane i firing `arc` at plane j fires from behind it, as 004 lines 408 and 412 say. */
export function firesFromBehind(rules: CompiledRules, planes: readonly Pose[], i: number, arc: GunArc, j: number): boolean {
  if (arc !== 'front') return false
  const a = planes[i]
  const t = planes[j]
  // forward is (sin h, cos h) (geometry/base.ts)
  const behindTarget = (a.x - t.x) * Math.sin(t.h) + (a.y - t.y) * Math.cos(t.h) < -rules.planes[j].shape.depth / 2
  const aheadOfAce = (t.x - a.x) * Math.sin(a.h) + (t.y - a.y) * Math.cos(a.h) > rules.planes[i].shape.depth / 2
  return behindTarget && aheadOfAce
}

/** Whether a once-a-dogfight ability is still unused on the plane. */
export function unspent(plane: Pick<PlaneState, 'aceSpent'>, skill: AceSkill): boolean {
  return !plane.aceSpent?.includes(skill)
}

/** The once-a-dogfight ability is used: kept on the plane for the rest of the game. */
export function spend(plane: PlaneState, skill: AceSkill): void {
  if (!plane.aceSpent?.includes(skill)) plane.aceSpent = [...(plane.aceSpent ?? []), skill]
}
