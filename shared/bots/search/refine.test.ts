import { describe, expect, it } from 'vitest'
import { blend, topRows } from './refine'

describe('refine: the favoured plans looked at two turns deep (docs/ai-passes.md, issue 31, Eighth pass)', () => {
  it('takes the largest shares above the floor, largest first, ties by the lower index', () => {
    expect(topRows([0.1, 0.5, 0.04, 0.2, 0.2], 3, 0.05)).toEqual([1, 3, 4])
    expect(topRows([0.1, 0.5, 0.04, 0.2, 0.2], 9, 0.05)).toEqual([1, 3, 4, 0])
    // a strategy that favours one plan leaves nothing to refine between
    expect(topRows([0.97, 0.03], 4, 0.05)).toEqual([0])
  })

  it("blends the next turn's value in with its weight, and keeps the turn's value where there is no next turn", () => {
    expect(blend(10, 2, 0.25)).toBe(8)
    expect(blend(10, null, 0.25)).toBe(10)
  })
})
