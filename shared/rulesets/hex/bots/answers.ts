/**
 * How the hex heuristic answers what the game asks its seat mid-move (002: evade with Recover, Stall on a plane hit
 * or slow, Recover when stalled, discard the excess), from its view only: its own hand and the public planes.
 * Evades when the hit would be heavy; stalls a slow enemy, and one it hit when the stall could crash it or a Stall
 * card is to spare; recovers when the fall would crash it or a Recover card is to spare; discards the cards worth
 * least (judge.ts cardValue).
 */
import type { Card, HexCommand, HexView, Pending } from '../types'
import { cardFor, myPlane } from './candidates'
import { cardValue } from './judge'

const count = (hand: readonly Card[], type: Card['type']) => hand.filter((c) => c.type === type).length

/** The cheapest `n` cards of a hand to discard. */
export function cheapest(hand: readonly Card[], n: number, maxSpeed: number): number[] {
  return [...hand]
    .sort((a, b) => cardValue(a.type, maxSpeed) - cardValue(b.type, maxSpeed) || a.id - b.id)
    .slice(0, n)
    .map((c) => c.id)
}

/** The heuristic's answer to a pending decision of its seat (the rules check it before it is given). */
export function answer(view: HexView, seat: string, p: Pending): HexCommand {
  const hand = view.hand
  const me = myPlane(view, seat)
  const pass: HexCommand = { type: 'pass', seat }
  switch (p.kind) {
    case 'discard':
      return { type: 'discard', seat, cards: cheapest(hand, p.count, me?.maxSpeed ?? 6) }
    case 'evade': {
      const card = cardFor(hand, ['recover'])
      if (!card || !me) return pass
      const h = p.attack.hits
      const spare = count(hand, 'recover') + count(hand, 'ace') >= 2
      return h >= 3 || me.hits + h >= 6 || (h >= 2 && spare) ? { type: 'evade', seat, card: card.id } : pass
    }
    case 'stall-hit':
    case 'stall-slow': {
      const card = cardFor(hand, ['stall'], false)
      if (!card) return pass
      const target = view.planes.find((x) => x.id === p.target)
      const worth = p.kind === 'stall-slow' || (target && target.altitude <= 2) || count(hand, 'stall') >= 2 || hand.length >= 5
      return worth ? { type: 'stall', seat, card: card.id } : pass
    }
    case 'recover': {
      const card = cardFor(hand, ['recover'])
      if (!card || !me) return pass
      const spare = count(hand, 'recover') + count(hand, 'ace') >= 2
      return me.altitude <= 3 || spare ? { type: 'recover', seat, card: card.id } : pass
    }
  }
}
