/**
 * The gambler: a bold pilot who cannot be read. It believes the nearest enemy picks among its better plans, each the
 * more likely the more it is worth to the enemy (a softmax over replies.ts's ranking), and values each of its own
 * plans by what it brings on average over that belief, weighing damage taken less than damage dealt. Then it does
 * not simply fly the best: it draws one of its ten best plans at random, each with a weight that falls off
 * exponentially with how much worse than the best it is, so that the same stand does not give the same plan.
 * Randomness from its own generator only.
 */
import { nextInt } from '../../engine/rng'
import type { Duel, Weights } from './duel'
import { likelyReplies } from './replies'
import { TrainingPilot } from './training-pilot'
import type { Track } from './tracks'

const REPLIES = 16
/** how sure it is the enemy flies its best: damage points of worth that make a reply e times less likely */
const BELIEF = 1
/** how much worse a plan may be and still be drawn: damage points that make it e times less likely */
const DARING = 0.6
const DRAWN_FROM = 10
const WEIGHTS: Weights = { caution: 0.8, position: 1 }

export class GamblerPilot extends TrainingPilot {
  protected choose(duel: Duel, mine: readonly Track[]): Track {
    const replies = likelyReplies(duel, mine, REPLIES)
    const top = replies[0].worth
    const belief = replies.map((r) => Math.exp((r.worth - top) / BELIEF))
    const total = belief.reduce((a, b) => a + b, 0)
    const valued = mine.map((t) => {
      let v = 0
      replies.forEach((r, i) => (v += (belief[i] / total) * duel.value(t, r.track, WEIGHTS)))
      return { t, v }
    })
    valued.sort((a, b) => b.v - a.v)
    const best = valued.slice(0, DRAWN_FROM)
    const weights = best.map((x) => Math.exp((x.v - best[0].v) / DARING))
    return best[draw(weights, nextInt(this.rng, 1 << 30) / (1 << 30))].t
  }
}

/** The index a uniform number u in [0, 1) falls on, each index with a share of the weights. */
export function draw(weights: readonly number[], u: number): number {
  let left = u * weights.reduce((a, b) => a + b, 0)
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i]
    if (left < 0) return i
  }
  return weights.length - 1
}
