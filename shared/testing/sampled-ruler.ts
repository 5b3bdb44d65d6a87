/**
 * An independent ruler for tests: slow, simple, and sharing no code with geometry/ruler.ts.
 *
 * It asks of single points of the target base the rulebook's question ("Firing"): is the point within the ruler,
 * inside the fire arc, and is the straight line from the stand to it clear of every other base? It walks the
 * target's four edges in small steps (the nearest reachable point of a base always lies on its edge: from any
 * point inside, the ruler reaches a nearer one on the way), finds the ends of every reachable stretch by
 * bisection, and returns the shortest distance among the stretch ends, the sampled points and the foot of the
 * perpendicular from the stand (where it lies in a stretch and is itself reachable). Every candidate is checked
 * point by point, so the answer is never shorter than a reachable distance; it can only miss a reachable stretch
 * narrower than one step.
 *
 * Tolerances: a point within TOUCH (1e-7 cm) of the arc's edge counts as inside it, and a line must pass more
 * than TOUCH inside a base to cross it (touching a corner or running along an edge does not block).
 */

export interface Arc {
  centre: number
  halfAngle: number
}

const TOUCH = 1e-7

/** A base as centre, unit axes and half sizes, rebuilt from its corners (front-left, front-right, rear-right, rear-left). */
interface Box {
  cx: number
  cy: number
  rx: number
  ry: number
  fx: number
  fy: number
  hw: number
  hd: number
}

function boxOf(c: ArrayLike<number>, o = 0): Box {
  const cx = (c[o] + c[o + 2] + c[o + 4] + c[o + 6]) / 4
  const cy = (c[o + 1] + c[o + 3] + c[o + 5] + c[o + 7]) / 4
  const wx = c[o + 2] - c[o]
  const wy = c[o + 3] - c[o + 1]
  const dx = c[o] - c[o + 6]
  const dy = c[o + 1] - c[o + 7]
  const w = Math.hypot(wx, wy)
  const d = Math.hypot(dx, dy)
  return { cx, cy, rx: wx / w, ry: wy / w, fx: dx / d, fy: dy / d, hw: w / 2, hd: d / 2 }
}

/** Whether the segment (ax, ay)-(bx, by) passes through the box shrunk by TOUCH (slab clipping in the box's frame). */
function crosses(b: Box, ax: number, ay: number, bx: number, by: number): boolean {
  const pu = (ax - b.cx) * b.rx + (ay - b.cy) * b.ry
  const pv = (ax - b.cx) * b.fx + (ay - b.cy) * b.fy
  const qu = (bx - b.cx) * b.rx + (by - b.cy) * b.ry
  const qv = (bx - b.cx) * b.fx + (by - b.cy) * b.fy
  let lo = 0
  let hi = 1
  for (const [p, q, half] of [
    [pu, qu, b.hw - TOUCH],
    [pv, qv, b.hd - TOUCH],
  ]) {
    const d = q - p
    if (Math.abs(d) < 1e-300) {
      if (p <= -half || p >= half) return false
      continue
    }
    let t0 = (-half - p) / d
    let t1 = (half - p) / d
    if (t0 > t1) [t0, t1] = [t1, t0]
    if (t0 > lo) lo = t0
    if (t1 < hi) hi = t1
    if (lo >= hi) return false
  }
  return hi - lo > 1e-12
}

export interface Layout {
  cx: number
  cy: number
  /** heading of the firer, radians clockwise from +y */
  h: number
  arc: Arc
  target: ArrayLike<number>
  /** corners of the bases that block (those that the rules let block), 8 numbers each */
  blockers: ArrayLike<number>[]
  ruler: number
}

/** Whether the ruler reaches the point (x, y) under the layout's arc and blockers. */
export function reaches(l: Layout, boxes: Box[], x: number, y: number): boolean {
  const dx = x - l.cx
  const dy = y - l.cy
  const d = Math.hypot(dx, dy)
  if (d > l.ruler + TOUCH) return false
  if (d > TOUCH) {
    const axis = l.h + l.arc.centre
    // bearing off the arc's middle; within the arc, or within TOUCH of its edge
    const along = dx * Math.sin(axis) + dy * Math.cos(axis)
    const across = dx * Math.cos(axis) - dy * Math.sin(axis)
    const off = Math.abs(Math.atan2(across, along))
    if (off > l.arc.halfAngle) {
      const past = off - l.arc.halfAngle
      if (past >= Math.PI / 2 || d * Math.sin(past) > TOUCH) return false
    }
  }
  for (const b of boxes) if (crosses(b, l.cx, l.cy, x, y)) return false
  return true
}

/**
 * Whether no point of the target can be reached whatever stands in the way: every corner farther than the ruler
 * from the stand along every edge, or (for an arc narrower than a half turn) every corner beyond the same edge of
 * the arc.
 */
function plainlyOutOfReach(l: Layout): boolean {
  const t = l.target
  let near = Infinity
  for (let e = 0; e < 4; e++) {
    const ax = t[2 * e] - l.cx
    const ay = t[2 * e + 1] - l.cy
    const ex = t[(2 * e + 2) % 8] - l.cx - ax
    const ey = t[(2 * e + 3) % 8] - l.cy - ay
    const s = Math.max(0, Math.min(1, -(ax * ex + ay * ey) / (ex * ex + ey * ey)))
    near = Math.min(near, Math.hypot(ax + ex * s, ay + ey * s))
  }
  if (near > l.ruler + TOUCH) return true
  if (l.arc.halfAngle >= Math.PI / 2) return false
  for (const side of [1, -1]) {
    const edge = l.h + l.arc.centre + side * l.arc.halfAngle
    // outward normal of this edge of the arc, in world coordinates (bearing b points at (sin b, cos b))
    const nx = side * Math.cos(edge)
    const ny = -side * Math.sin(edge)
    let beyond = true
    for (let k = 0; k < 4 && beyond; k++) if ((t[2 * k] - l.cx) * nx + (t[2 * k + 1] - l.cy) * ny <= TOUCH) beyond = false
    if (beyond) return true
  }
  return false
}

/**
 * The shortest distance at which the ruler reaches the target base, or Infinity; `steps` samples per edge. With
 * `near`, only the stretches of edge within `window` cm of the points at that distance from the stand are walked,
 * in `steps` samples each: a close look at where another ruler says the target is reached.
 */
export function sampledRulerDistance(l: Layout, steps = 120, near?: number, window = 0.02): number {
  const t = l.target
  if (plainlyOutOfReach(l)) return Infinity
  const boxes = l.blockers.map((b) => boxOf(b))
  let best = Infinity
  const consider = (x: number, y: number) => {
    const d = Math.hypot(x - l.cx, y - l.cy)
    if (d < best && reaches(l, boxes, x, y)) best = d
  }
  for (let e = 0; e < 4; e++) {
    const ax = t[2 * e]
    const ay = t[2 * e + 1]
    const bx = t[(2 * e + 2) % 8]
    const by = t[(2 * e + 3) % 8]
    const ex = bx - ax
    const ey = by - ay
    const len = Math.hypot(ex, ey)
    const at = (s: number): [number, number] => [ax + ex * s, ay + ey * s]
    const ok = (s: number) => reaches(l, boxes, ...at(s))
    const walk = (from: number, to: number) => {
      let prevS = from
      let prevOk = ok(from)
      if (prevOk) consider(...at(from))
      for (let k = 1; k <= steps; k++) {
        const s = from + ((to - from) * k) / steps
        const now = ok(s)
        if (now) consider(...at(s))
        if (now !== prevOk) {
          // bisect to the end of the reachable stretch, keeping the reachable side
          let good = now ? s : prevS
          let bad = now ? prevS : s
          for (let it = 0; it < 60; it++) {
            const mid = (good + bad) / 2
            if (ok(mid)) good = mid
            else bad = mid
          }
          consider(...at(good))
        }
        prevS = s
        prevOk = now
      }
    }
    if (near === undefined) walk(0, 1)
    else {
      // where this edge crosses the circle of radius `near` about the stand
      const px = ax - l.cx
      const py = ay - l.cy
      const A = ex * ex + ey * ey
      const B = 2 * (px * ex + py * ey)
      const C = px * px + py * py - near * near
      const disc = B * B - 4 * A * C
      if (disc >= 0) {
        for (const root of [(-B - Math.sqrt(disc)) / (2 * A), (-B + Math.sqrt(disc)) / (2 * A)]) {
          const from = Math.max(0, root - window / len)
          const to = Math.min(1, root + window / len)
          if (from < to) walk(from, to)
        }
      }
    }
    // the foot of the perpendicular from the stand, where this edge is nearest
    const foot = -((ax - l.cx) * ex + (ay - l.cy) * ey) / (ex * ex + ey * ey)
    if (foot > 0 && foot < 1) consider(...at(foot))
  }
  return best
}
