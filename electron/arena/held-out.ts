/**
 * `npm run arena -- --held-out` (issue 31): the search levels against the held-out bots (shared/bots/pools.ts
 * HELD_OUT), and the veteran against the heuristic bot, on the three duels, sides swapped, on the counted
 * budget (no wall clock unless --clock). Prints per pairing and scenario the level's wins with their Wilson 95%
 * interval, draws, mutual destructions (with theirs), and the level's planes off the table; then a row per pairing over
 * the three scenarios, marked against the thresholds. The pairings, the mutual destruction and the thresholds
 * are shared/arena/held-out.ts; the games are played by the arena's own workers (game-pool.ts). docs/arena.md.
 *
 *   npm run arena -- --held-out [--levels recruit,veteran,ace] [--games N] [--seed K] [--workers W] [--max-turns T] [--clock] [--remember] [--json]
 *
 * --remember: the level remembers its opponent across games (shared/bots/search/memory.ts). Each pairing, scenario and
 * side is then a chain of its games in seed order, played in turn by one worker with one memory (arena-game.ts
 * ArenaChain), so its figures are the same with any number of workers; without it every game stands alone. The
 * report then adds the level's wins by a game's place in its chain (how they grow as the memory fills).
 */
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { arenaSetup } from '../../shared/arena/card-arena'
import { DEFAULT_LEVELS, HELD_OUT_GAMES, HELD_OUT_SCENARIOS, heldOutRow, pairings, targetsOf, verdicts, winsByPlace, type HeldOutRow, type Pairing, type PlaceGroup } from '../../shared/arena/held-out'
import { MAX_GAMES, MAX_SEED, schedule } from '../../shared/arena/schedule'
import { BOTS } from '../../shared/bots'
import { TRAINING_POOL } from '../../shared/bots/pools'
import type { Content } from '../../shared/content/types'
import type { ArenaChain, ArenaJob } from './arena-game'
import { playChainsInWorkers, playInWorkers } from './game-pool'
import type { GameOutcome } from '../../shared/arena/tally'
import { columns } from './report'
import { rulesetContent } from './ruleset-content'

export const heldOutUsage = `usage:
  npm run arena -- --held-out [--levels <level>,<level>,...] [--games N] [--seed K] [--workers W] [--max-turns T] [--clock] [--remember] [--json]
    the search levels (${DEFAULT_LEVELS.join(', ')} unless --levels says) against every held-out bot, and the veteran
    against the heuristic bot, on ${HELD_OUT_SCENARIOS.join(', ')}; --games a pairing and scenario (${HELD_OUT_GAMES} unless told);
    --remember: each level remembers its opponent from game to game, a pairing's games on a scenario and side played in order`

/** A bad argument: the CLI prints the message and this usage, and exits 2. */
export class HeldOutUsageError extends Error {
  readonly usage = heldOutUsage
}

export interface HeldOutOptions {
  levels: string[]
  games: number
  seed: number
  workers: number
  maxTurns: number
  clock: boolean
  remember: boolean
  json: boolean
}

const SEARCH_LEVELS = TRAINING_POOL.filter((b) => ['recruit', 'veteran', 'ace'].includes(b))

function whole(name: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) throw new HeldOutUsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  return n
}

export function parseHeldOut(argv: string[]): HeldOutOptions {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        'held-out': { type: 'boolean', default: false },
        levels: { type: 'string', default: DEFAULT_LEVELS.join(',') },
        games: { type: 'string', default: String(HELD_OUT_GAMES) },
        seed: { type: 'string', default: '1' },
        workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
        'max-turns': { type: 'string', default: '60' },
        clock: { type: 'boolean', default: false },
        remember: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }))
  } catch (e) {
    // --a, --b, --all, --scenario and the rest choose what --held-out chooses itself
    throw new HeldOutUsageError(`--held-out plays its own pairings and scenarios: ${(e as Error).message}`)
  }
  const levels = [...new Set(values.levels.split(',').map((l) => l.trim().replace(/^bot:/, '')))]
  for (const l of levels) if (!(SEARCH_LEVELS as string[]).includes(l)) throw new HeldOutUsageError(`--levels names the search levels (${SEARCH_LEVELS.join(', ')}), not "${l}"`)
  return {
    levels,
    games: whole('games', values.games, 1, MAX_GAMES),
    seed: whole('seed', values.seed, 0, MAX_SEED),
    workers: whole('workers', values.workers, 1, 64),
    maxTurns: whole('max-turns', values['max-turns'], 1, 10_000),
    clock: values.clock,
    remember: values.remember,
    json: values.json,
  }
}

/** One line of the table: a pairing on a scenario (or, for the summary, over all three). */
export interface HeldOutLine extends Pairing, HeldOutRow {
  scenario: string
}

export async function runHeldOut(argv: string[], progress?: (line: string) => void): Promise<string> {
  const o = parseHeldOut(argv)
  for (const b of ['heuristic', ...o.levels]) if (!BOTS[b]) throw new HeldOutUsageError(`no bot "${b}" in BOTS`)
  const content = rulesetContent('card') as Content
  const setups = HELD_OUT_SCENARIOS.map((scenario) => arenaSetup(content, { scenario, variant: null }))
  // the planes each side fields: the first team's and the second's (the level holds the first in the even games)
  const fielded = setups.map((s) => s.teams.slice(0, 2).map((t) => s.planes.filter((p) => p.team === t.id).length))
  const pairs = pairings(o.levels)
  const games = schedule(o.seed, o.games)
  const jobs: ArenaJob[] = pairs.flatMap((p) => HELD_OUT_SCENARIOS.flatMap((scenario) => games.map((game) => ({ scenario, variant: null, a: p.level, b: p.opponent, game, maxTurns: o.maxTurns, ...(o.clock ? { clock: true } : {}) }))))
  const t0 = performance.now()
  const step = Math.max(1, Math.round(jobs.length / 20))
  const { outcomes, places } = o.remember
    ? await inChains(jobs, o.workers, progress)
    : {
        outcomes: await playInWorkers(jobs, o.workers, (n) => {
          if (n % step === 0 || n === jobs.length) progress?.(`arena --held-out: ${n}/${jobs.length} games`)
        }),
        places: null,
      }
  const seconds = (performance.now() - t0) / 1000
  const lines: HeldOutLine[] = []
  const summary: HeldOutSummary[] = []
  pairs.forEach((p, pi) => {
    const all: typeof outcomes = []
    const planes: number[] = []
    HELD_OUT_SCENARIOS.forEach((scenario, si) => {
      const at = (pi * HELD_OUT_SCENARIOS.length + si) * o.games
      const these = outcomes.slice(at, at + o.games)
      const mine = these.map((g) => fielded[si][g.aFirst ? 0 : 1])
      lines.push({ ...p, scenario: setups[si].title, ...heldOutRow(these, mine) })
      all.push(...these)
      planes.push(...mine)
    })
    const row = heldOutRow(all, planes)
    const targets = targetsOf(p)
    const at = pi * HELD_OUT_SCENARIOS.length * o.games
    const byPlace = places && winsByPlace(all.map((outcome, k) => ({ outcome, place: places[at + k] })))
    summary.push({ ...p, scenario: 'all three', ...row, targets, verdict: verdicts(row, targets), ...(byPlace ? { byPlace } : {}) })
  })
  const run = { seed: o.seed, games: o.games, levels: o.levels, maxTurns: o.maxTurns, workers: o.workers, clock: o.clock, remember: o.remember, seconds, scenarios: setups.map((s) => s.title) }
  // every game too, in the pairings' order (each pairing's scenarios in turn), as the arena's own --json gives them
  if (o.json) return JSON.stringify({ ...run, lines, summary, games: outcomes.map(({ decisions: _d, ...g }, i) => ({ ...g, a: jobs[i].a, b: jobs[i].b, scenario: 'scenario' in jobs[i] ? jobs[i].scenario : null, ...(places ? { place: places[i] } : {}) })) })
  return heldOutReport(lines, summary, run)
}

/**
 * --remember: the jobs grouped into chains (one a pairing, scenario and side, its games in the jobs' order), each played
 * in order by one worker with the level's memory of its opponent, and the outcomes put back in the jobs' order.
 */
export function chainsOf(jobs: readonly ArenaJob[]): { chains: ArenaChain[]; at: number[][] } {
  const byKey = new Map<string, { chain: ArenaChain; at: number[] }>()
  jobs.forEach((job, i) => {
    const key = JSON.stringify([job.a, job.b, 'scenario' in job ? job.scenario : job.free, 'variant' in job ? job.variant : null, job.game.aFirst])
    let c = byKey.get(key)
    if (!c) {
      const { game: _game, ...rest } = job
      byKey.set(key, (c = { chain: { ...rest, chain: [] } as ArenaChain, at: [] }))
    }
    c.chain.chain.push(job.game)
    c.at.push(i)
  })
  const all = [...byKey.values()]
  return { chains: all.map((c) => c.chain), at: all.map((c) => c.at) }
}

/** The chains played, their outcomes put back in the jobs' order, with each game's place in its chain (1 the first). */
async function inChains(jobs: readonly ArenaJob[], workers: number, progress?: (line: string) => void): Promise<{ outcomes: GameOutcome[]; places: number[] }> {
  const { chains, at } = chainsOf(jobs)
  const per = await playChainsInWorkers(chains, workers, (n) => progress?.(`arena --held-out --remember: ${n}/${chains.length} chains`))
  const outcomes = new Array<GameOutcome>(jobs.length)
  const places = new Array<number>(jobs.length)
  per.forEach((games, c) =>
    games.forEach((g, k) => {
      outcomes[at[c][k]] = g
      places[at[c][k]] = k + 1
    }),
  )
  return { outcomes, places }
}

const pct = (x: number) => (100 * x).toFixed(1)
const ci = (r: { ci: [number, number] }) => `[${pct(r.ci[0])}, ${pct(r.ci[1])}]`
const ms = (x: number) => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(0))
const mark = (ok: boolean | null) => (ok === null ? '-' : ok ? 'met' : 'NOT met')

/** A pairing over the three scenarios, marked against its targets; with --remember, its wins by place in its chains. */
type HeldOutSummary = HeldOutLine & { verdict: ReturnType<typeof verdicts>; targets: ReturnType<typeof targetsOf>; byPlace?: PlaceGroup[] }

const placeLabel = (g: PlaceGroup) => (g.to === null ? `${g.from}+` : `${g.from}-${g.to}`)

function placeTable(summary: HeldOutSummary[]): string[] {
  const groups = summary[0]?.byPlace
  if (!groups) return []
  return [
    "the level's wins (and mutual destructions) by a game's place in its chain: 1 met its opponent afresh, the later ones with the memory of the chain's games before",
    '',
    columns([['level', 'opponent', ...groups.map(placeLabel)], ...summary.map((s) => [s.level, s.opponent, ...(s.byPlace ?? []).map((g) => `${pct(g.wins.rate)}% of ${g.games}, MD ${pct(g.md.rate)}%`)])]),
    '',
  ]
}

function heldOutReport(lines: HeldOutLine[], summary: HeldOutSummary[], run: { seed: number; games: number; maxTurns: number; workers: number; clock: boolean; remember: boolean; seconds: number }): string {
  const head = ['level', 'opponent', 'scenario', 'games', 'won', 'won %', '95% CI', 'drawn', 'MD', 'MD %', '95% CI', 'off %', 'ms a plane']
  const cells = (l: HeldOutLine) => [l.level, l.opponent, l.scenario, String(l.games), String(l.wins.n), pct(l.wins.rate), ci(l.wins), String(l.draws.n), String(l.md.n), pct(l.md.rate), ci(l.md), pct(l.off.rate), ms(l.time.perPlane.medianMs)]
  return [
    `Held-out arena (issue 31): the search levels against the held-out bots, ${run.games} games a pairing and scenario from --seed ${run.seed} (each seed twice, the sides swapped), ${run.clock ? 'counted budget and wall-clock guard (--clock)' : 'counted budget (no clock)'}, at most ${run.maxTurns} turns${run.remember ? '; each level remembering its opponent from game to game (--remember)' : ''}`,
    '',
    columns([head, ...lines.map(cells)]),
    '',
    'over the three scenarios, against the issue\'s targets (on the measured rate): the level wins >= 75% (ace v a held-out bot) or >= 60% (veteran v heuristic), mutual destructions <= 5%, its planes off the table <= 1%',
    '',
    columns([
      ['level', 'opponent', 'games', 'won %', '95% CI', 'MD %', '95% CI', 'off %', 'win target', 'MD <= 5%', 'off <= 1%', 'ms a plane'],
      ...summary.map((s) => [s.level, s.opponent, String(s.games), pct(s.wins.rate), ci(s.wins), pct(s.md.rate), ci(s.md), pct(s.off.rate), s.targets.win === null ? '-' : `>= ${pct(s.targets.win)}%: ${mark(s.verdict.win)}`, mark(s.verdict.md), mark(s.verdict.off), ms(s.time.perPlane.medianMs)]),
    ]),
    '',
    ...placeTable(summary),
    'MD: a mutual destruction, planes of both sides brought down and none of either left flying; off %: the level\'s planes that left the table; ms a plane: the level\'s median planning time a plane',
    `${run.seconds.toFixed(1)} s with ${run.workers} worker thread(s)`,
  ].join('\n')
}
