/**
 * The next-turn value (issue 31): what a duel's geometry at the end of a turn is worth in the turn after, learnt from
 * games rather than guessed. For a plane and an enemy, three numbers describe where they stand: the range between them
 * in rulers, how far the enemy is off the plane's nose and how far the plane is off the enemy's nose. A table over
 * those (NEXT_TURN_TABLE, fitted by electron/bench/value-fit.ts from training-pool games, never a held-out bot's)
 * holds the damage the plane then dealt the enemy in the next turn, as a share of the enemy's damage points, on
 * average; the search's value (evaluate.ts) weighs what each side can expect to deal the other from where the turn
 * leaves them, which its one-turn horizon did not see (an enemy about to turn onto its tail, a pass that leaves it
 * nose on).
 */
import type { Pose } from '../../geometry/pose'
import { wrapAngle } from '../../geometry/pose'
import { NEXT_TURN_TABLE } from './next-turn-table'
import type { NextTurnTable } from './next-turn-shape'

export type { NextTurnTable }

/** Where a plane stands against an enemy: range in rulers, the enemy off its nose, it off the enemy's nose (0 to PI). */
export interface DuelGeometry {
  r: number
  a: number
  b: number
}

export function geometryOf(me: Pose, them: Pose, ruler: number): DuelGeometry {
  const dx = them.x - me.x
  const dy = them.y - me.y
  const bearing = Math.atan2(dx, dy)
  return {
    r: Math.hypot(dx, dy) / ruler,
    a: Math.abs(wrapAngle(bearing - me.h)),
    b: Math.abs(wrapAngle(bearing + Math.PI - them.h)),
  }
}


function cell(t: NextTurnTable, g: DuelGeometry): number {
  let ri = 0
  while (ri < t.ranges.length - 1 && g.r > t.ranges[ri]) ri++
  const ai = Math.min(t.angleBins - 1, Math.floor((g.a / Math.PI) * t.angleBins))
  const bi = Math.min(t.angleBins - 1, Math.floor((g.b / Math.PI) * t.angleBins))
  return (ri * t.angleBins + ai) * t.angleBins + bi
}

/** The damage share a plane standing so against an enemy can expect to deal it in the next turn. */
export function nextTurnDealt(me: Pose, them: Pose, ruler: number, t: NextTurnTable = NEXT_TURN_TABLE): number {
  return t.dealt[cell(t, geometryOf(me, them, ruler))]
}

export { cell as nextTurnCell }
