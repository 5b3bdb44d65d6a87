/**
 * The common deck and the draw phase (002 DECK, DRAW PHASE): "Players share a common deck. The deck has 52 custom
 * cards." "Draw 2 cards from the common deck. Maximum hand size = 6. Discard excess cards. If the deck runs out,
 * shuffle the discard and use it. You may discard 2 cards to draw 1 card once on your turn."
 *
 * The deck's order and every hand are secret (view.ts); a card drawn is told to its seat alone, the others are told
 * how many. The player chooses which excess cards to discard (a pending decision, `discard`); trading two for one
 * (`trade`) may be done any time in the seat's own turn, once.
 */
import { z } from 'zod'
import { shuffle } from '../../util/rng'
import type { HexCommandDef, HexContext } from './hooks'
import type { Card, CardType, HexCommand, SeatId } from './types'
import { cardName, currentSeat, handSize, refuse, seatPlane } from './util'

export function buildDeck(counts: Record<CardType, number>): Card[] {
  const cards: Card[] = []
  for (const [type, n] of Object.entries(counts) as [CardType, number][]) for (let i = 0; i < n; i++) cards.push({ id: cards.length, type })
  return cards
}

/** Draws up to `n` cards for a seat, reshuffling the discard pile into the deck when it runs out. */
export function draw(ctx: HexContext, seat: SeatId, n: number): Card[] {
  const { state } = ctx
  const got: Card[] = []
  for (let i = 0; i < n; i++) {
    if (!state.deck.length) {
      if (!state.discard.length) break
      // "If the deck runs out, shuffle the discard and use it."
      state.deck = shuffle(state.rng, state.discard)
      state.discard = []
      ctx.say('reshuffle', `The deck has run out: the ${state.deck.length} discarded cards are shuffled into a new deck`)
    }
    got.push(state.deck.shift()!)
  }
  ;(state.hands[seat] ??= []).push(...got)
  ctx.events.push({ type: 'drew', to: seat, round: state.round, seat, cards: got, words: `You draw ${got.map((c) => cardName(c.type)).join(', ') || 'nothing'}` })
  ctx.say('draws', `${seat} draws ${got.length} card${got.length === 1 ? '' : 's'}`, { seat, count: got.length })
  return got
}

/** The excess over the seat's hand size ("Maximum hand size = 6", less 2 for each Controls Jammed). */
export function excess(ctx: HexContext, seat: SeatId): number {
  return Math.max(0, (ctx.state.hands[seat]?.length ?? 0) - handSize(seatPlane(ctx.state, seat), ctx.state))
}

/** Takes the given cards from a seat's hand to the discard pile (each must be held, none twice). */
function discardCards(ctx: HexContext, seat: SeatId, ids: number[]): Card[] {
  const hand = ctx.state.hands[seat] ?? []
  if (new Set(ids).size !== ids.length) refuse('same-card', 'A card is named twice')
  const out: Card[] = []
  for (const id of ids) {
    const i = hand.findIndex((c) => c.id === id)
    if (i < 0) refuse('no-card', `You do not hold card ${id}`)
    out.push(hand.splice(i, 1)[0])
  }
  ctx.state.discard.push(...out)
  ctx.say('discard', `${seat} discards ${out.map((c) => cardName(c.type)).join(', ')}`, { seat, cards: out })
  return out
}

const cards = z.array(z.number().int().min(0).max(999)).max(60)

/** "Discard excess cards": the seat names which. */
export const discardCommand: HexCommandDef = {
  type: 'discard',
  schema: z.object({ type: z.literal('discard'), seat: z.string(), cards }),
  play(ctx, cmd: HexCommand) {
    const p = ctx.state.pending[0]
    if (!p || p.kind !== 'discard' || p.seat !== cmd.seat) refuse('no-discard', 'You have no excess cards to discard now')
    const ids = cmd.cards as number[]
    if (ids.length !== p.count) refuse('discard-count', `Discard exactly ${p.count} card${p.count === 1 ? '' : 's'} (your hand holds ${p.count} over its maximum)`)
    discardCards(ctx, cmd.seat, ids)
    ctx.state.pending.shift()
  },
}

/** "You may discard 2 cards to draw 1 card once on your turn." */
export const tradeCommand: HexCommandDef = {
  type: 'trade',
  schema: z.object({ type: z.literal('trade'), seat: z.string(), cards }),
  play(ctx, cmd: HexCommand) {
    const { state } = ctx
    if (state.phase === 'over') refuse('over', 'The game is over')
    if (state.pending.length) refuse('waiting', `The game waits for ${state.pending[0].seat} to answer first`)
    if (currentSeat(state) !== cmd.seat || !state.move) refuse('not-your-turn', 'You may trade cards only on your own turn')
    if (state.move.traded) refuse('traded', 'You have already traded 2 cards for 1 this turn')
    const ids = cmd.cards as number[]
    if (ids.length !== 2) refuse('trade-count', 'Trade exactly 2 cards for 1')
    discardCards(ctx, cmd.seat, ids)
    state.move.traded = true
    draw(ctx, cmd.seat, 1)
  },
}
