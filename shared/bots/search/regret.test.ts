import { describe, expect, it } from 'vitest'
import { regretMatching } from './regret'

describe('regret matching on known matrix games', () => {
  it('rock-paper-scissors converges to a third each', () => {
    const rps = [
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ]
    const eq = regretMatching(rps, 2000)
    for (const p of [...eq.row, ...eq.col]) expect(p).toBeCloseTo(1 / 3, 2)
  })

  it('a dominated row gets about nothing', () => {
    // row 2 is worse than row 0 against every column
    const m = [
      [3, 1],
      [1, 3],
      [2, 0],
    ]
    const eq = regretMatching(m, 2000)
    expect(eq.row[2]).toBeLessThan(0.01)
    expect(eq.row[0]).toBeCloseTo(0.5, 1)
  })

  it('trusting a model of the columns fully is the best reply to it; not at all, the equilibrium', () => {
    // matching pennies: the equilibrium is half and half, the best reply to a column player who mostly plays column 0 is row 0
    const pennies = [
      [1, -1],
      [-1, 1],
    ]
    const model = { prior: [0.8, 0.2], weight: 1 }
    expect(regretMatching(pennies, 2000, model).row[0]).toBeGreaterThan(0.99)
    expect(regretMatching(pennies, 2000, { ...model, weight: 0 }).row[0]).toBeCloseTo(0.5, 1)
    // a column player held to column 0 with weight 0.6 cannot bring column 0 below 0.6: row 0 stays best; with 0.4 it can
    const sure = { prior: [1, 0], weight: 0.6 }
    expect(regretMatching(pennies, 4000, sure).row[0]).toBeGreaterThan(0.99)
    expect(regretMatching(pennies, 4000, { ...sure, weight: 0.4 }).row[0]).toBeCloseTo(0.5, 1)
  })
})
