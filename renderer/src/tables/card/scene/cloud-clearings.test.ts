import { describe, expect, it } from 'vitest'
import { cloudClearings, type PathToClear } from './cloud-clearings'
import { BASE_HEIGHT, modelHeight } from './coords'

const table = { width: 90, depth: 90 }

function step(x: number, y: number): PathToClear {
  const path = [0, 1, 2, 3, 4].map((i) => ({ x, y: y + i, h: 0 }))
  return { path, end: path[4] }
}

describe('where the clouds thin (cloud-clearings.ts)', () => {
  it('keeps each plane clear at its model, and each ghost and the middle of its path on the table', () => {
    const out = cloudClearings(table, [{ x: 45, y: 45, level: 2, lift: 0.5 }], step(10, 20), [step(30, 40)], [], 32)
    expect(out).toEqual([
      [0, modelHeight(2) + 0.5, -0],
      // the card pointed at first: its ghost (y 24) and its path's middle (y 22), in the world (x east, -z north)
      [10 - 45, BASE_HEIGHT, -(24 - 45)],
      [10 - 45, BASE_HEIGHT, -(22 - 45)],
      [30 - 45, BASE_HEIGHT, -(44 - 45)],
      [30 - 45, BASE_HEIGHT, -(42 - 45)],
    ])
  })

  it('gives the planes the room first when there are more points than the shader holds', () => {
    const planes = Array.from({ length: 3 }, (_, i) => ({ x: i * 10, y: 5, level: 1, lift: 0 }))
    const out = cloudClearings(table, planes, null, [step(1, 1), step(2, 2)], [step(3, 3)], 4)
    expect(out).toHaveLength(4)
    expect(out.slice(0, 3).map((p) => p[1])).toEqual([modelHeight(1), modelHeight(1), modelHeight(1)])
    // the drafted plan before the committed one
    expect(out[3]).toEqual([1 - 45, BASE_HEIGHT, -(5 - 45)])
  })

  it('clears the balloons and ground pieces standing last, at their tops', () => {
    const out = cloudClearings(table, [{ x: 45, y: 45, level: 1, lift: 0 }], null, [step(30, 40)], [], 32, [{ x: 10, y: 80, height: 12 }])
    expect(out).toHaveLength(4)
    expect(out[3]).toEqual([10 - 45, 12, -(80 - 45)])
    // with no room left, the piece is left out before the plan
    const full = cloudClearings(table, [{ x: 45, y: 45, level: 1, lift: 0 }], null, [step(30, 40)], [], 3, [{ x: 10, y: 80, height: 12 }])
    expect(full.map((p) => p[1])).toEqual([modelHeight(1), BASE_HEIGHT, BASE_HEIGHT])
  })

  it('clears nothing but the planes when no plan is drawn', () => {
    expect(cloudClearings(table, [{ x: 0, y: 0, level: 1, lift: 0 }], null, [], [], 32)).toHaveLength(1)
  })
})
