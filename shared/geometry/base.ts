/**
 * Aircraft bases: rectangles with the stand at their centre, a front mark at the middle of the front edge
 * and the rear arrowhead at the middle of the rear edge.
 */
import type { Pose } from './pose'

export interface BaseShape {
  /** across the wings, cm */
  width: number
  /** nose to tail, cm */
  depth: number
}

/** Tolerance below which two bases are said to touch rather than overlap (cm). */
const OVERLAP_EPSILON = 1e-7

/**
 * The four corners of a base at pose p, written into out as x0,y0,...,x3,y3 in the order front-left,
 * front-right, rear-right, rear-left (clockwise seen from above).
 */
export function baseCorners(p: Pose, shape: BaseShape, out: Float64Array = new Float64Array(8), offset = 0): Float64Array {
  return cornersWithTrig(p, shape, Math.sin(p.h), Math.cos(p.h), out, offset)
}

/** baseCorners, given the sine and cosine of the heading (worked out once by a caller that needs them too). */
export function cornersWithTrig(p: Pose, shape: BaseShape, s: number, c: number, out: Float64Array, offset: number): Float64Array {
  const hw = shape.width / 2
  const hd = shape.depth / 2
  // right vector (c, -s), forward vector (s, c)
  const rx = c * hw
  const ry = -s * hw
  const fx = s * hd
  const fy = c * hd
  out[offset + 0] = p.x - rx + fx
  out[offset + 1] = p.y - ry + fy
  out[offset + 2] = p.x + rx + fx
  out[offset + 3] = p.y + ry + fy
  out[offset + 4] = p.x + rx - fx
  out[offset + 5] = p.y + ry - fy
  out[offset + 6] = p.x - rx - fx
  out[offset + 7] = p.y - ry - fy
  return out
}

/**
 * Whether some edge of quadrilateral a (its first `edges` edges: a rectangle's first two give both its axes, any
 * other convex quadrilateral needs all four) separates it from b. Touching counts as separated.
 */
function separatedOnAxesOf(a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number, edges: number): boolean {
  for (let i = 0; i < edges; i++) {
    const j = (i + 1) & 3
    const ex = a[ao + 2 * j] - a[ao + 2 * i]
    const ey = a[ao + 2 * j + 1] - a[ao + 2 * i + 1]
    const nx = -ey
    const ny = ex
    let minA = Infinity
    let maxA = -Infinity
    let minB = Infinity
    let maxB = -Infinity
    for (let k = 0; k < 4; k++) {
      const pa = a[ao + 2 * k] * nx + a[ao + 2 * k + 1] * ny
      const pb = b[bo + 2 * k] * nx + b[bo + 2 * k + 1] * ny
      if (pa < minA) minA = pa
      if (pa > maxA) maxA = pa
      if (pb < minB) minB = pb
      if (pb > maxB) maxB = pb
    }
    // (the edge's length: a tolerance, so the square root of the squares does; Math.hypot is several times dearer)
    const scale = Math.sqrt(nx * nx + ny * ny)
    if (maxA <= minB + OVERLAP_EPSILON * scale || maxB <= minA + OVERLAP_EPSILON * scale) return true
  }
  return false
}

/**
 * Whether two rectangles given by their corners overlap with a positive area (touching does not count). The
 * corners may sit at an offset in a larger buffer.
 */
export function rectanglesOverlap(a: ArrayLike<number>, b: ArrayLike<number>, ao = 0, bo = 0): boolean {
  return !separatedOnAxesOf(a, ao, b, bo, 2) && !separatedOnAxesOf(b, bo, a, ao, 2)
}

/**
 * A quick yes before rectanglesOverlap: whether two bases whose stands lie `d2` apart (squared) surely overlap with a
 * positive area. Each base holds the circle of half its narrower side round its stand; when the two circles overlap
 * by more than the test's tolerance (SURE_MARGIN, far above it and above the corners' rounding), the bases' shadows on
 * every axis overlap by as much, and rectanglesOverlap would say yes. It says no only when it cannot tell: ask
 * rectanglesOverlap then (issue 31, a phase's cost: the fire checks ask it of every pair of planes closer than their
 * circles, and most close pairs in a tail chase are that close).
 */
export function basesSurelyOverlap(a: BaseShape, b: BaseShape, d2: number): boolean {
  const r = (Math.min(a.width, a.depth) + Math.min(b.width, b.depth)) / 2 - SURE_MARGIN
  return r > 0 && d2 < r * r
}

/** the overlap basesSurelyOverlap wants beyond the circles' touching (cm): ten times OVERLAP_EPSILON */
const SURE_MARGIN = 1e-6

/** Whether two convex quadrilaterals (8 numbers each, at offsets; 004's silhouette pieces) overlap with a positive area. */
export function quadsOverlap(a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number): boolean {
  return !separatedOnAxesOf(a, ao, b, bo, 4) && !separatedOnAxesOf(b, bo, a, ao, 4)
}

/** Whether the point (x, y) lies inside or on the rectangle given by its corners. */
export function pointInRectangle(r: ArrayLike<number>, x: number, y: number): boolean {
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4
    const ex = r[2 * j] - r[2 * i]
    const ey = r[2 * j + 1] - r[2 * i + 1]
    // corners run clockwise, so the inside lies to the right of each edge
    if (ex * (y - r[2 * i + 1]) - ey * (x - r[2 * i]) > OVERLAP_EPSILON) return false
  }
  return true
}

/** Radius of the circle around the stand that contains the whole base. */
export function baseRadius(shape: BaseShape): number {
  return Math.hypot(shape.width, shape.depth) / 2
}
