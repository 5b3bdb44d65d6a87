/**
 * The next turn played as a game (issue 31's fifth pass, docs/ai-passes.md): after the turn searched, in a duel, each
 * plane gets a small menu of plans from where that turn leaves it (its legal plans walked from its stand, starts.ts:
 * the best few by a look at the geometry, nose on the enemy and behind it, and the one that leaves it least in the
 * enemy's nose), every pair of them is played by the engine, and the value of that 2-player matrix game (regret.ts) is
 * what the stand is worth. The cheap follow-up turn (follow-up.ts) let each plane fly the one plan its geometry liked
 * best from a menu made before the turn searched; here both planes' next plans are chosen against each other, from
 * where they are.
 */
import type { CompiledRules } from '../../engine/compiled'
import type { GameState, PlaneId, TeamId } from '../../engine/types'
import { advance, type Pose } from '../../geometry/pose'
import { cloneJson } from '../../util/clone'
import { behind, edgeRisk } from './candidates'
import { evaluate, type Weights } from './evaluate'
import { regretMatching } from './regret'
import { playTurn, type Responders } from './rollout'
import { walkStarts } from './starts'

/** plans of each plane's menu: the best by the geometry, and the safest */
const BEST = 3
const ITERATIONS = 100

/** Where plane j stands after each card of its next turn flown straight on (its longest straight card): [0] is now. */
function straightOn(rules: CompiledRules, state: GameState, j: number): Pose[] {
  let s = null
  for (const c of rules.planes[j].cards.values()) if (c.card.straight && (!s || c.forward > s.forward)) s = c
  const path: Pose[] = [state.planes[j]]
  for (let k = 1; k <= 3; k++) path.push(s ? advance(path[k - 1], s.right, s.forward, s.turn) : path[k - 1])
  return path
}

/**
 * The menu of plane i against plane j: its BEST plans by nose on the enemy after each card and behind it at the end
 * (the enemy flying straight on, as the cheap ranking takes it), then its safest (least on the enemy's nose) not among them.
 */
export function menu(rules: CompiledRules, state: GameState, i: number, j: number): string[][] {
  const path = straightOn(rules, state, j)
  const table = state.setup.table
  const ruler = rules.ruler
  const scored: { cards: string[]; v: number; safe: number }[] = []
  // nose on the enemy after each card, summed along the walk's path (nose[k]: after k cards)
  const nose = [0, 0, 0, 0]
  walkStarts(rules, state, i, 3, (pose, cards, ids) => {
    const q = path[cards]
    const d = Math.hypot(q.x - pose.x, q.y - pose.y) || 1e-6
    nose[cards] = nose[cards - 1] + (0.3 * ((q.x - pose.x) * Math.sin(pose.h) + (q.y - pose.y) * Math.cos(pose.h))) / d
    if (cards === 3) {
      const edge = 2 * edgeRisk(pose, table, ruler)
      scored.push({ cards: [...ids], v: nose[3] + behind(pose, q, ruler) - edge, safe: -behind(q, pose, ruler) - edge })
    }
    return false
  })
  if (!scored.length) return []
  const out = [...scored].sort((a, b) => b.v - a.v).slice(0, BEST)
  const safest = scored.reduce((a, b) => (b.safe > a.safe ? b : a))
  if (!out.includes(safest)) out.push(safest)
  return out.map((s) => s.cards)
}

/**
 * The worth for `team` of `state` (a duel waiting for its next plans): the value of the next turn played as a game
 * between the two planes' menus; null when it is not a duel of two aeroplanes flying or a plane has no plan that
 * stays on the table (the one-turn value, which counts a trapped plane, says enough then).
 */
export function nextGame(rules: CompiledRules, state: GameState, team: TeamId, weights: Weights | undefined, responders: Responders): number | null {
  if (state.step !== 'planning') return null
  const flying: number[] = []
  for (let i = 0; i < state.planes.length; i++) if (state.planes[i].status === 'flying') flying.push(i)
  if (flying.length !== 2) return null
  const [a, b] = state.planes[flying[0]].team === team ? flying : [flying[1], flying[0]]
  if (state.planes[a].team === state.planes[b].team || rules.planes[a].kind !== 'aeroplane' || rules.planes[b].kind !== 'aeroplane') return null
  const mine = menu(rules, state, a, b)
  const theirs = menu(rules, state, b, a)
  if (!mine.length || !theirs.length) return null
  const ida: PlaneId = state.planes[a].id
  const idb: PlaneId = state.planes[b].id
  const matrix = mine.map((m) => theirs.map((t) => evaluate(rules, state, playTurn(rules, cloneJson(state), new Map([[ida, m], [idb, t]]), responders), team, weights)))
  const eq = regretMatching(matrix, ITERATIONS)
  let v = 0
  for (let r = 0; r < matrix.length; r++) for (let c = 0; c < matrix[r].length; c++) v += eq.row[r] * eq.col[c] * matrix[r][c]
  return v
}
