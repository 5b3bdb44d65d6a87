/**
 * Why a plane can or cannot fire at each enemy (rulebook 003, "Firing", "Overlapping", "Jammed Guns" and, for
 * two-seaters, "Second Arc of Fire"), worked out from what a seat may see: the positions, headings, statuses and
 * jam counters of a GameView are all public. Nothing here reads a plan or a damage card.
 *
 * The answer agrees with the engine's `fireOptions` (firing.ts): the same ruler geometry (`rulerDistance`), the
 * same bases (`allCorners`), the same blockers (every other flying base near enough, except those overlapping the
 * firer: "The overlapping planes don't block each other's aim") and the same order of tests. What the engine only
 * decides, this module also explains:
 *
 * - "jammed": "cannot fire after each of the next three manoeuvres" (one jam counter comes off after each);
 * - "overlapping": "Two or more planes whose bases overlap cannot fire at each other" (with 000's Overlapping, the
 *   pilot's guns may, one card, when the target's centre is in the arc: the reason says why a shot is not one of those);
 * - "out-of-arc": no point of the target base lies inside the arc ("If the ruler stays inside the fire arc");
 * - "beyond-ruler": the nearest point inside the arc is farther than the ruler ("it can reach any point of an
 *   enemy plane base");
 * - "blocked": the ruler reaches the base only across another base ("Planes cannot fire through another plane
 *   base, enemy or friendly"), named;
 * - "ruled-out": an optional rule in force forbids the shot for all to see (003 Blind Spots for Rear Guns).
 */
import { rectanglesOverlap } from '../geometry/base'
import { arcAxis, cardsAtDistance, rulerDistance, rulerDistanceToPieces, type ArcShape } from '../geometry/ruler'
import type { CompiledRules } from './rule-types'
import { allCorners, blockReach, fireShapesOf, mayBlock, outsideArc, overlapShot, shotCards, shotRuledOut } from './firing'
import type { AltitudeState, GameState, GunArc, PlaneId } from './state-types'
import { inClouds } from './rules/altitude/cloud-cover'
import { isGrounded } from './rules/altitude/landing'
import type { PlaneView } from './view'

export const FIRE_ARCS: GunArc[] = ['front', 'rear']

export type FireReason =
  | { kind: 'can-fire'; cards: 1 | 2; distance: number }
  /**
   * jam counters left: the guns cannot fire after this manoeuvre nor after the next counters - 1; with 000's jams
   * (roll), one comes off after each manoeuvre that is neither steep nor an Immelmann, the last on a D6 roll of 4+
   */
  | { kind: 'jammed'; counters: number; roll?: true }
  /** why: a rule in force lets some overlapping planes fire (000 Overlapping), but not this shot */
  | { kind: 'overlapping'; why?: string }
  | { kind: 'out-of-arc' }
  /** distance: the nearest point of the base inside the arc, cm */
  | { kind: 'beyond-ruler'; distance: number }
  /** by: the planes whose bases stand in the way; distance: where the ruler would reach without them */
  | { kind: 'blocked'; by: PlaneId[]; distance: number }
  /** an optional rule in force forbids the shot for everyone to see (003 Blind Spots for Rear Guns) */
  | { kind: 'ruled-out'; why: string }

export interface ArcReason {
  arc: GunArc
  reason: FireReason
}

export interface TargetReasons {
  target: PlaneId
  /** one entry per gun arc the shooter has (a fighter: front only) */
  arcs: ArcReason[]
  /** some arc can fire at this target */
  canFire: boolean
}

/** The parts of a plane the reasons need: all public. */
export type FirePlane = Pick<PlaneView, 'id' | 'team' | 'x' | 'y' | 'h' | 'status' | 'jam'> & { effects?: { alt?: AltitudeState } }

/** A ruler length that no table reaches: used to find the nearest point in the arc, however far. */
const UNBOUNDED = 1e9

function checkPlanes(rules: CompiledRules, planes: readonly FirePlane[]): void {
  if (planes.length !== rules.planes.length) throw new Error(`fire reasons: the view has ${planes.length} planes, the rules ${rules.planes.length}`)
  for (let i = 0; i < planes.length; i++) {
    if (planes[i].id !== rules.planes[i].id) throw new Error(`fire reasons: plane ${i} is "${planes[i].id}" in the view but "${rules.planes[i].id}" in the rules`)
  }
}

/** Corners of every flying base, computed as the engine does. */
export function cornersOf(rules: CompiledRules, planes: readonly FirePlane[]): Float64Array {
  checkPlanes(rules, planes)
  return allCorners(rules, { planes } as unknown as GameState)
}

/** Overlap exactly as the engine tests it: near enough to touch, then the rectangles. */
function overlapping(rules: CompiledRules, planes: readonly FirePlane[], corners: Float64Array, i: number, k: number): boolean {
  const dx = planes[k].x - planes[i].x
  const dy = planes[k].y - planes[i].y
  const touch = rules.planes[i].radius + rules.planes[k].radius
  return dx * dx + dy * dy < touch * touch && rectanglesOverlap(corners, corners, 8 * i, 8 * k)
}

/** The bases that could stand between firer i and target j (the engine's own selection, in the same order). */
function blockersOf(rules: CompiledRules, planes: readonly FirePlane[], corners: Float64Array, i: number, j: number): number[] {
  const reach = blockReach(rules, planes, i, j)
  return planes.map((_, k) => k).filter((k) => mayBlock(rules, planes, corners, i, j, k, reach))
}

function packed(corners: Float64Array, ks: readonly number[]): Float64Array {
  const out = new Float64Array(8 * Math.max(1, ks.length))
  ks.forEach((k, n) => out.set(corners.subarray(8 * k, 8 * k + 8), 8 * n))
  return out
}

/** Each plane's fireShapes under a rule in force (004 Shoot at the real thing: its silhouette), else null: the bases. */
type Shapes = (Float64Array | null)[] | null

function shapesOf(rules: CompiledRules, planes: readonly FirePlane[]): Shapes {
  return rules.hooks.fireShapes.length ? fireShapesOf(rules, planes) : null
}

function packedShapes(shapes: (Float64Array | null)[], ks: readonly number[]): Float64Array {
  let len = 0
  for (const k of ks) len += shapes[k]!.length
  const out = new Float64Array(len)
  let o = 0
  for (const k of ks) {
    out.set(shapes[k]!, o)
    o += shapes[k]!.length
  }
  return out
}

/**
 * The ruler's reach from plane i's stand to plane j inside `shape`, past the planes ks (none when null): to its base
 * and past their bases, or to and past their fireShapes under a rule in force (as the engine measures).
 */
function reachOf(planes: readonly FirePlane[], corners: Float64Array, shapes: Shapes, i: number, j: number, shape: ArcShape, ruler: number, ks: readonly number[] | null): number {
  const f = planes[i]
  if (!shapes) return ks ? rulerDistance(f.x, f.y, f.h, shape, corners, ruler, packed(corners, ks), ks.length, 8 * j) : rulerDistance(f.x, f.y, f.h, shape, corners, ruler, null, 0, 8 * j)
  const [sinAxis, cosAxis] = arcAxis(f.h, shape)
  const blockers = ks ? packedShapes(shapes, ks) : null
  return rulerDistanceToPieces(f.x, f.y, sinAxis, cosAxis, shape.halfAngle, shapes[j]!, ruler, blockers, blockers ? blockers.length / 8 : 0)
}

/** The two half circles, ahead and astern, that make a ring all round (003 Roland C.II, lines 287-291: firing.ts). */
const RING: readonly ArcShape[] = [
  { centre: 0, halfAngle: Math.PI / 2 },
  { centre: Math.PI, halfAngle: Math.PI / 2 },
]

/** Why the plane at index i can or cannot fire with one arc at the plane at index j. */
function arcReason(rules: CompiledRules, planes: readonly FirePlane[], corners: Float64Array, i: number, j: number, arc: GunArc, shapes: Shapes = shapesOf(rules, planes)): FireReason {
  const f = planes[i]
  const t = planes[j]
  const cf = rules.planes[i]
  const ct = rules.planes[j]
  const arcShape = cf.arcs[arc]!
  const ruler = rules.ruler
  // 003 Roland C.II (lines 287-291): its rear gun's ring fires all round at a higher plane, as the engine measures it
  const ring = arc === 'rear' && cf.rearRing && (t.effects?.alt?.level ?? 0) > (f.effects?.alt?.level ?? 0)
  const reachIn = (r: number, ks: readonly number[] | null) => (ring ? Math.min(...RING.map((s) => reachOf(planes, corners, shapes, i, j, s, r, ks))) : reachOf(planes, corners, shapes, i, j, arcShape, r, ks))
  // 003 Cloud Cover (lines 461-463) and planes on the ground (line 409): a plane in the clouds cannot fire nor be fired
  // at, one on the ground cannot fire, wherever the planes stand; the rules' own words, before any geometry
  if (rules.hooks.shotRuledOut.length && (inClouds(f, rules.setup.options.cloudCover) || inClouds(t, rules.setup.options.cloudCover) || isGrounded(f))) {
    const why = shotRuledOut(rules, planes, i, arc, j)
    if (why) return { kind: 'ruled-out', why }
  }
  if (f.jam[arc] > 0) return rules.setup.options.jamRoll ? { kind: 'jammed', counters: f.jam[arc], roll: true } : { kind: 'jammed', counters: f.jam[arc] }
  const dx = t.x - f.x
  const dy = t.y - f.y
  const d2 = dx * dx + dy * dy
  const reach = ruler + ct.radius
  // the nearest point of the base inside the arc, however far: Infinity when no point of it is inside
  const inArc = () => reachIn(UNBOUNDED, null)
  const farReason = (): FireReason => {
    const d = inArc()
    return d === Infinity ? { kind: 'out-of-arc' } : { kind: 'beyond-ruler', distance: d }
  }
  if (d2 > reach * reach) return farReason()
  // a rule in force may let overlapping planes fire, with its own cards (000 Overlapping)
  let overlapCards: 0 | 1 | 2 = 0
  if (overlapping(rules, planes, corners, i, j)) {
    if (!rules.hooks.overlapShot.length) return { kind: 'overlapping' }
    const allowed = overlapShot(rules, planes, i, arc, j)
    if (typeof allowed === 'string') return { kind: 'overlapping', why: allowed }
    overlapCards = allowed
  }
  if (!ring && outsideArc(f.h + arcShape.centre, arcShape.halfAngle, dx, dy, d2, ct.radius)) return { kind: 'out-of-arc' }
  const ks = blockersOf(rules, planes, corners, i, j)
  const d = reachIn(ruler, ks)
  if (d !== Infinity) {
    const why = rules.hooks.shotRuledOut.length ? shotRuledOut(rules, planes, i, arc, j) : null
    if (why) return { kind: 'ruled-out', why }
    const ruled = overlapCards || cardsAtDistance(d, ruler)
    const cards = rules.hooks.shotCards.length ? shotCards(rules, planes, i, arc, j, ruled, d) : ruled
    return typeof cards === 'string' ? { kind: 'ruled-out', why: cards } : { kind: 'can-fire', cards, distance: d }
  }
  const open = reachIn(ruler, null)
  if (open === Infinity) return farReason()
  return { kind: 'blocked', by: blockingPlanes((set) => reachIn(ruler, set), ks).map((k) => planes[k].id), distance: open }
}

/**
 * Which of the candidate blockers stand in the way: those that block on their own, else those without which
 * the ruler would get through, else every candidate that shortens the reach.
 */
function blockingPlanes(dist: (set: number[]) => number, ks: number[]): number[] {
  const alone = ks.filter((k) => dist([k]) === Infinity)
  if (alone.length) return alone
  const needed = ks.filter((k) => dist(ks.filter((x) => x !== k)) !== Infinity)
  if (needed.length) return needed
  const open = dist([])
  return ks.filter((k) => dist([k]) > open)
}

/**
 * Every enemy of `shooter` with the reason per gun arc. Enemies are the flying planes of other teams and their
 * pieces guns may fire at (balloons, trenches, AA guns). A shooter that is not in play, or has no guns, gets an empty list.
 */
export function fireReasons(rules: CompiledRules, planes: readonly FirePlane[], shooter: PlaneId, corners: Float64Array = cornersOf(rules, planes)): TargetReasons[] {
  checkPlanes(rules, planes)
  const i = planes.findIndex((p) => p.id === shooter)
  if (i < 0) throw new Error(`fire reasons: there is no plane "${shooter}"`)
  const f = planes[i]
  const arcs = FIRE_ARCS.filter((a) => rules.planes[i].arcs[a])
  if ((f.status !== 'flying' && f.status !== 'standing') || arcs.length === 0) return []
  const shapes = shapesOf(rules, planes)
  const out: TargetReasons[] = []
  for (let j = 0; j < planes.length; j++) {
    const t = planes[j]
    if (j === i || t.team === f.team) continue
    if (t.status !== 'flying' && !(t.status === 'standing' && rules.planes[j].target)) continue
    // a gun on the ground (an AA machine gun, 003 lines 714-717) fires at what flies, aircraft and balloons: nothing
    // in 003 has a ground piece fire at another (strafing is done by "planes in the air", line 666)
    if (f.status === 'standing' && t.status === 'standing' && rules.planes[j].kind !== 'balloon') continue
    const reasons = arcs.map((arc) => ({ arc, reason: arcReason(rules, planes, corners, i, j, arc, shapes) }))
    out.push({ target: t.id, arcs: reasons, canFire: reasons.some((r) => r.reason.kind === 'can-fire') })
  }
  return out
}

/** Every (shooter, arc, target) that can fire, in the engine's order: a stand-in for `fireOptions` from a view. */
export function fireOptionsFromView(rules: CompiledRules, planes: readonly FirePlane[]): { plane: PlaneId; arc: GunArc; target: PlaneId; cards: 1 | 2; distance: number }[] {
  const corners = cornersOf(rules, planes)
  const out: { plane: PlaneId; arc: GunArc; target: PlaneId; cards: 1 | 2; distance: number }[] = []
  for (const f of planes) {
    const reasons = fireReasons(rules, planes, f.id, corners)
    for (const arc of FIRE_ARCS) {
      for (const t of reasons) {
        const r = t.arcs.find((a) => a.arc === arc)?.reason
        if (r?.kind === 'can-fire') out.push({ plane: f.id, arc, target: t.target, cards: r.cards, distance: r.distance })
      }
    }
  }
  return out
}

/** One line for a reason, in a newcomer's words. `name` turns a plane id into its name on the table. */
export function describeReason(r: FireReason, name: (id: PlaneId) => string): string {
  switch (r.kind) {
    case 'can-fire':
      return `${r.cards === 2 ? 'short range · 2 cards' : 'long range · 1 card'} (${r.distance.toFixed(1)} cm)`
    case 'jammed':
      if (r.roll) return r.counters > 1 ? `guns jammed: ${r.counters} counters; one comes off after each manoeuvre that is not steep nor an Immelmann, the last on a die roll of 4+` : 'guns jammed: the last counter comes off on a die roll of 4+ after a manoeuvre that is not steep nor an Immelmann'
      return r.counters > 1 ? `guns jammed: no fire after this manoeuvre nor the next ${r.counters - 1}` : 'guns jammed: they clear after this manoeuvre'
    case 'overlapping':
      return r.why ? `bases overlap: ${r.why}` : 'bases overlap: overlapping planes cannot fire at each other'
    case 'out-of-arc':
      return 'out of the fire arc'
    case 'beyond-ruler':
      return `beyond the ruler (${r.distance.toFixed(1)} cm)`
    case 'blocked':
      return `line blocked by ${r.by.length ? r.by.map(name).join(' and ') : 'another plane'}`
    case 'ruled-out':
      return r.why
  }
}

/**
 * The point of the target base the ruler reaches first, for drawing it: the nearest point of the base that lies
 * inside the arc and that a straight line from the stand reaches without crossing another base. Null when there
 * is none within the ruler. The distance is the engine's (`rulerDistance`); the point is found to within a
 * millimetre or so when other bases cut the line. Under 004's Shoot at the real thing, silhouettes stand for the bases.
 */
export function rulerPoint(rules: CompiledRules, planes: readonly FirePlane[], shooter: PlaneId, arc: GunArc, target: PlaneId): { x: number; y: number; distance: number } | null {
  checkPlanes(rules, planes)
  const i = planes.findIndex((p) => p.id === shooter)
  const j = planes.findIndex((p) => p.id === target)
  if (i < 0 || j < 0) return null
  const corners = cornersOf(rules, planes)
  const r = arcReason(rules, planes, corners, i, j, arc)
  if (r.kind !== 'can-fire' || !rules.planes[i].arcs[arc]) return null
  const f = planes[i]
  const shape = rules.planes[i].arcs[arc]!
  const axis = f.h + shape.centre
  const ks = blockersOf(rules, planes, corners, i, j)
  // the target's base, or the pieces of its silhouette (004 Shoot at the real thing); the blockers' likewise
  const shapes = shapesOf(rules, planes)
  const t = shapes ? shapes[j]! : corners.subarray(8 * j, 8 * j + 8)
  const inArc = (x: number, y: number) => {
    const dx = x - f.x
    const dy = y - f.y
    const len = Math.hypot(dx, dy)
    if (len < 1e-9) return true
    const cos = (dx * Math.sin(axis) + dy * Math.cos(axis)) / len
    return cos >= Math.cos(shape.halfAngle) - 1e-9
  }
  const crossesPlane = (x: number, y: number, k: number) => {
    if (!shapes) return segmentCrossesBase(f.x, f.y, x, y, corners, 8 * k)
    const pieces = shapes[k]!
    for (let o = 0; o < pieces.length; o += 8) if (segmentCrossesBase(f.x, f.y, x, y, pieces, o)) return true
    return false
  }
  const clear = (x: number, y: number) => ks.every((k) => !crossesPlane(x, y, k))
  let best: { x: number; y: number; distance: number } | null = null
  const consider = (x: number, y: number) => {
    const d = Math.hypot(x - f.x, y - f.y)
    if (best && d >= best.distance) return
    if (inArc(x, y) && clear(x, y)) best = { x, y, distance: d }
  }
  const STEPS = 400
  for (let e = 0; e < t.length / 2; e++) {
    const o = 8 * Math.floor(e / 4)
    const ax = t[o + ((2 * e) % 8)]
    const ay = t[o + ((2 * e + 1) % 8)]
    const bx = t[o + ((2 * e + 2) % 8)]
    const by = t[o + ((2 * e + 3) % 8)]
    // the nearest point of the edge, where the sides of the arc cross it, and points all along it
    const ex = bx - ax
    const ey = by - ay
    const len2 = ex * ex + ey * ey
    const foot = len2 > 0 ? Math.min(1, Math.max(0, ((f.x - ax) * ex + (f.y - ay) * ey) / len2)) : 0
    consider(ax + ex * foot, ay + ey * foot)
    for (const side of [axis - shape.halfAngle, axis + shape.halfAngle]) {
      const u = rayHitsSegment(f.x, f.y, Math.sin(side), Math.cos(side), ax, ay, bx, by)
      if (u !== null) consider(ax + ex * u, ay + ey * u)
    }
    for (let s = 0; s <= STEPS; s++) consider(ax + (ex * s) / STEPS, ay + (ey * s) / STEPS)
  }
  return best ? { ...(best as { x: number; y: number }), distance: r.distance } : null
}

/** Where along a-b (0..1) the ray from (ox, oy) in direction (wx, wy) crosses it, or null. */
function rayHitsSegment(ox: number, oy: number, wx: number, wy: number, ax: number, ay: number, bx: number, by: number): number | null {
  const ex = bx - ax
  const ey = by - ay
  const denom = wx * ey - wy * ex
  if (Math.abs(denom) < 1e-12) return null
  const qx = ax - ox
  const qy = ay - oy
  const s = (qx * ey - qy * ex) / denom
  const u = (qx * wy - qy * wx) / denom
  return s >= 0 && u >= -1e-9 && u <= 1 + 1e-9 ? Math.min(1, Math.max(0, u)) : null
}

/** Whether the segment p-q passes through the inside of the base whose corners start at `off` (a graze is not). */
function segmentCrossesBase(px: number, py: number, qx: number, qy: number, c: ArrayLike<number>, off: number): boolean {
  // clip the segment against the four edges (the corners go clockwise seen from above)
  let t0 = 0
  let t1 = 1
  const dx = qx - px
  const dy = qy - py
  for (let e = 0; e < 4; e++) {
    const ax = c[off + 2 * e]
    const ay = c[off + 2 * e + 1]
    const bx = c[off + ((2 * e + 2) % 8)]
    const by = c[off + ((2 * e + 3) % 8)]
    // inward normal of a clockwise polygon: right of the edge
    const nx = by - ay
    const ny = -(bx - ax)
    const num = (px - ax) * nx + (py - ay) * ny
    const den = dx * nx + dy * ny
    if (Math.abs(den) < 1e-12) {
      if (num <= 1e-9) return false
      continue
    }
    const t = -num / den
    if (den > 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t1 - t0 <= 1e-6) return false
  }
  return (t1 - t0) * Math.hypot(dx, dy) > 1e-6
}

