/**
 * The arena: seeded games between bots in worker threads, with the sides swapped, and what came of them.
 *
 *   npm run arena -- --a <bot> --b <bot> --games N --scenario S [--variant V] [--seed K] [--workers W] [--max-turns T] [--json]
 *   npm run arena -- --a <bot> --b <bot> --games N --free N [...]
 *   npm run arena -- --all [--bots a,b,c] --games N --scenario S [...] [--anchor bot=rating]
 *   npm run arena -- --ruleset hex [--all | --a <bot> --b <bot>] [--scenario S] [...]
 *   npm run arena -- ... --clock      (the search levels also stop on their wall-clock guard, as on a player's machine)
 *   npm run arena -- --held-out [--levels recruit,veteran,ace] [--games N] [...]   (issue 31: held-out.ts)
 *
 * --ruleset names the game (shared/rulesets/index.ts: card, the card-and-base game, by default; hex, 002's hex
 * game); its bots are the ruleset's (`ruleset.bots`) and its adapter (shared/arena/adapters.ts) sets its tables up
 * and reads its outcomes. Everything else is the same for every ruleset.
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
import type { ArenaAdapter, ArenaTable } from '../../shared/arena/adapter'
import { ARENA_RULESETS, arenaAdapter } from '../../shared/arena/adapters'
import { SetupError } from '../../shared/engine/setup'
import { RuleRefusal } from '../../shared/rulesets/refusal'
import type { ArenaJob } from './arena-game'
import { rulesetContent } from './ruleset-content'
import { playInWorkers } from './game-pool'
import { allReport, matchReport } from './report'
import { HeldOutUsageError, heldOutUsage, runHeldOut } from './held-out'

const usageText = (bots: string[]) => `usage:
  npm run arena -- --a <bot> --b <bot> --scenario <id> [--games N] [--variant <id>] [--seed K] [--workers W] [--max-turns T] [--json]
  npm run arena -- --a <bot> --b <bot> --free <planes a side, ${FREE_MIN}-${FREE_MAX}> [--games N] [...]
  npm run arena -- --all [--bots <bot>,<bot>,...] (--scenario <id> | --free <N>) [--games N] [...] [--anchor <bot>=<rating>]
  npm run arena -- --ruleset <id> [--a <bot> --b <bot>] [--scenario <id>] [...]: another game (${ARENA_RULESETS().join(', ')}; card by default);
    its first scenario and every pair of its bots unless told
  --clock: the search levels stop on their wall-clock guard too, as on a player's machine (by default they stop on
    their counted budget alone, so that a run gives the same games on any machine and at any load)
${heldOutUsage.replace(/^usage:\n/, '')}
bots: ${bots.join(', ')}`

class UsageError extends Error {}

/** the bots the usage lists: the card game's, or those of the ruleset --ruleset named */
let usageBots = (): string[] => Object.keys(arenaAdapter('card').ruleset.bots)

function whole(name: string, text: string, min: number, max: number): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  return n
}

function botOf(adapter: ArenaAdapter, name: string): string {
  const b = name.trim().replace(/^bot:/, '')
  if (!adapter.ruleset.bots[b]) throw new UsageError(`unknown bot "${name}": the bots are ${Object.keys(adapter.ruleset.bots).join(', ')}`)
  return b
}

interface Options {
  /** the ruleset's id (card by default) */
  ruleset: string
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
  /** the turn limit the games end at, where the ruleset's adapter says it differs from --max-turns (hex: its scenario's rounds, if fewer) */
  limit: number
  json: boolean
  anchor: Anchor
  /** the search levels stop on their wall-clock guard as well as their counted budget (--clock); off by default */
  clock: boolean
}

export function parseArena(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      ruleset: { type: 'string', default: 'card' },
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
      clock: { type: 'boolean', default: false },
    },
    strict: true,
  })
  let adapter: ArenaAdapter
  try {
    adapter = arenaAdapter(values.ruleset)
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  const card = adapter.ruleset.id === 'card'
  usageBots = () => Object.keys(adapter.ruleset.bots)
  const bot = (name: string) => botOf(adapter, name)
  let table: ArenaTable
  if (values.free !== undefined) {
    if (!card) throw new UsageError(`--free plays the card game's free dogfight; the ${adapter.ruleset.id} game plays --scenario`)
    if (values.scenario) throw new UsageError('--free plays a free dogfight instead of a scenario: give --free or --scenario, not both')
    if (values.variant) throw new UsageError('--variant goes with --scenario, not --free')
    table = { free: whole('free', values.free, FREE_MIN, FREE_MAX) }
  } else {
    if (!values.scenario && card) throw new UsageError('give --scenario (npm run sim -- --list lists them) or --free <planes a side>')
    // another ruleset plays its first scenario unless told (npm run arena -- --ruleset hex)
    const scenario = values.scenario ?? adapter.ruleset.scenarios(rulesetContent(adapter.ruleset.id))[0]?.id
    if (!scenario) throw new UsageError(`the ${adapter.ruleset.id} game has no scenario`)
    table = { scenario, variant: values.variant ?? null }
    // and, without --a and --b, rates every pair of its bots
    if (!card && !values.a && !values.b) values.all = true
  }
  let title: string
  let limitOf = (maxTurns: number) => maxTurns
  try {
    const setup = adapter.setup(rulesetContent(adapter.ruleset.id), table)
    adapter.sides(setup)
    if (adapter.turnLimit) limitOf = (maxTurns) => adapter.turnLimit!(setup, maxTurns)
    title = adapter.title(setup) + (values.variant ? ` (${values.variant})` : '')
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  let bots: string[]
  let pairs: [string, string][]
  if (values.all) {
    if (values.a || values.b) throw new UsageError('--all plays every pair of --bots: give --bots, not --a and --b')
    bots = [...new Set((values.bots ?? Object.keys(adapter.ruleset.bots).join(',')).split(',').map(bot))]
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
    ruleset: adapter.ruleset.id,
    pairs,
    all: values.all,
    bots,
    table,
    title,
    games: whole('games', values.games, 1, MAX_GAMES),
    seed: whole('seed', values.seed, 0, MAX_SEED),
    workers: whole('workers', values.workers, 1, 64),
    maxTurns: whole('max-turns', values['max-turns'], 1, 10_000),
    limit: limitOf(whole('max-turns', values['max-turns'], 1, 10_000)),
    json: values.json,
    anchor,
    clock: values.clock,
  }
}

export async function runArena(argv: string[], progress?: (line: string) => void): Promise<string> {
  // issue 31's held-out arena chooses its own pairings and scenarios (held-out.ts)
  if (argv.includes('--held-out')) return runHeldOut(argv, progress)
  const o = parseArena(argv)
  const games = schedule(o.seed, o.games)
  // a card job names no ruleset, as before (a job without one is the card game's)
  const ruleset = o.ruleset === 'card' ? {} : { ruleset: o.ruleset }
  const jobs: ArenaJob[] = o.pairs.flatMap(([a, b]) => games.map((game) => ({ ...o.table, ...ruleset, a, b, game, maxTurns: o.maxTurns, ...(o.clock ? { clock: true } : {}) })))
  const t0 = performance.now()
  const step = Math.max(1, Math.round(jobs.length / 10))
  const outcomes = await playInWorkers(jobs, o.workers, (n) => {
    if (n % step === 0 || n === jobs.length) progress?.(`arena: ${n}/${jobs.length} games`)
  })
  const run = { title: o.title, seed: o.seed, maxTurns: o.limit, workers: o.workers, seconds: (performance.now() - t0) / 1000 }
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
    const usage = e instanceof UsageError || e instanceof HeldOutUsageError || e instanceof SetupError || e instanceof RuleRefusal || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    process.stderr.write(`arena: ${(e as Error).message}\n${e instanceof UsageError ? usageText(usageBots()) + '\n' : e instanceof HeldOutUsageError ? e.usage + '\n' : ''}`)
    process.exitCode = usage ? 2 : 1
  }
}

if (process.argv[1]?.endsWith('arena.ts')) void main()
