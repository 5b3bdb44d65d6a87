/**
 * A plan's card ids copied, below every module that copies them (the plan command's log copy, a plan's repeats
 * resolved: rules/aces/exceptional-pilot.ts).
 */

/**
 * A copy of a list of card ids. A plan of three is made as a list of three, which V8 builds inline, rather than by
 * slice(), a builtin call that costs several times more (issue 31, a phase's cost: every plan is copied twice, for the
 * plane and for the command log). Any other length is sliced.
 */
export function copyCards<T>(cards: readonly T[]): T[] {
  return cards.length === 3 ? [cards[0], cards[1], cards[2]] : cards.slice()
}
