/**
 * Manoeuvre cards on the table (rulebook, "Movement").
 *
 * "Each player puts his manoeuvre card in front of his plane base so that the beginning of the arrow matches the
 * little black line in front of the base. Then he takes the plane base and puts it on top of the manoeuvre card,
 * so that the black arrowhead on the rear of the base matches the arrowhead of the manoeuvre."
 *
 * A card is described in its own frame: the beginning of the arrow at the origin, pointing forward. Its
 * arrowhead is a pose (right, forward, turn) in that frame. The base's front mark is half a base depth ahead of
 * the stand and its rear arrowhead half a depth behind, so the stand travels from (0, -depth/2) in the card's
 * frame to the arrowhead plus half a depth along the new heading.
 */
import type { CardMove, TurnDirection } from '../content/types'
import { DEG } from './pose'

/** A pose in a local frame: right and forward in cm, turn in radians clockwise. */
export interface LocalPose {
  right: number
  forward: number
  turn: number
}

/** Where the card's arrowhead lies, in the card's frame. */
export function arrowhead(move: CardMove, turn: TurnDirection | null): LocalPose {
  const sign = turn === 'left' ? -1 : 1
  if ('straight' in move) return { right: 0, forward: move.straight, turn: 0 }
  if ('arc' in move) {
    const a = move.arc.angle * DEG
    const r = move.arc.radius
    return { right: sign * r * (1 - Math.cos(a)), forward: r * Math.sin(a), turn: sign * a }
  }
  if ('slip' in move) return { right: sign * move.slip.lateral, forward: move.slip.forward, turn: 0 }
  return { right: 0, forward: move.immelmann.forward, turn: Math.PI }
}

/**
 * How the stand moves, in the frame of the base before the move: the front mark is at (0, depth/2), and the
 * stand ends half a depth ahead of the arrowhead along the new heading.
 */
export function standDelta(move: CardMove, turn: TurnDirection | null, depth: number): LocalPose {
  const a = arrowhead(move, turn)
  const half = depth / 2
  return {
    right: a.right + half * Math.sin(a.turn),
    forward: half + a.forward + half * Math.cos(a.turn),
    turn: a.turn,
  }
}

/** Points along the card's arrow, from the beginning of the arrow to the arrowhead, in the card's frame. */
export function arrowPath(move: CardMove, turn: TurnDirection | null, samples = 24): { right: number; forward: number }[] {
  const sign = turn === 'left' ? -1 : 1
  const pts: { right: number; forward: number }[] = []
  if ('straight' in move) {
    for (let i = 0; i <= samples; i++) pts.push({ right: 0, forward: (move.straight * i) / samples })
  } else if ('arc' in move) {
    const a = move.arc.angle * DEG
    const r = move.arc.radius
    for (let i = 0; i <= samples; i++) {
      const t = (a * i) / samples
      pts.push({ right: sign * r * (1 - Math.cos(t)), forward: r * Math.sin(t) })
    }
  } else if ('slip' in move) {
    const f = move.slip.forward
    const s = sign * move.slip.lateral
    for (let i = 0; i <= samples; i++) {
      const t = i / samples
      // cubic Bezier (0,0) (0,f/2) (s,f/2) (s,f): leaves and arrives pointing forward
      const b1 = 3 * (1 - t) * (1 - t) * t
      const b2 = 3 * (1 - t) * t * t
      const b3 = t * t * t
      pts.push({ right: b2 * s + b3 * s, forward: (b1 + b2) * (f / 2) + b3 * f })
    }
  } else {
    // a hairpin: forward, a half loop over to the right, back down to the arrowhead pointing backwards
    const f = move.immelmann.forward
    const rho = Math.max(0.8, f * 0.18)
    const top = f + rho * 1.5
    const legs = Math.max(4, Math.floor(samples / 3))
    for (let i = 0; i <= legs; i++) {
      const t = i / legs
      // ease from the centre line to x = -2 rho while climbing to the top of the loop
      const e = t * t * (3 - 2 * t)
      pts.push({ right: -2 * rho * e, forward: top * t })
    }
    for (let i = 1; i <= legs; i++) {
      const th = Math.PI - (Math.PI * i) / legs
      pts.push({ right: -rho + rho * Math.cos(th), forward: top + rho * Math.sin(th) })
    }
    for (let i = 1; i <= legs; i++) pts.push({ right: 0, forward: top - ((top - f) * i) / legs })
  }
  return pts
}

/**
 * Poses of the stand along the manoeuvre, in the frame of the base before the move, for drawing and animating
 * it. The stand slides from its start to its end while following the shape of the arrow; headings follow the
 * path and end exactly on the card's heading.
 */
export function standPath(move: CardMove, turn: TurnDirection | null, depth: number, samples = 24): LocalPose[] {
  const arrow = arrowPath(move, turn, samples)
  const end = standDelta(move, turn, depth)
  const head = arrowhead(move, turn)
  const half = depth / 2
  const n = arrow.length - 1
  const pts = arrow.map((p, i) => {
    const u = i / n
    // blend the start offset (stand half a depth behind the front mark) into the end offset
    const sr = 0
    const sf = -half
    const er = half * Math.sin(head.turn)
    const ef = half * Math.cos(head.turn)
    return { right: p.right + sr * (1 - u) + er * u, forward: half + p.forward + sf * (1 - u) + ef * u, turn: 0 }
  })
  for (let i = 0; i <= n; i++) {
    const a = pts[Math.max(0, i - 1)]
    const b = pts[Math.min(n, i + 1)]
    const dr = b.right - a.right
    const df = b.forward - a.forward
    pts[i].turn = Math.hypot(dr, df) > 1e-9 ? Math.atan2(dr, df) : 0
  }
  pts[0].turn = 0
  pts[n] = { ...end }
  return pts
}
