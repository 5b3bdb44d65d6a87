/**
 * What every bot does the same way: its own generator (from a seed of its own, never the game's), the rules of the
 * game compiled once from the (public) setup, and going through its planes: a plan for each one that has not
 * committed, fire orders for each one that has targets and has not given them.
 */
import type { Content } from '../content/types'
import { compileRules, type CompiledRules } from '../engine/compiled'
import { seedRng, type RngState, type Seed } from '../engine/rng'
import type { Command, FireCommand, PlaneEffects, SeatId } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { seatSeed, type Policy } from './policy'

export abstract class SeatBot implements Policy {
  protected readonly rng: RngState
  private compiled: CompiledRules | null = null

  constructor(
    protected readonly content: Content,
    readonly seat: SeatId,
    seed: Seed,
  ) {
    this.rng = seedRng(seatSeed(seed, seat))
  }

  protected rulesFor(view: GameView): CompiledRules {
    return (this.compiled ??= compileRules(this.content, view.setup))
  }

  decide(view: GameView): Command[] {
    const mine = view.planes.filter((p) => p.seat === this.seat && p.status === 'flying')
    if (view.step === 'planning') return mine.filter((p) => !p.committed).map((p) => ({ type: 'plan', seat: this.seat, plane: p.id, cards: this.plan(view, p) }))
    if (view.step === 'firing') return mine.filter((p) => !view.ordered.includes(p.id) && view.fireOptions.some((o) => o.plane === p.id)).map((p) => this.fire(view, p))
    if (view.step === 'tailing') {
      return mine.filter((p) => p.effects && 'reorder' in p.effects && p.effects.reorder !== null).map((p) => ({ type: 'reorder', seat: this.seat, plane: p.id, cards: this.reorder(view, p) }))
    }
    return []
  }

  /** Three card ids for a plane that has to plan. */
  protected abstract plan(view: GameView, plane: PlaneView): string[]

  /** Fire orders for a plane that has at least one target. */
  protected abstract fire(view: GameView, plane: PlaneView): FireCommand

  /**
   * 003 Tailing: the plane's remaining cards in the order to fly them, once shown the tailed plane's next card
   * (effects.tailSeen). The plain bot keeps its order.
   */
  protected reorder(_view: GameView, plane: PlaneView): string[] {
    const fx = plane.effects as PlaneEffects
    return plane.plan!.slice(fx.reorder!)
  }
}
