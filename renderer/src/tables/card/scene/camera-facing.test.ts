import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../../../../electron/testing/fixtures'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { edgeYaw, facingEdge, facingSeat, neutralEdge, orbitDirection, screenExtent, turnTowards, wrapAngle, yawOf } from './camera-facing'

const duel = setupWith([
  { id: 'a1', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 20, heading: 0 },
  { id: 'c1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 180, heading: 180 },
])

describe('the edge a seat sees the table from', () => {
  it("is the seat's team's own edge: the Allies from the south, the Germans from the north", () => {
    expect(facingEdge(duel, 'allied')).toBe('south')
    expect(facingEdge(duel, 'central')).toBe('north')
  })

  it("follows the setup's edges, not the side: a team placed on the east edge looks from the east", () => {
    const turned = { ...duel, teams: duel.teams.map((t) => (t.side === 'central' ? { ...t, edge: 'east' as const } : { ...t, edge: 'west' as const })) }
    expect(facingEdge(turned, 'central')).toBe('east')
    expect(facingEdge(turned, 'allied')).toBe('west')
  })

  it('gives a spectator, or a seat the setup does not know, the Allied edge', () => {
    expect(facingEdge(duel, null)).toBe('south')
    expect(facingEdge(duel, 'nobody')).toBe('south')
    const alliesNorth = { ...duel, teams: duel.teams.map((t) => ({ ...t, edge: t.side === 'allied' ? ('north' as const) : ('south' as const) })) }
    expect(neutralEdge(alliesNorth)).toBe('north')
    expect(facingEdge(alliesNorth, null)).toBe('north')
    expect(neutralEdge({ teams: [] })).toBe('south')
  })

  it("in a shipped scenario the German seat looks from the north edge, where its planes start", () => {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
    const central = setup.seats.find((s) => setup.teams.find((t) => t.id === s.team)?.side === 'central')!
    const allied = setup.seats.find((s) => setup.teams.find((t) => t.id === s.team)?.side === 'allied')!
    expect(facingEdge(setup, central.id)).toBe('north')
    expect(facingEdge(setup, allied.id)).toBe('south')
    // its planes stand in the northern half of the table (y grows to the north)
    for (const p of setup.planes.filter((q) => q.seat === central.id)) expect(p.y).toBeGreaterThan(setup.table.depth / 2)
  })

  it('turns to the player the screen is handed to, before their view arrives', () => {
    expect(facingSeat('allied', 'central')).toBe('central')
    expect(facingSeat(null, 'central')).toBe('central')
    expect(facingSeat('allied', null)).toBe('allied')
    expect(facingSeat(null, undefined)).toBeNull()
  })
})

describe('the camera bearing', () => {
  it('puts the camera on the side of its edge (north is -z, east is +x)', () => {
    const at = (edge: Parameters<typeof edgeYaw>[0]) => orbitDirection(edgeYaw(edge), 0).map((v) => Math.round(v * 1000) / 1000 + 0)
    expect(at('south')).toEqual([0, 0, 1])
    expect(at('north')).toEqual([0, 0, -1])
    expect(at('east')).toEqual([1, 0, 0])
    expect(at('west')).toEqual([-1, 0, 0])
  })

  it('keeps its elevation whatever the bearing', () => {
    for (const yaw of [0, 1, Math.PI, -2]) {
      const [x, y, z] = orbitDirection(yaw, 0.9)
      expect(y).toBeCloseTo(Math.sin(0.9))
      expect(Math.hypot(x, y, z)).toBeCloseTo(1)
      expect(yawOf(x, z)).toBeCloseTo(wrapAngle(yaw))
    }
  })

  it('turns the short way round, and arrives', () => {
    // from just west of north to just east of north: through north, not through south
    const from = Math.PI - 0.1
    const to = -Math.PI + 0.1
    const half = turnTowards(from, to, 0.5)
    expect(Math.abs(wrapAngle(half - Math.PI))).toBeCloseTo(0)
    expect(turnTowards(from, to, 1)).toBeCloseTo(to)
    expect(turnTowards(0, Math.PI, 0)).toBe(0)
  })

  it('sees a wide table turned on its side from the east or west', () => {
    expect(screenExtent(180, 120, edgeYaw('south'))).toEqual({ across: 180, up: 120 })
    const e = screenExtent(180, 120, edgeYaw('east'))
    expect(e.across).toBeCloseTo(120)
    expect(e.up).toBeCloseTo(180)
  })
})
