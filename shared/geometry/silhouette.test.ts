import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../electron/content/load-assets'
import { loadContent } from '../content/load'
import { baseCorners } from './base'
import { modelSize } from './model-size'
import { GROUND_CARD, silhouette, silhouetteCorners, silhouetteRadius } from './silhouette'

const content = loadContent(readContentFiles())
// the aircraft and balloons; a ground piece's silhouette is its card (below)
const aircraft = Object.values(content.aircraft).filter((a) => a.kind === 'aeroplane' || a.kind === 'balloon')

/** Twice the signed area of a quadrilateral's corners from `o`: negative when they go clockwise seen from above. */
function turn(c: ArrayLike<number>, o: number, k: number): number {
  const a = (k + 3) % 4
  const b = (k + 1) % 4
  return (c[o + 2 * k] - c[o + 2 * a]) * (c[o + 2 * b + 1] - c[o + 2 * k + 1]) - (c[o + 2 * k + 1] - c[o + 2 * a + 1]) * (c[o + 2 * b] - c[o + 2 * k])
}

describe('a ground piece\'s silhouette is its card, lying flat on the table (issue 13)', () => {
  it('one piece, the ground-card base of table.json, clockwise like a base\'s corners', () => {
    expect(GROUND_CARD).toEqual(content.table.bases['ground-card'])
    for (const a of Object.values(content.aircraft).filter((x) => x.side === null)) {
      expect(Array.from(silhouette(a)), a.id).toEqual(Array.from(baseCorners({ x: 0, y: 0, h: 0 }, GROUND_CARD)))
    }
  })
})

describe('silhouettes (004 "Shoot at the real thing!": the drawing of the plane, seen from above)', () => {
  it('covers the whole catalogue', () => expect(aircraft.length).toBeGreaterThan(40))
  for (const a of aircraft) {
    it(`${a.id}: a few convex pieces, clockwise like a base's corners, as wide as the model and within its base's reach`, () => {
      const s = silhouette(a)
      const pieces = s.length / 8
      expect(pieces).toBeGreaterThanOrEqual(3)
      expect(pieces).toBeLessThanOrEqual(6)
      // each piece is convex and clockwise: every corner turns right
      for (let p = 0; p < pieces; p++) for (let k = 0; k < 4; k++) expect(turn(s, 8 * p, k)).toBeLessThan(0)
      const xs = Array.from(s).filter((_, k) => k % 2 === 0)
      const ys = Array.from(s).filter((_, k) => k % 2 === 1)
      const width = Math.max(...xs) - Math.min(...xs)
      const depth = Math.max(...ys) - Math.min(...ys)
      // as wide as the model's span; a model of 1/144 scale: 3 to 9 cm either way, about the stand
      expect(width).toBeCloseTo(modelSize(a).span, 6)
      expect(Math.max(...xs)).toBeCloseTo(-Math.min(...xs), 9)
      expect(depth).toBeGreaterThan(4)
      expect(depth).toBeLessThan(9)
      // the engine's quick tests keep a base's circumscribed circle: the silhouette lies within it
      const base = content.table.bases[a.base]
      expect(silhouetteRadius(a)).toBeLessThan(Math.hypot(base.width, base.depth) / 2)
      // and smaller than the card: the drawing covers less of the table than the base
      let area = 0
      for (let p = 0; p < pieces; p++) area += -(turn(s, 8 * p, 0) + turn(s, 8 * p, 2)) / 2
      expect(area).toBeLessThan(base.width * base.depth)
    })
  }

  it('turns with the plane as its base does: the wing tips lie on the line through the base\'s side midpoints', () => {
    const camel = content.aircraft['sopwith-camel']
    const base = content.table.bases[camel.base]
    for (const h of [0, 0.3, Math.PI / 2, 2.5, -1]) {
      const pose = { x: 50, y: 40, h }
      const corners = silhouetteCorners(camel, pose)
      const b = baseCorners(pose, base)
      // the base's right edge midpoint and the stand: the wings' right tips are on that line, span / 2 out
      const rx = (b[2] + b[4]) / 2 - 50
      const ry = (b[3] + b[5]) / 2 - 40
      const ux = rx / Math.hypot(rx, ry)
      const uy = ry / Math.hypot(rx, ry)
      let far = -Infinity
      for (let k = 0; k < corners.length; k += 2) far = Math.max(far, (corners[k] - 50) * ux + (corners[k + 1] - 40) * uy)
      expect(far).toBeCloseTo(modelSize(camel).span / 2, 9)
      // the nose is forward: the most forward point lies ahead along the heading
      let ahead = -Infinity
      for (let k = 0; k < corners.length; k += 2) ahead = Math.max(ahead, (corners[k] - 50) * Math.sin(h) + (corners[k + 1] - 40) * Math.cos(h))
      expect(ahead).toBeGreaterThan(2.5)
    }
  })

  it('a sesquiplane and a biplane differ: the Nieuport 17 draws its narrow lower wing under the upper one', () => {
    expect(silhouette(content.aircraft['nieuport-17']).length).toBeLessThan(silhouette(content.aircraft['sopwith-camel']).length)
  })
})
