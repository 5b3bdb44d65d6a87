/**
 * The zone hunter: it does not guess what the enemy means to do, only where it can go. It spreads the nearest
 * enemy's every legal plan into a cloud of forty-eight tracks, takes each as equally likely, and flies the plan that
 * covers most of that cloud with its guns and is covered least by it, on average over the cloud. It weighs the end
 * of the turn's position as much as a shot: it wants to end where the enemy's cloud lies ahead of its nose, so that
 * next turn it has it wherever it went. (For speed it first rates its plans against a quarter of the cloud and
 * rates only the best few hundred against all of it.) Deterministic.
 */
import type { Duel, Weights } from './duel'
import { argmax, TrainingPilot } from './training-pilot'
import { spread, type Track } from './tracks'

/** the enemy's tracks taken as its cloud */
export const CLOUD = 48
/** the plans rated against the whole cloud, the best against a quarter of it */
const SHORTLIST = 240
export const ZONE_WEIGHTS: Weights = { caution: 1.5, position: 1.5 }

export class ZoneHunterPilot extends TrainingPilot {
  protected choose(duel: Duel, mine: readonly Track[]): Track {
    const cloud = spread(duel.foe.tracks, CLOUD)
    const mean = (t: Track, of: readonly Track[]) => {
      let sum = 0
      for (const r of of) sum += duel.value(t, r, ZONE_WEIGHTS)
      return sum / of.length
    }
    const rough = spread(cloud, CLOUD / 4)
    const short = mine.length <= SHORTLIST ? mine : mine.map((t) => ({ t, v: mean(t, rough) })).sort((a, b) => b.v - a.v).slice(0, SHORTLIST).map((x) => x.t)
    return argmax(short, (t) => mean(t, cloud)).track
  }
}
