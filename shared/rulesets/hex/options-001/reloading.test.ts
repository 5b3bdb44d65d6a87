import { describe, expect, it } from 'vitest'
import { RuleRefusal } from '../../refusal'
import { passCommand } from '../answers'
import { cardCommand } from '../move-cards'
import { climbCommand, endMoveCommand, faceCommand, moveCommand } from '../movement'
import { shootCommand } from '../shoot'
import { MAGAZINE, reloadCommand, type Magazines } from './reloading'
import { table, type PlaneSpec } from './testing'

// the Fokker straight ahead of the Bristol at range 3, same altitude
const bristol: PlaneSpec = { id: 'bristol', aircraft: 'bristol', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 5, row: 5 }, facing: 0, altitude: 3 }
type T = ReturnType<typeof table>
const mags = (t: T) => t.p('bristol').extra.reloading as Magazines

/** fire the pilot's guns at the Fokker (a Shoot card), and settle the answer */
function fire(t: T) {
  t.play(shootCommand, { seat: 'a', card: t.give('a', 'shoot')[0].id, target: 'fokker' })
  while (t.state.pending.length) t.play(passCommand, { seat: t.state.pending[0].seat })
}

describe('001 Reloading Weapons (lines 28-38), the option reloading', () => {
  it('a gun fires its magazine of 4 and then must be reloaded', () => {
    const t = table({ reloading: true }, bristol, fokker)
    expect(mags(t)).toMatchObject({ pilot: MAGAZINE, observer: MAGAZINE })
    for (let i = 0; i < MAGAZINE; i++) {
      t.begin('bristol')
      t.p('fokker').status = 'flying'
      t.p('fokker').hits = 0
      fire(t)
    }
    expect(mags(t).pilot).toBe(0)
    t.begin('bristol')
    expect(() => fire(t)).toThrow(/magazine is empty/)
  })

  it('"Pilots: must perform a simple straight maneuver ... and may not climb or dive"; "Weapon may not be fired the turn it is being reloaded"', () => {
    const t = table({ reloading: true }, bristol, fokker)
    mags(t).pilot = 0
    t.begin('bristol')
    t.play(reloadCommand, { seat: 'a', gun: 'pilot' })
    expect(mags(t).pilot).toBe(MAGAZINE)
    expect(() => t.play(climbCommand, { seat: 'a' })).toThrow(/may not climb or dive/)
    expect(() => t.play(faceCommand, { seat: 'a', dir: 'left' })).toThrow(/simple straight/)
    expect(() => fire(t)).toThrow(/may not fire this move/)
    // a turned move cannot reload the pilot's guns at all
    const u = table({ reloading: true }, bristol, fokker)
    mags(u).pilot = 0
    u.begin('bristol')
    u.play(faceCommand, { seat: 'a', dir: 'left' })
    expect(() => u.play(reloadCommand, { seat: 'a', gun: 'pilot' })).toThrow(RuleRefusal)
  })

  it('"Observers: may only reload ... an unrestricted straight maneuver, or simple left or right maneuvers"; a shallow climb is allowed', () => {
    const t = table({ reloading: true }, bristol, fokker)
    mags(t).observer = 1
    t.begin('bristol')
    t.play(faceCommand, { seat: 'a', dir: 'left' })
    t.play(climbCommand, { seat: 'a' })
    t.play(reloadCommand, { seat: 'a', gun: 'observer' })
    expect(mags(t).observer).toBe(MAGAZINE)
    // a Hard turn after it would make it a restricted manoeuvre
    expect(() => t.play(cardCommand, { seat: 'a', card: t.give('a', 'hard-left')[0].id })).toThrow(/reloading/)
    for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
    t.play(endMoveCommand, { seat: 'a' })
  })

  it('is absent when off: no magazines, and no reload command to give', () => {
    const t = table({}, bristol, fokker)
    expect(t.p('bristol').extra.reloading).toBeUndefined()
    for (let i = 0; i < 6; i++) {
      t.begin('bristol')
      t.p('fokker').status = 'flying'
      t.p('fokker').hits = 0
      fire(t)
    }
    expect(t.p('bristol').ammo).toBe(6)
    expect(() => t.play(reloadCommand, { seat: 'a', gun: 'pilot' })).toThrow(/not in this game's options/)
  })
})
