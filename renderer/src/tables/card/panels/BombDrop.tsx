/**
 * 003 Bombing (lines 825-826): "Before revealing any manoeuvre, the bomber can decide to drop one or more groups of
 * bombs, or even all the load." Beside a bomber's plan: the card to drop the bombs still aboard with (none, or the
 * card of slot 1, 2 or 3), sent with the plan as its `drop` and kept secret with it until that card is flown. Shown
 * only for a plane that still carries bombs. "Bombs cannot be dropped just after an Immelmann or Split-S" (lines 837-838):
 * the engine refuses such a plan with its reason. In a scenario with a bomb run (Wings over the Flanders, A Hard Task:
 * rules/bombing/bomb-run.ts) the tooltip says that rule instead.
 */
import { useSyncExternalStore } from 'react'
import type { GameView } from '../../../../../shared/engine/view'

/** the slot each plane drops its bombs with, and the turn it was chosen for */
let chosen: ReadonlyMap<string, { turn: number; slot: number }> = new Map()
const listeners = new Set<() => void>()

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function setDrop(plane: string, turn: number, slot: number | null): void {
  const next = new Map(chosen)
  if (slot === null) next.delete(plane)
  else next.set(plane, { turn, slot })
  chosen = next
  for (const l of listeners) l()
}

/** The groups of the load still aboard `plane`, by index (none when it carries no bombs). */
export function groupsAboard(view: GameView, plane: string): number[] {
  const bombs = view.planes.find((p) => p.id === plane)?.effects?.bombs
  if (!bombs) return []
  return bombs.load.map((_, k) => k).filter((k) => !bombs.dropped[k])
}

/** The plan command's `drop` for this plane and turn: every group still aboard with the chosen card, or nothing. */
export function dropChosen(view: GameView, plane: string): { slot: number; groups: number[] }[] | undefined {
  const c = chosen.get(plane)
  const groups = groupsAboard(view, plane)
  if (!c || c.turn !== view.turn || groups.length === 0) return undefined
  return [{ slot: c.slot, groups }]
}

export function BombDrop({ view, plane }: { view: GameView; plane: string }) {
  const map = useSyncExternalStore(subscribe, () => chosen)
  const groups = groupsAboard(view, plane)
  if (groups.length === 0) return null
  const points = groups.reduce((sum, k) => sum + view.planes.find((p) => p.id === plane)!.effects!.bombs!.load[k], 0)
  const c = map.get(plane)
  const slot = c && c.turn === view.turn ? c.slot : null
  const run = view.setup.planes.find((p) => p.id === plane)?.bombRun
  const title = run
    ? `The scenario's bomb run: the bombs fall on the target if the plane passes over the centre of the target card during the card you choose${run.maxLevel !== undefined ? `, at an altitude of ${run.maxLevel} or less` : ''}; they miss if it does not. Not with the observer incapacitated, not after an Immelmann or Split-S. Secret until that card is flown.`
    : "Bombing: the bombs fall in front of the plane after the card you choose (a straight's length ahead, a stall's after a stall); a bomb card covering the target's red dot scores in full, any part of the card half. Not after an Immelmann or Split-S. Secret until that card is flown.\nRule source: 003 Bombing (lines 821-838)"
  return (
    <label className="chip bomb-drop" title={title} data-testid="bomb-drop">
      Bombs ({points} pts):{' '}
      <select value={slot === null ? '' : String(slot)} onChange={(e) => setDrop(plane, view.turn, e.target.value === '' ? null : Number(e.target.value))} data-testid="bomb-drop-slot">
        <option value="">keep</option>
        <option value="0">drop after card 1</option>
        <option value="1">drop after card 2</option>
        <option value="2">drop after card 3</option>
      </select>
    </label>
  )
}
