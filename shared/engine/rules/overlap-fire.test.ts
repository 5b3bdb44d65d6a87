import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, optionsOf, planNumbers } from '../../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { stackDeck } from '../damage'
import { describeReason, fireOptionsFromView, fireReasons, rulerPoint } from '../fire-reasons'
import { allCorners, fireOptions } from '../firing'
import type { RulesOptions } from '../types'

/** The fire options and the front and rear reasons of every plane, on the table as set (no move). */
function table(planes: PlaneSpec[], options: Partial<RulesOptions> = { overlapFire: true }) {
  const game = startGame(planes, { options })
  const opts = fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).map((o) => `${o.plane} ${o.arc}>${o.target}:${o.cards}`)
  const view = game.view(null).planes
  const reason = (shooter: string, target: string, arc: 'front' | 'rear') => fireReasons(game.rules, view, shooter).find((t) => t.target === target)!.arcs.find((a) => a.arc === arc)!.reason
  return { game, opts, reason }
}

// bases 9 cm across and 6.3 nose to tail: stands 4 cm apart, one behind the other, overlap
const camel = (x: number, y: number, heading = 0): PlaneSpec => ({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x, y, heading })
const dr1 = (x: number, y: number, heading = 0): PlaneSpec => ({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x, y, heading })

describe('000 line 185: "Two or more aircraft with overlapping bases may only fire at each other with pilot-fired machineguns and only if the centre of the target\'s base is within the firer\'s zone of fire. Only one damage card is drawn"', () => {
  it('a Camel whose base overlaps the tail of a Dr.I 4 cm ahead fires at it with one card; the Dr.I, whose arc is ahead, cannot fire back', () => {
    const on = table([camel(100, 100), dr1(100, 104)])
    expect(on.opts).toEqual(['camel front>dr1:1'])
    expect(on.reason('camel', 'dr1', 'front')).toMatchObject({ kind: 'can-fire', cards: 1 })
    const back = on.reason('dr1', 'camel', 'front')
    expect(back).toEqual({ kind: 'overlapping', why: 'the centre of its base is outside the fire arc' })
    expect(describeReason(back, (id) => id)).toBe('bases overlap: the centre of its base is outside the fire arc')
    // 003: "Two or more planes whose bases overlap cannot fire at each other"
    const off = table([camel(100, 100), dr1(100, 104)], {})
    expect(off.opts).toEqual([])
    expect(off.reason('camel', 'dr1', 'front')).toEqual({ kind: 'overlapping' })
  })

  it('"only if the centre of the target\'s base is within the firer\'s zone of fire": a Dr.I overlapping ahead and to the right, its stand 45 degrees off the nose (the arc is 60 wide), is not fired at although the arc reaches its base', () => {
    const on = table([camel(100, 100), dr1(104, 104)])
    expect(on.opts).toEqual([])
    expect(on.reason('camel', 'dr1', 'front')).toEqual({ kind: 'overlapping', why: 'the centre of its base is outside the fire arc' })
    // 30 degrees off the nose is on the arc's edge: in
    const edge = table([camel(100, 100), dr1(100 + 5 * Math.sin(Math.PI / 6), 100 + 5 * Math.cos(Math.PI / 6))])
    expect(edge.opts).toEqual(['camel front>dr1:1'])
  })

  it('"Observer-fired machineguns cannot fire as the target is assumed to have flown under the two-seater": a DH.4 overlapping a Camel close behind its tail has no rear shot, and says why', () => {
    const on = table([{ id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 100, heading: 0 }, camel(100, 96)])
    expect(on.opts).toEqual(['camel front>dh4:1'])
    expect(on.reason('dh4', 'camel', 'rear')).toEqual({ kind: 'overlapping', why: "the observer's guns cannot fire at an overlapping plane: it has flown under the two-seater" })
  })

  it('in play: after the move the Camel fires one card into the Dr.I its base overlaps, and the Dr.I takes one card', () => {
    const game = startGame([arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, 100, 104, 0)], { options: { overlapFire: true } })
    stackDeck(game.state, 'A', ['A01', 'A02'])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(eventsOfType(game.events, 'bumped')).toEqual([])
    expect(optionsOf(game, 'camel')).toEqual(['front>dr1:1'])
    expect(optionsOf(game, 'dr1')).toEqual([])
    const events = fire(game, { camel: { front: 'dr1' } })
    expect(eventsOfType(events, 'fired')).toMatchObject([{ plane: 'camel', target: 'dr1', cards: 1 }])
    expect(eventsOfType(events, 'damage-taken')).toMatchObject([{ plane: 'dr1', cards: 1, cause: 'fire' }])
    expect(game.state.planes[1].damage).toEqual(['A01'])
  })
})

describe('000 line 187: "Overlapping aircraft can shoot at other aircraft ... using the normal rules. ... Overlapped aircraft cannot tail."', () => {
  it('the overlapping pair still fire at others by the normal rules, across each other\'s bases (two cards at short range), and the other planes at them', () => {
    // a D.Va 16 cm ahead, facing them: the Camel fires over the Dr.I it overlaps; the Dr.I's base blocks the D.Va's aim at the Camel
    const ahead = table([camel(100, 100), dr1(100, 104), { id: 'd5', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 120, heading: 180 }])
    expect(ahead.opts).toEqual(['camel front>dr1:1', 'camel front>d5:2'])
    // a D.Va 20 cm to the Camel's left, facing it: it fires at the Camel at short range
    const side = table([camel(100, 100), dr1(100, 104), { id: 'd5', aircraft: 'albatros-d-va', team: 'central', x: 80, y: 99, heading: 90 }])
    expect(side.opts).toContain('d5 front>camel:2')
  })

  it('a Camel on a Dr.I\'s tail does not tail it while a friendly SE.5a\'s base overlaps its own (003 forbids only the two overlapping each other)', () => {
    const planes: PlaneSpec[] = [camel(100, 100), dr1(100, 114), { id: 'se5', aircraft: 'raf-se-5a', team: 'allied', x: 106, y: 100, heading: 0 }]
    const with003 = startGame(planes, { options: { tailing: true } })
    expect(with003.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    const with000 = startGame(planes, { options: { tailing: true, overlapFire: true } })
    expect(with000.state.planes[0].effects!.tail).toBeNull()
    // with the SE.5a clear of it, the Camel tails again
    const clear = startGame([camel(100, 100), dr1(100, 114), { id: 'se5', aircraft: 'raf-se-5a', team: 'allied', x: 120, y: 100, heading: 0 }], { options: { tailing: true, overlapFire: true } })
    expect(clear.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
  })
})

describe('000 Overlapping: what a seat is told agrees with the engine', () => {
  it('on crowded random tables (Camels, Dr.Is and Bristols, many overlapping), the fire reasons from any view give exactly the engine\'s options, and the ruler is drawn at each one\'s distance', () => {
    const AIRCRAFT = ['sopwith-camel', 'fokker-dr-i', 'bristol-f2b']
    const plane = fc.record({ aircraft: fc.constantFrom(...AIRCRAFT), central: fc.boolean(), x: fc.double({ min: 90, max: 112, noNaN: true }), y: fc.double({ min: 90, max: 112, noNaN: true }), heading: fc.double({ min: 0, max: 360, noNaN: true }) })
    let overlapShots = 0
    fc.assert(
      fc.property(fc.array(plane, { minLength: 2, maxLength: 5 }), fc.constantFrom<string | null>('allied', 'central', null), fc.boolean(), (arb, viewer, blind) => {
        const specs: PlaneSpec[] = arb.map((p, i) => ({ id: `p${i}`, aircraft: p.aircraft, team: p.central ? 'central' : 'allied', x: p.x, y: p.y, heading: p.heading }))
        const game = startGame(specs, { options: { overlapFire: true, blindSpotOneCard: blind } })
        const engine = fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).map((o) => ({ ...o }))
        const view = game.view(viewer).planes
        expect(fireOptionsFromView(game.rules, view)).toEqual(engine)
        for (const o of engine) expect(rulerPoint(game.rules, view, o.plane, o.arc, o.target)!.distance).toBe(o.distance)
        // the shots only 000 allows: between overlapping planes
        const basic = startGame(specs, { options: { blindSpotOneCard: blind } })
        overlapShots += engine.length - fireOptions(basic.rules, basic.state, allCorners(basic.rules, basic.state)).length
      }),
      { numRuns: 300, seed: 11 },
    )
    // the tables did put overlapping planes in each other's arcs
    expect(overlapShots).toBeGreaterThan(0)
  })
})
