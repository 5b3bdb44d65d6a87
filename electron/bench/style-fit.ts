/**
 * Fitting the style model's prior (issue 31, sixth pass; shared/bots/search/style.ts PRIOR_THETA) from style-data.ts's
 * records of training-pool pilots, and judging it as the search meets a pilot it has never met: leave one pilot out,
 * fit the others, and score the pilot left out, turn by turn, by the probability given to the plans it flew (mean log
 * likelihood a turn, and how often its plan was the likeliest row). Three priors: none (every plan alike), the
 * hand-set PRIOR_THETA, and the fitted one; and each also as the search uses it, refitted within the game on the turns
 * seen so far (style.ts fitTheta's steps, prior and precision).
 *
 *   npx tsx electron/bench/style-fit.ts style.jsonl [--write]
 *
 * --write: fit on every pilot and print the theta to put in style.ts.
 */
import { readFileSync } from 'node:fs'
import { choiceProbabilities, FEATURES, fitTheta, PRIOR_THETA } from '../../shared/bots/search/style'
import { readShards } from './jsonl-shards'
import { newton } from './style-newton'
import type { StyleRecord } from './style-data'

// style.ts's refit (its PRECISION, STEPS and RATE; FIT_PRECISION and FIT_RATE try others)
const PRECISION = Number(process.env.FIT_PRECISION ?? 0.2)
const STEPS = 60
const RATE = Number(process.env.FIT_RATE ?? 1)
/** --quick: the hand-set prior only, as is and refitted in game (no population fit) */
const QUICK = process.argv.includes('--quick')

const records = readShards<StyleRecord>([process.argv[2]], (f) => readFileSync(f, 'utf8')).flat()
const pilots = [...new Set(records.map((r) => r.pilot))]

/** Gradient ascent as style.ts refits (fitTheta), with the prior, precision, steps and rate given. */
function fit(rs: readonly StyleRecord[], prior: readonly number[], precision: number, steps: number, rate: number, start = prior): number[] {
  return fitTheta(rs, start, { prior, precision, steps, rate })
}

function score(theta: readonly number[], r: StyleRecord): { ll: number; top: boolean } {
  const p = choiceProbabilities(theta, r.features, r.counts)
  const ll = Math.log(Math.max(1e-12, r.matched.reduce((s, i) => s + p[i], 0)))
  let best = 0
  for (let i = 1; i < p.length; i++) if (p[i] / r.counts[i] > p[best] / r.counts[best]) best = i
  return { ll, top: r.matched.includes(best) }
}

/** Scored as the search uses it: each turn predicted by θ refitted (from the prior) on the game's turns before it. */
function inGame(prior: readonly number[], rs: readonly StyleRecord[]): { ll: number; top: number } {
  const games = new Map<string, StyleRecord[]>()
  for (const r of rs) {
    const key = `${r.game}/${r.pilot}`
    games.set(key, [...(games.get(key) ?? []), r])
  }
  let ll = 0
  let top = 0
  for (const turns of games.values()) {
    let theta = [...prior]
    for (let t = 0; t < turns.length; t++) {
      const s = score(theta, turns[t])
      ll += s.ll
      top += s.top ? 1 : 0
      const seen = turns.slice(Math.max(0, t + 1 - 16), t + 1)
      theta = process.env.FIT_NEWTON ? newton(seen, prior, PRECISION, Number(process.env.FIT_NEWTON), theta) : fit(seen, prior, PRECISION, STEPS, RATE, theta)
    }
  }
  return { ll: ll / rs.length, top: top / rs.length }
}

const zero = FEATURES.map(() => 0)
console.log(`${records.length} turns; pilots ${pilots.join(', ')}`)
console.log('pilot left out   turns   none: ll  hand: ll top  fitted: ll top | in game  hand: ll top  fitted: ll top')
const sum = { none: 0, hand: 0, fitted: 0, handG: 0, fittedG: 0, n: 0 }
for (const left of pilots) {
  const test = records.filter((r) => r.pilot === left)
  const train = records.filter((r) => r.pilot !== left)
  // the population's prior: a weak pull to zero, many steps
  const theta = QUICK ? PRIOR_THETA : fit(train, zero, 0.01, 300, 2)
  const mean = (th: readonly number[]) => {
    const s = test.map((r) => score(th, r))
    return { ll: s.reduce((a, b) => a + b.ll, 0) / s.length, top: s.filter((x) => x.top).length / s.length }
  }
  const none = mean(zero)
  const hand = mean(PRIOR_THETA)
  const fitted = mean(theta)
  const handG = inGame(PRIOR_THETA, test)
  const fittedG = QUICK ? handG : inGame(theta, test)
  const f = (x: { ll: number; top: number }) => `${x.ll.toFixed(3).padStart(7)} ${(100 * x.top).toFixed(0).padStart(3)}%`
  console.log(`${left.padEnd(15)} ${String(test.length).padStart(6)} ${none.ll.toFixed(3).padStart(9)} ${f(hand)} ${f(fitted)}   |   ${f(handG)} ${f(fittedG)}   theta ${theta.map((t) => t.toFixed(2)).join(' ')}`)
  sum.none += none.ll * test.length
  sum.hand += hand.ll * test.length
  sum.fitted += fitted.ll * test.length
  sum.handG += handG.ll * test.length
  sum.fittedG += fittedG.ll * test.length
  sum.n += test.length
}
console.log(`all (left out)  ${String(sum.n).padStart(6)} ${(sum.none / sum.n).toFixed(3).padStart(9)} ${(sum.hand / sum.n).toFixed(3).padStart(7)}      ${(sum.fitted / sum.n).toFixed(3).padStart(7)}          |   ${(sum.handG / sum.n).toFixed(3).padStart(7)}      ${(sum.fittedG / sum.n).toFixed(3).padStart(7)}`)
if (process.argv.includes('--write')) {
  const theta = fit(records, zero, 0.01, 300, 2)
  console.log(`PRIOR_THETA fitted on every pilot: [${theta.map((t) => t.toFixed(2)).join(', ')}]`)
}
