/**
 * How far a point is from a base: the shortest distance from (x, y) to any point of a quadrilateral given by its
 * corners (base.ts baseCorners), 0 when the point lies on or inside it. 003 Technical eye measures so "from the
 * central dot to any point of the examined plane" (lines 986-987), in any direction and whatever stands between.
 */
import { pointInRectangle } from './base'

/** The distance from (x, y) to the segment from (ax, ay) to (bx, by). */
function toSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax
  const ey = by - ay
  const len2 = ex * ex + ey * ey
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / len2))
  return Math.hypot(x - (ax + t * ex), y - (ay + t * ey))
}

/** The shortest distance from (x, y) to the quadrilateral `corners` (8 numbers, clockwise), 0 inside it. */
export function distanceToBase(corners: ArrayLike<number>, x: number, y: number): number {
  if (pointInRectangle(corners, x, y)) return 0
  let best = Infinity
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4
    const d = toSegment(x, y, corners[2 * i], corners[2 * i + 1], corners[2 * j], corners[2 * j + 1])
    if (d < best) best = d
  }
  return best
}
