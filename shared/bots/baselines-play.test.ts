/**
 * Issue 14's baselines (greedy, flowchart) play whole games of Duel over the Trenches through the real driver: every
 * command they give is one the rules accept (playGame throws on a refused command), the games end, and the same seed
 * gives the same record, byte for byte.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { scenarioSetup } from '../engine/setup'
import { playGame } from '../sim/play'
import { buildRecord } from '../sim/record'
import { BOTS } from '.'

const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches', variant: null })

function record(kinds: [string, string], seed: number): string {
  const policies = Object.fromEntries(setup.seats.map((s, i) => [s.id, BOTS[kinds[i]].make(content, s.id, seed)]))
  const game = playGame(content, setup, seed, policies, { maxTurns: 40 })
  expect(game.state.result, `${kinds.join(' v ')} seed ${seed} ended`).not.toBeNull()
  return JSON.stringify(buildRecord(game, { [setup.seats[0].id]: kinds[0], [setup.seats[1].id]: kinds[1] }))
}

describe('the baseline bots play whole duels legally and deterministically (issue 14)', () => {
  for (const bot of ['greedy', 'flowchart']) {
    for (const other of ['random', 'heuristic', bot]) {
      it(`${bot} against ${other}, on either side: the games end, and the same seed plays the same record`, () => {
        for (const seed of [1, 2, 3]) {
          const kinds: [string, string] = seed % 2 ? [bot, other] : [other, bot]
          expect(record(kinds, seed)).toBe(record(kinds, seed))
        }
      })
    }
  }
})
