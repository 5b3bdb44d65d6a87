/**
 * The random bot: plans three legal cards at random and fires at a random target (now and then it holds fire).
 * A baseline for tests and for the heuristic bot to beat.
 */
import { checkPlan, CARDS_PER_TURN } from '../engine/planning'
import { nextInt } from '../engine/rng'
import type { FireCommand } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { SeatBot } from './seat-bot'

export class RandomBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const plane = this.rulesFor(view).byId.get(p.id)!
    const ids = [...plane.cards.keys()]
    for (let attempt = 0; attempt < 200; attempt++) {
      const pick: string[] = []
      while (pick.length < CARDS_PER_TURN) {
        const id = ids[nextInt(this.rng, ids.length)]
        if (!pick.includes(id)) pick.push(id)
      }
      if (checkPlan(plane, p.last, pick).every((s) => s.reason === null)) return pick
    }
    // three straights are always legal
    return ids.filter((id) => plane.cards.get(id)!.card.straight).slice(0, CARDS_PER_TURN)
  }

  protected fire(view: GameView, p: PlaneView): FireCommand {
    const options = view.fireOptions.filter((o) => o.plane === p.id)
    const cmd: FireCommand = { type: 'fire', seat: this.seat, plane: p.id }
    const taken = new Set<string>()
    for (const arc of ['front', 'rear'] as const) {
      const targets = options.filter((o) => o.arc === arc && !taken.has(o.target))
      if (targets.length === 0) continue
      // now and then it holds fire
      const k = nextInt(this.rng, targets.length * 10)
      const pick = k < targets.length * 9 ? targets[k % targets.length].target : null
      cmd[arc] = pick
      if (pick) taken.add(pick)
    }
    return cmd
  }
}
