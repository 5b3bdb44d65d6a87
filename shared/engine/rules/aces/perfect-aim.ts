/**
 * Perfect aim (003 Special abilities, individual abilities, lines 991-992; 004's Marksman, line 424, is the same).
 *
 * "Once per turn, the pilot can decide to use the +1 Aim bonus even if he did not shoot at the target plane in the
 * previous phase. Once this ability is used, it can not be re-used for the rest of the turn."
 *
 * The decision is a declaration on the fire order (`perfectAim: true`), secret with the orders until the fire is
 * resolved. It serves the guns whose airman holds the ability (003 lines 949-953: the pilot's front guns, the
 * observer's rear guns while he is not incapacitated), each airman once a turn (PlaneState.aceUsed: 'perfect-aim' for
 * the pilot, 'perfect-aim-rear' for the observer, public once used). At the firing each damaging card of a declared
 * gun scores one more point (zeroes stay zeroes, as Aim says), told to the target's seat only like Aim's bonus; the
 * use is told to everyone ('perfect-aim').
 *
 * Decisions (docs/rules.md):
 * - The bonus does not stack with Aim's: a gun already on its run of fire at that target has the +1 already, and
 *   the declaration is then not spent. Where Aim's bonus is barred (Disruption, 000's wounded crew) so is this one.
 * - Without the Aim rule (option aim off) the ability still gives its +1: it carries the bonus itself.
 * - A declaration no gun of the order can use (no airman firing holds it, or spent this turn) is refused.
 */
import type { GameState, GunArc, PlaneState } from '../../state-types'
import type { FireCommand } from '../../basic-command-schema'
import type { CompiledRules } from '../../rule-types'
import type { HookContext, RuleModule } from '../hooks'
import { disrupted } from '../disruption'
import { crewWounded } from '../wound-tiers'
import { firesWith } from './firing'

/** The counter of the airman at the guns of `arc`. */
const key = (arc: GunArc): 'perfect-aim' | 'perfect-aim-rear' => (arc === 'front' ? 'perfect-aim' : 'perfect-aim-rear')

/** Whether the airman at plane i's guns of `arc` holds Perfect aim and has not used it this turn. */
export function perfectAimReady(rules: CompiledRules, state: GameState, i: number, arc: GunArc): boolean {
  return firesWith({ rules, state }, i, arc, 'perfect-aim') && state.planes[i].aceUsed?.[key(arc)] !== state.turn
}

/** Why a fire command may not declare Perfect aim, or null (its arcs' targets are checked elsewhere). */
export function perfectAimProblem(rules: CompiledRules, state: GameState, i: number, cmd: Pick<FireCommand, 'front' | 'rear' | 'rockets' | 'perfectAim'>): string | null {
  if (!cmd.perfectAim) return null
  if (cmd.rockets) return 'Perfect aim is a bonus for the guns, not for rockets'
  const arcs = (['front', 'rear'] as const).filter((a) => typeof cmd[a] === 'string')
  if (arcs.length === 0) return 'Perfect aim needs a target to fire at'
  const held = arcs.filter((a) => firesWith({ rules, state }, i, a, 'perfect-aim'))
  if (held.length === 0) return `no airman firing ${arcs.join(' and ')} guns holds Perfect aim (003 lines 949-953: the ability is the airman's who fires)`
  if (!held.some((a) => perfectAimReady(rules, state, i, a))) return `Perfect aim is used once a turn (003 line 992), and it has been used this turn: again in turn ${state.turn + 1}`
  return null
}

/** Whether Aim's own bonus is barred for this gun (Disruption, 000's wounded crew), as aim.ts has it. */
function aimBarred(ctx: HookContext, firer: PlaneState, arc: GunArc): boolean {
  const o = ctx.rules.setup.options
  if (!firer.effects) return false
  if (o.disruption && disrupted(firer, ctx.state)) return true
  return o.woundTiers === true && o.specialDamage === true && crewWounded(firer, arc)
}

export const perfectAim: RuleModule = {
  id: 'perfect-aim',
  source: '003 lines 991-992 (Perfect aim); 004 line 424 (Marksman)',

  cardPoints(ctx, dealt, points) {
    const { state } = ctx
    const firer = state.planes[dealt.firer]
    if (!state.fireOrders[firer.id]?.perfectAim) return points
    const target = state.planes[dealt.target]
    const k = key(dealt.arc)
    // used by an earlier card of this shot, or ready now
    const usedNow = firer.aceUsed?.[k] === state.turn
    if (!usedNow && !perfectAimReady(ctx.rules, state, dealt.firer, dealt.arc)) return points
    // Aim's run of fire at this target already gives the +1 (aim.ts): no second one, and nothing spent
    const streak = ctx.rules.setup.options.aim ? firer.effects?.aim[dealt.arc] : null
    if (streak && streak.target === target.id) return points
    if (aimBarred(ctx, firer, dealt.arc)) return points
    if (!usedNow) {
      firer.aceUsed = { ...firer.aceUsed, [k]: state.turn }
      ctx.events?.push({ type: 'perfect-aim', to: 'all', turn: state.turn, phase: state.phase, plane: firer.id, arc: dealt.arc, target: target.id, again: state.turn + 1 })
    }
    if (points <= 0) return points
    // the bonus tells that the card did damage: the target's seat only hears of it, as with Aim
    ctx.events?.push({ type: 'aim-bonus', to: [target.seat], turn: state.turn, phase: state.phase, plane: firer.id, arc: dealt.arc, target: target.id, phases: 1, cards: 1, perfectAim: true })
    return points + 1
  },
}
