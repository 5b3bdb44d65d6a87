/**
 * Training and measuring the search bot against the TRAINING pool only (issue 31; docs/ai.md, "A stronger search
 * against pilots it has not met"): a search level, with any of its settings or value weights changed, plays seeded
 * games against the training bots (heuristic, greedy, flowchart, random, or a search level for self-play) on the given
 * scenarios, each seed twice with the sides swapped, on its counted budget (no clock), and prints for each pairing the
 * games won, drawn and lost with Wilson intervals, the mutual destructions (a game that ended with planes of both sides
 * lost and none left flying) and the games in which its planes left the table. The same seeds for every candidate, so
 * candidates are compared on the same games. The held-out bots are never played here: its opponents are built from the
 * training bots' own classes (training-pilots.ts), never looked up in BOTS, so no name can reach one (their code is
 * loaded, unused, with the card ruleset's bot list that the arena adapter brings). Tuning and rating never share an
 * opponent.
 *
 *   npx tsx electron/bench/search-train.ts --level veteran --against heuristic,greedy,flowchart \
 *     --scenarios duel-over-the-trenches,on-the-way-to-become-aces,face-to-face --pairs 20 --seed 101 [--workers 2] \
 *     [--set '{"weights":{"lostOwn":14},"trust":0.6}'] [--json] [--oracle [--oracle-share q] [--oracle-turns n] | --watch]
 *     [--audit FILE] [--remember [--no-end] | --prior FILE,FILE... [--prior-weight w]]
 *
 * --set: a JSON object merged into the level (its "weights" merged into evaluate.ts's WEIGHTS). With
 * '{"knows":false}' the level reads none of the training bots by name and meets them as pilots it has never met
 * (docs/ai-passes.md, "Fourth pass: training blind"). With --oracle the level is told the opponents' true plans of each
 * turn (oracle-ace.ts): an upper bound of what knowing the opponent gives, never a bot of the app; with --watch it is
 * told nothing, and the run counts how often its own model foresaw the plans flown; --oracle-share q tells it in that
 * share of its columns only (spread evenly), the rest its own model's; --oracle-turns n tells it in the game's first n turns only. --remember gives the level a memory of each
 * opponent across games (memory.ts), kept in the order each worker plays its games (every nth game of the list, with n
 * workers), so a run's games depend on its --workers, and tells it each game's end (a steady level's lines shift after a
 * game not won; --no-end: not told, issue 31's twenty-fourth pass). --prior gives every game afresh a memory of what other pilots
 * flew (memory-data.ts's records; issue 31's twenty-third pass), its recall weighed at --prior-weight times the
 * memory's, nothing carried between games. --audit FILE (with --watch or --oracle) writes,
 * for every plane-turn, each candidate's value as the search estimated it and as it was against the plan then flown
 * (oracle-ace.ts Audited), one game a line; audit-report.ts reads it. Hold the heavy-job lock for any run over a few
 * seconds.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { drivePolicies } from '../../shared/arena/play'
import { gameSeed } from '../../shared/arena/schedule'
import { wilson } from '../../shared/arena/wilson'
import { WEIGHTS } from '../../shared/bots/search/evaluate'
import { LEVELS, type Level } from '../../shared/bots/search/levels'
import { SearchBot } from '../../shared/bots/search/search-bot'
import { OpponentMemory, type MemoryData, type Recalled } from '../../shared/bots/search/memory'
import type { Content } from '../../shared/content/types'
import type { CardGame } from '../../shared/rulesets/card'
import type { RulesetPolicy } from '../../shared/rulesets/contract'
import type { Policy } from '../../shared/bots/policy'
import { DecidedOnce, OracleSearchBot, type Audited, type Foresight } from './oracle-ace'
import { readPopulation, recordStand } from './memory-population'
import { benchSetup, firstTurnDamage, firstTurnPlans, mutualOf } from './bench-game'
import { playSharded } from './sharded'
import { TRAINING } from './training-pilots'

interface Game {
  against: string
  scenario: string
  seed: number
  aFirst: boolean
  result: 'a' | 'b' | 'draw'
  mutual: boolean
  exits: number
  turns: number
  /** the damage points each side took in the first turn (bench-game.ts firstTurnDamage): a, the level's; b, its opponent's */
  first: { a: number; b: number }
  /** the plan each side's first plane flew in the first turn (bench-game.ts firstTurnPlans) */
  opening: { a: string[] | null; b: string[] | null }
  /**
   * whether the level's first-turn plan ended with an Immelmann turn: 003 lines 40-43 and 126-130 want a straight just
   * before and just after one, so such a plan must open its next turn with a straight
   */
  endsImmelmann: boolean
  /** --oracle or --watch: how well the level's own model foresaw the opponents' plans (oracle-ace.ts) */
  foresight?: Foresight
  /** --audit: each plane-turn's estimated and true values of the candidates (oracle-ace.ts Audited) */
  audited?: Audited[]
}

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'veteran' },
    against: { type: 'string', default: 'heuristic,greedy,flowchart' },
    scenarios: { type: 'string', default: 'duel-over-the-trenches,on-the-way-to-become-aces,face-to-face' },
    pairs: { type: 'string', default: '10' },
    seed: { type: 'string', default: '101' },
    workers: { type: 'string', default: '1' },
    set: { type: 'string', default: '{}' },
    shard: { type: 'string' },
    json: { type: 'boolean', default: false },
    oracle: { type: 'boolean', default: false },
    'oracle-share': { type: 'string', default: '1' },
    'oracle-turns': { type: 'string' },
    watch: { type: 'boolean', default: false },
    audit: { type: 'string' },
    remember: { type: 'boolean', default: false },
    'no-end': { type: 'boolean', default: false },
    prior: { type: 'string' },
    'prior-weight': { type: 'string', default: '1' },
  },
})

const levelName = values.level as Level['name']
if (!LEVELS[levelName]) throw new Error(`--level must be one of ${Object.keys(LEVELS).join(', ')}`)
const against = values.against!.split(',')
for (const a of against) if (!TRAINING[a]) throw new Error(`--against ${a}: the training pool is ${Object.keys(TRAINING).join(', ')}`)
const scenarios = values.scenarios!.split(',')
const pairs = Number(values.pairs)
const seed = Number(values.seed)
const set = JSON.parse(values.set!) as Partial<Level> & { weights?: Partial<typeof WEIGHTS> }
const level: Level = { ...LEVELS[levelName], ...set, weights: { ...WEIGHTS, ...(LEVELS[levelName].weights ?? {}), ...(set.weights ?? {}) } }

/** every game of the run, in order: (opponent, scenario, pair, side) */
const jobs = against.flatMap((a) => scenarios.flatMap((s) => Array.from({ length: 2 * pairs }, (_, g) => ({ against: a, scenario: s, seed: gameSeed(seed, g >> 1), aFirst: g % 2 === 0 }))))

/** --remember: the level's memory of each opponent (memory.ts), kept from game to game in the order this process plays them */
const memories = new Map<string, OpponentMemory>()
const memoryOf = (against: string): OpponentMemory => memories.get(against) ?? memories.set(against, new OpponentMemory()).get(against)!

/**
 * --prior FILES: a memory that every game starts from afresh, of what OTHER pilots flew from each stand
 * (memory-data.ts's records; to stand for a pilot never met, none of them the opponent's own), its forecasts weighed at
 * --prior-weight times the memory's weight. Nothing carries from game to game.
 */
const priorTurns = values.prior ? readPopulation(values.prior.split(','), '--prior').flat().map((r) => ({ table: r.table, stand: recordStand(r), plan: r.plan })) : null
const priorWeight = Number(values['prior-weight'])
if (!(priorWeight >= 0 && priorWeight <= 1)) throw new Error('--prior-weight: a number from 0 to 1')
if (values['no-end'] && !values.remember) throw new Error('--no-end: only with --remember')
if (priorTurns && values.remember) throw new Error('--prior and --remember: one memory or the other')
if ((priorTurns || values.remember) && (values.oracle || values.watch)) throw new Error('--prior and --remember give the plain level a memory: not with --oracle or --watch')
class PriorMemory extends OpponentMemory {
  override recall(...args: Parameters<OpponentMemory['recall']>): Recalled | null {
    const r = super.recall(...args)
    return r && { ...r, weight: r.weight * priorWeight }
  }
}
const priorOf = (): OpponentMemory | null => (priorTurns ? new PriorMemory({ format: 'overdive-opponent-memory', version: 1, turns: [...priorTurns] } satisfies MemoryData) : null)

function play(content: Content, job: (typeof jobs)[number]): Game {
  const { setup, aSide } = benchSetup(content, job.scenario, job.aFirst)
  const policies: Record<string, RulesetPolicy> = {}
  const players: Record<string, string> = {}
  // --oracle: the level told the opponents' true plans of each turn (oracle-ace.ts), a bench-only upper bound
  let game: ReturnType<typeof cardArena.start> | null = null
  const told: DecidedOnce[] = []
  const watched: Foresight[] = []
  const audits: Audited[][] = []
  for (const s of setup.seats) {
    const mine = aSide.seats.includes(s.id)
    players[s.id] = mine ? levelName : job.against
    // each bot seeded as the arena seeds it (the game's seed; the bot draws its own stream for its seat)
    let bot: Policy
    if (mine && (values.oracle || values.watch)) {
      const oracle = new OracleSearchBot(content, s.id, job.seed, level, { clock: false })
      oracle.peek = () => new Map(told.flatMap((t) => [...t.plansFor()]))
      oracle.tell = values.oracle ? Number(values['oracle-share']) : 0
      if (values['oracle-turns']) oracle.tellTurns = Number(values['oracle-turns'])
      watched.push(oracle.foresight)
      oracle.audit = !!values.audit
      audits.push(oracle.audited)
      bot = oracle
    } else if (mine) {
      const memory = values.remember ? memoryOf(job.against) : priorOf()
      bot = new SearchBot(content, s.id, job.seed, level, { clock: false, ...(memory ? { memory } : {}) })
    }
    else if (values.oracle || values.watch) {
      const t = new DecidedOnce(TRAINING[job.against](content, s.id, job.seed), () => (game as CardGame).game.view(s.id))
      told.push(t)
      bot = t
    } else bot = TRAINING[job.against](content, s.id, job.seed)
    policies[s.id] = bot as unknown as RulesetPolicy
  }
  game = cardArena.start(content, setup, job.seed, 60)
  drivePolicies(game, policies)
  const out = cardArena.outcome(game, players, aSide.id)
  const g = (game as CardGame).game
  // --remember: the game's end told to the memory, as the host tells it (a steady level's lines shift after a game not won)
  if (values.remember && !values['no-end']) {
    const table = OpponentMemory.duelTable(g.view(aSide.seats[0]), aSide.seats[0])
    if (table) memoryOf(job.against).ended(table, out.result === 'a')
  }
  const mutual = mutualOf(game as CardGame, aSide.id)
  const teamOf = (id: string) => g.state.planes.find((p) => p.id === id)?.team
  const first = firstTurnDamage(g.events, teamOf, aSide.id)
  const opening = firstTurnPlans(g.events, teamOf, aSide.id)
  const endsImmelmann = !!content.cards[opening.a?.at(-1) ?? '']?.immelmann
  return { ...job, result: out.result, mutual, exits: out.exits.a, turns: out.turns, first, opening, endsImmelmann, ...(watched.length ? { foresight: watched[0] } : {}), ...(values.audit ? { audited: audits[0] } : {}) }
}

function report(games: Game[]): string {
  const lines: string[] = []
  const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} [${wilson(k, n).map((x) => (100 * x).toFixed(1)).join(', ')}]`
  lines.push(`${levelName}${values.oracle ? ` told the opponents' plans (--oracle) in ${Number(values['oracle-share']) * 100}% of its columns` : values.watch ? ' watched (--watch)' : ''}${values.set !== '{}' ? ` with ${values.set}` : ''}: ${pairs} seeds from --seed ${seed}, each twice with the sides swapped, counted budget`)
  lines.push('against     scenario                        games  won  drawn  lost  won % [95% CI]       mutual  exits')
  const row = (label: string, scen: string, g: Game[]) => {
    const won = g.filter((x) => x.result === 'a').length
    const lost = g.filter((x) => x.result === 'b').length
    lines.push(`${label.padEnd(11)} ${scen.padEnd(31)} ${String(g.length).padStart(5)} ${String(won).padStart(4)} ${String(g.length - won - lost).padStart(6)} ${String(lost).padStart(5)}  ${pct(won, g.length).padEnd(20)} ${String(g.filter((x) => x.mutual).length).padStart(6)} ${String(g.filter((x) => x.exits > 0).length).padStart(6)}`)
  }
  for (const a of against) for (const s of scenarios) row(a, s, games.filter((x) => x.against === a && x.scenario === s))
  row('all', '', games)
  const won = games.filter((x) => x.result === 'a').length
  const lost = games.filter((x) => x.result === 'b').length
  lines.push(`score (won - lost) / games: ${((won - lost) / games.length).toFixed(3)}; mutual destructions ${games.filter((x) => x.mutual).length} of ${games.length}`)
  lines.push(...byFirstTurn(games))
  const f = games.reduce((a, g) => {
    const x = g.foresight
    if (!x) return a
    x.ranks.forEach((n, k) => (a.ranks[k] = (a.ranks[k] ?? 0) + (n ?? 0)))
    return { turns: a.turns + x.turns, inPool: a.inPool + x.inPool, columns: a.columns + x.columns, hits: a.hits + x.hits, ranks: a.ranks, pilotMass: a.pilotMass + x.pilotMass, readTurns: a.readTurns + x.readTurns, fittedTurns: a.fittedTurns + x.fittedTurns, fittedTrust: a.fittedTrust + x.fittedTrust, fittedP: a.fittedP + x.fittedP, oldP: a.oldP + x.oldP, bankTrust: a.bankTrust + (x.bankTrust ?? 0), bankP: a.bankP + (x.bankP ?? 0) }
  }, { turns: 0, inPool: 0, columns: 0, hits: 0, ranks: [] as number[], pilotMass: 0, readTurns: 0, fittedTurns: 0, fittedTrust: 0, fittedP: 0, oldP: 0, bankTrust: 0, bankP: 0 })
  if (f.turns) {
    lines.push(`the opponents' true plans: in the reply pool ${f.inPool} of ${f.turns} plane-turns (${((100 * f.inPool) / f.turns).toFixed(1)}%); flown in ${f.hits} of ${f.columns} columns sampled (${((100 * f.hits) / f.columns).toFixed(1)}%)`)
    if (f.fittedTurns && f.bankTrust) lines.push(`the reasoner bank (reasoners.ts): trusted ${(f.bankTrust / f.fittedTurns).toFixed(3)} on average; it gave the plan flown ${((100 * f.bankP) / f.fittedTurns).toFixed(1)}% on average`)
    if (f.fittedTurns) lines.push(`the fitted model (style.ts), over ${f.fittedTurns} plane-turns: trusted ${(f.fittedTrust / f.fittedTurns).toFixed(3)} on average; it gave the plan flown ${((100 * f.fittedP) / f.fittedTurns).toFixed(1)}% on average, the old draw ${((100 * f.oldP) / f.fittedTurns).toFixed(1)}%`)
    lines.push(`the reader: a pilot it knows believed (0.5 or more) in ${f.readTurns} of ${f.turns} plane-turns (${((100 * f.readTurns) / f.turns).toFixed(1)}%); the pilots it knows held ${((100 * f.pilotMass) / f.columns).toFixed(1)}% of the columns' belief`)
    lines.push(`their places in the reply pool (best-ranked first): ${Array.from({ length: f.ranks.length }, (_, k) => f.ranks[k] ?? 0).join(' ')}`)
  }
  return lines.join('\n')
}

/**
 * The games of each scenario by the first turn's exchange of fire: won-drawn-lost where the level took 3 or more damage
 * points more than its opponent, where they took within 2 of each other, and where the opponent took 3 or more more
 * (issue 31's fourteenth pass: luck in the first exchange, or the turns after it?). Scenarios where no plane took damage
 * in the first turn are left out.
 */
function byFirstTurn(games: Game[]): string[] {
  const wdl = (g: Game[]) => `${g.filter((x) => x.result === 'a').length}-${g.filter((x) => x.result === 'draw').length}-${g.filter((x) => x.result === 'b').length}`
  const out: string[] = []
  for (const s of scenarios) {
    const g = games.filter((x) => x.scenario === s)
    if (!g.some((x) => x.first.a + x.first.b > 0)) continue
    const d = (x: Game) => x.first.a - x.first.b
    out.push(`${s}, by the first turn's damage (won-drawn-lost): it took 3+ more ${wdl(g.filter((x) => d(x) >= 3))}; within 2 ${wdl(g.filter((x) => Math.abs(d(x)) < 3))}; the opponent 3+ more ${wdl(g.filter((x) => d(x) <= -3))}`)
    // its first-turn plans, most flown first, and the games that followed each (its opponents' beside them)
    for (const side of ['a', 'b'] as const) {
      const byPlan = new Map<string, Game[]>()
      for (const x of g) {
        const k = x.opening[side]?.join(' ') ?? 'none'
        byPlan.set(k, [...(byPlan.get(k) ?? []), x])
      }
      const top = [...byPlan].sort((p, q) => q[1].length - p[1].length).slice(0, 4)
      out.push(`  ${side === 'a' ? 'its' : "the opponents'"} first-turn plans, most flown (games; its won-drawn-lost): ${top.map(([k, v]) => `${k} (${v.length}; ${wdl(v)})`).join(', ')}`)
    }
    const endsImmelmann = (x: Game) => x.endsImmelmann
    out.push(`  its first-turn plan ending with an Immelmann turn ${wdl(g.filter(endsImmelmann))}; any other ${wdl(g.filter((x) => !endsImmelmann(x)))}`)
  }
  return out
}

async function main(): Promise<void> {
  const t = Date.now()
  const games = await playSharded(jobs, { workers: Number(values.workers), shard: values.shard }, play)
  if (!games) return
  // a level whose bank holds a pilot it plays reads that pilot nearly by name (docs/ai-passes.md, "Eighteenth pass")
  const banked = against.filter((a) => level.bank?.some((b) => b === a))
  if (banked.length) process.stderr.write(`note: the ${levelName}'s bank holds ${banked.join(', ')}, which it played here; --set '{"bank":[]}' leaves the bank out\n`)
  if (values.audit) writeFileSync(values.audit, games.map((g) => JSON.stringify({ against: g.against, scenario: g.scenario, seed: g.seed, aFirst: g.aFirst, result: g.result, audited: g.audited })).join('\n') + '\n')
  if (values.json) process.stdout.write(`${JSON.stringify({ level: levelName, set, pairs, seed, games })}\n`)
  else process.stdout.write(`${report(games)}\n${((Date.now() - t) / 1000).toFixed(1)} s\n`)
}

void main()
