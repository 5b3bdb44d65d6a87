/**
 * The hex game on the table as the panels read it from the store (store/ruleset-slice.ts): the view typed as the
 * hex game's, the seat on screen, the seats, the latest events and the log, the answer time and the picked card.
 */
import { useAppSelector } from '../../../store'
import type { RulesetGameState } from '../../../store/ruleset-slice'
import type { HexEvent, HexView } from '../../../../../shared/rulesets/hex/types'

export interface HexGameOnTable extends Omit<RulesetGameState, 'view' | 'events' | 'log'> {
  view: HexView
  events: HexEvent[]
  log: HexEvent[]
}

/** The hex game on the table, or null while its first view is on its way (or the game is of another ruleset). */
export function useHexGame(): HexGameOnTable | null {
  const g = useAppSelector((s) => s.rulesetGame)
  if (!g || g.ruleset !== 'hex' || !g.view) return null
  return g as unknown as HexGameOnTable
}
