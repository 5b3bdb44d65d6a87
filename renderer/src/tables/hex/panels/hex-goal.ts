/**
 * How a hex game is won, in words, and the scenario's objectives with which are achieved: what the planes' list
 * shows under the planes (PlanesPanel.tsx). 002 VICTORY: "Shoot down your opponents. Other scenario objectives may
 * include: Shooting down balloons, spotting missions, aerial photography, strafing/bombing trenches, dropping
 * propaganda leaflets"; the decisions that make it a rule (a side's objectives all achieved wins at once; at the turn
 * limit kills and objectives score) are rules.md's, as shared/rulesets/hex/victory.ts plays them. Every word here is
 * public: the objectives are the scenario's, and each is achieved in the open.
 */
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { hexSideName } from './hex-event-words'

export interface HexObjectiveLine {
  id: string
  side: string
  /** "Allied", "German" */
  sideName: string
  words: string
  done: boolean
}

export interface HexGoal {
  /** how the game is won, in a line */
  wins: string
  objectives: HexObjectiveLine[]
}

export function hexGoal(view: Pick<HexView, 'setup' | 'achieved'>): HexGoal {
  const objectives = view.setup.objectives.map((o) => ({ id: o.id, side: o.side, sideName: hexSideName(o.side, true), words: o.words, done: view.achieved.includes(o.id) }))
  const limit = `after round ${view.setup.turnLimit} the score decides: 1 for each plane or balloon a side brings down${objectives.length ? ', 1 for each objective' : ''}`
  const wins = objectives.length
    ? `A side wins when no enemy plane is left flying, or at once when it achieves every objective it has; ${limit}.`
    : `A side wins when no enemy plane is left flying; ${limit}.`
  return { wins, objectives }
}
