/**
 * Playing a whole game between policies (bots, or anything else that implements a seat).
 */
import type { Content } from '../content/types'
import type { Policy } from '../bots/policy'
import { Game } from '../engine/game'
import type { Seed } from '../engine/rng'
import type { GameSetup } from '../engine/types'

export interface PlayOptions {
  /** stop after this many turns even if the game is not decided (guards against two bots circling forever) */
  maxTurns?: number
}

/** Ask every seat for its commands until the game is over. */
export function playGame(content: Content, setup: GameSetup, seed: Seed, policies: Record<string, Policy>, opts: PlayOptions = {}): Game {
  const limited: GameSetup = opts.maxTurns && !setup.options.turnLimit ? { ...setup, options: { ...setup.options, turnLimit: opts.maxTurns } } : setup
  const game = Game.start(content, limited, seed)
  drive(game, policies)
  return game
}

/** Ask the seats for commands until the game is over or no seat has anything to give. */
export function drive(game: Game, policies: Record<string, Policy>): void {
  for (let guard = 0; guard < 100000 && !game.over; guard++) {
    let progressed = false
    for (const seat of game.state.setup.seats) {
      const policy = policies[seat.id]
      if (!policy) continue
      for (const cmd of policy.decide(game.view(seat.id))) {
        game.apply(cmd)
        progressed = true
        if (game.over) return
      }
    }
    if (!progressed) return
  }
}
