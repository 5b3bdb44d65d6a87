/**
 * The words and choices of the aces' answers at the firing (AceAnswerPanel.tsx; engine/fire-choices.ts): a sniper's
 * cards to give (003 Sniper, lines 994-998; 004's, line 412), a target's card to ignore (003 Good at evading, lines
 * 966-967; 004's Evading, line 400). The panel shows them to the seat that answers and no one else (the view's
 * `choices` are that seat's alone).
 */
import type { ChoiceView } from '../../../../../shared/engine/view'
import { cardHarm, snipeGift } from '../../../../../shared/bots/ace-answers'
import { content } from '../../../content'
import { damageCardFace, type DamageCardFace } from './damage-cards'

export interface AnswerCard extends DamageCardFace {
  id: string
  /** what it does, in words, under the card */
  words: string
  /** the card that hurts its taker most of those shown */
  worst: boolean
}

/** The cards of a choice, face up, with their words; the one that hurts most marked. */
export function answerCards(ids: readonly string[]): AnswerCard[] {
  const harm = ids.map((id) => (content.damageCards[id] ? cardHarm(content.damageCards[id]) : 0))
  const top = Math.max(...harm)
  return ids.map((id, k) => {
    const face = damageCardFace(id)
    return { ...face, id, words: face.title.replace(/^[A-Z][0-9]{2}: /, ''), worst: harm[k] === top && top > 0 }
  })
}

/** A sniper's default: the cards that hurt the target most (the bots' choice, shared/bots/ace-answers.ts). */
export function defaultGift(c: Extract<ChoiceView, { kind: 'snipe' }>): string[] {
  return snipeGift({ content }, c.cards, c.give)
}

/**
 * A card clicked in a sniper's choice: added to the cards given (the earliest chosen dropped when there would be too
 * many), or taken out; the cards keep the order drawn.
 */
export function toggledGift(cards: readonly string[], given: readonly string[], id: string, give: number): string[] {
  let next = given.includes(id) ? given.filter((c) => c !== id) : [...given, id]
  if (next.length > give) next = next.slice(next.length - give)
  return cards.filter((c) => next.includes(c))
}

/** What the sniper's panel says under its title. */
export function snipeHint(c: Extract<ChoiceView, { kind: 'snipe' }>, target: string): string {
  const rest = c.cards.length - c.give
  const where = c.ability === 'sniper' ? 'under the damage deck' : 'on the discard pile'
  const count = (n: number) => ['none', 'one', 'two', 'three', 'four'][n] ?? String(n)
  return `Bull's-eye: you drew ${count(c.cards.length)} cards. Give ${target} the ${count(c.give)} of your choice; the other${rest === 1 ? '' : 's'} go${rest === 1 ? 'es' : ''} ${where}.`
}

/** What the evader's panel says under its title. */
export function evadeHint(plane: string): string {
  return `These are the damage cards ${plane} takes now. Once a game its pilot may ignore one: it goes to the bottom of the deck. Or take them all and keep the ability.`
}
