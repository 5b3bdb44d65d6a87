/**
 * The arena: seeded games between bots in worker threads, with the sides swapped, and what came of them.
 *
 *   npm run arena -- --a <bot> --b <bot> --games N --scenario S [--variant V] [--seed K] [--workers W] [--max-turns T] [--json]
 *   npm run arena -- --a <bot> --b <bot> --games N --free N [...]
 *   npm run arena -- --all [--bots a,b,c] --games N --scenario S [...] [--anchor bot=rating]
 *
 * --free N plays a free dogfight of N planes a side instead of a scenario (shared/arena/free.ts: its mix of planes and
 * its table).
 *
 * Bots are the names in shared/bots BOTS ("bot:greedy" is read as "greedy"); a bot registered there is in the
 * arena with no change here. Prints A's wins, draws and losses with Wilson 95% intervals, game lengths, planes that
 * left the table and enemies brought down per bot, and each bot's time per decision; --all plays every pair and adds
 * Elo ratings. docs/arena.md says what each figure means. Exits 2 on bad arguments, 1 when a game fails.
 */
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { fitElo, type Anchor } from '../../shared/arena/elo'
import { FREE_MAX, FREE_MIN } from '../../shared/arena/free'
import { MAX_GAMES, MAX_SEED, schedule } from '../../shared/arena/schedule'
import { tally, timing, type GameOutcome, type MatchSummary, type Timing } from '../../shared/arena/tally'
import { BOTS } from '../../shared/bots'
import { SetupError } from '../../shared/engine/setup'
import { loadAssets } from '../content/load-assets'
import { arenaSetup, sidesOf, type ArenaJob, type ArenaTable } from './arena-game'
import { playInWorkers } from './game-pool'
import { allReport, matchReport } from './report'

class UsageError extends Error {}

const USAGE = `usage:
  npm run arena -- --a <bot> --b <bot> --scenario <id> [--games N] [--variant <id>] [--seed K] [--workers W] [--max-turns T] [--json]
  npm run arena -- --a <bot> --b <bot> --free <planes a side, ${FREE_MIN}-${FREE_MAX}> [--games N] [...]
  npm run arena -- --all [--bots <bot>,<bot>,...] (--scenario <id> | --free <N>) [--games N] [...] [--anchor <bot>=<rating>]
bots: ${Object.keys(BOTS).join(', ')}`

function whole(name: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  return n
}

function bot(name: string): string {
  const b = name.trim().replace(/^bot:/, '')
  if (!BOTS[b]) throw new UsageError(`unknown bot "${name}": the bots are ${Object.keys(BOTS).join(', ')}`)
  return b
}

interface Options {
  pairs: [string, string][]
  all: boolean
  bots: string[]
  /** the scenario and its variant, or the free dogfight's planes a side */
  table: ArenaTable
  title: string
  games: number
  seed: number
  workers: number
  maxTurns: number
  json: boolean
  anchor: Anchor
}

export function parseArena(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      all: { type: 'boolean', default: false },
      bots: { type: 'string' },
      scenario: { type: 'string' },
      variant: { type: 'string' },
      free: { type: 'string' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
      'max-turns': { type: 'string', default: '60' },
      anchor: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  })
  let table: ArenaTable
  if (values.free !== undefined) {
    if (values.scenario) throw new UsageError('--free plays a free dogfight instead of a scenario: give --free or --scenario, not both')
    if (values.variant) throw new UsageError('--variant goes with --scenario, not --free')
    table = { free: whole('free', values.free, FREE_MIN, FREE_MAX) }
  } else {
    if (!values.scenario) throw new UsageError('give --scenario (npm run sim -- --list lists them) or --free <planes a side>')
    table = { scenario: values.scenario, variant: values.variant ?? null }
  }
  const content = loadAssets()
  let title: string
  try {
    const setup = arenaSetup(content, table)
    sidesOf(setup)
    title = setup.title + (values.variant ? ` (${values.variant})` : '')
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  let bots: string[]
  let pairs: [string, string][]
  if (values.all) {
    if (values.a || values.b) throw new UsageError('--all plays every pair of --bots: give --bots, not --a and --b')
    bots = [...new Set((values.bots ?? Object.keys(BOTS).join(',')).split(',').map(bot))]
    if (bots.length < 2) throw new UsageError('--all needs at least two different bots')
    pairs = bots.flatMap((a, i) => bots.slice(i + 1).map((b): [string, string] => [a, b]))
  } else {
    if (!values.a || !values.b) throw new UsageError('give --a and --b, or --all')
    if (values.bots) throw new UsageError('--bots goes with --all')
    bots = [bot(values.a), bot(values.b)]
    pairs = [[bots[0], bots[1]]]
  }
  let anchor: Anchor = { bot: bots.includes('heuristic') ? 'heuristic' : bots[0], rating: 1500 }
  if (values.anchor) {
    const m = /^([^=]+)=(-?\d+(\.\d+)?)$/.exec(values.anchor)
    if (!m) throw new UsageError(`--anchor must be <bot>=<rating>, e.g. random=0, not "${values.anchor}"`)
    if (!bots.includes(bot(m[1]))) throw new UsageError(`--anchor ${m[1]} is not one of the bots played: ${bots.join(', ')}`)
    anchor = { bot: bot(m[1]), rating: Number(m[2]) }
  }
  return {
    pairs,
    all: values.all,
    bots,
    table,
    title,
    games: whole('games', values.games, 1, MAX_GAMES),
    seed: whole('seed', values.seed, 0, MAX_SEED),
    workers: whole('workers', values.workers, 1, 64),
    maxTurns: whole('max-turns', values['max-turns'], 1, 10_000),
    json: values.json,
    anchor,
  }
}

export async function runArena(argv: string[], progress?: (line: string) => void): Promise<string> {
  const o = parseArena(argv)
  const games = schedule(o.seed, o.games)
  const jobs: ArenaJob[] = o.pairs.flatMap(([a, b]) => games.map((game) => ({ ...o.table, a, b, game, maxTurns: o.maxTurns })))
  const t0 = performance.now()
  const step = Math.max(1, Math.round(jobs.length / 10))
  const outcomes = await playInWorkers(jobs, o.workers, (n) => {
    if (n % step === 0 || n === jobs.length) progress?.(`arena: ${n}/${jobs.length} games`)
  })
  const run = { title: o.title, seed: o.seed, maxTurns: o.maxTurns, workers: o.workers, seconds: (performance.now() - t0) / 1000 }
  const byPair = o.pairs.map((_, i) => outcomes.slice(i * o.games, (i + 1) * o.games))
  const matches: MatchSummary[] = o.pairs.map(([a, b], i) => tally(a, b, byPair[i]))
  const played = (g: GameOutcome) => ({ game: g.game, seed: g.seed, aFirst: g.aFirst, result: g.result, reason: g.reason, turns: g.turns, players: g.players })
  if (!o.all) {
    if (o.json) return JSON.stringify({ ...run, match: matches[0], games: byPair[0].map(played) })
    return matchReport(matches[0], run)
  }
  // each bot's calls from every match it played, on whichever side
  const callsOf = (name: string) => o.pairs.flatMap(([a, b], i) => byPair[i].flatMap((g) => [...(a === name ? g.decisions.a : []), ...(b === name ? g.decisions.b : [])]))
  const times = new Map<string, Timing>(o.bots.map((name) => [name, timing(callsOf(name))]))
  const elo = fitElo(matches.map((s) => ({ a: s.a, b: s.b, wins: s.wins.n, draws: s.draws.n, losses: s.losses.n })), o.anchor)
  if (o.json) return JSON.stringify({ ...run, games: o.games, matches, times: Object.fromEntries(times), elo: Object.fromEntries(elo), anchor: o.anchor })
  return allReport(matches, times, elo, o.anchor, { ...run, games: o.games })
}

async function main(): Promise<void> {
  try {
    process.stdout.write((await runArena(process.argv.slice(2), (line) => process.stderr.write(line + '\n'))) + '\n')
  } catch (e) {
    const usage = e instanceof UsageError || e instanceof SetupError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    process.stderr.write(`arena: ${(e as Error).message}\n${e instanceof UsageError ? USAGE + '\n' : ''}`)
    process.exitCode = usage ? 2 : 1
  }
}

if (process.argv[1]?.endsWith('arena.ts')) void main()
