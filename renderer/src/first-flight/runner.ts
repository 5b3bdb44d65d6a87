/**
 * The lesson runner's rule: when a coach mark is done, from what the table shows (the store, and the controls on
 * screen). Pure, so that it is tested without a table (runner.test.ts); Coach.tsx reads the situation and asks.
 *
 * A mark that waits for something the player does at one moment of the turn (cards chosen, the plan committed, a
 * control shown or gone) is also done once the table has played past the turn it began in: a player who did it
 * differently, or faster than the coach could say, is never left waiting for a moment that has gone.
 */
import type { MarkUntil } from '../../../shared/first-flight/lesson'

export interface Situation {
  /** the turn the table shows (its moves and fire played up to it) */
  turn: number
  /** the turn the host is at (ahead of the table while moves are being shown) */
  latestTurn: number
  /** the table is playing moves or fire */
  animating: boolean
  over: boolean
  /** the player's plane: its draft plan, and whether its plan for the latest turn is committed */
  draft: readonly (string | null)[]
  committed: boolean
  /** whether a control with this data-testid is on screen */
  visible: (testid: string) => boolean
}

/** Whether the mark waiting `until` is done, the mark having begun when the table showed turn `began`. */
export function markDone(until: MarkUntil, s: Situation, began: number): boolean {
  if (until.kind === 'next') return false
  if (until.kind === 'turn') return s.over || (s.turn >= until.turn && !s.animating)
  // the moment has gone: the table has played on past the turn the mark began in
  if (s.over || s.turn > began) return true
  switch (until.kind) {
    case 'chosen': {
      const filled = s.draft.filter((c) => c !== null).length
      return filled >= until.count && (!until.cards || until.cards.every((c, i) => s.draft[i] === c))
    }
    case 'committed':
      return s.committed || s.latestTurn > began
    case 'shown':
      return s.visible(until.testid)
    case 'gone':
      return !s.visible(until.testid)
  }
}

/** A control on screen: in the page, laid out, and not hidden. */
export function onScreen(testid: string, doc: Document = document): HTMLElement | null {
  for (const el of doc.querySelectorAll<HTMLElement>(`[data-testid="${CSS.escape(testid)}"]`)) {
    const r = el.getBoundingClientRect()
    if (r.width > 0 && r.height > 0) return el
  }
  return null
}
