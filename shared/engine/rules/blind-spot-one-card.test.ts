import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { fireReasons } from '../fire-reasons'
import { allCorners, fireOptions } from '../firing'
import type { RulesOptions } from '../types'
import { modulesFor } from '.'

/** A DH.4 flying north with a Camel at (dx, dy) from its stand, heading north too: the DH.4's rear shot at it. */
function behind(dx: number, dy: number, options: Partial<RulesOptions> = { blindSpotOneCard: true }) {
  const game = startGame(
    [
      { id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 100, heading: 0 },
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100 + dx, y: 100 + dy, heading: 0 },
    ],
    { options },
  )
  const shots = fireOptions(game.rules, game.state, allCorners(game.rules, game.state))
    .filter((o) => o.plane === 'dh4' && o.arc === 'rear')
    .map((o) => o.cards)
  const reason = fireReasons(game.rules, game.view(null).planes, 'dh4')[0].arcs.find((a) => a.arc === 'rear')!.reason
  return { shots, reason }
}

describe('000 line 233: "Use the ruler to connect the centre of firing airplane\'s base with the centre of the target\'s base. If the ruler crosses the flat part of the rear of the firer\'s base, then close range shots draw only one damage card."', () => {
  it('a Camel straight behind the DH.4\'s tail at short range is fired at with one card (003: not at all); everyone sees it', () => {
    expect(behind(0, -14).shots).toEqual([1])
    expect(behind(0, -14).reason).toMatchObject({ kind: 'can-fire', cards: 1 })
    // 003's Blind Spots rules the shot out; the basic game gives two cards
    expect(behind(0, -14, { blindSpots: true }).shots).toEqual([])
    expect(behind(0, -14, {}).shots).toEqual([2])
  })

  it('a long-range shot along the same line is one card as always', () => {
    expect(behind(0, -25).shots).toEqual([1])
    expect(behind(0, -25, {}).shots).toEqual([1])
  })

  it('a Camel behind and to the side, whose line leaves through the side of the base, takes two cards at short range', () => {
    // the rear edge is 9 cm wide and 3.15 cm behind the stand: a line 60 degrees off the tail leaves through the side
    expect(behind(-12, -7).shots).toEqual([2])
  })

  it('in place of 003\'s blind spot: with both options on, 000\'s is played', () => {
    expect(behind(0, -14, { blindSpots: true, blindSpotOneCard: true }).shots).toEqual([1])
    expect(modulesFor({ blindSpots: true, blindSpotOneCard: true } as RulesOptions).map((m) => m.id)).toEqual(['blind-spot-one-card'])
    expect(modulesFor({ blindSpots: true } as RulesOptions).map((m) => m.id)).toEqual(['blind-spots'])
  })

  it('front guns have no blind spot: a DH.4 chasing a Camel fires two cards at short range', () => {
    const game = startGame(
      [
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'central', x: 100, y: 100, heading: 0 },
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 114, heading: 0 },
      ],
      { options: { blindSpotOneCard: true } },
    )
    expect(fireOptions(game.rules, game.state, allCorners(game.rules, game.state)).filter((o) => o.plane === 'dh4').map((o) => [o.arc, o.cards])).toEqual([['front', 2]])
  })
})
