/**
 * Who can turn onto whose tail at the start of the next turn (issue 31's fifth pass, docs/ai.md): the best a plane can
 * do against an enemy in the first cards of its next turn, walking its legal starts from where the turn searched
 * leaves it. Legal means what the engine's checkPlan says after the card it has just flown (003 lines 36-44 and
 * 126-130: no steep card after a steep one, an Immelmann only after a straight), so two planes tail to tail are told apart
 * by whether each can still turn about. The one-turn value saw only where each plane stands; a stand the enemy can
 * turn onto our tail from while we cannot turn back looked even.
 */
import type { CompiledRules } from '../../engine/compiled'
import { checkPlan, type PlanRules } from '../../engine/planning'
import type { GameState } from '../../engine/types'
import { advance, type Pose } from '../../geometry/pose'
import { isOnTable } from '../../geometry/table'
import { behind, distinctCards } from './candidates'

/** cards of the next turn walked: its first two */
const DEPTH = 2
/** a stand reached a card later weighs this much less: the plane that gets there first fires first */
const LATER = 0.6

/**
 * The best of `behind` (candidates.ts: its nose on the enemy from behind, about half a ruler away) that plane i of
 * `state` reaches against plane j, standing where it is now, after each of its next turn's first cards that are legal
 * and keep it on the table, a card later weighing LATER less; 0 when it has no such start.
 */
export function reach(rules: CompiledRules, state: GameState, i: number, j: number): number {
  const p = state.planes[i]
  const q = state.planes[j]
  const plane = rules.planes[i]
  const pr: PlanRules | undefined = p.effects !== undefined || plane.aceSkills.length > 0 ? { rules, effects: p.effects, turn: state.turn, stand: p } : undefined
  const groups = distinctCards(plane)
  const table = state.setup.table
  const ids: string[] = []
  let best = 0
  const walk = (pose: Pose, weight: number): void => {
    if (ids.length === DEPTH) return
    for (const g of groups) {
      const c = g.find((x) => !ids.includes(x.card.id))
      if (!c) continue
      const next = advance(pose, c.right, c.forward, c.turn)
      if (!isOnTable(table, next.x, next.y)) continue
      ids.push(c.card.id)
      if (checkPlan(plane, p.last, ids, pr).every((s) => s.reason === null)) {
        best = Math.max(best, weight * behind(next, q, rules.ruler))
        walk(next, weight * LATER)
      }
      ids.pop()
    }
  }
  walk({ x: p.x, y: p.y, h: p.h }, 1)
  return best
}
