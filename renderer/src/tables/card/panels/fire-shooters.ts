/**
 * Who of a seat's side fires in the firing step: its aeroplanes that fly and its pieces with guns that stand
 * (003 Ground fire, Anti-Aircraft Machine Guns, lines 712-732: "an AA machine gun fires like an aeroplane", a front
 * arc at level 0). Trenches, AA guns, balloons and target cards have no arc to aim: the rules fire for them, if at
 * all, and the seat is never asked.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import type { GameView } from '../../../../../shared/engine/view'

/** The ids of the seat's planes and pieces that aim guns, in the view's order. */
export function ownShooters(rules: CompiledRules, view: { planes: readonly Pick<GameView['planes'][number], 'id' | 'seat' | 'status'>[] }, seat: string | null): string[] {
  if (seat === null) return []
  return view.planes
    .filter((p, i) => p.seat === seat && (p.status === 'flying' || p.status === 'standing') && !!(rules.planes[i]?.arcs.front || rules.planes[i]?.arcs.rear))
    .map((p) => p.id)
}

/** What a shooter's guns are called in the fire panel: an AA machine gun has one, the rest front and rear guns. */
export function gunsName(kind: string, arc: 'front' | 'rear'): string {
  if (kind === 'aamg') return 'Machine gun'
  return arc === 'front' ? 'Front guns' : 'Rear guns'
}
