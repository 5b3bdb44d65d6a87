/**
 * 003 Flying Higher, moving the floor (lines 442-447): what the floor-agreement row shows, from a seat's view. The
 * floors offered are the engine's own (floorChoices, the check the engine applies to the `floor` command), so the
 * screen never offers one the engine refuses.
 */
import { CEILING_ABOVE_FLOOR, floorChoices, situationOfView } from '../../../../../shared/engine/rules/altitude/flying-higher'
import type { SeatId } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'

export interface FloorRow {
  /** the scenario's floor and ceiling now */
  floor: number
  ceiling: number
  /** the floors this seat may agree to, the current one left out */
  offers: number[]
  /** this seat's own agreement, if it gave one */
  mine: number | null
  /** this seat's name (as in `waiting`) */
  myName: string
  /** the other seats' agreements, by name */
  others: { seat: SeatId; name: string; floor: number }[]
  /** the seats with a plane in the game that have not agreed yet, by name */
  waiting: string[]
}

/** The row for `seat`, or null when it has nothing to offer (no Flying Higher floor, or the moment has passed). */
export function floorRow(view: GameView, seat: SeatId | null): FloorRow | null {
  const o = view.setup.options
  if (!seat || !o.altitude || o.floor === undefined) return null
  const choices = floorChoices(o, situationOfView(view), seat)
  if (choices.length === 0) return null
  const alt = view.planes.map((p) => p.effects?.alt).find((a) => a !== undefined)
  const floor = alt?.floor ?? o.floor
  const agreed = view.floorAgreed ?? {}
  const name = (s: SeatId) => view.setup.seats.find((x) => x.id === s)?.name ?? s
  const players = [...new Set(view.planes.filter((p) => p.status === 'flying').map((p) => p.seat))]
  return {
    floor,
    ceiling: floor + CEILING_ABOVE_FLOOR,
    offers: choices.filter((f) => f !== floor),
    mine: agreed[seat] ?? null,
    myName: name(seat),
    others: Object.entries(agreed)
      .filter(([s]) => s !== seat)
      .map(([s, f]) => ({ seat: s, name: name(s), floor: f })),
    waiting: players.filter((s) => agreed[s] === undefined).map(name),
  }
}
