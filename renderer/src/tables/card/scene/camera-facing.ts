/**
 * Which way the table is seen from: each player looks from behind their own team's table edge (SetupTeam.edge),
 * as they would sit at the physical table, so that their planes start at the bottom of the screen and fly up it.
 * A hotseat hand-off turns the table to the next player's edge at once (the hand-off screen hides the turn); a
 * spectator, with no edge of their own, looks from the Allied edge.
 *
 * Yaw is the camera's bearing round the table's centre, in the world's frame (scene/coords.ts: north is -z, east
 * is +x): a yaw of 0 puts the camera on the south side (+z), looking north; π/2 on the east side (+x).
 */
import type { Edge } from '../../../../../shared/content/types'
import type { GameSetup, SeatId } from '../../../../../shared/engine/types'

/** The edge a view is seen from when no seat decides it: the Allied team's, else the south. */
export function neutralEdge(setup: Pick<GameSetup, 'teams'>): Edge {
  return setup.teams.find((t) => t.side === 'allied')?.edge ?? 'south'
}

/**
 * The edge the camera stands behind for a seat: its team's own edge. `seat` null (a spectator, or a seat whose
 * team the setup does not know) gets the neutral edge.
 */
export function facingEdge(setup: Pick<GameSetup, 'teams' | 'seats'>, seat: SeatId | null): Edge {
  if (seat === null) return neutralEdge(setup)
  const team = setup.seats.find((s) => s.id === seat)?.team
  return setup.teams.find((t) => t.id === team)?.edge ?? neutralEdge(setup)
}

/**
 * Whose edge the table faces now: the player the screen is being handed to (the turn happens behind the
 * hand-off screen), otherwise the seat whose view this is.
 */
export function facingSeat(viewSeat: SeatId | null, handOffSeat: SeatId | null | undefined): SeatId | null {
  return handOffSeat ?? viewSeat
}

const YAW: Record<Edge, number> = { south: 0, east: Math.PI / 2, north: Math.PI, west: -Math.PI / 2 }

/** The camera's bearing for an edge (see the module comment). */
export function edgeYaw(edge: Edge): number {
  return YAW[edge]
}

/** The unit direction from the table's centre to a camera at this bearing, `elevation` above the horizon. */
export function orbitDirection(yaw: number, elevation: number): [number, number, number] {
  const c = Math.cos(elevation)
  return [Math.sin(yaw) * c, Math.sin(elevation), Math.cos(yaw) * c]
}

/** An angle brought into (-π, π]. */
export function wrapAngle(a: number): number {
  const t = Math.PI * 2
  let r = a % t
  if (r <= -Math.PI) r += t
  else if (r > Math.PI) r -= t
  return r
}

/** The camera's bearing from its position (the inverse of orbitDirection's x and z). */
export function yawOf(x: number, z: number): number {
  return Math.atan2(x, z)
}

/** A step of `k` (0..1) of the way from `from` towards `to`, the short way round. */
export function turnTowards(from: number, to: number, k: number): number {
  return wrapAngle(from + wrapAngle(to - from) * k)
}

/**
 * The table's extent across the screen and up it when seen from a bearing: from the east or west the table's
 * depth runs across the screen and its width up it.
 */
export function screenExtent(width: number, depth: number, yaw: number): { across: number; up: number } {
  const s = Math.abs(Math.sin(yaw))
  const c = Math.abs(Math.cos(yaw))
  return { across: width * c + depth * s, up: depth * c + width * s }
}
