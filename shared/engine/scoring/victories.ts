/**
 * The engine's report of victories (003 "Campaign rules: awarding victories", lines 919-937): from a finished game,
 * which plane was credited with which victory, and what became of each plane and its crew. The campaign
 * (shared/campaign/) awards the victories to the airmen from this report and nothing else, so that another ruleset
 * can feed the same roster.
 *
 * 003 lines 922-924: "An airman gets a victory for each aircraft he shoots down. If the aircraft destroying the enemy
 * is a two-seater, a victory is awarded both to the pilot and to the observer. If more planes damage the same plane in
 * the phase that it is eliminated, the victory is given to each one of them."
 * 003 lines 926-928: "Planes that exited the gaming surface do not count as victories unless they are on fire. If they
 * are on fire, draw the damage cards that should have been taken in the future turns: if the damage drawn is enough
 * to eliminate the plane, a victory is awarded to the last aircraft that shot at it (or the last planes if several
 * fired at it in the same game phase)."
 *
 * The report is read from the final state: a campaign game (GameSetup.campaign) keeps, on each plane, the shots fired
 * at it (rules/campaign-shots.ts) and, at the end, a burning plane that left the table draws its future cards there.
 * The decisions (which ends count, what "damage" is) are in docs/rules.md, "Campaign".
 */
import type { CompiledRules } from '../compiled'
import type { GameState, PlaneId, PlaneStatus, TeamId } from '../types'

/**
 * How a plane was eliminated: its status when it left, or 'burned' for a plane that left the table on fire and whose
 * future flame cards brought it down (lines 926-928).
 */
export type Downing = 'shot-down' | 'exploded' | 'out-of-control' | 'crashed' | 'burned'

/** One victory: the plane downed and the planes credited with it (each gives one to its pilot and its observer). */
export interface VictoryCredit {
  victim: PlaneId
  how: Downing
  /** when it fell (for 'burned': when it left the table) */
  turn: number
  phase: number
  /** the enemy planes credited, in the order of the setup; empty when no one is (a crash nobody's fire caused) */
  by: PlaneId[]
}

/** What became of a plane, for its crew (lines 930-937; 004 line 340). */
export interface PlaneFate {
  plane: PlaneId
  team: TeamId
  status: PlaneStatus
  /** how it was eliminated; null when it was not (still flying, left the table and survived its flame cards, landed) */
  downed: Downing | null
  /** its last damage point was due to fire: a flame card (004 line 340: the pilot then lands safely only on a 5) */
  byFire: boolean
  /** its observer was incapacitated during the game (lines 933-937; Special Damage, Observer Wounded) */
  observerOut: boolean
}

/** The report of a finished game. */
export interface VictoryReport {
  /** one for each aircraft eliminated (aeroplanes and balloons; ground pieces are not aircraft), in the order they fell */
  credits: VictoryCredit[]
  /** every aircraft of the game, in the order of the setup */
  fates: PlaneFate[]
  /** the winning team, null on a draw or while the game is not over */
  winner: TeamId | null
}

/** The report of a game (over or not: a game stopped early reports what happened so far). */
export function victoryReport(rules: CompiledRules, state: GameState): VictoryReport {
  void rules
  void state
  throw new Error('not yet')
}
