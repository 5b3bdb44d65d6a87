import { describe, expect, it } from 'vitest'
import { passCommand } from '../answers'
import { criticalHit } from '../damage'
import { cardCommand } from '../move-cards'
import { endMoveCommand, faceCommand, moveCommand } from '../movement'
import { reachObjectives } from '../objectives'
import { shootCommand } from '../shoot'
import type { HexOptions, Objective } from '../types'
import { woundFrom, type Wounds } from './wounds'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const fokkerNear: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 3, row: 5 }, facing: 0, altitude: 3 }
const fokkerFar: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 6, row: 5 }, facing: 0, altitude: 3 }
const bristol: PlaneSpec = { id: 'bristol', aircraft: 'bristol', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }

describe('001 Wound Effects (lines 92-111), the option wounds', () => {
  it('the Critical Hit Table\'s 1 wounds before it kills: 1-3 light, 4-5 serious, 6 killed; a second wound is worse', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => woundFrom(r, null))).toEqual(['light', 'light', 'light', 'serious', 'serious', null])
    expect(woundFrom(1, 'light')).toBe('serious')
    expect(woundFrom(1, 'serious')).toBeNull()
  })

  it('"Kill the observer first" (002) becomes: the observer is hit first, and his wound is told to his own seat only', () => {
    const t = table({ wounds: true }, bristol, fokkerFar)
    criticalHit(t.ctx, t.p('bristol'), 1, ['fokker'])
    const roll = t.events.find((e) => e.type === 'roll')!
    expect(roll.to).toBe('a')
    const w = (t.p('bristol').extra.wounds as Wounds | undefined)?.observer ?? null
    expect(w).toBe(woundFrom(roll.roll!, null))
    expect(t.p('bristol').crew.pilot).toBe(true)
    expect(t.p('bristol').crew.observer).toBe(w !== null)
    expect(t.events.filter((e) => e.type === 'wound').every((e) => e.to === 'a')).toBe(true)
  })

  it('"Light Wounds: Pilots: May not perform restricted maneuvers; -1 on the Combat Table": his hits are the roll less 1', () => {
    const t = table({ wounds: true }, camel, fokkerNear)
    t.p('camel').extra.wounds = { pilot: 'light', observer: null } satisfies Wounds
    t.begin('camel')
    expect(() => t.play(cardCommand, { seat: 'a', card: t.give('a', 'hard-left')[0].id })).toThrow(/wounded: no restricted/)
    t.play(shootCommand, { seat: 'a', card: t.give('a', 'shoot')[0].id, target: 'fokker' })
    const roll = t.rolls()[0].roll
    const hits = t.state.pending[0]?.kind === 'evade' ? t.state.pending[0].attack.hits : 0
    expect(hits).toBe(Math.max(0, roll - 1))
  })

  it('"Serious Wounds: ... long range fire is prohibited": range 4 is long for the pilot\'s guns', () => {
    const t = table({ wounds: true }, camel, { ...fokkerFar, hex: { col: 6, row: 5 } })
    t.p('camel').extra.wounds = { pilot: 'serious', observer: null } satisfies Wounds
    t.begin('camel')
    expect(() => t.play(shootCommand, { seat: 'a', card: t.give('a', 'shoot')[0].id, target: 'fokker' })).toThrow(/long range/)
  })

  it('"If a pilot is killed, the aircraft immediately goes into a spin ... until it reaches altitude 0, where upon it is destroyed" (lines 54-56)', () => {
    const t = table({ wounds: true }, camel, fokkerFar)
    const c = t.p('camel')
    c.extra.wounds = { pilot: 'serious', observer: null } satisfies Wounds
    c.lastHurtBy = 'fokker'
    criticalHit(t.ctx, c, 1, ['fokker'])
    expect(c.crew.pilot).toBe(false)
    expect(c.status).toBe('flying')
    expect(c.extra.spin001).toMatchObject({ recoverable: false })
    for (let alt = 3; alt > 0; alt--) {
      t.begin('camel')
      expect(() => t.play(faceCommand, { seat: 'a', dir: 'left' })).toThrow(/spinning/)
      expect(() => t.play(moveCommand, { seat: 'a' })).toThrow()
      t.play(endMoveCommand, { seat: 'a' })
      // at velocity 0 the Fokker may play a Stall on it (002): it does not
      while (t.state.pending.length) t.play(passCommand, { seat: t.state.pending[0].seat })
    }
    // (a refused command restores the state: read the plane afresh)
    expect(t.p('camel').altitude).toBe(0)
    expect(t.p('camel').status).toBe('crashed')
    expect(t.state.credits).toEqual([{ victim: 'camel', by: ['fokker'], how: 'crashed', round: 1 }])
  })

  it('"Observers: ... may not perform observation, strafing or bombing missions": no spotting with a seriously wounded observer', () => {
    const spot: Objective = { id: 'spot', kind: 'spotting', side: 'allies', hex: { col: 2, row: 5 }, observer: true, words: 'Spot the battery' }
    const achieved = (w: Wounds['observer'], options: HexOptions) => {
      const t = table(options, bristol, fokkerFar)
      t.state.setup.objectives = [spot]
      t.p('bristol').extra.wounds = { pilot: null, observer: w } satisfies Wounds
      reachObjectives(t.ctx, t.p('bristol'))
      return t.state.achieved.includes('spot')
    }
    expect(achieved('serious', { wounds: true })).toBe(false)
    expect(achieved('light', { wounds: true })).toBe(true)
    expect(achieved('serious', {})).toBe(true)
  })

  it('is absent when off: the 1 kills the pilot and the plane goes down at once', () => {
    const t = table({}, camel, fokkerFar)
    criticalHit(t.ctx, t.p('camel'), 1, ['fokker'])
    expect(t.p('camel').status).toBe('shot-down')
  })
})
