/**
 * Firing with a single machinegun (004, house rules, lines 61-67).
 *
 * "If you have a B firing airplane and you do not own a B Damage deck, you can use the A deck, halving the value of
 * the damage points rounding fractions up. Special damages on the A cards are applied normally."
 *
 * Every shot at B (a B gun, or a twin gun with one gun jammed under 004's twin-gun rule, which fires "at B
 * capability") draws its cards from the A deck, each worth half its points rounded up (5 is 3, 1 is 1, 0 stays 0);
 * its jams, explosions and, with Special Damage, other symbols count as drawn. The halving is of the card's own value:
 * bonuses other rules add (Aim, Deflection: "+1 damage section") are added after it. The target's seat alone is told
 * (a `halved` event), since it tells what the card was worth.
 */
import { pointsOf } from '../damage'
import type { RuleModule } from './hooks'

export const singleGun: RuleModule = {
  id: 'single-gun',
  source: '004 lines 61-67 (Firing with a single machinegun)',

  shotDeck(_ctx, _shot, letter) {
    return letter === 'B' ? 'A' : letter
  },

  cardPoints(ctx, dealt, points) {
    if (dealt.letter !== 'B' || dealt.card.deck !== 'A') return points
    const own = pointsOf(dealt.card)
    const less = own - Math.ceil(own / 2)
    if (less === 0) return points
    const t = ctx.state.planes[dealt.target]
    ctx.events?.push({ type: 'halved', to: [t.seat], turn: ctx.state.turn, phase: ctx.state.phase, plane: ctx.state.planes[dealt.firer].id, arc: dealt.arc, target: t.id, card: dealt.card.id, less })
    return points - less
  },
}
