/**
 * What the three training pilots share: the turn seen as a duel with the nearest enemy aeroplane (duel.ts), a plan
 * that stays on the table when no enemy is left, and fire at the target most cards reach, the most damaged on a tie.
 * Each pilot says only how it picks one of its tracks.
 */
import type { FireCommand } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { planRulesOf, safePlan } from '../plan-rules'
import { SeatBot } from '../seat-bot'
import { duelOf, finishingFire, stayOnTable, type Duel } from './duel'
import type { Track } from './tracks'

export abstract class TrainingPilot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const { duel, mine } = duelOf(rules, view, p)
    const pick = mine.length === 0 ? null : duel ? this.choose(duel, mine) : stayOnTable(rules, view, mine)
    return pick?.ids ?? safePlan(rules.byId.get(p.id)!, planRulesOf(rules, view, p))
  }

  /** The track to fly this turn, of the plane's own (`mine`, never empty), in the duel with the nearest enemy. */
  protected abstract choose(duel: Duel, mine: readonly Track[]): Track

  protected fire(view: GameView, p: PlaneView): FireCommand {
    return finishingFire(this.rulesFor(view), view, p, this.seat)
  }
}

/** The track of the highest value, the first on a tie. */
export function argmax(tracks: readonly Track[], value: (t: Track) => number): { track: Track; value: number } {
  let best = tracks[0]
  let bestV = -Infinity
  for (const t of tracks) {
    const v = value(t)
    if (v > bestV) {
      bestV = v
      best = t
    }
  }
  return { track: best, value: bestV }
}
