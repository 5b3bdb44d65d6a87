/**
 * Scenario scoring (003 Scenarios, lines 1034-): a scenario's victory conditions as data (GameSetup.score, a list of
 * terms like "The German player loses 12 points if his plane is destroyed"), and what they come to.
 *
 * Each term counts once for each piece it selects (`of` the scoring team's own or its enemies', of the `kinds` given,
 * aeroplanes when none are) that met its `when`; 'damage' and 'bomb-points' count per point, and 'game' counts once.
 * A condition (`if`, `unless`) is judged at the moment the piece left the game when it left it ("from this moment,
 * Allied planes don't give points to the German if they go out of the playing area from their own side", line 1156;
 * "no penalty if it leaves from the Allied side while there are no more balloons in play", line 1238), else at the
 * end. A balloon's observers (003 Bailing Out): those eliminated, and whether it is still up with one aboard at the
 * end. The balloon states (003 Balloon busting): shot down or exploded is destroyed; otherwise flame counters are
 * "on fire", damage cards without fire are "damaged", whether the balloon landed or still stands at the end.
 */
import type { ScenarioScore, ScoreCondition, ScoreTerm } from '../../content/types'
import type { CompiledRules } from '../rule-types'
import type { GameResult, GameState, PlaneId, PlaneState, TeamId } from '../state-types'

/** the team of a plane, by id */
const teamOf = (rules: CompiledRules, id: PlaneId): TeamId => rules.setup.planes[rules.byId.get(id)!.index].team

/** a moment of the game, comparable: turn and phase */
const moment = (turn: number, phase: number): number => turn * 4 + phase
const END = Infinity

const balloonDestroyed = (p: PlaneState): boolean => p.status === 'shot-down' || p.status === 'exploded'

function destroyed(rules: CompiledRules, i: number, p: PlaneState): boolean {
  if (rules.planes[i].kind !== 'aeroplane') return balloonDestroyed(p)
  return p.status === 'shot-down' || p.status === 'exploded' || p.status === 'out-of-control' || p.status === 'crashed'
}

/** whether a condition held at moment `at` (END: now) */
export function conditionHolds(rules: CompiledRules, state: GameState, c: ScoreCondition, at: number): boolean {
  const planes = state.planes
  const outBy = (p: PlaneState) => p.out !== null && moment(p.out.turn, p.out.phase) <= at
  switch (c) {
    case 'balloons-gone':
      // "while there are no more balloons in play" (line 1238)
      for (let i = 0; i < planes.length; i++) if (rules.planes[i].kind === 'balloon' && !outBy(planes[i])) return false
      return true
    case 'photographed':
      return planes.some((p) => p.effects?.photo !== undefined && moment(p.effects.photo.turn, p.effects.photo.phase) <= at)
    case 'photo-exited':
      return planes.some((p) => p.effects?.photo !== undefined && p.status === 'exited' && outBy(p))
    case 'bombed':
      return planes.some((p) => p.effects?.bombs?.hits.some((h) => h.result !== 'miss' && moment(h.turn, h.phase) <= at) ?? false)
  }
}

/** The points one term gives its team now. */
export function termPoints(rules: CompiledRules, state: GameState, term: ScoreTerm): number {
  const holds = (at: number) => (term.if === undefined || conditionHolds(rules, state, term.if, at)) && (term.unless === undefined || !conditionHolds(rules, state, term.unless, at))
  if (term.when === 'game') return holds(END) ? term.points : 0
  const kinds = term.kinds ?? ['aeroplane']
  let total = 0
  state.planes.forEach((p, i) => {
    if (!kinds.includes(rules.planes[i].kind)) return
    if (term.planes && !term.planes.includes(p.id)) return
    if ((p.team === term.team) !== (term.of === 'own')) return
    const left = p.out ? moment(p.out.turn, p.out.phase) : END
    switch (term.when) {
      case 'destroyed':
        if (destroyed(rules, i, p) && holds(left)) total += term.points
        return
      case 'exited': {
        if (p.status !== 'exited' || !holds(left)) return
        const ownEdge = state.setup.teams.find((t) => t.id === p.team)?.edge
        if (term.edge === undefined || (p.out!.edge === ownEdge) === (term.edge === 'own')) total += term.points
        return
      }
      case 'on-fire':
        if (!balloonDestroyed(p) && (p.effects?.flame ?? 0) > 0 && holds(END)) total += term.points
        return
      case 'damaged':
        if (!balloonDestroyed(p) && (p.effects?.flame ?? 0) === 0 && p.damage.length > 0 && holds(END)) total += term.points
        return
      case 'silenced':
        if (p.status === 'silenced' && holds(left)) total += term.points
        return
      case 'damage':
        if (holds(END)) total += term.points * Math.min(p.damageTotal, term.max ?? Infinity)
        return
      case 'bomb-points': {
        const hits = p.effects?.bombs?.hits ?? []
        for (const h of hits) if (holds(moment(h.turn, h.phase))) total += term.points * h.points
        return
      }
      case 'photographed': {
        const photo = p.effects?.photo
        if (photo && holds(moment(photo.turn, photo.phase))) total += term.points
        return
      }
      case 'observer-lost':
        // 003 Bailing Out: "For any observer that is eliminated, the German player loses 2 points" (lines 1321-1322, 1468, 1496)
        if (holds(END)) total += term.points * (p.effects?.observers?.lost ?? 0)
        return
      case 'waited':
        // "1 point for every turn he waits before bringing the balloon to the ground, provided at least one observer was on the balloon at the end of each turn" (line 1489)
        if (holds(END)) total += term.points * (p.effects?.observers?.waited ?? 0)
        return
      case 'manned':
        // "for each balloon that is not on the ground and still has at least one observer on it at the end of the game" (lines 1320-1321, 1466-1467)
        if (p.status === 'standing' && (p.effects?.observers?.aboard ?? 0) > 0 && holds(END)) total += term.points
        return
    }
  })
  return total
}

/** Every team's points by the scenario's terms; kept separately, the sum of its players' (playerScores). */
export function scenarioScores(rules: CompiledRules, state: GameState, score: ScenarioScore): Record<TeamId, number> {
  const out: Record<TeamId, number> = {}
  for (const team of state.setup.teams) out[team.id] = 0
  if (score.separate) {
    const players = playerScores(rules, state, score)
    for (const [id, points] of Object.entries(players)) out[teamOf(rules, id)] += points
    return out
  }
  for (const term of score.terms) if (term.team in out) out[term.team] += termPoints(rules, state, term)
  return out
}

/**
 * Scores kept separately (003 Look Up!'s variant, lines 1240-1249; ScenarioScore.separate): each aeroplane of a
 * scoring team's points, by plane id. A 'damage' term counts the points that plane's fire dealt each piece it selects
 * (creditedDamage); an 'own' term counts the plane itself ("There is no penalty for aircraft leaving the playing
 * surface from the German side": the variant's terms leave that one out).
 */
export function playerScores(rules: CompiledRules, state: GameState, score: ScenarioScore): Record<PlaneId, number> {
  const out: Record<PlaneId, number> = {}
  const scoring = new Set(score.terms.map((t) => t.team))
  state.planes.forEach((p, i) => {
    if (rules.planes[i].kind === 'aeroplane' && scoring.has(p.team)) out[p.id] = 0
  })
  for (const term of score.terms) {
    if (term.when === 'damage') {
      const kinds = term.kinds ?? ['aeroplane']
      state.planes.forEach((p, i) => {
        if (!kinds.includes(rules.planes[i].kind) || p.team === term.team || (term.planes && !term.planes.includes(p.id))) return
        for (const [by, points] of Object.entries(creditedDamage(p.effects?.hitBy ?? [], term.max ?? Infinity))) if (by in out && teamOf(rules, by) === term.team) out[by] += term.points * points
      })
      continue
    }
    // the plane's own fate, counted for it alone
    for (const id of Object.keys(out)) {
      if (teamOf(rules, id) !== term.team || (term.planes && !term.planes.includes(id))) continue
      out[id] += termPoints(rules, state, { ...term, planes: [id] })
    }
  }
  return out
}

/**
 * The points of one piece's damage each firer is credited with, at most `max` from the piece: "awarded for the first 5
 * damage points inflicted on them. If the total of 5 is reached from both player's planes firing on the target
 * simultaneously, then each player scores as if he had fired on that target alone" (lines 1245-1248). The points come
 * phase by phase (hits in the order dealt); the phase that reaches the cap gives each of its firers as much as the
 * cap still allowed, its points or fewer, as if it had fired alone.
 */
export function creditedDamage(hits: readonly { plane: PlaneId; points: number; turn: number; phase: number }[], max: number): Record<PlaneId, number> {
  const out: Record<PlaneId, number> = {}
  let given = 0
  for (let k = 0; k < hits.length && given < max; ) {
    // one phase's fire, by plane
    const at = moment(hits[k].turn, hits[k].phase)
    const phase = new Map<PlaneId, number>()
    for (; k < hits.length && moment(hits[k].turn, hits[k].phase) === at; k++) phase.set(hits[k].plane, (phase.get(hits[k].plane) ?? 0) + hits[k].points)
    const left = max - given
    let all = 0
    for (const [by, points] of phase) {
      out[by] = (out[by] ?? 0) + Math.min(points, left)
      all += points
    }
    given += Math.min(all, left)
  }
  return out
}

/**
 * Who won by the points: with `win`, its team when it scored more than `over` ("The German player wins if he scores
 * more than zero points"), a draw at exactly `over` when the scenario says so ("Zero is a tie"), else its enemy (the
 * best of them when there are several); the margin as the scenario words it. Without `win`, the team with more
 * points ("The player with more points wins"), equal points a draw.
 */
export function scenarioWinner(score: ScenarioScore, scores: Record<TeamId, number>): Pick<GameResult, 'winner' | 'margin'> {
  const win = score.win
  if (!win) return { winner: best(scores) }
  const s = scores[win.team] ?? 0
  if (s > win.over) {
    if (win.marginal !== undefined && s <= win.marginal) return { winner: win.team, margin: 'marginal' }
    if (win.decisive !== undefined && s >= win.decisive) return { winner: win.team, margin: 'decisive' }
    return { winner: win.team }
  }
  if (s === win.over && win.draw) return { winner: null }
  const others = Object.fromEntries(Object.entries(scores).filter(([t]) => t !== win.team))
  return { winner: best(others) ?? Object.keys(others)[0] ?? null }
}

/**
 * Scores kept separately: "The winner is the one scoring more points" (line 1243), the plane with the most and its
 * team; equal top scores a draw.
 */
export function playersWinner(rules: CompiledRules, players: Record<PlaneId, number>): Pick<GameResult, 'winner' | 'winnerPlane'> {
  const top = best(players)
  return top === null ? { winner: null } : { winner: teamOf(rules, top), winnerPlane: top }
}

function best(s: Record<string, number>): string | null {
  let top: TeamId | null = null
  let topScore = -Infinity
  let tie = false
  for (const [team, score] of Object.entries(s)) {
    if (score > topScore) {
      top = team
      topScore = score
      tie = false
    } else if (score === topScore) tie = true
  }
  return tie ? null : top
}
