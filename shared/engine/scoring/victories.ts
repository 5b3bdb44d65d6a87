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
import type { Downing, VictoryCredit } from '../../rulesets/contract'
import type { CompiledRules } from '../rule-types'
import type { GameState, PlaneId, PlaneStatus, TeamId } from '../state-types'

/**
 * How a plane was eliminated: its status when it left, or 'burned' for a plane that left the table on fire and whose
 * future flame cards brought it down (lines 926-928). One victory and who is credited with it: VictoryCredit, the
 * contract's (every ruleset reports in it).
 */
export type { Downing, VictoryCredit }

/** What became of a plane, for its crew (lines 930-937; 004 line 340). */
export interface PlaneFate {
  plane: PlaneId
  team: TeamId
  status: PlaneStatus
  /** how it was eliminated; null when it was not (still flying, left the table and survived its flame cards, landed) */
  downed: Downing | null
  /** its last damage point was due to fire: a flame card (004 line 340: the pilot then lands safely only on a 5) */
  byFire: boolean
  /**
   * its observer was incapacitated during the game (lines 933-937; Special Damage, Observer Wounded; with 000's wound
   * tiers, two wounds or more: he "may not fire")
   */
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

const DESTROYED: ReadonlySet<PlaneStatus> = new Set(['shot-down', 'exploded', 'out-of-control', 'crashed'])

/** A moment of the game, comparable: turn and phase. */
const moment = (turn: number, phase: number): number => turn * 4 + phase

/**
 * The report of a game (over or not: a game stopped early reports what happened so far). Needs the record a campaign's
 * sortie keeps (GameSetup.campaign); without it every plane downed is reported with no one credited.
 *
 * Decisions (docs/rules.md, Campaign): every elimination counts (shot down, exploded, out of control, crashed), each
 * credited to the enemy aircraft whose fire dealt it a damage point or an explosion in the phase it fell; one downed
 * by its own flames (or left the table on fire and brought down by the cards drawn for them) is credited to the
 * enemy aircraft that last shot at it, all those of that phase; a crash or a collision no one's fire had a part in that
 * phase is a victory for no one. Friendly fire earns nothing. Ground pieces are not aircraft: they neither score nor
 * count as victims. With 004's Order of firing the shots are fired one by one, and the one whose shot downed the plane
 * alone is credited ("no shared kills", 004 line 278).
 */
export function victoryReport(rules: CompiledRules, state: GameState): VictoryReport {
  const aircraft = (i: number) => rules.planes[i].kind === 'aeroplane' || rules.planes[i].kind === 'balloon'
  const index = new Map(state.planes.map((p, i) => [p.id, i]))
  const credits: (VictoryCredit & { at: number; order: number })[] = []
  const fates: PlaneFate[] = []
  state.planes.forEach((p, i) => {
    if (!aircraft(i)) return
    const rec = p.effects?.campaign
    const downed: Downing | null = DESTROYED.has(p.status) ? (p.status as Downing) : p.status === 'exited' && rec?.exitDraw?.downed ? 'burned' : null
    const byFire = downed !== null && (downed === 'burned' || rec?.byFire === true)
    fates.push({ plane: p.id, team: p.team, status: p.status, downed, byFire, observerOut: p.effects?.observerWounded === true || (p.effects?.observerWounds ?? 0) >= 2 })
    if (downed === null || p.out === null) return
    // the enemy aircraft's lines of fire at it
    const fire = (rec?.fire ?? []).filter((f) => {
      const k = index.get(f.plane)
      return k !== undefined && aircraft(k) && state.planes[k].team !== p.team
    })
    const at = moment(p.out.turn, p.out.phase)
    let by: string[]
    if (byFire) {
      // line 928: "the last aircraft that shot at it (or the last planes if several fired at it in the same game phase)"
      const last = fire.reduce((m, f) => Math.max(m, moment(f.turn, f.phase)), -1)
      by = fire.filter((f) => moment(f.turn, f.phase) === last).map((f) => f.plane)
    } else {
      // lines 923-924: "If more planes damage the same plane in the phase that it is eliminated, the victory is given to each one of them"
      by = fire.filter((f) => moment(f.turn, f.phase) === at && (f.points > 0 || f.explosion === true)).map((f) => f.plane)
      // 004 Order of firing (line 278): the shots fired one by one, "the plane that actually shoots the plane down gains
      // the credit. In other words there are no shared kills" (a friend who downed it: no one)
      if (rec?.downedBy !== undefined) by = by.filter((id) => id === rec.downedBy)
    }
    by = [...new Set(by)].sort((a, b) => index.get(a)! - index.get(b)!)
    const alone = !byFire && rec?.downedBy !== undefined ? { downingShot: true as const } : {}
    credits.push({ victim: p.id, how: downed, turn: p.out.turn, phase: p.out.phase, by, ...alone, at, order: i })
  })
  credits.sort((a, b) => a.at - b.at || a.order - b.order)
  return { credits: credits.map(({ at: _at, order: _order, ...c }) => c), fates, winner: state.result?.winner ?? null }
}
