/**
 * A whole hex game state sampled from one seat's view (determinization, the search bot's approach): everything
 * the view shows is copied as it is; what it hides is drawn with the bot's own generator, consistently with what the
 * seat has seen. The unseen cards are the 52 (the content's deck, whose ids are given in its order: deck.ts
 * buildDeck) less the seat's own hand and the discard pile; they are shuffled and dealt to the other seats' hands
 * (as many as each holds, which is public) and the rest, in a random order, is the deck. The game's generator is
 * seeded from the bot's generator, never from the game's.
 *
 * Nothing here reads a state: two games that differ only in what the seat cannot see give the same view, and so the
 * same samples from the same generator.
 */
import { cloneJson } from '../../../util/clone'
import { nextInt, seedRng, shuffle, type RngState } from '../../../util/rng'
import { buildDeck } from '../deck'
import type { HexContent } from '../content'
import type { Card, HexPlane, HexState, HexView } from '../types'

/** The cards this seat cannot see: the deck's 52 less its hand and the discard pile. */
export function unseenCards(content: HexContent, view: HexView): Card[] {
  const seen = new Set<number>([...view.hand, ...view.discard].map((c) => c.id))
  return buildDeck(content.deck).filter((c) => !seen.has(c.id))
}

/** A state consistent with the view, its hidden parts drawn from `rng` (advanced in place). */
export function determinize(content: HexContent, view: HexView, rng: RngState): HexState {
  const unseen = shuffle(rng, unseenCards(content, view))
  const hands: Record<string, Card[]> = {}
  for (const [seat, n] of Object.entries(view.handCounts)) {
    if (seat === view.seat) hands[seat] = view.hand.map((c) => ({ ...c }))
    else hands[seat] = unseen.splice(0, n)
  }
  const planes: HexPlane[] = view.planes.map(({ maxSpeed: _m, manoeuvrability: _n, handSize: _h, ...p }) => cloneJson(p))
  const current = view.current
  return {
    setup: view.setup,
    rng: seedRng(nextInt(rng, 0x7fffffff)),
    deck: unseen,
    discard: view.discard.map((c) => ({ ...c })),
    hands,
    planes,
    balloons: [...view.balloons],
    round: view.round,
    order: [...view.order],
    turn: current === null ? view.order.length : Math.max(0, view.order.indexOf(current)),
    phase: view.phase,
    move: view.move ? cloneJson(view.move) : null,
    pending: cloneJson(view.pending),
    achieved: [...view.achieved],
    credits: cloneJson(view.credits),
    result: view.result ? { ...view.result } : null,
    seq: view.seq,
    extra: cloneJson(view.extra),
  }
}
