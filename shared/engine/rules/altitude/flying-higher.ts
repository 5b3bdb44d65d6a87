/**
 * 003 Altitude Optional Rules, Flying Higher (lines 433-456): a floor for the scenario, a ceiling three levels above
 * it, and each aircraft's own ceiling (the table at line 487).
 *
 * "each game starts with a specific 'floor' that is the minimum altitude at which the planes can fly ... The
 * 'ceiling' is 3 levels higher ... No plane can climb above its maximum altitude nor above the ceiling of the
 * scenario ... No plane can dive below the floor of the scenario."
 */

/** How far above the floor the scenario's ceiling is. */
export const CEILING_ABOVE_FLOOR = 3

/** The highest level a plane may reach: the scenario's ceiling, or its own if lower. */
export function topLevel(floor: number, aircraftCeiling: number): number {
  return Math.min(floor + CEILING_ABOVE_FLOOR, aircraftCeiling)
}

/**
 * Why a plane may not start at `level` (null: it may): "It must be at least 1, no lower than the floor, and no
 * higher than the ceiling."
 */
export function startLevelProblem(level: number, floor: number, top: number): string | null {
  if (level < Math.max(1, floor)) return `a plane starts at level ${Math.max(1, floor)} at least`
  if (level > top) return `a plane starts no higher than level ${top}`
  return null
}

/**
 * The floors the players may agree to move to before planning (lines 449-456): "The choice of the new floor must be
 * made in a way that all planes still in the game are at an altitude included between the floor and the ceiling."
 */
export function floorsAllowed(levels: readonly number[]): number[] {
  if (levels.length === 0) return []
  const low = Math.max(0, Math.max(...levels) - CEILING_ABOVE_FLOOR)
  const high = Math.min(...levels)
  const out: number[] = []
  for (let f = low; f <= high; f++) out.push(f)
  return out
}
