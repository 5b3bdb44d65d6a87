import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { fireReasons } from '../fire-reasons'
import { allCorners, fireOptions } from '../firing'

/** A DH.4 flying north with a Camel at (dx, dy) from its stand, heading north too. */
function behind(dx: number, dy: number, blindSpots = true) {
  const game = startGame(
    [
      { id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 100, heading: 0 },
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100 + dx, y: 100 + dy, heading: 0 },
    ],
    { options: { blindSpots } },
  )
  const options = fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).filter((o) => o.plane === 'dh4' && o.arc === 'rear')
  const reason = fireReasons(game.rules, game.view(null).planes, 'dh4')[0].arcs.find((a) => a.arc === 'rear')!.reason
  return { options, reason }
}

describe('003 Blind Spots for Rear Guns (lines 266-285): "If the ruler passes in the flat side of the rear ... and touches any point of the target base with its first half, firing is not possible"', () => {
  it('a Camel straight behind the tail at short range cannot be fired at by the rear gun, and everyone is told why', () => {
    const r = behind(0, -14)
    expect(r.options).toEqual([])
    expect(r.reason).toEqual({ kind: 'ruled-out', why: 'in the blind spot of the rear guns, just behind the tail' })
    // without the option the shot is there
    expect(behind(0, -14, false).options).toHaveLength(1)
  })

  it('the same Camel beyond the ruler\'s first half can be fired at', () => {
    // the line from stand to stand enters the Camel's base through its nose, 3.15 cm before its stand
    expect(behind(0, -(17 + 3.15 + 0.5)).options).toHaveLength(1)
    expect(behind(0, -(17 + 3.15 - 0.5)).options).toHaveLength(0)
    expect(behind(0, -(17 + 3.15)).options).toHaveLength(0)
  })

  it('a Camel behind and to the side, whose line leaves through the side of the base, can be fired at', () => {
    // the rear edge is 9 cm wide and 3.15 cm behind the stand: a line 60 degrees off the tail leaves through the side
    const r = behind(-12, -7)
    expect(r.options).toHaveLength(1)
    expect(r.reason.kind).toBe('can-fire')
  })
})

describe('003 lines 282-285 and 287-291: the blind spot and the Roland C.II with the altitude rules', () => {
  /** A two-seater flying north at level 2, a Camel at (dx, dy) from its stand at `level`, both with the altitude rules. */
  function levels(aircraft: string, dx: number, dy: number, level: number, blindSpots = true) {
    const game = startGame(
      [
        { id: 'two', aircraft, team: 'central', x: 100, y: 100, heading: 0, altitude: 2 },
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100 + dx, y: 100 + dy, heading: 0, altitude: level },
      ],
      { options: { blindSpots, altitude: true } },
    )
    return fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).filter((o) => o.plane === 'two' && o.arc === 'rear')
  }

  it('"the blind spot is effective only against targets at the same or lower altitude: Ignore it if the target is at a higher level"', () => {
    expect(levels('airco-dh-4', 0, -12, 2)).toEqual([])
    expect(levels('airco-dh-4', 0, -12, 1)).toEqual([])
    // a level up, within half a ruler: one card (lines 368-370)
    expect(levels('airco-dh-4', 0, -12, 3)).toMatchObject([{ target: 'camel', cards: 1 }])
  })

  it('"the rear machine gun of the Roland C.II can ignore both the blind spot and the firing arc when firing at targets at higher altitude"', () => {
    // behind the tail, a level up: the blind spot ignored, as any rear gun's
    expect(levels('lfg-roland-c-ii', 0, -12, 3)).toMatchObject([{ target: 'camel', cards: 1 }])
    // dead ahead, out of the rear arc: the Roland's ring turns to it, a DH.4's gun does not
    expect(levels('lfg-roland-c-ii', 0, 12, 3)).toMatchObject([{ target: 'camel', cards: 1 }])
    expect(levels('airco-dh-4', 0, 12, 3)).toEqual([])
    // at the same level or lower, the arc on the base and its blind spot (line 289)
    expect(levels('lfg-roland-c-ii', 0, 12, 2)).toEqual([])
    expect(levels('lfg-roland-c-ii', 0, 12, 1)).toEqual([])
    expect(levels('lfg-roland-c-ii', 0, -12, 2)).toEqual([])
    // the fire reasons a seat reads agree with the engine: the ring's shot at the plane ahead, at the same distance
    const game = startGame(
      [
        { id: 'two', aircraft: 'lfg-roland-c-ii', team: 'central', x: 100, y: 100, heading: 0, altitude: 2 },
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 112, heading: 0, altitude: 3 },
      ],
      { options: { blindSpots: true, altitude: true } },
    )
    const option = fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).find((o) => o.plane === 'two' && o.arc === 'rear')!
    const reason = fireReasons(game.rules, game.view(null).planes, 'two')[0].arcs.find((a) => a.arc === 'rear')!.reason
    expect(reason).toEqual({ kind: 'can-fire', cards: 1, distance: option.distance })
    // and beyond half a ruler a level up there is no shot (lines 368-370)
    expect(levels('lfg-roland-c-ii', 0, 25, 3)).toEqual([])
    // without the blind spot rule, the ring is still the Roland's (a Two-seaters rule of the altitude rules)
    expect(levels('lfg-roland-c-ii', 12, 0, 3, false)).toMatchObject([{ target: 'camel', cards: 1 }])
  })
})
