/**
 * A plane's intent in a sentence, from the plan the search chose and the turn the engine played with it: whom it
 * means to fight (the nearest enemy at the end of the turn) and how (keeping it in its guns, closing, turning inside
 * it, extending away, keeping off the table's edge). Said after the phase it describes, never before (the words would
 * give the plan away): showing it is left to the screens.
 */
import type { CompiledRules } from '../../engine/compiled'
import { resolveRepeats } from '../../engine/rules/aces/exceptional-pilot'
import type { GameState, PlaneId } from '../../engine/types'
import { baseCorners } from '../../geometry/base'
import { rulerDistance } from '../../geometry/ruler'
import type { Candidate } from './candidates'
import { edgeRisk } from './candidates'

/** The sentence for plane `id` flying `plan`, from the state before the turn and the one the engine reached with it. */
export function intentOf(rules: CompiledRules, before: GameState, after: GameState, id: PlaneId, plan: Candidate): string {
  const i = rules.byId.get(id)!.index
  const me = after.planes[i]
  const start = before.planes[i]
  if (me.status === 'exited') return 'leaving the table'
  if (me.status !== 'flying') return 'fighting to the last'
  let near = -1
  let nearD = Infinity
  after.planes.forEach((q, j) => {
    if (q.team === me.team || q.status !== 'flying') return
    const d = Math.hypot(q.x - me.x, q.y - me.y)
    if (d < nearD) [near, nearD] = [j, d]
  })
  const turning = resolveRepeats(plan.cards).some((c) => rules.byId.get(id)!.cards.get(c)?.card.turn)
  if (near < 0) return edgeRisk(me, after.setup.table, rules.ruler) > 0 ? 'keeping clear of the table edge' : 'holding its course'
  const them = after.planes[near]
  const name = rules.planes[near].aircraft.name
  const cp = rules.planes[i]
  const cq = rules.planes[near]
  const inMine = cp.arcs.front !== null && rulerDistance(me.x, me.y, me.h, cp.arcs.front, baseCorners(them, cq.shape), rules.ruler) < Infinity
  const inTheirs = cq.arcs.front !== null && rulerDistance(them.x, them.y, them.h, cq.arcs.front, baseCorners(me, cp.shape), rules.ruler) < Infinity
  if (inMine && !inTheirs) return `keeping the ${name} in its guns`
  if (inMine && inTheirs) return `trading fire head-on with the ${name}`
  if (edgeRisk(me, after.setup.table, rules.ruler) > edgeRisk(start, before.setup.table, rules.ruler) + 0.5) return `turning back from the table edge`
  const startD = Math.hypot(before.planes[near].x - start.x, before.planes[near].y - start.y)
  if (inTheirs) return turning ? `turning inside the ${name}` : `extending until the guns clear of the ${name}`
  if (nearD < startD - rules.ruler * 0.2) return `closing on the ${name}`
  return turning ? `turning for position on the ${name}` : `extending to come round on the ${name}`
}
