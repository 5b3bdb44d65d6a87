import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { rectanglesOverlap } from '../geometry/base'
import { cardsAtDistance, rulerDistance } from '../geometry/ruler'
import { compileRules, type CompiledRules } from './compiled'
import { allCorners, blockReach, fireOptions, mayBlock } from './firing'
import { nextUint32, seedRng } from './rng'
import { StandGrid } from './stand-grid'
import { createGame } from './turn'
import type { FireOption, GameState, GunArc } from './types'

describe('the stand grid', () => {
  it('finds every stand inside a rectangle, in ascending order, whatever the spread', () => {
    const rng = seedRng(3)
    const rand = (lo: number, hi: number) => lo + (nextUint32(rng) / 0x100000000) * (hi - lo)
    const grid = new StandGrid()
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + (nextUint32(rng) % 80)
      const spread = trial % 2 ? 50 : 3000
      const xs = Array.from({ length: n }, () => rand(-spread, spread))
      const ys = Array.from({ length: n }, () => rand(-spread, spread))
      const out = new Set(Array.from({ length: n }, (_, i) => i).filter(() => nextUint32(rng) % 5 === 0))
      grid.build(n, xs, ys, (i) => !out.has(i), 20)
      for (let q = 0; q < 10; q++) {
        const x0 = rand(-spread, spread)
        const y0 = rand(-spread, spread)
        const x1 = x0 + rand(0, spread / 2)
        const y1 = y0 + rand(0, spread / 2)
        const found = [...grid.hits.subarray(0, grid.query(x0, y0, x1, y1))]
        expect(found).toEqual([...found].sort((a, b) => a - b))
        for (let i = 0; i < n; i++) {
          const inside = xs[i] >= x0 && xs[i] <= x1 && ys[i] >= y0 && ys[i] <= y1
          if (inside && !out.has(i)) expect(found).toContain(i)
          if (out.has(i)) expect(found).not.toContain(i)
        }
      }
    }
  })
})

/** fireOptions as it was before the grid: every plane a target candidate, every base near the firer a blocker. */
function scanAll(rules: CompiledRules, state: GameState): FireOption[] {
  const corners = allCorners(rules, state)
  const planes = state.planes
  const out: FireOption[] = []
  for (let i = 0; i < planes.length; i++) {
    const f = planes[i]
    if (f.status !== 'flying') continue
    for (const arc of ['front', 'rear'] as GunArc[]) {
      const shape = rules.planes[i].arcs[arc]
      if (!shape || f.jam[arc] > 0) continue
      for (let j = 0; j < planes.length; j++) {
        const t = planes[j]
        if (j === i || t.status !== 'flying' || t.team === f.team) continue
        if (rectanglesOverlap(corners, corners, 8 * i, 8 * j)) continue
        const blockers: number[] = []
        const reach = blockReach(rules, planes, i, j)
        for (let k = 0; k < planes.length; k++) if (mayBlock(rules, planes, corners, i, j, k, reach)) blockers.push(...corners.subarray(8 * k, 8 * k + 8))
        const d = rulerDistance(f.x, f.y, f.h, shape, corners, rules.ruler, new Float64Array(blockers), blockers.length / 8, 8 * j)
        if (d < Infinity) out.push({ plane: f.id, arc, target: t.id, cards: cardsAtDistance(d, rules.ruler), distance: d })
      }
    }
  }
  return out
}

describe('Firing with the stand grid', () => {
  it('finds exactly the shots of a scan of every plane and every base, in the same order (32v32, dense and spread out)', () => {
    const planes = []
    for (let k = 0; k < 64; k++) {
      const allied = k % 2 === 0
      planes.push({ id: `p${k}`, aircraft: allied ? (k % 3 ? 'sopwith-camel' : 'airco-dh-4') : 'fokker-dr-i', team: allied ? ('allied' as const) : ('central' as const), x: 0, y: 0, heading: 0 })
    }
    const rules = compileRules(content, setupWith(planes, { table: { width: 2000, depth: 2000 } }))
    const state = createGame(rules, 1)
    const rng = seedRng(11)
    const rand = (lo: number, hi: number) => lo + (nextUint32(rng) / 0x100000000) * (hi - lo)
    let shots = 0
    for (let trial = 0; trial < 60; trial++) {
      const spread = [40, 80, 200, 900][trial % 4]
      for (const p of state.planes) {
        p.x = 1000 + rand(-spread, spread)
        p.y = 1000 + rand(-spread, spread)
        p.h = rand(-Math.PI, Math.PI)
        p.status = nextUint32(rng) % 10 === 0 ? 'shot-down' : 'flying'
        p.jam.front = nextUint32(rng) % 10 === 0 ? 2 : 0
      }
      const got = fireOptions(rules, state, allCorners(rules, state))
      const want = scanAll(rules, state)
      expect(got.map((o) => `${o.plane} ${o.arc} ${o.target} ${o.cards}`)).toEqual(want.map((o) => `${o.plane} ${o.arc} ${o.target} ${o.cards}`))
      got.forEach((o, k) => expect(Math.abs(o.distance - want[k].distance)).toBeLessThan(1e-9))
      shots += got.length
    }
    expect(shots).toBeGreaterThan(500)
  })
})
