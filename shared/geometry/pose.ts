/**
 * Poses on the table.
 *
 * The table is measured in centimetres with its origin at the south-west corner: x grows east, y grows
 * north. A heading is an angle in radians measured clockwise from north, the way a compass reads, so a plane
 * with heading 0 flies towards the north edge and one with heading PI/2 flies east.
 *
 * A local frame is (right, forward) relative to a pose: forward is the nose direction, right the starboard
 * wing. Manoeuvre cards are described in such a frame.
 */
export interface Pose {
  x: number
  y: number
  /** radians, clockwise from north */
  h: number
}

export const TAU = Math.PI * 2
export const DEG = Math.PI / 180

/** An angle wrapped into (-PI, PI]. */
export function wrapAngle(a: number): number {
  // the common case (a heading plus one card's turn) needs no division
  if (a > Math.PI) a -= TAU
  else if (a <= -Math.PI) a += TAU
  if (a > Math.PI || a <= -Math.PI) {
    a = a % TAU
    if (a <= -Math.PI) a += TAU
    else if (a > Math.PI) a -= TAU
  }
  return a
}

/** World displacement of a local (right, forward) offset for heading h. */
export function localToWorld(h: number, right: number, forward: number): { x: number; y: number } {
  const s = Math.sin(h)
  const c = Math.cos(h)
  return { x: right * c + forward * s, y: -right * s + forward * c }
}

/** Local (right, forward) coordinates of a world point as seen from a pose. */
export function worldToLocal(p: Pose, x: number, y: number): { right: number; forward: number } {
  const dx = x - p.x
  const dy = y - p.y
  const s = Math.sin(p.h)
  const c = Math.cos(p.h)
  return { right: dx * c - dy * s, forward: dx * s + dy * c }
}

/** The pose reached by moving (right, forward) in the local frame of p and then turning by turn radians. */
export function advance(p: Pose, right: number, forward: number, turn: number): Pose {
  const d = localToWorld(p.h, right, forward)
  return { x: p.x + d.x, y: p.y + d.y, h: wrapAngle(p.h + turn) }
}

/** Heading (clockwise from north) of the direction from (x0, y0) to (x1, y1). */
export function bearing(x0: number, y0: number, x1: number, y1: number): number {
  return Math.atan2(x1 - x0, y1 - y0)
}
