/**
 * An aircraft's silhouette: its model seen from above, as the engine measures it for 004's "Shoot at the real thing!"
 * (lines 53-55): "When you aim to a plane, you have to reach any point of the enemy airplane with the ruler, not just
 * any part of its card. In the same way, only the drawing of the plane blocks the line of view."
 *
 * The drawing is the model the table shows (model-size.ts, shared with the renderer), as a few convex pieces that
 * bound its parts: each wing (span x chord), the fuselage (from the nose or the rotary engine's cowling to the
 * rudder), the tailplane and, for a pusher, the nacelle and the frame of booms to the tail; a balloon's envelope
 * (an octagon in three pieces) and its tail lobes. The propeller is left out: it turns, and the table sees a blur
 * (the rule's own notes laugh at "Yes sir, look well, I touch the propeller!").
 *
 * Pieces are convex quadrilaterals, 8 numbers each, ordered as a base's corners are (base.ts: front-left,
 * front-right, rear-right, rear-left, clockwise seen from above), so that the ruler (ruler.ts) takes each as it
 * takes a base. Neighbouring pieces overlap a little, so that no ray slips between two of them along a seam.
 */
import type { AircraftType } from '../content/types'
import { airframeOf, tailplaneSpan, tailZOf } from './model-size'
import type { Pose } from './pose'

type P = readonly [number, number]

/** A quadrilateral from model-frame points (x right, z back) given front-left, front-right, rear-right, rear-left. */
function quad(out: number[], fl: P, fr: P, rr: P, rl: P): void {
  // the base's frame: x to the right, y forward (the model's nose is at -z)
  for (const [x, z] of [fl, fr, rr, rl]) out.push(x, -z)
}

/** A rectangle of the model's frame: x from -w/2 to w/2 about cx, z from z0 (front) to z1 (back). */
function rect(out: number[], cx: number, w: number, z0: number, z1: number): void {
  quad(out, [cx - w / 2, z0], [cx + w / 2, z0], [cx + w / 2, z1], [cx - w / 2, z1])
}

function wingPieces(a: AircraftType, out: number[]): void {
  const f = airframeOf(a)
  const { span, chord, wingZ } = f
  const wing = (sp: number, ch: number, z: number) => rect(out, 0, sp, z - ch / 2, z + ch / 2)
  const kind = a.model.wings
  if (kind === 'monoplane' || kind === 'parasol') wing(span, chord, wingZ)
  else if (kind === 'triplane') for (let k = 0; k < 3; k++) wing(span * (0.88 + k * 0.06), chord * 0.78, wingZ - k * 0.12)
  else {
    // the upper wing staggered forward; a sesquiplane's narrow lower wing lies wholly under it
    wing(span, chord, wingZ - 0.3)
    if (kind !== 'sesquiplane') wing(span * 0.96, chord, wingZ)
  }
}

function tailplane(a: AircraftType, out: number[]): void {
  const z = tailZOf(a) - 0.2
  rect(out, 0, tailplaneSpan(a), z - 0.35, z + 0.4)
}

function aeroplanePieces(a: AircraftType): number[] {
  const out: number[] = []
  const f = airframeOf(a)
  wingPieces(a, out)
  if (a.model.layout === 'pusher') {
    // the nacelle, then the booms from the wings' trailing edge converging on the tail (as plane-geometry.ts draws them)
    rect(out, 0, 0.8, -2.3, 0.66)
    const tz = tailZOf(a)
    quad(out, [-1.25, f.wingZ + 0.3 - 0.05], [1.25, f.wingZ + 0.3 - 0.05], [0.35, tz], [-0.35, tz])
    tailplane(a, out)
    // the fin and rudder behind the tail post
    rect(out, 0, 0.1, tz - 0.2, tz + 0.42)
    return out
  }
  const nose = -f.length / 2
  // a rotary engine's round cowling is wider than the fuselage behind it
  const front = a.model.engine === 'rotary' ? nose - 0.22 - 0.275 : nose - 0.05
  if (a.model.engine === 'rotary') rect(out, 0, f.fw * 1.32, front, nose + 0.1)
  // the fuselage to the rudder's trailing edge
  rect(out, 0, f.fw, front, tailZOf(a) + 0.42)
  tailplane(a, out)
  return out
}

function balloonPieces(): number[] {
  const out: number[] = []
  // the envelope: an ellipse of half axes 1.6 across and 1.6 x 2.3 along, in its circumscribed octagon
  const ax = 1.6
  const bz = 1.6 * 2.3
  const k = Math.tan(Math.PI / 8)
  quad(out, [-ax * k, -bz], [ax * k, -bz], [ax, -bz * k], [-ax, -bz * k])
  rect(out, 0, 2 * ax, -bz * k - 0.05, bz * k + 0.05)
  quad(out, [-ax, bz * k], [ax, bz * k], [ax * k, bz], [-ax * k, bz])
  // the three stabilising lobes at the tail (1.35 out, 0.55 round, twice as long)
  rect(out, 0, 2 * (1.35 + 0.55), 3.1 - 1.1, 3.1 + 1.1)
  return out
}

/**
 * A ground piece's card (a trench, an AA gun or machine gun, a target) lies flat on the table: its silhouette is the
 * card, the `ground-card` base of assets/table.json (checked against it in silhouette.test.ts)
 */
export const GROUND_CARD = { width: 9, depth: 6.3 } as const

function groundPieces(): number[] {
  const out: number[] = []
  rect(out, 0, GROUND_CARD.width, -GROUND_CARD.depth / 2, GROUND_CARD.depth / 2)
  return out
}

const cache = new Map<string, Float64Array>()

/**
 * The silhouette of an aircraft type in its base's frame (x to the right, y forward, cm from the stand): convex
 * pieces of 8 numbers each, ordered as a base's corners. Shared: do not change it.
 */
export function silhouette(a: AircraftType): Float64Array {
  let s = cache.get(a.id)
  if (!s) {
    s = Float64Array.from(a.kind === 'balloon' ? balloonPieces() : a.kind === 'aeroplane' ? aeroplanePieces(a) : groundPieces())
    cache.set(a.id, s)
  }
  return s
}

/** How many pieces an aircraft's silhouette has. */
export function silhouettePieces(a: AircraftType): number {
  return silhouette(a).length / 8
}

/**
 * The world corners of an aircraft's silhouette at pose p (as baseCorners gives a base's), 8 numbers per piece,
 * written into out at offset. Headings run clockwise from north: forward is (sin h, cos h), right is (cos h, -sin h).
 */
export function silhouetteCorners(a: AircraftType, p: Pose, out: Float64Array = new Float64Array(silhouette(a).length), offset = 0): Float64Array {
  const local = silhouette(a)
  const s = Math.sin(p.h)
  const c = Math.cos(p.h)
  for (let k = 0; k < local.length; k += 2) {
    const x = local[k]
    const y = local[k + 1]
    out[offset + k] = p.x + x * c + y * s
    out[offset + k + 1] = p.y - x * s + y * c
  }
  return out
}

/** The farthest any point of an aircraft's silhouette lies from its stand, cm. */
export function silhouetteRadius(a: AircraftType): number {
  const local = silhouette(a)
  let r = 0
  for (let k = 0; k < local.length; k += 2) r = Math.max(r, Math.hypot(local[k], local[k + 1]))
  return r
}
