import { afterEach, describe, expect, it, vi } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { HeuristicBot, RandomBot } from '../bots'
import type { Policy } from '../bots/policy'
import { playGame } from '../sim/play'
import { Game } from './game'
import { seedRng, nextUint32 } from './rng'
import { scenarioSetup } from './setup'
import { applyCommand } from './turn'
import type { GameSetup } from './types'

// "a game replays exactly from its setup, seed and commands" (engine/rng.ts)

function bots(setup: GameSetup, seed: number, kind: 'random' | 'heuristic'): Record<string, Policy> {
  const out: Record<string, Policy> = {}
  for (const s of setup.seats) out[s.id] = kind === 'random' ? new RandomBot(content, s.id, seed) : new HeuristicBot(content, s.id, seed)
  return out
}

function played(scenario: string, seed: number, kind: 'random' | 'heuristic', maxTurns = 12): Game {
  const setup = scenarioSetup(content, { scenario })
  return playGame(content, setup, seed, bots(setup, seed, kind), { maxTurns })
}

const json = (g: Game) => ({ state: JSON.stringify(g.state), events: JSON.stringify(g.events), commands: JSON.stringify(g.commands) })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Determinism (engine/rng.ts): "a game replays exactly from its setup, seed and commands" — byte for byte', () => {
  it('two runs of the same bot game (npm run sim) are identical', () => {
    for (const [scenario, kind] of [
      ['duel-over-the-trenches', 'heuristic'],
      ['dawn-patrols', 'heuristic'],
      ['nothing-quiet-on-the-western-front', 'random'],
    ] as const) {
      const a = played(scenario, 7, kind)
      const b = played(scenario, 7, kind)
      expect(a.commands.length).toBeGreaterThan(0)
      expect(json(a)).toEqual(json(b))
    }
  })

  it('replaying the commands of a game on a fresh start gives the same states and events', () => {
    const original = played('dawn-patrols', 11, 'heuristic')
    const replay = Game.start(content, original.state.setup, 11)
    const states: string[] = []
    for (const cmd of original.commands) {
      replay.apply(cmd)
      states.push(JSON.stringify(replay.state))
    }
    expect(json(replay)).toEqual(json(original))
    // and the pure applyCommand walks through exactly the same states
    let state = Game.start(content, original.state.setup, 11).state
    const events = []
    for (const [k, cmd] of original.commands.entries()) {
      const next = applyCommand(replay.rules, state, cmd)
      state = next.state
      events.push(...next.events)
      expect(JSON.stringify(state)).toBe(states[k])
    }
    expect(JSON.stringify(events)).toBe(JSON.stringify(original.events.slice(original.events.length - events.length)))
  })

  it('a game saved half way and resumed ends the same', () => {
    const original = played('duel-over-the-trenches', 3, 'heuristic')
    const half = Math.floor(original.commands.length / 2)
    const first = Game.start(content, original.state.setup, 3)
    for (const cmd of original.commands.slice(0, half)) first.apply(cmd)
    const saved = JSON.parse(JSON.stringify(first.state))
    const resumed = Game.resume(content, saved)
    for (const cmd of original.commands.slice(half)) resumed.apply(cmd)
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(original.state))
  })

  it('the engine and the bots never call Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called')
    })
    const g = played('nothing-quiet-on-the-western-front', 5, 'heuristic', 4)
    expect(g.commands.length).toBeGreaterThan(0)
    const r = played('dawn-patrols', 5, 'random', 4)
    expect(r.commands.length).toBeGreaterThan(0)
  })
})

describe('Preparation: "shuffle the "A" deck of Damage cards" — different seeds give different decks and games', () => {
  it('every seed shuffles the damage decks differently', () => {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
    const orders = new Set<string>()
    for (let seed = 0; seed < 40; seed++) orders.add(Game.start(content, setup, seed).state.decks.A.draw.join(','))
    expect(orders.size).toBe(40)
    // and a deck is a shuffle of the same 48 cards
    const a = Game.start(content, setup, 1).state.decks.A.draw
    const b = Game.start(content, setup, 2).state.decks.A.draw
    expect([...a].sort()).toEqual([...b].sort())
    expect(a).toHaveLength(48)
  })

  it('nearby and large seeds diverge at once', () => {
    const first = (seed: number) => nextUint32(seedRng(seed))
    const seen = new Set([0, 1, 2, 3, 2 ** 32, 2 ** 32 + 1, 2 ** 40, Number.MAX_SAFE_INTEGER].map(first))
    expect(seen.size).toBe(8)
  })

  it('bot games with different seeds differ', () => {
    const a = played('dawn-patrols', 1, 'heuristic', 6)
    const b = played('dawn-patrols', 2, 'heuristic', 6)
    expect(JSON.stringify(a.events)).not.toBe(JSON.stringify(b.events))
  })
})
