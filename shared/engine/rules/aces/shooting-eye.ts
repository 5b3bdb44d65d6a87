/**
 * Shooting Eye (004's D10 table of ace abilities, line 392): "The penalty for deflection shooting (see rule 2 above)
 * does not apply."
 *
 * Reading (docs/rules.md): 004's "rule 2" deflection (lines 288-300: no shot or one card when the ruler crosses the
 * target's long side) is not played by the app; the deflection played is 004's other draft (lines 102-104, option
 * deflection, rules/deflection.ts), where a shot without deflection scores +1 a damaging card and a shot with
 * deflection does not: not having that +1 is the penalty. So with the option on, the ace's shots score as if fired
 * without deflection: +1 a damaging card, from any angle. Without the option there is no penalty to lift. The ability
 * is the airman's who fires (003 lines 949-953; 004's aces are pilots: the front guns).
 */
import type { HookContext } from '../hooks'
import { firesWith } from './firing'

/** Whether plane i's shot with the guns of `arc` ignores deflection. */
export function shootingEye(ctx: HookContext, i: number, arc: 'front' | 'rear'): boolean {
  return firesWith(ctx, i, arc, 'shooting-eye')
}
