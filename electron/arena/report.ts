/** What `npm run arena` prints: a match's figures, or for --all the table of every pair and the Elo ratings. */
import type { Anchor } from '../../shared/arena/elo'
import type { MatchSummary, Rate, Timing } from '../../shared/arena/tally'

const pct = (x: number) => (100 * x).toFixed(1)
const ms = (x: number) => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(0))
const ci = (r: Rate) => `[${pct(r.ci[0])}, ${pct(r.ci[1])}]`

/** Rows of cells as columns: the first left-aligned, the others right-aligned. */
export function columns(rows: string[][]): string {
  const width = rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)))
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(width[c]) : cell.padStart(width[c]))).join('  ').trimEnd()).join('\n')
}

export interface RunInfo {
  title: string
  seed: number
  maxTurns: number
  workers: number
  seconds: number
}

export function matchReport(s: MatchSummary, run: RunInfo): string {
  return [
    `${s.a} (A) against ${s.b} (B): ${run.title}, ${s.games} games from --seed ${run.seed}, each seed played twice with the sides swapped (A held the first side in ${s.aFirst}), at most ${run.maxTurns} turns`,
    '',
    columns([
      ['', 'games', '%', '95% CI'],
      ['A wins', String(s.wins.n), pct(s.wins.rate), ci(s.wins)],
      ['draws', String(s.draws.n), pct(s.draws.rate), ci(s.draws)],
      ['A losses', String(s.losses.n), pct(s.losses.rate), ci(s.losses)],
    ]),
    '',
    `game length: mean ${s.turns.mean.toFixed(1)} turns, median ${s.turns.median}, longest ${s.turns.max}; ${s.turnLimit} reached the turn limit`,
    '',
    columns([
      ['', s.a, s.b],
      ['planes that left the table', String(s.exits.a), String(s.exits.b)],
      ['enemies brought down', String(s.downed.a), String(s.downed.b)],
      ...timingRows(s.time.a, s.time.b),
    ]),
    '',
    `${run.seconds.toFixed(1)} s with ${run.workers} worker thread(s)`,
  ].join('\n')
}

function timingRows(...t: Timing[]): string[][] {
  return [
    ['decide() calls that planned', ...t.map((x) => String(x.plan.calls))],
    ['  median, max ms', ...t.map((x) => `${ms(x.plan.medianMs)}, ${ms(x.plan.maxMs)}`)],
    ['  a plane: median, max ms', ...t.map((x) => `${ms(x.perPlane.medianMs)}, ${ms(x.perPlane.maxMs)}`)],
    ['other calls (fire, …)', ...t.map((x) => String(x.other.calls))],
    ['  median, max ms', ...t.map((x) => `${ms(x.other.medianMs)}, ${ms(x.other.maxMs)}`)],
  ]
}

export function allReport(matches: MatchSummary[], times: Map<string, Timing>, elo: Map<string, number>, anchor: Anchor, run: RunInfo & { games: number }): string {
  const bots = [...times.keys()]
  return [
    `${run.title}: every pair of ${bots.join(', ')}, ${run.games} games a pair from --seed ${run.seed} (each seed twice, the sides swapped), at most ${run.maxTurns} turns`,
    '',
    columns([
      ['A', 'B', 'games', 'A won', 'drawn', 'A lost', 'A won %', '95% CI', 'mean turns', 'off table A/B', 'downed by A/B'],
      ...matches.map((s) => [s.a, s.b, String(s.games), String(s.wins.n), String(s.draws.n), String(s.losses.n), pct(s.wins.rate), ci(s.wins), s.turns.mean.toFixed(1), `${s.exits.a}/${s.exits.b}`, `${s.downed.a}/${s.downed.b}`]),
    ]),
    '',
    columns([
      ['bot', 'Elo', 'planning calls', 'median ms', 'max ms', 'a plane: median ms', 'max ms', 'other calls', 'median ms', 'max ms'],
      ...[...elo].sort((x, y) => y[1] - x[1]).map(([bot, r]) => {
        const t = times.get(bot)!
        return [bot, r.toFixed(0), String(t.plan.calls), ms(t.plan.medianMs), ms(t.plan.maxMs), ms(t.perPlane.medianMs), ms(t.perPlane.maxMs), String(t.other.calls), ms(t.other.medianMs), ms(t.other.maxMs)]
      }),
    ]),
    '',
    `Elo: Bradley-Terry maximum likelihood over all games (a draw half a win, one virtual drawn game a pair), anchored ${anchor.bot} = ${anchor.rating}`,
    `${run.seconds.toFixed(1)} s with ${run.workers} worker thread(s)`,
  ].join('\n')
}
