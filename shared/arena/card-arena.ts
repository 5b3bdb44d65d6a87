/**
 * The card-and-base game in the arena: a scenario with its variant, or the free dogfight of N a side (free.ts);
 * the sides are the setup's two teams; the engine's turn limit; the outcome read from the game record (exits,
 * planes shot down, exploded or out of control), exactly as before the arena served other rulesets.
 */
import type { Content } from '../content/types'
import { scenarioSetup } from '../engine/setup'
import type { Command, GameSetup } from '../engine/types'
import { CardGame, cardRuleset } from '../rulesets/card'
import { buildRecord } from '../sim/record'
import type { ArenaAdapter, ArenaTable } from './adapter'
import { freeArenaSetup } from './free'
import { outcomeOf } from './tally'

/** The game's setup: the scenario's, or the arena's free dogfight. */
export function arenaSetup(content: Content, table: ArenaTable): GameSetup {
  return 'free' in table ? freeArenaSetup(content, table.free) : scenarioSetup(content, { scenario: table.scenario, variant: table.variant })
}

/** The team of the scenario's first side, and the one of its second; the arena needs exactly two. */
export function sidesOf(setup: GameSetup): [string, string] {
  if (setup.teams.length !== 2) throw new Error(`${setup.title} has ${setup.teams.length} sides; the arena plays games of two`)
  return [setup.teams[0].id, setup.teams[1].id]
}

export const cardArena: ArenaAdapter<Content, GameSetup> = {
  ruleset: cardRuleset,
  setup: arenaSetup,
  title: (setup) => setup.title,
  sides(setup) {
    const [first, second] = sidesOf(setup)
    const seats = (team: string) => setup.seats.filter((s) => s.team === team).map((s) => s.id)
    return [
      { id: first, seats: seats(first) },
      { id: second, seats: seats(second) },
    ]
  },
  start(content, setup, seed, maxTurns) {
    // the arena's turn limit, unless the scenario has its own (as shared/sim/play.ts's playGame)
    const limited: GameSetup = maxTurns && !setup.options.turnLimit ? { ...setup, options: { ...setup.options, turnLimit: maxTurns } } : setup
    return cardRuleset.start(content, limited, seed)
  },
  plans: (cmds) => new Set((cmds as Command[]).flatMap((c) => (c.type === 'plan' ? [c.plane] : []))).size,
  outcome(game, players, aSide) {
    const { result, reason, turns, exits, downed, flying } = outcomeOf(buildRecord((game as CardGame).game, players), { game: 0, seed: 0, aFirst: true }, aSide, { a: [], b: [] })
    return { result, reason, turns, exits, downed, flying }
  },
}
