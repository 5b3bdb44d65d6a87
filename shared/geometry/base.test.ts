import { describe, expect, it } from 'vitest'
import { baseCorners, basesSurelyOverlap, pointInRectangle, rectanglesOverlap } from './base'
import { DEG } from './pose'

const shape = { width: 9, depth: 6.3 }

describe('bases', () => {
  it('puts the corners around the stand, front edge ahead of the nose', () => {
    const c = baseCorners({ x: 10, y: 20, h: 0 }, shape)
    // front-left, front-right, rear-right, rear-left
    expect([...c].map((v) => +v.toFixed(6))).toEqual([5.5, 23.15, 14.5, 23.15, 14.5, 16.85, 5.5, 16.85])
    const east = baseCorners({ x: 0, y: 0, h: 90 * DEG }, shape)
    // facing east, the front edge is at x = +depth/2 and the left wing points north
    expect(east[0]).toBeCloseTo(3.15)
    expect(east[1]).toBeCloseTo(4.5)
  })

  it('Overlapping: bases overlap only with a positive area, not when they just touch', () => {
    const a = baseCorners({ x: 0, y: 0, h: 0 }, shape)
    expect(rectanglesOverlap(a, baseCorners({ x: 8, y: 0, h: 0 }, shape))).toBe(true)
    expect(rectanglesOverlap(a, baseCorners({ x: 9, y: 0, h: 0 }, shape))).toBe(false)
    expect(rectanglesOverlap(a, baseCorners({ x: 0, y: 6.3, h: 0 }, shape))).toBe(false)
    expect(rectanglesOverlap(a, baseCorners({ x: 0, y: 6.2, h: 0 }, shape))).toBe(true)
    // rotated 45 degrees: its corner reaches 5.4 cm from its stand
    expect(rectanglesOverlap(a, baseCorners({ x: 0, y: 8, h: 45 * DEG }, shape))).toBe(true)
    expect(rectanglesOverlap(a, baseCorners({ x: 0, y: 9, h: 45 * DEG }, shape))).toBe(false)
  })

  it('Overlapping: the quick yes (basesSurelyOverlap) is said only of bases that overlap, and of most that are that close', () => {
    const other = { width: 7, depth: 5 }
    // stands exactly the two half-depths apart touch: not surely overlapping (nor overlapping)
    expect(basesSurelyOverlap(shape, shape, 6.3 * 6.3)).toBe(false)
    expect(basesSurelyOverlap(shape, shape, 6.29 * 6.29)).toBe(true)
    // random layouts around the circles' touching distance (half the narrower sides: 3.15 + 2.5), seeded
    let seed = 12345
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32)
    let sure = 0
    for (let k = 0; k < 20000; k++) {
      const a = { x: 500 * rand(), y: 500 * rand(), h: 2 * Math.PI * rand() - Math.PI }
      const d = 5.65 + (rand() - 0.8) * 2 * (k % 2 ? 1e-5 : 1)
      const t = 2 * Math.PI * rand()
      const b = { x: a.x + d * Math.sin(t), y: a.y + d * Math.cos(t), h: 2 * Math.PI * rand() - Math.PI }
      const d2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2
      if (!basesSurelyOverlap(shape, other, d2)) continue
      sure++
      expect(rectanglesOverlap(baseCorners(a, shape), baseCorners(b, other))).toBe(true)
    }
    expect(sure).toBeGreaterThan(5000)
  })

  it('knows whether a point is on a base', () => {
    const a = baseCorners({ x: 0, y: 0, h: 30 * DEG }, shape)
    expect(pointInRectangle(a, 0, 0)).toBe(true)
    expect(pointInRectangle(a, 0, 5)).toBe(false)
  })
})
