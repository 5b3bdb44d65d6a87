/**
 * 003's Exceptional pilot (lines 972-981) for the bots that build a plan card by card: where the blank "1" (second or
 * third card: the first again) or "2" (third card: the second again) may go next, and the card it flies. The engine
 * (rules/aces/exceptional-pilot.ts) judges a blank card as the card it repeats, so a bot judges it with that card.
 *
 * The bots plan one card per distinct movement (cards that move the same way and carry the same symbols are one), so
 * a blank card is offered only when it flies a movement the deck's own cards no longer can: when every card of the
 * repeated card's movement is already planned. Otherwise the deck's other card flies the same, and the plan with the
 * blank card would only be counted twice.
 */
import { REPEAT_FIRST, REPEAT_SECOND } from '../engine/rules/aces/exceptional-pilot'

export interface RepeatChoice<C> {
  /** the blank card as the plan command names it */
  id: typeof REPEAT_FIRST | typeof REPEAT_SECOND
  /** the card it repeats (flown and judged as that card) */
  card: C
}

/**
 * The blank cards that may be planned next, after the cards `planned` (as the command names them) that fly `flown`;
 * `groupOf` gives a card's movement (the cards that fly the same way). Empty for the first card.
 */
export function repeatChoices<C>(planned: readonly string[], flown: readonly C[], groupOf: (c: C) => readonly C[]): RepeatChoice<C>[] {
  const k = planned.length
  if (k === 0 || k > 2) return []
  const out: RepeatChoice<C>[] = []
  const offer = (id: RepeatChoice<C>['id'], card: C) => {
    const group = groupOf(card)
    // the deck still holds a card that flies the same, or another blank card already flies this movement
    if (group.some((c) => !flown.includes(c)) || out.some((o) => groupOf(o.card) === group)) return
    out.push({ id, card })
  }
  if (!planned.includes(REPEAT_FIRST)) offer(REPEAT_FIRST, flown[0])
  if (k === 2) offer(REPEAT_SECOND, flown[1])
  return out
}
