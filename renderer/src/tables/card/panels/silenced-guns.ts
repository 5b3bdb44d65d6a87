/**
 * 003 Special Damage: a wounded pilot's or observer's guns that may not fire this phase. The engine still offers
 * them to every seat (on the table, holding fire gives nothing away) and refuses the fire order; the plane's own
 * seat, whose view holds its effects, is told why here and is not offered the shot (fire panel, target rings).
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { fireRefusal } from '../../../../../shared/engine/commands'
import type { GunArc } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'

export type SilencedGuns = Partial<Record<GunArc, string>>

/** Each of the plane's gun arcs that may not fire, with the reason; empty when all may (or the view does not know). */
export function silencedGuns(rules: CompiledRules, view: Pick<GameView, 'planes'>, plane: string): SilencedGuns {
  const i = view.planes.findIndex((p) => p.id === plane)
  const out: SilencedGuns = {}
  if (i < 0 || !view.planes[i].effects) return out
  for (const arc of ['front', 'rear'] as const) {
    const why = fireRefusal(rules, view.planes, i, arc)
    if (why) out[arc] = why
  }
  return out
}
