/**
 * Where in another plane's reply pool its plan is drawn from, when no pilot is read and no fitted model draws it
 * (search-bot.ts column). By default towards the top of the pool, pool[⌊n u²⌋]; a level's `replyDraw` gives instead
 * a weight to each place of the pool, best-ranked first (the last weight for any place beyond the table), such as the
 * places the training pool's pilots were seen to fly from (issue 31's eighth pass of the search, docs/ai-passes.md).
 */

/** The place drawn for uniform `u` in [0, 1) among `n` places, by `weights` (absent: ⌊n u²⌋). */
export function replyPlace(n: number, u: number, weights?: readonly number[]): number {
  if (!weights?.length) return Math.floor(n * u * u)
  const at = (k: number) => weights[Math.min(k, weights.length - 1)]
  let sum = 0
  for (let k = 0; k < n; k++) sum += at(k)
  let r = u * sum
  for (let k = 0; k < n; k++) if ((r -= at(k)) < 0) return k
  return n - 1
}
