/**
 * The small tables the aces' firing tests fly (shared/engine/rules/aces/*.test.ts):
 * a Camel right behind a Dr.I, or the two head on, each after a straight.
 */
import { startGame, type PlaneSpec } from './fixtures'
import { arriving } from './engine-helpers'
import { planStraights } from './rule-helpers'
import type { Game } from '../../shared/engine/game'
import type { FireCommand, GameEvent, RulesOptions } from '../../shared/engine/types'

/** A Camel right behind a Dr.I (as aim.test.ts): the Camel fires its front guns at it, the Dr.I cannot answer. */
export function chase(camel: Partial<PlaneSpec> = {}, options: Partial<RulesOptions> = {}, dr1: Partial<PlaneSpec> = {}): Game {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, ...camel },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0, ...dr1 },
    ],
    { options },
  )
  planStraights(game)
  return game
}

/** A Camel and a Dr.I head on at short range: each can fire its front guns at the other. */
export function headOn(camel: Partial<PlaneSpec> = {}, dr1: Partial<PlaneSpec> = {}, options: Partial<RulesOptions> = {}): Game {
  const game = startGame([arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', ...camel }, 100, 100, 0), arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', ...dr1 }, 100, 122, 180)], { options })
  planStraights(game)
  return game
}

/** This phase's fire orders (with their declarations); planes not named hold fire. */
export function fireOrders(game: Game, orders: Record<string, Omit<FireCommand, 'type' | 'seat' | 'plane'>>): GameEvent[] {
  const out: GameEvent[] = []
  const at = `${game.state.turn}/${game.state.phase}`
  while (game.state.step === 'firing' && `${game.state.turn}/${game.state.phase}` === at) {
    const id = game.waitingFor()[0]
    const p = game.state.planes.find((q) => q.id === id)!
    out.push(...game.apply({ type: 'fire', seat: p.seat, plane: id, ...(orders[id] ?? { front: null, rear: null }) }))
  }
  return out
}
