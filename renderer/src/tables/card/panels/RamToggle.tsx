/**
 * 000 Collisions (line 456): "unless one pilot declares that he is ramming in which case the C-deck is used". A tick
 * beside a plane's plan: ticked, the plan is sent with `ram: true`, a declaration for this turn, secret until the
 * plane collides. Shown only where the engine lets a pilot ram (rammingPlayed: 000's collision damage in force). In
 * 004's turn-less game it stands in the queue panel's head and goes with each card queued while ticked this turn:
 * the declaration holds from the phase it is made before to the turn's end (rules.md).
 */
import { useSyncExternalStore } from 'react'
import { rammingPlayed } from '../../../../../shared/engine/rules/altitude/collision-damage-000'
import type { GameView } from '../../../../../shared/engine/view'

/** The planes whose pilots mean to ram, each with the turn it was ticked for (a declaration lasts one turn). */
let chosen: ReadonlyMap<string, number> = new Map()
const listeners = new Set<() => void>()

/** Whether the pilot of `plane` declares ramming with its plan for `turn`. */
export function ramChosen(plane: string, turn: number): boolean {
  return chosen.get(plane) === turn
}

export function setRam(plane: string, turn: number, on: boolean): void {
  const next = new Map(chosen)
  if (on) next.set(plane, turn)
  else next.delete(plane)
  chosen = next
  for (const l of listeners) l()
}

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function RamToggle({ view, plane }: { view: GameView; plane: string }) {
  const map = useSyncExternalStore(subscribe, () => chosen)
  if (!rammingPlayed(view.setup.options)) return null
  const on = map.get(plane) === view.turn
  return (
    <label className="chip ram-toggle" title={"Ram: a collision of this plane this turn deals C cards to both planes instead of A cards. Secret until it collides.\nRule source: 000 Collisions, line 456"} data-testid="ram-toggle">
      <input type="checkbox" checked={on} onChange={(e) => setRam(plane, view.turn, e.target.checked)} data-testid="ram-tick" /> Ram
    </label>
  )
}
