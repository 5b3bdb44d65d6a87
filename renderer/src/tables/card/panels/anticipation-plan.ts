/**
 * 004's Anticipation (line 388) in the planning panel: "Place cards for phases I and II as normal. Only place the
 * phase III card after all phase II moving and firing has been resolved." An anticipating pilot's plane drafts two
 * cards at the turn's start (the third slot says "after phase II"), and after phase II the third card alone, the two
 * flown shown in their slots (rules/aces/anticipation.ts judges it).
 */
import type { CompiledPlane } from '../../../../../shared/engine/compiled'
import type { SlotCheck } from '../../../../../shared/engine/planning'
import { anticipates, anticipationWants } from '../../../../../shared/engine/rules/aces/anticipation'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'

/** 'first': the two cards of phases I and II to place; 'third': the phase III card; null: a plan of three as always. */
export function anticipationStage(view: GameView, plane: CompiledPlane | undefined | null, p: PlaneView | undefined | null): 'first' | 'third' | null {
  if (!plane || !p || !anticipates(plane) || view.setup.options.turnless) return null
  const want = anticipationWants(true, p.plan, view.phase)
  return want === 1 ? 'third' : want === 2 ? 'first' : null
}

/** The checks of the slots when only the third card is placed: the two flown are past judging; the third as the deck says. */
export function thirdChecks(draft: readonly (string | null)[], reasons: ReadonlyMap<string, string | null>): SlotCheck[] {
  return draft.map((id, k) => ({ card: id ?? '', reason: k === 2 && id ? (reasons.get(id) ?? null) : null }))
}
