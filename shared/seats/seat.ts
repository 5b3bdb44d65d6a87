/**
 * One interface for whoever plays a seat: a person at the host's screen, a guest on the LAN, a bot (in this
 * thread or in a worker) or a replay of a recorded game. The driver (driver.ts) asks each seat for its commands
 * with the view that seat may see, and tells it what became of them.
 */
import type { CommandError } from '../engine/commands'
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'

export interface Seat {
  readonly id: SeatId
  /**
   * A person: answers when they act, and may try again at once after a refusal. A bot or a replay answers the
   * same view the same way, so after a refusal it is not asked again until the game has moved.
   */
  readonly interactive?: boolean
  /** The commands this seat gives now, seeing this view. A seat may take its time (a person, a worker). */
  decide(view: GameView): Command[] | Promise<Command[]>
  /** A command of this seat's was applied. */
  accepted?(cmd: Command): void
  /** A command of this seat's was refused by the rules. */
  refused?(cmd: Command, error: CommandError): void
  /** The game does not wait for this seat now (it waits for others, or moves on by itself). */
  idle?(): void
  /** The seat is given up (the game ended, or someone else sits here now). */
  dispose?(): void
}

/** What the driver plays on: a game (game-table.ts), or anything that looks like one (a page in the e2e specs). */
export interface Table {
  readonly over: boolean
  /** the number of commands applied so far: it changes whenever the game moves */
  readonly seq: number
  /** whether the game waits for one of this seat's planes */
  waitsFor(seat: SeatId): boolean
  view(seat: SeatId): GameView
  /** apply a command; throws a CommandError (and changes nothing) when the rules refuse it */
  apply(cmd: Command): void
}
