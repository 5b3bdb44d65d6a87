import { describe, expect, it } from 'vitest'
import { baseCorners, pointInRectangle, rectanglesOverlap } from './base'
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

  it('knows whether a point is on a base', () => {
    const a = baseCorners({ x: 0, y: 0, h: 30 * DEG }, shape)
    expect(pointInRectangle(a, 0, 0)).toBe(true)
    expect(pointInRectangle(a, 0, 5)).toBe(false)
  })
})
