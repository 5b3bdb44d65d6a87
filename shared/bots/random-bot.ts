/**
 * The random bot: plans three legal cards at random and fires at a random target (now and then it holds fire).
 * A baseline for tests and for the heuristic bot to beat.
 */
import type { Content } from '../content/types'
import { compileRules, type CompiledRules } from '../engine/compiled'
import { checkPlan, CARDS_PER_TURN } from '../engine/planning'
import { nextInt, seedRng, type RngState } from '../engine/rng'
import type { Command, FireCommand, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'
import { seatSeed, type Policy } from './policy'

export class RandomBot implements Policy {
  private rng: RngState
  private rules: CompiledRules | null = null

  constructor(
    private readonly content: Content,
    readonly seat: SeatId,
    seed: number,
  ) {
    this.rng = seedRng(seatSeed(seed, seat))
  }

  decide(view: GameView): Command[] {
    this.rules ??= compileRules(this.content, view.setup)
    const out: Command[] = []
    const mine = view.planes.filter((p) => p.seat === this.seat && p.status === 'flying')
    if (view.step === 'planning') {
      for (const p of mine) {
        if (p.committed) continue
        out.push({ type: 'plan', seat: this.seat, plane: p.id, cards: this.legalPlan(p.id, p.last) })
      }
    } else if (view.step === 'firing') {
      for (const p of mine) {
        if (view.ordered.includes(p.id)) continue
        const options = view.fireOptions.filter((o) => o.plane === p.id)
        if (options.length === 0) continue
        const cmd: FireCommand = { type: 'fire', seat: this.seat, plane: p.id }
        const taken = new Set<string>()
        for (const arc of ['front', 'rear'] as const) {
          const targets = options.filter((o) => o.arc === arc && !taken.has(o.target))
          if (targets.length === 0) continue
          const k = nextInt(this.rng, targets.length * 10)
          const pick = k < targets.length * 9 ? targets[k % targets.length].target : null
          cmd[arc] = pick
          if (pick) taken.add(pick)
        }
        out.push(cmd)
      }
    }
    return out
  }

  private legalPlan(planeId: string, last: GameView['planes'][number]['last']): string[] {
    const plane = this.rules!.byId.get(planeId)!
    const ids = [...plane.cards.keys()]
    for (let attempt = 0; attempt < 200; attempt++) {
      const pick: string[] = []
      while (pick.length < CARDS_PER_TURN) {
        const id = ids[nextInt(this.rng, ids.length)]
        if (!pick.includes(id)) pick.push(id)
      }
      if (checkPlan(plane, last, pick).every((s) => s.reason === null)) return pick
    }
    // three straights are always legal
    return ids.filter((id) => plane.cards.get(id)!.card.straight).slice(0, CARDS_PER_TURN)
  }
}
