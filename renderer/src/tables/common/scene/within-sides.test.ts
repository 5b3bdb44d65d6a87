import { Object3D, PerspectiveCamera } from 'three'
import { describe, expect, it } from 'vitest'
import { canvasPoint, withinSides } from './within-sides'

describe('a label kept inside the window’s sides (within-sides.ts)', () => {
  it('the shift that brings a plate inside, none for one inside or wider than the room', () => {
    expect(withinSides(10, 0, 120, 2, 388)).toBe(52)
    expect(withinSides(350, 0, 120, 2, 388)).toBe(-22)
    expect(withinSides(200, 5, 120, 2, 388)).toBe(5)
    expect(withinSides(40, 0, 500, 2, 388)).toBe(0)
  })

  it("drei Html's place on the canvas: the middle for a thing straight ahead, towards a side for one aside", () => {
    const camera = new PerspectiveCamera(40, 390 / 844, 1, 1000)
    camera.position.set(0, 0, 100)
    camera.lookAt(0, 0, 0)
    camera.updateMatrixWorld()
    const size = { width: 390, height: 844 }
    const at = (x: number) => {
      const o = new Object3D()
      o.position.set(x, 0, 0)
      o.updateMatrixWorld()
      return o
    }
    const [mx, my] = canvasPoint(at(0), camera, size)
    expect(mx).toBeCloseTo(195)
    expect(my).toBeCloseTo(422)
    // far to the right: its middle past the canvas's side, where withinSides brings a label in from
    const [rx, ry] = canvasPoint(at(17), camera, size)
    expect(rx).toBeGreaterThan(390 - 70)
    expect(ry).toBeCloseTo(422)
    expect(rx + withinSides(rx, 0, 140, 2, 388)).toBeCloseTo(390 - 2 - 70)
    const [lx] = canvasPoint(at(-17), camera, size)
    expect(lx + withinSides(lx, 0, 140, 2, 388)).toBeCloseTo(2 + 70)
  })
})
