import { describe, expect, it } from 'vitest'
import type { FireCover } from './fire-lines'
import { mapKeyEntries } from './map-key'
import { TINTS } from './map-tints'

const hex = { col: 1, row: 1 }
const cover = (n: number): FireCover => ({ hexes: Array.from({ length: n }, (_, i) => ({ hex, spaces: i + 1, dice: i ? `1D6-${i}` : '1D6', band: i < 2 ? 'short' : 'long' })), targets: [] })

describe('the hex map’s key (map-key.ts)', () => {
  it('names the arc and the guns of the plane moving, with the badges’ meaning', () => {
    const e = mapKeyEntries(cover(6), null, null)
    expect(e.map((x) => x.key)).toEqual(['arc', 'guns'])
    expect(e[1].colours).toEqual([TINTS.forwardShort, TINTS.forwardLong])
    expect(e[1].words).toMatch(/1D6 hits at 1 space/)
    // the wedge is where the plane faces, not where it may fire: 002's guns fire only "directly in front"
    expect(e[0].words).toBe('where the plane moving faces; its guns fire only straight ahead')
  })

  it('adds the observer only where it is lit, and the picked card’s reach as rings', () => {
    const e = mapKeyEntries(cover(2), cover(3), { plane: 'p', ends: [hex], through: [hex] })
    expect(e.map((x) => x.key)).toEqual(['arc', 'guns', 'observer', 'reach-end', 'reach-through'])
    expect(e.filter((x) => x.ring).map((x) => x.key)).toEqual(['reach-end', 'reach-through'])
    expect(mapKeyEntries(cover(2), cover(0), { plane: 'p', ends: [hex], through: [] }).map((x) => x.key)).toEqual(['arc', 'guns', 'reach-end'])
  })

  it('lists nothing when nothing is lit (no plane moving)', () => {
    expect(mapKeyEntries(null, null, null)).toEqual([])
  })
})
