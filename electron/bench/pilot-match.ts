/**
 * One training pilot against another (training-pilots.ts, never a held-out bot): seeded games on the given scenarios,
 * each seed twice with the sides swapped, as search-train.ts plays them; prints for each scenario the games A won,
 * drew and lost with Wilson intervals, the mutual destructions (planes of both sides lost and none left flying), the
 * games in which a plane of either side left the table, and how long each side's plan calls took (median and max).
 *
 *   npx tsx electron/bench/pilot-match.ts --a pessimist --b heuristic \
 *     --scenarios duel-over-the-trenches,on-the-way-to-become-aces,face-to-face --pairs 10 --seed 1 [--workers 2]
 *
 * Hold the heavy-job lock for any run over a few seconds.
 */
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { cardArena } from '../../shared/arena/card-arena'
import { drivePolicies } from '../../shared/arena/play'
import { gameSeed } from '../../shared/arena/schedule'
import { wilson } from '../../shared/arena/wilson'
import type { Content } from '../../shared/content/types'
import type { Command } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import type { Policy } from '../../shared/bots/policy'
import type { CardGame } from '../../shared/rulesets/card'
import type { RulesetPolicy } from '../../shared/rulesets/contract'
import { benchSetup, mutualOf } from './bench-game'
import { playSharded } from './sharded'
import { TRAINING } from './training-pilots'

interface Game {
  scenario: string
  seed: number
  aFirst: boolean
  result: 'a' | 'b' | 'draw'
  mutual: boolean
  /** planes of A's side and of B's side that left the table */
  exits: { a: number; b: number }
  /** ms of each of A's and B's plan calls */
  ms: { a: number[]; b: number[] }
}

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    scenarios: { type: 'string', default: 'duel-over-the-trenches,on-the-way-to-become-aces,face-to-face' },
    pairs: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    shard: { type: 'string' },
  },
})

for (const name of [values.a, values.b]) if (!name || !TRAINING[name]) throw new Error(`--a and --b name training pilots: ${Object.keys(TRAINING).join(', ')}`)
const [nameA, nameB] = [values.a!, values.b!]
const scenarios = values.scenarios!.split(',')
const pairs = Number(values.pairs)
const seed = Number(values.seed)
const jobs = scenarios.flatMap((s) => Array.from({ length: 2 * pairs }, (_, g) => ({ scenario: s, seed: gameSeed(seed, g >> 1), aFirst: g % 2 === 0 })))

/** A policy whose plan calls are timed into `ms`. */
function timed(bot: Policy, ms: number[]): Policy {
  return {
    seat: bot.seat,
    decide(view: GameView): Command[] {
      const t = performance.now()
      const out = bot.decide(view)
      if (out.some((c) => c.type === 'plan')) ms.push(performance.now() - t)
      return out
    },
  }
}

function play(content: Content, job: (typeof jobs)[number]): Game {
  const { setup, aSide } = benchSetup(content, job.scenario, job.aFirst)
  const policies: Record<string, RulesetPolicy> = {}
  const players: Record<string, string> = {}
  const ms = { a: [] as number[], b: [] as number[] }
  for (const s of setup.seats) {
    const mine = aSide.seats.includes(s.id)
    players[s.id] = mine ? nameA : nameB
    // each bot seeded as the arena seeds it (the game's seed; the bot draws its own stream for its seat)
    const bot = TRAINING[mine ? nameA : nameB](content, s.id, job.seed)
    policies[s.id] = timed(bot, mine ? ms.a : ms.b) as unknown as RulesetPolicy
  }
  const game = cardArena.start(content, setup, job.seed, 60)
  drivePolicies(game, policies)
  const out = cardArena.outcome(game, players, aSide.id)
  const mutual = mutualOf(game as CardGame, aSide.id)
  return { ...job, result: out.result, mutual, exits: out.exits, ms }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor(s.length / 2)] : NaN
}

function report(games: Game[]): string {
  const lines = [`${nameA} (A) against ${nameB} (B): ${pairs} seeds from --seed ${seed}, each twice with the sides swapped`]
  lines.push('scenario                        games  won  drawn  lost  A won % [95% CI]     mutual  off-table  ms A med/max  ms B med/max')
  const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} [${wilson(k, n).map((x) => (100 * x).toFixed(1)).join(', ')}]`
  const row = (label: string, g: Game[]) => {
    const won = g.filter((x) => x.result === 'a').length
    const lost = g.filter((x) => x.result === 'b').length
    const ms = (side: 'a' | 'b') => {
      const all = g.flatMap((x) => x.ms[side])
      return `${median(all).toFixed(0)}/${Math.max(...all).toFixed(0)}`.padStart(12)
    }
    const off = g.filter((x) => x.exits.a + x.exits.b > 0).length
    const offSides = `${off} (A ${g.filter((x) => x.exits.a > 0).length}, B ${g.filter((x) => x.exits.b > 0).length})`
    lines.push(`${label.padEnd(31)} ${String(g.length).padStart(5)} ${String(won).padStart(4)} ${String(g.length - won - lost).padStart(6)} ${String(lost).padStart(5)}  ${pct(won, g.length).padEnd(20)} ${String(g.filter((x) => x.mutual).length).padStart(6)}  ${offSides.padEnd(14)} ${ms('a')}  ${ms('b')}`)
  }
  for (const s of scenarios) row(s, games.filter((x) => x.scenario === s))
  row('all', games)
  return lines.join('\n')
}

async function main(): Promise<void> {
  const t = Date.now()
  const games = await playSharded(jobs, { workers: Number(values.workers), shard: values.shard }, play)
  if (games) process.stdout.write(`${report(games)}\n${((Date.now() - t) / 1000).toFixed(1)} s\n`)
}

void main()
