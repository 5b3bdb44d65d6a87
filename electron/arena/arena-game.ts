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

export type { ArenaTable } from '../../shared/arena/adapter'
export { arenaSetup, sidesOf } from '../../shared/arena/card-arena'

/** One game for a worker: plain data, posted to it as it is. */
export type ArenaJob = ArenaTable & {
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

/** `contentOf(id)`: the ruleset's content (the worker loads each once). */
export function playArenaGame(contentOf: (ruleset: string) => unknown, job: ArenaJob): GameOutcome {
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
    policies[seat] = timed(bot.make(content, seat, job.game.seed, { clock: job.clock ?? false }), decisions[who], adapter.plans)
  }
  const game = adapter.start(content, setup, job.game.seed, job.maxTurns)
  drivePolicies(game, policies)
  return { ...job.game, ...adapter.outcome(game, players, aSide.id), players, decisions }
}
