/**
 * `pass`: the answer "no" to whatever the game asks a seat mid-move: take the hits instead of evading (attack.ts),
 * play no Stall (stall.ts), take the stall's fall instead of recovering. Excess cards must be discarded: a seat
 * cannot pass that.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { landHits } from './attack'
import { declineStall, takeStall } from './stall'
import type { HexCommand, HexState, SeatId } from './types'
import { refuse } from './util'

export const passCommand: HexCommandDef = {
  type: 'pass',
  schema: z.object({ type: z.literal('pass'), seat: z.string() }),
  play(ctx, cmd: HexCommand) {
    const p = ctx.state.pending[0]
    if (!p || p.seat !== cmd.seat) refuse('nothing-asked', 'Nothing is asked of you now')
    switch (p.kind) {
      case 'discard':
        refuse('must-discard', `You must discard ${p.count} card${p.count === 1 ? '' : 's'} down to your hand size`)
        break
      case 'evade':
        ctx.state.pending.shift()
        ctx.say('pass', `${p.attack.target} does not evade`, { plane: p.attack.target })
        landHits(ctx, p.attack)
        break
      case 'stall-hit':
      case 'stall-slow':
        declineStall(ctx, p)
        break
      case 'recover':
        takeStall(ctx, p)
    }
  },
}

/**
 * What a seat's silence answers when the host's answer time runs out (issue 30, docs/rules.md "Answer time"): "no"
 * to an evade, a Stall or a recovery (the pass above), and for excess cards the newest drawn ones discarded (the
 * hand's last cards). Null when the game asks the seat nothing.
 */
export function defaultAnswer(state: HexState, seat: SeatId): HexCommand | null {
  const p = state.pending[0]
  if (!p || p.seat !== seat) return null
  if (p.kind !== 'discard') return { type: 'pass', seat }
  const hand = state.hands[seat] ?? []
  return { type: 'discard', seat, cards: hand.slice(hand.length - p.count).map((c) => c.id) }
}
