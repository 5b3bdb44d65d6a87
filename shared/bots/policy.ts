/**
 * A bot's decision maker: given what its seat may see, the commands it gives now. Bots only ever get their
 * seat's view, never the game state: they cannot peek at plans or damage. (A Policy answers at once; a Seat,
 * in shared/seats, may take its time: a bot in a worker, a person at a screen.)
 */
import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import { fnv1a, FNV_BASIS } from '../util/fnv'
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'

export interface Policy {
  readonly seat: SeatId
  /** The commands this seat gives now (plans for its planes, or fire orders). May be empty. */
  decide(view: GameView): Command[]
}

export interface PolicyFactory {
  (content: Content, seat: SeatId, seed: Seed): Policy
}

/**
 * A bot's own generator seed. A host gives every bot a secret of its own, drawn apart from the game's. The
 * headless tools give a small number, from which each seat gets its own stream.
 */
export function seatSeed(seed: Seed, seat: SeatId): Seed {
  if (typeof seed === 'string') return seed
  return (fnv1a(seat, (FNV_BASIS ^ (seed >>> 0)) >>> 0) ^ Math.floor(seed / 0x100000000)) >>> 0
}
