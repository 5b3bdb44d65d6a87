/**
 * One arena game: the scenario's (or the free dogfight's) seats given to bots A and B by side, every decide() timed, the game played through
 * the real driver (shared/sim/play.ts) and its record boiled down for A (shared/arena/tally.ts). Runs in a worker.
 */
import type { Policy } from '../../shared/bots/policy'
import { BOTS } from '../../shared/bots'
import type { Content } from '../../shared/content/types'
import type { ArenaGame } from '../../shared/arena/schedule'
import { freeArenaSetup } from '../../shared/arena/free'
import { outcomeOf, type Decision, type GameOutcome } from '../../shared/arena/tally'
import { scenarioSetup } from '../../shared/engine/setup'
import type { GameSetup } from '../../shared/engine/types'
import { playGame } from '../../shared/sim/play'
import { buildRecord } from '../../shared/sim/record'

/** What an arena game is played on: a scenario (with its variant), or a free dogfight of `free` planes a side (shared/arena/free.ts). */
export type ArenaTable = { scenario: string; variant: string | null } | { free: number }

/** One game for a worker: plain data, posted to it as it is. */
export type ArenaJob = ArenaTable & {
  /** bot names in BOTS */
  a: string
  b: string
  game: ArenaGame
  maxTurns: number
}

/** The game's setup: the scenario's, or the arena's free dogfight. */
export function arenaSetup(content: Content, table: ArenaTable): GameSetup {
  return 'free' in table ? freeArenaSetup(content, table.free) : scenarioSetup(content, { scenario: table.scenario, variant: table.variant })
}

/** A policy whose decide() calls that give commands are timed into `into` (wall clock), with the planes they plan for. */
function timed(policy: Policy, into: Decision[]): Policy {
  return {
    seat: policy.seat,
    decide(view) {
      const t = performance.now()
      const out = policy.decide(view)
      const took = performance.now() - t
      if (out.length) into.push({ ms: took, plans: new Set(out.flatMap((c) => (c.type === 'plan' ? [c.plane] : []))).size })
      return out
    },
  }
}

/** The team of the scenario's first side, and the one of its second; the arena needs exactly two. */
export function sidesOf(setup: GameSetup): [string, string] {
  if (setup.teams.length !== 2) throw new Error(`${setup.title} has ${setup.teams.length} sides; the arena plays games of two`)
  return [setup.teams[0].id, setup.teams[1].id]
}

export function playArenaGame(content: Content, job: ArenaJob): GameOutcome {
  const setup = arenaSetup(content, job)
  const [first, second] = sidesOf(setup)
  const aTeam = job.game.aFirst ? first : second
  const decisions: GameOutcome['decisions'] = { a: [], b: [] }
  const policies: Record<string, Policy> = {}
  const players: Record<string, string> = {}
  for (const seat of setup.seats) {
    const side = seat.team === aTeam ? 'a' : 'b'
    players[seat.id] = job[side]
    policies[seat.id] = timed(BOTS[job[side]].make(content, seat.id, job.game.seed), decisions[side])
  }
  const game = playGame(content, setup, job.game.seed, policies, { maxTurns: job.maxTurns })
  return outcomeOf(buildRecord(game, players), job.game, aTeam, decisions)
}
