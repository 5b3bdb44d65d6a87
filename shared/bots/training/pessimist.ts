/**
 * The pessimist: a careful duellist who assumes the enemy will fly its best reply. It ranks the nearest enemy's plans
 * by what each would be worth to that enemy (replies.ts) and keeps the dozen it would most likely pick, plus flying
 * straight; then it flies the plan whose worst outcome against any of those is best (maximin), a fifth of the
 * average breaking near-ties. Damage taken weighs half again as much as damage dealt, so it gives up a shot
 * rather than trade one, and it takes a turn's end on the enemy's tail over one in its sights. Deterministic.
 */
import type { Duel, Weights } from './duel'
import { likelyReplies } from './replies'
import { argmax, TrainingPilot } from './training-pilot'
import type { Track } from './tracks'

/** the enemy's plans it guards against */
const REPLIES = 12
export const PESSIMIST_WEIGHTS: Weights = { caution: 1.5, position: 1.2 }
const AVERAGE = 0.2

/** The enemy's track that flies its straights (a pilot that does not reason flies it), if it may. */
export function straightOf(duel: Duel): Track | undefined {
  return duel.foe.tracks.find((t) => t.ids.every((id) => duel.foe.plane.cards.get(id)!.card.straight))
}

export class PessimistPilot extends TrainingPilot {
  protected choose(duel: Duel, mine: readonly Track[]): Track {
    const replies = likelyReplies(duel, mine, REPLIES).map((r) => r.track)
    const straight = straightOf(duel)
    if (straight && !replies.includes(straight)) replies.push(straight)
    return argmax(mine, (t) => {
      let worst = Infinity
      let sum = 0
      for (const r of replies) {
        const v = duel.value(t, r, PESSIMIST_WEIGHTS)
        worst = Math.min(worst, v)
        sum += v
      }
      return worst + (AVERAGE * sum) / replies.length
    }).track
  }
}
