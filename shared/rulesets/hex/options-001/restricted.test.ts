import { describe, expect, it } from 'vitest'
import { cardCommand } from '../move-cards'
import { endMoveCommand, faceCommand, moveCommand, speedCommand } from '../movement'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 5 }, facing: 3, altitude: 3 }

type T = ReturnType<typeof table>
const fly = (t: T, n: number) => {
  for (let i = 0; i < n; i++) t.play(moveCommand, { seat: 'a' })
}
/** a whole move of the camel: `steps` between its start and its end */
function move(t: T, steps: (t: T) => void) {
  t.begin('camel')
  steps(t)
  fly(t, t.p('camel').velocity - t.state.move!.moved)
  t.play(endMoveCommand, { seat: 'a' })
}

describe('001 Maneuver Restrictions 2-4 (lines 2-9), the option restrictedManoeuvres', () => {
  it('"2) a RESTRICTED MANEUVER, unless your previous turn\'s maneuver was a simple straight flight": a Hard Left after a turn is refused', () => {
    const t = table({ restrictedManoeuvres: true }, camel, fokker)
    move(t, (t) => t.play(faceCommand, { seat: 'a', dir: 'left' }))
    t.begin('camel')
    const [hard] = t.give('a', 'hard-left')
    expect(() => t.play(cardCommand, { seat: 'a', card: hard.id })).toThrow(/restricted manoeuvre/)
  })

  it('after a simple straight, the Hard Left is flown', () => {
    const t = table({ restrictedManoeuvres: true }, camel, fokker)
    move(t, () => {})
    t.begin('camel')
    const [hard] = t.give('a', 'hard-left')
    t.play(cardCommand, { seat: 'a', card: hard.id })
    expect(t.p('camel').facing).toBe(1)
  })

  it('"3) two non-repeatable maneuvers (bracketed [ ] maneuvers) in a row": a slide after a slide is refused', () => {
    const t = table({ restrictedManoeuvres: true }, camel, fokker)
    move(t, (t) => t.play(cardCommand, { seat: 'a', card: t.give('a', 'slide-left')[0].id }))
    t.begin('camel')
    const [slide] = t.give('a', 'slide-right')
    expect(() => t.play(cardCommand, { seat: 'a', card: slide.id })).toThrow(/non-repeatable/)
  })

  it('"4) a maneuver whose speed number differs more than one from the previous turn\'s": 3 to 5 in one move is refused', () => {
    const t = table({ restrictedManoeuvres: true }, camel, fokker)
    t.begin('camel')
    t.play(speedCommand, { seat: 'a', delta: 1 })
    const [fwd] = t.give('a', 'forward')
    expect(() => t.play(cardCommand, { seat: 'a', card: fwd.id, velocity: 1 })).toThrow(/differs more than one/)
  })

  it('is absent when off: a Hard Left right after a turn, and 3 to 5 in one move', () => {
    const t = table({}, camel, fokker)
    move(t, (t) => t.play(faceCommand, { seat: 'a', dir: 'left' }))
    t.begin('camel')
    t.play(cardCommand, { seat: 'a', card: t.give('a', 'hard-left')[0].id })
    t.play(speedCommand, { seat: 'a', delta: 1 })
    expect(t.p('camel').velocity).toBe(5)
  })
})

describe('restriction 4 at the max speed', () => {
  it('a Hard turn at the max speed changes no velocity, so it is not refused for it', () => {
    const t = table({ restrictedManoeuvres: true }, { ...camel, velocity: 5 }, fokker)
    t.begin('camel')
    t.play(speedCommand, { seat: 'a', delta: 1 })
    t.play(cardCommand, { seat: 'a', card: t.give('a', 'hard-right')[0].id })
    expect(t.p('camel').velocity).toBe(6)
  })
})
