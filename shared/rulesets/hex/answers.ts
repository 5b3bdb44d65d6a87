/**
 * `pass`: the answer "no" to whatever the game asks a seat mid-move: take the hits instead of evading (attack.ts),
 * play no Stall (stall.ts), take the stall's fall instead of recovering. Excess cards must be discarded: a seat
 * cannot pass that.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { landHits } from './attack'
import { declineStall, takeStall } from './stall'
import type { HexCommand } from './types'
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
