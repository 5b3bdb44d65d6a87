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
import { isMemoryData, NEAR, OpponentMemory, standDistance, type MemoryData } from './memory'
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
  })
})
