import { describe, expect, it } from 'vitest'
import { cardCommand } from '../move-cards'
import { endMoveCommand, faceCommand, moveCommand } from '../movement'
import { table, type PlaneSpec } from './testing'

const albatros: PlaneSpec = { id: 'albatros', aircraft: 'albatros', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const bristol: PlaneSpec = { id: 'bristol', aircraft: 'bristol', hex: { col: 17, row: 5 }, facing: 3, altitude: 3 }

type T = ReturnType<typeof table>
function leftThenRight(t: T, id: string) {
  t.begin(id)
  t.play(faceCommand, { seat: 'a', dir: 'left' })
  for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
  t.play(endMoveCommand, { seat: 'a' })
  t.begin(id)
  t.play(faceCommand, { seat: 'a', dir: 'right' })
}

describe('001 Aircraft Stability (lines 11-14), the option stability', () => {
  it('"Stability A & B aircraft cannot perform a left turn one turn, and a right turn on the following turn": the Albatros C-V (A)', () => {
    const t = table({ stability: true }, albatros, bristol)
    expect(() => leftThenRight(t, 'albatros')).toThrow(/stability A aircraft cannot turn right/)
  })

  it('"These aircraft MUST perform straight maneuvers between direction changes": nor both ways in one move', () => {
    const t = table({ stability: true }, albatros, bristol)
    t.begin('albatros')
    t.play(faceCommand, { seat: 'a', dir: 'left' })
    const [right] = t.give('a', 'right')
    expect(() => t.play(cardCommand, { seat: 'a', card: right.id })).toThrow(/must fly straight between/)
  })

  it('with a straight between, the right turn is flown', () => {
    const t = table({ stability: true }, albatros, bristol)
    t.begin('albatros')
    t.play(faceCommand, { seat: 'a', dir: 'left' })
    for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
    t.begin('albatros')
    for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
    t.begin('albatros')
    t.play(faceCommand, { seat: 'a', dir: 'right' })
    expect(t.p('albatros').facing).toBe(0)
  })

  it('leaves the Camel (no stability A or B) free, and is absent when off', () => {
    expect(() => leftThenRight(table({ stability: true }, camel, bristol), 'camel')).not.toThrow()
    expect(() => leftThenRight(table({}, albatros, bristol), 'albatros')).not.toThrow()
  })
})
