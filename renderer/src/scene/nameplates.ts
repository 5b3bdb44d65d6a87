/**
 * What the nameplate over each plane says: the plane's name in its team's colour and, where the view shows it,
 * its damage against its damage points. The view decides what is known: a seat's own planes carry their damage
 * total, the other planes only the number of damage cards they hold face down (rulebook 003: damage cards are
 * kept face down and secret), and at the end of the game every total is shown. A nameplate never shows more.
 */
import type { Content } from '../../../shared/content/types'
import type { SeatId } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import { planeName } from '../ui/plane-name'
import { teamColour } from './team-colours'

export interface NameplateInfo {
  id: string
  name: string
  /** the team's colour */
  colour: string
  /** flown from the seat whose view this is */
  mine: boolean
  /** the damage taken against the plane's damage points: only where the view holds the total */
  damage: { total: number; of: number } | null
  /** damage cards held (public: their number, not their values) */
  cards: number
}

/** The nameplates of a view's planes, in the view's order. */
export function nameplatesFor(view: GameView, content: Content): NameplateInfo[] {
  const sides = new Map(view.setup.teams.map((t) => [t.id, t.side]))
  return view.planes.map((p) => {
    const known = p.damageTotal !== undefined && p.damage !== undefined
    return {
      id: p.id,
      name: planeName(view.planes, p.id, content),
      colour: teamColour(sides.get(p.team)),
      mine: view.viewer !== null && p.seat === view.viewer,
      damage: known ? { total: p.damageTotal!, of: content.aircraft[p.aircraft]?.damagePoints ?? 0 } : null,
      cards: p.damageCount,
    }
  })
}

/** The share of a damage bar to fill, 0..1. */
export function damageShare(d: { total: number; of: number }): number {
  if (d.of <= 0) return d.total > 0 ? 1 : 0
  return Math.max(0, Math.min(1, d.total / d.of))
}

/**
 * The plane being planned: in the planning step, the seat's plane the planning panel shows (the one chosen,
 * else its first plane still to commit), or null when this seat has nothing to plan.
 */
export function plannedPlane(view: GameView, seat: SeatId | null, chosen: string | null): string | null {
  if (view.step !== 'planning' || seat === null) return null
  const mine = view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed)
  return (mine.find((p) => p.id === chosen) ?? mine[0])?.id ?? null
}
