/**
 * The style model's θ (shared/bots/search/style.ts) at the maximum a posteriori, by Fisher scoring: the bench's fits of
 * style-data.ts's records (style-fit.ts, style-own.ts).
 */
import { choiceProbabilities } from '../../shared/bots/search/style'
import { solve } from './solve'
import type { StyleRecord } from './style-data'

/** θ by Fisher scoring from `start`: steps of (Σ Cov_p[f] + precision I)^-1 gradient, which cannot overshoot as plain steps do. */
export function newton(rs: readonly StyleRecord[], prior: readonly number[], precision: number, steps: number, start = prior): number[] {
  const theta = [...start]
  const m = theta.length
  for (let step = 0; step < steps; step++) {
    const grad = theta.map((t, k) => -precision * (t - prior[k]))
    const h = theta.map((_, a) => theta.map((__, b) => (a === b ? precision : 0)))
    for (const r of rs) {
      const p = choiceProbabilities(theta, r.features, r.counts)
      let pm = 0
      for (const i of r.matched) pm += p[i]
      if (pm <= 0) continue
      const mean = new Array<number>(m).fill(0)
      for (let i = 0; i < p.length; i++) for (let k = 0; k < m; k++) mean[k] += p[i] * r.features[i][k]
      for (let k = 0; k < m; k++) {
        let hit = 0
        for (const i of r.matched) hit += p[i] * r.features[i][k]
        grad[k] += hit / pm - mean[k]
      }
      for (let i = 0; i < p.length; i++) {
        if (p[i] < 1e-9) continue
        const f = r.features[i]
        for (let a = 0; a < m; a++) for (let b = 0; b < m; b++) h[a][b] += p[i] * (f[a] - mean[a]) * (f[b] - mean[b])
      }
    }
    const d = solve(h, grad)
    for (let k = 0; k < m; k++) theta[k] += d[k]
  }
  return theta
}
