/**
 * Turning (004, house rules, lines 141-147).
 *
 * "Biplanes didn't 'snap around' very well going from one turn to another, so: If you make a turn (play a card with a
 * symbol on the bottom), you can't play a card turning the opposite way until you've played a straight card (one
 * with a forward arrow)."
 *
 * A card turning one way is illegal after a card turning the other way, unless a straight came in between; across
 * turns too (PlaneEffects.lastTurn keeps the way of the last turning card since the last straight). Like the basic
 * game's sequences, an illegal card is found when revealed and dealt with as the option illegalPlan says (003: a
 * straight instead). The note's "shifting over" cards turn nothing (they have the straight arrow), so they are
 * exempt as it suggests.
 */
import type { ManoeuvreCard } from '../../content/types'
import type { RuleModule } from './hooks'
import { effectsOf } from './hooks'

/** The way the last turning card since the last straight turned: `before` this turn, else the turns before. */
function lastWay(before: readonly ManoeuvreCard[], carried: 'left' | 'right' | null): 'left' | 'right' | null {
  for (let k = before.length - 1; k >= 0; k--) {
    const c = before[k]
    if (c.straight) return null
    if (c.turn) return c.turn
  }
  return carried
}

export const oppositeTurns: RuleModule = {
  id: 'opposite-turns',
  source: '004 lines 141-147 (Turning)',

  illegalAfter(ctx, card, before) {
    if (!card.turn || card.straight) return null
    const way = lastWay(before, effectsOf(ctx.plane).lastTurn)
    return way && way !== card.turn ? `no turn to the ${card.turn} after a turn to the ${way} without a straight in between` : null
  },

  afterMovement(ctx) {
    for (let i = 0; i < ctx.state.planes.length; i++) {
      const p = ctx.state.planes[i]
      if (!p.effects || p.executed.length === 0) continue
      const card = ctx.rules.planes[i].cards.get(p.executed[p.executed.length - 1])!.card
      if (card.straight) p.effects.lastTurn = null
      else if (card.turn) p.effects.lastTurn = card.turn
    }
  },
}
