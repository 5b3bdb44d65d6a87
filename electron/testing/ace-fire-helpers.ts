/**
 * Test helpers for the aces' decisions at the firing (engine/fire-choices.ts): a tail chase where a Camel fires at
 * a Fokker Dr.I straight ahead of it, both flying north on a long table, the game at its first firing step.
 */
import { expect } from 'vitest'
import { arriving } from './engine-helpers'
import { startGame, type PlaneSpec } from './fixtures'
import type { Game } from '../../shared/engine/game'
import type { RulesOptions } from '../../shared/engine/types'

/** A plane that ends phase 1 at (x, y) with the heading given after a straight. */
export const at = (spec: Omit<PlaneSpec, 'x' | 'y' | 'heading'>, x: number, y: number, heading = 0): PlaneSpec => arriving(spec, x, y, heading)

/**
 * The Camel 'a' (allied, a Sniper unless told otherwise) `gap` cm behind the Dr.I 't' (central): 15 is short range
 * (two cards), 30 long range (one). Both flew a straight; the game waits for the Camel's fire order.
 */
export function tailChase(opts: { sniper?: Partial<PlaneSpec>; target?: Partial<PlaneSpec>; gap?: number; targetHeading?: number; options?: Partial<RulesOptions>; seed?: number } = {}): Game {
  const game = startGame([at({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', aceSkills: ['sniper'], ...opts.sniper }, 100, 60), at({ id: 't', aircraft: 'fokker-dr-i', team: 'central', ...opts.target }, 100, 60 + (opts.gap ?? 15), opts.targetHeading ?? 0)], { table: { width: 200, depth: 1000 }, options: opts.options }, opts.seed ?? 1)
  const card1 = (id: string) => [...game.rules.byId.get(id)!.cards.values()].filter((c) => c.card.n <= 3).map((c) => c.card.id)
  game.apply({ type: 'plan', seat: 'allied', plane: 'a', cards: card1('a') })
  game.apply({ type: 'plan', seat: 'central', plane: 't', cards: card1('t') })
  expect(game.state.step).toBe('firing')
  return game
}
