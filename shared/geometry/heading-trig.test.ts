import { describe, expect, it } from 'vitest'
import { HeadingTrig } from './heading-trig'

describe('the headings’ sines and cosines, kept per plane', () => {
  it('gives Math.sin and Math.cos to the last bit, whether worked out or recalled, for any plane and heading', () => {
    const memo = new HeadingTrig()
    const headings = [0, 1, -2.5, Math.PI, 0.1 + 0.2, -0, 3]
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 200; i += 7) {
        const h = headings[(i + round) % headings.length]
        memo.of(i, h)
        expect(memo.sin).toBe(Math.sin(h))
        expect(memo.cos).toBe(Math.cos(h))
      }
    }
  })

  it('is not fooled by a heading that changed under the same plane index (another game, a bot’s search)', () => {
    const memo = new HeadingTrig()
    memo.of(3, 1)
    memo.of(3, 2)
    expect(memo.sin).toBe(Math.sin(2))
    memo.of(3, 1)
    expect(memo.cos).toBe(Math.cos(1))
    memo.of(4, 0)
    memo.of(4, -0)
    expect(memo.sin).toBe(-0)
    memo.of(4, 0)
    expect(memo.sin).toBe(0)
  })
})
