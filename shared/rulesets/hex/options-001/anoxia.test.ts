import { describe, expect, it } from 'vitest'
import { climbCommand } from '../movement'
import { observerShootCommand } from '../observer'
import { passOutAt, type Anoxia } from './anoxia'
import { table, type PlaneSpec } from './testing'

const albatros: PlaneSpec = { id: 'albatros', aircraft: 'albatros', hex: { col: 2, row: 5 }, facing: 0, altitude: 10, velocity: 3 }
const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 16, row: 5 }, facing: 3, altitude: 6 }
const anoxiaOf = (t: ReturnType<typeof table>, id: string) => t.p(id).extra.anoxia as Anoxia

describe('001 Anoxia and Oxygen Carried On board (lines 113-137), the option anoxia', () => {
  it('"Central Forces: 1-2 = Oxygen is carried; Allied Forces: 1": each plane rolls when the game starts, in the open', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ anoxia: true }, albatros, camel, seed)
      const [a, c] = t.rolls()
      expect(a.to).toBe('all')
      expect(anoxiaOf(t, 'albatros').oxygen).toBe(a.roll <= 2)
      expect(anoxiaOf(t, 'camel').oxygen).toBe(c.roll <= 1)
    }
  })

  it('the ceiling rises from 002\'s 6 to 10; without the option a plane at 6 cannot climb', () => {
    const t = table({ anoxia: true }, albatros, camel)
    t.begin('camel')
    t.play(climbCommand, { seat: 'b' })
    expect(t.p('camel').altitude).toBe(7)
    const off = table({}, albatros, camel)
    off.begin('camel')
    expect(() => off.play(climbCommand, { seat: 'b' })).toThrow(/highest step is 6/)
  })

  it('"Altitude 10: The crew member passes out on a roll of 3, 4, 5 or 6"; "If the pilot has passed out, the aircraft automatically goes into a spin"', () => {
    expect([8, 9, 10].map(passOutAt)).toEqual([null, 5, 3])
    const seen = new Set<boolean>()
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ anoxia: true }, albatros, camel, seed)
      anoxiaOf(t, 'albatros').oxygen = false
      const before = t.rolls().length
      t.begin('albatros')
      const [pilot, observer] = t.rolls().slice(before)
      expect(anoxiaOf(t, 'albatros').pilotOut).toBe(pilot.roll >= 3)
      expect(!!t.p('albatros').extra.spin001).toBe(pilot.roll >= 3)
      // "if an observer passes out, the aircraft will not go into a spin"
      expect(anoxiaOf(t, 'albatros').observerOut).toBe(observer.roll >= 3)
      seen.add(pilot.roll >= 3)
    }
    expect(seen.size).toBe(2)
  })

  it('"Crew members who pass out may not fire"; "The crew member automatically recovers at altitude level 8"; oxygen spares them', () => {
    const t = table({ anoxia: true }, { ...albatros, altitude: 8 }, { ...camel, hex: { col: 1, row: 5 }, altitude: 8 })
    Object.assign(anoxiaOf(t, 'albatros'), { oxygen: false, observerOut: true })
    // the observer fires at the camel behind: refused while he is out
    t.state.move = { plane: 'albatros', moved: 0, freeFacing: false, freeAltitude: false, freeVelocity: false, cards: 0, shot: false, observerShot: false, groundFired: [], traded: false, altitudeSteps: [] }
    expect(() => t.play(observerShootCommand, { seat: 'a', card: t.give('a', 'shoot')[0].id, target: 'camel' })).toThrow(/passed out/)
    t.begin('albatros')
    expect(anoxiaOf(t, 'albatros').observerOut).toBe(false)
    const o = table({ anoxia: true }, albatros, camel)
    anoxiaOf(o, 'albatros').oxygen = true
    const before = o.rolls().length
    o.begin('albatros')
    expect(o.rolls().length).toBe(before)
  })
})
