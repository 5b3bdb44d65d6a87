/**
 * Planes leaving the game: shot down, exploded, out of control, or off the table. A plane that has left never
 * acts again; the damage cards it held go back to their decks' discard piles.
 */
import type { Edge } from '../content/types'
import type { GameEvent, GameState, PlaneState, PlaneStatus } from './state-types'

export function removePlane(state: GameState, plane: PlaneState, status: Exclude<PlaneStatus, 'flying' | 'standing'>, edge: Edge | null, events: GameEvent[] | null): void {
  if (plane.status !== 'flying' && plane.status !== 'standing') return
  plane.status = status
  plane.out = { turn: state.turn, phase: state.phase, edge }
  plane.plan = null
  for (const id of plane.damage) state.decks[id.charAt(0)]?.discard.push(id)
  if (!events) return
  const base = { to: 'all' as const, turn: state.turn, phase: state.phase, plane: plane.id }
  if (status === 'exited') events.push({ ...base, type: 'exited', edge: edge! })
  else if (status === 'shot-down') events.push({ ...base, type: 'shot-down' })
  else if (status === 'out-of-control') events.push({ ...base, type: 'out-of-control' })
  else if (status === 'crashed') events.push({ ...base, type: 'crashed' })
  else if (status === 'silenced') events.push({ ...base, type: 'silenced' })
  else if (status === 'landed') events.push({ ...base, type: 'balloon-landed' })
  // an explosion is reported with the card that caused it
}

/** Whether a piece is in play: an aeroplane flying, a balloon or ground piece standing. */
export function inPlay(p: { status: PlaneStatus }): boolean {
  return p.status === 'flying' || p.status === 'standing'
}

/** Whether a plane was destroyed (as opposed to leaving the table): it scores as shot down. */
export function isDestroyed(p: PlaneState): boolean {
  return p.status === 'shot-down' || p.status === 'exploded' || p.status === 'out-of-control' || p.status === 'crashed'
}
