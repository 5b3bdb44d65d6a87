/**
 * Issue 31, twenty-fifth pass: does the style model (shared/bots/search/style.ts) forecast a pilot once it has seen
 * many of that pilot's turns, from other games? style-fit.ts asks how it forecasts a pilot never met (fitted on other
 * pilots, or refitted within one game); this asks what a memory of a pilot's style across games could reach: each
 * pilot's θ fitted (Fisher scoring, pulled towards PRIOR_THETA with the precision given) on its turns of the games of
 * one parity, and scored on the turns of the other parity. Printed per pilot: the mean log-likelihood a turn, how
 * often the plan flown was the likeliest row, and the mean probability the model gave the plans flown (the share of
 * the search's columns that would hold the plan flown, were every column drawn from it; an upper bound, as a feature
 * row may hold plans that end apart). The same for the hand-set PRIOR_THETA beside it.
 *
 *   npx tsx electron/bench/style-own.ts style.jsonl [more.jsonl ...] [--precision 1] [--steps 8] [--sharpen 1,4,16,32]
 *
 * --sharpen: also the hand-set prior made k times as sharp (θ = k PRIOR_THETA) for each k given, scored on every turn of
 * each pilot by the same mean probability of the plans flown.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { choiceProbabilities, PRIOR_THETA } from '../../shared/bots/search/style'
import { readShards } from './jsonl-shards'
import { newton } from './style-newton'
import type { StyleRecord } from './style-data'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { precision: { type: 'string', default: '1' }, steps: { type: 'string', default: '8' }, sharpen: { type: 'string' } },
})
const PRECISION = Number(values.precision)
const STEPS = Number(values.steps)

const records = readShards<StyleRecord>(positionals, (f) => readFileSync(f, 'utf8')).flat()
const pilots = [...new Set(records.map((r) => r.pilot))]

interface Score {
  ll: number
  top: number
  hit: number
}

function score(theta: readonly number[], rs: readonly StyleRecord[]): Score {
  let ll = 0
  let top = 0
  let hit = 0
  for (const r of rs) {
    const p = choiceProbabilities(theta, r.features, r.counts)
    const pm = r.matched.reduce((s, i) => s + p[i], 0)
    ll += Math.log(Math.max(1e-12, pm))
    hit += pm
    let best = 0
    for (let i = 1; i < p.length; i++) if (p[i] / r.counts[i] > p[best] / r.counts[best]) best = i
    if (r.matched.includes(best)) top++
  }
  const n = rs.length || 1
  return { ll: ll / n, top: top / n, hit: hit / n }
}

const f = (s: Score) => `${s.ll.toFixed(3).padStart(7)} ${(100 * s.top).toFixed(1).padStart(5)}% ${(100 * s.hit).toFixed(1).padStart(5)}%`
console.log(`${records.length} turns; precision ${PRECISION}, ${STEPS} steps`)
console.log('pilot          turns |  hand prior: ll  top  P(flown) | own other games: ll  top  P(flown) | theta fitted on the odd games')
for (const pilot of pilots) {
  const mine = records.filter((r) => r.pilot === pilot)
  const halves = [mine.filter((r) => r.game % 2 === 0), mine.filter((r) => r.game % 2 === 1)]
  const hand = score(PRIOR_THETA, mine)
  const own: Score = { ll: 0, top: 0, hit: 0 }
  let theta: number[] = []
  for (const k of [0, 1]) {
    theta = newton(halves[k], PRIOR_THETA, PRECISION, STEPS)
    const s = score(theta, halves[1 - k])
    const w = halves[1 - k].length / mine.length
    own.ll += w * s.ll
    own.top += w * s.top
    own.hit += w * s.hit
  }
  console.log(`${pilot.padEnd(14)} ${String(mine.length).padStart(5)} | ${f(hand)} | ${f(own)} | ${theta.slice(0, 10).map((t) => t.toFixed(2)).join(' ')}`)
}

if (values.sharpen) {
  console.log('the hand-set prior made k times as sharp: P(flown) by pilot')
  for (const k of values.sharpen.split(',').map(Number)) {
    const theta = PRIOR_THETA.map((t) => t * k)
    const each = pilots.map((pilot) => `${pilot} ${(100 * score(theta, records.filter((r) => r.pilot === pilot)).hit).toFixed(1)}%`)
    console.log(`k ${String(k).padStart(3)}: ${each.join(', ')}; all ${(100 * score(theta, records).hit).toFixed(1)}%`)
  }
}
