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
  // each event made whole, its keys in the order they always had: a spread object given one more key goes through
  // V8's runtime, some 4,000 instructions a plane removed (issue 31, a phase's cost)
  const to = 'all' as const
  const turn = state.turn
  const phase = state.phase
  const id = plane.id
  if (status === 'exited') events.push({ to, turn, phase, plane: id, type: 'exited', edge })
  else if (status === 'shot-down') events.push({ to, turn, phase, plane: id, type: 'shot-down' })
  else if (status === 'out-of-control') events.push({ to, turn, phase, plane: id, type: 'out-of-control' })
  else if (status === 'crashed') events.push({ to, turn, phase, plane: id, type: 'crashed' })
  else if (status === 'silenced') events.push({ to, turn, phase, plane: id, type: 'silenced' })
  else if (status === 'landed') events.push({ to, turn, phase, plane: id, type: 'balloon-landed' })
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
