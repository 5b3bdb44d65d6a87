/**
 * 000 Line-up on Target (Mission Rules, 000 lines 556-558): "Prior to any cards for a manoeuvre phase being revealed, a
 * player may declare that he is lining up on a target. To do this he must have played a right or left turn (in the
 * direction of the target) and be within two ruler lengths of the target. The aircraft may turn any amount between the
 * turn played and straight ahead so as to line up on a target."
 */
import { describe, expect, it } from 'vitest'
import { card, eventsOfType, holdUntilPlanning, planeOf } from '../../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { wrapAngle } from '../../geometry/pose'
import { CommandError } from '../commands'
import type { Game } from '../game'
import type { RulesOptions } from '../types'
import { viewFor } from '../view'

const LINE_UP: Partial<RulesOptions> = { missionRules000: true }

/** A Camel at (100, 100) flying north, a German target card at `at`, a Dr.I far off. */
function game(at: { x: number; y: number }, options: Partial<RulesOptions> = LINE_UP): Game {
  const planes: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
    { id: 'target', aircraft: 'target', team: 'central', x: at.x, y: at.y, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 300, y: 300, heading: 90 },
  ]
  return startGame(planes, { options, table: { width: 400, depth: 400 } })
}

/** the Camel plans `first` (a card number) then two straights, lining up with card 1 when `lineUp`; the Dr.I straights */
function fly(g: Game, first: number, lineUp: boolean) {
  const cards = [card(g, 'camel', first), card(g, 'camel', 1), card(g, 'camel', 2)]
  g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards, ...(lineUp ? { lineUp: [{ slot: 0, target: 'target' }] } : {}) })
  const events = g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [card(g, 'dr1', 1), card(g, 'dr1', 2), card(g, 'dr1', 3)] })
  holdUntilPlanning(g)
  return events
}

/** where the Camel stands and heads after phase 1 */
function afterPhase1(g: Game) {
  return eventsOfType(g.events, 'moved').find((e) => e.plane === 'camel' && e.phase === 1)!.at
}
const TURN_RIGHT = 10 // C10: turn right, 90 degrees

describe('000 Line-up on Target (lines 556-558)', () => {
  it('"The aircraft may turn any amount between the turn played and straight ahead so as to line up on a target": its nose points at the target', () => {
    const g = game({ x: 115, y: 135 })
    fly(g, TURN_RIGHT, true)
    const at = afterPhase1(g)
    const bearing = Math.atan2(115 - at.x, 135 - at.y)
    expect(Math.abs(wrapAngle(bearing - at.h))).toBeLessThan(1e-6)
    const lined = eventsOfType(g.events, 'lined-up')
    expect(lined).toMatchObject([{ plane: 'camel', target: 'target', phase: 1 }])
    expect(lined[0].degrees).toBeGreaterThan(0)
    expect(lined[0].degrees).toBeLessThan(90)
    // without the declaration the whole turn is flown: heading east
    const plain = game({ x: 115, y: 135 })
    fly(plain, TURN_RIGHT, false)
    expect(afterPhase1(plain).h).toBeCloseTo(Math.PI / 2)
  })

  it('a target beyond the whole turn gets the whole turn', () => {
    const g = game({ x: 130, y: 90 })
    fly(g, TURN_RIGHT, true)
    expect(eventsOfType(g.events, 'lined-up')).toMatchObject([{ degrees: 90 }])
    expect(afterPhase1(g).h).toBeCloseTo(Math.PI / 2)
  })

  it('"in the direction of the target" and "within two ruler lengths": otherwise it lapses and the turn is flown as played', () => {
    const left = game({ x: 80, y: 130 })
    fly(left, TURN_RIGHT, true)
    expect(eventsOfType(left.events, 'line-up-lapsed')).toMatchObject([{ plane: 'camel', why: expect.stringMatching(/side of the right turn/) }])
    expect(afterPhase1(left).h).toBeCloseTo(Math.PI / 2)
    const far = game({ x: 130, y: 100 + 2 * 34 + 20 })
    fly(far, TURN_RIGHT, true)
    expect(eventsOfType(far.events, 'line-up-lapsed')).toMatchObject([{ why: expect.stringMatching(/two rulers/) }])
  })

  it('"he must have played a right or left turn": a straight, an aeroplane, or the rule not in force are refused with the plan', () => {
    const g = game({ x: 115, y: 135 })
    const plan = (cards: number[], target: string) => () => g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: cards.map((n) => card(g, 'camel', n)), lineUp: [{ slot: 0, target }] })
    expect(plan([1, 2, 3], 'target')).toThrow(/right or left turn/)
    expect(plan([TURN_RIGHT, 1, 2], 'dr1')).toThrow(/not an enemy target/)
    const off = game({ x: 115, y: 135 }, {})
    expect(() => off.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [card(off, 'camel', TURN_RIGHT), card(off, 'camel', 1), card(off, 'camel', 2)], lineUp: [{ slot: 0, target: 'target' }] })).toThrow(CommandError)
  })

  it('the declaration is secret with the plan: the other seat sees none', () => {
    const g = game({ x: 115, y: 135 })
    g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [card(g, 'camel', TURN_RIGHT), card(g, 'camel', 1), card(g, 'camel', 2)], lineUp: [{ slot: 0, target: 'target' }] })
    const seen = viewFor(g.state, 'central').planes.find((p) => p.id === 'camel')!
    expect(seen.effects).not.toHaveProperty('lineUp')
    expect(JSON.stringify(seen)).not.toContain('"target"')
    expect(planeOf(g, 'camel').effects!.lineUp).toEqual([{ turn: 1, slot: 0, target: 'target' }])
  })
})
