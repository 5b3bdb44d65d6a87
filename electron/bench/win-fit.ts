/**
 * Fitting the search's win value (issue 31, sixth pass; shared/bots/search/win-value.ts) from value-data.ts's records of
 * training-pool games: a logistic regression of whether the plane's side won the game on the features of where it
 * stood at a turn's start (WIN_FEATURES), by Newton's method with a small ridge. Games of odd number are kept out of
 * the fit and scored: the log loss of the model against the bias alone and against the damage alone (the features the
 * search's hand-set value leans on most).
 *
 *   npx tsx electron/bench/win-fit.ts records.jsonl [more.jsonl] [--write]
 *
 * --write: fit on every record and write shared/bots/search/win-value-theta.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { WIN_FEATURES } from '../../shared/bots/search/win-value'
import { readShards } from './jsonl-shards'
import { solve } from './solve'
import type { ValueRecord } from './value-data'

const RIDGE = Number(process.env.FIT_RIDGE ?? 1)

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const write = process.argv.includes('--write')
const byFile = readShards<ValueRecord>(files, (f) => readFileSync(f, 'utf8'))
const records = byFile.flat()
const games = byFile.reduce((n, rs) => n + new Set(rs.map((r) => r.game)).size, 0)

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z))

/** Logistic regression on the features in `use` (indices), the others held at 0. */
function fit(rs: readonly ValueRecord[], use: readonly number[]): number[] {
  const n = WIN_FEATURES.length
  let theta = new Array<number>(n).fill(0)
  for (let it = 0; it < 25; it++) {
    const h = use.map(() => use.map(() => 0))
    const g = use.map(() => 0)
    for (const r of rs) {
      let z = 0
      for (const k of use) z += theta[k] * r.f[k]
      const p = sigmoid(z)
      const w = p * (1 - p)
      for (let a = 0; a < use.length; a++) {
        g[a] += (r.won - p) * r.f[use[a]]
        for (let b = 0; b < use.length; b++) h[a][b] += w * r.f[use[a]] * r.f[use[b]]
      }
    }
    for (let a = 0; a < use.length; a++) {
      if (use[a] !== 0) {
        g[a] -= RIDGE * theta[use[a]]
        h[a][a] += RIDGE
      }
    }
    const step = solve(h, g)
    const next = [...theta]
    use.forEach((k, a) => (next[k] += step[a]))
    const moved = Math.max(...step.map(Math.abs))
    theta = next
    if (moved < 1e-9) break
  }
  return theta
}

function logLoss(rs: readonly ValueRecord[], theta: readonly number[]): number {
  let s = 0
  for (const r of rs) {
    let z = 0
    for (let k = 0; k < theta.length; k++) z += theta[k] * r.f[k]
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)))
    s -= r.won ? Math.log(p) : Math.log(1 - p)
  }
  return s / rs.length
}

/** features left out of the fit (FIT_DROP, names by commas): their coefficients 0 */
const drop = new Set((process.env.FIT_DROP ?? '').split(',').filter(Boolean))
const all = WIN_FEATURES.flatMap((name, k) => (drop.has(name) ? [] : [k]))
const byName = (...names: string[]): number[] => names.map((x) => WIN_FEATURES.indexOf(x as (typeof WIN_FEATURES)[number]))
const train = records.filter((r) => r.game % 2 === 0)
const test = records.filter((r) => r.game % 2 === 1)
console.log(`${records.length} records of ${games} games; ${train.length} to fit, ${test.length} kept out; won ${(records.reduce((s, r) => s + r.won, 0) / records.length).toFixed(3)}`)
for (const [label, use] of [
  ['bias alone', byName('bias')],
  ['damage alone', byName('bias', 'damage', 'damageEnemy', 'damage2', 'damageEnemy2')],
  ['stand alone', byName('bias', 'nextDealt', 'nextTaken', 'behind', 'behindBy', 'guns', 'threat', 'edge', 'edgeEnemy')],
  ['every feature', all],
] as const) {
  const theta = fit(train, use)
  console.log(`${label.padEnd(14)} log loss kept out ${logLoss(test, theta).toFixed(4)} (fitted on ${logLoss(train, theta).toFixed(4)})`)
}
const theta = fit(records, all)
for (let k = 0; k < theta.length; k++) console.log(`  ${WIN_FEATURES[k].padEnd(13)} ${theta[k].toFixed(4)}`)

if (write) {
  const text = `/**
 * The win value's coefficients (win-value.ts), written by electron/bench/win-fit.ts from ${records.length} records of
 * ${games} training-pool games (electron/bench/value-data.ts), ridge ${RIDGE}${drop.size ? `, without ${[...drop].join(', ')}` : ''}: theta for WIN_FEATURES, in order.
 * Do not edit by hand: rerun the fit (docs/ai-passes.md).
 */
export const WIN_THETA: readonly number[] = [${theta.map((t) => t.toFixed(4)).join(', ')}]
`
  writeFileSync(new URL('../../shared/bots/search/win-value-theta.ts', import.meta.url), text)
  console.log('wrote shared/bots/search/win-value-theta.ts')
}
