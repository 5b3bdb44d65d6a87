/**
 * A seat that plays back a recorded game: asked at a point of the game, it gives the command the log holds for
 * that point when the command is its own, and nothing otherwise (another seat's command comes next).
 *
 * The point of the game is read from the view: by default its `seq` (the card game's views carry it); a ruleset
 * whose views do not say it gives `seqOf`, or the table's own count (`() => table.seq`).
 */
import type { BaseCommand, SeatId } from '../rulesets/contract'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Seat } from './seat'

/** How many commands the game has applied, as the view says it. */
export type SeqOf<View> = (view: View) => number

function viewSeq(view: unknown): number {
  const seq = (view as { seq?: unknown } | null)?.seq
  if (typeof seq !== 'number') throw new Error('a replay seat needs to know how far the game is: this view has no seq (give the seat a seqOf)')
  return seq
}

export class ReplaySeat<View = GameView, Cmd extends BaseCommand = Command> implements Seat<View, Cmd> {
  constructor(
    readonly id: SeatId,
    private readonly log: readonly Cmd[],
    private readonly seqOf: SeqOf<View> = viewSeq,
  ) {}

  decide(view: View): Cmd[] {
    const next = this.log[this.seqOf(view)]
    return next && next.seat === this.id ? [next] : []
  }
}

/** A replay seat for every seat the log names. */
export function replaySeats<View = GameView, Cmd extends BaseCommand = Command>(seats: readonly SeatId[], log: readonly Cmd[], seqOf?: SeqOf<View>): ReplaySeat<View, Cmd>[] {
  return seats.map((s) => new ReplaySeat<View, Cmd>(s, log, seqOf))
}
