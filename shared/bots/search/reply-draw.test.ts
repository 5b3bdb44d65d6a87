import { describe, expect, it } from 'vitest'
import { replyPlace } from './reply-draw'

describe("reply-draw: the place in another plane's reply pool its plan is drawn from (docs/ai-passes.md, issue 31, Eighth pass)", () => {
  it('draws towards the top, ⌊n u²⌋, without weights', () => {
    expect(replyPlace(24, 0.5)).toBe(6)
    expect(replyPlace(24, 0.999)).toBe(23)
    expect(replyPlace(24, 0)).toBe(0)
  })

  it('draws each place in proportion to its weight, the last weight for places beyond the table', () => {
    // weights 3, 1, then 0 for the rest: three quarters on the first place, a quarter on the second
    expect(replyPlace(5, 0.74, [3, 1, 0])).toBe(0)
    expect(replyPlace(5, 0.76, [3, 1, 0])).toBe(1)
    expect(replyPlace(5, 0.9999, [3, 1, 0])).toBe(1)
    // a pool shorter than the table: only its own places
    expect(replyPlace(2, 0.9, [1, 1, 8])).toBe(1)
    // beyond the table, the last weight: places 1 to 3 weigh 1 each as place 0 does
    const seen = [0, 0, 0, 0]
    for (let i = 0; i < 400; i++) seen[replyPlace(4, (i + 0.5) / 400, [1])]++
    expect(seen).toEqual([100, 100, 100, 100])
  })
})
