/**
 * Fuel (001 lines 19-26, and Maneuver Restrictions 1, line 3), the option `fuel`.
 *
 * "Fuel Consumption: The maneuver's fuel consumption rating is equal to the speed of the aircraft. Diving,
 * regardless of altitude levels dived: Fuel cost is -1. Climbing, regardless of altitude levels climbed: Fuel cost
 * is +1. Zoom Climbing, regardless of altitude levels climbed: Fuel cost is +0." "Zoom Climbing: Must have dived 2
 * altitudes or more on the previous turn to qualify as a Zoom Climb." "You may NOT choose: 1) a maneuver requiring
 * more fuel than the aircraft currently has".
 *
 * On 002's map (docs/rules.md): a move costs its velocity at the end of the move, -1 if it ended lower than it
 * began, +1 if higher (+0 when the move before it dived 2 steps or more: a zoom climb); it is paid when the move
 * ends. A step that would make the move cost more than the fuel left is refused (speeding up, climbing, a Hard
 * turn's +1). A plane whose fuel is below its velocity when its turn begins cannot fly that move under power: its
 * engine stops and it glides (glide.ts). The load (not in the text) is each aircraft's endurance in units: FUEL_LOAD.
 * The fuel left is public (an open count, like 002's ammunition).
 */
import type { HexContext, HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import type { MoveRecord } from './move-kind'
import { baseMaxSpeed } from './fate'
import { isGliding, startGlide } from './glide'
import { trackOf } from './track'

/**
 * Fuel loads, by aircraft: its endurance (Camel 2.5 h, Fokker D-VII 1.5 h, Bristol F2b 3 h, Albatros C-V 3.25 h)
 * at 40 units an hour, so that at speed 4 a Fokker flies some 15 moves and a Camel 25: enough for a fight, not
 * for 002's 30 rounds flown fast.
 */
export const FUEL_LOAD: Record<string, number> = {
  'sopwith-camel': 100,
  'fokker-d-vii': 60,
  'bristol-f2b': 120,
  'albatros-c-v': 130,
}
/** an aircraft the table does not know (content added later) */
export const DEFAULT_FUEL = 100

/** What a move costs: its speed, -1 if it dived, +1 if it climbed, +0 for a zoom climb. */
export function fuelCost(m: MoveRecord, prev: MoveRecord | null, velocity: number): number {
  const net = m.climbed - m.dived
  if (net < 0) return Math.max(0, velocity - 1)
  if (net > 0) return prev && prev.dived - prev.climbed >= 2 ? velocity : velocity + 1
  return velocity
}

export function fuelOf(plane: HexPlane): number {
  return plane.extra.fuel as number
}

function costNow(plane: HexPlane, velocity: number, climbed: number, dived: number): number {
  const t = trackOf(plane)
  return fuelCost({ ...t.now, climbed, dived }, t.prev, velocity)
}

export const fuel: HexRuleModule = {
  id: 'fuel',
  source: '001 lines 19-26 (Fuel Consumption, Zoom Climbing), line 3',
  startOfGame(ctx: HexContext) {
    const load = ctx.state.setup.options.fuelLoad as number | undefined
    for (const p of ctx.state.planes) p.extra.fuel = load ?? FUEL_LOAD[p.aircraft.id] ?? DEFAULT_FUEL
  },
  startOfTurn(ctx, plane) {
    if (plane.status !== 'flying' || isGliding(plane)) return
    const left = fuelOf(plane)
    if (left < plane.velocity) startGlide(ctx, plane, 'out of fuel')
  },
  moveAllowed(_ctx, plane, step) {
    if (isGliding(plane)) return null
    const m = trackOf(plane).now
    const v = Math.min(plane.velocity + (step.velocity ?? 0), Math.max(plane.velocity, baseMaxSpeed(plane)))
    const a = step.altitude ?? 0
    const cost = costNow(plane, v, m.climbed + Math.max(0, a), m.dived + Math.max(0, -a))
    const left = fuelOf(plane)
    if (cost > left) return `not enough fuel: this move would cost ${cost} and ${plane.id} has ${left} left (001 line 3)`
    return null
  },
  endOfMove(ctx, plane) {
    if (isGliding(plane)) return
    const t = trackOf(plane)
    const cost = Math.min(fuelOf(plane), fuelCost(t.now, t.prev, plane.velocity))
    plane.extra.fuel = fuelOf(plane) - cost
    ctx.say('fuel', `${plane.id} burns ${cost} fuel: ${fuelOf(plane)} left`, { plane: plane.id, cost })
  },
}
