/**
 * What the hot-seat hand-off screen (tables/common/HandOff.tsx) says in a hex game of 002 (issue 30): where the game
 * is and what the next player is about to do (their plane's move, or a question the rules put to them in the middle
 * of another player's move: dodge a shot, a stall, a recovery, cards to throw away), and that their hand of cards
 * will be shown. The card game's words are in handoff-words.ts.
 */
import type { HexView, Pending, SeatId } from '../../../../shared/rulesets/hex/types'

/** What a question the rules put to a player mid-move asks of them, in a few words. */
function questionWords(p: Pending): string {
  switch (p.kind) {
    case 'evade':
      return 'a shot at your plane: try to dodge it?'
    case 'stall-hit':
    case 'stall-slow':
      return 'a stall to answer'
    case 'recover':
      return 'a plane to pull out of its stall'
    case 'discard':
      return `${p.count} ${p.count === 1 ? 'card' : 'cards'} to throw away`
  }
}

/** The line over the hand-off title: "Round 3: your plane's move", or "Round 3: a shot at your plane: try to dodge it?". */
export function hexHandOffWhen(view: Pick<HexView, 'round' | 'phase' | 'pending' | 'result'> | null, seat: SeatId): string | null {
  if (!view || view.result || view.phase === 'over') return null
  const asked = view.pending.find((p) => p.seat === seat)
  return `Round ${view.round}: ${asked ? questionWords(asked) : "your plane's move"}`
}

/** The paragraph under the hand-off title for the player named `name`. */
export function hexHandOffText(name: string): string {
  return `Everyone else, look away: the ${name} player's hand of cards will be shown.`
}
