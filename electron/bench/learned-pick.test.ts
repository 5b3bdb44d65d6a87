import { describe, expect, it } from 'vitest'
import { crossFittedPicks, ridge, rowFeatures } from './learned-pick'
import type { Audited } from './oracle-ace'

describe('the pick learnt from the audit (docs/ai-passes.md, Fourteenth pass)', () => {
  it('ridge regression recovers an exact linear rule, and shrinks it as lambda grows', () => {
    const X = [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, -1],
    ]
    const y = X.map(([a, b]) => 3 * a - 2 * b)
    const w = ridge(X, y, 0)
    expect(w[0]).toBeCloseTo(3, 10)
    expect(w[1]).toBeCloseTo(-2, 10)
    const shrunk = ridge(X, y, 100)
    expect(Math.abs(shrunk[0])).toBeLessThan(1)
  })

  it("describes each candidate by its row against the turn's average, its ranking and its share", () => {
    const x: Audited = { turn: 1, est: [2, 0], truth: [0, 0], strategy: [0.75, 0.25], pick: 0, cheap: [-1, 2], matrix: [[3, 1], [0, 0]], places: [0, 0], truePlace: 0 }
    const [a, b] = rowFeatures(x)
    expect(a[0]).toBe(1) // mean 2 against the turn's 1
    expect(b[0]).toBe(-1)
    expect(a[2]).toBe(0.5) // spread 1 against the turn's 0.5
    expect(a[6]).toBe(1) // beyond the cheap ranking's first 48
    expect(b[7]).toBe(1) // among its first 4
    expect(a[8]).toBe(1) // the first half of the candidates
    expect(a[10]).toBe(0.75)
  })

  it('learns, on the other seeds, that the candidate the cheap ranking puts beyond its first 48 is worth more, and picks it where the means say otherwise', () => {
    // on every turn candidate 1 has the better mean, but candidate 0 (beyond the ranking) was worth more against the plan flown
    const turn = (k: number): Audited => ({ turn: 1, est: [0, 1], truth: [2 + (k % 3), 0], strategy: [0.5, 0.5], pick: 1, cheap: [-1, 0], matrix: [[0, 0], [1 + (k % 2), 1]], places: [0, 0], truePlace: 0 })
    const games = Array.from({ length: 8 }, (_, k) => ({ seed: 100 + k, audited: [turn(k), turn(k + 1)] }))
    const picks = crossFittedPicks(games)
    expect(picks.size).toBe(16)
    for (const g of games) for (const x of g.audited) expect(picks.get(x)).toBe(0)
    // with a single fold's seeds the rest is empty, so nothing is picked there rather than a pick fitted on itself
    expect(crossFittedPicks(games.slice(0, 1), 4).size).toBe(0)
  })
})
