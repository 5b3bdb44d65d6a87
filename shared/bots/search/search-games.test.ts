import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { scenarioSetup } from '../../engine/setup'
import { playGame } from '../../sim/play'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import type { Level } from './levels'
import { SearchBot } from './search-bot'

/** Seed 1: the search bot at `level` (its clock frozen, so it thinks by count alone) for the first team, the heuristic bot for the rest. */
function game(scenario: string, level: Level['name']) {
  const setup = scenarioSetup(content, { scenario })
  const first = setup.teams[0].id
  const policies: Record<string, Policy> = {}
  for (const s of setup.seats) policies[s.id] = s.team === first ? new SearchBot(content, s.id, 1, level, { now: () => 0 }) : new HeuristicBot(content, s.id, 1)
  // playGame throws if any seat gives a command the rules refuse
  return playGame(content, setup, 1, policies, { maxTurns: 20 })
}

describe('whole games played by each level', () => {
  for (const scenario of ['duel-over-the-trenches', 'dawn-patrols']) {
    for (const level of ['recruit', 'veteran', 'ace'] as const) {
      it(`${level} plays ${scenario} to the end legally, the same game twice for seed 1`, () => {
        const a = game(scenario, level)
        expect(a.over).toBe(true)
        expect(a.commands.filter((c) => c.type === 'plan').length).toBeGreaterThan(0)
        expect(JSON.stringify(game(scenario, level).commands)).toBe(JSON.stringify(a.commands))
      }, 120_000)
    }
  }
})
