/**
 * A duel's chance of being won, fitted to the results of games (issue 31, sixth pass): what the search's one-turn
 * horizon cannot see is what a stand and the damage taken are worth in the game's outcome, and its hand-set weights
 * (evaluate.ts: a plane's damage worth 10 points, a card of guns 0.6, sitting behind 0.8, the edge 1.5) are guesses
 * at that. Here a plane against its one enemy is described by the same public things a pilot at the table sees at the
 * start of a turn (the damage each has taken, as shares of its damage points; what each can expect to deal the other
 * in the next turn from where they stand, next-turn.ts's table; who sits behind whom; the guns each has on the other
 * right now; how near each is to the table's edge), and a logistic model, P(won) = 1 / (1 + exp(-theta . f)), fitted
 * by electron/bench/win-fit.ts to the results of training-pool games only (never a held-out bot's; value-data.ts),
 * gives the chance the plane's side wins the game from there. A drawn game (a mutual destruction) counts as not won.
 */
import type { CompiledRules } from '../../engine/compiled'
import type { GameState } from '../../engine/types'
import { baseCorners } from '../../geometry/base'
import { behind, edgeRisk, gunCards } from './candidates'
import { nextTurnDealt } from './next-turn'

/** The features' names, in the order of theta. */
export const WIN_FEATURES = [
  'bias',
  'damage',
  'damageEnemy',
  'damage2',
  'damageEnemy2',
  'nextDealt',
  'nextTaken',
  'behind',
  'behindBy',
  'guns',
  'threat',
  'edge',
  'edgeEnemy',
] as const

/** Cards of fire the guns of plane i have on plane j's base where they stand (0 if none bears). */
function gunsOn(rules: CompiledRules, state: GameState, i: number, j: number): number {
  return gunCards(state.planes[i], rules.planes[i].armedArcs, baseCorners(state.planes[j], rules.planes[j].shape), rules.ruler)
}

/**
 * The features of plane i against plane j in `state` (both flying), with the damage each has taken as shares of its
 * damage points given apart (the search passes expected damage; the games' records the damage taken).
 */
export function winFeatures(rules: CompiledRules, state: GameState, i: number, j: number, damage: number, damageEnemy: number): number[] {
  const p = state.planes[i]
  const q = state.planes[j]
  const ruler = rules.ruler
  const table = state.setup.table
  return [
    1,
    damage,
    damageEnemy,
    damage * damage,
    damageEnemy * damageEnemy,
    nextTurnDealt(p, q, ruler),
    nextTurnDealt(q, p, ruler),
    behind(p, q, ruler),
    behind(q, p, ruler),
    gunsOn(rules, state, i, j),
    gunsOn(rules, state, j, i),
    edgeRisk(p, table, ruler),
    edgeRisk(q, table, ruler),
  ]
}

/** The chance of winning that theta gives features f. */
export function winChance(f: readonly number[], theta: readonly number[]): number {
  let z = 0
  for (let k = 0; k < f.length; k++) z += f[k] * theta[k]
  return 1 / (1 + Math.exp(-z))
}
