/**
 * Victory (rulebook, "Victory").
 *
 * "The last player having one or more planes on the playing area after all the enemy planes have been
 * eliminated or exited wins the match."
 *
 * "If you are playing several matches, score 1 point for each enemy aircraft leaving the gaming field, 2 points
 * for every enemy aircraft shot down, and -1 for each of your own aircraft shot down."
 *
 * Scenarios whose victory is "score" (Dawn Patrols and others) are won by the team with the higher score when one
 * side is left; equal scores are a draw. A plane that went out of control or exploded counts as shot down. If a
 * turn limit is set and reached, the game ends there and the scores decide.
 */
import { isDestroyed } from './removal'
import { playerScores, playersWinner, scenarioScores, scenarioWinner } from './scoring'
import type { CompiledRules } from './rule-types'
import type { GameResult, GameState, TeamId } from './state-types'

export function scores(rules: CompiledRules, state: GameState): Record<TeamId, number> {
  // a scenario that words its own victory conditions scores by them (engine/scoring)
  if (state.setup.score) return scenarioScores(rules, state, state.setup.score)
  const out: Record<TeamId, number> = {}
  for (const team of state.setup.teams) out[team.id] = 0
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    // balloons and ground pieces score as their scenario says, not as aircraft
    if (p.status === 'flying' || rules.planes[i].kind !== 'aeroplane') continue
    for (const team of state.setup.teams) {
      if (team.id === p.team) {
        if (isDestroyed(p)) out[team.id] -= 1
      } else if (isDestroyed(p)) out[team.id] += 2
      else if (p.status === 'exited') out[team.id] += 1
    }
  }
  return out
}

/**
 * The result once the scores decide: the scenario's own winning conditions where it has them; scores kept separately
 * (003 Look Up!'s variant) name the player's plane that won, with every player's points.
 */
function byScore(rules: CompiledRules, state: GameState, s: Record<TeamId, number>, reason: GameResult['reason']): GameResult {
  const score = state.setup.score
  if (score?.separate) {
    const players = playerScores(rules, state, score)
    return { ...playersWinner(rules, players), scores: s, players, reason }
  }
  if (score) return { ...scenarioWinner(score, s), scores: s, reason }
  return { winner: bestByScore(s), scores: s, reason }
}

function bestByScore(s: Record<TeamId, number>): TeamId | null {
  let best: TeamId | null = null
  let bestScore = -Infinity
  let tie = false
  for (const [team, score] of Object.entries(s)) {
    if (score > bestScore) {
      best = team
      bestScore = score
      tie = false
    } else if (score === bestScore) tie = true
  }
  return tie ? null : best
}

/** A plane flying, or kept off the table to enter later (rules/entering.ts): its side has not lost while it is still to come. */
function toFly(p: { status: string }): boolean {
  return p.status === 'flying' || p.status === 'waiting'
}

/** The result if the game is over now, else null. */
export function checkVictory(rules: CompiledRules, state: GameState): GameResult | null {
  const result = victoryNow(rules, state)
  // a rule may play on past the end (A Race against Time with altitude: a burning balloon, until it is down)
  if (result && rules.hooks.keepsGameOpen.length && keepsGameOpen(rules, state)) return null
  return result
}

function keepsGameOpen(rules: CompiledRules, state: GameState): boolean {
  const ctx = { rules, state, events: null }
  return rules.hooks.keepsGameOpen.some((m) => m.keepsGameOpen!(ctx))
}

function victoryNow(rules: CompiledRules, state: GameState): GameResult | null {
  if (state.setup.endsWhenGone) return attackersGone(rules, state, state.setup.endsWhenGone)
  let last: TeamId | null = null
  // only aircraft fight on: a team left with balloons and ground pieces alone has no one in the air
  // (a loop by index, not for...of, which V8 compiles with the iterator's closing: every phase asks; issue 31)
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (!toFly(p)) continue
    if (last === null) last = p.team
    else if (p.team !== last) return null
  }
  const s = scores(rules, state)
  if (state.setup.victory === 'score') return byScore(rules, state, s, last === null ? 'no-planes-left' : 'last-standing')
  if (last === null) return { winner: null, scores: s, reason: 'no-planes-left' }
  return { winner: last, scores: s, reason: 'last-standing' }
}

/**
 * A scenario of attackers and pieces ends when the attackers' aircraft are all gone ("The game ends when the aircraft
 * leaves the gaming surface or is destroyed"), whoever else still flies; the scores decide.
 */
function attackersGone(rules: CompiledRules, state: GameState, teams: readonly TeamId[]): GameResult | null {
  for (const p of state.planes) if (toFly(p) && teams.includes(p.team)) return null
  return byScore(rules, state, scores(rules, state), 'no-planes-left')
}

/** The result when the turn limit ends a game that is still being fought. */
export function turnLimitResult(rules: CompiledRules, state: GameState): GameResult {
  return byScore(rules, state, scores(rules, state), 'turn-limit')
}

/**
 * The result counted again once a rule has acted at the game's end (003 Burning Drachens: a balloon destroyed by the
 * cards of the turns not played counts as destroyed): the same end, with the scores as they are now and the winner
 * they give wherever scores decide it.
 */
export function rescored(rules: CompiledRules, state: GameState, result: GameResult): GameResult {
  if (result.reason === 'turn-limit') return turnLimitResult(rules, state)
  // the rule changed no aircraft: the game is still over for the same reason
  if (state.setup.score?.separate) return checkVictory(rules, state) ?? byScore(rules, state, scores(rules, state), result.reason)
  return checkVictory(rules, state) ?? { ...result, scores: scores(rules, state) }
}
