/**
 * Itchy trigger finger (003 Special abilities, individual abilities, lines 1000-1002).
 *
 * "Aces with this ability go first whenever firing is resolved. All the damage they cause is resolved
 * simultaneously, so if any of them are shot down they can still fire in that phase. Then remove all the eliminated
 * planes: Now any surviving aircraft without this skill may fire, using normal rules."
 *
 * An individual ability (lines 949-953): the shot goes first when the airman firing it holds it, the pilot at the
 * front guns, the observer at the rear while he is not incapacitated. The two volleys are fire-volleys.ts's; this
 * module says which shots go first.
 */
import type { RuleModule } from '../hooks'
import { firesWith } from './firing'

export const itchyTriggerFinger: RuleModule = {
  id: 'itchy-trigger',
  source: '003 lines 1000-1002 (Itchy trigger finger)',
  firesFirst: (ctx, shot) => (firesWith(ctx, shot.firer, shot.arc, 'itchy-trigger') ? 'itchy-trigger' : null),
}
