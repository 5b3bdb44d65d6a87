/** The baselines' fire orders (greedy, flowchart): each gun at the target a bot prefers among those offered to it. */
import type { CompiledRules } from '../engine/compiled'
import { fireRefusal } from '../engine/commands'
import type { FireCommand, SeatId } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'

export type Offered = GameView['fireOptions'][number]

/**
 * Plane p's fire order: each arc at the target offered to it that `prefer` ranks first (prefer(a, b) true when b beats
 * a), never the front gun's target again; a gun its own effects silence (a wounded crew) holds fire.
 */
export function gunOrders(rules: CompiledRules, view: GameView, p: PlaneView, seat: SeatId, prefer: (a: Offered, b: Offered) => boolean): FireCommand {
  const i = rules.byId.get(p.id)!.index
  const cmd: FireCommand = { type: 'fire', seat, plane: p.id }
  for (const arc of ['front', 'rear'] as const) {
    const offered = view.fireOptions.filter((o) => o.plane === p.id && o.arc === arc && o.target !== cmd.front)
    if (offered.length === 0) continue
    cmd[arc] = fireRefusal(rules, view.planes, i, arc) ? null : offered.reduce((a, b) => (prefer(a, b) ? b : a)).target
  }
  return cmd
}
