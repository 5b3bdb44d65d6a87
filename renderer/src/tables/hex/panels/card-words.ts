/**
 * The hex game's cards in a player's words: each card's name, what kind of card it is, and what it does, as the
 * table's hand shows them. From the rules' card descriptions (shared/rulesets/hex/move-cards.ts quotes them); the
 * rules' "velocity" is the table's "speed", as in the event log (hex-event-words.ts).
 */
import { CARD_NAMES } from '../../../../../shared/rulesets/hex/util'
import type { CardType } from '../../../../../shared/rulesets/hex/types'

export interface CardText {
  name: string
  /** the kind of card: Move, Shoot, Stall, Recover, or the Ace (any but Stall) */
  kind: string
  /** what it does, in a sentence or two */
  does: string
}

const MOVE = 'Move card'

const DOES: Record<CardType, { kind: string; does: string }> = {
  left: { kind: MOVE, does: 'Turn one side to the left. You may also dive 1.' },
  right: { kind: MOVE, does: 'Turn one side to the right. You may also dive 1.' },
  'hard-left': { kind: MOVE, does: 'Turn one side to the left and speed up 1. You may also dive 1.' },
  'hard-right': { kind: MOVE, does: 'Turn one side to the right and speed up 1. You may also dive 1.' },
  forward: { kind: MOVE, does: 'Speed up 1 or slow down 1. You may also climb or dive 1.' },
  'slide-left': { kind: MOVE, does: 'Slip into the space ahead on the left without turning. You may also dive 1.' },
  'slide-right': { kind: MOVE, does: 'Slip into the space ahead on the right without turning. You may also dive 1.' },
  immelman: { kind: MOVE, does: 'Loop: fly back 4 spaces, still facing the same way. Needs speed 5 or more. You may also climb or dive 1.' },
  shoot: { kind: 'Shoot', does: 'Fire at an enemy up to 6 spaces straight ahead, level or 1 below. An observer fires behind, up to 3.' },
  stall: { kind: 'Stall', does: 'Play it on an enemy that ends its move at speed 0 or 1, or that you have just hit: it falls 2 unless it recovers.' },
  recover: { kind: 'Recover', does: 'Dodge an attack on you, or pull out of a stall.' },
  ace: { kind: 'Ace', does: 'Play it as any other card except Stall.' },
}

export function cardText(type: CardType): CardText {
  return { name: CARD_NAMES[type], ...DOES[type] }
}

/** The discard pile as the table shows it, face up: its top card and how many lie there ("Left on top (2)"); null when empty. */
export function discardWords(discard: readonly { type: CardType }[]): string | null {
  const top = discard.at(-1)
  return top ? `${cardText(top.type).name} on top (${discard.length})` : null
}

/** Every card's words, for measuring that the hand shows the longest whole (e2e/hex-table.spec.ts). */
export function everyCardText(): CardText[] {
  return (Object.keys(DOES) as CardType[]).map(cardText)
}

/** Move cards: played in the move, up to the plane's turns (its manoeuvrability) a move. */
export function isMoveType(type: CardType): boolean {
  return DOES[type].kind === MOVE
}
