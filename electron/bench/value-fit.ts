/**
 * Fitting the search's next-turn value (issue 31; shared/bots/search/next-turn.ts) from value-data.ts's records of
 * training-pool games: the mean damage share a plane dealt its enemy in the turn after a stand, per cell of (range,
 * the enemy off its nose, it off the enemy's nose), each cell shrunk towards its (range, off its nose) row with a few
 * records' weight so that a thin cell says little. Games of odd number are kept out of the fit and scored: the mean
 * squared error of the table's prediction against the mean's alone, and against the one-turn look the value had (the
 * cards its guns would have on the enemy right now).
 *
 *   npx tsx electron/bench/value-fit.ts records.jsonl [more.jsonl] [--write]
 *
 * --write: fit on every record and write shared/bots/search/next-turn-table.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { nextTurnCell, type NextTurnTable } from '../../shared/bots/search/next-turn'
import { readShards } from './jsonl-shards'
import type { ValueRecord } from './value-data'

const RANGES = process.env.FIT_RANGES ? [...process.env.FIT_RANGES.split(",").map(Number), Infinity] : [0.5, 1, 1.5, 2, 3, Infinity]
const ANGLE_BINS = Number(process.env.FIT_ANGLES ?? 8)
/** records' weight of a cell's row in its estimate */
const SHRINK = Number(process.env.FIT_SHRINK ?? 8)

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const write = process.argv.includes('--write')
/** each file's records: its games are numbered from 0, so a game is its file and its number */
const byFile = readShards<ValueRecord>(files, (f) => readFileSync(f, 'utf8'))
const records = byFile.flat()
const games = byFile.reduce((n, rs) => n + new Set(rs.map((r) => r.game)).size, 0)

const shape: NextTurnTable = { ranges: RANGES, angleBins: ANGLE_BINS, dealt: [] }
const cells = RANGES.length * ANGLE_BINS * ANGLE_BINS

function fit(rs: readonly ValueRecord[]): NextTurnTable {
  const sum = new Array<number>(cells).fill(0)
  const n = new Array<number>(cells).fill(0)
  for (const r of rs) {
    const c = nextTurnCell(shape, r)
    sum[c] += r.dealt
    n[c]++
  }
  const mean = rs.reduce((t, r) => t + r.dealt, 0) / Math.max(1, rs.length)
  const dealt: number[] = []
  for (let ri = 0; ri < RANGES.length; ri++) {
    for (let ai = 0; ai < ANGLE_BINS; ai++) {
      let rowSum = 0
      let rowN = 0
      for (let bi = 0; bi < ANGLE_BINS; bi++) {
        const c = (ri * ANGLE_BINS + ai) * ANGLE_BINS + bi
        rowSum += sum[c]
        rowN += n[c]
      }
      const row = (rowSum + SHRINK * mean) / (rowN + SHRINK)
      for (let bi = 0; bi < ANGLE_BINS; bi++) {
        const c = (ri * ANGLE_BINS + ai) * ANGLE_BINS + bi
        dealt.push((sum[c] + SHRINK * row) / (n[c] + SHRINK))
      }
    }
  }
  return { ...shape, dealt }
}

function mse(rs: readonly ValueRecord[], predict: (r: ValueRecord) => number): number {
  return rs.reduce((t, r) => t + (predict(r) - r.dealt) ** 2, 0) / rs.length
}

/** The one-turn look: 1 card's worth when the enemy is within the front arc (60 degrees either side) and the ruler. */
function gunsNow(r: ValueRecord): number {
  return r.a <= Math.PI / 6 && r.r <= 1 ? (r.r <= 0.5 ? 2 : 1) : 0
}

const train = records.filter((r) => r.game % 2 === 0)
const test = records.filter((r) => r.game % 2 === 1)
const table = fit(train)
const mean = train.reduce((t, r) => t + r.dealt, 0) / train.length
// the one-turn look scaled by least squares on the training half
const g = train.map(gunsNow)
const k = train.reduce((t, r, i) => t + g[i] * (r.dealt - mean), 0) / Math.max(1e-9, train.reduce((t, _, i) => t + g[i] * g[i], 0))
console.log(`${records.length} records (${train.length} fitted, ${test.length} scored), ${games} games`)
console.log(`mean damage share dealt the next turn: ${mean.toFixed(4)}`)
console.log(`mean squared error on the scored half: the mean ${mse(test, () => mean).toFixed(5)}, guns now ${mse(test, (r) => mean + k * gunsNow(r)).toFixed(5)}, the table ${mse(test, (r) => table.dealt[nextTurnCell(table, r)]).toFixed(5)}`)

if (write) {
  const all = fit(records)
  const rows: string[] = []
  for (let i = 0; i < all.dealt.length; i += ANGLE_BINS) rows.push(`    ${all.dealt.slice(i, i + ANGLE_BINS).map((x) => x.toFixed(4)).join(', ')},`)
  const text = `/**
 * The next-turn value's table (next-turn.ts), written by electron/bench/value-fit.ts from ${records.length} records of
 * ${games} training-pool games (electron/bench/value-data.ts): the mean damage share a plane dealt its
 * enemy in the next turn, by range (upper edges in rulers), the enemy off its nose and it off the enemy's nose (${ANGLE_BINS} bins of
 * ${180 / ANGLE_BINS} degrees each), each row of ${ANGLE_BINS} running over the last. Do not edit by hand: rerun the
 * fit (docs/ai-passes.md).
 */
import type { NextTurnTable } from './next-turn-shape'

export const NEXT_TURN_TABLE: NextTurnTable = {
  ranges: [${RANGES.map((x) => (x === Infinity ? 'Infinity' : String(x))).join(', ')}],
  angleBins: ${ANGLE_BINS},
  // prettier-ignore
  dealt: [
${rows.join('\n')}
  ],
}
`
  writeFileSync(new URL('../../shared/bots/search/next-turn-table.ts', import.meta.url), text)
  console.log('wrote shared/bots/search/next-turn-table.ts')
}
