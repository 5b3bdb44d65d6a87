/**
 * Victory (002 VICTORY): "Shoot down your opponents. Other scenario objectives may include: ..."
 *
 * Decisions (rules.md):
 * - a side with no plane left flying (shot down, crashed, landed or flown off the map) has lost; if no side has one,
 *   it is a draw;
 * - a side that achieves every objective its scenario gives it wins at once;
 * - at the turn limit (30 rounds unless the scenario says) each side scores 1 for each aircraft or balloon it is
 *   credited with and 1 for each objective achieved; the higher score wins, equal scores draw.
 */
import type { HexContext } from './hooks'
import type { HexState } from './types'
import { planeById } from './util'

function sides(state: HexState): string[] {
  return [...new Set(state.planes.map((p) => p.side))]
}

function over(ctx: HexContext, winner: string | null, words: string): true {
  ctx.state.result = { winner, words }
  ctx.state.phase = 'over'
  ctx.state.pending = []
  ctx.state.move = null
  ctx.say('game-over', words, { winner })
  return true
}

/** Ends the game if a side has won or none can; true when it is over. */
export function checkEnd(ctx: HexContext): boolean {
  const { state } = ctx
  if (state.phase === 'over') return true
  for (const side of sides(state)) {
    const mine = state.setup.objectives.filter((o) => o.side === side)
    if (mine.length && mine.every((o) => state.achieved.includes(o.id))) return over(ctx, side, `${side} win: every objective achieved`)
  }
  const left = sides(state).filter((s) => state.planes.some((p) => p.side === s && p.status === 'flying'))
  if (left.length === 1) return over(ctx, left[0], `${left[0]} win: no enemy plane is left flying`)
  if (left.length === 0) return over(ctx, null, 'A draw: no plane is left flying')
  return false
}

export function score(state: HexState, side: string): number {
  const credited = state.credits.filter((c) => c.by.some((b) => planeById(state, b)?.side === side)).length
  const objectives = state.setup.objectives.filter((o) => o.side === side && state.achieved.includes(o.id)).length
  return credited + objectives
}

/** The turn limit is reached: the scores decide. */
export function endAtLimit(ctx: HexContext): void {
  const all = sides(ctx.state).map((s) => ({ s, n: score(ctx.state, s) })).sort((a, b) => b.n - a.n)
  const words = all.map((x) => `${x.s} ${x.n}`).join(', ')
  if (all.length > 1 && all[0].n === all[1].n) over(ctx, null, `A draw at the turn limit (${words})`)
  else over(ctx, all[0].s, `${all[0].s} win at the turn limit (${words})`)
}
