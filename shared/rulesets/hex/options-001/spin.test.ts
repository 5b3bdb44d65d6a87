import { describe, expect, it } from 'vitest'
import { passCommand } from '../answers'
import { endMoveCommand, faceCommand, moveCommand } from '../movement'
import { SPIN_RECOVERY, VELOCITY_AFTER_SPIN } from './spin'
import { startGlide } from './glide'
import type { Anoxia } from './anoxia'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 9, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 2 }, facing: 3, altitude: 3 }
type T = ReturnType<typeof table>
function endSpinningMove(t: T) {
  t.play(endMoveCommand, { seat: 'a' })
  while (t.state.pending.length) t.play(passCommand, { seat: t.state.pending[0].seat })
}

describe('spins (001 lines 53-56, 116-117, 125-126) and glides (lines 88-90)', () => {
  it('"a spinning aircraft must still recover from the spin": it falls a step a move (0S1) and, its pilot awake, recovers on 4+', () => {
    const outcomes = new Set<boolean>()
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ anoxia: true }, camel, fokker, seed)
      // the pilot passed out at 9 and the plane spins
      Object.assign(t.p('camel').extra.anoxia as Anoxia, { oxygen: false, pilotOut: true })
      t.p('camel').extra.spin001 = { why: 'its pilot passed out', recoverable: true }
      t.p('camel').velocity = 0
      t.begin('camel')
      expect(() => t.play(faceCommand, { seat: 'a', dir: 'left' })).toThrow(/spinning/)
      endSpinningMove(t)
      expect(t.p('camel').altitude).toBe(8)
      // "The crew member automatically recovers at altitude level 8", then the recovery roll
      const before = t.rolls().length
      t.begin('camel')
      expect((t.p('camel').extra.anoxia as Anoxia).pilotOut).toBe(false)
      const roll = t.rolls()[before]
      expect(roll.words).toMatch(/recover from its spin/)
      const recovered = roll.roll >= SPIN_RECOVERY
      expect(!!t.p('camel').extra.spin001).toBe(!recovered)
      if (recovered) {
        expect(t.p('camel').velocity).toBe(VELOCITY_AFTER_SPIN)
        t.play(moveCommand, { seat: 'a' })
      }
      outcomes.add(recovered)
    }
    expect(outcomes.size).toBe(2)
  })

  it('"Aircraft with seized engines must glide for remainder of game": down a step each move, and landed at 0, not shot down', () => {
    const t = table({ battleDamage: true }, { ...camel, altitude: 1 }, fokker)
    startGlide(t.ctx, t.p('camel'), 'engine seized')
    t.begin('camel')
    for (let i = 0; i < 3; i++) t.play(moveCommand, { seat: 'a' })
    endSpinningMove(t)
    expect(t.p('camel').status).toBe('landed')
    expect(t.state.credits).toEqual([])
  })
})
