/**
 * Aim (rulebook 003, Optional Rules, lines 191-196; Two-Seaters, Aim, lines 254-264).
 *
 * "When a plane fires at the same enemy plane for multiple phases in a row, it can fire with more accuracy. From the
 * second phase of consecutive fire, even from one turn to the next, all the damage cards causing damage score one
 * additional damage point. However, zeroes are still considered zeroes."
 *
 * "the bonus is given to a two-seater plane only if it fires at the same enemy plane in the same firing arc for
 * multiple phases in a row, not if the target planes moves into a different firing arc."
 *
 * Each gun arc keeps its run of fire (PlaneEffects.aim): the target and how many phases in a row it has fired at it.
 * Holding fire, firing at another plane or firing with the other arc ends the run. With Disruption in force
 * (disruption.ts), a plane that took a point of damage last phase has no bonus this phase. With 000's wound tiers
 * (wound-tiers.ts), a gun whose crew is wounded has none either.
 */
import type { AimStreak } from '../state-types'
import type { RuleModule } from './hooks'
import { effectsOf } from './hooks'
import { disrupted } from './disruption'
import { crewWounded } from './wound-tiers'

export const aim: RuleModule = {
  id: 'aim',
  source: '003 lines 191-196 (Aim) and 254-264 (Two-Seaters, Aim)',

  cardPoints(ctx, dealt, points) {
    if (points <= 0) return points
    const firer = ctx.state.planes[dealt.firer]
    const streak = effectsOf(firer).aim[dealt.arc]
    if (!streak || streak.target !== ctx.state.planes[dealt.target].id) return points
    if (ctx.rules.setup.options.disruption && disrupted(firer, ctx.state)) return points
    // 000's wounded pilot or observer "May not use aimed fire" (wound-tiers.ts)
    if (ctx.rules.setup.options.woundTiers && ctx.rules.setup.options.specialDamage && crewWounded(firer, dealt.arc)) return points
    // the bonus tells that the card did damage: the target's seat only hears of it
    const t = ctx.state.planes[dealt.target]
    ctx.events?.push({ type: 'aim-bonus', to: [t.seat], turn: ctx.state.turn, phase: ctx.state.phase, plane: firer.id, arc: dealt.arc, target: t.id, phases: streak.phases + 1, cards: 1 })
    return points + 1
  },

  endOfPhase(ctx) {
    const planes = ctx.state.planes
    const shots = ctx.shots
    // every phase, for every plane: no object is made for an arc that did not fire (issue 31, a phase's cost)
    for (let i = 0; i < planes.length; i++) {
      const p = planes[i]
      if (!p.effects) continue
      let front: string | null = null
      let rear: string | null = null
      for (let k = 0; k < shots.length; k++) {
        const s = shots[k]
        if (planes[s.firer] !== p) continue
        if (s.arc === 'front') front = planes[s.target].id
        else rear = planes[s.target].id
      }
      const aim = p.effects.aim
      aim.front = runOn(aim.front, front)
      aim.rear = runOn(aim.rear, rear)
    }
  },
}

/** An arc's run of fire after a phase in which it fired at `at` (null: it held fire, and the run ends). */
function runOn(was: AimStreak | null, at: string | null): AimStreak | null {
  return at === null ? null : { target: at, phases: was && was.target === at ? was.phases + 1 : 1 }
}
