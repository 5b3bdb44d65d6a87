import { describe, expect, it } from 'vitest'
import { aaRings } from './piece-effects'
import { LABEL_GAP, placeThreatLabels } from './threat-labels'

// 003's ruler is 15 cm (rules.ruler); the guns of Fireworks over the Front stand in a row across a 90 cm table
const RULER = 15
const rings = aaRings(RULER)

describe('the Threats overlay labels its AA rings without overlaps (issue 26)', () => {
  const guns = [
    { id: 'aa-1', x: 0, z: -25 },
    { id: 'aa-2', x: 20, z: -25 },
    { id: 'aa-3', x: -20, z: -25 },
  ]
  const placed = placeThreatLabels(guns, rings, 45, 45)

  it('keeps every pair of labels at least LABEL_GAP apart, and every label on the table', () => {
    for (const [i, a] of placed.entries()) {
      expect(Math.abs(a.x)).toBeLessThanOrEqual(44)
      expect(Math.abs(a.z)).toBeLessThanOrEqual(44)
      for (const b of placed.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.z - b.z), `${a.gun} ${a.label} and ${b.gun} ${b.label}`).toBeGreaterThanOrEqual(LABEL_GAP - 1e-9)
    }
  })

  it('puts each label on its own ring, and labels every ring of the first gun', () => {
    for (const l of placed) {
      const g = guns.find((x) => x.id === l.gun)!
      expect(Math.hypot(l.x - g.x, l.z - g.z)).toBeCloseTo(l.radius, 6)
    }
    expect(placed.filter((l) => l.gun === 'aa-1').map((l) => l.label)).toEqual(rings.map((r) => r.label))
  })

  it('in the same places whatever order the guns come in (stable from turn to turn)', () => {
    expect(placeThreatLabels([...guns].reverse(), rings, 45, 45)).toEqual(placed)
  })

  it('keeps clear of a trench\'s rifles label standing where a ring label would go', () => {
    const lone = placeThreatLabels([{ id: 'aa', x: 0, z: -25 }], rings, 45, 45)
    const h2 = lone.find((l) => l.label === 'h2')!
    const moved = placeThreatLabels([{ id: 'aa', x: 0, z: -25 }], rings, 45, 45, LABEL_GAP, [{ x: h2.x, z: h2.z }])
    const h2now = moved.find((l) => l.label === 'h2')
    expect(h2now, 'h2 slid round its ring').toBeDefined()
    expect(Math.hypot(h2now!.x - h2.x, (h2now!.z - h2.z) * 2)).toBeGreaterThanOrEqual(2 * LABEL_GAP)
  })

  it('leaves a lone gun its straight column (nothing to dodge)', () => {
    const lone = placeThreatLabels([{ id: 'aa', x: 0, z: -25 }], rings, 45, 45)
    const angles = new Set(lone.map((l) => l.angle.toFixed(6)))
    expect(lone).toHaveLength(rings.length)
    expect(angles.size).toBe(1)
  })
})
