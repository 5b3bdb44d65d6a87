/**
 * The rules of the pieces that are not aeroplanes (issue 13): each module is turned on by the pieces on the table,
 * not by an option, and lives beside the rulebook section it implements (003 Balloon busting, lines 530-648;
 * Ground fire, 649-816; Bombing, 817-896).
 */
import type { PieceKind } from '../../content/types'
import type { RuleModule } from './hooks'
import { balloons } from './balloons'
import { bombing } from './bombing'
import { reconnaissance } from './bombing/photo'
import { groundFire } from './ground-fire'

/** Every piece rule module, with the kinds of piece that bring it into the game. */
export const PIECE_RULES: readonly { kinds: readonly PieceKind[]; module: RuleModule }[] = [
  { kinds: ['balloon'], module: balloons },
  { kinds: ['target'], module: bombing },
  { kinds: ['target', 'trench'], module: reconnaissance },
  { kinds: ['trench', 'aa-gun', 'aamg'], module: groundFire },
]

/** The piece modules a game with these kinds of piece plays, in the order listed. */
export function pieceModules(kinds: ReadonlySet<PieceKind>): RuleModule[] {
  return PIECE_RULES.filter((r) => r.kinds.some((k) => kinds.has(k))).map((r) => r.module)
}
