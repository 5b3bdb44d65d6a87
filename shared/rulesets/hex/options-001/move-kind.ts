/**
 * What kind of manoeuvre a plane's move was, in 001's words (001 lines 2-9, 29-37), read from what the move did on
 * 002's hex map. 001 plots one numbered manoeuvre a turn from tables the fragment does not hold; 002 flies a move
 * of hexes with free changes and move cards. One 002 move is one 001 manoeuvre, and (docs/rules.md, "001 options
 * on the hex game"):
 * - a "simple straight flight (maneuver #2, 3, or 4)" is a move that never changes facing and plays no Slide or
 *   Immelman card (climbs and dives are counted apart: 001 lists them apart from the straight);
 * - a "simple left or right maneuver (#8, 14, or 20)" is a move whose only turns are 002's free facing change and
 *   Left or Right cards, all one way;
 * - a RESTRICTED MANEUVER is a Hard Left, a Hard Right or an Immelman (an Ace card played as one is one);
 * - a non-repeatable ("[ ]") manoeuvre is a Slide Left or Slide Right: the sideslip may not be flown two moves in a row;
 * - a steep climb or dive is one of 2 altitude steps or more in the move (lines 40-48).
 */

/** The move cards of 002 that shape a manoeuvre (an Ace card counts as the card it was played as). */
export type MoveCardKind = 'left' | 'right' | 'hard-left' | 'hard-right' | 'forward' | 'slide-left' | 'slide-right' | 'immelman'

/** What one plane did in one move, as the options read it. */
export interface MoveRecord {
  /** velocity when the move began */
  startVelocity: number
  /** velocity when the move ended (before the options' own changes at its end) */
  endVelocity: number
  /** facing changes to the left and to the right, free changes and cards alike */
  turnsLeft: number
  turnsRight: number
  /** the move cards played, in order */
  cards: MoveCardKind[]
  /** altitude steps climbed and dived during the move */
  climbed: number
  dived: number
  /** hexes flown */
  spaces: number
  /** whether the pilot's guns, the observer's gun fired in it */
  pilotFired: boolean
  observerFired: boolean
}

export const RESTRICTED_CARDS: readonly MoveCardKind[] = ['hard-left', 'hard-right', 'immelman']
export const NON_REPEATABLE_CARDS: readonly MoveCardKind[] = ['slide-left', 'slide-right']

export function emptyMove(velocity: number): MoveRecord {
  return { startVelocity: velocity, endVelocity: velocity, turnsLeft: 0, turnsRight: 0, cards: [], climbed: 0, dived: 0, spaces: 0, pilotFired: false, observerFired: false }
}

export function isRestrictedCard(card: MoveCardKind): boolean {
  return RESTRICTED_CARDS.includes(card)
}

export function isRestricted(m: MoveRecord): boolean {
  return m.cards.some(isRestrictedCard)
}

export function isNonRepeatable(m: MoveRecord): boolean {
  return m.cards.some((c) => NON_REPEATABLE_CARDS.includes(c))
}

/** "simple straight flight": no facing change, no slide, no loop. */
export function isStraight(m: MoveRecord): boolean {
  return m.turnsLeft === 0 && m.turnsRight === 0 && !m.cards.some((c) => c !== 'forward')
}

/** "simple left or right maneuvers": turns one way only, by free changes and Left/Right cards. */
export function isSimpleTurn(m: MoveRecord): boolean {
  const oneWay = (m.turnsLeft > 0) !== (m.turnsRight > 0)
  return oneWay && m.cards.every((c) => c === 'left' || c === 'right' || c === 'forward')
}

/** The move's direction change: 'left', 'right', 'both' or null (none). */
export function direction(m: MoveRecord): 'left' | 'right' | 'both' | null {
  if (m.turnsLeft > 0 && m.turnsRight > 0) return 'both'
  if (m.turnsLeft > 0) return 'left'
  if (m.turnsRight > 0) return 'right'
  return null
}

export function isSteepDive(m: MoveRecord): boolean {
  return m.dived - m.climbed >= 2
}

export function isSteepClimb(m: MoveRecord): boolean {
  return m.climbed - m.dived >= 2
}
