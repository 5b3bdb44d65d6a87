/**
 * Playing a whole game between policies (bots, or anything else that answers a seat's view at once), through the
 * same driver the host plays its games with.
 */
import type { Content } from '../content/types'
import type { Policy } from '../bots/policy'
import { Game } from '../engine/game'
import type { Seed } from '../engine/rng'
import type { GameSetup } from '../engine/types'
import { Driver } from '../seats/driver'
import { GameTable } from '../seats/game-table'
import { policySeats } from '../seats/policy-seat'

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

/**
 * Ask the seats for commands until the game is over or no seat has anything to give. Policies answer at once, so
 * the driver has played the game when run() returns. A command the rules refuse is a bot's mistake: it throws.
 */
export function drive(game: Game, policies: Record<string, Policy>): void {
  const driver = new Driver(new GameTable(game), policySeats(policies), {
    refused: (cmd, e) => {
      throw new Error(`seat ${cmd.seat} gave a command the rules refuse: ${e.message}`)
    },
  })
  void driver.run()
  if (driver.error) throw driver.error
  if (!driver.result) throw new Error('drive() needs seats that answer at once')
}
