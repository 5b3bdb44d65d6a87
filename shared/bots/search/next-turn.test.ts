/**
 * The next-turn value (next-turn.ts, issue 31): the geometry it reads from two stands, and what the table fitted from
 * training-pool games (next-turn-table.ts) says of the stands every pilot knows.
 */
import { describe, expect, it } from 'vitest'
import { geometryOf, nextTurnCell, nextTurnDealt, type NextTurnTable } from './next-turn'
import { NEXT_TURN_TABLE } from './next-turn-table'

const RULER = 34
const deg = (d: number) => (d * Math.PI) / 180

describe('geometryOf', () => {
  it('reads range in rulers, the enemy off my nose and me off its nose, whatever the headings', () => {
    // head-on, a ruler apart, the enemy due north of me
    const h = geometryOf({ x: 10, y: 10, h: 0 }, { x: 10, y: 10 + RULER, h: Math.PI }, RULER)
    expect(h.r).toBeCloseTo(1)
    expect(h.a).toBeCloseTo(0)
    expect(h.b).toBeCloseTo(0)
    // on its tail: it is dead ahead of me, I am dead astern of it
    const t = geometryOf({ x: 10, y: 10, h: deg(90) }, { x: 30, y: 10, h: deg(90) }, RULER)
    expect(t.a).toBeCloseTo(0)
    expect(t.b).toBeCloseTo(Math.PI)
    // flying east, it is off my right wing (south of me) flying north, straight at me
    const c = geometryOf({ x: 0, y: 0, h: deg(90) }, { x: 0, y: -20, h: 0 }, RULER)
    expect(c.a).toBeCloseTo(deg(90))
    expect(c.b).toBeCloseTo(0)
    // and flying west, away: I am a right angle off its nose too, the other way
    expect(geometryOf({ x: 0, y: 0, h: deg(90) }, { x: 0, y: -20, h: deg(-90) }, RULER).b).toBeCloseTo(deg(90))
  })
})

describe('nextTurnDealt', () => {
  it('looks up the cell of the stand: range bins by their upper edges, angles in equal bins', () => {
    const t: NextTurnTable = { ranges: [1, Infinity], angleBins: 2, dealt: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8] }
    expect(nextTurnCell(t, { r: 0.5, a: 0.1, b: 0.1 })).toBe(0)
    expect(nextTurnCell(t, { r: 0.5, a: 0.1, b: 3 })).toBe(1)
    expect(nextTurnCell(t, { r: 0.5, a: 3, b: 0.1 })).toBe(2)
    expect(nextTurnCell(t, { r: 2, a: Math.PI, b: Math.PI })).toBe(7)
    // on its tail at half a ruler: range bin 0, a = 0, b = PI
    expect(nextTurnDealt({ x: 0, y: 0, h: 0 }, { x: 0, y: RULER / 2, h: 0 }, RULER, t)).toBe(0.2)
  })

  it('the fitted table: on an enemy\'s tail within the ruler a plane deals more the next turn than the enemy deals it, and more than when far off', () => {
    // fitted from games, not written by hand: these are the stands a newcomer is taught
    const tail = { x: 0, y: 0, h: 0 }
    const ahead = { x: 0, y: 0.7 * RULER, h: 0 }
    expect(nextTurnDealt(tail, ahead, RULER)).toBeGreaterThan(2 * nextTurnDealt(ahead, tail, RULER))
    const far = { x: 0, y: 4 * RULER, h: deg(90) }
    expect(nextTurnDealt(tail, ahead, RULER)).toBeGreaterThan(nextTurnDealt(tail, far, RULER))
    expect(NEXT_TURN_TABLE.dealt).toHaveLength(NEXT_TURN_TABLE.ranges.length * NEXT_TURN_TABLE.angleBins * NEXT_TURN_TABLE.angleBins)
    for (const x of NEXT_TURN_TABLE.dealt) expect(x).toBeGreaterThanOrEqual(0)
  })
})
