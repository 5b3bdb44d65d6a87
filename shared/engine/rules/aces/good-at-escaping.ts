/**
 * Good at escaping (003 Special abilities, pilots only, lines 969-970): "Can prevent being tailed during the game.
 * The opponent cannot tail him unless he is an ace with a pilot-only skill."
 *
 * The rule of Tailing (rules/tailing.ts) asks every module whether plane i may tail plane j (mayTail): a plane whose
 * pilot is good at escaping may be tailed only by a plane whose pilot holds an ability of the pilots-only set
 * (forPilotOnly in abilities.ts: 003's first list, Face to Face's ace, and 004's pilots' abilities). The ability is
 * the pilot's, so an observer never holds it.
 */
import type { CompiledPlane } from '../../rule-types'
import type { HookContext, RuleModule } from '../hooks'
import { forPilotOnly } from './abilities'

/** Whether the plane's pilot is an ace with a pilot-only skill. */
export function hasPilotOnlySkill(plane: CompiledPlane): boolean {
  return plane.aceSkills.some(forPilotOnly)
}

/** Whether plane `tailer` may tail plane `target` as far as Good at escaping is concerned. */
export function mayTailEscaper(tailer: CompiledPlane, target: CompiledPlane): boolean {
  return !target.aceSkills.includes('good-at-escaping') || hasPilotOnlySkill(tailer)
}

export const goodAtEscaping: RuleModule = {
  id: 'good-at-escaping',
  source: '003 lines 969-970 (Good at escaping)',
  mayTail: (ctx: HookContext, i: number, j: number) => mayTailEscaper(ctx.rules.planes[i], ctx.rules.planes[j]),
}
