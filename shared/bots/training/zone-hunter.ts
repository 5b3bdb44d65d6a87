/**
 * The zone hunter: it does not guess what the enemy means to do, only where it can go. It spreads the nearest
 * enemy's every legal plan into a cloud of twenty-eight tracks, takes each as equally likely, and flies the plan that
 * covers most of that cloud with its guns and is covered least by it, on average over the cloud. It weighs the end
 * of the turn's position half again as much as the other pilots do: it wants to end where the enemy's whole cloud lies
 * ahead of its nose, so that next turn it has it wherever it went. Deterministic.
 */
import type { Duel, Weights } from './duel'
import { argmax, TrainingPilot } from './training-pilot'
import { spread, type Track } from './tracks'

/** the enemy's tracks taken as its cloud */
const CLOUD = 28
const WEIGHTS: Weights = { caution: 1.5, position: 1.5 }

export class ZoneHunterPilot extends TrainingPilot {
  protected choose(duel: Duel, mine: readonly Track[]): Track {
    const cloud = spread(duel.foe.tracks, CLOUD)
    return argmax(mine, (t) => {
      let sum = 0
      for (const r of cloud) sum += duel.value(t, r, WEIGHTS)
      return sum / cloud.length
    }).track
  }
}
