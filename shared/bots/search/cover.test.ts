/**
 * The level option `cover` (issue 31's sixth pass, off in every level; docs/ai-passes.md "Sixth pass"): which columns
 * cover the other planes' pools, plan by plan, instead of drawing from the model of how they fly.
 */
import { describe, expect, it } from 'vitest'
import { LEVELS } from './levels'
import { coverSlot } from './search-bot'

describe('coverSlot', () => {
  it('spreads the share evenly and walks the pool in turn: with 0.5, every other column, the pool\'s plans 0, 1, 2, ...', () => {
    const slots = Array.from({ length: 48 }, (_, j) => coverSlot(j, 0.5))
    // the first column is always drawn from the model (the one the intent is stated from)
    expect(slots[0]).toBeNull()
    expect(slots.filter((s) => s !== null)).toEqual(Array.from({ length: 24 }, (_, k) => k))
    expect(slots.slice(0, 6)).toEqual([null, 0, null, 1, null, 2])
    const quarter = Array.from({ length: 8 }, (_, j) => coverSlot(j, 0.25))
    expect(quarter).toEqual([null, null, null, 0, null, null, null, 1])
  })

  it('none at 0, and no level covers', () => {
    for (let j = 0; j < 48; j++) expect(coverSlot(j, 0)).toBeNull()
    for (const lv of Object.values(LEVELS)) expect(lv.cover ?? 0).toBe(0)
  })
})
