/**
 * `npm run arena` through its real entry point (a child process, games in worker threads): a tiny match's tallies
 * add up, the sides were swapped, the same --seed plays the same games; --all plays every pair and fits Elo ratings
 * at the anchor; --free N plays a free dogfight of N planes a side to its end; bad arguments are refused with a
 * message and exit status 2.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FREE_MIX, freeArenaSetup, freeTable } from '../../shared/arena/free'
import { loadAssets } from '../content/load-assets'
import { parseArena } from './arena'

const arena = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'arena.ts'), ...args], { encoding: 'utf8' })
const TINY = ['--scenario', 'duel-over-the-trenches', '--games', '4', '--max-turns', '4', '--seed', '3', '--workers', '2', '--json']

describe('npm run arena', () => {
  it('plays a match in worker threads with the sides swapped, and its tallies add up; the same --seed plays it again', () => {
    const run = arena('--a', 'greedy', '--b', 'bot:random', ...TINY)
    expect(run.status, run.stderr).toBe(0)
    const { match, games, workers } = JSON.parse(run.stdout)
    expect(workers).toBe(2)
    expect(match.games).toBe(4)
    expect(match.wins.n + match.draws.n + match.losses.n).toBe(4)
    expect(games.map((g: { aFirst: boolean }) => g.aFirst)).toEqual([true, false, true, false])
    expect(match.aFirst).toBe(2)
    // the first side (the Germans' seat) is A's in the even games, B's in the odd ones
    expect(games.map((g: { players: Record<string, string> }) => g.players.central)).toEqual(['greedy', 'random', 'greedy', 'random'])
    expect(games.map((g: { players: Record<string, string> }) => g.players.allied)).toEqual(['random', 'greedy', 'random', 'greedy'])
    expect(games.map((g: { seed: number }) => g.seed)).toEqual([3_000_000, 3_000_000, 3_000_001, 3_000_001])
    expect(games.every((g: { turns: number }) => g.turns >= 1 && g.turns <= 4)).toBe(true)
    expect(match.turnLimit).toBe(games.filter((g: { reason: string }) => g.reason === 'turn-limit').length)
    // every game begins with a plan from each side
    expect(match.time.a.plan.calls).toBeGreaterThanOrEqual(4)
    expect(match.time.b.plan.calls).toBeGreaterThanOrEqual(4)
    const again = JSON.parse(arena('--a', 'greedy', '--b', 'random', ...TINY).stdout)
    expect(again.games).toEqual(games)
  })

  it('--all plays every pair of --bots and prints Elo ratings anchored where --anchor says', () => {
    const run = arena('--all', '--bots', 'random,greedy,flowchart', '--anchor', 'random=0', ...TINY)
    expect(run.status, run.stderr).toBe(0)
    const { matches, elo, times } = JSON.parse(run.stdout)
    expect(matches.map((m: { a: string; b: string }) => `${m.a}-${m.b}`)).toEqual(['random-greedy', 'random-flowchart', 'greedy-flowchart'])
    for (const m of matches) expect(m.wins.n + m.draws.n + m.losses.n).toBe(4)
    expect(elo.random).toBeCloseTo(0, 6)
    expect(Object.keys(times).sort()).toEqual(['flowchart', 'greedy', 'random'])
  })

  it('refuses bad arguments with a clear message and exit status 2', () => {
    const bad = arena('--a', 'greedy', '--b', 'nobody', '--scenario', 'duel-over-the-trenches')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toMatch(/unknown bot "nobody": the bots are random, heuristic, .*greedy/)
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--scenario', 'duel-over-the-trenches', '--games', '0'])).toThrow('--games must be a whole number from 1 to 2000000, not "0"')
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--scenario', 'no-such-thing'])).toThrow(/no scenario "no-such-thing"/)
    expect(() => parseArena(['--a', 'greedy', '--scenario', 'duel-over-the-trenches'])).toThrow('give --a and --b, or --all')
    expect(() => parseArena(['--all', '--bots', 'greedy', '--scenario', 'duel-over-the-trenches'])).toThrow('--all needs at least two different bots')
    expect(() => parseArena(['--all', '--bots', 'greedy,random', '--anchor', 'heuristic=1500', '--scenario', 'duel-over-the-trenches'])).toThrow('--anchor heuristic is not one of the bots played')
  })

  it('--free N plays a free dogfight of N planes a side, the sides swapped, to its end', () => {
    const run = arena('--a', 'random', '--b', 'greedy', '--free', '2', '--games', '2', '--max-turns', '3', '--seed', '4', '--workers', '1', '--json')
    expect(run.status, run.stderr).toBe(0)
    const { title, match, games } = JSON.parse(run.stdout)
    expect(title).toBe('Free dogfight, 2 a side (90 cm table)')
    expect(match.wins.n + match.draws.n + match.losses.n).toBe(2)
    // the Allies (the free dogfight's first side) are A's in the first game, B's in the second
    expect(games.map((g: { players: Record<string, string> }) => [g.players.allied, g.players.central])).toEqual([['random', 'greedy'], ['greedy', 'random']])
    // each game ended: a side gone, or the turn limit
    expect(games.every((g: { turns: number; reason: string }) => g.turns >= 1 && g.turns <= 3 && typeof g.reason === 'string')).toBe(true)
    expect(match.turnLimit).toBe(games.filter((g: { reason: string }) => g.reason === 'turn-limit').length)
    expect(parseArena(['--a', 'ace', '--b', 'heuristic', '--free', '8']).table).toEqual({ free: 8 })
  })

  it('the search levels run on their counted budget unless --clock turns their wall-clock guard on (issue 31)', () => {
    expect(parseArena(['--a', 'ace', '--b', 'heuristic', '--scenario', 'duel-over-the-trenches']).clock).toBe(false)
    expect(parseArena(['--a', 'ace', '--b', 'heuristic', '--scenario', 'duel-over-the-trenches', '--clock']).clock).toBe(true)
  })

  it("--free's planes: the fixed mix on each edge, on a table growing with the planes", () => {
    const content = loadAssets()
    const setup = freeArenaSetup(content, 8)
    expect(setup.table).toEqual({ width: 120, depth: 120 })
    expect(setup.teams.map((t) => [t.id, t.edge])).toEqual([['allied', 'south'], ['central', 'north']])
    expect(setup.seats.map((s) => s.id)).toEqual(['allied', 'central'])
    for (const team of ['allied', 'central'] as const) {
      const planes = setup.planes.filter((p) => p.team === team)
      expect(planes.map((p) => p.aircraft)).toEqual(Array.from({ length: 8 }, (_, k) => FREE_MIX[team][k % 2]))
      expect(new Set(planes.map((p) => p.y)).size).toBe(1)
    }
    // each pair flies the same deck with the same guns
    FREE_MIX.allied.forEach((a, k) => {
      const [x, y] = [content.aircraft[a], content.aircraft[FREE_MIX.central[k]]]
      expect([x.manoeuvreDeck, x.fire]).toEqual([y.manoeuvreDeck, y.fire])
    })
    expect([1, 4, 5, 8, 16].map(freeTable)).toEqual([90, 90, 97.5, 120, 180])
  })

  it('refuses a bad --free with a clear message and exit status 2', () => {
    const both = arena('--a', 'greedy', '--b', 'random', '--free', '4', '--scenario', 'duel-over-the-trenches')
    expect(both.status).toBe(2)
    expect(both.stderr).toMatch(/give --free or --scenario, not both/)
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--free', '0'])).toThrow('--free must be a whole number from 1 to 16, not "0"')
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--free', '17'])).toThrow('--free must be a whole number from 1 to 16, not "17"')
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--free', 'four'])).toThrow('--free must be a whole number from 1 to 16, not "four"')
    expect(() => parseArena(['--a', 'greedy', '--b', 'random', '--free', '4', '--variant', 'x'])).toThrow('--variant goes with --scenario, not --free')
    expect(() => parseArena(['--a', 'greedy', '--b', 'random'])).toThrow('give --scenario (npm run sim -- --list lists them) or --free <planes a side>')
  })
})
