import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../electron/testing/fixtures'
import { compileRules } from './compiled'
import { describeReason, fireOptionsFromView, fireReasons, rulerPoint, type FireReason } from './fire-reasons'
import { allCorners, fireOptions } from './firing'
import { createGame } from './turn'
import type { GameState } from './types'
import { viewFor } from './view'

const RULER = content.table.ruler
const HALF_DEPTH = content.table.bases.standard.depth / 2
const HALF_WIDTH = content.table.bases.standard.width / 2

type Spot = { id: string; aircraft?: string; team?: 'allied' | 'central'; x: number; y: number; heading?: number; jam?: { front?: number; rear?: number }; status?: GameState['planes'][number]['status'] }

/** A game state with the planes exactly where given (no movement), as at a firing step. */
function position(spots: Spot[]) {
  const specs: PlaneSpec[] = spots.map((s) => ({ id: s.id, aircraft: s.aircraft ?? (s.team === 'central' ? 'fokker-dr-i' : 'sopwith-camel'), team: s.team ?? 'allied', x: s.x, y: s.y, heading: s.heading ?? 0 }))
  const setup = setupWith(specs)
  const rules = compileRules(content, setup)
  const state = createGame(rules, 1)
  spots.forEach((s, i) => {
    const p = state.planes[i]
    p.jam = { front: s.jam?.front ?? 0, rear: s.jam?.rear ?? 0 }
    if (s.status) p.status = s.status
  })
  return { rules, state, view: viewFor(state, 'allied') }
}

function reasonAt(spots: Spot[], shooter: string, target: string, arc: 'front' | 'rear' = 'front'): FireReason {
  const { rules, view } = position(spots)
  const t = fireReasons(rules, view.planes, shooter).find((r) => r.target === target)
  if (!t) throw new Error(`${target} is not listed for ${shooter}`)
  const r = t.arcs.find((a) => a.arc === arc)
  if (!r) throw new Error(`${shooter} has no ${arc} arc`)
  return r.reason
}

const names = (id: string) => ({ a: 'Camel', b: 'Camel 2', t: 'Dr.I', u: 'Dr.I 2' })[id] ?? id

describe('003 Firing: "If the ruler stays inside the fire arc ... and it can reach any point of an enemy plane base, the aircraft can fire"', () => {
  it('a target straight ahead within the first half of the ruler: short range, two cards, at the distance to its rear edge', () => {
    const r = reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 115 }], 'a', 't')
    expect(r).toMatchObject({ kind: 'can-fire', cards: 2 })
    expect(r.kind === 'can-fire' && r.distance).toBeCloseTo(15 - HALF_DEPTH, 6)
    expect(describeReason(r, names)).toBe(`short range · 2 cards (${(15 - HALF_DEPTH).toFixed(1)} cm)`)
  })

  it('a target in the ruler\'s second half: long range, one card', () => {
    expect(reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 130 }], 'a', 't')).toMatchObject({ kind: 'can-fire', cards: 1 })
  })

  it('"out of arc": a target behind a fighter', () => {
    const r = reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 85 }], 'a', 't')
    expect(r).toEqual({ kind: 'out-of-arc' })
    expect(describeReason(r, names)).toBe('out of the fire arc')
  })

  it('"out of arc" also for a target far away and behind (not "beyond the ruler")', () => {
    expect(reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 20 }], 'a', 't')).toEqual({ kind: 'out-of-arc' })
  })

  it('"beyond the ruler": ahead but farther than the ruler, with the distance to the nearest point in the arc', () => {
    const r = reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 100 + RULER + HALF_DEPTH + 5 }], 'a', 't')
    expect(r.kind).toBe('beyond-ruler')
    expect(r.kind === 'beyond-ruler' && r.distance).toBeCloseTo(RULER + 5, 6)
    expect(describeReason(r, names)).toBe(`beyond the ruler (${(RULER + 5).toFixed(1)} cm)`)
  })

  it('a base half in the arc and half out is reached at its part inside the arc', () => {
    // 30 degrees off the nose is the edge of the 60 degree front arc: a target centred there is partly inside
    const d = 20
    const x = 100 + d * Math.sin(Math.PI / 6)
    const y = 100 + d * Math.cos(Math.PI / 6)
    expect(reasonAt([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x, y }], 'a', 't').kind).toBe('can-fire')
  })
})

describe('003 Firing: "Planes cannot fire through another plane base, enemy or friendly" — the blocker is named', () => {
  it('a friendly plane between the shooter and its target blocks the line, and is named', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100 }, { id: 'b', x: 100, y: 112 }, { id: 't', team: 'central', x: 100, y: 125 }]
    const r = reasonAt(spots, 'a', 't')
    expect(r).toMatchObject({ kind: 'blocked', by: ['b'] })
    expect(describeReason(r, names)).toBe('line blocked by Camel 2')
  })

  it('an enemy plane blocks too, and is itself a target', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100 }, { id: 'u', team: 'central', x: 100, y: 112 }, { id: 't', team: 'central', x: 100, y: 125 }]
    expect(reasonAt(spots, 'a', 't')).toMatchObject({ kind: 'blocked', by: ['u'] })
    expect(reasonAt(spots, 'a', 'u').kind).toBe('can-fire')
  })

  it('a plane that hides only part of the target does not block the line', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100 }, { id: 'b', x: 100 + HALF_WIDTH + 1, y: 112 }, { id: 't', team: 'central', x: 100, y: 125 }]
    expect(reasonAt(spots, 'a', 't').kind).toBe('can-fire')
  })
})

describe('003 Overlapping: "Two or more planes whose bases overlap cannot fire at each other"', () => {
  it('overlapping bases: no fire either way, with the reason', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 104, heading: 180 }]
    const r = reasonAt(spots, 'a', 't')
    expect(r).toEqual({ kind: 'overlapping' })
    expect(reasonAt(spots, 't', 'a')).toEqual({ kind: 'overlapping' })
    expect(describeReason(r, names)).toMatch(/overlap/)
  })

  it('"The overlapping planes don\'t block each other\'s aim": a plane overlapping the shooter does not block its line', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100 }, { id: 'b', x: 101, y: 103 }, { id: 't', team: 'central', x: 100, y: 120 }]
    expect(reasonAt(spots, 'a', 't').kind).toBe('can-fire')
  })
})

describe('003 Jammed guns: "cannot fire after each of the next three manoeuvres"', () => {
  it('jammed front guns: the reason gives the counters left, whatever the geometry', () => {
    const spots: Spot[] = [{ id: 'a', x: 100, y: 100, jam: { front: 3 } }, { id: 't', team: 'central', x: 100, y: 115 }]
    const r = reasonAt(spots, 'a', 't')
    expect(r).toEqual({ kind: 'jammed', counters: 3 })
    expect(describeReason(r, names)).toBe('guns jammed: no fire after this manoeuvre nor the next 2')
    expect(describeReason({ kind: 'jammed', counters: 1 }, names)).toBe('guns jammed: they clear after this manoeuvre')
  })

  it('003 Two-seaters, second arc: a two-seater with jammed front guns still fires its rear guns', () => {
    const spots: Spot[] = [{ id: 'a', aircraft: 'bristol-f2b', x: 100, y: 100, jam: { front: 2 } }, { id: 't', team: 'central', x: 100, y: 85 }]
    const { rules, view } = position(spots)
    const [t] = fireReasons(rules, view.planes, 'a')
    expect(t.arcs).toEqual([
      { arc: 'front', reason: { kind: 'jammed', counters: 2 } },
      { arc: 'rear', reason: expect.objectContaining({ kind: 'can-fire', cards: 2 }) },
    ])
    expect(t.canFire).toBe(true)
  })
})

describe('fire reasons: who is listed', () => {
  it('every flying enemy, not friends nor planes out of the game; a fighter has the front arc only', () => {
    const spots: Spot[] = [
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 150, y: 100 },
      { id: 't', team: 'central', x: 100, y: 120 },
      { id: 'u', team: 'central', x: 20, y: 20, status: 'shot-down' },
      { id: 'v', team: 'central', x: 100, y: 20 },
    ]
    const { rules, view } = position(spots)
    const list = fireReasons(rules, view.planes, 'a')
    expect(list.map((t) => t.target)).toEqual(['t', 'v'])
    expect(list.every((t) => t.arcs.length === 1 && t.arcs[0].arc === 'front')).toBe(true)
    expect(fireReasons(rules, view.planes, 'u')).toEqual([])
  })

  it('a view that does not belong to the rules is refused with a clear error', () => {
    const { rules, view } = position([{ id: 'a', x: 100, y: 100 }, { id: 't', team: 'central', x: 100, y: 120 }])
    expect(() => fireReasons(rules, view.planes.slice(1), 't')).toThrow(/the view has 1 planes, the rules 2/)
    expect(() => fireReasons(rules, view.planes, 'zz')).toThrow(/there is no plane "zz"/)
  })
})

// ------------------------------------------------------------------------------------------- agreement

const AIRCRAFT = ['sopwith-camel', 'fokker-dr-i', 'bristol-f2b']

const planeArb = fc.record({
  aircraft: fc.constantFrom(...AIRCRAFT),
  central: fc.boolean(),
  x: fc.double({ min: 40, max: 120, noNaN: true }),
  y: fc.double({ min: 40, max: 120, noNaN: true }),
  heading: fc.double({ min: 0, max: 360, noNaN: true }),
  front: fc.constantFrom(0, 0, 0, 1, 3),
  rear: fc.constantFrom(0, 0, 0, 2),
  out: fc.constantFrom(false, false, false, false, true),
})

describe('003 Firing: the reasons agree with the engine on random positions', () => {
  it('"can fire" from a seat\'s view is exactly the engine\'s fireOptions (plane, arc, target, cards, distance)', () => {
    const seen = new Map<string, number>()
    fc.assert(
      fc.property(fc.array(planeArb, { minLength: 2, maxLength: 7 }), fc.constantFrom<string | null>('allied', 'central', null), (arb, viewer) => {
        const spots: Spot[] = arb.map((p, i) => ({ id: `p${i}`, aircraft: p.aircraft, team: p.central ? 'central' : 'allied', x: p.x, y: p.y, heading: p.heading, jam: { front: p.front, rear: p.rear }, status: p.out ? 'shot-down' : undefined }))
        const { rules, state } = position(spots)
        const engine = fireOptions(rules, state, allCorners(rules, state)).map((o) => ({ ...o }))
        const view = viewFor(state, viewer)
        const mine = fireOptionsFromView(rules, view.planes)
        expect(mine).toEqual(engine)
        // and every other (flying, enemy) pair has a reason that is not "can fire"
        for (const f of view.planes) {
          for (const t of fireReasons(rules, view.planes, f.id)) {
            for (const a of t.arcs) {
              const o = engine.find((e) => e.plane === f.id && e.target === t.target && e.arc === a.arc)
              expect(a.reason.kind === 'can-fire').toBe(!!o)
              seen.set(a.reason.kind, (seen.get(a.reason.kind) ?? 0) + 1)
            }
          }
        }
      }),
      { numRuns: 400, seed: 9 },
    )
    // the random positions reach every reason, so each was compared with the engine
    expect([...seen.keys()].sort()).toEqual(['beyond-ruler', 'blocked', 'can-fire', 'jammed', 'out-of-arc', 'overlapping'])
  })

  it('the ruler is drawn to a point of the target base at the engine\'s distance', () => {
    fc.assert(
      fc.property(fc.array(planeArb, { minLength: 2, maxLength: 6 }), (arb) => {
        const spots: Spot[] = arb.map((p, i) => ({ id: `p${i}`, aircraft: p.aircraft, team: p.central ? 'central' : 'allied', x: p.x, y: p.y, heading: p.heading }))
        const { rules, state } = position(spots)
        const view = viewFor(state, null)
        for (const o of fireOptions(rules, state, allCorners(rules, state))) {
          const pt = rulerPoint(rules, view.planes, o.plane, o.arc, o.target)
          expect(pt).not.toBeNull()
          const f = state.planes.find((p) => p.id === o.plane)!
          expect(pt!.distance).toBe(o.distance)
          // the point found is within a millimetre of the engine's nearest reachable distance
          expect(Math.abs(Math.hypot(pt!.x - f.x, pt!.y - f.y) - o.distance)).toBeLessThan(0.1)
        }
      }),
      { numRuns: 200, seed: 11 },
    )
  })
})

describe('003 Cloud Cover (lines 457-473): the reason for a plane in the clouds (issue 12)', () => {
  /** The Camel at level 2 with a Dr.I dead ahead within half a ruler; the clouds at level 4; `cloudy` are up there. */
  function clouds(cloudy: string[], dr1: { x: number; y: number } = { x: 50, y: 60 }) {
    const specs: PlaneSpec[] = [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', x: 50, y: 50, heading: 0 },
      { id: 't', aircraft: 'fokker-dr-i', team: 'central', x: dr1.x, y: dr1.y, heading: 180 },
    ]
    const rules = compileRules(content, setupWith(specs, { options: { altitude: true, cloudCover: 4 } }))
    const state = createGame(rules, 1)
    for (const p of state.planes) {
      const alt = p.effects?.alt
      if (!alt) throw new Error(`plane ${p.id} has no altitude record`)
      alt.level = cloudy.includes(p.id) ? 4 : 2
    }
    return { rules, view: viewFor(state, 'allied') }
  }
  const reason = (cloudy: string[], shooter: string, target: string, dr1?: { x: number; y: number }) => {
    const { rules, view } = clouds(cloudy, dr1)
    return fireReasons(rules, view.planes, shooter).find((r) => r.target === target)!.arcs[0].reason
  }

  it('003 Cloud Cover (461-463): below the clouds the shot is there; a target in the clouds "cannot be fired at", not "out of the fire arc"', () => {
    expect(reason([], 'a', 't').kind).toBe('can-fire')
    const r = reason(['t'], 'a', 't')
    expect(r).toEqual({ kind: 'ruled-out', why: 'in the clouds: it cannot be fired at' })
    // behind the Camel, out of its arc: still the clouds are the reason
    const behind = reason(['t'], 'a', 't', { x: 50, y: 30 })
    expect(describeReason(behind, names)).toBe('in the clouds: it cannot be fired at')
  })

  it('003 Cloud Cover (461-463): a firer in the clouds "cannot fire", wherever its target is', () => {
    expect(describeReason(reason(['a'], 'a', 't'), names)).toBe('in the clouds: it cannot fire')
    expect(describeReason(reason(['a'], 'a', 't', { x: 50, y: 30 }), names)).toBe('in the clouds: it cannot fire')
  })
})
