/**
 * A bank of reasoning pilots (issue 31's twelfth pass, the level's `reasons`; docs/ai-passes.md "Twelfth pass"). The
 * fitted model (style.ts) learns a softmax over a dozen features, a direction at a time; a pilot who flies the best
 * plan by some reckoning of its own is a sharp choice along one direction, and the fit, pulled to its prior and short
 * of turns, does not get there. So beside it the bot holds a few such reckonings, each a pilot who weighs
 *
 *   the shots its plan gives, less `caution` times the shots it takes, plus `position` times its end of the turn
 *   behind the enemy (less the enemy behind it),
 *
 * reckoned against one picture of what the enemy (the watching bot) flies: flying straight on, its likely plans (on
 * average, or the worst of them), or a spread of everywhere it could go; never off the table. Each gives a plan the
 * probability of a sharp softmax of its value, and the bank weighs each by Bayes' rule on what the seat then flew (as
 * pilots.ts weighs the pilots it knows), so that a seat that flies by one of these reckonings is read as it within a
 * few turns. Nothing here is a pilot of the app: these are ways of weighing a turn, their weights a coarse grid.
 */
import type { Candidate } from './candidates'
import { FEATURES } from './style-features'
import { isOnTable, type TableSize } from '../../geometry/table'

const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name)

/** What a reckoning reads of a plan's raw features: the shots given, taken, and its end of the turn. */
type Picture = readonly [given: number, taken: number, end: number]

/** The pictures of what the enemy flies (the raw features, style.ts). The worst case is worst-of (given less taken). */
const PICTURES: Record<string, (f: readonly number[]) => Picture> = {
  straight: (f) => [f[at('shotsGiven')], f[at('shotsTaken')], f[at('behind')]],
  likely: (f) => [f[at('givenVsOwn')], f[at('takenVsOwn')], f[at('endVsOwn')]],
  worst: (f) => [f[at('worstVsOwn')], 0, f[at('endVsOwn')]],
  spread: (f) => [f[at('givenVsSpread')], f[at('takenVsSpread')], f[at('endVsSpread')]],
}

export interface Reasoner {
  picture: keyof typeof PICTURES
  caution: number
  position: number
}

/**
 * The bank: every picture, a bold and a careful caution (the worst case has its own, shots given less taken), with and
 * without the end of the turn weighed: 14 reckonings.
 */
export const REASONERS: readonly Reasoner[] = Object.keys(PICTURES).flatMap((picture) =>
  (picture === 'worst' ? [1] : [0.7, 1.5]).flatMap((caution) => [0, 1.5].map((position) => ({ picture, caution, position }))),
)

/** how sharp a reckoning's choice is: a card of fire makes a plan e^SHARPNESS times likelier */
const SHARPNESS = 3
/** each reckoning's probabilities are smoothed by this much of a uniform draw (it may be a card out) */
const SMOOTH = 0.05
/** leaving the table: worse than any turn of shots */
const OFF = -100

/** Probabilities from log weights (e^v, normalised; the largest taken out first so that none overflows). */
export function softmax(v: readonly number[]): number[] {
  const top = Math.max(...v)
  const e = v.map((x) => Math.exp(x - top))
  const sum = e.reduce((a, b) => a + b, 0)
  return e.map((x) => x / sum)
}

/** A reasoner's value of a plan from its raw features. */
export function valueOf(r: Reasoner, f: readonly number[], on: boolean): number {
  const [given, taken, end] = PICTURES[r.picture](f)
  return given - r.caution * taken + r.position * end + (on ? 0 : OFF)
}

/** Each reasoner's probabilities over the plans (rows: reasoners), smoothed. */
export function reasonerProbabilities(plans: readonly Candidate[], raw: readonly (readonly number[])[], table: TableSize): number[][] {
  const on = plans.map((c) => c.poses.every((q) => isOnTable(table, q.x, q.y)))
  return REASONERS.map((r) => {
    return softmax(raw.map((f, i) => SHARPNESS * valueOf(r, f, on[i]))).map((x) => (1 - SMOOTH) * x + SMOOTH / plans.length)
  })
}

/** The bank's probabilities over the plans: each reasoner's, weighed by its posterior (from log weights). */
export function bankProbabilities(logWeights: readonly number[], probs: readonly (readonly number[])[]): number[] {
  const w = softmax(logWeights)
  const out = probs[0].map(() => 0)
  probs.forEach((p, r) => p.forEach((x, i) => (out[i] += w[r] * x)))
  return out
}
