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

  it('recalls a heading worked out for another plane, and never gives one heading another’s figures (issue 31)', () => {
    const memo = new HeadingTrig()
    // more headings than the table holds, so that slots are shared and overwritten; each asked twice, by two planes
    const headings: number[] = []
    for (let k = 0; k < 5000; k++) headings.push(Math.sin(k * 12.9898) * Math.PI)
    headings.push(0, -0, Math.PI, -Math.PI, 0.1 + 0.2)
    for (const plane of [0, 1]) {
      for (let k = 0; k < headings.length; k++) {
        const h = plane === 0 ? headings[k] : headings[headings.length - 1 - k]
        memo.of(plane, h)
        expect(Object.is(memo.sin, Math.sin(h))).toBe(true)
        expect(Object.is(memo.cos, Math.cos(h))).toBe(true)
      }
    }
    // 0 and -0 share no figures through the table either
    memo.of(5, -0)
    memo.of(6, 0)
    expect(Object.is(memo.sin, 0)).toBe(true)
    memo.of(7, -0)
    expect(Object.is(memo.sin, -0)).toBe(true)
  })
})
