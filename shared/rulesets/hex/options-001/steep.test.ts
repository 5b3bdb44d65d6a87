import { describe, expect, it } from 'vitest'
import { cardCommand } from '../move-cards'
import { climbCommand, diveCommand, endMoveCommand, moveCommand } from '../movement'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 4, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 2 }, facing: 3, altitude: 3 }
type T = ReturnType<typeof table>

function steepDive(t: T) {
  t.begin('camel')
  t.play(diveCommand, { seat: 'a' })
  t.play(cardCommand, { seat: 'a', card: t.give('a', 'left')[0].id, altitude: -1 })
  for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
  t.play(endMoveCommand, { seat: 'a' })
}

describe('001 Steep Dives and Steep Climbs (lines 40-48), the option steepClimbsDives', () => {
  it('"A dive which is greater than 1 altitude level is considered a Steep Dive. The aircraft will gain one speed"', () => {
    const t = table({ steepClimbsDives: true }, camel, fokker)
    steepDive(t)
    expect(t.p('camel').altitude).toBe(2)
    expect(t.p('camel').velocity).toBe(4)
  })

  it('"(no greater than its maximum speed)": a Camel at 6 stays at 6', () => {
    const t = table({ steepClimbsDives: true }, { ...camel, velocity: 6 }, fokker)
    t.begin('camel')
    t.play(diveCommand, { seat: 'a' })
    t.play(cardCommand, { seat: 'a', card: t.give('a', 'slide-right')[0].id, altitude: -1 })
    for (let i = 0; i < 6; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').velocity).toBe(6)
  })

  it('"A climb which is greater than 1 altitude level is considered a Steep Climb. The aircraft will lose one speed"', () => {
    const t = table({ steepClimbsDives: true }, camel, fokker)
    t.begin('camel')
    t.play(climbCommand, { seat: 'a' })
    t.play(cardCommand, { seat: 'a', card: t.give('a', 'forward')[0].id, velocity: 1, altitude: 1 })
    for (let i = 0; i < 4; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').altitude).toBe(6)
    expect(t.p('camel').velocity).toBe(3)
  })

  it('a dive of one step changes nothing, and the option off leaves a steep dive as it was', () => {
    const t = table({ steepClimbsDives: true }, camel, fokker)
    t.begin('camel')
    t.play(diveCommand, { seat: 'a' })
    for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
    expect(t.p('camel').velocity).toBe(3)
    const off = table({}, camel, fokker)
    steepDive(off)
    expect(off.p('camel').velocity).toBe(3)
  })
})
