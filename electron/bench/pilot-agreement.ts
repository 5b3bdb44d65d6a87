/**
 * How often a pilot's plan is the plan another pilot would fly in its place (issue 31's seventeenth pass,
 * docs/ai-passes.md): the training pilots (`--pilots`) play one another on the three duels, each seed twice with the
 * sides swapped, and at every plan a plane flies, each pilot of `--known` is asked what it would fly from the same
 * view. Prints, for the plans each pilot flew, the share each known pilot would have flown too (the same cards, repeats
 * resolved), and the share some known pilot other than itself would have. Then, for each pilot flown, the turns on
 * which the other two training pilots (its leave-one-out bank) would fly the same plan, and how often that plan was the
 * one flown (issue 31's twentieth pass: whether the bank's agreement marks the turns it forecasts well). Training pool
 * only (training-pilots.ts), never a held-out bot.
 *
 *   npx tsx electron/bench/pilot-agreement.ts --pilots pessimist,zone-hunter,gambler \
 *     --known heuristic,greedy,flowchart,pessimist,zone-hunter,gambler --pairs 4 --seed 901 --workers 2
 *
 * Hold the heavy-job lock for any run over a few seconds.
 */
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { drivePolicies } from '../../shared/arena/play'
import { gameSeed } from '../../shared/arena/schedule'
import type { Content } from '../../shared/content/types'
import type { Command } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import type { Policy } from '../../shared/bots/policy'
import type { RulesetPolicy } from '../../shared/rulesets/contract'
import { resolveRepeats } from '../../shared/engine/rules/aces/exceptional-pilot'
import { BANK_PILOTS } from '../../shared/bots/search/bank'
import { benchSetup } from './bench-game'
import { playSharded } from './sharded'
import { TRAINING } from './training-pilots'

const { values } = parseArgs({
  options: {
    pilots: { type: 'string', default: 'pessimist,zone-hunter,gambler' },
    known: { type: 'string', default: 'heuristic,greedy,flowchart,pessimist,zone-hunter,gambler' },
    pairs: { type: 'string', default: '4' },
    seed: { type: 'string', default: '901' },
    workers: { type: 'string', default: '2' },
    shard: { type: 'string' },
  },
})
const pilots = values.pilots!.split(',')
const known = values.known!.split(',')
for (const name of [...pilots, ...known]) if (!TRAINING[name]) throw new Error(`--pilots and --known name training pilots: ${Object.keys(TRAINING).join(', ')}`)
const scenarios = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face']
const jobs = pilots.flatMap((a, i) => pilots.slice(i + 1).flatMap((b) => scenarios.flatMap((s) => Array.from({ length: 2 * Number(values.pairs) }, (_, g) => ({ a, b, scenario: s, seed: gameSeed(Number(values.seed), g >> 1), aFirst: g % 2 === 0 })))))

/**
 * one plan flown: by whom, whether each known pilot would have flown it, whether one other than itself would have, and
 * each known pilot's plan for the plane ('' if it had none)
 */
type Row = { flown: string; hits: boolean[]; anyOther: boolean; guessed: string[] }

function play(content: Content, job: (typeof jobs)[number]): Row[] {
  const { setup, aSide } = benchSetup(content, job.scenario, job.aFirst)
  const policies: Record<string, RulesetPolicy> = {}
  const rows: Row[] = []
  for (const s of setup.seats) {
    const name = aSide.seats.includes(s.id) ? job.a : job.b
    const bot = TRAINING[name](content, s.id, job.seed)
    // the known pilots, asked in this seat's place (seeded apart from the pilot flying it)
    const readers = known.map((k, i) => TRAINING[k](content, s.id, job.seed * 7 + i + 1))
    const p: Policy = {
      seat: s.id,
      decide(view: GameView): Command[] {
        const out = bot.decide(view)
        const plans = out.filter((c) => c.type === 'plan')
        if (plans.length) {
          const guesses = readers.map((r) => r.decide(view))
          for (const c of plans) {
            if (c.type !== 'plan') continue
            const key = resolveRepeats(c.cards).join()
            const guessed = guesses.map((g) => {
              const x = g.find((y) => y.type === 'plan' && y.plane === c.plane)
              return x?.type === 'plan' ? resolveRepeats(x.cards).join() : ''
            })
            const hits = guessed.map((g) => g === key)
            rows.push({ flown: name, hits, anyOther: hits.some((h, i) => h && known[i] !== name), guessed })
          }
        }
        return out
      },
    }
    policies[s.id] = p as unknown as RulesetPolicy
  }
  const game = cardArena.start(content, setup, job.seed, 60)
  drivePolicies(game, policies)
  return rows
}

/** The turns on which the bank's two other pilots (in `known`) would fly the same plan, and how often it was flown. */
function bankAgreement(flown: string, rows: Row[]): string {
  const bank = Object.keys(BANK_PILOTS).filter((x) => x !== flown).map((x) => known.indexOf(x))
  if (bank.length !== 2 || bank.includes(-1)) return ''
  const agreed = rows.filter((x) => x.guessed[bank[0]] !== '' && x.guessed[bank[0]] === x.guessed[bank[1]])
  const hit = agreed.filter((x) => x.hits[bank[0]]).length
  const pct = (a: number, b: number): string => ((100 * a) / Math.max(1, b)).toFixed(1)
  return `  the other two agree on ${agreed.length} (${pct(agreed.length, rows.length)}%); their plan flown in ${hit} of those (${pct(hit, agreed.length)}%)`
}

async function main(): Promise<void> {
  const res = await playSharded(jobs, { workers: Number(values.workers), shard: values.shard }, play)
  if (!res) return
  const rows = res.flat()
  console.log(`flown by \\ predicted by: ${known.join(' ')}  | any other`)
  for (const f of pilots) {
    const r = rows.filter((x) => x.flown === f)
    console.log(`${f.padEnd(12)} n=${String(r.length).padStart(4)} ` + known.map((_, i) => ((100 * r.filter((x) => x.hits[i]).length) / r.length).toFixed(1).padStart(6)).join(' ') + `  | ${((100 * r.filter((x) => x.anyOther).length) / r.length).toFixed(1)}` + bankAgreement(f, r))
  }
}
void main()
