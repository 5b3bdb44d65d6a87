/**
 * A stand no plan gets out of (issue 31): a plane the turn leaves where every legal plan of its next turn takes it off
 * the table (003 lines 73-76, "Exiting the Gaming Surface": the centre of its base outside the playing area at the end
 * of a manoeuvre) is as good as lost, though the turn searched has not lost it yet. The search looked one turn ahead and
 * weighed such a stand as no worse than a stand near the edge, and a veteran would fly into a corner it could not leave
 * (docs/ai.md, "Third pass"). Whether a way out exists is a walk over the plane's distinct cards, pruned as
 * soon as a card would be refused or take it off the table, that stops at the first plan that stays on.
 */
import type { CompiledRules } from '../../engine/compiled'
import { checkPlan, type PlanRules } from '../../engine/planning'
import type { GameState } from '../../engine/types'
import { advance, type Pose } from '../../geometry/pose'
import { isOnTable } from '../../geometry/table'
import { distinctCards } from './candidates'

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
  // an ace's abilities are judged with its blank counters and the turn (rules/aces.ts), as the search's follow-up does
  const pr: PlanRules | undefined = judged ? { rules, effects: p.effects, turn: state.turn, stand: p } : undefined
  const groups = distinctCards(plane)
  const table = state.setup.table
  const ids: string[] = []
  const out = (pose: Pose): boolean => {
    if (ids.length === 3) return true
    for (const g of groups) {
      // the group's next card not yet in the plan (a deck may hold the same movement twice)
      const c = g.find((x) => !ids.includes(x.card.id))
      if (!c) continue
      const next = advance(pose, c.right, c.forward, c.turn)
      if (!isOnTable(table, next.x, next.y)) continue
      ids.push(c.card.id)
      const ok = checkPlan(plane, last, ids, pr).every((s) => s.reason === null) && out(next)
      ids.pop()
      if (ok) return true
    }
    return false
  }
  const answer = !out({ x: p.x, y: p.y, h: p.h })
  if (known.size >= CACHE_LIMIT) known.clear()
  known.set(key, answer)
  return answer
}
