/**
 * What a seat may see (002 DECK: a shared deck, hands held): its own hand; the others' hands as counts; the deck as a
 * count (its order is secret); the discard pile face up; every plane, die and decision (002 rolls everything in the
 * open). Never the generator's state, never another seat's cards. An option's state is shown as its module's
 * `publicExtra` says (all of it by default).
 */
import type { HexEvent, HexState, HexView, PlaneView, SeatId } from './types'
import { currentSeat, handSize, manoeuvrability, maxSpeed, modules } from './util'

function publicExtra(state: HexState, extra: Record<string, unknown>, seat: SeatId | null, owner: SeatId | null): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(extra)) {
    const m = modules(state).find((x) => x.id === k)
    const shown = m?.publicExtra ? m.publicExtra(v, seat, owner) : v
    if (shown !== undefined) out[k] = JSON.parse(JSON.stringify(shown))
  }
  return out
}

export function waitingFor(state: HexState): SeatId[] {
  if (state.phase === 'over') return []
  if (state.pending.length) return [state.pending[0].seat]
  const s = currentSeat(state)
  return s ? [s] : []
}

export function viewFor(state: HexState, seat: SeatId | null): HexView {
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T
  const planes: PlaneView[] = state.planes.map((p) => ({
    ...copy(p),
    extra: publicExtra(state, p.extra, seat, p.seat),
    maxSpeed: maxSpeed(p, state),
    manoeuvrability: manoeuvrability(p, state),
    handSize: handSize(p, state),
  }))
  return {
    seat,
    // the setup is frozen for the game's life (game.ts): shared, not copied
    setup: state.setup,
    round: state.round,
    order: [...state.order],
    current: currentSeat(state),
    phase: state.phase,
    planes,
    balloons: [...state.balloons],
    move: copy(state.move),
    pending: copy(state.pending),
    hand: seat ? copy(state.hands[seat] ?? []) : [],
    handCounts: Object.fromEntries(Object.entries(state.hands).map(([s, h]) => [s, h.length])),
    deckCount: state.deck.length,
    discard: copy(state.discard),
    achieved: [...state.achieved],
    credits: copy(state.credits),
    result: copy(state.result),
    waitingFor: waitingFor(state),
    seq: state.seq,
    extra: publicExtra(state, state.extra, seat, null),
  }
}

/** The events a seat may see: those for all, and its own (the cards it drew). */
export function eventsFor(events: readonly HexEvent[], seat: SeatId | null): HexEvent[] {
  return events.filter((e) => e.to === 'all' || (seat !== null && e.to === seat))
}
