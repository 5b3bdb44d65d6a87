/**
 * The card game's engine (a Game) as the driver's table: it waits for a seat when it waits for one of that seat's
 * planes. The host's card sessions and the card tools use it; any other ruleset's game plays on a RulesetTable.
 */
import type { Game } from '../engine/game'
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Table } from './seat'

export class GameTable implements Table {
  constructor(readonly game: Game) {}

  get over(): boolean {
    return this.game.over
  }

  get seq(): number {
    return this.game.state.seq
  }

  waitsFor(seat: SeatId): boolean {
    const waiting = this.game.waitingFor()
    if (waiting.length === 0) return false
    return this.game.state.planes.some((p) => p.seat === seat && waiting.includes(p.id))
  }

  view(seat: SeatId): GameView {
    return this.game.view(seat)
  }

  apply(cmd: Command): void {
    this.game.play(cmd)
  }
}
