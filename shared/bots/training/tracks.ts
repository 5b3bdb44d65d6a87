/**
 * The training pilots' map of where a plane can go this turn: every legal plan of three cards as a track of three
 * stands, plans that fly the same moves merged into one track. Stands are nodes of a tree (a node per distinct stand
 * after each phase), so a value that depends only on a stand is worked out once for every track that passes there.
 */
import type { CompiledCard, CompiledPlane, CompiledRules } from '../../engine/compiled'
import { checkPlan, CARDS_PER_TURN, sequenceReason, type PlanRules } from '../../engine/planning'
import type { LastManoeuvre } from '../../engine/types'
import { baseCorners } from '../../geometry/base'
import { advance, type Pose } from '../../geometry/pose'
import { isOnTable } from '../../geometry/table'
import type { GameView } from '../../engine/view'

/** A stand after phase `depth` (0..2) of some plan: its pose, its base's corners, and a number unique in its tree. */
export interface Stand {
  id: number
  depth: number
  pose: Pose
  corners: Float64Array
  onTable: boolean
  /** the heading's sine and cosine */
  sin: number
  cos: number
}

/** One way to fly the turn: the cards (the first legal plan found that flies it) and the stand after each phase. */
export interface Track {
  ids: string[]
  stands: Stand[]
}

/** A key that two cards share when they fly the same and leave the same counter: either may stand for the other. */
function kind(c: CompiledCard): string {
  return `${c.right} ${c.forward} ${c.turn} ${c.card.name} ${c.card.steep} ${c.card.straight} ${c.card.immelmann} ${c.card.stall} ${c.card.altitude}`
}

/**
 * The legal plans that fly the cards as planned (no card replaced by a straight), one for each way of flying it: of
 * cards alike (two Straights), the first one free stands for the others. Without plan rules (the basic game, or an
 * enemy's plans, whose damage is secret) the plan is walked card by card and cut at the first illegal card; with
 * them, each whole plan goes through checkPlan, as the rules judge a plan.
 */
function legalPlans(plane: CompiledPlane, last: LastManoeuvre | null, pr: PlanRules | undefined): string[][] {
  const cards = [...plane.cards.values()]
  const out: string[][] = []
  const plan: CompiledCard[] = []
  const walk = (prev: LastManoeuvre | null) => {
    if (plan.length === CARDS_PER_TURN) {
      const ids = plan.map((c) => c.card.id)
      if (!pr || checkPlan(plane, last, ids, pr).every((s) => s.reason === null)) out.push(ids)
      return
    }
    const tried = new Set<string>()
    for (const c of cards) {
      if (plan.includes(c)) continue
      const k = kind(c)
      if (tried.has(k)) continue
      tried.add(k)
      if (!pr && sequenceReason(undefined, prev, c.card, plan.map((x) => x.card)) !== null) continue
      plan.push(c)
      walk(c.counter)
      plan.pop()
    }
  }
  walk(last)
  return out
}

/**
 * The distinct tracks of a plane from pose `from`, given its last manoeuvre and its plan rules (none for an enemy's);
 * a stand less than `inset` cm inside an edge counts as off the table (a pilot's margin: a base that ends on another
 * is put beyond it, further than the card flies).
 */
export function tracksOf(rules: CompiledRules, view: GameView, plane: CompiledPlane, from: Pose, last: LastManoeuvre | null, pr: PlanRules | undefined, inset = 0): Track[] {
  const table = view.setup.table
  const inside = { width: table.width - 2 * inset, depth: table.depth - 2 * inset }
  let next = 0
  const children = new Map<string, Stand>()
  const leaves = new Map<number, Track>()
  const stand = (parent: Stand | null, depth: number, pose: Pose): Stand => ({ id: next++, depth, pose, corners: baseCorners(pose, plane.shape), sin: Math.sin(pose.h), cos: Math.cos(pose.h), onTable: (parent?.onTable ?? true) && isOnTable(inside, pose.x - inset, pose.y - inset) })
  for (const ids of legalPlans(plane, last, pr)) {
    let at: Stand | null = null
    const stands: Stand[] = []
    for (let k = 0; k < CARDS_PER_TURN; k++) {
      const c = plane.cards.get(ids[k])!
      const key = `${at?.id ?? -1} ${c.right} ${c.forward} ${c.turn}`
      let s = children.get(key)
      if (!s) {
        s = stand(at, k, advance(at?.pose ?? from, c.right, c.forward, c.turn))
        children.set(key, s)
      }
      stands.push(s)
      at = s
    }
    if (!leaves.has(at!.id)) leaves.set(at!.id, { ids, stands })
  }
  return [...leaves.values()]
}

/** A plane flying straight all turn, as one track (an enemy the pilot does not reckon with closely). */
export function straightTrack(rules: CompiledRules, view: GameView, plane: CompiledPlane, from: Pose, idBase: number): Track {
  const s = plane.straight
  const stands: Stand[] = []
  let pose = from
  let on = true
  for (let k = 0; k < CARDS_PER_TURN; k++) {
    pose = advance(pose, s.right, s.forward, s.turn)
    on = on && isOnTable(view.setup.table, pose.x, pose.y)
    stands.push({ id: idBase + k, depth: k, pose, corners: baseCorners(pose, plane.shape), sin: Math.sin(pose.h), cos: Math.cos(pose.h), onTable: on })
  }
  return { ids: [], stands }
}

/** Every k-th of a list, spread evenly, at most n of them (the whole list when it is short). */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return items.slice()
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * items.length) / n)])
  return out
}

/**
 * Whether a plane can still stay on the table next turn from where a track leaves it: some plan its last card allows
 * keeps all three stands on the table. The plans' moves from any stand are worked out once per last manoeuvre.
 */
export class Escapes {
  private readonly moves = new Map<string, Pose[][]>()
  private readonly known = new Map<string, boolean>()

  private readonly inside: GameView['setup']['table']

  /** `pr`: the plane's plan rules; `inset`: the margin inside the edges a stand must keep, as tracksOf's */
  constructor(
    private readonly plane: CompiledPlane,
    table: GameView['setup']['table'],
    private readonly pr: PlanRules | undefined,
    private readonly inset: number,
  ) {
    this.inside = { width: table.width - 2 * inset, depth: table.depth - 2 * inset }
  }

  from(at: Stand, last: LastManoeuvre): boolean {
    const lastKey = `${last.steep} ${last.straight} ${last.immelmann}`
    const key = `${at.id} ${lastKey}`
    const known = this.known.get(key)
    if (known !== undefined) return known
    let moves = this.moves.get(lastKey)
    if (!moves) {
      moves = legalPlans(this.plane, last, this.pr).map((ids) => {
        let p: Pose = { x: 0, y: 0, h: 0 }
        return ids.map((id) => {
          const c = this.plane.cards.get(id)!
          return (p = advance(p, c.right, c.forward, c.turn))
        })
      })
      this.moves.set(lastKey, moves)
    }
    const s = Math.sin(at.pose.h)
    const c = Math.cos(at.pose.h)
    // (a move's x is to the right, its y forward, from a stand facing north)
    const x = at.pose.x - this.inset
    const y = at.pose.y - this.inset
    const ok = moves.some((m) => m.every((p) => isOnTable(this.inside, x + p.x * c + p.y * s, y - p.x * s + p.y * c)))
    this.known.set(key, ok)
    return ok
  }
}
