/**
 * A seat's decision maker. Every kind of seat (a human at the table, a bot, a remote player, a replay) answers
 * the same question: given what this seat may see, what does it do now? Bots only ever get their seat's view,
 * never the game state: they cannot peek at plans or damage.
 */
import type { Content } from '../content/types'
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'

export interface Policy {
  readonly seat: SeatId
  /** The commands this seat gives now (plans for its planes, or fire orders). May be empty. */
  decide(view: GameView): Command[]
}

export interface PolicyFactory {
  (content: Content, seat: SeatId, seed: number): Policy
}

/** A seed for a seat's own generator, derived from the game seed and the seat id (bots never touch the game's). */
export function seatSeed(seed: number, seat: SeatId): number {
  let h = 2166136261 ^ (seed >>> 0)
  for (let i = 0; i < seat.length; i++) h = Math.imul(h ^ seat.charCodeAt(i), 16777619)
  return (h ^ Math.floor(seed / 0x100000000)) >>> 0
}
