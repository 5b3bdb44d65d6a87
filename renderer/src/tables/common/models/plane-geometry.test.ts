import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../../../shared/content/load'
import { modelSize as sharedModelSize } from '../../../../../shared/geometry/model-size'
import { silhouette } from '../../../../../shared/geometry/silhouette'
import { modelSize } from './model-size'
import { buildPlaneGeometry } from './plane-geometry'

function assetFiles(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) Object.assign(out, assetFiles(join(dir, e.name), `${prefix}${e.name}/`))
    else if (e.name.endsWith('.json')) out[`${prefix}${e.name}`] = readFileSync(join(dir, e.name), 'utf8')
  }
  return out
}

const content = loadContent(assetFiles(join(__dirname, '../../../../../assets')))

// the aircraft and balloons; ground pieces have models of their own (ground-geometry.ts)
const flying = Object.values(content.aircraft).filter((a) => a.kind === 'aeroplane' || a.kind === 'balloon')

describe('aircraft models', () => {
  for (const a of flying) {
    it(`${a.id} is low-poly, one geometry, and fits on its base`, () => {
      const g = buildPlaneGeometry(a, content.nations[a.nation])
      const triangles = g.getAttribute('position').count / 3
      expect(triangles).toBeLessThan(a.kind === 'balloon' ? 400 : 720)
      for (const name of ['position', 'normal', 'uv', 'color']) expect(g.getAttribute(name)).toBeTruthy()
      const box = g.boundingBox!
      const { span } = modelSize(a)
      expect(box.max.x - box.min.x).toBeLessThanOrEqual(span + 0.01)
      expect(box.max.x - box.min.x).toBeLessThanOrEqual(9)
    })
  }
  it('sizes the models as the engine does (shared/geometry/model-size.ts)', () => {
    for (const a of flying) expect(modelSize(a)).toEqual(sharedModelSize(a))
  })
  for (const a of flying) {
    it(`${a.id}: the engine's silhouette (004 "Shoot at the real thing!") is the model seen from above`, () => {
      const box = buildPlaneGeometry(a, content.nations[a.nation]).boundingBox!
      const s = silhouette(a)
      // the silhouette's frame: x right as the model's, y forward (the model's -z)
      const xs = Array.from(s).filter((_, k) => k % 2 === 0)
      const zs = Array.from(s).filter((_, k) => k % 2 === 1).map((y) => -y)
      if (a.kind === 'balloon') {
        // the envelope's low-poly balls lie within the octagon round their ellipse
        expect(Math.max(...xs)).toBeGreaterThanOrEqual(box.max.x)
        expect(Math.min(...xs)).toBeLessThanOrEqual(box.min.x)
        expect(Math.max(...zs)).toBeGreaterThanOrEqual(box.max.z)
        expect(Math.min(...zs)).toBeLessThanOrEqual(box.min.z)
        return
      }
      // as wide as the wings, as far back as the rudder
      expect(Math.max(...xs)).toBeCloseTo(box.max.x, 3)
      expect(Math.min(...xs)).toBeCloseTo(box.min.x, 3)
      expect(Math.max(...zs)).toBeCloseTo(box.max.z, 3)
      // the nose: only the propeller (and a pusher's gun muzzle) reaches farther forward
      expect(Math.min(...zs)).toBeGreaterThanOrEqual(box.min.z - 1e-9)
      expect(Math.min(...zs)).toBeLessThan(box.min.z + 0.6)
    })
  }
  it('tells the wing layouts apart', () => {
    const tris = (id: string) => buildPlaneGeometry(content.aircraft[id], content.nations[content.aircraft[id].nation]).getAttribute('position').count / 3
    const counts = Object.fromEntries(['fokker-e-iii', 'nieuport-11', 'sopwith-camel', 'fokker-dr-i', 'airco-dh-2', 'airco-dh-4'].map((id) => [id, tris(id)]))
    console.log(counts)
    expect(new Set(Object.values(counts)).size).toBe(6)
  })
})
