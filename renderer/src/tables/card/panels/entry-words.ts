/**
 * Planes that enter later (003 A Lonely Sentinel, lines 1288-1292: "The German player puts either a left or a right
 * manoeuvre card facedown ... At the end of the second turn, he shows the card and puts the Albatros ... in the left or
 * in the right corner"): what the entry panel asks this seat, from its own view. The engine's rules/entering.ts decides.
 */
import type { GameView } from '../../../../../shared/engine/view'

export interface EntryAsk {
  plane: string
  /** the plane's name, e.g. "Albatros D.III" */
  name: string
  turn: number
  places: string[]
  /** the place chosen, once it is (the seat's own secret) */
  chosen: string | null
}

/** The seat's planes kept off the table with a choice of places, while the choice is open (before turn 1's first card). */
export function entryAsks(view: GameView, seat: string | null, names: (aircraft: string) => string): EntryAsk[] {
  if (!seat || view.step !== 'planning' || view.turn !== 1 || view.phase !== 0) return []
  const out: EntryAsk[] = []
  view.planes.forEach((p, i) => {
    const enters = view.setup.planes[i]?.enters
    const entry = (p.effects as { entry?: { chosen: boolean; place: string | null } } | undefined)?.entry
    if (p.seat !== seat || p.status !== 'waiting' || !enters || enters.places.length < 2 || !entry) return
    out.push({ plane: p.id, name: names(p.aircraft), turn: enters.turn, places: enters.places.map((q) => q.id), chosen: entry.chosen ? entry.place : null })
  })
  return out
}

/** "Left corner" for a place's id. */
export function placeWords(place: string): string {
  return place.charAt(0).toUpperCase() + place.slice(1)
}
