/**
 * A seat that plays back a recorded game: asked at a point of the game, it gives the command the log holds for
 * that point when the command is its own, and nothing otherwise (another seat's command comes next).
 */
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Seat } from './seat'

export class ReplaySeat implements Seat {
  constructor(
    readonly id: SeatId,
    private readonly log: readonly Command[],
  ) {}

  decide(view: GameView): Command[] {
    const next = this.log[view.seq]
    return next && next.seat === this.id ? [next] : []
  }
}

/** A replay seat for every seat the log names. */
export function replaySeats(seats: readonly SeatId[], log: readonly Command[]): ReplaySeat[] {
  return seats.map((s) => new ReplaySeat(s, log))
}
