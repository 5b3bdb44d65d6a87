/** What a bot needs to plan under the optional rules in force: its plane's effects as its own view holds them. */
import type { CompiledPlane, CompiledRules } from '../engine/compiled'
import { CARDS_PER_TURN, checkPlan, type PlanRules } from '../engine/planning'
import { homeFor } from '../engine/rules/wound-tiers'
import type { PlaneEffects } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'

export function planRulesOf(rules: CompiledRules, view: GameView, p: PlaneView): PlanRules | undefined {
  if (p.effects) return { rules, effects: p.effects as PlaneEffects, turn: view.turn, stand: p }
  // an ace's abilities need its blank counters and the turn (rules/aces.ts), in the basic game too
  return rules.byId.get(p.id)?.aceSkills.length ? { rules, effects: undefined, turn: view.turn, stand: p } : undefined
}

/**
 * A plan that is always legal: three straights, or with a damaged engine two straights and a stall (whose turn, if
 * any, the rudder allows). Straights never turn, so a jammed rudder never refuses them.
 */
export function safePlan(plane: CompiledPlane, pr: PlanRules | undefined): string[] {
  const cards = [...plane.cards.values()]
  const straights = cards.filter((c) => c.card.straight).map((c) => c.card.id)
  const plan = straights.slice(0, CARDS_PER_TURN)
  const fine = (ids: string[]) => checkPlan(plane, null, ids, pr).every((s) => !s.refused)
  if (fine(plan)) return plan
  for (const stall of cards.filter((c) => c.card.stall)) {
    const candidate = [...straights.slice(0, CARDS_PER_TURN - 1), stall.card.id]
    if (fine(candidate)) return candidate
  }
  // 000's badly wounded pilot flies home by the shortest route: the best such plan
  const home = pr ? homeFor(pr) : null
  if (home && home.plan.length === CARDS_PER_TURN && fine(home.plan)) return home.plan
  return plan
}
