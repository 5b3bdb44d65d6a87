/**
 * Damage (rulebook, "Damage" and "Jammed Guns and Explosions").
 *
 * "When an aircraft is fired at, the owner of that plane takes the appropriate damage cards and secretly looks at
 * them, adding any damage numbers to his current total ... (For the basic game, only damage numbers, explosion,
 * and jammed symbols count.) ... When the total reaches or exceeds the green number on the aircraft base, the
 * aircraft is shot down and eliminated."
 *
 * "A player must reveal damage cards that have the jammed guns symbol. The aircraft that fired at him has jammed
 * his guns and cannot fire after each of the next three manoeuvres. ... If two jammed cards are drawn at the
 * same time, jamming still lasts only three manoeuvres."
 *
 * "If a card with an explosion symbol is drawn, the aircraft is immediately eliminated."
 *
 * Decks: every damage deck is shared by the whole table. Cards a plane takes stay with it; cards drawn for
 * other purposes are discarded. When a draw pile runs out its discards are shuffled into a new one, and if
 * there are none a fresh copy of the deck is opened (a table with many planes plays with several decks).
 */
import type { DamageCard } from '../content/types'
import type { CompiledRules } from './rule-types'
import { shuffle } from './rng'
import { noteDamage } from './rules/disruption'
import type { GameEvent, GameState, PlaneState } from './state-types'

export const JAM_COUNTERS = 3

/** A fresh, shuffled draw pile for every damage deck in play. */
export function openDecks(rules: CompiledRules, state: GameState): void {
  for (const [letter, deck] of Object.entries(rules.damageDecks)) {
    state.decks[letter] = { draw: shuffle(state.rng, deck.cards.map((c) => c.id)), discard: [] }
  }
}

/** Draw the top card of a damage deck. */
export function drawDamage(rules: CompiledRules, state: GameState, letter: string, events: GameEvent[] | null): DamageCard {
  const pile = state.decks[letter]
  if (pile.draw.length === 0) {
    const fresh = pile.discard.length === 0
    pile.draw = fresh ? rules.damageDecks[letter].cards.map((c) => c.id) : pile.discard
    pile.discard = []
    shuffle(state.rng, pile.draw)
    if (events) events.push({ type: 'deck-reshuffled', to: 'all', turn: state.turn, phase: state.phase, deck: letter, fresh })
  }
  return rules.content.damageCards[pile.draw.pop()!]
}

/** Put a card on its deck's discard pile. */
export function discardDamage(state: GameState, card: DamageCard): void {
  state.decks[card.deck].discard.push(card.id)
}

/** Damage points a card adds to a total (an explosion card shows no number). */
export function pointsOf(card: DamageCard): number {
  return card.points ?? 0
}

/**
 * Put a card on the order of a damage deck's draw pile so that the given cards come out next, in that order
 * (for scripted games that set up an exact situation). The named cards are taken out of the pile wherever
 * they are; a card not in the pile is added as an extra copy.
 */
export function stackDeck(state: GameState, letter: string, ids: readonly string[]): void {
  const pile = state.decks[letter]
  for (const id of ids) {
    const at = pile.draw.indexOf(id)
    if (at >= 0) pile.draw.splice(at, 1)
  }
  for (let i = ids.length - 1; i >= 0; i--) pile.draw.push(ids[i])
}

/**
 * Plane p takes one card of the `letter` deck outside fire (a flame counter's, a balloon's blast, stress, a knock): the
 * card is drawn and kept on the plane, and only its points count (none on an explosion), on its total and in its stats,
 * and with Disruption for the next phase's advantages. What the card does besides (an explosion, a fire) is the
 * caller's rule.
 */
export function takeCard(rules: CompiledRules, state: GameState, p: PlaneState, letter: string, events: GameEvent[] | null): { card: DamageCard; points: number; exploded: boolean } {
  const card = drawDamage(rules, state, letter, events)
  const exploded = card.special.includes('explosion')
  const points = exploded ? 0 : pointsOf(card)
  p.damage.push(card.id)
  p.damageTotal += points
  p.stats.cardsTaken++
  p.stats.damageTaken += points
  // 003 Disruption (line 220): "If an aircraft takes at least 1 point of damage", whatever dealt it (a knock, a blast, stress)
  if (rules.setup.options.disruption === true && rules.planes[state.planes.indexOf(p)]?.kind === 'aeroplane') noteDamage(p, state, points)
  return { card, points, exploded }
}
