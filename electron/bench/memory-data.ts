/**
 * Data for a memory of an opponent across games (issue 31's twenty-second pass, docs/ai-passes.md): the ace plays a
 * TRAINING-pool pilot on the three duels, each seed twice with the sides swapped, and for every plan the pilot flies
 * the record keeps what the ace's view shows of the stand before the turn (the pilot's plane and its enemy: where
 * each stands, its heading, its damage cards counted, its last manoeuvre), the table as a memory keys it, and the cards
 * flown (repeats resolved). One
 * line of JSON a record, in the order the games are listed (the game's index in `game`). memory-fit.ts asks how
 * often the plan flown is the plan flown before from the nearest stand remembered (--population: from other pilots'
 * stands), and search-train.ts --prior gives them to the ace as a memory. Never a held-out bot.
 *
 *   npx tsx electron/bench/memory-data.ts --against pessimist --pairs 25 --seed 601 --workers 2 > mem.jsonl
 *
 * Hold the heavy-job lock for any run over a few seconds.
 */
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { drivePolicies } from '../../shared/arena/play'
import { gameSeed } from '../../shared/arena/schedule'
import type { Policy } from '../../shared/bots/policy'
import type { Content } from '../../shared/content/types'
import { resolveRepeats } from '../../shared/engine/rules/aces/exceptional-pilot'
import type { Command } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { OpponentMemory, standOf } from '../../shared/bots/search/memory'
import type { RulesetPolicy } from '../../shared/rulesets/contract'
import { benchSetup } from './bench-game'
import { playSharded } from './sharded'
import { TRAINING } from './training-pilots'

const { values } = parseArgs({
  options: {
    against: { type: 'string', default: 'pessimist' },
    level: { type: 'string', default: 'ace' },
    pairs: { type: 'string', default: '25' },
    seed: { type: 'string', default: '601' },
    workers: { type: 'string', default: '2' },
    shard: { type: 'string' },
  },
})
const against = values.against!
if (!TRAINING[against] || !TRAINING[values.level!]) throw new Error(`--against and --level name training pilots: ${Object.keys(TRAINING).join(', ')}`)
const scenarios = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face']
const jobs = Array.from({ length: Number(values.pairs) }, (_, p) => scenarios.flatMap((scenario) => [true, false].map((aFirst) => ({ scenario, seed: gameSeed(Number(values.seed), p), aFirst })))).flat()

export interface MemoryRecord {
  game: number
  scenario: string
  turn: number
  /** the table as a memory keys it (memory.ts OpponentMemory.tableOf: scenario, variant, the pilot's aircraft, the enemy's) */
  table: string
  /** the pilot's plane and the enemy's: x, y, h, damage cards, last manoeuvre (steep, straight, Immelmann as 0/1) */
  own: number[]
  enemy: number[]
  plan: string[]
}

function play(content: Content, job: (typeof jobs)[number] & { index: number }): MemoryRecord[] {
  const { setup, aSide } = benchSetup(content, job.scenario, job.aFirst)
  const policies: Record<string, RulesetPolicy> = {}
  const out: MemoryRecord[] = []
  for (const s of setup.seats) {
    const mine = aSide.seats.includes(s.id)
    const bot = TRAINING[mine ? values.level! : against](content, s.id, job.seed)
    const p: Policy = mine
      ? bot
      : {
          seat: s.id,
          decide(view: GameView): Command[] {
            const cmds = bot.decide(view)
            for (const c of cmds) {
              if (c.type !== 'plan') continue
              const own = view.planes.find((q) => q.id === c.plane)
              const enemy = view.planes.find((q) => q.team !== own?.team && q.status === 'flying')
              if (own && enemy) out.push({ game: job.index, scenario: job.scenario, turn: view.turn, table: OpponentMemory.tableOf(view, own, enemy), own: standOf(own), enemy: standOf(enemy), plan: resolveRepeats(c.cards) })
            }
            return cmds
          },
        }
    policies[s.id] = p as unknown as RulesetPolicy
  }
  const game = cardArena.start(content, setup, job.seed, 60)
  drivePolicies(game, policies)
  return out
}

async function main(): Promise<void> {
  const res = await playSharded(
    jobs.map((j, index) => ({ ...j, index })),
    { workers: Number(values.workers), shard: values.shard },
    play,
  )
  if (!res) return
  for (const r of res.flat()) console.log(JSON.stringify(r))
}
void main()
