/**
 * The turn after the one searched, flown cheaply so that the evaluation sees where a plan leads (a plan that ends the
 * turn pointing off the table, or with an enemy about to turn onto its tail, shows it): every plane flies the plan of a
 * small menu (its best-ranked and pursuit plans from the search's start) that, still legal after the turn flown, leaves
 * it best placed by a look at the geometry alone, and the engine plays that turn too.
 */
import type { CompiledRules } from '../../engine/compiled'
import { checkPlan } from '../../engine/planning'
import { repeatProblem, resolveRepeats } from '../../engine/rules/aces/exceptional-pilot'
import type { GameState, PlaneId } from '../../engine/types'
import { advance, type Pose } from '../../geometry/pose'
import { safePlan } from '../plan-rules'
import { behind, edgeRisk } from './candidates'
import { playTurn, type Responders } from './rollout'

/** Plans each plane may fly in the follow-up turn. */
export type Menus = ReadonlyMap<PlaneId, readonly (readonly string[])[]>

/** Play one more turn on `state` in place (if it is waiting for plans), each plane flying its menu's best plan. */
export function followUp(rules: CompiledRules, state: GameState, menus: Menus, responders: Responders): GameState {
  if (state.step !== 'planning') return state
  const plans = new Map<PlaneId, string[]>()
  for (const p of state.planes) {
    if (p.status !== 'flying' || p.plan) continue
    const cp = rules.byId.get(p.id)!
    // an ace's abilities are judged with its blank counters (rules/aces.ts), in the basic game too
    const pr = p.effects || cp.aceSkills.length ? { rules, effects: p.effects, turn: state.turn, stand: p } : undefined
    let best: string[] | null = null
    let bestV = -Infinity
    for (const cards of menus.get(p.id) ?? []) {
      // an Exceptional pilot's blank card is judged and flown as the card it repeats
      const flown = resolveRepeats(cards as string[])
      if (repeatProblem(cp, cards) || !checkPlan(cp, p.last, flown, pr).every((s) => s.reason === null)) continue
      const v = placeValue(rules, state, p.id, flown)
      if (v > bestV) [best, bestV] = [[...cards], v]
    }
    plans.set(p.id, best ?? safePlan(cp, pr))
  }
  return playTurn(rules, state, plans, responders)
}

/** Nose on the nearest enemy after each card, behind it at the end, on the table and off its edges. */
function placeValue(rules: CompiledRules, state: GameState, id: PlaneId, cards: readonly string[]): number {
  const cp = rules.byId.get(id)!
  const me = state.planes[cp.index]
  const table = state.setup.table
  let near: Pose | null = null
  let nearD = Infinity
  for (const q of state.planes) {
    if (q.team === me.team || q.status !== 'flying') continue
    const d = Math.hypot(q.x - me.x, q.y - me.y)
    if (d < nearD) [near, nearD] = [q, d]
  }
  let pose: Pose = { x: me.x, y: me.y, h: me.h }
  let v = 0
  for (const id of cards) {
    const c = cp.cards.get(id)!
    pose = advance(pose, c.right, c.forward, c.turn)
    if (pose.x < 0 || pose.y < 0 || pose.x > table.width || pose.y > table.depth) return -100
    if (near) {
      const d = Math.hypot(near.x - pose.x, near.y - pose.y) || 1e-6
      v += (0.3 * ((near.x - pose.x) * Math.sin(pose.h) + (near.y - pose.y) * Math.cos(pose.h))) / d
    }
  }
  return v + (near ? behind(pose, near, rules.ruler) : 0) - 2 * edgeRisk(pose, table, rules.ruler)
}
