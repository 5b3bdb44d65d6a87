/**
 * `npm run arena -- --ruleset hex` through its real entry point: a tiny match of the hex game's bots in worker
 * threads, its tallies adding up with the sides swapped (the planes' sides of the scenario), the same --seed playing
 * the same games; bad arguments for the hex game (an unknown ruleset, a card bot, --free, --variant) refused with a
 * message and exit status 2; bare `--ruleset hex` rates every pair of its bots on its first scenario.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseArena } from './arena'

const arena = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'arena.ts'), ...args], { encoding: 'utf8' })

describe('npm run arena -- --ruleset hex', () => {
  it('plays the hex bots with the sides swapped; the tallies add up and the same --seed plays the same games', () => {
    const args = ['--ruleset', 'hex', '--a', 'heuristic', '--b', 'random', '--scenario', 'duel', '--games', '4', '--seed', '2', '--workers', '2', '--json']
    const run = arena(...args)
    expect(run.status, run.stderr).toBe(0)
    const { title, match, games } = JSON.parse(run.stdout)
    expect(title).toBe('The hex card game (002): Duel: Sopwith Camel v Fokker D-VII')
    expect(match.wins.n + match.draws.n + match.losses.n).toBe(4)
    // the duel's first side (the Allies' Camel) is A's in the even games, B's in the odd ones
    expect(games.map((g: { players: Record<string, string> }) => [g.players.allies, g.players.germans])).toEqual([
      ['heuristic', 'random'],
      ['random', 'heuristic'],
      ['heuristic', 'random'],
      ['random', 'heuristic'],
    ])
    expect(games.map((g: { seed: number }) => g.seed)).toEqual([2_000_000, 2_000_000, 2_000_001, 2_000_001])
    expect(games.every((g: { turns: number; reason: string }) => g.turns >= 1 && g.reason !== 'stalled')).toBe(true)
    // every game ends with a move planned by each side
    expect(match.time.a.plan.calls).toBeGreaterThanOrEqual(4)
    expect(JSON.parse(arena(...args).stdout).games).toEqual(games)
  }, 120_000)

  it('--all plays every pair of the hex bots and fits Elo ratings', () => {
    const run = arena('--ruleset', 'hex', '--all', '--bots', 'random,heuristic', '--scenario', 'two-seaters', '--games', '2', '--max-turns', '6', '--workers', '1', '--json')
    expect(run.status, run.stderr).toBe(0)
    const { matches, elo } = JSON.parse(run.stdout)
    expect(matches.map((m: { a: string; b: string }) => `${m.a}-${m.b}`)).toEqual(['random-heuristic'])
    expect(elo.heuristic).toBeCloseTo(1500, 6)
  }, 120_000)

  it('refuses what the hex game does not take, with a clear message and exit status 2', () => {
    const card = arena('--ruleset', 'hex', '--a', 'greedy', '--b', 'random', '--scenario', 'duel')
    expect(card.status).toBe(2)
    expect(card.stderr).toMatch(/unknown bot "greedy": the bots are random, heuristic, search/)
    expect(card.stderr).toMatch(/bots: random, heuristic, search/)
    const none = arena('--ruleset', 'chess', '--a', 'random', '--b', 'random', '--scenario', 'duel')
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/No game called "chess"/)
    expect(() => parseArena(['--ruleset', 'hex', '--a', 'random', '--b', 'heuristic', '--free', '2'])).toThrow("--free plays the card game's free dogfight; the hex game plays --scenario")
    expect(() => parseArena(['--ruleset', 'hex', '--a', 'random', '--b', 'heuristic', '--scenario', 'duel', '--variant', 'x'])).toThrow("the hex game's scenarios have no variants")
    expect(() => parseArena(['--ruleset', 'hex', '--a', 'random', '--b', 'heuristic', '--scenario', 'no-such'])).toThrow(/no-such/)
    // without --scenario the hex game's first scenario, without --a and --b every pair of its bots
    const bare = parseArena(['--ruleset', 'hex'])
    expect([bare.table, bare.all, bare.pairs]).toEqual([{ scenario: 'duel', variant: null }, true, [['random', 'heuristic'], ['random', 'search'], ['heuristic', 'search']]])
    expect(parseArena(['--ruleset', 'hex', '--a', 'search', '--b', 'heuristic', '--scenario', 'two-on-two']).ruleset).toBe('hex')
  }, 60_000)
})
