/**
 * Disruption (rulebook 003, Optional Rules, lines 219-221).
 *
 * "If an aircraft takes at least 1 point of damage, he loses any tailing and aim advantages for the next phase (if
 * those optional rules are in use)."
 *
 * The phase in which a plane last took a point is kept (PlaneEffects.hitPhase): from fire (cardTaken), and from any
 * card taken outside it (damage.ts takeCard: a flame counter's, a collision's or a crash's, a balloon's blast, 000's
 * stress); aim.ts and tailing.ts ask `disrupted`. Judgement: the run of fire goes on counting through a disrupted phase; only that phase's bonus is
 * lost ("for the next phase").
 */
import type { GameState, PlaneState } from '../state-types'
import type { RuleModule } from './hooks'
import { effectsOf, phaseIndex } from './hooks'

/** Whether the plane took a point of damage in the phase before this one. */
export function disrupted(plane: PlaneState, state: GameState): boolean {
  return effectsOf(plane).hitPhase === phaseIndex(state) - 1
}

export const disruption: RuleModule = {
  id: 'disruption',
  source: '003 lines 219-221 (Disruption)',

  cardTaken(ctx, dealt, points) {
    if (points > 0) effectsOf(ctx.state.planes[dealt.target]).hitPhase = phaseIndex(ctx.state)
  },
}

/** Note damage a plane took outside fire (damage.ts takeCard): with Disruption in force it counts as a hit too. */
export function noteDamage(plane: PlaneState, state: GameState, points: number): void {
  if (points > 0 && plane.effects) plane.effects.hitPhase = phaseIndex(state)
}
