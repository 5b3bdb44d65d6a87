/**
 * The commands a hex bot weighs for its own move, before the rules judge them: every free change not yet made, a
 * space forward while any is left, each move card it holds (once a kind; the Ace as each kind, last) with the
 * altitude steps and velocity its text allows, and ending the move once the spaces are flown. Which of them the
 * rules accept now is asked of the rules themselves (trial.ts), on a state sampled from the seat's view.
 */
import type { Card, CardType, HexCommand, HexView, PlaneView } from '../types'

export const MOVE_CARD_TYPES: readonly CardType[] = ['left', 'right', 'hard-left', 'hard-right', 'forward', 'slide-left', 'slide-right', 'immelman']

/** the altitude steps a card lets the plane take with it ("You may decrease"; Forward and the loop may also climb) */
export function altitudeChoices(type: CardType): number[] {
  return type === 'forward' || type === 'immelman' ? [0, -1, 1] : [0, -1]
}

/** The move card commands of one card played as `type`. */
export function cardCommands(seat: string, card: Card, type: CardType): HexCommand[] {
  const out: HexCommand[] = []
  const as = card.type === 'ace' ? { as: type } : {}
  for (const altitude of altitudeChoices(type)) {
    const alt = altitude ? { altitude } : {}
    if (type === 'forward') for (const velocity of [1, -1]) out.push({ type: 'card', seat, card: card.id, ...as, ...alt, velocity })
    else out.push({ type: 'card', seat, card: card.id, ...as, ...alt })
  }
  return out
}

/** The seat's plane in a view. */
export function myPlane(view: HexView, seat: string): PlaneView | undefined {
  return view.planes.find((p) => p.seat === seat)
}

/** The move steps worth weighing now (free changes, a space, the cards, the end), untested. */
export function moveCandidates(view: HexView, seat: string): HexCommand[] {
  const m = view.move
  const p = myPlane(view, seat)
  if (!m || !p) return []
  const out: HexCommand[] = []
  if (m.moved < p.velocity) out.push({ type: 'move', seat })
  else out.push({ type: 'end-move', seat })
  if (!m.freeFacing) out.push({ type: 'face', seat, dir: 'left' }, { type: 'face', seat, dir: 'right' })
  if (!m.freeAltitude) out.push({ type: 'climb', seat }, { type: 'dive', seat })
  if (!m.freeVelocity) out.push({ type: 'speed', seat, delta: 1 }, { type: 'speed', seat, delta: -1 })
  if (m.cards < p.manoeuvrability) {
    const seen = new Set<CardType>()
    for (const c of view.hand) {
      if (c.type === 'ace' || !MOVE_CARD_TYPES.includes(c.type) || seen.has(c.type)) continue
      seen.add(c.type)
      out.push(...cardCommands(seat, c, c.type))
    }
    const ace = view.hand.find((c) => c.type === 'ace')
    if (ace) for (const t of MOVE_CARD_TYPES) if (!seen.has(t)) out.push(...cardCommands(seat, ace, t))
  }
  return out
}

/** A card of one of these types in hand, the plain card before the Ace. */
export function cardFor(hand: readonly Card[], types: readonly CardType[], aceToo = true): Card | undefined {
  return hand.find((c) => types.includes(c.type)) ?? (aceToo ? hand.find((c) => c.type === 'ace') : undefined)
}
