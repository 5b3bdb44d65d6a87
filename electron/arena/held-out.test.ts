/**
 * `npm run arena -- --held-out` (issue 31) through its real entry point: a tiny run plays the recruit against every
 * held-out bot on the three duels, its rows add up, and its summary is marked against the targets; the mutual
 * destruction is exactly what docs/arena.md says; the pairings; bad arguments exit 2 with the reason and the usage.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHAIN_PLACES, HELD_OUT_SCENARIOS, heldOutRow, mutualDestruction, pairings, targetsOf, verdicts, winsByPlace } from '../../shared/arena/held-out'
import type { GameOutcome } from '../../shared/arena/tally'
import { HELD_OUT } from '../../shared/bots/pools'
import { parseHeldOut } from './held-out'

const arena = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'arena.ts'), ...args], { encoding: 'utf8' })

/** a game's outcome for the level (A) with what the test gives */
function game(o: Partial<GameOutcome>): GameOutcome {
  return { game: 0, seed: 1, aFirst: true, result: 'draw', reason: 'last-standing', turns: 3, players: {}, exits: { a: 0, b: 0 }, downed: { a: 0, b: 0 }, flying: { a: 0, b: 0 }, decisions: { a: [], b: [] }, ...o }
}

describe('a mutual destruction', () => {
  it('is planes of both sides brought down and none of either side left flying', () => {
    expect(mutualDestruction(game({ downed: { a: 1, b: 1 }, flying: { a: 0, b: 0 } }))).toBe(true)
    // one side brought down, the other left the table: not one
    expect(mutualDestruction(game({ downed: { a: 0, b: 1 }, exits: { a: 0, b: 1 }, flying: { a: 0, b: 0 } }))).toBe(false)
    // both brought a plane down, but a plane of one side still flies (a game of two a side)
    expect(mutualDestruction(game({ downed: { a: 1, b: 1 }, flying: { a: 1, b: 0 } }))).toBe(false)
    // a plain win
    expect(mutualDestruction(game({ result: 'a', downed: { a: 1, b: 0 }, flying: { a: 1, b: 0 } }))).toBe(false)
    // an outcome that does not say what still flies is never one
    expect(mutualDestruction({ downed: { a: 1, b: 1 } })).toBe(false)
  })

  it('is counted with its Wilson interval, and the level\'s planes off the table as a rate of the planes it fielded', () => {
    const games = [game({ downed: { a: 1, b: 1 } }), game({ result: 'a', downed: { a: 1, b: 0 }, flying: { a: 1, b: 0 } }), game({ result: 'b', exits: { a: 1, b: 0 }, flying: { a: 0, b: 1 } }), game({ result: 'a', downed: { a: 1, b: 0 }, flying: { a: 1, b: 0 } })]
    const row = heldOutRow(games, [1, 1, 1, 1])
    expect([row.wins.n, row.draws.n, row.losses.n, row.md.n, row.off.n]).toEqual([2, 1, 1, 1, 1])
    expect(row.md.rate).toBe(0.25)
    expect(row.md.ci[0]).toBeGreaterThan(0)
    expect(row.md.ci[1]).toBeLessThan(1)
    expect(row.off.rate).toBe(0.25)
    expect(verdicts(row, targetsOf({ level: 'ace', opponent: 'stalker' }))).toEqual({ win: false, md: false, off: false })
  })
})

describe("a --remember chain's games by their place in it", () => {
  it('are grouped as CHAIN_PLACES, the places past 500 in a group of their own, and groups with no game left out', () => {
    const won = game({ result: 'a', downed: { a: 1, b: 0 }, flying: { a: 1, b: 0 } })
    const both = game({ downed: { a: 1, b: 1 } })
    // two chains: places 1-12 won but for 2 and 11 (mutual destructions); then a game at 501
    const chain = Array.from({ length: 12 }, (_, k) => ({ place: k + 1, outcome: k + 1 === 2 || k + 1 === 11 ? both : won }))
    const groups = winsByPlace([...chain, ...chain, { place: 501, outcome: won }])
    expect(groups.map((g) => [g.from, g.to, g.games, g.wins.n, g.md.n])).toEqual([
      [1, 10, 20, 18, 2],
      [11, 30, 4, 2, 2],
      [501, null, 1, 1, 0],
    ])
    expect(groups[0].wins.rate).toBe(0.9)
    expect(CHAIN_PLACES[0]).toEqual([1, 10])
    expect(CHAIN_PLACES.at(-1)).toEqual([301, 500])
  })
})

describe('the held-out pairings and targets', () => {
  it('plays each level against every held-out bot, and the veteran against the heuristic bot when it is among the levels', () => {
    expect(pairings(['ace'])).toEqual(HELD_OUT.map((opponent) => ({ level: 'ace', opponent })))
    expect(pairings(['veteran', 'ace']).at(-1)).toEqual({ level: 'veteran', opponent: 'heuristic' })
    expect(targetsOf({ level: 'ace', opponent: 'brawler' }).win).toBe(0.75)
    expect(targetsOf({ level: 'veteran', opponent: 'heuristic' }).win).toBe(0.6)
    expect(targetsOf({ level: 'recruit', opponent: 'brawler' })).toEqual({ win: null, md: 0.05, off: 0.01 })
  })
})

describe('npm run arena -- --held-out', () => {
  it('plays the recruit against every held-out bot on the three duels, the sides swapped, and adds them up', { timeout: 300_000 }, () => {
    const run = arena('--held-out', '--games', '2', '--levels', 'recruit', '--max-turns', '6', '--seed', '4', '--json')
    expect(run.status, run.stderr).toBe(0)
    const { lines, summary, clock, scenarios } = JSON.parse(run.stdout)
    expect(clock).toBe(false)
    expect(scenarios).toEqual(['Duel over the Trenches', 'On the Way to Become Aces', 'Face to Face'])
    expect(lines.map((l: { opponent: string; scenario: string }) => `${l.opponent} ${l.scenario}`)).toEqual(HELD_OUT.flatMap((b) => scenarios.map((s: string) => `${b} ${s}`)))
    for (const l of lines) {
      expect(l.level).toBe('recruit')
      expect(l.games).toBe(2)
      expect(l.wins.n + l.draws.n + l.losses.n).toBe(2)
      expect(l.md.n).toBeLessThanOrEqual(l.draws.n)
      // one plane a side in each of the duels: the recruit fielded two planes in two games
      expect(l.off.n).toBeLessThanOrEqual(2)
      expect(l.time.plan.calls).toBeGreaterThanOrEqual(2)
    }
    expect(summary.map((s: { opponent: string; games: number }) => [s.opponent, s.games])).toEqual(HELD_OUT.map((b) => [b, 6]))
    for (const s of summary) {
      const mine = lines.filter((l: { opponent: string }) => l.opponent === s.opponent)
      expect(s.wins.n).toBe(mine.reduce((n: number, l: { wins: { n: number } }) => n + l.wins.n, 0))
      expect(s.md.n).toBe(mine.reduce((n: number, l: { md: { n: number } }) => n + l.md.n, 0))
      expect(s.targets.win).toBeNull()
      expect(s.verdict.md).toBe(s.md.rate <= 0.05)
    }
    // every game, its pairing and scenario with it, adding up to the lines
    const { games } = JSON.parse(run.stdout) as { games: { b: string; scenario: string; result: string; game: number; aFirst: boolean; turns: number }[] }
    expect(games).toHaveLength(HELD_OUT.length * 3 * 2)
    for (const l of lines) expect(games.filter((g) => g.b === l.opponent && g.scenario === HELD_OUT_SCENARIOS[scenarios.indexOf(l.scenario)] && g.result === 'a')).toHaveLength(l.wins.n)
    // --remember: the same games, each pairing, scenario and side a chain; a chain's first game meets its opponent
    // afresh, so with one game a side every game is as without a memory
    const remembered = arena('--held-out', '--games', '2', '--levels', 'recruit', '--max-turns', '6', '--seed', '4', '--json', '--remember')
    expect(remembered.status, remembered.stderr).toBe(0)
    const again = JSON.parse(remembered.stdout) as { remember: boolean; games: (typeof games[number] & { place: number })[]; summary: { byPlace: { from: number; to: number; games: number }[] }[] }
    expect(again.remember).toBe(true)
    // one game a chain: every game is its chain's first, and each pairing's six make the group 1-10
    expect(again.games.map((g) => g.place)).toEqual(games.map(() => 1))
    expect(again.summary.map((s) => s.byPlace.map((g) => [g.from, g.to, g.games]))).toEqual(HELD_OUT.map(() => [[1, 10, 6]]))
    expect(again.games.map((g) => [g.b, g.scenario, g.game, g.aFirst, g.result, g.turns])).toEqual(games.map((g) => [g.b, g.scenario, g.game, g.aFirst, g.result, g.turns]))
    // the table as printed
    const text = arena('--held-out', '--games', '2', '--levels', 'recruit', '--max-turns', '6', '--seed', '4')
    expect(text.status, text.stderr).toBe(0)
    expect(text.stdout).toMatch(/recruit +counter-puncher +Duel over the Trenches +2 /)
    expect(text.stdout).toMatch(/MD <= 5%/)
    expect(text.stdout).not.toMatch(/place in its chain/)
    const textRemembered = arena('--held-out', '--games', '2', '--levels', 'recruit', '--max-turns', '6', '--seed', '4', '--remember')
    expect(textRemembered.status, textRemembered.stderr).toBe(0)
    expect(textRemembered.stdout).toMatch(/by a game's place in its chain/)
    expect(textRemembered.stdout).toMatch(/recruit +counter-puncher +\d+\.\d% of 6, MD \d+\.\d%/)
  })

  it('refuses bad arguments with the reason and its usage, exit status 2', () => {
    const bad = arena('--held-out', '--levels', 'greedy')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/--levels names the search levels \(recruit, veteran, ace\), not "greedy"/)
    expect(bad.stderr).toMatch(/npm run arena -- --held-out/)
    expect(() => parseHeldOut(['--held-out', '--a', 'ace'])).toThrow(/--held-out plays its own pairings and scenarios/)
    expect(() => parseHeldOut(['--held-out', '--games', '0'])).toThrow('--games must be a whole number from 1 to 2000000, not "0"')
    expect(parseHeldOut(['--held-out'])).toMatchObject({ levels: ['recruit', 'veteran', 'ace'], games: 1000, clock: false, remember: false })
    expect(parseHeldOut(['--held-out', '--remember'])).toMatchObject({ remember: true })
  })
})
