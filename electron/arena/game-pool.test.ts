/**
 * The arena's worker pool: every game's outcome comes back in the order the games were given, whichever worker
 * played it; a game that fails stops the run with the game, its seed and its bots named.
 */
import { describe, expect, it } from 'vitest'
import { schedule } from '../../shared/arena/schedule'
import { playArenaChain, type ArenaJob } from './arena-game'
import { playChainsInWorkers, playInWorkers } from './game-pool'
import { chainsOf } from './held-out'
import { rulesetContent } from './ruleset-content'

const jobs = (a: string, b: string, n: number): ArenaJob[] => schedule(5, n).map((game) => ({ scenario: 'duel-over-the-trenches', variant: null, a, b, game, maxTurns: 3 }))

describe('the arena worker pool', () => {
  it('answers every game, in the order given, from two workers', async () => {
    const seen: number[] = []
    const outcomes = await playInWorkers(jobs('flowchart', 'random', 5), 2, (n) => seen.push(n))
    expect(outcomes.map((o) => [o.game, o.seed, o.aFirst])).toEqual(schedule(5, 5).map((g) => [g.game, g.seed, g.aFirst]))
    expect(seen).toEqual([1, 2, 3, 4, 5])
  })

  it('stops at a game that fails and says which', async () => {
    await expect(playInWorkers(jobs('random', 'nobody', 2), 2)).rejects.toThrow(/^game \d \(seed 5000000, random v nobody\): /)
  })

  it('--remember: plays each pairing and side as a chain, in order, in one worker, the same as in this thread', async () => {
    // the recruit (a search level, so it keeps a memory) against the flowchart bot, 4 games: seeds alternate sides
    const all = jobs('recruit', 'flowchart', 4)
    const { chains, at } = chainsOf(all)
    expect(chains.map((c) => c.chain.map((g) => g.game))).toEqual([
      [0, 2],
      [1, 3],
    ])
    expect(at).toEqual([
      [0, 2],
      [1, 3],
    ])
    const inWorkers = await playChainsInWorkers(chains, 2)
    const here = chains.map((c) => playArenaChain(rulesetContent, c))
    const strip = (o: (typeof here)[number]) => o.map(({ decisions: _d, ...rest }) => rest)
    expect(inWorkers.map(strip)).toEqual(here.map(strip))
    expect(inWorkers.flat().map((o) => o.game).sort()).toEqual([0, 1, 2, 3])
  })
})

