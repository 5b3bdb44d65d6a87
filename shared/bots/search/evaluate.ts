/**
 * How good a state is for a team, after a turn the engine has played. Damage counts as expected value (each card taken
 * this turn at its deck's average points), so that one lucky draw in one sampled world does not decide a plan; a
 * plane lost (shot down, exploded, out of control, crashed, or off the table where leaving earns nothing) counts in
 * full. Then the scores the game itself keeps (003's points, a scenario's own terms and objectives), and where the
 * planes are left for the next turn: enemies in its arcs and in range against its own planes in theirs (a damaged
 * plane's danger weighing more, which is what makes a wingman cover it), behind and nose on, and the table's edge.
 * Damage to an enemy is worth more the more damaged it already is, which is what makes a team focus its fire.
 */
import type { CompiledRules } from '../../engine/compiled'
import { isDestroyed } from '../../engine/removal'
import type { GameState, PlaneState, TeamId } from '../../engine/types'
import { scores } from '../../engine/victory'
import { baseCorners } from '../../geometry/base'
import { behind, edgeRisk, gunCards } from './candidates'
import { nextTurnDealt } from './next-turn'
import { reach } from './reach'
import { trapped } from './trapped'
import { winChance, winFeatures } from './win-value'
import { WIN_THETA } from './win-value-theta'

export interface Weights {
  /** an enemy plane lost */
  lost: number
  /**
   * a plane of its own lost; the same as an enemy's in WEIGHTS (issue 31 tried more, so that a trade of kills would
   * cost: no fewer mutual destructions, dropped; docs/ai-passes.md)
   */
  lostOwn: number
  /**
   * its own damage (and chance of an explosion) weighed against the enemy's, 1 alike: above 1 an even exchange of
   * fire costs (issue 31's mutual destructions)
   */
  damageOwn: number
  result: number
  score: number
  damage: number
  damageConvex: number
  guns: number
  threat: number
  position: number
  edge: number
  /**
   * an exchange of fire left at the end of the turn: a plane of its own and an enemy each in the other's guns, the
   * lesser of the two shots, weighed by how damaged its own plane is (a duel that would end level)
   */
  trade: number
  /**
   * the next turn's expected damage from where the turn leaves each pair (next-turn.ts, a table fitted from
   * training-pool games): what each side can expect to deal the other in the turn after, as shares of damage points
   */
  next: number
  /**
   * a game drawn (in a duel, both planes brought down together: a mutual destruction), counted against the side as a
   * loss of this much; 0: a draw is worth nothing either way
   */
  draw: number
  /** a plane left where every plan of its next turn leaves the table (trapped.ts), as a share of a plane lost; 0: not looked for */
  trapped: number
  /**
   * who can turn onto whose tail with the next turn's first cards (reach.ts): its best start against each enemy less
   * the enemy's against it; 0: not looked at (issue 31's fifth pass)
   */
  reach: number
  /**
   * in a duel, the share of the value given to the chance of winning the game fitted to games' results (win-value.ts):
   * at 1 it replaces the hand-set damage and stand terms with the result's weight times (2 P(won) - 1); 0: not used
   * (issue 31's sixth pass)
   */
  win: number
}

export const WEIGHTS: Weights = {
  /** an enemy plane lost */
  lost: 10,
  /** a plane of its own lost */
  lostOwn: 10,
  damageOwn: 1,
  /** the game won or lost */
  result: 30,
  /** a point of the game's own score */
  score: 3,
  /** a plane's whole damage, linear and convex parts */
  damage: 6,
  damageConvex: 4,
  /** a card's worth of guns at the end, on them and on us */
  guns: 0.6,
  threat: 0.6,
  /** behind and nose on */
  position: 0.8,
  edge: 1.5,
  trade: 0,
  next: 0,
  trapped: 1,
  draw: 0,
  reach: 0,
  win: 0,
}

/** Per deck letter: a card's average points and the chance it is an explosion (cached on the rules). */
const deckStats = new WeakMap<CompiledRules, Record<string, { points: number; explosion: number }>>()
function statsOf(rules: CompiledRules): Record<string, { points: number; explosion: number }> {
  let a = deckStats.get(rules)
  if (!a) {
    a = {}
    for (const [letter, deck] of Object.entries(rules.damageDecks)) {
      const n = deck.cards.length
      a[letter] = { points: deck.cards.reduce((s, c) => s + (c.points ?? 0), 0) / n, explosion: deck.cards.filter((c) => c.special.includes('explosion')).length / n }
    }
    deckStats.set(rules, a)
  }
  return a
}

/**
 * Expected damage points (those held before the turn, and the turn's new cards at their deck's average) and the
 * chance one of the new cards was an explosion (which the sampled world may not have drawn).
 */
function expectedDamage(rules: CompiledRules, before: PlaneState, after: PlaneState): { points: number; explosion: number } {
  const stats = statsOf(rules)
  let points = before.damageTotal
  let survive = 1
  for (let k = before.damage.length; k < after.damage.length; k++) {
    const s = stats[after.damage[k].charAt(0)]
    points += s?.points ?? 0
    survive *= 1 - (s?.explosion ?? 0)
  }
  return { points, explosion: 1 - survive }
}

/** Whether leaving the table earns this side anything in this game (a scenario that scores exits). */
function exitPays(state: GameState): boolean {
  return state.setup.score !== undefined && JSON.stringify(state.setup.score).includes('exit')
}

/** The value of state `after` (reached from `before` by one turn) for `team`: the higher the better. */
export function evaluate(rules: CompiledRules, before: GameState, after: GameState, team: TeamId, w: Weights = WEIGHTS): number {
  let v = 0
  const exits = exitPays(after)
  const flying: number[] = []
  // the sides with a plane trapped at the edge: if that was the side's last, the game is as good as over
  const cornered = new Set<TeamId>()
  // a duel's stand judged by its chance of being won (win-value.ts): the share k of the value it takes from the hand-set terms
  const duel = w.win > 0 && !after.result && isDuel(rules, after)
  const k = duel ? Math.min(1, w.win) : 0
  const share: number[] = []
  let handDamage = 0
  for (let i = 0; i < after.planes.length; i++) {
    const p = after.planes[i]
    const cp = rules.planes[i]
    const sign = p.team === team ? -1 : 1
    if (cp.kind !== 'aeroplane') continue
    const gone = isDestroyed(p) || (p.status === 'exited' && !exits) || p.status === 'crashed'
    const lost = p.team === team ? w.lostOwn : w.lost
    if (gone && before.planes[i].status === 'flying') {
      v += sign * lost
      continue
    }
    if (p.status !== 'flying') continue
    // a plane left where no plan keeps it on the table is lost with the next turn (trapped.ts)
    if (w.trapped && !exits && after.step === 'planning' && trapped(rules, after, i)) {
      v += sign * w.trapped * lost
      cornered.add(p.team)
      continue
    }
    flying.push(i)
    const d = expectedDamage(rules, before.planes[i], p)
    const frac = Math.min(1, d.points / cp.aircraft.damagePoints)
    const weight = sign * (p.team === team ? w.damageOwn : 1)
    if (k === 0) {
      v += weight * (w.damage * frac + w.damageConvex * frac * frac + lost * d.explosion)
      continue
    }
    // with the win value the hand-set damage terms are kept apart, to be given their share once the duel is known to go on
    share[i] = frac
    v += weight * lost * d.explosion
    handDamage += weight * (w.damage * frac + w.damageConvex * frac * frac)
  }
  if (after.result) v += after.result.winner === team ? w.result : after.result.winner === null ? -w.draw : -w.result
  for (const side of cornered) {
    if (flying.some((i) => after.planes[i].team === side) || !flying.length) continue
    v += w.trapped * (side === team ? -w.result : w.result)
  }
  const s = scores(rules, after)
  const mine = s[team] ?? 0
  const theirs = Math.max(...Object.entries(s).filter(([t]) => t !== team).map(([, x]) => x), 0)
  v += w.score * (mine - theirs)
  if (k > 0 && flying.length === 2) {
    const i = after.planes[flying[0]].team === team ? flying[0] : flying[1]
    const j = i === flying[0] ? flying[1] : flying[0]
    if (after.planes[i].team === team && after.planes[j].team !== team) {
      const won = winChance(winFeatures(rules, after, i, j, share[i], share[j]), WIN_THETA)
      v += (1 - k) * handDamage + k * w.result * (2 * won - 1)
      return k === 1 ? v : v + (1 - k) * positionValue(rules, after, team, flying, w)
    }
  }
  // (a duel that does not go on as one, a plane of it down or trapped: the hand-set value whole)
  return v + handDamage + positionValue(rules, after, team, flying, w)
}

/** Two aeroplanes in the game, one a side (a duel: the win value's games). */
function isDuel(rules: CompiledRules, state: GameState): boolean {
  let n = 0
  for (let i = 0; i < rules.planes.length; i++) if (rules.planes[i].kind === 'aeroplane') n++
  return n === 2 && state.planes.length >= 2
}

/** Guns on each other at the end of the turn, who sits behind whom, and the edges. */
function positionValue(rules: CompiledRules, state: GameState, team: TeamId, flying: number[], w: Weights): number {
  const table = state.setup.table
  const ruler = rules.ruler
  const corners = flying.map((i) => baseCorners(state.planes[i], rules.planes[i].shape))
  let v = 0
  for (let a = 0; a < flying.length; a++) {
    const i = flying[a]
    const p = state.planes[i]
    const cp = rules.planes[i]
    if (p.team !== team) continue
    const caution = 1 + p.damageTotal / cp.aircraft.damagePoints
    v -= w.edge * edgeRisk(p, table, ruler)
    for (let b = 0; b < flying.length; b++) {
      const j = flying[b]
      const q = state.planes[j]
      if (q.team === team) continue
      const cq = rules.planes[j]
      const given = gunCards(p, cp.armedArcs, corners[b], ruler)
      const taken = gunCards(q, cq.armedArcs, corners[a], ruler)
      v += w.guns * given * (1 + q.damageTotal / cq.aircraft.damagePoints) - w.threat * taken * caution
      if (w.trade) v -= w.trade * Math.min(given, taken) * caution
      if (w.next) v += w.next * (nextTurnDealt(p, q, ruler) * (1 + q.damageTotal / cq.aircraft.damagePoints) - nextTurnDealt(q, p, ruler) * caution)
      v += w.position * (behind(p, q, ruler) - behind(q, p, ruler) * caution) / Math.max(1, flying.length - 1)
      // (in a duel or a 2v2 only: a bigger table's pairs would cost more than its rollouts)
      if (w.reach && state.step === 'planning' && flying.length <= 4) v += (w.reach * (reach(rules, state, i, j) - reach(rules, state, j, i) * caution)) / Math.max(1, flying.length - 1)
    }
  }
  return v
}
