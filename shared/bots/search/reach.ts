/**
 * Who can turn onto whose tail at the start of the next turn (issue 31's fifth pass, docs/ai-passes.md): the best a
 * plane can do against an enemy in the first cards of its next turn, walking its legal starts from where the turn
 * searched leaves it. Legal means what the engine's checkPlan says after the card it has just flown (003 lines 36-44
 * and 126-130: no steep card after a steep one, an Immelmann only after a straight), so two planes tail to tail are
 * told apart by whether each can still turn about. The one-turn value saw only where each plane stands; a stand the
 * enemy can turn onto our tail from while we cannot turn back looked even.
 */
import type { CompiledRules } from '../../engine/compiled'
import type { GameState } from '../../engine/types'
import { behind } from './candidates'
import { walkStarts } from './starts'

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
  const q = state.planes[j]
  let best = 0
  walkStarts(rules, state, i, DEPTH, (pose, cards) => {
    best = Math.max(best, LATER ** (cards - 1) * behind(pose, q, rules.ruler))
    return false
  })
  return best
}
