/**
 * Issue 31's twenty-third pass (docs/ai-passes.md): a memory of other pilots as the forecast of one never met. The
 * count must recall as memory.ts recalls (the same table, stands within NEAR, never the pilot's own records) and score
 * the share of the plans recalled that are the plan flown.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MemoryRecord } from './memory-data'
import { populationHits, readPopulation } from './memory-population'

const rec = (turn: number, plan: string[], x = 10, table = 'face-to-face||a|b'): MemoryRecord => ({ game: 0, scenario: 'face-to-face', turn, table, own: [x, 20, 0, 0, 0, 0, 0], enemy: [60, 80, Math.PI, 0, 0, 0, 0], plan })

describe('populationHits', () => {
  it("scores each pilot's plans by the share of the others' plans from stands near its own", () => {
    const a = [rec(1, ['B01', 'B12']), rec(2, ['B03'], 30)]
    const b = [rec(1, ['B01', 'B12']), rec(1, ['B04', 'B03'], 10.5), rec(2, ['B03'], 45)]
    const c = [rec(1, ['B01', 'B12'], 10, 'face-to-face||b|a')]
    const [ha, hb, hc] = populationHits([a, b, c])
    // a's first plan: b flew it once of two plans from stands within 2 cm; c's is another table; its own not counted
    expect(ha).toEqual([
      { turn: 1, n: 1, recalled: 1, hit: 0.5 },
      { turn: 2, n: 1, recalled: 0, hit: 0 },
    ])
    // b's two first-turn plans each recall a's one plan: the first is it, the second not
    expect(hb[0]).toEqual({ turn: 1, n: 2, recalled: 2, hit: 1 })
    expect(hc).toEqual([{ turn: 1, n: 1, recalled: 0, hit: 0 }])
  })

  it('leaves out the turns after the fourth, on both sides', () => {
    const a = [rec(5, ['B01']), rec(4, ['B01'])]
    const b = [rec(5, ['B01'])]
    expect(populationHits([a, b])[0]).toEqual([{ turn: 4, n: 1, recalled: 0, hit: 0 }])
  })
})

describe('readPopulation', () => {
  it('reads one record a line from each file, and refuses records without their table by the option named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'population-'))
    const fresh = join(dir, 'fresh.jsonl')
    const old = join(dir, 'old.jsonl')
    writeFileSync(fresh, [rec(1, ['B01']), rec(2, ['B03'])].map((r) => JSON.stringify(r)).join('\n') + '\n')
    const { table: _, ...untabled } = rec(1, ['B01'])
    writeFileSync(old, JSON.stringify(untabled) + '\n')
    expect(readPopulation([fresh, fresh], '--prior').map((r) => r.map((x) => x.plan))).toEqual([[['B01'], ['B03']], [['B01'], ['B03']]])
    expect(() => readPopulation([fresh, old], '--prior')).toThrow('--prior: records from memory-data.ts with their table')
  })
})
