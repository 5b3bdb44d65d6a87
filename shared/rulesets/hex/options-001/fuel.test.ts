import { describe, expect, it } from 'vitest'
import { RuleRefusal } from '../../refusal'
import { climbCommand, diveCommand, endMoveCommand, moveCommand, speedCommand } from '../movement'
import { fuelCost, FUEL_LOAD } from './fuel'
import { emptyMove } from './move-kind'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 5 }, facing: 3, altitude: 3 }

function fly(t: ReturnType<typeof table>, n: number) {
  for (let i = 0; i < n; i++) t.play(moveCommand, { seat: 'a' })
}

describe('001 Fuel Consumption (lines 19-23) and Zoom Climbing (lines 25-26), the option fuel', () => {
  it('"The maneuver\'s fuel consumption rating is equal to the speed of the aircraft": a level move at 3 burns 3', () => {
    const t = table({ fuel: true }, camel, fokker)
    expect(t.p('camel').extra.fuel).toBe(FUEL_LOAD['sopwith-camel'])
    t.begin('camel')
    fly(t, 3)
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').extra.fuel).toBe(FUEL_LOAD['sopwith-camel'] - 3)
  })

  it('"Diving ... Fuel cost is -1", "Climbing ... +1", "Zoom Climbing ... +0" after a dive of 2 or more', () => {
    const m = emptyMove(4)
    expect(fuelCost({ ...m, dived: 2 }, null, 4)).toBe(3)
    expect(fuelCost({ ...m, climbed: 1 }, null, 4)).toBe(5)
    expect(fuelCost({ ...m, climbed: 1 }, { ...m, dived: 2 }, 4)).toBe(4)
    // "Must have dived 2 altitudes or more on the previous turn": a dive of 1 is no zoom
    expect(fuelCost({ ...m, climbed: 1 }, { ...m, dived: 1 }, 4)).toBe(5)
  })

  it('a climb through the game costs the speed +1', () => {
    const t = table({ fuel: true, fuelLoad: 20 }, camel, fokker)
    t.begin('camel')
    t.play(climbCommand, { seat: 'a' })
    fly(t, 3)
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').extra.fuel).toBe(16)
    expect(t.events.some((e) => e.type === 'fuel' && e.to === 'all')).toBe(true)
  })

  it('"You may NOT choose: 1) a maneuver requiring more fuel than the aircraft currently has" (line 3)', () => {
    const t = table({ fuel: true, fuelLoad: 3 }, camel, fokker)
    t.begin('camel')
    expect(() => t.play(speedCommand, { seat: 'a', delta: 1 })).toThrow(RuleRefusal)
    expect(() => t.play(climbCommand, { seat: 'a' })).toThrow(/not enough fuel/)
    t.play(diveCommand, { seat: 'a' })
    fly(t, 3)
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').extra.fuel).toBe(1)
  })

  it('a plane whose fuel is below its velocity when its turn begins glides: no climb, and down a step a move', () => {
    const t = table({ fuel: true, fuelLoad: 2 }, camel, fokker)
    t.begin('camel')
    expect(t.events.some((e) => e.type === 'glide')).toBe(true)
    expect(() => t.play(climbCommand, { seat: 'a' })).toThrow(/gliding/)
    fly(t, 3)
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').altitude).toBe(2)
  })

  it('is absent when off: no fuel, and climbing is free of it', () => {
    const t = table({}, camel, fokker)
    expect(t.p('camel').extra.fuel).toBeUndefined()
    t.begin('camel')
    t.play(speedCommand, { seat: 'a', delta: 1 })
    t.play(climbCommand, { seat: 'a' })
    fly(t, 4)
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.events.some((e) => e.type === 'fuel' || e.type === 'glide')).toBe(false)
  })
})
