/**
 * One interface for whoever plays a seat: a person at the host's screen, a guest on the LAN, a bot (in this
 * thread or in a worker) or a replay of a recorded game. The driver (driver.ts) asks each seat for its commands
 * with the view that seat may see, and tells it what became of them.
 *
 * Generic over the ruleset (issue 29): a seat and a table know a view and a command only as the ruleset's types.
 * The type parameters default to the card-and-base game's (`GameView`, `Command`) so that the card game's callers
 * read as before; a refusal is the contract's `RuleRefusal`, which every ruleset throws.
 */
import type { BaseCommand, SeatId } from '../rulesets/contract'
import type { RuleRefusal } from '../rulesets/refusal'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'

export interface Seat<View = GameView, Cmd extends BaseCommand = Command> {
  readonly id: SeatId
  /**
   * A person: answers when they act, and may try again at once after a refusal. A bot or a replay answers the
   * same view the same way, so after a refusal it is not asked again until the game has moved.
   */
  readonly interactive?: boolean
  /** The commands this seat gives now, seeing this view. A seat may take its time (a person, a worker). */
  decide(view: View): Cmd[] | Promise<Cmd[]>
  /** A command of this seat's was applied. */
  accepted?(cmd: Cmd): void
  /** A command of this seat's was refused by the rules. */
  refused?(cmd: Cmd, error: RuleRefusal): void
  /** The game does not wait for this seat now (it waits for others, or moves on by itself). */
  idle?(): void
  /** The seat is given up (the game ended, or someone else sits here now). */
  dispose?(): void
}

/**
 * What the driver plays on: any ruleset's game (ruleset-table.ts), the card game's engine (game-table.ts), or
 * anything that looks like one (a page in the e2e specs).
 */
export interface Table<View = GameView, Cmd extends BaseCommand = Command> {
  readonly over: boolean
  /** the number of commands applied so far: it changes whenever the game moves */
  readonly seq: number
  /** whether the game waits for this seat (for one of its planes, in the card game) */
  waitsFor(seat: SeatId): boolean
  view(seat: SeatId): View
  /** apply a command; throws a RuleRefusal (and changes nothing) when the rules refuse it */
  apply(cmd: Cmd): void
}
