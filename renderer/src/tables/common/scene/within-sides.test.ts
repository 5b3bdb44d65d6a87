import { Object3D, PerspectiveCamera } from 'three'
import { describe, expect, it } from 'vitest'
import { insideSides, withinSides } from './within-sides'

describe('a label kept inside the window’s sides (within-sides.ts)', () => {
  it('the shift that brings a plate inside, none for one inside or wider than the room', () => {
    expect(withinSides(10, 0, 120, 2, 388)).toBe(52)
    expect(withinSides(350, 0, 120, 2, 388)).toBe(-22)
    expect(withinSides(200, 5, 120, 2, 388)).toBe(5)
    expect(withinSides(40, 0, 500, 2, 388)).toBe(0)
  })

  it("drei Html's place, moved in for a label at the canvas's side and left be in the middle", () => {
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
    const place = insideSides(() => 140)
    const [mx, my] = place(at(0), camera, size)
    expect(mx).toBeCloseTo(195)
    expect(my).toBeCloseTo(422)
    // far to the right: its middle past the side; brought in so that its right edge is 2 px inside
    const [rx] = place(at(17), camera, size)
    expect(rx).toBeCloseTo(390 - 2 - 70)
    const [lx] = place(at(-17), camera, size)
    expect(lx).toBeCloseTo(2 + 70)
  })
})
