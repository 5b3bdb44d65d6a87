/**
 * The turn sequence (002 TURN SEQUENCE): "During every round each player gets a turn. At the beginning of each round
 * each player rolls high on 1D6 to determine turn order. Reroll ties. Keep the turn order constant in a 2 player
 * game. Each turn has 2 phases: 1. Draw Phase 2. Move Phase 2a. Shoot Segment 2b. Observer Shoots Segment"
 *
 * `settle` runs after every command: it ends the game when it is won, waits while a decision is pending, and
 * otherwise moves the game on (the draw phase's end, a finished move's end of turn, the next seat, the next round).
 * A seat whose plane is out of the game has no more turns. Decisions (rules.md): only seats with a plane flying
 * roll; ties are rerolled among the tied; in a game of two seats the order rolled in round 1 is kept.
 */
import type { HexContext } from './hooks'
import { burnFuel } from './damage'
import { draw, excess } from './deck'
import { balloonObjectives } from './objectives'
import { checkEnd, endAtLimit } from './victory'
import type { SeatId } from './types'
import { currentSeat, flying, modules, seatPlane } from './util'

/** Rolls 1D6 for each seat, highest first, rerolling ties among the tied. */
export function rollOrder(ctx: HexContext, seats: SeatId[]): SeatId[] {
  if (seats.length < 2) return [...seats]
  const rolls = seats.map((s) => ({ s, r: ctx.roll(`${s} rolls for turn order`) }))
  const out: SeatId[] = []
  for (const r of [...new Set(rolls.map((x) => x.r))].sort((a, b) => b - a)) {
    const tied = rolls.filter((x) => x.r === r).map((x) => x.s)
    if (tied.length > 1) ctx.say('tie', `${tied.join(' and ')} tie: they roll again`)
    out.push(...(tied.length > 1 ? rollOrder(ctx, tied) : tied))
  }
  return out
}

function flyingSeats(ctx: HexContext): SeatId[] {
  return ctx.state.planes.filter((p) => p.status === 'flying').map((p) => p.seat)
}

/** A new round: the order (rolled again unless two seats play), then the first seat's turn. */
export function startRound(ctx: HexContext): void {
  const { state } = ctx
  state.round++
  const two = state.setup.planes.length === 2
  if (!two || state.order.length === 0) {
    state.order = rollOrder(ctx, flyingSeats(ctx))
    ctx.say('order', `Round ${state.round}: the turn order is ${state.order.join(', ')}`, { order: state.order })
  } else ctx.say('order', `Round ${state.round}: the turn order stays ${state.order.join(', ')}`, { order: state.order })
  for (const m of modules(state)) m.startOfRound?.(ctx)
  state.turn = -1
  nextSeat(ctx)
}

/** The next seat in this round's order whose plane flies, or a new round. */
function nextSeat(ctx: HexContext): void {
  const { state } = ctx
  do state.turn++
  while (state.turn < state.order.length && !flying(seatPlane(state, state.order[state.turn])))
  if (state.turn >= state.order.length) {
    if (state.round >= state.setup.turnLimit) {
      endAtLimit(ctx)
      return
    }
    startRound(ctx)
    return
  }
  startTurn(ctx, state.order[state.turn])
}

/** A seat's turn: the draw phase (2 cards, the excess discarded), then its move. */
function startTurn(ctx: HexContext, seat: SeatId): void {
  const { state } = ctx
  const p = seatPlane(state, seat)!
  state.phase = 'draw'
  state.move = { plane: p.id, moved: 0, freeFacing: false, freeAltitude: false, freeVelocity: false, cards: 0, shot: false, observerShot: false, groundFired: [], traded: false, altitudeSteps: [], played: [] }
  ctx.say('turn', `Turn of ${seat} (${p.id})`, { seat, plane: p.id })
  for (const m of modules(state)) m.startOfTurn?.(ctx, p)
  if (!flying(p)) return
  // "Draw 2 cards from the common deck. Maximum hand size = 6. Discard excess cards."
  draw(ctx, seat, 2)
  const n = excess(ctx, seat)
  if (n > 0) {
    ctx.say('ask-discard', `${seat} holds ${n} card${n === 1 ? '' : 's'} over the hand size and must discard`, { seat, count: n })
    state.pending.push({ kind: 'discard', seat, count: n })
  }
}

function finishTurn(ctx: HexContext): void {
  const { state } = ctx
  const p = seatPlane(state, currentSeat(state)!)
  if (flying(p)) {
    for (const m of modules(state)) m.endOfTurn?.(ctx, p)
    burnFuel(ctx, p)
  }
  state.move = null
  nextSeat(ctx)
}

/** Moves the game on as far as it goes without a seat's command. */
export function settle(ctx: HexContext): void {
  const { state } = ctx
  for (let guard = 0; guard < 10_000; guard++) {
    balloonObjectives(ctx)
    if (checkEnd(ctx)) return
    if (state.pending.length) return
    if (state.phase === 'draw') {
      state.phase = 'move'
      continue
    }
    const p = seatPlane(state, currentSeat(state) ?? '')
    if (state.phase === 'move' && (!flying(p) || state.move?.ended)) {
      finishTurn(ctx)
      continue
    }
    return
  }
  throw new Error('the hex game did not settle')
}

/** The game's first round (after the setup's rolls and deal). */
export function firstRound(ctx: HexContext): void {
  startRound(ctx)
  settle(ctx)
}
