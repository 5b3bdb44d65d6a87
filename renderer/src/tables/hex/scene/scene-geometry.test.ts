/**
 * The hex table's geometry: hexes to the world, facings to rotations, the front arc, and the fire lines with their
 * range bands against 002 SHOOT SEGMENT and OBSERVER SHOOTS SEGMENT.
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { HexGame } from '../../../../../shared/rulesets/hex/game'
import { distance, step } from '../../../../../shared/rulesets/hex/geometry'
import { hexSetupFor } from '../../../../../shared/rulesets/hex/setup'
import type { HexView, PlaneView } from '../../../../../shared/rulesets/hex/types'
import { forwardCover, forwardLine, frontArc, observerArc, observerCover } from './fire-lines'
import { facingToRotationY, facingVector, HEX_RADIUS, HEX_WIDTH, hexCorners, hexToWorld, mapExtent, pegTop, teamOfSide } from './hex-coords'

const map = { width: 14, height: 9 }
const near = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('hexes in the world', () => {
  it('centres the map on the origin, north away (-z), odd rows half a hex east', () => {
    const [x0, z0] = hexToWorld({ col: 0, row: 0 }, map)
    const [x1, z1] = hexToWorld({ col: 13, row: 8 }, map)
    // both even rows: the odd rows reach half a hex further east, and the map is centred on its whole width
    near(x0 + x1, -HEX_WIDTH / 2)
    expect(z0).toBeLessThan(0)
    near(z0 + z1, 0)
    const [xa] = hexToWorld({ col: 3, row: 1 }, map)
    const [xb] = hexToWorld({ col: 3, row: 2 }, map)
    near(xa - xb, HEX_WIDTH / 2)
    const e = mapExtent(map)
    expect(e.halfX).toBeGreaterThan(Math.abs(x0))
    expect(e.halfZ).toBeGreaterThan(Math.abs(z0))
  })

  it('puts every neighbour one hex width away, in the direction of its facing', () => {
    for (let f = 0; f < 6; f++) {
      const h = { col: 5, row: 4 }
      const [ax, az] = hexToWorld(h, map)
      const [bx, bz] = hexToWorld(step(h, f), map)
      near(Math.hypot(bx - ax, bz - az), HEX_WIDTH)
      const [vx, vz] = facingVector(f)
      near((bx - ax) / HEX_WIDTH, vx)
      near((bz - az) / HEX_WIDTH, vz)
      // a model pointing north (-z) turned by facingToRotationY points along the facing
      const r = facingToRotationY(f)
      near(-Math.sin(r), vx)
      near(-Math.cos(r), vz)
    }
  })

  it('draws pointy-topped hexes of the radius, and pegs higher for each altitude step (002 ALTITUDE: 6 steps)', () => {
    const c = hexCorners()
    expect(c).toHaveLength(6)
    near(c[0][0], 0)
    near(c[0][1], -HEX_RADIUS)
    for (let a = 1; a < 6; a++) expect(pegTop(a + 1)).toBeGreaterThan(pegTop(a))
    expect(teamOfSide('allies')).toBe('allied')
    expect(teamOfSide('germans')).toBe('central')
  })
})

describe('arcs and fire lines', () => {
  const plane = { hex: { col: 6, row: 4 }, facing: 0 as const }

  it('the front arc is the 60 degree wedge ahead: one hex at 1 space, widening by one each space', () => {
    const arc = frontArc(plane, map, 3)
    const at = (n: number) => arc.filter((h) => distance(h, plane.hex) === n)
    expect(at(1)).toEqual([step(plane.hex, 0)])
    expect(at(2)).toHaveLength(3)
    expect(at(3)).toHaveLength(3)
    expect(arc.every((h) => h.col > plane.hex.col)).toBe(true)
  })

  it("forward: 'If your opponent is 6 spaces directly in front of you he takes 1D6-5 hits ... 1 space ... 1D6 hits'", () => {
    const line = forwardLine(plane, map)
    expect(line.map((f) => f.dice)).toEqual(['1D6', '1D6-1', '1D6-2', '1D6-3', '1D6-4', '1D6-5'])
    expect(line.map((f) => f.band)).toEqual(['short', 'short', 'long', 'long', 'long', 'long'])
    expect(line[5].hex).toEqual({ col: 12, row: 4 })
    // the line stops at the map's edge
    expect(forwardLine({ hex: { col: 11, row: 4 }, facing: 0 }, map)).toHaveLength(2)
  })

  it("observer: 'into the 60 degree arc behind ... 3 spaces 1D6-4 ... 2 spaces 1D6-3 ... 1 space directly behind 1D6-1'", () => {
    const arc = observerArc(plane, map)
    expect(arc.filter((f) => f.spaces === 1).map((f) => [f.hex, f.dice])).toEqual([[{ col: 5, row: 4 }, '1D6-1']])
    expect(new Set(arc.filter((f) => f.spaces === 2).map((f) => f.dice))).toEqual(new Set(['1D6-3']))
    expect(new Set(arc.filter((f) => f.spaces === 3).map((f) => f.dice))).toEqual(new Set(['1D6-4']))
    expect(arc).toHaveLength(7)
  })
})

describe('targets on the fire lines', () => {
  /** the duel with both planes placed by hand */
  function placed(camel: Partial<PlaneView>, fokker: Partial<PlaneView>, scenario = 'duel'): HexView {
    const view = HexGame.start(hexSetupFor(hexContent, scenario), 1).view('allies')
    const [a, b] = view.planes
    Object.assign(a, camel)
    Object.assign(b, fokker)
    return view
  }

  it("'The target must be at the same altitude or 1 step lower'", () => {
    const same = placed({ hex: { col: 3, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 5, row: 4 }, altitude: 3 })
    const t = forwardCover(same, same.planes[0]).targets
    expect(t.map((x) => [x.id, x.spaces, x.dice, x.blocked])).toEqual([['fokker', 2, '1D6-1', null]])
    const lower = placed({ hex: { col: 3, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 5, row: 4 }, altitude: 2 })
    expect(forwardCover(lower, lower.planes[0]).targets[0].blocked).toBeNull()
    const higher = placed({ hex: { col: 3, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 5, row: 4 }, altitude: 4 })
    expect(forwardCover(higher, higher.planes[0]).targets[0].blocked).toMatch(/too high/)
    // off the line: no target
    const aside = placed({ hex: { col: 3, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 5, row: 3 }, altitude: 3 })
    expect(forwardCover(aside, aside.planes[0]).targets).toEqual([])
  })

  it("'Planes cannot shoot into or through clouds' (the reconnaissance cloud at (6,2)-(7,2), altitudes 3-5)", () => {
    const v = placed({ hex: { col: 4, row: 2 }, facing: 0, altitude: 4 }, { hex: { col: 8, row: 2 }, altitude: 4 }, 'reconnaissance')
    expect(forwardCover(v, v.planes[0]).targets[0].blocked).toMatch(/cloud/)
  })

  it("the observer's target 'must be at the same altitude or 1 step higher'; no observer, no arc", () => {
    const v = placed({ hex: { col: 6, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 4, row: 4 }, altitude: 4 }, 'two-seaters')
    expect(observerCover(v, v.planes[0])!.targets.map((x) => [x.id, x.spaces, x.dice, x.blocked])).toEqual([['albatros', 2, '1D6-3', null]])
    const low = placed({ hex: { col: 6, row: 4 }, facing: 0, altitude: 3 }, { hex: { col: 4, row: 4 }, altitude: 2 }, 'two-seaters')
    expect(observerCover(low, low.planes[0])!.targets[0].blocked).toMatch(/too low/)
    const duel = placed({}, {})
    expect(observerCover(duel, duel.planes[0])).toBeNull()
  })
})
