import type { BufferGeometry } from 'three'
import { describe, expect, it } from 'vitest'
import { aaGunGeometry, aamgGeometry, CARD_TOP, targetGeometry, trenchGeometry } from './ground-geometry'
import { deflatedGeometry, outlineGeometry, winchGeometry, wreckGeometry } from './winch-geometry'

// the ground card of assets/table.json
const W = 9
const D = 6.3

const models: Record<string, (knocked: boolean) => BufferGeometry> = {
  trench: (k) => trenchGeometry(W, D, k),
  'aa-gun': (k) => aaGunGeometry(W, D, k),
  aamg: (k) => aamgGeometry(W, D, k),
  target: (k) => targetGeometry(W, D, k),
}

const triangles = (g: BufferGeometry) => g.getAttribute('position').count / 3

/** The centre (x, z) and count of the vertices painted the red of the rules' dot. */
function redVertices(g: BufferGeometry): { n: number; x: number; z: number } {
  const pos = g.getAttribute('position')
  const col = g.getAttribute('color')
  let n = 0
  let x = 0
  let z = 0
  for (let i = 0; i < pos.count; i++) {
    if (col.getX(i) > 0.6 && col.getY(i) < 0.1 && col.getZ(i) < 0.1) {
      n++
      x += pos.getX(i)
      z += pos.getZ(i)
    }
  }
  return { n, x: n ? x / n : NaN, z: n ? z / n : NaN }
}

describe('the ground pieces (003 Ground fire, Bombing)', () => {
  for (const [kind, build] of Object.entries(models)) {
    for (const knocked of [false, true]) {
      it(`${kind}${knocked ? ' (silenced)' : ''}: one low-poly geometry that lies on its card`, () => {
        const g = build(knocked)
        expect(triangles(g)).toBeLessThan(1600)
        for (const name of ['position', 'normal', 'uv', 'color']) expect(g.getAttribute(name)).toBeTruthy()
        const box = g.boundingBox!
        expect(box.min.y).toBeGreaterThanOrEqual(-1e-6)
        expect(box.min.x).toBeGreaterThanOrEqual(-W / 2)
        expect(box.max.x).toBeLessThanOrEqual(W / 2)
        expect(box.min.z).toBeGreaterThanOrEqual(-D / 2)
        expect(box.max.z).toBeLessThanOrEqual(D / 2)
        // something stands up from the card, to be seen from the camera
        expect(box.max.y).toBeGreaterThan(CARD_TOP + 0.4)
      })
    }
  }

  it('the AA gun (lines 681-682) and the target (lines 832-833) show a red dot at the card centre; the trench and the machine gun none', () => {
    for (const kind of ['aa-gun', 'target']) {
      const red = redVertices(models[kind](false))
      expect(red.n).toBeGreaterThan(0)
      expect(red.x).toBeCloseTo(0, 3)
      expect(red.z).toBeCloseTo(0, 3)
    }
    expect(redVertices(models.trench(false)).n).toBe(0)
    expect(redVertices(models.aamg(false)).n).toBe(0)
  })

  it('a silenced gun has its barrel down, a silenced factory its chimney broken: lower than in play', () => {
    for (const kind of ['aa-gun', 'target', 'aamg']) expect(models[kind](true).boundingBox!.max.y).toBeLessThan(models[kind](false).boundingBox!.max.y - 0.3)
  })

  it('a raised AA gun is taller than the machine gun, which is taller than the trench', () => {
    const top = (kind: string) => models[kind](false).boundingBox!.max.y
    expect(top('aa-gun')).toBeGreaterThan(top('aamg'))
    expect(top('aamg')).toBeGreaterThan(top('trench'))
  })
})

describe("a balloon's card (003 Balloon busting)", () => {
  it('the winch lorry, the deflated envelope and the burnt-out wreck lie on the card', () => {
    for (const g of [winchGeometry(W, D), deflatedGeometry('#d8d2bd'), wreckGeometry()]) {
      const box = g.boundingBox!
      expect(box.min.y).toBeGreaterThanOrEqual(-1e-6)
      expect(Math.max(-box.min.x, box.max.x)).toBeLessThanOrEqual(W / 2)
      expect(Math.max(-box.min.z, box.max.z)).toBeLessThanOrEqual(D / 2)
      expect(triangles(g)).toBeLessThan(800)
    }
  })

  it("the outline is a frame on the card's edge, white for the team colour, open in the middle", () => {
    const g = outlineGeometry(W, D)
    const box = g.boundingBox!
    expect(box.max.x - box.min.x).toBeCloseTo(W, 5)
    expect(box.max.z - box.min.z).toBeCloseTo(D, 5)
    expect(box.max.y).toBeGreaterThan(CARD_TOP)
    const col = g.getAttribute('color')
    for (let i = 0; i < col.count; i++) expect([col.getX(i), col.getY(i), col.getZ(i)]).toEqual([1, 1, 1])
    const pos = g.getAttribute('position')
    for (let i = 0; i < pos.count; i++) expect(Math.abs(pos.getX(i)) > W / 2 - 0.5 || Math.abs(pos.getZ(i)) > D / 2 - 0.5).toBe(true)
  })
})
