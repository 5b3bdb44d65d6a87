/**
 * What the held-out bots (issue 31) see of a turn, shared by the three of them: every legal plan of a plane as a tree
 * of poses (the distinct stands after its first, second and third card), the shots exchanged in a phase between two
 * such stands (the engine's own fire geometry, fireOptionsFromView, memoised by stand), and the plain geometric terms
 * they weigh the end of a turn with (who is on whose nose, at what range, how near the edge).
 *
 * It is written apart from the app's bots: nothing here comes from shared/bots/search/ nor from the heuristic bot's
 * planning. It reads only a seat's view: positions, headings, last manoeuvres and jam counters, all public. The bots
 * differ in what they do with it: whom they assume the enemy to be, and how they weigh the cases (counter-puncher.ts,
 * stalker.ts, brawler.ts).
 */
import type { CompiledPlane, CompiledRules } from '../../engine/compiled'
import { fireOptionsFromView, type FirePlane } from '../../engine/fire-reasons'
import { checkPlan, CARDS_PER_TURN } from '../../engine/planning'
import type { LastManoeuvre } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { advance, bearing, wrapAngle, type Pose } from '../../geometry/pose'
import { isOnTable, type TableSize } from '../../geometry/table'
import { planRulesOf } from '../plan-rules'

/** A plane's legal plans, and the distinct stands they pass through. */
export interface FlightTree {
  plane: CompiledPlane
  /** poses[k]: the distinct stands after card k (0, 1, 2) of some legal plan */
  poses: Pose[][]
  /** each legal plan: its cards and, per card, the index of its stand in poses[k] */
  plans: { ids: string[]; at: number[] }[]
}

/** The counter a plane is left with after flying `ids` (its last card's). */
export function lastAfter(plane: CompiledPlane, ids: readonly string[]): LastManoeuvre | null {
  return ids.length ? plane.cards.get(ids[ids.length - 1])!.counter : null
}

/**
 * Every legal plan of three different cards for plane `p` from stand `from` after manoeuvre `last` (the view's own
 * stand and counter unless told), as a tree of stands. Plans whose cards differ but whose stands agree share them.
 */
export function flightTree(rules: CompiledRules, view: GameView, p: PlaneView, from: Pose = p, last: LastManoeuvre | null = p.last): FlightTree {
  const plane = rules.byId.get(p.id)!
  const pr = planRulesOf(rules, view, p)
  const ids = [...plane.cards.keys()]
  const poses: Pose[][] = [[], [], []]
  const index: Map<number, number>[] = [new Map(), new Map(), new Map()]
  const plans: FlightTree['plans'] = []
  const place = (k: number, key: number, at: Pose): number => {
    let i = index[k].get(key)
    if (i === undefined) {
      i = poses[k].length
      index[k].set(key, i)
      poses[k].push(at)
    }
    return i
  }
  for (const a of ids) {
    const ca = plane.cards.get(a)!
    const pa = advance(from, ca.right, ca.forward, ca.turn)
    for (const b of ids) {
      if (b === a) continue
      const cb = plane.cards.get(b)!
      const pb = advance(pa, cb.right, cb.forward, cb.turn)
      for (const c of ids) {
        if (c === a || c === b) continue
        if (!checkPlan(plane, last, [a, b, c], pr).every((s) => s.reason === null)) continue
        const cc = plane.cards.get(c)!
        const pc = advance(pb, cc.right, cc.forward, cc.turn)
        const i0 = place(0, poseKey(pa), pa)
        const i1 = place(1, poseKey(pb), pb)
        const i2 = place(2, poseKey(pc), pc)
        plans.push({ ids: [a, b, c], at: [i0, i1, i2] })
      }
    }
  }
  return { plane, poses, plans }
}

/** A stand to a hundredth of a millimetre and a ten-thousandth of a radian, as one number (exact: below 2^53 for any stand within ten metres of the table). */
function poseKey(p: Pose): number {
  return (Math.round(p.x * 100) + 100_000) * 2e10 + (Math.round(p.y * 100) + 100_000) * 1e5 + Math.round(p.h * 1e4) + 40_000
}

/** The jam counters left in the fire step of phase k (from 0): one comes off at the end of each phase's fire. */
function jamAt(jam: FirePlane['jam'], k: number): FirePlane['jam'] {
  return { front: Math.max(0, jam.front - k), rear: Math.max(0, jam.rear - k) }
}

/** The shots of one phase between our plane and the enemy modelled, in cards, from our side. */
export interface Shots {
  /** our plane left the table (its game is over) */
  off: boolean
  /** cards our guns have on any enemy */
  mine: number
  /** cards any enemy's guns have on our plane */
  theirs: number
  /** the modelled enemy left the table */
  foeOff: boolean
}

const NONE: Shots = { off: false, mine: 0, theirs: 0, foeOff: false }

/**
 * The shots of each phase between plane `me` and plane `foe` standing anywhere, every other plane flying straight
 * (as the greedy baseline assumes of everyone; in a duel there is none). Memoised by (phase, our stand's index, its
 * stand's index): callers pass the indices of their flight trees.
 */
export class Exchange {
  private readonly others: FirePlane[][] = []
  private readonly memo = new Map<number, Shots>()
  private readonly reach: number
  readonly table: TableSize

  constructor(
    private readonly rules: CompiledRules,
    private readonly view: GameView,
    readonly me: number,
    readonly foe: number,
  ) {
    this.table = view.setup.table
    let planes: FirePlane[] = view.planes
    for (let k = 0; k < CARDS_PER_TURN; k++) {
      planes = planes.map((q, i) => {
        if (i === me || i === foe || q.status !== 'flying') return q
        const s = rules.planes[i].straight
        const at = advance(q, s.right, s.forward, s.turn)
        return { ...q, ...at, jam: jamAt(view.planes[i].jam, k), status: isOnTable(this.table, at.x, at.y) ? 'flying' : 'exited' }
      })
      this.others.push(planes)
    }
    let r = 0
    for (const q of rules.planes) r = Math.max(r, q.radius)
    // beyond this no gun reaches either way: the ruler plus both bases
    this.reach = rules.ruler + 2 * r + 1
  }

  shots(k: number, i: number, at: Pose, j: number, foeAt: Pose): Shots {
    const key = (k * 8192 + i) * 8192 + j
    const known = this.memo.get(key)
    if (known) return known
    const s = this.compute(k, at, foeAt)
    this.memo.set(key, s)
    return s
  }

  private compute(k: number, at: Pose, foeAt: Pose): Shots {
    const off = !isOnTable(this.table, at.x, at.y)
    const foeOff = !isOnTable(this.table, foeAt.x, foeAt.y)
    if (off) return { ...NONE, off, foeOff }
    const base = this.others[k]
    let near = false
    for (let n = 0; n < base.length && !near; n++) {
      if (n === this.me) continue
      const q = n === this.foe ? foeAt : base[n]
      if (n !== this.foe && base[n].status !== 'flying' && base[n].status !== 'standing') continue
      near = Math.hypot(q.x - at.x, q.y - at.y) <= this.reach
    }
    if (!near) return foeOff ? { ...NONE, foeOff } : NONE
    // in a duel (no third plane near), no gun of either that could bear on the other: no shot, without the ruler
    if (this.onlyFoeNear(k, at) && !this.mayBear(this.me, this.foe, at, foeAt, k) && (foeOff || !this.mayBear(this.foe, this.me, foeAt, at, k))) return foeOff ? { ...NONE, foeOff } : NONE
    const me = this.view.planes[this.me]
    const foe = this.view.planes[this.foe]
    const planes = base.map((q, n) =>
      n === this.me ? { ...q, x: at.x, y: at.y, h: at.h, jam: jamAt(me.jam, k) } : n === this.foe ? { ...q, x: foeAt.x, y: foeAt.y, h: foeAt.h, jam: jamAt(foe.jam, k), status: foeOff ? ('exited' as const) : q.status } : q,
    )
    let mine = 0
    let theirs = 0
    for (const o of fireOptionsFromView(this.rules, planes)) {
      if (o.plane === me.id) mine += o.cards
      else if (o.target === me.id) theirs += o.cards
    }
    return { off, mine, theirs, foeOff }
  }

  /** Whether no plane but the modelled enemy stands within reach of our stand in phase k. */
  private onlyFoeNear(k: number, at: Pose): boolean {
    const base = this.others[k]
    for (let n = 0; n < base.length; n++) {
      if (n === this.me || n === this.foe || (base[n].status !== 'flying' && base[n].status !== 'standing')) continue
      if (Math.hypot(base[n].x - at.x, base[n].y - at.y) <= this.reach) return false
    }
    return true
  }

  /**
   * Whether some unjammed gun of plane n at `from` could bear on plane t's base at `to`: the base's circle (its radius) reaches
   * into the arc. A conservative test: the ruler decides the rest.
   */
  private mayBear(n: number, t: number, from: Pose, to: Pose, k: number): boolean {
    const c = this.rules.planes[n]
    const r = this.rules.planes[t].radius
    const jam = jamAt(this.view.planes[n].jam, k)
    const d = Math.hypot(to.x - from.x, to.y - from.y)
    if (d <= c.radius + r) return true
    const widen = Math.asin(Math.min(1, (r + 0.5) / d))
    for (const arc of ['front', 'rear'] as const) {
      const shape = c.arcs[arc]
      if (!shape || jam[arc] > 0) continue
      const off = Math.abs(wrapAngle(bearing(from.x, from.y, to.x, to.y) - from.h - shape.centre))
      if (off <= shape.halfAngle + widen + 0.01) return true
    }
    return false
  }
}

/** The enemy plane a bot reckons with: the nearest enemy aeroplane flying, or null with none. */
export function foeOf(rules: CompiledRules, view: GameView, p: PlaneView): number | null {
  let best: number | null = null
  let d = Infinity
  view.planes.forEach((q, i) => {
    if (q.team === p.team || q.status !== 'flying' || rules.planes[i].kind !== 'aeroplane') return
    const e = Math.hypot(q.x - p.x, q.y - p.y)
    if (e < d) {
      d = e
      best = i
    }
  })
  return best
}

/** How far off the nose of `from` the point `to` lies, radians from 0 (dead ahead) to PI (dead astern). */
export function offNose(from: Pose, to: { x: number; y: number }): number {
  return Math.abs(wrapAngle(bearing(from.x, from.y, to.x, to.y) - from.h))
}

/**
 * The end of a turn as a fighter pilot sees it, from -1 to 1: +1 with the enemy dead on our nose within the ruler and
 * us dead astern of it, -1 the other way round; the further apart the less either counts.
 */
export function standing(me: Pose, foe: Pose, ruler: number): number {
  const d = Math.hypot(foe.x - me.x, foe.y - me.y)
  const range = d <= ruler ? 1 : Math.exp(-(d - ruler) / ruler)
  const attack = Math.max(0, Math.cos(offNose(me, foe)))
  const threat = Math.max(0, Math.cos(offNose(foe, me)))
  return range * (attack * attack - threat * threat)
}

/**
 * How hemmed in by the edges a stand is: 0 with room to fly three straights ahead, up to 1 at the edge with the nose
 * out. `stride` is the plane's straight card's length.
 */
export function edgeRisk(at: Pose, table: TableSize, stride: number): number {
  const sx = Math.sin(at.h)
  const cy = Math.cos(at.h)
  // how far the plane flies straight on before its centre crosses an edge
  let run = Infinity
  if (sx > 1e-9) run = Math.min(run, (table.width - at.x) / sx)
  if (sx < -1e-9) run = Math.min(run, -at.x / sx)
  if (cy > 1e-9) run = Math.min(run, (table.depth - at.y) / cy)
  if (cy < -1e-9) run = Math.min(run, -at.y / cy)
  const room = 3 * stride
  return run >= room ? 0 : 1 - Math.max(0, run) / room
}

/** The straight card's length for a plane, cm. */
export function strideOf(plane: CompiledPlane): number {
  return Math.hypot(plane.straight.right, plane.straight.forward)
}

/**
 * The enemy's plans grouped by where they end the turn (a grid of `cell` cm and `turnCell` radians of heading), the
 * heaviest group first: each group one plan standing for it and how many plans it stands for. A way of keeping a
 * plane's thousands of plans down to tens of distinct outcomes, none of them left out.
 */
export function endGroups(tree: FlightTree, cell: number, turnCell: number): { plan: number; weight: number }[] {
  const groups = new Map<string, { plan: number; weight: number }>()
  tree.plans.forEach((pl, n) => {
    const at = tree.poses[2][pl.at[2]]
    const key = `${Math.floor(at.x / cell)} ${Math.floor(at.y / cell)} ${Math.floor((at.h + Math.PI) / turnCell)}`
    const g = groups.get(key)
    if (g) g.weight++
    else groups.set(key, { plan: n, weight: 1 })
  })
  return [...groups.values()].sort((a, b) => b.weight - a.weight || a.plan - b.plan)
}

/** One plane's turn against the enemy it reckons with: both planes' plan trees, and the shots between their stands. */
export interface Duel {
  rules: CompiledRules
  view: GameView
  p: PlaneView
  /** our plane's plans, and the enemy's */
  mine: FlightTree
  theirs: FlightTree
  /** the shots from our side, and from the enemy's (its guns' cards are its "mine") */
  ex: Exchange
  back: Exchange
  ruler: number
  stride: number
}

/** Our plane's turn against the nearest enemy aeroplane flying; null with none (or no legal plan). */
export function duelOf(rules: CompiledRules, view: GameView, p: PlaneView): Duel | null {
  const me = rules.byId.get(p.id)!.index
  const foe = foeOf(rules, view, p)
  if (foe === null) return null
  const mine = flightTree(rules, view, p)
  const theirs = flightTree(rules, view, view.planes[foe])
  if (!mine.plans.length || !theirs.plans.length) return null
  return { rules, view, p, mine, theirs, ex: new Exchange(rules, view, me, foe), back: new Exchange(rules, view, foe, me), ruler: rules.ruler, stride: strideOf(mine.plane) }
}

/** What a plan of ours against a plan of theirs comes to over the turn, phase by phase, from our side. */
export interface Clash {
  /** the phase (0-2) our plane left the table in, or -1 */
  off: number
  /** the phase the enemy left the table in, or -1 */
  foeOff: number
  /** our cards on it, and its cards on us, phase by phase (a list of three) */
  mine: number[]
  theirs: number[]
}

/** Plan i of ours against plan j of theirs. After our plane leaves the table nothing more counts. */
export function clash(d: Duel, i: number, j: number): Clash {
  const a = d.mine.plans[i].at
  const b = d.theirs.plans[j].at
  const out: Clash = { off: -1, foeOff: -1, mine: [0, 0, 0], theirs: [0, 0, 0] }
  for (let k = 0; k < CARDS_PER_TURN; k++) {
    const s = d.ex.shots(k, a[k], d.mine.poses[k][a[k]], b[k], d.theirs.poses[k][b[k]])
    if (s.off) {
      out.off = k
      break
    }
    if (s.foeOff && out.foeOff < 0) out.foeOff = k
    out.mine[k] = s.mine
    out.theirs[k] = s.theirs
  }
  return out
}

/** Where plan i of a tree ends the turn. */
export function endOf(t: FlightTree, i: number): Pose {
  return t.poses[2][t.plans[i].at[2]]
}

/** Whether plan i keeps its plane on the table after every card. */
export function staysOn(t: FlightTree, i: number, table: TableSize): boolean {
  return t.plans[i].at.every((n, k) => {
    const at = t.poses[k][n]
    return isOnTable(table, at.x, at.y)
  })
}

/**
 * The enemy's likely replies, as it might pick them: its plans that stay on the table, ranked by the shots they give it
 * against our plane flying straight and by where they leave it (on our tail is best for it). At most `n`, one per
 * group of plans ending alike (endGroups), so that the replies differ.
 */
export function likelyReplies(d: Duel, n: number): number[] {
  const straight = straightPlan(d.mine)
  const table = d.view.setup.table
  const scored: { j: number; v: number }[] = []
  for (const g of endGroups(d.theirs, 6, Math.PI / 8)) {
    const j = g.plan
    if (!staysOn(d.theirs, j, table)) continue
    const b = d.theirs.plans[j].at
    let v = 0
    if (straight !== null) {
      const a = d.mine.plans[straight].at
      for (let k = 0; k < CARDS_PER_TURN; k++) {
        const s = d.back.shots(k, b[k], d.theirs.poses[k][b[k]], a[k], d.mine.poses[k][a[k]])
        v += s.mine - s.theirs
      }
      v += standing(endOf(d.theirs, j), endOf(d.mine, straight), d.ruler)
    }
    v -= 2 * edgeRisk(endOf(d.theirs, j), table, strideOf(d.theirs.plane))
    scored.push({ j, v })
  }
  scored.sort((x, y) => y.v - x.v || x.j - y.j)
  return scored.slice(0, n).map((s) => s.j)
}

/** The plan of three straights (or the straightest there is) in a tree, or null with none. */
export function straightPlan(t: FlightTree): number | null {
  let best: number | null = null
  let turn = Infinity
  t.plans.forEach((pl, i) => {
    const c = pl.ids.map((id) => t.plane.cards.get(id)!)
    const v = c.reduce((s, x) => s + Math.abs(x.turn) + Math.abs(x.right) / 10 + (x.card.straight ? 0 : 0.01), 0)
    if (v < turn) {
      turn = v
      best = i
    }
  })
  return best
}

/** With no enemy to fight: the plan that keeps the plane on the table with the most room ahead. */
export function cruisePlan(t: FlightTree, table: TableSize, stride: number): string[] | null {
  let best: string[] | null = null
  let risk = Infinity
  t.plans.forEach((pl, i) => {
    if (!staysOn(t, i, table)) return
    const r = edgeRisk(endOf(t, i), table, stride)
    if (r < risk) {
      risk = r
      best = pl.ids
    }
  })
  return best
}
