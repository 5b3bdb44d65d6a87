/**
 * Steep Dives and Steep Climbs (001 lines 40-48), the option `steepClimbsDives`.
 *
 * "A dive which is greater than 1 altitude level is considered a Steep Dive. The aircraft will gain one speed (no
 * greater than its maximum speed) when a steep dive is executed regardless of the number of altitude levels dived."
 * "A climb which is greater than 1 altitude level is considered a Steep Climb. The aircraft will lose one speed when
 * a steep climb is executed regardless of the number of altitude levels climbed."
 *
 * On 002's map a move that ends 2 or more steps lower than it began (its free dive with a Left, Right or Slide card's,
 * or a Forward's or an Immelman's) gains 1 velocity when the move ends, up to the max speed; 2 or more higher loses
 * 1, down to 0. The change comes before 002's stall check, so a steep climb to velocity 1 may be stalled.
 */
import type { HexRuleModule } from '../hooks'
import { baseMaxSpeed } from './fate'
import { isSteepClimb, isSteepDive } from './move-kind'
import { trackOf } from './track'

export const steepClimbsDives: HexRuleModule = {
  id: 'steepClimbsDives',
  source: '001 lines 40-48 (Steep Dives, Steep Climbs)',
  endOfMove(ctx, plane) {
    if (plane.status !== 'flying') return
    const m = trackOf(plane).now
    if (isSteepDive(m)) {
      const v = Math.min(baseMaxSpeed(plane), plane.velocity + 1)
      if (v > plane.velocity) ctx.say('steep-dive', `${plane.id} dived steeply: velocity ${plane.velocity} -> ${v}`, { plane: plane.id })
      plane.velocity = Math.max(plane.velocity, v)
    } else if (isSteepClimb(m) && plane.velocity > 0) {
      ctx.say('steep-climb', `${plane.id} climbed steeply: velocity ${plane.velocity} -> ${plane.velocity - 1}`, { plane: plane.id })
      plane.velocity--
    }
    m.endVelocity = plane.velocity
  },
}
