import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../electron/testing/fixtures'
import { fireReasons } from '../../fire-reasons'
import { allCorners, fireOptions } from '../../firing'
import type { RulesOptions } from '../../types'
import { modulesFor } from '..'

/** A DH.4 flying north at `levels[0]` with a Camel at (dx, dy) from its stand at `levels[1]`: the DH.4's rear shot at it. */
function behind(dx: number, dy: number, levels: [number, number], options: Partial<RulesOptions> = { altitude: true, blindSpotLevels000: true }) {
  const game = startGame(
    [
      { id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 100, heading: 0, altitude: levels[0] },
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100 + dx, y: 100 + dy, heading: 0, altitude: levels[1] },
    ],
    { options },
  )
  const shots = fireOptions(game.rules, game.state, allCorners(game.rules, game.state))
    .filter((o) => o.plane === 'dh4' && o.arc === 'rear')
    .map((o) => o.cards)
  const reason = fireReasons(game.rules, game.view(null).planes, 'dh4')[0].arcs.find((a) => a.arc === 'rear')!.reason
  return { shots, reason }
}

describe('000 lines 408-411: "If the ruler crosses the flat side of the rear of the firer\'s base, firing is not possible if ... the target is at the same altitude level and the ruler touches any point of the target\'s base with its first half ... the target is at a lower altitude level"', () => {
  it('line 410: a Camel at the same level just behind the tail, within half a ruler, cannot be fired at; beyond it, one card', () => {
    expect(behind(0, -14, [2, 2]).shots).toEqual([])
    expect(behind(0, -14, [2, 2]).reason).toEqual({ kind: 'ruled-out', why: 'in the blind spot of the rear guns, just behind the tail' })
    expect(behind(0, -25, [2, 2]).shots).toEqual([1])
    // altitude alone: the basic game's two cards
    expect(behind(0, -14, [2, 2], { altitude: true }).shots).toEqual([2])
  })

  it('line 411: a Camel a level lower behind the tail cannot be fired at, at any range; one a level higher can (one card, one level apart)', () => {
    expect(behind(0, -14, [2, 1]).shots).toEqual([])
    expect(behind(0, -14, [2, 1]).reason).toEqual({ kind: 'ruled-out', why: 'in the blind spot of the rear guns: a plane below, behind the tail' })
    expect(behind(0, -14, [2, 3]).shots).toEqual([1])
    // without the option one level apart short range is one card (003 lines 367-368)
    expect(behind(0, -14, [2, 1], { altitude: true }).shots).toEqual([1])
  })

  it('a Camel a level lower whose line leaves through the side of the base is no blind spot', () => {
    // the rear edge is 9 cm wide and 3.15 cm behind the stand: a line 60 degrees off the tail leaves through the side
    expect(behind(-12, -7, [2, 1]).shots).toEqual([1])
  })

  it("with Altitude it is played in place of 003's blind spot and 000's line 233; without Altitude it is not played", () => {
    const all = { blindSpots: true, blindSpotOneCard: true, blindSpotLevels000: true }
    expect(modulesFor({ ...all, altitude: true } as RulesOptions).map((m) => m.id)).toEqual(['altitude', 'blind-spot-levels-000'])
    expect(modulesFor(all as unknown as RulesOptions).map((m) => m.id)).toEqual(['blind-spot-one-card'])
    // neither rules out the close shot at a plane a level higher (003 lines 282-285; 000 line 411)
    expect(behind(0, -14, [2, 3], { altitude: true, blindSpots: true }).shots).toEqual([1])
    expect(behind(0, -14, [2, 3], { altitude: true, ...all }).shots).toEqual([1])
    // both rule out the close shot at the same level
    expect(behind(0, -14, [2, 2], { altitude: true, blindSpots: true }).shots).toEqual([])
    expect(behind(0, -14, [2, 2], { altitude: true, ...all }).shots).toEqual([])
  })
})
