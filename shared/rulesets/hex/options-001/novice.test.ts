import { describe, expect, it } from 'vitest'
import { cardCommand } from '../move-cards'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 5 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 5 }, facing: 3, altitude: 3 }

describe("001 Novice Pilot's Maneuver Restrictions (lines 16-17), the option novicePilots", () => {
  it('"Cannot perform restricted maneuvers": a novice may not play a Hard Right, an Immelman, or the Ace as one', () => {
    const t = table({ novicePilots: ['camel'] }, camel, fokker)
    t.begin('camel')
    const [hard, loop, ace, left] = t.give('a', 'hard-right', 'immelman', 'ace', 'left')
    expect(() => t.play(cardCommand, { seat: 'a', card: hard.id })).toThrow(/novice/)
    expect(() => t.play(cardCommand, { seat: 'a', card: loop.id })).toThrow(/novice/)
    expect(() => t.play(cardCommand, { seat: 'a', card: ace.id, as: 'hard-left' })).toThrow(/novice/)
    // a simple turn is his to fly
    t.play(cardCommand, { seat: 'a', card: left.id })
    expect(t.p('camel').facing).toBe(1)
  })

  it('binds only the planes named, and is absent when off', () => {
    const t = table({ novicePilots: ['fokker'] }, camel, fokker)
    t.begin('camel')
    t.play(cardCommand, { seat: 'a', card: t.give('a', 'immelman')[0].id })
    const u = table({}, camel, fokker)
    u.begin('camel')
    u.play(cardCommand, { seat: 'a', card: u.give('a', 'hard-right')[0].id })
    expect(u.p('camel').facing).toBe(5)
  })
})
