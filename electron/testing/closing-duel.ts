/**
 * A stand for the search's tests (issue 31's fifth and sixteenth passes): Duel over the Trenches after two turns of the
 * heuristic bots, the planes closing and a new turn to plan.
 */
import { expect } from 'vitest'
import { HeuristicBot } from '../../shared/bots/heuristic-bot'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { content } from './fixtures'

export function closingDuel(): Game {
  const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
  const game = Game.start(content, setup, 3)
  const bots = new Map(setup.seats.map((s) => [s.id, new HeuristicBot(content, s.id, 3)]))
  while (!game.over && game.state.turn < 3) {
    const seats = new Set(game.waitingFor().map((id) => game.state.planes.find((p) => p.id === id)!.seat))
    for (const seat of seats) for (const cmd of bots.get(seat)!.decide(game.view(seat))) game.apply(cmd)
  }
  expect(game.over).toBe(false)
  return game
}
