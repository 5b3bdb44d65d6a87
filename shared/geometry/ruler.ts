/**
 * The range ruler (rulebook, "Firing").
 *
 * "Take the ruler and put an end against the plane stand at the centre of the aircraft base. If the ruler stays
 * inside the fire arc of the aircraft base, and it can reach any point of an enemy plane base, the aircraft can
 * fire at the opponent." ... "Planes cannot fire through another plane base, enemy or friendly. If it is not
 * possible to reach any point of the target base without the edge of the ruler crossing another base, then the
 * firing plane's aim is blocked."
 *
 * The ruler is treated as a line from the stand. `rulerDistance` answers the one question the rules ask of it:
 * the shortest distance from the stand to a point of the target base that the ruler can reach while staying
 * inside the arc and crossing no other base. The caller compares it with the ruler's length and its half.
 *
 * Everything here works in a frame centred on the stand whose +X axis is the middle of the arc. The arc is one
 * or two convex cones; a cone is the wedge between two rays from the stand at angles lo and hi (hi - lo < PI).
 */

export interface ArcShape {
  /** direction of the middle of the arc relative to the nose, radians (0 front, PI rear) */
  centre: number
  /** half of the arc's opening, radians, in (0, PI) */
  halfAngle: number
}

/**
 * Tolerances scale with the ruler (34 cm on the standard table): a point within TOUCH of the target counts as on
 * it, a line must pass more than TOUCH inside a blocking base to be blocked, and a distance within TOUCH of the
 * ruler's length is within it. One part in a billion is far below anything a player could measure and far above
 * the rounding of positions flown over a long game.
 */
export const TOUCH_PER_RULER = 1e-9
/** Angles closer than this (radians) are the same direction for the sweep. */
const ANGLE_EPS = 1e-12
const MAX_POLY = 16
const MAX_ANGLES = 8192

// scratch buffers: the engine is single threaded and these functions do not re-enter
const targetLocal = new Float64Array(8)
const clipB = new Float64Array(MAX_POLY * 2)
const poly = new Float64Array(MAX_POLY * 2)
/** the most blocking quadrilaterals the ruler looks at (004's silhouettes bring several a plane) */
const MAX_BLOCKERS = 256
const blockerLocal = new Float64Array(8 * MAX_BLOCKERS)
const keptLocal = new Float64Array(8 * MAX_BLOCKERS)
/** the edges of the blockers, the kept ones and the clipped target, as prepareEdges gives them: 3 numbers an edge */
const blockerEdges = new Float64Array(12 * MAX_BLOCKERS)
const keptEdges = new Float64Array(12 * MAX_BLOCKERS)
const polyEdges = new Float64Array(3 * MAX_POLY)
/** the directions of the kept blockers' corners, 4 a blocker, and of the one being looked at */
const keptAngles = new Float64Array(4 * MAX_BLOCKERS)
const cornerAngles = new Float64Array(4)
/** whether blockerEdges holds the edges of the blockers now in blockerLocal */
let blockerEdgesFor = -1
const angles = new Float64Array(MAX_ANGLES)

/**
 * Transform 4 world corners into the frame at (cx, cy) whose +X axis points along the world heading with sine s
 * and cosine c.
 */
function toArcFrame(src: ArrayLike<number>, srcOffset: number, cx: number, cy: number, s: number, c: number, out: Float64Array, outOffset: number): void {
  // world direction of heading h is (sin h, cos h); +X axis u = (sin a, cos a), +Y axis v = (-cos a, sin a) (left of u)
  for (let k = 0; k < 4; k++) {
    const dx = src[srcOffset + 2 * k] - cx
    const dy = src[srcOffset + 2 * k + 1] - cy
    out[outOffset + 2 * k] = dx * s + dy * c
    out[outOffset + 2 * k + 1] = -dx * c + dy * s
  }
}

/**
 * Clip the polygon in `src` (n vertices) to the half-plane nx*X + ny*Y >= 0, writing into dst.
 * Returns the new vertex count.
 */
function clipHalfPlane(src: Float64Array, n: number, nx: number, ny: number, dst: Float64Array): number {
  let m = 0
  if (n === 0) return 0
  let px = src[2 * (n - 1)]
  let py = src[2 * (n - 1) + 1]
  let pd = nx * px + ny * py
  for (let i = 0; i < n; i++) {
    const qx = src[2 * i]
    const qy = src[2 * i + 1]
    const qd = nx * qx + ny * qy
    if (qd >= 0) {
      if (pd < 0) {
        const t = pd / (pd - qd)
        dst[2 * m] = px + (qx - px) * t
        dst[2 * m + 1] = py + (qy - py) * t
        m++
      }
      dst[2 * m] = qx
      dst[2 * m + 1] = qy
      m++
    } else if (pd >= 0) {
      const t = pd / (pd - qd)
      dst[2 * m] = px + (qx - px) * t
      dst[2 * m + 1] = py + (qy - py) * t
      m++
    }
    px = qx
    py = qy
    pd = qd
  }
  return m
}

/** Distance from the origin to the segment (ax, ay)-(bx, by); the nearest point goes into nearest[0..1]. */
function segmentDistance(ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax
  const ey = by - ay
  const len2 = ex * ex + ey * ey
  let t = len2 > 0 ? -(ax * ex + ay * ey) / len2 : 0
  if (t < 0) t = 0
  else if (t > 1) t = 1
  const x = ax + ex * t
  const y = ay + ey * t
  segNearest[0] = x
  segNearest[1] = y
  return Math.sqrt(x * x + y * y)
}

const segNearest = new Float64Array(2)

/**
 * The edges of a convex polygon (n vertices at `off` in p, orientation sign `orient`: +1 counter-clockwise, -1
 * clockwise) as entryAlong reads them, 3 numbers an edge into out at outOff: its unit inward normal n (left of the
 * edge for counter-clockwise polygons) and n . a for its first vertex a; NaN for an edge of no length. A sweep casts
 * many rays at the same polygons: their edges are worked out once.
 */
function prepareEdges(p: Float64Array, off: number, n: number, orient: number, out: Float64Array, outOff: number): void {
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1
    const ax = p[off + 2 * i]
    const ay = p[off + 2 * i + 1]
    const ex = p[off + 2 * j] - ax
    const ey = p[off + 2 * j + 1] - ay
    const len = Math.sqrt(ex * ex + ey * ey)
    const o = outOff + 3 * i
    if (len === 0) {
      out[o] = NaN
      continue
    }
    const nx = (-ey * orient) / len
    const ny = (ex * orient) / len
    out[o] = nx
    out[o + 1] = ny
    out[o + 2] = nx * ax + ny * ay
  }
}

/**
 * Entry distance of the ray from the origin along the unit direction (wx, wy) into a convex polygon whose n edges
 * prepareEdges put at `off` in e. Returns Infinity if the ray misses; the chord length goes into chord[0].
 *
 * Each edge is a constraint on the distance t along the ray: with n its unit inward normal, t (n . w) >= n . a.
 * - A blocker (`grow` < 0) is shrunk by -grow cm on every side, so that a ray that only grazes it is not blocked.
 * - A target (`grow` > 0) is grown by `grow` cm where the ray leaves it, so that a ray along one of its edges
 *   through the stand (a cone's edge clipping it) still reaches it. It is entered exactly where it is, except
 *   through an edge whose line passes within `grow` of the stand: the ray starts on that line, and where it
 *   "enters" is rounding, not geometry (the old absolute epsilon let such an edge push the entry far along the ray
 *   or make the ray miss).
 * A ray (nearly) parallel to an edge needs no special case: its bound is far away, or absent when n . w is 0.
 */
function entryAlong(e: Float64Array, off: number, n: number, wx: number, wy: number, grow: number, chord: Float64Array | null): number {
  let tIn = 0
  let tOut = Infinity
  for (let i = 0; i < n; i++) {
    const o = off + 3 * i
    const nx = e[o]
    // (an edge of no length bounds nothing)
    if (nx !== nx) continue
    const ny = e[o + 1]
    const num = e[o + 2]
    const denom = nx * wx + ny * wy
    if (denom > 0) {
      const t = grow < 0 ? (num - grow) / denom : num > grow ? num / denom : 0
      if (t > tIn) tIn = t
    } else if (denom < 0) {
      const t = (num - grow) / denom
      if (t < tOut) tOut = t
    } else if (num > grow) return Infinity
    if (tIn > tOut) return Infinity
  }
  if (chord) chord[0] = tOut - tIn
  return tIn
}

/** The blockers' edges for entryAlong (the nb in blockerLocal), worked out on the first ray a measurement casts at them. */
function prepareBlockerEdges(nb: number): void {
  if (blockerEdgesFor === nb) return
  // bases are stored clockwise (front-left, front-right, rear-right, rear-left); rotation keeps that
  for (let b = 0; b < nb; b++) prepareEdges(blockerLocal, 8 * b, 4, -1, blockerEdges, 12 * b)
  blockerEdgesFor = nb
}

function signedArea(p: Float64Array, off: number, n: number): number {
  let a = 0
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1
    a += p[off + 2 * i] * p[off + 2 * j + 1] - p[off + 2 * j] * p[off + 2 * i + 1]
  }
  return a / 2
}

const chordScratch = new Float64Array(1)

/** Angles at which the segment a-b meets the circle of radius r about the origin, pushed into angles[]. */
function pushCircleCrossings(ax: number, ay: number, bx: number, by: number, r: number, count: number): number {
  const ex = bx - ax
  const ey = by - ay
  const A = ex * ex + ey * ey
  if (A === 0) return count
  const B = 2 * (ax * ex + ay * ey)
  const C = ax * ax + ay * ay - r * r
  const disc = B * B - 4 * A * C
  if (disc < 0) return count
  const sq = Math.sqrt(disc)
  const t0 = (-B - sq) / (2 * A)
  if (t0 >= 0 && t0 <= 1 && count < MAX_ANGLES) angles[count++] = Math.atan2(ay + ey * t0, ax + ex * t0)
  const t1 = (-B + sq) / (2 * A)
  if (t1 >= 0 && t1 <= 1 && count < MAX_ANGLES) angles[count++] = Math.atan2(ay + ey * t1, ax + ex * t1)
  return count
}

/** Angle of the intersection of segments p0-p1 and q0-q1, if they cross. */
function pushSegmentCrossing(p0x: number, p0y: number, p1x: number, p1y: number, q0x: number, q0y: number, q1x: number, q1y: number, count: number): number {
  const rx = p1x - p0x
  const ry = p1y - p0y
  const sx = q1x - q0x
  const sy = q1y - q0y
  const denom = rx * sy - ry * sx
  if (Math.abs(denom) < 1e-15) return count
  const qpx = q0x - p0x
  const qpy = q0y - p0y
  const t = (qpx * sy - qpy * sx) / denom
  const u = (qpx * ry - qpy * rx) / denom
  if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && count < MAX_ANGLES) angles[count++] = Math.atan2(p0y + ry * t, p0x + rx * t)
  return count
}

/**
 * The shortest reachable distance within one convex cone [lo, hi] of the arc frame (given by the sines and cosines
 * of lo and hi) to the target (already in targetLocal), or Infinity. Blockers are in blockerLocal (nb rectangles of 4 corners).
 */
function coneDistance(sinLo: number, cosLo: number, sinHi: number, cosHi: number, ruler: number, nb: number, touch: number): number {
  // clip the target rectangle to the cone: left of the ray at lo, right of the ray at hi (clipping reads its source
  // and writes elsewhere, so the target is clipped where it lies, not copied first: issue 31, a phase's cost)
  let n = clipHalfPlane(targetLocal, 4, -sinLo, cosLo, clipB)
  n = clipHalfPlane(clipB, n, sinHi, -cosHi, poly)
  if (n === 0) return Infinity
  let dmin = Infinity
  let nx = 0
  let ny = 0
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1
    const d = segmentDistance(poly[2 * i], poly[2 * i + 1], poly[2 * j], poly[2 * j + 1])
    if (d < dmin) {
      dmin = d
      nx = segNearest[0]
      ny = segNearest[1]
    }
  }
  if (dmin > ruler + touch) return Infinity
  if (nb === 0 || dmin <= touch) return dmin
  // no point of the target is nearer than its nearest point: if the ruler reaches that one, that is the answer
  if (!blockedBefore(Math.atan2(ny, nx), dmin, nb, touch)) return dmin
  // a cone's edge grazing the target leaves a point or a segment: the ruler reaches it along that edge only
  if (n < 3) return grazingDistance(n, ruler, nb, touch)
  return sweepWithBlockers(n, ruler, nb, touch)
}

/** The target clipped to a point or a segment (poly, n < 3): the nearer end that no blocker hides, or Infinity. */
function grazingDistance(n: number, ruler: number, nb: number, touch: number): number {
  let best = Infinity
  for (let i = 0; i < n; i++) {
    const x = poly[2 * i]
    const y = poly[2 * i + 1]
    const r = Math.hypot(x, y)
    if (r < best && r <= ruler + touch && !blockedBefore(Math.atan2(y, x), r, nb, touch)) best = r
  }
  return best
}

/**
 * The clipped target polygon is in poly (n vertices). Sweep the directions from the stand to it and keep
 * those whose first point on the target is within the ruler and in front of every blocker.
 *
 * Between two neighbouring critical directions (the target's corners and nearest points, the ruler's and half
 * ruler's circles, and every crossing of the target's and a blocker's edges and every blocker corner) the
 * nearest visible edge of the target and the blockers in front of it do not change, so a whole open interval is
 * reachable or none of it, and the nearest point over it lies at one of its ends.
 */
function sweepWithBlockers(n: number, ruler: number, all: number, touch: number): number {
  const orient = signedArea(poly, 0, n) >= 0 ? 1 : -1
  prepareEdges(poly, 0, n, orient, polyEdges, 0)
  let count = 0
  let thLo = Infinity
  let thHi = -Infinity
  let far = 0
  for (let i = 0; i < n; i++) {
    const th = Math.atan2(poly[2 * i + 1], poly[2 * i])
    angles[count++] = th
    if (th < thLo) thLo = th
    if (th > thHi) thHi = th
    const r = Math.sqrt(poly[2 * i] * poly[2 * i] + poly[2 * i + 1] * poly[2 * i + 1])
    if (r > far) far = r
  }
  const nb = keepBlockersInWedge(all, thLo, thHi, far + touch)
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1
    const ax = poly[2 * i]
    const ay = poly[2 * i + 1]
    const bx = poly[2 * j]
    const by = poly[2 * j + 1]
    count = pushCircleCrossings(ax, ay, bx, by, ruler, count)
    count = pushCircleCrossings(ax, ay, bx, by, ruler / 2, count)
    // foot of the perpendicular from the stand: where this edge is nearest
    const ex = bx - ax
    const ey = by - ay
    const len2 = ex * ex + ey * ey
    if (len2 > 0) {
      const t = -(ax * ex + ay * ey) / len2
      if (t > 0 && t < 1 && count < MAX_ANGLES) angles[count++] = Math.atan2(ay + ey * t, ax + ex * t)
    }
    for (let b = 0; b < nb; b++) {
      const o = 8 * b
      for (let k = 0; k < 4; k++) {
        const l = (k + 1) & 3
        count = pushSegmentCrossing(ax, ay, bx, by, keptLocal[o + 2 * k], keptLocal[o + 2 * k + 1], keptLocal[o + 2 * l], keptLocal[o + 2 * l + 1], count)
      }
    }
  }
  for (let b = 0; b < nb; b++) {
    for (let k = 0; k < 4 && count < MAX_ANGLES; k++) angles[count++] = keptAngles[4 * b + k]
  }
  const sorted = angles.subarray(0, count).sort()
  let dmin = Infinity
  let prev = NaN
  for (let i = 0; i < count; i++) {
    let th = sorted[i]
    if (th < thLo - ANGLE_EPS || th > thHi + ANGLE_EPS) continue
    if (th < thLo) th = thLo
    else if (th > thHi) th = thHi
    const d = validDistance(th, n, ruler, nb, touch)
    if (d < dmin) dmin = d
    if (!Number.isNaN(prev) && th - prev > ANGLE_EPS) {
      const mid = (prev + th) / 2
      if (validDistance(mid, n, ruler, nb, touch) < Infinity) {
        // the whole open interval is reachable: its ends are limits of reachable directions
        const d0 = entryAlong(polyEdges, 0, n, Math.cos(prev), Math.sin(prev), touch, null)
        const d1 = entryAlong(polyEdges, 0, n, Math.cos(th), Math.sin(th), touch, null)
        if (d0 < dmin) dmin = d0
        if (d1 < dmin) dmin = d1
      }
    }
    prev = th
  }
  return dmin <= ruler + touch ? dmin : Infinity
}

/**
 * Copy into keptLocal the blockers (of the `all` in blockerLocal) that can stand in front of the target: those
 * whose directions from the stand overlap the target's [thLo, thHi] and whose nearest point is nearer than `far`.
 * A blocker round the stand or across the line behind it (where angles wrap) is kept. Returns how many.
 */
function keepBlockersInWedge(all: number, thLo: number, thHi: number, far: number): number {
  prepareBlockerEdges(all)
  let kept = 0
  for (let b = 0; b < all; b++) {
    const o = 8 * b
    let near = Infinity
    let lo = Infinity
    let hi = -Infinity
    let behind = false
    let below = false
    let above = false
    for (let k = 0; k < 4; k++) {
      const x = blockerLocal[o + 2 * k]
      const y = blockerLocal[o + 2 * k + 1]
      const l = (k + 1) & 3
      const d = segmentDistance(x, y, blockerLocal[o + 2 * l], blockerLocal[o + 2 * l + 1])
      if (d < near) near = d
      const th = Math.atan2(y, x)
      cornerAngles[k] = th
      if (th < lo) lo = th
      if (th > hi) hi = th
      if (x < 0) behind = true
      if (y < 0) below = true
      else above = true
    }
    if (near > far) continue
    if (!(behind && below && above) && (hi < thLo - ANGLE_EPS || lo > thHi + ANGLE_EPS)) continue
    for (let c = 0; c < 8; c++) keptLocal[8 * kept + c] = blockerLocal[o + c]
    for (let c = 0; c < 12; c++) keptEdges[12 * kept + c] = blockerEdges[12 * b + c]
    for (let k = 0; k < 4; k++) keptAngles[4 * kept + k] = cornerAngles[k]
    kept++
  }
  return kept
}

/**
 * Entry distance into the clipped target (its n edges in polyEdges) along theta, if within the ruler and not behind
 * one of the nb kept blockers (keptEdges); else Infinity.
 */
function validDistance(theta: number, n: number, ruler: number, nb: number, touch: number): number {
  const wx = Math.cos(theta)
  const wy = Math.sin(theta)
  const r = entryAlong(polyEdges, 0, n, wx, wy, touch, null)
  if (!(r <= ruler + touch)) return Infinity
  return blockedAlong(wx, wy, r, keptEdges, nb, touch) ? Infinity : r
}

/** Whether the ray at theta passes through a blocker (shrunk by `touch`: grazing one does not count) before r. */
function blockedBefore(theta: number, r: number, nb: number, touch: number): boolean {
  prepareBlockerEdges(nb)
  return blockedAlong(Math.cos(theta), Math.sin(theta), r, blockerEdges, nb, touch)
}

/** blockedBefore for the unit direction (wx, wy) and the nb blockers whose edges are in `edges`. */
function blockedAlong(wx: number, wy: number, r: number, edges: Float64Array, nb: number, touch: number): boolean {
  for (let b = 0; b < nb; b++) {
    const rb = entryAlong(edges, 12 * b, 4, wx, wy, -touch, chordScratch)
    if (rb < r && chordScratch[0] > 0) return true
  }
  return false
}

/**
 * Shortest distance from the stand at (cx, cy), flying heading h, to a point of the target base that the ruler
 * reaches inside the arc without crossing any of the blocker bases. Infinity if there is none within `ruler`.
 *
 * @param target world corners of the target base (8 numbers)
 * @param blockers world corners of candidate blocking bases, 8 numbers each, packed
 * @param blockerCount how many rectangles `blockers` holds
 * @param targetOffset where the target's corners start in `target`
 */
export function rulerDistance(
  cx: number,
  cy: number,
  h: number,
  arc: ArcShape,
  target: ArrayLike<number>,
  ruler: number,
  blockers: ArrayLike<number> | null = null,
  blockerCount = 0,
  targetOffset = 0,
): number {
  const s = Math.sin(h)
  const c = Math.cos(h)
  // as the fire checks do it: an arc looking ahead or astern has the heading's sine and cosine, or their opposites
  const sinAxis = arc.centre === 0 ? s : arc.centre === Math.PI ? -s : Math.sin(h + arc.centre)
  const cosAxis = arc.centre === 0 ? c : arc.centre === Math.PI ? -c : Math.cos(h + arc.centre)
  return rulerDistanceAlong(cx, cy, sinAxis, cosAxis, arc.halfAngle, target, ruler, blockers, blockerCount, targetOffset)
}

let memoHalf = NaN
const halfTrig = new Float64Array(2)

/**
 * The sine and cosine of an arc's half opening, in a shared two-number array (read it at once). The last angle
 * asked is remembered: a game has one or two.
 */
export function halfAngleTrig(half: number): Float64Array {
  if (half !== memoHalf) {
    memoHalf = half
    halfTrig[0] = Math.sin(half)
    halfTrig[1] = Math.cos(half)
  }
  return halfTrig
}

/**
 * rulerDistance for an arc whose middle points along the world direction with sine `sinAxis` and cosine `cosAxis`
 * (headings clockwise from north: the direction of heading a is (sin a, cos a)), and whose half opening is `half`.
 * The fire checks work a firer's sines out once for all its targets.
 */
export function rulerDistanceAlong(
  cx: number,
  cy: number,
  sinAxis: number,
  cosAxis: number,
  half: number,
  target: ArrayLike<number>,
  ruler: number,
  blockers: ArrayLike<number> | null = null,
  blockerCount = 0,
  targetOffset = 0,
): number {
  toArcFrame(target, targetOffset, cx, cy, sinAxis, cosAxis, targetLocal, 0)
  const nb = Math.min(blockerCount, MAX_BLOCKERS)
  for (let b = 0; b < nb; b++) toArcFrame(blockers!, 8 * b, cx, cy, sinAxis, cosAxis, blockerLocal, 8 * b)
  blockerEdgesFor = -1
  const touch = ruler * TOUCH_PER_RULER
  const trig = halfAngleTrig(half)
  const sa = trig[0]
  const ca = trig[1]
  if (half < Math.PI / 2) return coneDistance(-sa, ca, sa, ca, ruler, nb, touch)
  // a wide arc is not convex: measure its two halves
  return Math.min(coneDistance(-sa, ca, 0, 1, ruler, nb, touch), coneDistance(0, 1, sa, ca, ruler, nb, touch))
}

/**
 * rulerDistanceAlong to a target made of several convex pieces (`pieces`: 8 numbers each, ordered as a base's corners;
 * 004's silhouettes): the ruler reaches the target where it reaches any piece first, so the distance is the least
 * over the pieces. The blockers are quadrilaterals too, any number of them a plane.
 */
export function rulerDistanceToPieces(
  cx: number,
  cy: number,
  sinAxis: number,
  cosAxis: number,
  half: number,
  pieces: ArrayLike<number>,
  ruler: number,
  blockers: ArrayLike<number> | null = null,
  blockerCount = 0,
): number {
  let best = Infinity
  for (let o = 0; o + 8 <= pieces.length; o += 8) {
    const d = rulerDistanceAlong(cx, cy, sinAxis, cosAxis, half, pieces, ruler, blockers, blockerCount, o)
    if (d < best) best = d
  }
  return best
}

/** The sine and cosine of the middle of an arc for a plane of heading h, as the fire checks work them out. */
export function arcAxis(h: number, arc: ArcShape): [number, number] {
  const s = Math.sin(h)
  const c = Math.cos(h)
  if (arc.centre === 0) return [s, c]
  if (arc.centre === Math.PI) return [-s, -c]
  return [Math.sin(h + arc.centre), Math.cos(h + arc.centre)]
}

/** Whether the straight line from the stand to (x, y) leaves the base through its rear edge. */
export function passesThroughRearEdge(h: number, width: number, depth: number, cx: number, cy: number, x: number, y: number): boolean {
  const dx = x - cx
  const dy = y - cy
  const s = Math.sin(h)
  const c = Math.cos(h)
  const forward = dx * s + dy * c
  const right = dx * c - dy * s
  if (forward >= 0) return false
  // the ray leaves through the rear edge when it reaches forward = -depth/2 within the half width
  return Math.abs(right) * (depth / 2) <= (width / 2) * -forward
}

/**
 * Damage cards for a shot reaching its target at `distance` (rulebook, "Firing"): "If the target aircraft base is
 * reached by the first half of the ruler, the player who owns the target plane draws two cards ... by the second
 * half of the ruler, the target plane takes only one card." A target reached at exactly half a ruler is reached by
 * the first half; so is one within the ruler's touch tolerance of it (17.000000000000004 cm on a 34 cm ruler is
 * 17 cm that rounding has lengthened).
 */
export function cardsAtDistance(distance: number, ruler: number): 1 | 2 {
  return distance <= ruler / 2 + ruler * TOUCH_PER_RULER ? 2 : 1
}
