import { describe, expect, it } from 'vitest'
import { drawnStrategy, PICKS, summarise, truthOf } from './audit-report'
import type { Audited } from './oracle-ace'

// two plane-turns worked out by hand: three candidates, two columns
const turns: Audited[] = [
  // the draw favours candidate 0 (estimated 2), which was worth -1 against the plan flown; candidate 2 was worth 4
  { turn: 1, est: [2, 0, 1], truth: [-1, 0, 4], strategy: [0.7, 0.27, 0.03], pick: 0, cheap: [0, 1, -1], matrix: [[3, 1], [0, 0], [2, 0]], places: [0, -1], truePlace: -1 },
  { turn: 2, est: [0, 1, 5], truth: [0, 2, 3], strategy: [0, 0, 1], pick: 2, cheap: [2, 0, 1], matrix: [[0, 0], [1, 1], [9, 1]], places: [1, 1], truePlace: 1 },
]

describe("the audit's report (docs/ai-passes.md, Thirteenth pass)", () => {
  it('drops the plans under the floor from the draw, as the search does, and keeps a strategy that is all under it', () => {
    expect(drawnStrategy([0.7, 0.27, 0.03])).toEqual([0.7 / 0.97, 0.27 / 0.97, 0])
    expect(drawnStrategy([0.02, 0.02], 0.05)).toEqual([0.5, 0.5])
  })

  it("prices each way of picking at the truths of what it picks, paired with the draw's", () => {
    const draw = (-1 * 0.7 + 0 * 0.27) / 0.97
    expect(truthOf(turns[0], drawnStrategy(turns[0].strategy))).toBeCloseTo(draw, 12)
    const s = summarise(turns)
    expect(s.turns).toBe(2)
    expect(s.drawTrue).toBeCloseTo((draw + 3) / 2, 12)
    expect(s.drawEstimated).toBeCloseTo(((2 * 0.7 + 0 * 0.27) / 0.97 + 5) / 2, 12)
    expect(s.bestTrue).toBe(3.5)
    expect(s.meanTrue).toBeCloseTo((1 + 5 / 3) / 2, 12)
    // the candidates' estimates on average: rows (2, 0, 1) and (0, 1, 5)
    expect(s.meanEstimated).toBeCloseTo(1.5, 12)
    // a pick beside PICKS is priced the same way
    expect(summarise(turns, { 'always the last': () => 2 }).picks.at(-1)).toMatchObject({ name: 'always the last', truth: 3.5 })
    // the best mean: candidate 0 (mean 2) on the first turn, 2 on the second
    const best = s.picks.find((p) => p.name.startsWith('the best mean ('))!
    expect(PICKS[best.name](turns[0])).toBe(0)
    expect(best.truth).toBe(1)
    expect(best.gain).toBeCloseTo(1 - (draw + 3) / 2, 12)
    // less 0.3 of the spread: on the first turn candidate 0 (2 - 0.3) still leads candidate 2 (1 - 0.3)
    expect(PICKS['the best mean less 0.3 of its spread'](turns[0])).toBe(0)
    // the places: the plan flown was out of the pool once and at place 1 once; the columns' plans at 0, out, 1 and 1
    expect(s.flownPlaces).toEqual([0, 0.5, 0.5])
    expect(s.columnPlaces).toEqual([0.25, 0.5, 0.25])
  })
})
