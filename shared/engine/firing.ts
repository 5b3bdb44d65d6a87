/**
 * Firing (rulebook, "Firing", "Overlapping" and, for two-seaters, "Second Arc of Fire").
 *
 * "Take the ruler and put an end against the plane stand at the centre of the aircraft base. If the ruler stays
 * inside the fire arc of the aircraft base, and it can reach any point of an enemy plane base, the aircraft can
 * fire at the opponent. ... Firing is not mandatory."
 *
 * "If the target aircraft base is reached by the first half of the ruler, the player who owns the target plane
 * draws two cards of damage from the deck that matches the letter of the firing plane. If the target aircraft's
 * base is reached by the second half of the ruler, the target plane takes only one card of damage."
 *
 * "Fighter aircraft can fire at a single target each phase ... Planes cannot fire through another plane base,
 * enemy or friendly."
 *
 * "Two or more planes whose bases overlap cannot fire at each other. They can, however, still fire at other
 * planes. ... The overlapping planes don't block each other's aim." (000's overlapping planes may: the hook
 * overlapShot, rules/overlap-fire.ts.)
 *
 * "Two-seaters with two firing arcs can fire at two different targets after each move. One target must be in the
 * front arc of fire, as for fighters; the other target must be in the rear arc."
 */
import { basesSurelyOverlap, cornersWithTrig, rectanglesOverlap } from '../geometry/base'
import { headingTrig } from '../geometry/heading-trig'
import { cardsAtDistance, halfAngleTrig, rulerDistanceAlong, rulerDistanceToPieces } from '../geometry/ruler'
import type { CompiledRules } from './rule-types'
import { StandGrid } from './stand-grid'
import type { FireOption, GameState, GunArc, PlaneState } from './state-types'

/** World corners of every plane's base, 8 numbers per plane (garbage for planes not flying). */
export function allCorners(rules: CompiledRules, state: GameState, out?: Float64Array): Float64Array {
  const n = state.planes.length
  const corners = out && out.length >= 8 * n ? out : new Float64Array(8 * n)
  for (let i = 0; i < n; i++) {
    const p = state.planes[i]
    if (p.status !== 'flying' && p.status !== 'standing') continue
    const t = headingTrig.of(i, p.h)
    cornersWithTrig(p, rules.planes[i].shape, t.sin, t.cos, corners, 8 * i)
  }
  return corners
}

let blockerBuf = new Float64Array(8 * 16)
let standX = new Float64Array(16)
let standY = new Float64Array(16)
const grid = new StandGrid()
/** tables of up to this many planes are scanned whole rather than filed in the grid */
const SCAN_BELOW = 8
let useGrid = false

/** How many planes to look at for a box: those the grid finds in it (in grid.hits), or all n on a small table. */
function near(x0: number, y0: number, x1: number, y1: number, n: number): number {
  return useGrid ? grid.query(x0, y0, x1, y1) : n
}
let targets = new Int32Array(16)
/** Whether plane t flies at a higher level than plane f (the altitude rules' levels). */
function above(f: PlaneState, t: PlaneState): boolean {
  return (t.effects?.alt?.level ?? 0) > (f.effects?.alt?.level ?? 0)
}

/**
 * The ruler's distance from (x, y) to target j all round: the lesser of the two half circles' ahead and astern of
 * heading (sinH, cosH), each measured as an arc (003 Roland C.II, lines 287-291).
 */
function allRoundDistance(x: number, y: number, sinH: number, cosH: number, pieces: Float64Array | null, corners: Float64Array, j: number, ruler: number, nb: number): number {
  const half = Math.PI / 2
  if (pieces) return Math.min(rulerDistanceToPieces(x, y, sinH, cosH, half, pieces, ruler, blockerBuf, nb), rulerDistanceToPieces(x, y, -sinH, -cosH, half, pieces, ruler, blockerBuf, nb))
  return Math.min(rulerDistanceAlong(x, y, sinH, cosH, half, corners, ruler, blockerBuf, nb, 8 * j), rulerDistanceAlong(x, y, -sinH, -cosH, half, corners, ruler, blockerBuf, nb, 8 * j))
}

/**
 * The bases' corners while fireOptions runs: the caller's, every plane's worked out, or (given none) this module's,
 * each plane's worked out the first time a check needs it (cornersDone): in most phases no one is within a ruler of
 * an enemy and no corner is needed (issue 31, a phase's cost).
 */
let lazyCorners = new Float64Array(8 * 16)
/**
 * the call of fireOptions (its number, `asked`) in which each plane's corners were last worked out: a plane's are done
 * when its number is this call's, so nothing is cleared between calls (issue 31, a phase's cost)
 */
let cornersDone = new Uint32Array(16)
let asked = 0
let lazy = false

/** Plane k's corners in the buffer fireOptions reads, worked out now if they are not yet. */
function need(rules: CompiledRules, planes: readonly StandingPlane[], k: number): void {
  if (!lazy || cornersDone[k] === asked) return
  cornersDone[k] = asked
  // (only fireOptions works corners out as needed, and it reads the state's planes, which have their headings)
  const p = planes[k] as PlaneState
  const t = headingTrig.of(k, p.h)
  cornersWithTrig(p, rules.planes[k].shape, t.sin, t.cos, lazyCorners, 8 * k)
}
/** each plane's fireShapes while a rule in force gives them (004 Shoot at the real thing), else null */
let shapes: (Float64Array | null)[] | null = null

/**
 * What of each flying plane the ruler reaches and what of it blocks, as the rule in force gives it (004 Shoot at the
 * real thing: its silhouette), null for planes not flying. Only asked when a module registers fireShapes.
 */
export function fireShapesOf(rules: CompiledRules, planes: readonly StandingPlane[]): (Float64Array | null)[] {
  const mod = rules.hooks.fireShapes[0]
  const ctx = { rules, state: { planes } as unknown as GameState, events: null }
  return planes.map((p, k) => (p.status === 'flying' || p.status === 'standing' ? mod.fireShapes!(ctx, k) : null))
}

/**
 * Who may fire at whom after this phase's movement. Planes with jammed guns in an arc cannot fire with it;
 * targets are planes of other teams. Options come firer by firer, arc by arc (front, rear), target by target,
 * in table order. `given`: every plane's base corners (allCorners), or null to have each worked out when a check
 * first needs it.
 */
export function fireOptions(rules: CompiledRules, state: GameState, given: Float64Array | null): FireOption[] {
  const planes = state.planes
  const n = planes.length
  lazy = given === null
  if (lazy) {
    // a new number for this call (none is 0, which the buffer starts with; after 2^30 - 1 calls the count starts again,
    // with the buffer cleared: a number V8 keeps as a small integer)
    asked = asked === 0x3fffffff ? 1 : asked + 1
    if (asked === 1 || cornersDone.length < n) {
      cornersDone = new Uint32Array(Math.max(n, cornersDone.length))
      if (lazyCorners.length < 8 * n) lazyCorners = new Float64Array(8 * n)
    }
  }
  const corners = given ?? lazyCorners
  const ruler = rules.ruler
  // (made with the first option: a list of one, not an empty one grown by push; issue 31, a phase's cost)
  let options: FireOption[] | null = null
  if (blockerBuf.length < 8 * n) blockerBuf = new Float64Array(8 * n)
  if (standX.length < n) {
    standX = new Float64Array(n)
    standY = new Float64Array(n)
    targets = new Int32Array(n)
  }
  // a small table is quicker to scan than to file
  useGrid = n > SCAN_BELOW
  // (read from locals in the loops below: a module's variable is looked up afresh at every use)
  const gridded = useGrid
  const inReach = targets
  // (the shots' hooks asked once, a fact of the compiled rules: issue 31, a phase's cost)
  const plain = rules.plainShots
  shapes = !plain && rules.hooks.fireShapes.length ? fireShapesOf(rules, planes) : null
  if (useGrid) {
    for (let i = 0; i < n; i++) {
      standX[i] = planes[i].x
      standY[i] = planes[i].y
    }
    grid.build(n, standX, standY, (i) => planes[i].status === 'flying' || planes[i].status === 'standing', ruler / 2 + rules.maxRadius)
  }
  for (let i = 0; i < n; i++) {
    const f = planes[i]
    // an AA machine gun fires like an aircraft (003 lines 714-716); other pieces have no guns
    if (f.status !== 'flying' && f.status !== 'standing') continue
    const cf = rules.planes[i]
    // (the arcs it has guns in: a fighter's one, not both with one of them empty; issue 31, a phase's cost)
    const armed = cf.armedArcs
    if (armed.length === 0) continue
    // the planes whose bases the ruler could reach: stands within a ruler and a base's radius
    const ht = headingTrig.of(i, f.h)
    const sinH = ht.sin
    const cosH = ht.cos
    const span = ruler + rules.maxRadius
    // a small table is scanned in table order, the other teams' pieces only (CompiledPlane.enemies); the grid gives
    // the planes near the firer, whose hits are copied (the blockers' look-ups reuse them)
    const enemies = cf.enemies
    // a gun on the ground (an AA machine gun) fires at what flies: the grid's hits, unlike `enemies`, hold anyone
    const airOnly = gridded && f.status === 'standing'
    const found = gridded ? near(f.x - span, f.y - span, f.x + span, f.y + span, n) : enemies.length
    if (gridded) {
      const hits = grid.hits
      for (let q = 0; q < found; q++) inReach[q] = hits[q]
    }
    for (let a = 0; a < armed.length; a++) {
      const arc = armed[a].arc
      const shape = armed[a].shape
      if ((arc === 'front' ? f.jam.front : f.jam.rear) > 0) continue
      const narrow = shape.halfAngle < Math.PI / 2
      // the arcs look ahead or astern: their middle's sine and cosine are the heading's, or their opposites
      const sinAxis = shape.centre === 0 ? sinH : shape.centre === Math.PI ? -sinH : Math.sin(f.h + shape.centre)
      const cosAxis = shape.centre === 0 ? cosH : shape.centre === Math.PI ? -cosH : Math.cos(f.h + shape.centre)
      const trig = halfAngleTrig(shape.halfAngle)
      const sinHalf = trig[0]
      const cosHalf = trig[1]
      // 003 Roland C.II (lines 287-291): the rear gun on its ring fires all round at a higher target
      const ring = arc === 'rear' && cf.rearRing
      for (let q = 0; q < found; q++) {
        const j = gridded ? inReach[q] : enemies[q]
        const t = planes[j]
        const ct = rules.planes[j]
        if (gridded && (j === i || t.team === f.team || (airOnly && ct.kind !== 'aeroplane' && ct.kind !== 'balloon'))) continue
        if (t.status !== 'flying' && !(t.status === 'standing' && ct.target)) continue
        const dx = t.x - f.x
        const dy = t.y - f.y
        const reach = ruler + ct.radius
        if (dx * dx + dy * dy > reach * reach) continue
        const d2 = dx * dx + dy * dy
        const allRound = ring && above(f, t)
        // a target wholly outside a narrow arc has no option whether the bases overlap or not: the arc, the cheaper
        // test, is asked first (the overlap needs the bases' corners; issue 31, a phase's cost)
        if (narrow && !allRound && outsideNarrowArc(sinAxis, cosAxis, cosHalf, sinHalf, dx, dy, d2, ct.radius)) continue
        const touch = cf.radius + ct.radius
        // 003: overlapping planes cannot fire at each other; a rule in force may let them, with its own cards (000 Overlapping)
        let overlapCards: 0 | 1 | 2 = 0
        if (d2 < touch * touch && rectanglesOverlapNow(rules, planes, corners, i, j, d2)) {
          if (plain || !rules.hooks.overlapShot.length) continue
          const o = overlapShot(rules, planes, i, arc, j)
          if (typeof o === 'string') continue
          overlapCards = o
        }
        const nb = n > 2 ? collectBlockers(rules, state, corners, i, j) : 0
        if (!shapes) need(rules, planes, j)
        const d = allRound
          ? allRoundDistance(f.x, f.y, sinH, cosH, shapes ? shapes[j]! : null, corners, j, ruler, nb)
          : shapes
            ? rulerDistanceToPieces(f.x, f.y, sinAxis, cosAxis, shape.halfAngle, shapes[j]!, ruler, blockerBuf, nb)
            : rulerDistanceAlong(f.x, f.y, sinAxis, cosAxis, shape.halfAngle, corners, ruler, blockerBuf, nb, 8 * j)
        if (d === Infinity) continue
        if (!plain && rules.hooks.shotRuledOut.length && shotRuledOut(rules, planes, i, arc, j)) continue
        let cards = overlapCards || cardsAtDistance(d, ruler)
        if (!plain && rules.hooks.shotCards.length) {
          const c = shotCards(rules, planes, i, arc, j, cards, d)
          if (typeof c === 'string') continue
          cards = c
        }
        const option: FireOption = { plane: f.id, arc, target: t.id, cards, distance: d }
        if (options === null) options = [option]
        else options.push(option)
      }
    }
  }
  lazy = false
  return options ?? NO_OPTIONS
}

/**
 * Whether planes i's and j's bases overlap (their stands `d2` apart, squared, within their circles): surely when their
 * stands are that close (basesSurelyOverlap: no corners needed), else by their corners, worked out first if fireOptions
 * works them out as needed.
 */
function rectanglesOverlapNow(rules: CompiledRules, planes: readonly StandingPlane[], corners: Float64Array, i: number, j: number, d2: number): boolean {
  if (basesSurelyOverlap(rules.planes[i].shape, rules.planes[j].shape, d2)) return true
  need(rules, planes, i)
  need(rules, planes, j)
  return rectanglesOverlap(corners, corners, 8 * i, 8 * j)
}

/** the options of a phase in which no one has a target (most phases), and after a firing step: one array for all of them, never changed */
export const NO_OPTIONS: FireOption[] = Object.freeze([]) as unknown as FireOption[]

/**
 * Whether a target whose base lies within `radius` of a point at (dx, dy) from the firer's stand is wholly outside
 * an arc of the given middle direction and half opening: then the ruler cannot reach it and the exact test is
 * not needed. Conservative: it only says yes when the whole circle round the target base is outside.
 */
export function outsideArc(axis: number, half: number, dx: number, dy: number, d2: number, radius: number): boolean {
  if (half >= Math.PI / 2) return false
  const trig = halfAngleTrig(half)
  return outsideNarrowArc(Math.sin(axis), Math.cos(axis), trig[1], trig[0], dx, dy, d2, radius)
}

/**
 * outsideArc for an arc narrower than a half turn, given the sine and cosine of its middle direction and of its half
 * opening (a firer's are worked out once for all its targets).
 */
function outsideNarrowArc(sinAxis: number, cosAxis: number, cosHalf: number, sinHalf: number, dx: number, dy: number, d2: number, radius: number): boolean {
  if (d2 <= radius * radius) return false
  const d = Math.sqrt(d2)
  // cosine of the angle between the arc's middle and the direction to the target
  const cosOff = (dx * sinAxis + dy * cosAxis) / d
  // the circle subtends asin(radius / d) on each side; it is outside when off > half + spread (less than a half
  // turn: half < PI / 2 and spread < PI / 2), that is when cos(off) < cos(half + spread)
  const sinSpread = radius / d
  const cosSpread = Math.sqrt(1 - sinSpread * sinSpread)
  return cosOff < cosHalf * cosSpread - sinHalf * sinSpread
}

/** Where a plane stands, as the blocker test needs it. */
export interface StandingPlane {
  x: number
  y: number
  h?: number
  status: string
}

/** How far from firer i a base may stand and still be in the way of a shot at target j. */
export function blockReach(rules: CompiledRules, planes: readonly StandingPlane[], i: number, j: number): number {
  return Math.hypot(planes[j].x - planes[i].x, planes[j].y - planes[i].y) + rules.planes[j].radius
}

/**
 * Whether plane k's base could stand between firer i and target j (`reach`: blockReach of i and j): a flying
 * plane other than the two that does not overlap the firer (overlapping planes don't block each other's aim),
 * near enough to the line from the firer's stand to the target's to matter. Every line the ruler can follow to
 * the target lies within the target's radius of that line (the hull of a point and a disc), so a base farther from
 * it than its own radius and the target's cannot be in the way. fire-reasons.ts asks the same question of a seat's
 * view.
 */
export function mayBlock(rules: CompiledRules, planes: readonly StandingPlane[], corners: Float64Array, i: number, j: number, k: number, reach: number): boolean {
  if (k === i || k === j) return false
  const b = planes[k]
  if (b.status !== 'flying' && !(b.status === 'standing' && rules.planes[k].blocks)) return false
  if (rules.hooks.blocks.length && !blocksShot(rules, planes, i, j, k)) return false
  const r = rules.planes[k].radius
  const ax = planes[i].x
  const ay = planes[i].y
  const dx = b.x - ax
  const dy = b.y - ay
  if (dx * dx + dy * dy > (reach + r) * (reach + r)) return false
  const ex = planes[j].x - ax
  const ey = planes[j].y - ay
  const len2 = ex * ex + ey * ey
  let s = len2 > 0 ? (dx * ex + dy * ey) / len2 : 0
  if (s < 0) s = 0
  else if (s > 1) s = 1
  const qx = dx - ex * s
  const qy = dy - ey * s
  const near = rules.planes[j].radius + r
  if (qx * qx + qy * qy > near * near) return false
  const touch = rules.planes[i].radius + r
  const d2 = dx * dx + dy * dy
  return !(d2 < touch * touch && rectanglesOverlapNow(rules, planes, corners, i, k, d2))
}

/**
 * The bases that could stand between firer i and target j, copied into the blocker buffer (the pieces of their
 * fireShapes when a rule in force gives them); their count. The grid
 * gives the planes whose stands lie near the line from the firer's stand to the target's; mayBlock decides.
 */
function collectBlockers(rules: CompiledRules, state: GameState, corners: Float64Array, i: number, j: number): number {
  const planes = state.planes
  const reach = blockReach(rules, planes, i, j)
  const ax = planes[i].x
  const ay = planes[i].y
  const bx = planes[j].x
  const by = planes[j].y
  const margin = rules.planes[j].radius + rules.maxRadius
  const found = near(Math.min(ax, bx) - margin, Math.min(ay, by) - margin, Math.max(ax, bx) + margin, Math.max(ay, by) + margin, planes.length)
  const hits = grid.hits
  let nb = 0
  for (let q = 0; q < found; q++) {
    const k = useGrid ? hits[q] : q
    if (!mayBlock(rules, planes, corners, i, j, k, reach)) continue
    if (shapes) {
      // the pieces of its silhouette, each a blocker of its own (004 Shoot at the real thing)
      const pieces = shapes[k]!
      if (blockerBuf.length < 8 * nb + pieces.length) {
        const grown = new Float64Array(2 * (8 * nb + pieces.length))
        grown.set(blockerBuf)
        blockerBuf = grown
      }
      blockerBuf.set(pieces, 8 * nb)
      nb += pieces.length / 8
      continue
    }
    need(rules, planes, k)
    for (let c = 0; c < 8; c++) blockerBuf[8 * nb + c] = corners[8 * k + c]
    nb++
  }
  return nb
}

/**
 * Why a rule in force rules out plane i's shot with `arc` at plane j for everyone (003 Blind Spots), or null. The
 * planes are the state's or a seat's view's: the rules read only where they stand.
 */
export function shotRuledOut(rules: CompiledRules, planes: readonly StandingPlane[], i: number, arc: GunArc, j: number): string | null {
  const mods = rules.hooks.shotRuledOut
  const state = { planes } as unknown as GameState
  for (let k = 0; k < mods.length; k++) {
    const why = mods[k].shotRuledOut!({ rules, state, events: null }, i, arc, j)
    if (why) return why
  }
  return null
}

/**
 * The cards plane i's shot with `arc` at plane j, whose bases overlap, takes under the rules in force, or why there is
 * none (000 Overlapping). The planes are the state's or a seat's view's.
 */
export function overlapShot(rules: CompiledRules, planes: readonly StandingPlane[], i: number, arc: GunArc, j: number): 1 | 2 | string {
  const state = { planes } as unknown as GameState
  return rules.hooks.overlapShot[0].overlapShot!({ rules, state, events: null }, i, arc, j)
}

/**
 * The cards plane i's shot with `arc` at plane j takes under the rules in force, from the ruler's, or why there is
 * no shot (003 Altitude: across levels). The planes are the state's or a seat's view's.
 */
export function shotCards(rules: CompiledRules, planes: readonly StandingPlane[], i: number, arc: GunArc, j: number, cards: 1 | 2, distance: number): 1 | 2 | string {
  const mods = rules.hooks.shotCards
  const state = { planes } as unknown as GameState
  let out: 1 | 2 | string = cards
  for (let k = 0; k < mods.length && typeof out !== 'string'; k++) out = mods[k].shotCards!({ rules, state, events: null }, i, arc, j, out, distance)
  return out
}

/** Whether every rule in force lets plane k's base block plane i's shot at plane j. */
function blocksShot(rules: CompiledRules, planes: readonly StandingPlane[], i: number, j: number, k: number): boolean {
  const mods = rules.hooks.blocks
  const state = { planes } as unknown as GameState
  for (let q = 0; q < mods.length; q++) if (!mods[q].blocks!({ rules, state, events: null }, i, j, k)) return false
  return true
}

/** The option for a plane's arc at a target, if there is one. */
export function findOption(options: readonly FireOption[], plane: string, arc: GunArc, target: string): FireOption | undefined {
  for (const o of options) if (o.plane === plane && o.arc === arc && o.target === target) return o
  return undefined
}

/** The planes that have something to decide this firing step. */
export function planesWithOptions(options: readonly FireOption[]): Set<string> {
  const s = new Set<string>()
  for (const o of options) s.add(o.plane)
  return s
}
