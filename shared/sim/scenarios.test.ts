/**
 * Issue 13, "Every scenario plays to its end between bots, deterministically": each of 003's scenarios in assets/
 * (and each variant) is played by heuristic bots from its setup with a fixed seed; the game ends within 40 turns by
 * the scenario's own end (not the turn limit, which is there only as a guard), its score has a line per team, and the
 * same seed plays the same game again, command for command.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { scenarioSetup } from '../engine/setup'
import { playGame } from './play'

const GUARD_TURNS = 40

function play(scenario: string, variant: string | null, seed: number) {
  const setup = scenarioSetup(content, { scenario, variant })
  const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
  return playGame(content, setup, seed, policies, { maxTurns: GUARD_TURNS })
}

const ALL = Object.values(content.scenarios).flatMap((s) => [{ id: s.id, variant: null as string | null }, ...s.variants.map((v) => ({ id: s.id, variant: v.id }))])

describe('every scenario plays to its end between bots (issue 13)', () => {
  it("003's scenarios with balloons, ground fire, bombs and photographs are among them", () => {
    for (const id of ['raid-over-istriana', 'wings-over-the-flanders', 'into-the-mud', 'look-up', 'fireworks-over-the-front', 'alone-against-the-drachen', 'a-race-against-time', 'twin-targets', 'outnumbered'])
      expect(content.scenarios[id]?.score, id).toBeDefined()
  })

  for (const { id, variant } of ALL) {
    it(`${id}${variant ? ` (${variant})` : ''}: ends by its own rules, scored for each team, and the same seed plays it again`, () => {
      const game = play(id, variant, 1)
      const result = game.state.result
      expect(result, 'the game ended').not.toBeNull()
      expect(result!.reason, `ended by the scenario, after ${game.state.turn} turns`).not.toBe('turn-limit')
      expect(Object.keys(result!.scores).sort()).toEqual(game.state.setup.teams.map((t) => t.id).sort())
      const again = play(id, variant, 1)
      expect(again.commands).toEqual(game.commands)
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state))
    })
  }
})
