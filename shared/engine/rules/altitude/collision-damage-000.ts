/**
 * Collisions, as "WW1 Aerial Combat – Tactical Rules v6" deals their damage (document 000, lines 449-466), the option
 * `collisionDamage000` (with 003's Collisions, collisions.ts, which finds who collides: 000's test is the same).
 *
 * "When a plane collides with another plane the both take an A-deck damage card unless one pilot declares that he is
 * ramming in which case the C-deck is used. When a plane collides with a balloon they both take a C-deck damage card.
 * It is possible to collide with more than one plane."
 *
 * Judgement calls:
 * - The cards count their points and explosions only, as 003's collisions and 000's other damage not from guns (a
 *   flame counter's A card, line 314): 000's paragraph does not say, and its cards are the same draw as 003's.
 * - Without a C deck, a C card is two A cards, as 003 says (line 478).
 * - Ramming is a pilot's declaration made with his plan (the plan command's `ram`), for the turn it plans: every
 *   collision of his plane that turn deals C cards to both. It stays with his plane's secrets (`effects.ram`) until a
 *   collision shows it (the `ramming` event); a declaration that meets no collision is never shown. Bots do not ram.
 *   Balloons are not in the game yet (issue 13). The rule is written here for both, so that the example (lines
 *   458-466) is played whole.
 */
import type { RulesOptions } from '../../state-types'

/**
 * 000 line 456: whether a pilot may declare ramming in this game: with 000's collision damage in force (with 003's
 * Collisions and Altitude), and not 004's collisions in their place. The engine (plan-command.ts) and the planning
 * screen's "Ram" tick both ask this.
 */
export function rammingPlayed(o: RulesOptions): boolean {
  return !!(o.collisionDamage000 && o.collisions && o.altitude) && !o.collisionsBySilhouette004
}

/** The cards one collision deals to each of its two aircraft: their deck and how many. */
export interface CollisionCards {
  deck: string
  cards: number
}

/** 003 lines 477-479: "a C damage card (or two A damage if you don't have a C- damage deck) for each aircraft or balloon" */
export function collisionCards003(hasC: boolean): CollisionCards {
  return hasC ? { deck: 'C', cards: 1 } : { deck: 'A', cards: 2 }
}

/**
 * 000 line 456: an A card each for two planes; a C card each when one of the pilots declares he is ramming, or when
 * one of the two is a balloon.
 */
export function collisionCards000(hasC: boolean, c: { balloon: boolean; ramming: boolean }): CollisionCards {
  return c.balloon || c.ramming ? collisionCards003(hasC) : { deck: 'A', cards: 1 }
}
