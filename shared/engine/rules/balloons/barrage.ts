/**
 * Balloon Barrages (003 lines 803-816), in force when the setup names a barrage (balloons.barrage: the balloons in
 * line order) and the altitude rules are on.
 *
 * "To form a barrage, place a line of balloons spaced one ruler of distance or less from each other. If any part of an
 * aircraft card is between two adjacent balloons, at the same altitude or lower than the lowest of the two balloons,
 * the plane is eliminated. A plane is also destroyed if it is between the balloon and a side of the playing field, at
 * the same altitude as the balloon or lower. If it overlaps a balloon, the plane is destroyed if it is at the same
 * altitude as the balloon or lower ... If a balloon is destroyed or brought to ground, a plane can then pass between
 * the two balloons that were adjacent to the downed balloon, or between the adjacent balloon and the side of the
 * gaming area."
 *
 * Judgement calls: "between" is the cable line, the straight segment from one balloon's stand to the next (widened by
 * nothing): a plane is caught when its base overlaps that segment where its move ends, or when the line from its
 * stand before the move to its stand after it crosses the segment (the swept path, judged by its two poses). The
 * ends of the line run on from the first and last balloons, away from their neighbours, to the edge of the table.
 * A cable is there while both its balloons stand (an end's while its balloon stands). The rule needs levels ("at the
 * same altitude or lower"), so it is played only with the altitude rules. The plane is eliminated as shot down
 * (event 'barrage', then 'shot-down'). With Collisions, a balloon it overlaps at its own level takes a C card.
 */
import { balloonTakesCards } from './fire'
import { collide as collideByLevels } from '../altitude/across-levels'
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import type { Pose } from '../../../geometry/pose'
import { segmentCrossesBase } from '../../../geometry/tailing'
import type { CompiledRules } from '../../rule-types'
import { removePlane } from '../../removal'
import type { PlaneStatus } from '../../state-types'
import type { HookContext, RuleModule } from '../hooks'

const COLLISION_DECK = 'C'

/** What the barrage reads of a plane or piece: where it stands, its status and its level. */
interface Standing {
  id: string
  x: number
  y: number
  h: number
  status: PlaneStatus
  effects?: { alt?: { level: number } | null } | null
}

const levelOf = (p: Standing) => p.effects?.alt?.level ?? 0

/** A cable of the barrage: from (x1, y1) to (x2, y2), deadly at `level` and below, between the balloons `between`. */
interface Cable {
  between: string[]
  x1: number
  y1: number
  x2: number
  y2: number
  level: number
}

/** Where the line from (x, y) going along (dx, dy) leaves the table. */
function toEdge(x: number, y: number, dx: number, dy: number, table: { width: number; depth: number }): [number, number] {
  let t = Infinity
  if (dx > 0) t = Math.min(t, (table.width - x) / dx)
  if (dx < 0) t = Math.min(t, -x / dx)
  if (dy > 0) t = Math.min(t, (table.depth - y) / dy)
  if (dy < 0) t = Math.min(t, -y / dy)
  return t === Infinity ? [x, y] : [x + dx * t, y + dy * t]
}

/** The indices of the barrage's balloons in line order (ids that name no balloon of the game are left out). */
function barrageLine(rules: CompiledRules): number[] {
  const out: number[] = []
  for (const id of rules.setup.balloons?.barrage ?? []) {
    const j = rules.byId.get(id)?.index
    if (j !== undefined && rules.planes[j].kind === 'balloon') out.push(j)
  }
  return out
}

/** The barrage's cables now: between adjacent standing balloons, and from each standing end balloon to the side (lines 808-816). */
export function barrageCables(rules: CompiledRules, planes: readonly Standing[]): Cable[] {
  const line = barrageLine(rules).map((j) => planes[j])
  const out: Cable[] = []
  if (line.length < 2) return out
  const up = (b: Standing) => b.status === 'standing'
  for (let k = 0; k + 1 < line.length; k++) {
    const a = line[k]
    const b = line[k + 1]
    if (up(a) && up(b)) out.push({ between: [a.id, b.id], x1: a.x, y1: a.y, x2: b.x, y2: b.y, level: Math.min(levelOf(a), levelOf(b)) })
  }
  for (const [end, next] of [
    [line[0], line[1]],
    [line[line.length - 1], line[line.length - 2]],
  ]) {
    if (!up(end)) continue
    const [x2, y2] = toEdge(end.x, end.y, end.x - next.x, end.y - next.y, rules.setup.table)
    out.push({ between: [end.id], x1: end.x, y1: end.y, x2, y2, level: levelOf(end) })
  }
  return out
}

/** Whether segments p1-p2 and q1-q2 cross. */
function segmentsCross(px: number, py: number, qx: number, qy: number, c: Cable): boolean {
  const side = (ax: number, ay: number, bx: number, by: number, x: number, y: number) => (bx - ax) * (y - ay) - (by - ay) * (x - ax)
  const d1 = side(c.x1, c.y1, c.x2, c.y2, px, py)
  const d2 = side(c.x1, c.y1, c.x2, c.y2, qx, qy)
  const d3 = side(px, py, qx, qy, c.x1, c.y1)
  const d4 = side(px, py, qx, qy, c.x2, c.y2)
  return d1 * d2 < 0 && d3 * d4 < 0
}

/**
 * The balloons of the barrage that destroy plane i at `pose` and `level` (having come from `from`, if given): those
 * of a cable its base overlaps or its path crossed at the cable's level or lower, or a balloon its base overlaps at
 * the balloon's level or lower; null when none does. Pure: the bots judge their poses with it.
 */
export function barrageCatches(rules: CompiledRules, planes: readonly Standing[], i: number, pose: Pose, level: number, from?: { x: number; y: number }): string[] | null {
  const shape = rules.planes[i].shape
  const based = { ...pose, width: shape.width, depth: shape.depth }
  for (const c of barrageCables(rules, planes)) {
    if (level > c.level) continue
    if (segmentCrossesBase(based, c.x1, c.y1, c.x2, c.y2, 0) || (from && segmentsCross(from.x, from.y, pose.x, pose.y, c))) return c.between
  }
  const mine = baseCorners(pose, shape)
  for (const j of barrageLine(rules)) {
    const b = planes[j]
    if (b.status === 'standing' && level <= levelOf(b) && rectanglesOverlap(mine, baseCorners(b, rules.planes[j].shape))) return [b.id]
  }
  return null
}

/** Where each flying plane stood before the phase's move (the swept path's start). */
const before = new WeakMap<object, Float64Array>()

function remember(ctx: HookContext): void {
  const ps = ctx.state.planes
  const at = new Float64Array(2 * ps.length)
  ps.forEach((p, k) => at.set([p.x, p.y], 2 * k))
  before.set(ctx.state, at)
}

/** After the move: each aircraft caught by the barrage is eliminated (lines 808-812). */
function check(ctx: HookContext): void {
  const { rules, state, events } = ctx
  const at = before.get(state)
  for (let i = 0; i < state.planes.length; i++) {
    const p = state.planes[i]
    if (p.status !== 'flying' || rules.planes[i].kind !== 'aeroplane') continue
    const between = barrageCatches(rules, state.planes, i, p, levelOf(p), at ? { x: at[2 * i], y: at[2 * i + 1] } : undefined)
    if (!between) continue
    events?.push({ type: 'barrage', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, between })
    removePlane(state, p, 'shot-down', null, events)
    if (rules.setup.options.collisions === true) collide(ctx, i)
  }
}

/**
 * "(but if you use the optional Collisions rule and the altitude is the same - regardless of climb counters - give the
 * balloon a C- Damage card, ignoring all special damage results except for explosions)" (lines 812-813): each balloon
 * of the barrage the plane overlaps at its own level, unless the Collisions rule has just collided the two (both with
 * climb counters or both without: altitude/collisions.ts dealt the card).
 */
function collide(ctx: HookContext, i: number): void {
  const { rules, state } = ctx
  const p = state.planes[i]
  const mine = baseCorners(p, rules.planes[i].shape)
  for (const j of barrageLine(rules)) {
    const b = state.planes[j]
    if (b.status !== 'standing' || levelOf(b) !== levelOf(p) || !rectanglesOverlap(mine, baseCorners(b, rules.planes[j].shape))) continue
    const collided = b.effects?.alt && p.effects?.alt && collideByLevels(b.effects.alt, p.effects.alt)
    if (!collided) balloonTakesCards(ctx, j, 1, COLLISION_DECK, 'collision', true)
  }
}

export const barrage: RuleModule = {
  id: 'barrage',
  source: '003 lines 803-816 (Balloon Barrages)',
  beforeMovement: remember,
  afterMovement: check,
}
