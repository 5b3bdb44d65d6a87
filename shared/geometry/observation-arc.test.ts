import { describe, expect, it } from 'vitest'
import { observationSide, OBSERVATION_ARCS } from './observation-arc'

describe('000 Observation Arc (lines 560-562): "the side arc between the wing and the tail, either to port or starboard"', () => {
  const north = { x: 0, y: 0, h: 0 }

  it('abeam and behind the wing on the right is starboard, on the left port; ahead of the wings neither', () => {
    expect(observationSide(north, 10, 0)).toBe('starboard')
    expect(observationSide(north, 10, -10)).toBe('starboard')
    expect(observationSide(north, -10, -1)).toBe('port')
    expect(observationSide(north, 10, 1)).toBeNull()
    expect(observationSide(north, 0, 10)).toBeNull()
  })

  it('turns with the plane: heading east, a point to the south is on the starboard side', () => {
    expect(observationSide({ x: 5, y: 5, h: Math.PI / 2 }, 5, -20)).toBe('starboard')
    expect(observationSide({ x: 5, y: 5, h: Math.PI / 2 }, 5, 30)).toBe('port')
  })

  it('each arc spans a quarter turn, from the wing to the tail', () => {
    for (const a of OBSERVATION_ARCS) expect([Math.abs(a.centre) - a.half, Math.abs(a.centre) + a.half]).toEqual([Math.PI / 2, Math.PI])
  })
})
