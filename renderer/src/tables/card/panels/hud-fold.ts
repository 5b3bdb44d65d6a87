/**
 * How much of the top bar folds into its "☰ More" menu (issue 26, "the table fits every screen"): measured, not
 * guessed. The bar's own words (turn, phase, seat, the game's rules, the status) and Leave always stay on it; the
 * other controls each have a rank, the least used the lowest, and fold lowest rank first, as few as the width
 * needs. Their widths are those measured while they stood on the bar (remembered while they are folded), so the
 * choice is made in one pass and does not flicker between two answers.
 */

/** A control of the bar that may fold: its id and its rank (lower folds first). */
export interface FoldMeasure {
  id: string
  rank: number
  /** its width on the bar, px; undefined if never measured (then it is taken as standing on the bar) */
  width: number | undefined
}

/**
 * The ids to fold: the lowest ranks first, until what stays fits `available` px. `fixed` is the width of what never
 * folds (gaps included), `gap` the space between two controls, `menu` the width of the "☰ More" button (which
 * takes a place on the bar once anything is folded).
 */
export function foldedIds(available: number, fixed: number, items: readonly FoldMeasure[], gap: number, menu: number): Set<string> {
  const width = (i: FoldMeasure) => (i.width ?? 0) + gap
  let used = fixed + items.reduce((s, i) => s + width(i), 0)
  const out = new Set<string>()
  if (used <= available) return out
  used += menu + gap
  const order = [...items].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1))
  for (const i of order) {
    if (used <= available) break
    out.add(i.id)
    used -= width(i)
  }
  return out
}
