/**
 * Any ruleset's game as the driver's table (issue 29): the game waits for a seat when the seat is among those
 * `waitingFor()` names. It needs only the part of the contract's live game that plays and shows it.
 */
import type { BaseCommand, RulesetGame, SeatId } from '../rulesets/contract'
import type { Table } from './seat'

/** The part of a `RulesetGame` the driver plays on. */
export type PlayableGame<View, Cmd extends BaseCommand> = Pick<RulesetGame<Cmd, View>, 'over' | 'seq' | 'play' | 'view' | 'waitingFor'>

export class RulesetTable<View, Cmd extends BaseCommand> implements Table<View, Cmd> {
  constructor(readonly game: PlayableGame<View, Cmd>) {}

  get over(): boolean {
    return this.game.over
  }

  get seq(): number {
    return this.game.seq
  }

  waitsFor(seat: SeatId): boolean {
    return !this.game.over && this.game.waitingFor().includes(seat)
  }

  view(seat: SeatId): View {
    return this.game.view(seat)
  }

  apply(cmd: Cmd): void {
    this.game.play(cmd)
  }
}
