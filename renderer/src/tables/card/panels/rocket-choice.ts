/**
 * 003 Le Prieur Rockets (lines 601-633) in the fire panel: whether the active plane is offered rockets beside its
 * front target, how many, and otherwise why not, in the engine's own words (rules/balloons/rockets.ts
 * rocketsNotNow and rocketsProblem, read from the seat's view: the cards revealed this turn are those flown).
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { rocketsLeft, rocketsNotNow, rocketsProblem, type RocketCheck } from '../../../../../shared/engine/rules/balloons/rockets'
import type { GameView } from '../../../../../shared/engine/view'
import { splitRuleSource } from '../../../shell/help/rule-source'

export interface RocketChoice {
  /** the counters left on the plane's board */
  left: number
  /** the salvoes that may be fired now at the chosen front target (empty when none may) */
  counts: (1 | 2)[]
  /** why no rockets may be fired now (null when they may) */
  why: string | null
}

/** The rocket choice of plane `plane` with front target `front` (null or undefined: none chosen); null when it carries none. */
export function rocketChoice(rules: CompiledRules, view: Pick<GameView, 'planes' | 'fireOptions'>, plane: string, front: string | null | undefined): RocketChoice | null {
  const i = view.planes.findIndex((p) => p.id === plane)
  if (i < 0 || !rules.setup.planes[i]?.rockets) return null
  const ctx: RocketCheck = { rules, state: { planes: view.planes.map((p) => ({ id: p.id, executed: p.revealed, effects: p.effects })), fireOptions: view.fireOptions } }
  const left = rocketsLeft(ctx, i)
  let why = rocketsNotNow(ctx, i)
  if (why === null && typeof front !== 'string') why = 'choose the front target first: rockets are fired at it' // 003 line 608
  if (why === null) why = rocketsProblem(ctx, i, { front, rockets: 1 })
  const counts: (1 | 2)[] = why !== null ? [] : left >= 2 ? [1, 2] : [1]
  // the engine's reason without its rulebook lines (issue 26: "(lines 608, 631)" is not for the player)
  return { left, counts, why: why === null ? null : splitRuleSource(why).text }
}
