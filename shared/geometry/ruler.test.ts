import { describe, expect, it } from 'vitest'
import { nextUint32, seedRng } from '../engine/rng'
import { baseCorners, pointInRectangle } from './base'
import { DEG, type Pose } from './pose'
import { cardsAtDistance, passesThroughRearEdge, rulerDistance, type ArcShape } from './ruler'

const shape = { width: 9, depth: 6.3 }
const front: ArcShape = { centre: 0, halfAngle: 30 * DEG }
const rear: ArcShape = { centre: Math.PI, halfAngle: 75 * DEG }
const R = 34

function at(x: number, y: number, headingDeg: number): Pose {
  return { x, y, h: headingDeg * DEG }
}

describe('Firing: "If the ruler stays inside the fire arc ... and it can reach any point of an enemy plane base"', () => {
  it('measures to the nearest point of the target base, not to its stand', () => {
    const t = baseCorners(at(0, 20, 0), shape)
    expect(rulerDistance(0, 0, 0, front, t, R)).toBeCloseTo(20 - 3.15)
  })

  it('a target outside the arc cannot be fired at, even if close', () => {
    const t = baseCorners(at(15, 2, 0), shape)
    expect(rulerDistance(0, 0, 0, front, t, R)).toBe(Infinity)
  })

  it('a base partly inside the arc can be reached through the part that is inside', () => {
    // the target's stand is outside the 30-degree half arc, but its left wing tip is inside
    const t = baseCorners(at(12, 14, 0), shape)
    const d = rulerDistance(0, 0, 0, front, t, R)
    expect(d).toBeLessThan(Infinity)
    expect(Math.atan2(12, 14)).toBeGreaterThan(30 * DEG)
    // the nearest reachable point lies on the arc's edge, farther than the base's nearest corner
    expect(Math.atan2(12 - 4.5, 14 + 3.15)).toBeLessThan(30 * DEG)
    expect(d).toBeGreaterThan(Math.hypot(12 - 4.5, 14 - 3.15))
  })

  it('the ruler reaches one ruler length and no further', () => {
    const near = baseCorners(at(0, R + 3.15 - 0.01, 0), shape)
    const far = baseCorners(at(0, R + 3.15 + 0.01, 0), shape)
    expect(rulerDistance(0, 0, 0, front, near, R)).toBeLessThanOrEqual(R)
    expect(rulerDistance(0, 0, 0, front, far, R)).toBe(Infinity)
  })

  it('"Planes cannot fire through another plane base": a base in between blocks the aim', () => {
    const target = baseCorners(at(0, 25, 0), shape)
    const blocker = baseCorners(at(0, 12, 90), shape)
    expect(rulerDistance(0, 0, 0, front, target, R, blocker, 1)).toBe(Infinity)
    // a small blocker leaves part of the target visible: the ruler goes round it
    const narrow = baseCorners(at(0, 12, 0), { width: 2, depth: 2 })
    const d = rulerDistance(0, 0, 0, front, target, R, narrow, 1)
    expect(d).toBeLessThan(Infinity)
    expect(d).toBeGreaterThan(25 - 3.15)
  })

  it('a base behind the target does not block it', () => {
    const target = baseCorners(at(0, 15, 0), shape)
    const behind = baseCorners(at(0, 28, 0), shape)
    expect(rulerDistance(0, 0, 0, front, target, R, behind, 1)).toBeCloseTo(15 - 3.15)
  })

  it('a base far from the line of fire changes nothing: one straight behind the firer, a target half out of the arc', () => {
    // the sweep round blockers once lost the part of the target lying exactly on the arc's edge (issue 10)
    const behind = baseCorners(at(0, -8, 0), shape)
    // the old sweep measured 34 rather than 32.7 for the first and 28.8 rather than 28.6 for the second
    for (const [x, y, h] of [
      [-19.5, 28.7, 90],
      [-18.8, 23.1, 0],
      [-20.2, 28, 45],
      [12, 14, 0],
      [13.5, 20, 30],
    ]) {
      const t = baseCorners(at(x, y, h), shape)
      const alone = rulerDistance(0, 0, 0, front, t, R)
      expect(alone).toBeLessThan(Infinity)
      expect(rulerDistance(0, 0, 0, front, t, R, behind, 1)).toBeCloseTo(alone, 9)
    }
  })

  it('a sliver of the target inside the arc is a shot, with a base beside the firer', () => {
    // the target's corner pokes 0.05 cm into the arc
    const corner = { x: 20 * Math.sin(30 * DEG), y: 20 * Math.cos(30 * DEG) }
    const t = baseCorners(at(corner.x + 4.5 - 0.05 * Math.cos(30 * DEG), corner.y - 3.15 + 0.05 * Math.sin(30 * DEG), 0), shape)
    const beside = baseCorners(at(-12, 2, 0), shape)
    const alone = rulerDistance(0, 0, 0, front, t, R)
    expect(alone).toBeLessThan(Infinity)
    expect(rulerDistance(0, 0, 0, front, t, R, beside, 1)).toBeCloseTo(alone, 9)
  })

  it('a wide rear arc works on both sides of the tail', () => {
    const leftBehind = baseCorners(at(-15, -10, 0), shape)
    const rightBehind = baseCorners(at(15, -10, 0), shape)
    expect(rulerDistance(0, 0, 0, rear, leftBehind, R)).toBeLessThan(Infinity)
    expect(rulerDistance(0, 0, 0, rear, rightBehind, R)).toBeLessThan(Infinity)
    expect(rulerDistance(0, 0, 0, rear, baseCorners(at(0, 15, 0), shape), R)).toBe(Infinity)
  })

  it('"reached by the first half of the ruler": exactly half a ruler is the first half, rounding included', () => {
    expect(cardsAtDistance(17, R)).toBe(2)
    expect(cardsAtDistance(17.000000000000004, R)).toBe(2)
    expect(cardsAtDistance(16.99, R)).toBe(2)
    expect(cardsAtDistance(17.0001, R)).toBe(1)
    expect(cardsAtDistance(34, R)).toBe(1)
    // a target whose near edge lies half a ruler ahead of a firer flying at an awkward heading
    for (const deg of [0, 17, 33.3, 101, 222.2, -71.9]) {
      const h = deg * DEG
      const far = 17 + 3.15
      const t = baseCorners({ x: 3.7 + far * Math.sin(h), y: -1.1 + far * Math.cos(h), h }, shape)
      const d = rulerDistance(3.7, -1.1, h, front, t, R)
      expect(Math.abs(d - 17)).toBeLessThan(1e-12)
      expect(cardsAtDistance(d, R)).toBe(2)
    }
  })

  it('knows when the line to a target leaves through the flat rear edge (blind spots)', () => {
    expect(passesThroughRearEdge(0, 9, 6.3, 0, 0, 0, -10)).toBe(true)
    expect(passesThroughRearEdge(0, 9, 6.3, 0, 0, 20, -5)).toBe(false)
    expect(passesThroughRearEdge(0, 9, 6.3, 0, 0, 0, 10)).toBe(false)
  })

  it('agrees with a brute-force search of the target base on random tables', () => {
    const rng = seedRng(2024)
    const rand = (lo: number, hi: number) => lo + (nextUint32(rng) / 0x100000000) * (hi - lo)
    let reachable = 0
    for (let trial = 0; trial < 300; trial++) {
      const arc = trial % 3 === 0 ? rear : front
      const firer = at(0, 0, rand(-180, 180))
      const target = baseCorners(at(rand(-35, 35), rand(-35, 35), rand(-180, 180)), shape)
      if (pointInRectangle(target, 0, 0)) continue
      const blockers: Float64Array[] = []
      const nb = Math.floor(rand(0, 3))
      for (let b = 0; b < nb; b++) {
        const c = baseCorners(at(rand(-30, 30), rand(-30, 30), rand(-180, 180)), shape)
        if (!pointInRectangle(c, 0, 0)) blockers.push(c)
      }
      const packed = new Float64Array(8 * blockers.length)
      blockers.forEach((c, i) => packed.set(c, 8 * i))
      const exact = rulerDistance(firer.x, firer.y, firer.h, arc, target, R, packed, blockers.length)
      const brute = bruteForce(firer, arc, target, blockers)
      if (exact < Infinity) reachable++
      if (exact === Infinity) expect(brute, `trial ${trial}`).toBe(Infinity)
      else {
        expect(brute, `trial ${trial}`).toBeLessThan(Infinity)
        // the sampled minimum can only be a little worse than the exact one
        expect(brute - exact, `trial ${trial}`).toBeGreaterThan(-1e-6)
        expect(brute - exact, `trial ${trial}`).toBeLessThan(0.25)
      }
    }
    expect(reachable).toBeGreaterThan(40)
  })
})

/** Sample the target base and keep points inside the arc and ruler whose line from the stand crosses no blocker. */
function bruteForce(firer: Pose, arc: ArcShape, target: Float64Array, blockers: Float64Array[]): number {
  let best = Infinity
  const N = 120
  for (let i = 0; i <= N; i++) {
    for (let j = 0; j <= N; j++) {
      // bilinear sample of the rectangle from its corners 0 (front-left), 1, 3
      const u = i / N
      const v = j / N
      const x = target[0] + (target[2] - target[0]) * u + (target[6] - target[0]) * v
      const y = target[1] + (target[3] - target[1]) * u + (target[7] - target[1]) * v
      const d = Math.hypot(x - firer.x, y - firer.y)
      if (d > R || d >= best) continue
      const bearing = Math.atan2(x - firer.x, y - firer.y)
      let off = bearing - (firer.h + arc.centre)
      off = Math.atan2(Math.sin(off), Math.cos(off))
      if (Math.abs(off) > arc.halfAngle) continue
      let blocked = false
      for (const b of blockers) {
        for (let k = 1; k < 200 && !blocked; k++) {
          const t = k / 200
          const px = firer.x + (x - firer.x) * t
          const py = firer.y + (y - firer.y) * t
          if (strictlyInside(b, px, py)) blocked = true
        }
      }
      if (!blocked) best = d
    }
  }
  return best
}

function strictlyInside(r: Float64Array, x: number, y: number): boolean {
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4
    const ex = r[2 * j] - r[2 * i]
    const ey = r[2 * j + 1] - r[2 * i + 1]
    if (ex * (y - r[2 * i + 1]) - ey * (x - r[2 * i]) > -1e-3) return false
  }
  return true
}
