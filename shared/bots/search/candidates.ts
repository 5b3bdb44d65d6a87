/**
 * Candidate plans for a plane: every legal plan of three cards (one card per distinct movement: cards that move the
 * same way and carry the same symbols are interchangeable), ranked by a cheap look at where the plan leaves the stand
 * against enemies guessed to fly straight, so that the engine's costly evaluation is spent on the few that matter.
 * Used for the bot's own planes and, from the other side's point of view, for the replies it expects. A candidate's
 * cards are the plan command's (an Exceptional pilot's blank "1" and "2" included); its poses are where they fly.
 */
import type { CompiledCard, CompiledPlane, CompiledRules } from '../../engine/compiled'
import { checkPlan, type PlanRules } from '../../engine/planning'
import { isExceptional, repeatProblem } from '../../engine/rules/aces/exceptional-pilot'
import { newEffects } from '../../engine/rules/effects'
import { queueLength } from '../../engine/rules/turnless'
import type { PlaneEffects } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { baseCorners } from '../../geometry/base'
import { advance, type Pose } from '../../geometry/pose'
import { cardsAtDistance, rulerDistance } from '../../geometry/ruler'
import { repeatChoices } from '../repeat-choices'

export interface Candidate {
  cards: string[]
  /** the stand after each card, as planned (an illegal card is never in a candidate) */
  poses: Pose[]
  /** the cheap ranking's score */
  quick: number
}

/** What a plane's seat knows of its effects to plan by: its own, or the public ones with the secret ones taken as none. */
export function planRulesFor(rules: CompiledRules, view: GameView, p: PlaneView): PlanRules | undefined {
  // an ace's abilities need its blank counters and the turn (rules/aces.ts), in the basic game too
  if (!p.effects) return rules.byId.get(p.id)?.aceSkills.length ? { rules, effects: undefined, turn: view.turn, stand: p } : undefined
  const effects = p.seat === view.viewer ? (p.effects as PlaneEffects) : ({ ...newEffects(), ...p.effects } as PlaneEffects)
  return { rules, effects, turn: view.turn, stand: p }
}

/** One card per distinct movement. */
export function distinctCards(plane: CompiledPlane): readonly (readonly CompiledCard[])[] {
  let known = distinct.get(plane)
  if (!known) distinct.set(plane, (known = groupCards(plane)))
  return known
}
/** each compiled plane's groups, worked out once (the search asks for them in every cell: reach.ts, trapped.ts) */
const distinct = new WeakMap<CompiledPlane, CompiledCard[][]>()

function groupCards(plane: CompiledPlane): CompiledCard[][] {
  const groups = new Map<string, CompiledCard[]>()
  for (const c of plane.cards.values()) {
    const k = [c.right.toFixed(3), c.forward.toFixed(3), c.turn.toFixed(4), c.card.steep, c.card.straight, c.card.immelmann, c.card.stall, c.card.altitude].join('|')
    const g = groups.get(k)
    if (g) g.push(c)
    else groups.set(k, [c])
  }
  return [...groups.values()]
}

/**
 * Every legal plan of plane p (no card replaced, none refused), one per distinct sequence of movements. An Exceptional
 * pilot's plans may hold the blank "1" and "2" (003 lines 972-981, repeat-choices.ts), judged as the cards they repeat.
 */
export function legalPlans(rules: CompiledRules, view: GameView, p: PlaneView): Candidate[] {
  const plane = rules.byId.get(p.id)!
  const pr = planRulesFor(rules, view, p)
  const groups = distinctCards(plane)
  // the ability is looked at once per plane (004's turn-less queue takes no blank card)
  const groupOf = isExceptional(plane) && !queueLength(view.setup.options) ? new Map(groups.flatMap((g) => g.map((c) => [c, g] as const))) : null
  const out: Candidate[] = []
  const start: Pose = { x: p.x, y: p.y, h: p.h }
  // the cards flown, and the plan as the command names them (a blank card where one repeats a card)
  const used: CompiledCard[] = []
  const planned: string[] = []
  const walk = (pose: Pose, poses: Pose[]) => {
    if (used.length === 3) {
      const cards = planned.slice()
      if (checkPlan(plane, p.last, used.map((c) => c.card.id), pr).every((s) => s.reason === null) && (!groupOf || !repeatProblem(plane, cards))) out.push({ cards, poses: [...poses], quick: 0 })
      return
    }
    const step = (c: CompiledCard, id: string) => {
      used.push(c)
      planned.push(id)
      // prune a prefix that is already illegal
      if (checkPlan(plane, p.last, used.map((x) => x.card.id), pr).every((s) => s.reason === null)) {
        const next = advance(pose, c.right, c.forward, c.turn)
        poses.push(next)
        walk(next, poses)
        poses.pop()
      }
      used.pop()
      planned.pop()
    }
    for (const g of groups) {
      const c = g.find((x) => !used.includes(x))
      if (c) step(c, c.card.id)
    }
    if (groupOf) for (const r of repeatChoices(planned, used, (c) => groupOf.get(c)!)) step(r.card, r.id)
  }
  walk(start, [])
  return out
}

const OFF_TABLE = -100

/**
 * The cheap ranking: shots each phase against every enemy flying straight on (or along the path `expected` of it) (two cards at short range, one at long),
 * less the shots it could take back, a heavy loss for leaving the table, and at the end a preference for sitting behind
 * an enemy, nose on, away from the edges.
 */
export function rankPlans(rules: CompiledRules, view: GameView, p: PlaneView, plans: Candidate[], expected?: ReadonlyMap<string, readonly Pose[]>): Candidate[] {
  const plane = rules.byId.get(p.id)!
  const table = view.setup.table
  const ruler = rules.ruler
  const enemies = view.planes.filter((q) => q.team !== p.team && q.status === 'flying')
  const paths = enemies.map((e) => {
    const ep = rules.byId.get(e.id)!
    const s = ep.straight
    // where the enemy is expected after each card (the plan of the pilot it is believed to fly like), else flying straight
    const poses: Pose[] = expected?.get(e.id)?.slice(0, 3) ?? []
    let pose: Pose = poses[poses.length - 1] ?? { x: e.x, y: e.y, h: e.h }
    while (poses.length < 3) poses.push((pose = advance(pose, s.right, s.forward, s.turn)))
    return { ep, poses, corners: poses.map((q) => baseCorners(q, ep.shape)) }
  })
  const mine = new Float64Array(8)
  for (const c of plans) c.quick = againstPaths(0, plane, table, ruler, c, paths, mine) - edgeRisk(c.poses[c.poses.length - 1], table, ruler)
  return [...plans].sort((a, b) => b.quick - a.quick)
}

/** Where each enemy flies during a turn: its plane, its stand after each card and those stands' base corners. */
interface EnemyPath {
  ep: CompiledPlane
  poses: readonly Pose[]
  corners: readonly ArrayLike<number>[]
}

/**
 * The cheap ranking's terms for plan `c` against enemies flying `paths`, added to `v`: shots each phase (two cards at
 * short range, one at long) less 0.8 of the shots it could take back, a heavy loss for leaving the table, and at the
 * end sitting behind the enemies, nose on. `mine` is a buffer for its base's corners.
 */
function againstPaths(v: number, plane: CompiledPlane, table: { width: number; depth: number }, ruler: number, c: Candidate, paths: readonly EnemyPath[], mine: Float64Array): number {
  for (let k = 0; k < c.poses.length; k++) {
    const pose = c.poses[k]
    if (pose.x < 0 || pose.y < 0 || pose.x > table.width || pose.y > table.depth) {
      v += OFF_TABLE
      break
    }
    baseCorners(pose, plane.shape, mine)
    for (const e of paths) {
      for (const arc of [plane.arcs.front, plane.arcs.rear]) {
        if (!arc) continue
        const d = rulerDistance(pose.x, pose.y, pose.h, arc, e.corners[k], ruler)
        if (d < Infinity) v += cardsAtDistance(d, ruler)
      }
      const ep = e.poses[k]
      for (const arc of [e.ep.arcs.front, e.ep.arcs.rear]) {
        if (!arc) continue
        const d = rulerDistance(ep.x, ep.y, ep.h, arc, mine, ruler)
        if (d < Infinity) v -= 0.8 * cardsAtDistance(d, ruler)
      }
    }
  }
  const end = c.poses[c.poses.length - 1]
  for (const e of paths) v += behind(end, e.poses[2], ruler) / Math.max(1, paths.length)
  return v
}

/**
 * Plans ranked against what the enemies may fly (issue 31's ninth pass, the level's `ownVsReplies`): the cheap
 * ranking's score (shots given less 0.8 of the shots taken each phase, leaving the table, behind and away from the
 * edges at the end) averaged over the enemies' first replies (`replies`, their own ranked plans; the k-th reply of
 * every enemy together), `n` in all (a duel's enemy its first n, each of k enemies its first n / k, one at least),
 * instead of taken against them flying straight on. A plan that is good only if the enemy flies
 * straight ranks lower; one that keeps its guns on a turning enemy, or out of its guns, higher. Leaves `quick` as it was.
 */
export function rankAgainstReplies(rules: CompiledRules, view: GameView, p: PlaneView, plans: readonly Candidate[], replies: ReadonlyMap<string, readonly Candidate[]>, n: number): Candidate[] {
  const plane = rules.byId.get(p.id)!
  const table = view.setup.table
  const ruler = rules.ruler
  const enemies = view.planes
    .filter((q) => q.team !== p.team && q.status === 'flying')
    .map((q) => {
      const ep = rules.byId.get(q.id)!
      const paths: Pose[][] = (replies.get(q.id) ?? []).filter((c) => c.poses.length === 3).slice(0, n).map((c) => c.poses)
      // an enemy with no replies given (one that does not plan now) flies straight on, as rankPlans takes it
      if (!paths.length) {
        let pose: Pose = { x: q.x, y: q.y, h: q.h }
        paths.push([0, 1, 2].map(() => (pose = advance(pose, ep.straight.right, ep.straight.forward, ep.straight.turn))))
      }
      return { ep, paths: paths.map((poses) => ({ poses, corners: poses.map((x) => baseCorners(x, ep.shape)) })) }
    })
  if (!enemies.length) return [...plans]
  // n paths in all: a duel's enemy its first n replies, several enemies fewer each (the k-th of each together), one at least
  const worlds = Math.min(Math.max(...enemies.map((e) => e.paths.length)), Math.max(1, Math.floor(n / enemies.length)))
  const flown: EnemyPath[][] = Array.from({ length: worlds }, (_, w) => enemies.map((e) => ({ ep: e.ep, ...e.paths[w % e.paths.length] })))
  const mine = new Float64Array(8)
  const scored = plans.map((c) => {
    let v = 0
    for (const paths of flown) v = againstPaths(v, plane, table, ruler, c, paths, mine)
    return { c, v: v / worlds - edgeRisk(c.poses[c.poses.length - 1], table, ruler) }
  })
  return scored.sort((a, b) => b.v - a.v).map((x) => x.c)
}

/** Near 1 when `me` sits behind `them` with its nose on it, about half a ruler away; negative in front of it. */
/** Cards of fire a plane's guns (its `armedArcs`) have from `pose` on a base with these corners: 0 if none bears. */
export function gunCards(pose: Pose, armed: CompiledPlane['armedArcs'], corners: ArrayLike<number>, ruler: number): number {
  let cards = 0
  for (let a = 0; a < armed.length; a++) {
    const d = rulerDistance(pose.x, pose.y, pose.h, armed[a].shape, corners, ruler)
    if (d < Infinity) cards += cardsAtDistance(d, ruler)
  }
  return cards
}

export function behind(me: Pose, them: Pose, ruler: number): number {
  const dx = me.x - them.x
  const dy = me.y - them.y
  const d = Math.hypot(dx, dy) || 1e-6
  const tail = -(dx * Math.sin(them.h) + dy * Math.cos(them.h)) / d
  const aim = (-dx * Math.sin(me.h) - dy * Math.cos(me.h)) / d
  return (0.6 * tail + 0.6 * aim) * Math.exp(-((d / ruler - 0.5) ** 2))
}

/** How near the table's edge a stand ends, worse when it points outwards (0 beyond two thirds of a ruler). */
export function edgeRisk(pose: Pose, table: { width: number; depth: number }, ruler: number): number {
  const margins = [pose.x, table.width - pose.x, pose.y, table.depth - pose.y]
  const outward = [-Math.sin(pose.h), Math.sin(pose.h), -Math.cos(pose.h), Math.cos(pose.h)]
  const edge = ruler * 0.66
  let risk = 0
  for (let i = 0; i < 4; i++) if (margins[i] < edge) risk += ((edge - margins[i]) / edge) * (1 + 2 * Math.max(0, outward[i]))
  return risk
}

/**
 * Plans ranked as a pilot who simply chases would fly them: the nose on the nearest enemy (where it is now) after each
 * card, on the table. The other side's replies are drawn from both rankings, so that the search also meets the plain
 * pursuer its cheap look would not expect.
 */
export function rankPursuit(view: GameView, p: PlaneView, plans: Candidate[], ruler: number): Candidate[] {
  const table = view.setup.table
  let near: PlaneView | null = null
  for (const q of view.planes) if (q.team !== p.team && q.status === 'flying' && (!near || Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(near.x - p.x, near.y - p.y))) near = q
  const score = (c: Candidate): number => {
    let v = 0
    for (const pose of c.poses) {
      if (pose.x < 0 || pose.y < 0 || pose.x > table.width || pose.y > table.depth) return OFF_TABLE
      if (near) {
        const d = Math.hypot(near.x - pose.x, near.y - pose.y) || 1e-6
        v += ((near.x - pose.x) * Math.sin(pose.h) + (near.y - pose.y) * Math.cos(pose.h)) / d
      }
    }
    return v - edgeRisk(c.poses[c.poses.length - 1], table, ruler)
  }
  return plans.map((c) => ({ c, v: score(c) })).sort((a, b) => b.v - a.v).map((x) => x.c)
}

/**
 * Plans ranked by how little the enemies could shoot at them (issue 31's experiment, the level's `safeShare`): for each
 * plan, the shots each enemy's front and rear arcs would have at the stand after each card, averaged over that enemy's
 * replies (`replies`, its own ranked plans), summed over the enemies; the fewest first, ties by the plan's own cheap
 * score (`quick`, as rankPlans left it), a plan off the table last. It finds the plans the aggressive rankings never
 * offer: turning away, turning inside, declining a head-on pass.
 */
export function rankSafety(rules: CompiledRules, view: GameView, p: PlaneView, plans: Candidate[], replies: ReadonlyMap<string, readonly Candidate[]>): Candidate[] {
  const plane = rules.byId.get(p.id)!
  const table = view.setup.table
  const ruler = rules.ruler
  const mine = new Float64Array(8)
  const enemies = view.planes
    .filter((q) => q.team !== p.team && q.status === 'flying')
    .map((q) => ({ ep: rules.byId.get(q.id)!, paths: (replies.get(q.id) ?? []).filter((c) => c.poses.length === 3).map((c) => c.poses) }))
    .filter((e) => e.paths.length)
  const scored = plans.map((c) => {
    let threat = 0
    for (let k = 0; k < c.poses.length; k++) {
      const pose = c.poses[k]
      if (pose.x < 0 || pose.y < 0 || pose.x > table.width || pose.y > table.depth) return { c, threat: Infinity }
      baseCorners(pose, plane.shape, mine)
      for (const e of enemies) {
        let shots = 0
        for (const path of e.paths) {
          const ep = path[k]
          for (const arc of [e.ep.arcs.front, e.ep.arcs.rear]) {
            if (!arc) continue
            const d = rulerDistance(ep.x, ep.y, ep.h, arc, mine, ruler)
            if (d < Infinity) shots += cardsAtDistance(d, ruler)
          }
        }
        threat += shots / e.paths.length
      }
    }
    return { c, threat }
  })
  return scored.sort((a, b) => a.threat - b.threat || b.c.quick - a.c.quick).map((x) => x.c)
}
