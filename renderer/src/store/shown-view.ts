/**
 * What the table has played up to: the view the panels, the HUD and the end screen show. The host's latest view
 * (game.view) decides what the seat may do; what the seat sees follows the playback, so that a kill, a turn or the
 * end of the game is never told before its events have been played on the table.
 *
 * Each view came with the events since the previous one; it is shown once all of them are played.
 */
import type { GameView } from '../../../shared/engine/view'
import type { GameSliceState } from './game-slice'

type Played = Pick<GameSliceState, 'view' | 'views' | 'playedCount'>

/** The newest queued view whose events have all been played (the oldest queued if none is yet). */
export function shownView(game: Played): GameView | null {
  let shown = game.views[0]?.view ?? null
  for (const q of game.views) if (q.through <= game.playedCount) shown = q.view
  return shown ?? game.view
}

/** Where the table is: the turn and phase (0: planning) it has played up to, and whether it has played the end. */
export interface TablePosition {
  turn: number
  phase: number
  over: boolean
}

/**
 * The turn and phase of the shown view, or of the last event played after it when the table has gone on past it
 * (a turn's moves and fire are played between two views).
 */
export function tablePosition(game: Played & Pick<GameSliceState, 'played'>): TablePosition | null {
  const view = shownView(game)
  if (!view) return null
  const pos: TablePosition = { turn: view.turn, phase: view.step === 'planning' ? 0 : view.phase, over: view.step === 'over' }
  const shownThrough = game.views.filter((q) => q.through <= game.playedCount).reduce((m, q) => Math.max(m, q.through), 0)
  const last = game.played[game.played.length - 1]
  if (!pos.over && last && game.playedCount > shownThrough && (last.turn > pos.turn || (last.turn === pos.turn && last.phase > pos.phase))) {
    pos.turn = last.turn
    pos.phase = last.phase
  }
  return pos
}

/** Every event received has been played: the table shows the host's latest view. */
export function caughtUp(game: Pick<GameSliceState, 'pending'>): boolean {
  return game.pending.length === 0
}

export const selectShownView = (s: { game: GameSliceState }): GameView | null => shownView(s.game)
