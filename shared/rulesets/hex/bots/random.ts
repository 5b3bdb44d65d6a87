/**
 * The hex game's random bot: one command at a time, drawn uniformly from the commands its seat may give now
 * (legal.ts legalCommands, judged from its view alone), with its own seeded generator. A measuring stick: every
 * other bot should beat it.
 */
import type { RulesetPolicy, Seed } from '../../contract'
import { nextInt, type RngState } from '../../../util/rng'
import { legalCommands } from '../legal'
import type { HexCommand, HexView } from '../types'
import { botRng } from './seed'

export class HexRandomBot implements RulesetPolicy<HexCommand, HexView> {
  private readonly rng: RngState
  constructor(
    readonly seat: string,
    seed: Seed,
  ) {
    this.rng = botRng(seed, seat, 'random')
  }

  decide(view: HexView): HexCommand[] {
    if (view.phase === 'over' || !view.waitingFor.includes(this.seat)) return []
    const legal = legalCommands(view, this.seat)
    return legal.length ? [legal[nextInt(this.rng, legal.length)]] : []
  }
}
