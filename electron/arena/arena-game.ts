/**
 * One arena game, of any ruleset: the table's seats given to bots A and B by side, every decide() timed, the game
 * played through the real driver (shared/arena/play.ts) and boiled down for A by the ruleset's arena adapter
 * (shared/arena/adapter.ts). Runs in a worker.
 */
import type { ArenaTable } from '../../shared/arena/adapter'
import { arenaAdapter } from '../../shared/arena/adapters'
import { drivePolicies } from '../../shared/arena/play'
import type { ArenaGame } from '../../shared/arena/schedule'
import type { Decision, GameOutcome } from '../../shared/arena/tally'
import type { BaseCommand, RulesetPolicy } from '../../shared/rulesets/contract'
import { OpponentMemory } from '../../shared/bots/search/memory'

export type { ArenaTable } from '../../shared/arena/adapter'
export { arenaSetup, sidesOf } from '../../shared/arena/card-arena'

/** One game for a worker: plain data, posted to it as it is. */
export type ArenaJob = ArenaTable & JobOf

interface JobOf {
  /** the ruleset's id; the card game when absent */
  ruleset?: string
  /** bot names in the ruleset's bots */
  a: string
  b: string
  game: ArenaGame
  maxTurns: number
  /** whether the bots that plan on a counted budget may also stop on the wall clock (--clock); off when absent */
  clock?: boolean
}

/**
 * Games of one pairing, table and side, played in order by one worker with the level (side A) remembering its opponent
 * from game to game (--remember; shared/bots/search/memory.ts): the same opponent met again and again at the same
 * table, each game's outcome as its own.
 */
export type ArenaChain = ArenaTable & Omit<JobOf, 'game'> & { chain: ArenaGame[] }

/** A policy whose decide() calls that give commands are timed into `into` (wall clock), with the planes they plan for. */
function timed(policy: RulesetPolicy, into: Decision[], plans: (cmds: readonly BaseCommand[]) => number): RulesetPolicy {
  return {
    seat: policy.seat,
    decide(view) {
      const t = performance.now()
      const out = policy.decide(view)
      const took = performance.now() - t
      if (out.length) into.push({ ms: took, plans: plans(out) })
      return out
    },
  }
}

/** A chain's games in order, side A's bot given one memory of its opponent across them (the card game's only). */
export function playArenaChain(contentOf: (ruleset: string) => unknown, chain: ArenaChain): GameOutcome[] {
  if (arenaAdapter(chain.ruleset).ruleset.id !== 'card') throw new Error('--remember: only the card game\'s bots keep a memory of their opponent')
  const { chain: games, ...job } = chain
  const memory = new OpponentMemory()
  return games.map((game) => playArenaGame(contentOf, { ...job, game } as ArenaJob, memory))
}

/**
 * `contentOf(id)`: the ruleset's content (the worker loads each once). `memory`: side A's memory of its opponent
 * (a chain's), given to A's bot alone.
 */
export function playArenaGame(contentOf: (ruleset: string) => unknown, job: ArenaJob, memory?: unknown): GameOutcome {
  const adapter = arenaAdapter(job.ruleset)
  const content = contentOf(adapter.ruleset.id)
  const setup = adapter.setup(content, job)
  const [first, second] = adapter.sides(setup)
  const aSide = job.game.aFirst ? first : second
  const decisions: GameOutcome['decisions'] = { a: [], b: [] }
  const policies: Record<string, RulesetPolicy> = {}
  const players: Record<string, string> = {}
  // the seats in the setup's order, as the driver asks them in the order it is given them
  for (const seat of adapter.ruleset.seats(setup) as string[]) {
    const side = first.seats.includes(seat) ? first : second.seats.includes(seat) ? second : null
    if (!side) continue
    const who = side === aSide ? 'a' : 'b'
    const bot = adapter.ruleset.bots[job[who]]
    if (!bot) throw new Error(`unknown bot "${job[who]}": the bots are ${Object.keys(adapter.ruleset.bots).join(', ')}`)
    players[seat] = job[who]
    policies[seat] = timed(bot.make(content, seat, job.game.seed, { clock: job.clock ?? false, ...(memory && who === 'a' ? { memory } : {}) }), decisions[who], adapter.plans)
  }
  const game = adapter.start(content, setup, job.game.seed, job.maxTurns)
  drivePolicies(game, policies)
  return { ...job.game, ...adapter.outcome(game, players, aSide.id), players, decisions }
}
