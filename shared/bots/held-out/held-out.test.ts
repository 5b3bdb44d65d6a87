/**
 * Issue 31's held-out bots and the two pools (shared/bots/pools.ts): the pools are disjoint and name bots of BOTS; the
 * search bot never reaches a held-out bot's code by its imports, nor a held-out bot the search's or the heuristic
 * bot's; the pilot reader knows none of them by name; and each held-out bot plays seeded games of the issue's three
 * duels to their end with only commands the rules accept (playGame throws on a refused one), the same seed giving the
 * same game, and beats the random bot.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { scenarioSetup } from '../../engine/setup'
import { playGame } from '../../sim/play'
import { buildRecord } from '../../sim/record'
import { importGraph, type ImportGraph } from '../../testing/import-graph'
import { BOTS } from '..'
import { HELD_OUT, TRAINING_POOL } from '../pools'
import { PILOTS } from '../search/pilots'

const SHARED = fileURLToPath(new URL('../../', import.meta.url))

/** every .ts file of shared/ but the tests, by its path under shared/ (as shared/import-graph.test.ts reads them) */
function sharedFiles(dir = SHARED, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) sharedFiles(join(dir, entry.name), prefix + entry.name + '/', out)
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) out.set(prefix + entry.name, readFileSync(join(dir, entry.name), 'utf8'))
  }
  return out
}

/** the files reachable from `start` by imports, type imports included, `start` among them */
function reachable(graph: ImportGraph, start: string): Set<string> {
  const seen = new Set<string>([start])
  const todo = [start]
  while (todo.length) {
    for (const next of graph.get(todo.pop()!) ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(next)
    }
  }
  return seen
}

describe('the training pool and the held-out bots (issue 31)', () => {
  it('are disjoint, name bots of BOTS, and hold at least three held-out bots', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(3)
    for (const name of [...TRAINING_POOL, ...HELD_OUT]) expect(BOTS[name], name).toBeDefined()
    expect(TRAINING_POOL.filter((n) => (HELD_OUT as readonly string[]).includes(n))).toEqual([])
    // every bot of BOTS is in one pool or the other: a new bot must be placed on purpose
    expect(Object.keys(BOTS).sort()).toEqual([...TRAINING_POOL, ...HELD_OUT].sort())
  })

  it('the pilot reader names none of the held-out bots', () => {
    for (const name of HELD_OUT) expect(PILOTS as readonly string[]).not.toContain(name)
  })

  it('no file the search bot imports, however deep, is a held-out bot; no held-out bot imports the search or the heuristic bot', () => {
    const graph = importGraph(sharedFiles())
    expect(graph.has('bots/search/search-bot.ts')).toBe(true)
    const fromSearch = reachable(graph, 'bots/search/search-bot.ts')
    // the walk is real: the search bot reaches its candidates and the engine
    expect(fromSearch.has('bots/search/candidates.ts')).toBe(true)
    expect(fromSearch.has('engine/planning.ts')).toBe(true)
    expect([...fromSearch].filter((f) => f.startsWith('bots/held-out/'))).toEqual([])
    const heldOut = [...graph.keys()].filter((f) => f.startsWith('bots/held-out/'))
    expect(heldOut.length).toBeGreaterThanOrEqual(HELD_OUT.length)
    for (const f of heldOut) {
      const reach = [...reachable(graph, f)]
      expect(reach.filter((g) => g.startsWith('bots/search/') || g === 'bots/heuristic-bot.ts' || g === 'bots/index.ts'), f).toEqual([])
    }
  })
})

const SCENARIOS = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face']

/** A game between two bots, kinds[i] on the setup's seat i; its record as text, and the team that won. */
function game(scenario: string, kinds: [string, string], seed: number): { record: string; winner: string | null; a: string } {
  const setup = scenarioSetup(content, { scenario, variant: null })
  const policies = Object.fromEntries(setup.seats.map((s, i) => [s.id, BOTS[kinds[i]].make(content, s.id, seed)]))
  const g = playGame(content, setup, seed, policies, { maxTurns: 40 })
  expect(g.state.result, `${kinds.join(' v ')} in ${scenario}, seed ${seed}, ended`).not.toBeNull()
  const record = JSON.stringify(buildRecord(g, { [setup.seats[0].id]: kinds[0], [setup.seats[1].id]: kinds[1] }))
  return { record, winner: g.state.result?.winner ?? null, a: setup.seats[0].team }
}

describe('each held-out bot plays the issue 31 duels legally and beats the random bot', () => {
  for (const bot of HELD_OUT) {
    it(`${bot}: whole games of the three duels, the same seed the same game, and at least 5 of 6 won against random`, { timeout: 120_000 }, () => {
      let won = 0
      SCENARIOS.forEach((scenario, n) => {
        for (const first of [true, false]) {
          const kinds: [string, string] = first ? [bot, 'random'] : ['random', bot]
          const g = game(scenario, kinds, 11 + n)
          const botTeam = first ? g.a : scenarioSetup(content, { scenario, variant: null }).seats[1].team
          if (g.winner === botTeam) won++
        }
      })
      expect(won).toBeGreaterThanOrEqual(5)
      // the same seed plays the same game (its own generator comes from the seed and its seat)
      expect(game('face-to-face', [bot, 'heuristic'], 5).record).toBe(game('face-to-face', [bot, 'heuristic'], 5).record)
    })
  }
})
