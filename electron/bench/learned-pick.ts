/**
 * The most the audit finds in a turn's matrix (issue 31's fourteenth pass, docs/ai-passes.md): a way of picking a plan
 * learnt from the audit itself. Each candidate is described by what the search knew when it picked (its row of the
 * matrix: mean, spread, worst, best, median; its place in the cheap ranking; which share of the candidates it came
 * from; the strategy's weight on it), a ridge regression fits how far its truth stood from the turn's mean truth, and
 * the pick is the candidate it scores best. Fitted on the games of three quarters of the seeds and priced on the games
 * of the quarter left (four folds), so that no turn is priced by a fit that saw it.
 */
import type { Audited } from './oracle-ace'

const mean = (a: readonly number[]) => (a.length ? a.reduce((s, x) => s + x, 0) / a.length : 0)
const std = (a: readonly number[]) => {
  const m = mean(a)
  return Math.sqrt(mean(a.map((x) => (x - m) ** 2)))
}
const median = (a: readonly number[]) => {
  const s = [...a].sort((x, y) => x - y)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The features of each candidate of a plane-turn, every row statistic taken from the turn's average over candidates. */
export function rowFeatures(x: Audited): number[][] {
  const n = x.matrix.length
  const stats = x.matrix.map((r) => [mean(r), std(r), Math.min(...r), Math.max(...r), median(r)])
  const centre = [0, 1, 2, 3].map((k) => mean(stats.map((s) => s[k])))
  const sd = std(stats.map((s) => s[0])) || 1
  return stats.map((s, i) => [
    s[0] - centre[0],
    (s[0] - centre[0]) / sd,
    s[1] - centre[1],
    s[2] - centre[2],
    s[3] - centre[3],
    s[4] - centre[0],
    x.cheap[i] < 0 ? 1 : 0,
    x.cheap[i] >= 0 && x.cheap[i] < 4 ? 1 : 0,
    i < n / 2 ? 1 : 0,
    i >= (3 * n) / 4 ? 1 : 0,
    x.strategy[i] ?? 0,
    Math.log((x.strategy[i] ?? 0) + 1e-4),
  ])
}

/** Ridge regression: the w minimising |Xw - y|² + lambda |w|² (the normal equations, by Gaussian elimination). */
export function ridge(X: readonly (readonly number[])[], y: readonly number[], lambda: number): number[] {
  const d = X[0]?.length ?? 0
  const A = Array.from({ length: d }, (_, i) => Array.from({ length: d + 1 }, (_, j) => (j === d ? 0 : i === j ? lambda : 0)))
  X.forEach((row, k) => {
    for (let i = 0; i < d; i++) {
      for (let j = 0; j < d; j++) A[i][j] += row[i] * row[j]
      A[i][d] += row[i] * y[k]
    }
  })
  for (let c = 0; c < d; c++) {
    let p = c
    for (let r = c + 1; r < d; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r
    ;[A[c], A[p]] = [A[p], A[c]]
    for (let r = 0; r < d; r++) {
      if (r === c || A[c][c] === 0) continue
      const f = A[r][c] / A[c][c]
      for (let j = c; j <= d; j++) A[r][j] -= f * A[c][j]
    }
  }
  return A.map((row, i) => (row[i] === 0 ? 0 : row[d] / row[i]))
}

/** For every plane-turn of the games, the candidate the fit on the other folds' seeds scores best. */
export function crossFittedPicks(games: readonly { seed: number; audited: readonly Audited[] }[], folds = 4, lambda = 10): Map<Audited, number> {
  const seeds = [...new Set(games.map((g) => g.seed))].sort((a, b) => a - b)
  const foldOf = new Map(seeds.map((s, k) => [s, k % folds]))
  const out = new Map<Audited, number>()
  for (let f = 0; f < Math.min(folds, seeds.length); f++) {
    const X: number[][] = []
    const y: number[] = []
    for (const g of games)
      if (foldOf.get(g.seed) !== f)
        for (const x of g.audited) {
          const m = mean(x.truth)
          rowFeatures(x).forEach((row, i) => {
            X.push(row)
            y.push(x.truth[i] - m)
          })
        }
    if (!X.length) continue
    const w = ridge(X, y, lambda)
    for (const g of games)
      if (foldOf.get(g.seed) === f)
        for (const x of g.audited) {
          const score = rowFeatures(x).map((row) => row.reduce((s, v, k) => s + v * w[k], 0))
          out.set(x, score.reduce((k, v, i) => (v > score[k] ? i : k), 0))
        }
  }
  return out
}
