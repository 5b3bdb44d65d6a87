import { describe, expect, it } from 'vitest'
import { moveCommand } from '../movement'
import { table, type PlaneSpec } from './testing'

// the allied trench line is column 4; the camel flies east along row 5 into it
const trenches = [
  { side: 'allies', hexes: [{ col: 4, row: 4 }, { col: 4, row: 5 }, { col: 4, row: 6 }] },
  { side: 'germans', hexes: [{ col: 10, row: 5 }] },
]
const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 2, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 2 }, facing: 3, altitude: 5 }

function flyOver(t: ReturnType<typeof table>) {
  t.begin('camel')
  for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
}

describe('001 Friendly Fire (lines 67-70), the option friendlyFire, over trench hexes of the scenario', () => {
  it('"When an aircraft flies over its own trench line hexes, it must test ... 1 or 2: Ground troops fire"', () => {
    const outcomes = new Set<boolean>()
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ friendlyFire: true }, camel, fokker, seed, { friendlyFire: { trenches } })
      flyOver(t)
      const rolls = t.rolls()
      expect(rolls[0].words).toMatch(/own trenches/)
      expect(rolls[0].to).toBe('all')
      const fire = rolls[0].roll <= 2
      outcomes.add(fire)
      // "3, 4, 5 or 6: Ground troops hold their fire"; when they fire, 1D6-4 hits (002's machine gun)
      if (!fire) expect(rolls.length).toBe(1)
      else expect(t.p('camel').hits).toBe(Math.max(0, rolls[1].roll - 4))
    }
    expect(outcomes.size).toBe(2)
  })

  it('tests once a move, not over the enemy\'s trenches, nor above the troops\' reach (altitude 3)', () => {
    const t = table({ friendlyFire: true }, { ...camel, hex: { col: 3, row: 4 }, facing: 5 }, fokker, 3, { friendlyFire: { trenches } })
    flyOver(t)
    expect(t.rolls().filter((r) => /own trenches/.test(r.words)).length).toBe(1)
    const high = table({ friendlyFire: true }, { ...camel, altitude: 3 }, fokker, 1, { friendlyFire: { trenches } })
    flyOver(high)
    expect(high.rolls().length).toBe(0)
    const enemy = table({ friendlyFire: true }, { ...camel, hex: { col: 8, row: 5 } }, fokker, 1, { friendlyFire: { trenches } })
    flyOver(enemy)
    expect(enemy.rolls().length).toBe(0)
  })

  it('reads the trenches from the options when the scenario has none, and is absent when off', () => {
    const t = table({ friendlyFire: true, trenches }, camel, fokker)
    flyOver(t)
    expect(t.rolls().length).toBeGreaterThan(0)
    const off = table({}, camel, fokker, 1, { friendlyFire: { trenches } })
    flyOver(off)
    expect(off.rolls().length).toBe(0)
  })
})
