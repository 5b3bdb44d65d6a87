/**
 * Maneuver Restrictions 2-4 (001 lines 2-9), the option `restrictedManoeuvres`.
 *
 * "You may NOT choose: ... 2) a RESTRICTED MANEUVER, unless your previous turn's maneuver was a simple straight
 * flight (maneuver #2, 3, or 4); 3) two non-repeatable maneuvers (bracketed [ ] maneuvers) in a row; 4) a maneuver
 * whose speed number differs more than one from the previous turn's maneuver."
 *
 * On 002's map (move-kind.ts): the restricted manoeuvres are the Hard Left, Hard Right and Immelman cards, the
 * simple straight a move that never changed facing and played no Slide or Immelman; the non-repeatable ones the
 * Slide cards; and the speed is the velocity, which may not end a move more than 1 from where it began (the
 * velocity the last move ended with). Changes the rules force (an engine hit, a steep dive or climb, a stall) are
 * not the player's choice and are not refused.
 */
import type { HexRuleModule } from '../hooks'
import type { CardType } from '../types'
import { isNonRepeatable, isStraight, NON_REPEATABLE_CARDS, RESTRICTED_CARDS, type MoveCardKind } from './move-kind'
import { baseMaxSpeed } from './fate'
import { trackOf } from './track'

export const restrictedManoeuvres: HexRuleModule = {
  id: 'restrictedManoeuvres',
  source: '001 lines 2-9 (Maneuver Restrictions)',
  beforeCard(_ctx, plane, card: CardType) {
    const t = trackOf(plane)
    if (RESTRICTED_CARDS.includes(card as MoveCardKind) && t.prev && !isStraight(t.prev))
      return `a ${card} is a restricted manoeuvre: the move before it must be a simple straight (001 lines 4-6)`
    if (NON_REPEATABLE_CARDS.includes(card as MoveCardKind) && t.prev && isNonRepeatable(t.prev))
      return `a ${card} cannot follow a slide: two non-repeatable manoeuvres in a row (001 line 7)`
    return null
  },
  moveAllowed(_ctx, plane, step) {
    if (!step.velocity) return null
    const start = trackOf(plane).now.startVelocity
    // a Hard turn's +1 stops at the max speed (move-cards.ts)
    const v = Math.max(0, Math.min(plane.velocity + step.velocity, Math.max(plane.velocity, baseMaxSpeed(plane))))
    if (Math.abs(v - start) > 1) return `velocity ${v} differs more than one from the last move's ${start} (001 lines 8-9)`
    return null
  },
}
