/**
 * The random bot: plans three legal cards at random and fires at a random target (now and then it holds fire).
 * A baseline for tests and for the heuristic bot to beat.
 */
import { fireRefusal } from '../engine/commands'
import { checkPlan, CARDS_PER_TURN } from '../engine/planning'
import { planRulesOf, safePlan } from './plan-rules'
import { nextInt } from '../engine/rng'
import type { DiceIntent, FireCommand } from '../engine/types'
import { DICE_BOTTOM, DICE_START, DICE_TOP, intentProblem } from '../engine/rules/dice-altitude-004'
import type { GameView, PlaneView } from '../engine/view'
import { SeatBot } from './seat-bot'

export class RandomBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    const ids = [...plane.cards.keys()]
    const pr = planRulesOf(rules, view, p)
    for (let attempt = 0; attempt < 200; attempt++) {
      const pick: string[] = []
      while (pick.length < CARDS_PER_TURN) {
        const id = ids[nextInt(this.rng, ids.length)]
        if (!pick.includes(id)) pick.push(id)
      }
      if (checkPlan(plane, p.last, pick, pr).every((s) => s.reason === null)) return pick
    }
    return safePlan(plane, pr)
  }

  /** 004 dice altitude: a climb, a descent or level for each card, at random among those the card and level allow. */
  protected override dice(view: GameView, p: PlaneView, cards: readonly string[]): DiceIntent[] {
    const deck = this.rulesFor(view).byId.get(p.id)!.cards
    let level = p.effects && 'alt' in p.effects && p.effects.alt ? p.effects.alt.level : DICE_START
    return cards.map((id) => {
      const card = deck.get(id)!.card
      const legal = (['up', 'down', 'level'] as const).filter((d) => !intentProblem(card, d) && !(d === 'up' && level >= DICE_TOP) && !(d === 'down' && level <= DICE_BOTTOM))
      const pick = legal[nextInt(this.rng, legal.length)]
      level += pick === 'up' ? 1 : pick === 'down' ? -1 : 0
      return pick
    })
  }

  protected fire(view: GameView, p: PlaneView): FireCommand {
    const options = view.fireOptions.filter((o) => o.plane === p.id)
    const cmd: FireCommand = { type: 'fire', seat: this.seat, plane: p.id }
    const taken = new Set<string>()
    const rules = this.rulesFor(view)
    const i = rules.byId.get(p.id)!.index
    for (const arc of ['front', 'rear'] as const) {
      // a gun its own effects silence (a wounded crew) holds fire
      if (fireRefusal(rules, view.planes, i, arc)) {
        if (options.some((o) => o.arc === arc)) cmd[arc] = null
        continue
      }
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
