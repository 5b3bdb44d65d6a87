/**
 * A memory of other pilots as a forecast of one never met (issue 31's twenty-third pass, docs/ai-passes.md): for each
 * pilot's records (memory-data.ts), a memory of what the OTHER pilots flew stands in for a memory of this one, recalled
 * as the bot recalls (memory.ts: the same table, stands within NEAR). For each turn, how many of its plans had anything
 * recalled and, of those, the share of the plans recalled that are the plan it flew (the share of a column's draws
 * from that memory that would hold it). memory-fit.ts --population prints it.
 */
import { readFileSync } from 'node:fs'
import { NEAR, standDistance } from '../../shared/bots/search/memory'
import type { MemoryRecord } from './memory-data'

/** A record's stand as memory.ts keeps one: the pilot's plane (the other plane, to the bot that remembers it), then its enemy's. */
export const recordStand = (r: MemoryRecord): number[] => [...r.own, ...r.enemy]

/** memory-data.ts's records, one JSON object a line. */
export const readRecords = (file: string): MemoryRecord[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as MemoryRecord)

/** Each file's records, each with the table it was flown on (the records of this version); `flag` names the option in the error. */
export function readPopulation(files: readonly string[], flag: string): MemoryRecord[][] {
  const data = files.map(readRecords)
  if (data.some((recs) => recs.some((r) => typeof r.table !== 'string'))) throw new Error(`${flag}: records from memory-data.ts with their table (this version)`)
  return data
}

/** after the fourth turn no stand of one pilot's games is near another's (the twenty-second pass): left out */
export const POPULATION_TURNS = 4

export interface TurnHits {
  turn: number
  /** the pilot's plans in this turn */
  n: number
  /** of them, those with a stand of the others' within NEAR */
  recalled: number
  /** summed over those, the share of the plans recalled that are the plan flown */
  hit: number
}

/** Each pilot's plans (pilots[i], memory-data.ts records) against a memory of the others', by turn. */
export function populationHits(pilots: readonly (readonly MemoryRecord[])[]): TurnHits[][] {
  return pilots.map((own, i) => {
    const others = pilots.flatMap((recs, j) => (j === i ? [] : recs.filter((r) => r.turn <= POPULATION_TURNS)))
    const byTurn = new Map<number, TurnHits>()
    for (const r of own) {
      if (r.turn > POPULATION_TURNS) continue
      const stand = recordStand(r)
      const near = others.filter((q) => q.table === r.table && standDistance(recordStand(q), stand) <= NEAR)
      const t = byTurn.get(r.turn) ?? { turn: r.turn, n: 0, recalled: 0, hit: 0 }
      t.n++
      if (near.length) {
        t.recalled++
        t.hit += near.filter((q) => q.plan.join() === r.plan.join()).length / near.length
      }
      byTurn.set(r.turn, t)
    }
    return [...byTurn.values()].sort((a, b) => a.turn - b.turn)
  })
}
