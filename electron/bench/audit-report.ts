/**
 * What an audit says (issue 31's thirteenth pass, docs/ai-passes.md): reads the files `search-train.ts --watch --audit
 * FILE` writes (each candidate's value as the search estimated it, and as it was against the plan the opponent then
 * flew) and prints how far the estimates were from the truth, what other ways of picking from the same matrix would
 * have got against the plans flown (among them one learnt from the audit, learned-pick.ts, fitted on other seeds'
 * games), where in the reply pool the plans flown stood, and a line per scenario and turn of a game. It plays nothing.
 *
 *   npx tsx electron/bench/audit-report.ts runs/audit601.jsonl [more.jsonl ...]
 */
import { readFileSync } from 'node:fs'
import { bestLessSpread } from '../../shared/bots/search/search-bot'
import { crossFittedPicks } from './learned-pick'
import type { Audited } from './oracle-ace'

export interface AuditedGame {
  against: string
  scenario: string
  seed: number
  audited: Audited[]
}

const sum = (a: readonly number[]) => a.reduce((s, x) => s + x, 0)
const mean = (a: readonly number[]) => (a.length ? sum(a) / a.length : 0)
const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, x, i) => s + x * b[i], 0)
const argmax = (a: readonly number[]) => a.reduce((k, x, i) => (x > a[k] ? i : k), 0)
const rowMeans = (m: readonly (readonly number[])[]) => m.map(mean)
const std = (a: readonly number[]) => {
  const m = mean(a)
  return Math.sqrt(mean(a.map((x) => (x - m) ** 2)))
}

/** The search's draw from its strategy as search-bot.ts makes it at the ace's level: plans under the floor dropped. */
export function drawnStrategy(strategy: readonly number[], floor = 0.05): number[] {
  const kept = strategy.map((p) => (p >= floor ? p : 0))
  const w = sum(kept) > 0 ? kept : [...strategy]
  const s = sum(w)
  return w.map((p) => p / s)
}

/** Ways of picking a plan from a turn's matrix: a candidate's index, or a strategy over them. */
export const PICKS: Record<string, (x: Audited) => number | number[]> = {
  'the draw (as played)': (x) => drawnStrategy(x.strategy),
  'the best mean (a best reply to the columns)': (x) => argmax(rowMeans(x.matrix)),
  // the level option spreadAverse's own rule, so that the audit prices what the option flies
  'the best mean less 0.3 of its spread': (x) => bestLessSpread(x.matrix, 0.3),
  'the best mean plus 0.2 of its worst': (x) => argmax(x.matrix.map((r) => mean(r) + 0.2 * Math.min(...r))),
}

/** The truth of a pick. */
export function truthOf(x: Audited, pick: number | number[]): number {
  return typeof pick === 'number' ? x.truth[pick] : dot(pick, x.truth)
}

/** Pearson's correlation of two rows (0 when either is flat). */
function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a)
  const mb = mean(b)
  const cov = dot(
    a.map((x) => x - ma),
    b.map((x) => x - mb),
  )
  const d = Math.sqrt(sum(a.map((x) => (x - ma) ** 2)) * sum(b.map((x) => (x - mb) ** 2)))
  return d > 0 ? cov / d : 0
}

export interface Summary {
  turns: number
  /** the draw's value as estimated and against the plans flown; the best candidate's against them; every candidate's on average */
  drawEstimated: number
  drawTrue: number
  bestTrue: number
  meanTrue: number
  /** every candidate's estimate on average: against meanTrue, how much better the plans flown were for the opponent than the columns' */
  meanEstimated: number
  /** the median over plane-turns of the correlation of the estimates and the truths of the candidates */
  correlation: number
  /** each way of picking: its truth, and its difference from the draw's, paired by plane-turn, with a standard error */
  picks: { name: string; truth: number; gain: number; se: number }[]
  /** the share of plane-turns whose plan flown stood at each place of the reply pool (the last: not in it), and the share of the columns' plans there */
  flownPlaces: number[]
  columnPlaces: number[]
}

/** `more`: picks beside PICKS, such as the learnt one (a plane-turn it has no pick for is priced at the draw) */
export function summarise(turns: readonly Audited[], more: Record<string, (x: Audited) => number | number[]> = {}): Summary {
  const drawn = turns.map((x) => drawnStrategy(x.strategy))
  const draw = turns.map((x, k) => truthOf(x, drawn[k]))
  const picks = Object.entries({ ...PICKS, ...more }).map(([name, pick]) => {
    const d = turns.map((x, k) => truthOf(x, pick(x)) - draw[k])
    return { name, truth: mean(turns.map((x) => truthOf(x, pick(x)))), gain: mean(d), se: std(d) / Math.sqrt(Math.max(1, d.length)) }
  })
  const places = turns.reduce((m, x) => x.places.reduce((n, p) => Math.max(n, p), Math.max(m, x.truePlace)), 0) + 1
  const flown = new Array<number>(places + 1).fill(0)
  const cols = new Array<number>(places + 1).fill(0)
  for (const x of turns) {
    flown[x.truePlace < 0 ? places : x.truePlace] += 1 / turns.length
    for (const p of x.places) cols[p < 0 ? places : p] += 1 / x.places.length / turns.length
  }
  const corr = turns.map((x) => correlation(rowMeans(x.matrix), x.truth)).sort((a, b) => a - b)
  return {
    turns: turns.length,
    drawEstimated: mean(turns.map((x, k) => dot(drawn[k], rowMeans(x.matrix)))),
    drawTrue: mean(draw),
    bestTrue: mean(turns.map((x) => Math.max(...x.truth))),
    meanTrue: mean(turns.map((x) => mean(x.truth))),
    meanEstimated: mean(turns.map((x) => mean(rowMeans(x.matrix)))),
    correlation: corr.length ? corr[Math.floor(corr.length / 2)] : 0,
    picks,
    flownPlaces: flown,
    columnPlaces: cols,
  }
}

function report(games: readonly AuditedGame[]): string {
  const lines: string[] = []
  const f = (x: number) => x.toFixed(2)
  const learnt = crossFittedPicks(games)
  const more = { 'a pick learnt from the matrix (other seeds)': (x: Audited) => learnt.get(x) ?? drawnStrategy(x.strategy) }
  const block = (label: string, turns: readonly Audited[]) => {
    const s = summarise(turns, more)
    lines.push(`${label}: ${s.turns} plane-turns`)
    lines.push(`  the draw: estimated ${f(s.drawEstimated)}, against the plans flown ${f(s.drawTrue)}; the best candidate against them ${f(s.bestTrue)}; a candidate on average ${f(s.meanTrue)} (estimated ${f(s.meanEstimated)})`)
    lines.push(`  estimates and truths of a turn's candidates: median correlation ${f(s.correlation)}`)
    for (const p of s.picks) lines.push(`  ${p.name.padEnd(46)} ${f(p.truth).padStart(6)}  ${p.gain >= 0 ? '+' : ''}${f(p.gain)} ± ${f(p.se)} on the draw`)
    return s
  }
  const all = games.flatMap((g) => g.audited)
  const s = block('all', all)
  const pct = (a: number[]) => a.map((x) => (100 * x).toFixed(1)).join(' ')
  lines.push(`  the plan flown by its place in the reply pool (best-ranked first; last: not in it), %: ${pct(s.flownPlaces)}`)
  lines.push(`  the columns' plans by place, %:                                                  ${pct(s.columnPlaces)}`)
  // halves of the seeds, so that a way of picking chosen on one half can be checked on the other
  const seeds = [...new Set(games.map((g) => g.seed))].sort((a, b) => a - b)
  const even = new Set(seeds.filter((_, k) => k % 2 === 0))
  block('the even seeds', games.filter((g) => even.has(g.seed)).flatMap((g) => g.audited))
  block('the odd seeds', games.filter((g) => !even.has(g.seed)).flatMap((g) => g.audited))
  for (const a of [...new Set(games.map((g) => g.against))]) block(`against ${a}`, games.filter((g) => g.against === a).flatMap((g) => g.audited))
  for (const sc of [...new Set(games.map((g) => g.scenario))]) block(sc, games.filter((g) => g.scenario === sc).flatMap((g) => g.audited))
  // a scenario's turns one by one (the fourth and later together): which turn of a game the ace loses value in
  lines.push('by scenario and turn: plane-turns; the draw against the plans flown; the best candidate; a candidate on average (estimated)')
  for (const sc of [...new Set(games.map((g) => g.scenario))])
    for (const t of [1, 2, 3, 4]) {
      const s = summarise(games.filter((g) => g.scenario === sc).flatMap((g) => g.audited.filter((x) => (t < 4 ? x.turn === t : x.turn >= t))))
      if (s.turns) lines.push(`  ${sc.padEnd(26)} turn ${t < 4 ? `${t} ` : '4+'} ${String(s.turns).padStart(5)} ${f(s.drawTrue).padStart(7)} ${f(s.bestTrue).padStart(7)} ${f(s.meanTrue).padStart(7)} (${f(s.meanEstimated)})`)
    }
  return lines.join('\n')
}

function main(): void {
  const files = process.argv.slice(2)
  if (!files.length) throw new Error('usage: audit-report.ts FILE.jsonl [...]: the files search-train.ts --watch --audit writes')
  const games = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l, k) => {
        try {
          return JSON.parse(l) as AuditedGame
        } catch (e) {
          throw new Error(`${file} line ${k + 1}: not JSON (${(e as Error).message})`, { cause: e })
        }
      }),
  )
  process.stdout.write(`${report(games)}\n`)
}

if (process.argv[1]?.endsWith('audit-report.ts')) main()
