/** The Wilson interval (arena figures): known values, and its bounds at the ends. */
import { describe, expect, it } from 'vitest'
import { wilson } from './wilson'

describe('the Wilson 95% interval', () => {
  it('gives the textbook values: 50 of 100 is [0.404, 0.596], 95 of 100 is [0.888, 0.978]', () => {
    const [lo, hi] = wilson(50, 100)
    expect(lo).toBeCloseTo(0.4038, 4)
    expect(hi).toBeCloseTo(0.5962, 4)
    const [lo95, hi95] = wilson(95, 100)
    expect(lo95).toBeCloseTo(0.8883, 3)
    expect(hi95).toBeCloseTo(0.9785, 3)
  })

  it('stays inside [0, 1] and is not empty at none or all: 0 of 10 is [0, 0.278], 10 of 10 is [0.722, 1]', () => {
    const [lo0, hi0] = wilson(0, 10)
    expect(lo0).toBe(0)
    expect(hi0).toBeCloseTo(0.2775, 3)
    const [lo1, hi1] = wilson(10, 10)
    expect(lo1).toBeCloseTo(0.7225, 3)
    expect(hi1).toBe(1)
  })

  it('says nothing (0 to 1) of no games', () => {
    expect(wilson(0, 0)).toEqual([0, 1])
  })
})
