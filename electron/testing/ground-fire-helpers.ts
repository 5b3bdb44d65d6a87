/** What the ground fire tests share: a big table, a far-off enemy so the game goes on, cards by their faces. */
import { expect } from 'vitest'
import { eventsOfType, fire, planNumbers } from './engine-helpers'
import { content, setupWith, type PlaneSpec } from './fixtures'
import type { DamageSpecial } from '../../shared/content/types'
import { stackDeck } from '../../shared/engine/damage'
import { Game } from '../../shared/engine/game'
import type { GameEvent, GameSetup, RulesOptions } from '../../shared/engine/types'

/** The id of a card of deck `deck` with these points and exactly these specials (and, for a jam, the cross). */
export function cardWith(deck: string, points: number | null, special: DamageSpecial[] = [], jam?: 'red' | 'green'): string {
  const c = Object.values(content.damageCards).find(
    (d) => d.deck === deck && (d.points ?? null) === points && d.special.length === special.length && special.every((s) => d.special.includes(s)) && (jam === undefined || d.jam === jam),
  )
  if (!c) throw new Error(`no ${deck} card of ${points} points with ${special.join(', ')}`)
  return c.id
}

export const BIG = { width: 1000, depth: 1000 }
/** an enemy aircraft far from everything, so that the game does not end for want of one */
export const FAR_DR1: PlaneSpec = { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 }
/** an allied aircraft far from everything */
export const FAR_SPAD: PlaneSpec = { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 900, y: 100, heading: 270 }

export function start(planes: PlaneSpec[], options: Partial<RulesOptions> = {}, change: (s: GameSetup) => void = () => {}): Game {
  const setup = setupWith(planes, { options, table: BIG })
  change(setup)
  return Game.start(content, setup, 1)
}

/** Plan straights (cards 1, 2, 3 of every deck) for every flying plane and play a phase: the `stacked` A cards on top of the deck, `orders` given. */
export function phaseOfStraights(game: Game, stacked: Record<string, string[]> = {}, orders: Parameters<typeof fire>[1] = {}): GameEvent[] {
  const out: GameEvent[] = []
  if (game.state.step === 'planning') {
    const plans: Record<string, number[]> = {}
    for (const p of game.state.planes) if (p.status === 'flying') plans[p.id] = [1, 2, 3]
    // the decks are stacked before the first reveal, as the phase's cards are drawn after it
    for (const [deck, ids] of Object.entries(stacked)) stackDeck(game.state, deck, ids)
    out.push(...planNumbers(game, plans))
  } else for (const [deck, ids] of Object.entries(stacked)) stackDeck(game.state, deck, ids)
  if (game.state.step === 'firing') out.push(...fire(game, orders))
  return out
}

export function expectNoEvent(events: readonly GameEvent[], type: GameEvent['type']): void {
  expect(eventsOfType(events, type)).toEqual([])
}
