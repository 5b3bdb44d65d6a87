import { describe, expect, it } from 'vitest'
import { moved } from './TailingPanel'

describe('the tailing panel (003 Tailing: "can rearrange the order of the three planned manoeuvre cards")', () => {
  it('moves a card one place earlier or later, never off the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})
