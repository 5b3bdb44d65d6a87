/**
 * A stand no plan gets out of (issue 31): a plane the turn leaves where every legal plan of its next turn takes it off
 * the table (003 lines 73-76, "Exiting the Gaming Surface": the centre of its base outside the playing area at the end
 * of a manoeuvre) is as good as lost, though the turn searched has not lost it yet. The search looked one turn ahead and
 * weighed such a stand as no worse than a stand near the edge, and a veteran would fly into a corner it could not leave
 * (docs/ai-passes.md, "Third pass"). Whether a way out exists is a walk over the plane's distinct cards, pruned as
 * soon as a card would be refused or take it off the table, that stops at the first plan that stays on.
 */
import type { CompiledRules } from '../../engine/compiled'
import type { GameState } from '../../engine/types'
import { walkStarts } from './starts'

/** Answers kept per compiled rules, by plane and stand; cleared when it grows past this */
const CACHE_LIMIT = 20000
const cache = new WeakMap<CompiledRules, Map<string, boolean>>()

/** Whether plane i of `state` (flying, the game waiting for plans) has no legal plan that keeps it on the table. */
export function trapped(rules: CompiledRules, state: GameState, i: number): boolean {
  const p = state.planes[i]
  const plane = rules.planes[i]
  const last = p.last
  // an ace's abilities may depend on the turn, and any rule's on the plane's effects: both are in the key where they count
  const judged = p.effects !== undefined || plane.aceSkills.length > 0
  const key = `${i} ${p.x.toFixed(2)} ${p.y.toFixed(2)} ${p.h.toFixed(4)} ${last ? `${+last.steep}${+last.straight}${+last.immelmann}` : '-'}${judged ? ` ${state.turn} ${JSON.stringify(p.effects ?? null)}` : ''}`
  let known = cache.get(rules)
  if (!known) cache.set(rules, (known = new Map()))
  const hit = known.get(key)
  if (hit !== undefined) return hit
  // a whole plan of three cards that stays on the table (starts.ts)
  const answer = !walkStarts(rules, state, i, 3, (_, cards) => cards === 3)
  if (known.size >= CACHE_LIMIT) known.clear()
  known.set(key, answer)
  return answer
}
