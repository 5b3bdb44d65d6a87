/** Tallying an arena match: a game record read for bot A, and a match's games added up, with the sides swapped. */
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../sim/record'
import { schedule } from './schedule'
import { outcomeOf, tally, type GameOutcome } from './tally'

function record(winner: string | null, reason: string, turns: number, planes: [string, string][]): GameRecord {
  return { result: { winner, reason, scores: {}, loser: null }, turns, seats: [{ id: 'allied', team: 'allied', player: 'greedy' }], planes: planes.map(([team, status]) => ({ team, status })) } as unknown as GameRecord
}

const none = { a: [], b: [] }

describe('a game record read for bot A', () => {
  it("counts A's win, the planes each side brought down, the planes that left the table and those still flying, from A's team", () => {
    const r = record('allied', 'last-standing', 7, [['allied', 'flying'], ['allied', 'exited'], ['central', 'shot-down'], ['central', 'exploded'], ['central', 'exited']])
    const d = { a: [{ ms: 2, plans: 1 }], b: [] }
    const o = outcomeOf(r, { game: 3, seed: 11, aFirst: false }, 'allied', d)
    expect(o).toEqual({ game: 3, seed: 11, aFirst: false, result: 'a', reason: 'last-standing', turns: 7, players: { allied: 'greedy' }, exits: { a: 1, b: 1 }, downed: { a: 2, b: 0 }, flying: { a: 1, b: 0 }, decisions: d })
    expect(outcomeOf(r, { game: 3, seed: 11, aFirst: true }, 'central', none)).toMatchObject({ result: 'b', exits: { a: 1, b: 1 }, downed: { a: 0, b: 2 } })
  })

  it('calls a game nobody won a draw, out-of-control a plane brought down, and a landed plane neither', () => {
    const o = outcomeOf(record(null, 'turn-limit', 60, [['allied', 'out-of-control'], ['central', 'landed']]), { game: 0, seed: 1, aFirst: true }, 'central', none)
    expect(o).toMatchObject({ result: 'draw', reason: 'turn-limit', downed: { a: 1, b: 0 }, exits: { a: 0, b: 0 } })
  })
})

describe('a match added up', () => {
  const game = (g: number, result: GameOutcome['result'], turns: number, reason = 'last-standing'): GameOutcome => ({
    game: g,
    seed: 1,
    aFirst: g % 2 === 0,
    result,
    reason,
    turns,
    players: {},
    exits: { a: g, b: 1 },
    downed: { a: result === 'a' ? 1 : 0, b: result === 'b' ? 1 : 0 },
    decisions: { a: [{ ms: g + 1, plans: 1 }, { ms: 0.5, plans: 0 }], b: [{ ms: 10, plans: 2 }] },
  })

  it("gives A's wins, draws and losses with their Wilson intervals, the game lengths, exits, shoot-downs and decision times", () => {
    const s = tally('greedy', 'random', [game(0, 'a', 3), game(1, 'a', 5), game(2, 'draw', 60, 'turn-limit'), game(3, 'b', 4)])
    expect(s).toMatchObject({ a: 'greedy', b: 'random', games: 4, aFirst: 2, turnLimit: 1, exits: { a: 6, b: 4 }, downed: { a: 2, b: 1 } })
    expect([s.wins.n, s.draws.n, s.losses.n]).toEqual([2, 1, 1])
    expect(s.wins.rate).toBe(0.5)
    expect(s.wins.ci[0]).toBeCloseTo(0.15, 2)
    expect(s.wins.ci[1]).toBeCloseTo(0.85, 2)
    expect(s.turns).toEqual({ mean: 18, median: 4.5, max: 60 })
    expect(s.time.a).toEqual({ plan: { calls: 4, medianMs: 2.5, maxMs: 4 }, perPlane: { calls: 4, medianMs: 2.5, maxMs: 4 }, other: { calls: 4, medianMs: 0.5, maxMs: 0.5 } })
    // B's calls planned for two planes each: 5 ms a plane
    expect(s.time.b.perPlane).toEqual({ calls: 4, medianMs: 5, maxMs: 5 })
    expect(s.time.b.other.calls).toBe(0)
  })
})

describe('the games a match plays', () => {
  it('plays each seed twice with the sides swapped, from --seed and the game number alone', () => {
    const games = schedule(7, 5)
    expect(games.map((g) => [g.seed, g.aFirst])).toEqual([
      [7_000_000, true],
      [7_000_000, false],
      [7_000_001, true],
      [7_000_001, false],
      [7_000_002, true],
    ])
    expect(schedule(7, 5)).toEqual(games)
    expect(schedule(8, 1)[0].seed).not.toBe(games[0].seed)
  })
})
