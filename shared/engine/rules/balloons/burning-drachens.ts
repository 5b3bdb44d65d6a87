/**
 * Burning Drachens (003 lines 590-599).
 *
 * "However, if the game ends before turn 12 and a balloon is burning, before determining scores, each burning balloon
 * takes a number of damage cards equal to the number of flame counters on it, times the number of unplayed turns. If
 * this damage would destroy the balloon, then the balloon is counted as destroyed for victory conditions."
 *
 * "Example: The game ends on the 9th turn. A balloon has two flame counters. Since 3 turns are remaining before the
 * 12th, the balloon immediately takes 3 x 2= 6 cards of fire damage."
 *
 * The turns unplayed are those after the turn the game ends in, up to the agreed turn (down-after.ts). The cards are
 * A cards, as a burning balloon's each turn (fire.ts); a balloon they destroy explodes (it is on fire), but the game
 * is over, so its explosion hits no aircraft (judgement call: the rule counts only the balloon).
 *
 * Where the scenario has the balloon winched down by order (A Race against Time, winch.ts), the unplayed turns are those
 * up to the turn it would be on the ground: by its order, or, not yet ordered, as if ordered as the game ends
 * (judgement call: its owner would have it winched down now).
 *
 * With the altitude rules there are no 12 turns to count: A Race against Time's variant says instead "If a balloon is
 * on fire when the Allied planes leave the field or are destroyed, the game is not finished until the balloon reaches
 * the ground or is destroyed" (lines 1505-1507; setup balloons.burnOut): the game plays on (keepsGameOpen), the
 * balloon burning and sinking as the rules have it, whoever still flies still planning.
 */
import type { HookContext } from '../hooks'
import { downAfter } from './down-after'
import { isBalloon, takeFlameCards } from './fire'
import { winchLands, winchTurns } from './winch'

export function burnOut(ctx: HookContext): void {
  const { state, events } = ctx
  const agreed = downAfter(ctx)
  const winch = winchTurns(ctx)
  if (agreed === null && (winch === null || ctx.rules.setup.options.altitude === true)) return
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    const counters = b.effects?.flame ?? 0
    if (b.status !== 'standing' || !isBalloon(ctx, i) || counters === 0) continue
    const last = agreed ?? winchLands(ctx, i) ?? state.turn + winch!
    if (state.turn >= last) continue
    const turns = last - state.turn
    events?.push({ type: 'burning-drachens', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, counters, turns, cards: counters * turns })
    takeFlameCards(ctx, i, counters * turns, false)
  }
}

/** A Race against Time with altitude (balloons.burnOut): a balloon still up and burning keeps the game going. */
export function burningKeepsGameOpen(ctx: HookContext): boolean {
  const { state } = ctx
  if (!state.setup.balloons?.burnOut) return false
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    if (b.status === 'standing' && isBalloon(ctx, i) && (b.effects?.flame ?? 0) > 0) return true
  }
  return false
}
