/**
 * The tailing position (rulebook 003, Optional Rules, Tailing, lines 198-204).
 *
 * "use the ruler to connect the stand of an aircraft with the stand of any plane in front of it. If the ruler passes
 * through the front side of the first plane's base and through the rear side of the second plane's base, and if the
 * ruler does not cross any other plane base in between, then the first aircraft is said to be tailing the aircraft
 * in front".
 *
 * The ruler connects the stands, so they are at most a ruler apart. It leaves the tailer's base through its front
 * edge and enters the tailed plane's base through its rear edge; it crosses no third base (touching one does not
 * count, as for the fire ruler).
 */
import { rectanglesOverlap } from './base'
import type { Pose } from './pose'
import { passesThroughRearEdge, TOUCH_PER_RULER } from './ruler'

export interface Based extends Pose {
  width: number
  depth: number
}

/** Whether the segment from (ax, ay) to (bx, by) passes through the inside of the base (shrunk by `touch`). */
export function segmentCrossesBase(b: Based, ax: number, ay: number, bx: number, by: number, touch: number): boolean {
  const s = Math.sin(b.h)
  const c = Math.cos(b.h)
  // both ends in the base's frame (right, forward)
  const pr = (ax - b.x) * c - (ay - b.y) * s
  const pf = (ax - b.x) * s + (ay - b.y) * c
  const qr = (bx - b.x) * c - (by - b.y) * s
  const qf = (bx - b.x) * s + (by - b.y) * c
  let lo = 0
  let hi = 1
  for (const [p, q, half] of [
    [pr, qr, b.width / 2 - touch],
    [pf, qf, b.depth / 2 - touch],
  ]) {
    const d = q - p
    if (d === 0) {
      if (p <= -half || p >= half) return false
      continue
    }
    const t0 = (-half - p) / d
    const t1 = (half - p) / d
    lo = Math.max(lo, Math.min(t0, t1))
    hi = Math.min(hi, Math.max(t0, t1))
    if (lo >= hi) return false
  }
  return true
}

/**
 * Whether two stands are within a ruler of each other (with the ruler's touching tolerance): the first test of
 * inTailingPosition, which a caller may ask first, before it gathers the bases the whole test needs.
 */
export function withinTailingReach(ax: number, ay: number, bx: number, by: number, ruler: number): boolean {
  return !(Math.hypot(bx - ax, by - ay) > ruler + ruler * TOUCH_PER_RULER)
}

/**
 * Whether `tailer` is in tailing position on `tailed`, with `others` the bases that could stand in between and
 * `corners` of the two bases (8 numbers each) to tell whether they overlap ("Planes with overlapping bases cannot
 * tail each other").
 */
export function inTailingPosition(tailer: Based, tailed: Based, others: readonly Based[], ruler: number, tailerCorners: ArrayLike<number>, tailedCorners: ArrayLike<number>): boolean {
  const touch = ruler * TOUCH_PER_RULER
  if (!withinTailingReach(tailer.x, tailer.y, tailed.x, tailed.y, ruler)) return false
  if (rectanglesOverlap(tailerCorners, tailedCorners)) return false
  // out through the tailer's front edge: the tailer's rear edge as seen facing the other way
  if (!passesThroughRearEdge(tailer.h + Math.PI, tailer.width, tailer.depth, tailer.x, tailer.y, tailed.x, tailed.y)) return false
  // in through the tailed plane's rear edge: from its stand, the line to the tailer leaves through its rear
  if (!passesThroughRearEdge(tailed.h, tailed.width, tailed.depth, tailed.x, tailed.y, tailer.x, tailer.y)) return false
  for (const o of others) if (segmentCrossesBase(o, tailer.x, tailer.y, tailed.x, tailed.y, touch)) return false
  return true
}
