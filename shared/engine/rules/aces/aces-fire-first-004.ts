/**
 * 004's generic ace abilities b) and c) (004 lines 358-360, option acesGeneric004; the plane's pilot is an ace,
 * SetupPlane.ace).
 *
 * b) "Aces fire before non-Aces so that, for example, if an Ace and a non-Ace were firing at each other, any damage
 * inflicted by the Ace (including, of course, shooting the non-Ace down) takes place before the non-Ace gets to fire."
 * c) "If an Ace and one or more non-Aces fire at the same target, the Ace can elect the firing order regardless of
 * range. For example, if a non-Ace is closest to a target and would normally fire first then even if the Ace is
 * further away he can elect to fire beforehand. Converse is also true, if the Ace is closest then he can elect for a
 * plane further away to fire before him. If more than one Ace fires at the same target then rules in 1) above apply
 * (ie, closest first)."
 *
 * Reading (docs/rules.md):
 * - The ace is the pilot: his front guns fire first, in a first volley like Itchy trigger finger's (fire-volleys.ts);
 *   a rear gunner is no ace. Within the volley the usual rules hold: all at once, or closest first with 004's Order
 *   of firing (rule 1).
 * - By b) an ace already fires before the non-aces, so what c) adds is the converse: the ace may elect to let the
 *   non-aces fire before him. He says so on his fire order (`fireAfter: true`, secret with the orders until the
 *   firing): his front guns then fire with the non-aces, and with Order of firing after every non-ace shot at his
 *   target, whatever the range (acesChooseOrder004). Without Order of firing the non-aces' shots are simultaneous,
 *   so his shot is fired with them, no longer first.
 */
import type { GameState } from '../../state-types'
import type { FireCommand } from '../../basic-command-schema'
import type { CompiledRules } from '../../rule-types'
import type { OrderedShot, RuleModule } from '../hooks'

/** Why a fire command may not elect to fire after the non-aces, or null. */
export function fireAfterProblem(rules: CompiledRules, _state: GameState, i: number, cmd: Pick<FireCommand, 'front' | 'fireAfter'>): string | null {
  if (!cmd.fireAfter) return null
  if (!rules.setup.options.acesGeneric004) return "firing after the non-aces is 004's ace rule (option acesGeneric004), not played in this game"
  if (!rules.planes[i].ace) return 'only an ace may elect the firing order (004 line 360)'
  if (typeof cmd.front !== 'string') return "the ace's choice of the firing order is for his front guns' target"
  return null
}

export const acesFireFirst004: RuleModule = {
  id: 'aces-fire-first-004',
  source: '004 line 358 (Aces, generic ability b)',
  firesFirst(ctx, shot) {
    if (shot.arc !== 'front' || !ctx.rules.planes[shot.firer].ace) return null
    return ctx.state.fireOrders[ctx.state.planes[shot.firer].id]?.fireAfter ? null : 'ace-004'
  },
}

/** Where a shot of an ace who fires after the others goes: after the last other shot at his target. */
export function afterTheOthers(state: GameState, shots: readonly OrderedShot[]): OrderedShot[] {
  const out = shots.slice()
  const late = out.filter((s) => s.arc === 'front' && state.fireOrders[state.planes[s.firer].id]?.fireAfter)
  for (const s of late) {
    out.splice(out.indexOf(s), 1)
    let at = -1
    for (let k = 0; k < out.length; k++) if (out[k].target === s.target && !late.includes(out[k])) at = k
    out.splice(at < 0 ? out.length : at + 1, 0, s)
  }
  return out
}

/** With 004's Order of firing: an ace who elected to fire after the non-aces at his target fires after them (c). */
export const acesChooseOrder004: RuleModule = {
  id: 'aces-choose-order-004',
  source: '004 line 360 (Aces, generic ability c)',
  fireOrder: (ctx, shots) => afterTheOthers(ctx.state, shots),
}
