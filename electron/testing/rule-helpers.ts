/** Helpers for the rule modules' tests: plans of straights, fire orders phase by phase, damage cards by value. */
import { content } from './fixtures'
import type { Game } from '../../shared/engine/game'
import type { GameEvent } from '../../shared/engine/types'

/** Three straight cards of a plane's deck (straights can follow anything and be followed by anything). */
export function straights(game: Game, plane: string): string[] {
  const ids = [...game.rules.byId.get(plane)!.cards.values()].filter((c) => c.card.straight).map((c) => c.card.id)
  if (ids.length < 3) throw new Error(`${plane}'s deck has fewer than three straights`)
  return ids.slice(0, 3)
}

/** A card of a damage deck with these points and exactly these specials. */
export function damageCard(letter: string, points: number | null, special: string[] = []): string {
  const c = Object.values(content.damageCards).find((d) => d.deck === letter && d.points === points && d.special.length === special.length && special.every((s) => d.special.includes(s as never)))
  if (!c) throw new Error(`no ${letter} card worth ${points} with ${special.join(',')}`)
  return c.id
}

/** Every flying plane plans three straights. */
export function planStraights(game: Game): void {
  for (const p of game.state.planes) if (p.status === 'flying') game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: straights(game, p.id) })
}

/**
 * Give every plane waiting for fire orders this phase its orders: `fire` names who fires with which arc, everyone
 * else holds fire. Phases with no shot to decide pass by themselves. Returns the events.
 */
export function orders(game: Game, fire: Record<string, { front?: string; rear?: string }>): GameEvent[] {
  const events: GameEvent[] = []
  const at = `${game.state.turn}/${game.state.phase}`
  while (game.state.step === 'firing' && `${game.state.turn}/${game.state.phase}` === at) {
    const id = game.waitingFor()[0]
    const p = game.state.planes.find((q) => q.id === id)!
    events.push(...game.apply({ type: 'fire', seat: p.seat, plane: id, front: fire[id]?.front ?? null, rear: fire[id]?.rear ?? null }))
  }
  return events
}
