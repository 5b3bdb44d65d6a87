/**
 * The best few plans looked at two turns deep (issue 31's eighth pass of the search, docs/ai-passes.md). The one-turn
 * search plays its 48 candidates against its 48 columns and values where the turn leaves the planes; a tactic two turns
 * deep (which card each plane may open its next turn with, who turns onto whose tail first) it sees only through the
 * hand-set stand terms. The next turn played as a game (next-game.ts) sees it, but costs some 17 rollouts a cell,
 * too much for every cell of the 48 x 48. So here it is asked only of the plans the strategy already favours: the
 * `top` plans with the largest shares, each against the first `columns` columns, and the plan is drawn from the
 * strategy of that smaller matrix, each cell's value blended with the next turn's with `weight`. A duel only (the
 * next turn as a game is a duel's); elsewhere, or where the strategy favours a single plan, the search's own pick.
 */

/** a level's refinement: how many plans, against how many columns, and the next turn's weight in a cell's value */
export interface Refine {
  top: number
  columns: number
  weight: number
}

/** a refined cell's rollouts, at most: the turn, then the next turn's game of up to 4 x 4 plans (next-game.ts menus) */
export const REFINE_CELL_ROLLOUTS = 1 + 4 * 4

/** The rows of the `top` largest shares of `strategy` (at least `floor` each), largest first; ties by the lower index. */
export function topRows(strategy: readonly number[], top: number, floor: number): number[] {
  return strategy
    .map((p, i) => ({ p, i }))
    .filter((x) => x.p >= floor)
    .sort((a, b) => b.p - a.p || a.i - b.i)
    .slice(0, top)
    .map((x) => x.i)
}

/** A cell's value with the next turn's (null: no next turn as a duel, the turn's own value) blended in with `weight`. */
export function blend(turn: number, next: number | null, weight: number): number {
  return next === null ? turn : (1 - weight) * turn + weight * next
}
