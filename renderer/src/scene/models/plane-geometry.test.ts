import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../../shared/content/load'
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

const content = loadContent(assetFiles(join(__dirname, '../../../../assets')))

describe('aircraft models', () => {
  for (const a of Object.values(content.aircraft)) {
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
  it('tells the wing layouts apart', () => {
    const tris = (id: string) => buildPlaneGeometry(content.aircraft[id], content.nations[content.aircraft[id].nation]).getAttribute('position').count / 3
    const counts = Object.fromEntries(['fokker-e-iii', 'nieuport-11', 'sopwith-camel', 'fokker-dr-i', 'airco-dh-2', 'airco-dh-4'].map((id) => [id, tris(id)]))
    console.log(counts)
    expect(new Set(Object.values(counts)).size).toBe(6)
  })
})
