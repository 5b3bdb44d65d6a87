import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { fireReasons, rulerPoint } from '../fire-reasons'
import { allCorners, fireOptions } from '../firing'
import { silhouetteCorners } from '../../geometry/silhouette'
import type { RulesOptions } from '../types'

/** The fire options and reasons on the table as set (no move), with the rule on or off. */
function table(planes: PlaneSpec[], options: Partial<RulesOptions>) {
  const game = startGame(planes, { options })
  const opts = fireOptions(game.rules, game.state, allCorners(game.rules, game.state))
  const view = game.view(null).planes
  const reason = (shooter: string, target: string) => fireReasons(game.rules, view, shooter).find((t) => t.target === target)!.arcs.find((a) => a.arc === 'front')!.reason
  return { game, opts, reason, view }
}
const on = { realThing: true }

// The Camel fires; its bases are 9 cm across and 6.3 nose to tail. The Dr.I's silhouette (shared/geometry/silhouette.ts):
// its fuselage runs from its cowling 2.795 cm ahead of the stand to its rudder 2.62 cm behind, its top wing 6 cm across.
const camel = (x: number, y: number, heading = 0, id = 'camel'): PlaneSpec => ({ id, aircraft: 'sopwith-camel', team: 'allied', x, y, heading })
const dr1 = (x: number, y: number, heading = 0): PlaneSpec => ({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x, y, heading })

describe('004 line 53: "When you aim to a plane, you have to reach any point of the enemy airplane with the ruler, not just any part of its card"', () => {
  it('a Dr.I flying away whose base is 33.5 cm off is reached by the ruler, but its rudder, 34.03 cm off, is not: the shot is refused', () => {
    const planes = [camel(100, 100), dr1(100, 136.65)]
    const off = table(planes, {})
    expect(off.opts.map((o) => [o.target, o.cards])).toEqual([['dr1', 1]])
    expect(off.opts[0].distance).toBeCloseTo(33.5, 9)
    const real = table(planes, on)
    expect(real.opts).toEqual([])
    const why = real.reason('camel', 'dr1')
    expect(why.kind).toBe('beyond-ruler')
    expect(why.kind === 'beyond-ruler' && why.distance).toBeCloseTo(34.03, 9)
  })

  it('ranges are measured to the silhouette: 16.85 cm to the base is short range, 17.38 cm to the rudder is long', () => {
    const planes = [camel(100, 100), dr1(100, 120)]
    expect(table(planes, {}).opts.map((o) => [o.cards, +o.distance.toFixed(6)])).toEqual([[2, 16.85]])
    const real = table(planes, on)
    expect(real.opts.map((o) => [o.cards, +o.distance.toFixed(6)])).toEqual([[1, 17.38]])
    expect(real.reason('camel', 'dr1')).toMatchObject({ kind: 'can-fire', cards: 1 })
    expect(real.reason('camel', 'dr1').kind === 'can-fire' && (real.reason('camel', 'dr1') as { distance: number }).distance).toBeCloseTo(17.38, 9)
    // the point drawn is the middle of the rudder's end
    const p = rulerPoint(real.game.rules, real.view, 'camel', 'front', 'dr1')!
    expect(p.x).toBeCloseTo(100, 3)
    expect(p.y).toBeCloseTo(117.38, 3)
  })

  it('"If the ruler stays inside the fire arc" still: a Dr.I 40 degrees off the nose whose base\'s corner is in the 60-degree arc, but whose wings and nose are not, is out of the arc', () => {
    const b = 40 * (Math.PI / 180)
    const planes = [camel(100, 100), dr1(100 + 20 * Math.sin(b), 100 + 20 * Math.cos(b))]
    expect(table(planes, {}).reason('camel', 'dr1').kind).toBe('can-fire')
    const real = table(planes, on)
    expect(real.opts).toEqual([])
    expect(real.reason('camel', 'dr1')).toEqual({ kind: 'out-of-arc' })
  })
})

describe('004 line 55: "In the same way, only the drawing of the plane blocks the line of view"', () => {
  // two Camels side by side, 8.4 cm apart, 12 cm ahead of the firer: their bases (x 91.3 to 108.7) hide the whole
  // Dr.I's base 25 cm ahead, but their wing tips (7 cm span) leave a gap from x 99.3 to 100.7 straight ahead
  const planes = [camel(100, 100), camel(104.2, 112, 0, 'right'), camel(95.8, 112, 0, 'left'), dr1(100, 125)]

  it('the bases of two Camels in the way block the shot; their drawings, with a gap between the wing tips, do not: the ruler reaches the Dr.I\'s rudder at 22.38 cm', () => {
    const off = table(planes, {})
    expect(off.opts.filter((o) => o.plane === 'camel')).toEqual([])
    expect(off.reason('camel', 'dr1')).toMatchObject({ kind: 'blocked', by: ['right', 'left'] })
    const real = table(planes, on)
    const shot = real.opts.filter((o) => o.plane === 'camel')
    expect(shot.map((o) => [o.target, o.cards])).toEqual([['dr1', 1]])
    expect(shot[0].distance).toBeCloseTo(22.38, 9)
    expect(real.reason('camel', 'dr1')).toMatchObject({ kind: 'can-fire', cards: 1 })
  })

  it('a Camel 0.5 cm right of the line, its wings across it, blocks with its drawing: the reasons name it alone, not the Camel beside it whose base, but not its drawing, lies across the line too', () => {
    const ahead = [camel(100, 100), camel(100.5, 112, 0, 'right'), camel(95.8, 112, 0, 'left'), dr1(100, 125)]
    const real = table(ahead, on)
    expect(real.opts.filter((o) => o.plane === 'camel')).toEqual([])
    expect(real.reason('camel', 'dr1')).toMatchObject({ kind: 'blocked', by: ['right'] })
  })

  it('the silhouettes turn with the planes: a Dr.I flying east across the line is reached at the corner of its top wing\'s tip, 3 cm south of its stand and 0.554 cm ahead of it', () => {
    const across = table([camel(100, 100), dr1(100, 125, 90)], on)
    expect(across.opts[0].distance).toBeCloseTo(Math.hypot(0.554, 22), 9)
    const corners = silhouetteCorners(across.game.rules.planes[1].aircraft, { x: 100, y: 125, h: Math.PI / 2 })
    expect(Math.min(...Array.from(corners).filter((_, k) => k % 2 === 1))).toBeCloseTo(125 - 3, 9)
  })
})
