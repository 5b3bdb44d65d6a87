/**
 * 003 Altitude (lines 362-375 and 474-486): what the levels change about firing, blocked aim, tailing and collisions.
 * Only the level counts, never the climb counters, except for collisions.
 */
import type { Altitude } from './levels'

/**
 * 003 lines 367-371, Firing: "When a plane fires at a target whose altitude differs by one level, treat short range
 * (half a ruler) as if it was long range (one card of damage). Planes at one level of difference and at more than
 * half of the ruler distance, or at two or more levels of difference, can't fire each other."
 * `cards` is what the ruler gives at the same level (2 within half a ruler, 1 beyond); null: no shot.
 */
export function cardsAcrossLevels(firer: number, target: number, cards: 1 | 2): 1 | 2 | null {
  const apart = Math.abs(firer - target)
  if (apart === 0) return cards
  if (apart === 1) return cards === 2 ? 1 : null
  return null
}

/** Why two planes cannot fire at each other for their levels, in a player's words; null when they can. */
export function levelsRuleOut(firer: number, target: number, cards: 1 | 2): string | null {
  const apart = Math.abs(firer - target)
  if (apart >= 2) return `${apart} levels apart: no shot`
  if (apart === 1 && cards === 1) return 'one level apart and beyond half a ruler: no shot'
  return null
}

/**
 * 003 lines 364-365, Blocked Aim: "When an aircraft fires at a target at the same altitude, its aim is only blocked by
 * aircraft or balloons which are also at that altitude." The rulebook does not say what blocks a shot one level up
 * or down (the only other shot there is); a judgement call: a base at the firer's level or at the target's, the two
 * levels the line of fire runs between.
 */
export function blocksAcrossLevels(firer: number, target: number, blocker: number): boolean {
  return blocker === firer || blocker === target
}

/**
 * 003 lines 374-375, Tailing: "Tailing can be executed normally if the tailing plane is one level higher than the
 * tailed one, at the same distance of one ruler. No tailing is possible if the tailing plane is two or more levels
 * higher, nor if it is one or more levels lower."
 */
export function mayTailAcrossLevels(tailer: number, tailed: number): boolean {
  const above = tailer - tailed
  return above === 0 || above === 1
}

/**
 * 003 lines 476-477, Collisions: "Two overlapping planes and/or balloons collide if 1) they are both at the same
 * altitude and 2) either they both have climb counters (no matter how many) or they both have no climb counters."
 */
export function collide(a: Altitude, b: Altitude): boolean {
  return a.level === b.level && a.climbs > 0 === b.climbs > 0
}

/**
 * 003 lines 477-479: "Each colliding plane or balloon takes a C damage card ... for each aircraft or balloon, enemy or
 * friend, that it collides with." Given each plane's altitude and the pairs whose bases overlap, the number of
 * collisions of each plane.
 */
export function collisionsOf(alts: readonly Altitude[], overlapping: readonly (readonly [number, number])[]): number[] {
  const out = alts.map(() => 0)
  for (const [a, b] of overlapping) {
    if (!collide(alts[a], alts[b])) continue
    out[a]++
    out[b]++
  }
  return out
}
