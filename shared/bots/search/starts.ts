/**
 * The starts of a plane's next turn (issue 31): from where the turn searched leaves it, each distinct card in turn (a
 * deck may hold the same movement twice), pruned as soon as a card would be refused after the card it has just flown
 * (checkPlan: 003 lines 36-44 and 126-130) or would take it off the table (lines 73-76). trapped.ts asks whether any
 * whole plan stays on; reach.ts how far its first cards take it onto an enemy's tail.
 */
import type { CompiledRules } from '../../engine/compiled'
import { checkPlan, type PlanRules } from '../../engine/planning'
import type { GameState } from '../../engine/types'
import { advance, type Pose } from '../../geometry/pose'
import { isOnTable } from '../../geometry/table'
import { distinctCards } from './candidates'

/**
 * Walk plane i's legal starts up to `depth` cards: `visit` is told each stand reached, how many cards it took and their
 * ids (a list the walk goes on changing: copy it to keep it); returning true stops the walk, and the walk then returns true.
 */
export function walkStarts(rules: CompiledRules, state: GameState, i: number, depth: number, visit: (pose: Pose, cards: number, ids: readonly string[]) => boolean): boolean {
  const p = state.planes[i]
  const plane = rules.planes[i]
  // an ace's abilities are judged with its blank counters and the turn (rules/aces.ts), as the search's follow-up does
  const pr: PlanRules | undefined = p.effects !== undefined || plane.aceSkills.length > 0 ? { rules, effects: p.effects, turn: state.turn, stand: p } : undefined
  const groups = distinctCards(plane)
  const table = state.setup.table
  const ids: string[] = []
  const walk = (pose: Pose): boolean => {
    for (const g of groups) {
      // the group's next card not yet in the plan
      const c = g.find((x) => !ids.includes(x.card.id))
      if (!c) continue
      const next = advance(pose, c.right, c.forward, c.turn)
      if (!isOnTable(table, next.x, next.y)) continue
      ids.push(c.card.id)
      const stop = checkPlan(plane, p.last, ids, pr).every((s) => s.reason === null) && (visit(next, ids.length, ids) || (ids.length < depth && walk(next)))
      ids.pop()
      if (stop) return true
    }
    return false
  }
  return walk({ x: p.x, y: p.y, h: p.h })
}
