import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../../../shared/content/load'
import { silhouette } from '../../../../../shared/geometry/silhouette'
import { buildBalloonGeometry } from './balloon-geometry'

function assetFiles(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) Object.assign(out, assetFiles(join(dir, e.name), `${prefix}${e.name}/`))
    else if (e.name.endsWith('.json')) out[`${prefix}${e.name}`] = readFileSync(join(dir, e.name), 'utf8')
  }
  return out
}

const content = loadContent(assetFiles(join(__dirname, '../../../../../assets')))
const balloons = Object.values(content.aircraft).filter((a) => a.kind === 'balloon')

describe('the balloons on the table (003 Balloon busting)', () => {
  it('there are balloons to draw', () => expect(balloons.map((a) => a.id).sort()).toEqual(['ae-800', 'avorio-prassone', 'caquot-m', 'parseval-sigsfeld-drachen']))
  for (const a of balloons) {
    it(`${a.id}: one low-poly geometry within the engine's silhouette (what a ruler measures to)`, () => {
      const g = buildBalloonGeometry(a, content.nations[a.nation])
      expect(g.getAttribute('position').count / 3).toBeLessThan(900)
      for (const name of ['position', 'normal', 'uv', 'color']) expect(g.getAttribute(name)).toBeTruthy()
      const box = g.boundingBox!
      const s = Array.from(silhouette(a))
      const xs = s.filter((_, k) => k % 2 === 0)
      // the silhouette's y is forward, the model's -z
      const zs = s.filter((_, k) => k % 2 === 1).map((y) => -y)
      // (to the float32 of a vertex)
      expect(box.max.x).toBeLessThanOrEqual(Math.max(...xs) + 1e-5)
      expect(box.min.x).toBeGreaterThanOrEqual(Math.min(...xs) - 1e-5)
      expect(box.max.z).toBeLessThanOrEqual(Math.max(...zs) + 1e-5)
      expect(box.min.z).toBeGreaterThanOrEqual(Math.min(...zs) - 1e-5)
      // the basket hangs at the origin, the envelope well above it
      expect(box.min.y).toBeGreaterThanOrEqual(0)
      expect(box.max.y).toBeGreaterThan(3.8)
    })
  }
  it('the kite balloons (Drachen, AE 800) are told from the Caquot', () => {
    const [c, d] = ['caquot-m', 'parseval-sigsfeld-drachen'].map((id) => buildBalloonGeometry(content.aircraft[id], content.nations[content.aircraft[id].nation]).boundingBox!)
    // the Drachen flies nose up: its envelope stands taller than the level Caquot's
    expect(d.max.y).toBeGreaterThan(c.max.y + 0.2)
  })
})
