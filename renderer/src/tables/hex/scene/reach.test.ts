/**
 * The reach highlight against 002 MOVE PHASE, on the duel of assets/hex/scenarios.json (seed 1: the Camel moves first,
 * from (0,4) facing east at velocity 3, holding Left, Slide Right, Immelman and Hard Right).
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { HexGame } from '../../../../../shared/rulesets/hex/game'
import { step } from '../../../../../shared/rulesets/hex/geometry'
import { hexSetupFor } from '../../../../../shared/rulesets/hex/setup'
import type { Card, Hex, HexView } from '../../../../../shared/rulesets/hex/types'
import { isMoveCard, moverOf, reachWithCard } from './reach'

function duel(): { game: HexGame; view: HexView } {
  const game = HexGame.start(hexSetupFor(hexContent, 'duel'), 1)
  return { game, view: game.view('allies') }
}

const card = (view: HexView, type: Card['type']): Card => view.hand.find((c) => c.type === type)!
const names = (hs: Hex[]) => hs.map((h) => `${h.col},${h.row}`).sort()
const name = (h: Hex) => `${h.col},${h.row}`

describe('the hexes a plane can reach with the picked card (002 MOVE PHASE)', () => {
  it('starts where the scenario says (the test reads the hand and plane it relies on)', () => {
    const { view } = duel()
    expect(moverOf(view, 'allies')).toBe('camel')
    const camel = view.planes.find((p) => p.id === 'camel')!
    expect([camel.hex, camel.facing, camel.velocity]).toEqual([{ col: 0, row: 4 }, 0, 3])
    expect(view.hand.map((c) => c.type).sort()).toEqual(['hard-right', 'immelman', 'left', 'slide-right'])
  })

  it("Left: 'must move a number of spaces equal to it's velocity', 'freely ... increase or decrease your velocity by 1'", () => {
    const { view } = duel()
    const r = reachWithCard(view, 'allies', card(view, 'left'))!
    expect(r.plane).toBe('camel')
    const ends = names(r.ends)
    // three spaces on (velocity 3), four (+1) or two (-1), but never five: Left gives no velocity
    expect(ends).toContain('3,4')
    expect(ends).toContain('4,4')
    expect(ends).toContain('2,4')
    expect(ends).not.toContain('5,4')
    // "Left: change your facing 1 arc to the left" played first: three spaces north-east
    expect(ends).toContain(name(step({ col: 0, row: 4 }, 1, 3)))
    // nowhere it cannot get to: every end is within four spaces
    for (const h of r.ends) expect(Math.abs(h.row - 4)).toBeLessThanOrEqual(4)
    // the hexes on the way are not the ends, and the plane's own hex is neither
    expect(names(r.through).filter((h) => ends.includes(h))).toEqual([])
    expect(ends).not.toContain('0,4')
  })

  it("Hard Right: 'change your facing 1 arc to the right and velocity +1' reaches a fifth space east", () => {
    const { view } = duel()
    const r = reachWithCard(view, 'allies', card(view, 'hard-right'))!
    // the card's +1 and the free +1, the free left turn back to east: velocity 5
    expect(names(r.ends)).toContain('5,4')
    expect(names(r.ends)).not.toContain('6,4')
  })

  it("Slide Right: 'Move your plane into the space 1 arc to the right of forward. Do not change the plane's facing.'", () => {
    const { view } = duel()
    const r = reachWithCard(view, 'allies', card(view, 'slide-right'))!
    // three spaces east, then the slide to the south-east: an extra space, not counted against the velocity
    expect(names(r.ends)).toContain(name(step({ col: 3, row: 4 }, 5)))
  })

  it("Immelman: 'You must have a velocity of 5+ to do a loop': at velocity 3 (4 at most) no hex is reached", () => {
    const { view } = duel()
    const r = reachWithCard(view, 'allies', card(view, 'immelman'))!
    expect(r.ends).toEqual([])
  })

  it('no highlight when it is not the seat’s move, for a spectator, or for a card that is not a move card', () => {
    const { view } = duel()
    expect(reachWithCard(view, 'germans', card(view, 'left'))).toBeNull()
    expect(reachWithCard(view, null, card(view, 'left'))).toBeNull()
    expect(isMoveCard({ id: 1, type: 'shoot' })).toBe(false)
    expect(isMoveCard({ id: 1, type: 'ace' })).toBe(true)
    expect(reachWithCard(view, 'allies', { id: 999, type: 'shoot' })).toBeNull()
    // a card the seat does not hold
    expect(reachWithCard(view, 'allies', { id: 999, type: 'left' })).toBeNull()
  })

  it('after the plane has flown, the reach starts from where it is and what it has left', () => {
    const { game } = duel()
    game.play({ type: 'move', seat: 'allies' })
    game.play({ type: 'move', seat: 'allies' })
    const view = game.view('allies')
    const r = reachWithCard(view, 'allies', card(view, 'left'))!
    // one space left at velocity 3 (two flown): (3,4); or two at +1: (4,4); -1 ends it where it is, with the card played
    expect(names(r.ends)).toEqual(expect.arrayContaining(['3,4', '4,4', '2,4']))
    expect(names(r.ends)).not.toContain('1,4')
  })
})
