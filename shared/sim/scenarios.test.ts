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

function play(scenario: string, variant: string | null, seed: number, options?: { altitude: true }) {
  const setup = scenarioSetup(content, { scenario, variant, ...(options ? { options } : {}) })
  const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
  return playGame(content, setup, seed, policies, { maxTurns: GUARD_TURNS })
}

/**
 * The scenarios whose text lets them be played with 003's Altitude rules, which their data leaves off (no variant
 * turns altitude on): each is played with the altitude option on too, as written and in each of its variants.
 */
const ALTITUDE_OPTIONAL: Record<string, string> = {
  'face-to-face': "003 line 1171: 'If Altitude rules are in use, agree on the starting altitudes of the planes'",
  'into-the-mud': "003 lines 1212-1213: 'If the Altitude rules are used, the planes enter at a level of 2 with no climb counters'",
  'look-up': "003 line 1247: 'If the Altitude rules are used, the planes enter at a level of 2 with no climb counters'",
  outnumbered: "003 line 1344: 'If Altitude rules are in use, the Ufag must be at an altitude of 1 when it executes the stall'",
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

  it('the scenarios the book lets be played with Altitude are exactly those listed, and none of them turns altitude on itself', () => {
    for (const id of Object.keys(ALTITUDE_OPTIONAL)) {
      const s = content.scenarios[id]
      expect(s, id).toBeDefined()
      expect([s.options?.altitude, ...s.variants.map((v) => v.options?.altitude)].some(Boolean), id).toBe(false)
    }
  })

  for (const { id, variant } of ALL.filter((x) => x.id in ALTITUDE_OPTIONAL)) {
    it(`${id}${variant ? ` (${variant})` : ''} with the Altitude rules (${ALTITUDE_OPTIONAL[id]}): ends by its own rules, and the same seed plays it again`, () => {
      const game = play(id, variant, 1, { altitude: true })
      expect(game.state.setup.options.altitude).toBe(true)
      const result = game.state.result
      expect(result, 'the game ended').not.toBeNull()
      expect(result!.reason, `ended by the scenario, after ${game.state.turn} turns`).not.toBe('turn-limit')
      expect(Object.keys(result!.scores).sort()).toEqual(game.state.setup.teams.map((t) => t.id).sort())
      const again = play(id, variant, 1, { altitude: true })
      expect(again.commands).toEqual(game.commands)
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state))
    })
  }
})
