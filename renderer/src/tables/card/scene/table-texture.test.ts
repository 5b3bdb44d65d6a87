import { describe, expect, it } from 'vitest'
import { edgeNameRotation } from './table-texture'

describe('the sides’ names on the table’s edges (table-texture.ts)', () => {
  it('a player reads their own side’s name: each turned to its own edge, as at the physical table', () => {
    expect(edgeNameRotation('south')).toBe(0)
    expect(edgeNameRotation('north')).toBe(Math.PI)
    expect(edgeNameRotation('west')).toBe(Math.PI / 2)
    expect(edgeNameRotation('east')).toBe(-Math.PI / 2)
  })

  it('a spectator seeing the table from the south reads both names along the south and north edges upright', () => {
    expect(edgeNameRotation('north', 'south')).toBe(0)
    expect(edgeNameRotation('south', 'south')).toBe(0)
    // the names along the other two edges stay turned to their own edges (sideways from the south either way)
    expect(edgeNameRotation('west', 'south')).toBe(Math.PI / 2)
    // seen from the west, the east edge's name reads from the west
    expect(edgeNameRotation('east', 'west')).toBe(Math.PI / 2)
  })
})
