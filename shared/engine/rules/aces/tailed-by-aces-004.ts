/**
 * 004's generic ace abilities, a) (line 356), with the option acesGeneric004: "An Ace can only be tailed by another
 * Ace." A plane whose pilot is an ace (`ace: true`, five victories or more, 004 lines 346-350) is tailed only by a
 * plane whose pilot is an ace too; the rule of Tailing (rules/tailing.ts) asks every module (mayTail).
 */
import type { CompiledPlane } from '../../rule-types'
import type { HookContext, RuleModule } from '../hooks'

/** Whether plane `tailer` may tail plane `target` under 004's generic a). */
export function mayTailAce(tailer: CompiledPlane, target: CompiledPlane): boolean {
  return !target.ace || tailer.ace
}

export const tailedByAces004: RuleModule = {
  id: 'tailed-by-aces-004',
  source: '004 line 356 (generic ace ability a)',
  mayTail: (ctx: HookContext, i: number, j: number) => mayTailAce(ctx.rules.planes[i], ctx.rules.planes[j]),
}
