/** Measuring to and from the ground pieces' cards (003 Ground fire): a point to a card, a card to a card. */
import { pointInRectangle, rectanglesOverlap } from '../../../geometry/base'

/** The distance from a point to a quad (world corners, 8 numbers), 0 inside it. */
export function pointToQuad(x: number, y: number, q: ArrayLike<number>): number {
  if (pointInRectangle(q, x, y)) return 0
  return pointToEdges(x, y, q)
}

function pointToEdges(x: number, y: number, q: ArrayLike<number>): number {
  let best = Infinity
  for (let k = 0; k < 4; k++) {
    const x0 = q[2 * k]
    const y0 = q[2 * k + 1]
    const dx = q[(2 * k + 2) % 8] - x0
    const dy = q[(2 * k + 3) % 8] - y0
    const len2 = dx * dx + dy * dy
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2))
    best = Math.min(best, Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)))
  }
  return best
}

/** The shortest distance between two cards or bases (world corners, 8 numbers each), 0 when they overlap. */
export function quadGap(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (rectanglesOverlap(a, b)) return 0
  let best = Infinity
  for (let k = 0; k < 4; k++) best = Math.min(best, pointToEdges(a[2 * k], a[2 * k + 1], b), pointToEdges(b[2 * k], b[2 * k + 1], a))
  return best
}

/** A piece's level: its altitude counter's, 0 without one (ground pieces stand at level 0, lines 736, 732). */
export function levelOf(p: { effects?: { alt?: { level: number } } }): number {
  return p.effects?.alt?.level ?? 0
}
