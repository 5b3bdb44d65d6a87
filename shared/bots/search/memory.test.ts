/**
 * Issue 31, "opponent modelling ... a model fitted to what a seat has flown": a memory of the opponent across games
 * (memory.ts) remembers, from what the table shows, the plan the other plane of a duel flew from each stand, and the
 * next game's columns fly it where the same stand comes again.
 */
import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import type { Game as EngineGame } from '../../engine/game'
import { PessimistPilot } from '../training/pessimist'
import { LEVELS } from './levels'
import { isMemoryData, MAX_TABLES, NEAR, OpponentMemory, standDistance, type MemoryData } from './memory'
import { SearchBot, type Searched } from './search-bot'

const frozen = { now: () => 0 }

/** A search bot that keeps the Dr.I's plan in each column of its last search. */
class Watched extends SearchBot {
  columns: string[][] = []
  protected override searched(s: Searched): void {
    this.columns = s.columns.map((c) => [...(c.replies.get('dr1') ?? [])])
  }
}

/**
 * A duel of `turns` turns from the same stands: the veteran (for speed) with `memory` for the Camel, the pessimist for
 * the Dr.I. For each turn: the Dr.I's plan, and the share of the Camel's columns that flew it.
 */
function duel(memory: OpponentMemory, turns: number): { flown: string[][]; share: number[] } {
  const game: EngineGame = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 90, y: 40, heading: 90 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 90, y: 160, heading: 270 },
    ],
    { table: { width: 180, depth: 200 } },
  )
  const bot = new Watched(content, 'allied', 3, LEVELS.veteran, { ...frozen, memory })
  const other = new PessimistPilot(content, 'central', 5)
  const flown: string[][] = []
  const share: number[] = []
  for (let i = 0; i < 200 && !game.over && flown.length < turns; i++) {
    const waiting = game.waitingFor()
    const seat = game.state.planes.find((p) => waiting.includes(p.id))!.seat
    for (const c of (seat === 'allied' ? bot : other).decide(game.view(seat))) {
      if (c.type === 'plan' && c.plane === 'dr1') flown.push(c.cards)
      game.apply(c)
    }
    if (flown.length > share.length && bot.columns.length && game.view('allied').turn > flown.length) {
      const key = flown[flown.length - 1].join()
      share.push(bot.columns.filter((c) => c.join() === key).length / bot.columns.length)
    }
  }
  return { flown, share }
}

describe('a memory of the opponent across games', () => {
  it('stands are near by where the planes stand, and never across a different last manoeuvre', () => {
    const a = [10, 20, 0, 0, 0, 1, 0, 50, 60, Math.PI, 1, 0, 0, 0]
    expect(standDistance(a, a)).toBe(0)
    expect(standDistance(a, [11, 20, 0, 0, 0, 1, 0, 50, 60, Math.PI, 1, 0, 0, 0])).toBeCloseTo(1)
    expect(standDistance(a, [10, 20, 0, 0, 0, 1, 0, 50, 60, Math.PI, 1, 1, 0, 0])).toBe(Infinity)
    expect(standDistance(a, [10, 20, 0.1, 0, 0, 1, 0, 50, 60, Math.PI, 2, 0, 0, 0])).toBeGreaterThan(NEAR)
  })

  it("remembers the plans the other plane flew, from the table alone, and its next game's columns fly them from the same stand", () => {
    const memory = new OpponentMemory()
    const first = duel(memory, 3)
    // every turn of the first game was seen and its plan found from where the Dr.I then stood (no bump here)
    expect(memory.data.turns.map((t) => t.plan)).toEqual(first.flown.slice(0, memory.data.turns.length))
    expect(memory.data.turns.length).toBeGreaterThanOrEqual(2)
    // the first game's first turn: nothing remembered, its columns as the model draws them
    expect(first.share[0]).toBeLessThan(0.5)
    const second = duel(memory, 1)
    // the pessimist opens the same way from the same stand; a turn remembered gives its plan half the columns' draw
    expect(second.flown[0]).toEqual(first.flown[0])
    expect(second.share[0]).toBeGreaterThan(first.share[0])
    expect(second.share[0]).toBeGreaterThanOrEqual(0.4)
  })

  it('remembers the other plane (the Dr.I) at its stand against the bot\'s plane, never the bot\'s own plans', () => {
    const memory = new OpponentMemory()
    duel(memory, 2)
    const [t] = memory.data.turns
    expect(t.table.endsWith('|fokker-dr-i|sopwith-camel')).toBe(true)
    // the Dr.I where it started, heading 270, no damage and no manoeuvre yet; then the Camel
    expect(t.stand.slice(0, 2)).toEqual([90, 160])
    expect(t.stand.slice(7, 9)).toEqual([90, 40])
  })

  it('reads back a kept memory and refuses anything else', () => {
    const memory = new OpponentMemory()
    duel(memory, 2)
    const kept = JSON.parse(JSON.stringify(memory.data)) as MemoryData
    expect(isMemoryData(kept)).toBe(true)
    expect(new OpponentMemory(kept).data.turns).toEqual(memory.data.turns)
    expect(isMemoryData(null)).toBe(false)
    expect(isMemoryData({ format: 'overdive-opponent-memory', version: 2, turns: [] })).toBe(false)
    expect(isMemoryData({ format: 'overdive-opponent-memory', version: 1, turns: [{ table: 't', stand: ['x'], plan: [] }] })).toBe(false)
    // the host's salt is a secret of 32 hex digits, or absent
    expect(isMemoryData({ ...kept, salt: '0123456789abcdef0123456789abcdef' })).toBe(true)
    expect(isMemoryData({ ...kept, salt: 'not a secret' })).toBe(false)
  })
})

describe('a steady search (Level.steady): where the memory recalls one plan only, the same draws from the same stand', () => {
  /** The Camel's first plan from the duel's first stand: the veteran seeded `seed`, with `memory`, steady or not. */
  function firstPlan(memory: OpponentMemory, seed: number, steady: boolean): string {
    const game: EngineGame = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 90, y: 40, heading: 90 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 90, y: 160, heading: 270 },
      ],
      { table: { width: 180, depth: 200 } },
    )
    const bot = new SearchBot(content, 'allied', seed, { ...LEVELS.veteran, steady }, { ...frozen, memory: new OpponentMemory(structuredClone(memory.data)) })
    const plan = bot.decide(game.view('allied')).find((c) => c.type === 'plan' && c.plane === 'camel')
    return plan?.type === 'plan' ? plan.cards.join() : ''
  }

  it('steadyRng: a generator for a stand whose recalled plans are all one, seeded by the first stand remembered and the salt', () => {
    const memory = new OpponentMemory()
    const one = { table: 't', stand: [1, 2, 3, 0, 0, 0, 0, 4, 5, 6, 0, 0, 0, 0], plan: ['a', 'b', 'c'] }
    const draws = (m: OpponentMemory, plans: string[][]) => Array.from({ length: 4 }, () => m.steadyRng({ plans, weight: 0.5, first: one }))
    expect(memory.steadyRng(null)).toBeNull()
    // the other plane flew two plans from here: no steady generator (the bot keeps its own)
    expect(memory.steadyRng({ plans: [one.plan, ['a', 'b', 'd']], weight: 2 / 3, first: one })).toBeNull()
    const [a, b] = draws(memory, [one.plan, one.plan])
    expect(a).toEqual(b)
    expect(a).not.toEqual(memory.steadyRng({ plans: [one.plan], weight: 0.5, first: { ...one, stand: [...one.stand.slice(0, 13), 1] } }))
    const salted = new OpponentMemory({ ...memory.data, salt: '0123456789abcdef0123456789abcdef' })
    expect(salted.steadyRng({ plans: [one.plan], weight: 0.5, first: one })).not.toEqual(a)
  })

  it('win-stay, lose-shift: a game won on a table keeps its steady lines, a game not won draws new ones there only', () => {
    const memory = new OpponentMemory()
    const one = { table: 't', stand: [1, 2, 3, 0, 0, 0, 0, 4, 5, 6, 0, 0, 0, 0], plan: ['a', 'b', 'c'] }
    const other = { ...one, table: 'u' }
    const rng = (first: typeof one) => memory.steadyRng({ plans: [first.plan], weight: 0.5, first })
    const [t0, u0] = [rng(one), rng(other)]
    memory.ended('t', true)
    expect(rng(one)).toEqual(t0)
    memory.ended('t', false)
    expect(memory.data.shifts).toEqual({ t: 1 })
    expect(rng(one)).not.toEqual(t0)
    expect(rng(other)).toEqual(u0)
    // kept and read back as data; a count that is not a whole number of games is refused
    expect(isMemoryData(JSON.parse(JSON.stringify(memory.data)))).toBe(true)
    expect(isMemoryData({ ...memory.data, shifts: { t: -1 } })).toBe(false)
    expect(isMemoryData({ ...memory.data, shifts: { t: 0.5 } })).toBe(false)
    expect(isMemoryData({ ...memory.data, shifts: ['t'] })).toBe(false)
    // at most MAX_TABLES tables counted: a new one past them is not, one counted already still is
    for (let k = 1; k < MAX_TABLES; k++) memory.ended(`t${k}`, false)
    memory.ended('new', false)
    memory.ended('t', false)
    expect(Object.keys(memory.data.shifts!)).toHaveLength(MAX_TABLES)
    expect(memory.data.shifts!.t).toBe(2)
  })

  it('a steady bot flies the same first plan whatever its seed once the memory recalls one plan; without steady it varies', () => {
    const memory = new OpponentMemory()
    duel(memory, 2)
    expect(memory.data.turns.length).toBeGreaterThanOrEqual(1)
    const seeds = [3, 4, 5, 6, 7, 8]
    const steady = new Set(seeds.map((s) => firstPlan(memory, s, true)))
    const own = new Set(seeds.map((s) => firstPlan(memory, s, false)))
    expect(steady.size).toBe(1)
    expect([...steady][0]).not.toBe('')
    expect(own.size).toBeGreaterThan(1)
    // with nothing remembered, a steady bot draws from its own generator as any bot does
    expect(new Set(seeds.map((s) => firstPlan(new OpponentMemory(), s, true))).size).toBeGreaterThan(1)
  })
})
