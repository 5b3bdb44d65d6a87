import { describe, expect, it } from 'vitest'
import { passCommand } from '../answers'
import { takeHits } from '../damage'
import { cardCommand } from '../move-cards'
import { endMoveCommand, moveCommand } from '../movement'
import { damageOf, isCritical, SECTIONS, sectionOf, type BattleDamage } from './battle-damage'
import { battleDamage } from './battle-damage'
import { table, type PlaneSpec } from './testing'

const camel: PlaneSpec = { id: 'camel', aircraft: 'camel', hex: { col: 2, row: 5 }, facing: 0, altitude: 3, velocity: 3 }
const fokker: PlaneSpec = { id: 'fokker', aircraft: 'fokker', hex: { col: 17, row: 2 }, facing: 3, altitude: 5 }

describe('001 Battle Damage (lines 72-90), the option battleDamage', () => {
  it('"cross off one damage box for each hit received": the hits go to one section, rolled in secret', () => {
    const t = table({ battleDamage: true }, camel, fokker)
    takeHits(t.ctx, t.p('camel'), 1, 'fokker')
    const secret = t.events.find((e) => e.type === 'roll' && /which section/.test(e.words))!
    expect(secret.to).toBe('a')
    const s = sectionOf(secret.roll!)
    expect(damageOf(t.p('camel')).sections[s]).toEqual({ boxes: 1, triangles: 0 })
    expect(t.events.filter((e) => e.type === 'section-damage').every((e) => e.to === 'a')).toBe(true)
  })

  it('replaces 002\'s "6 or more hits is shot down": "Once all damage boxes and triangles have been crossed off an entire section, the aircraft is destroyed"', () => {
    const t = table({ battleDamage: true }, camel, fokker)
    t.p('camel').hits = 10
    const wings = SECTIONS.single.wings
    damageOf(t.p('camel')).sections.wings = { boxes: wings.boxes, triangles: wings.triangles - 1 }
    expect(isCritical(t.p('camel'), 'wings')).toBe(true)
    expect(t.p('camel').status).toBe('flying')
    battleDamage.onHit!(t.ctx, t.p('camel'), 1, 'fokker')
    const s = sectionOf(t.rolls().at(-1)!.roll)
    expect(t.p('camel').status).toBe(s === 'wings' ? 'shot-down' : 'flying')
    const off = table({}, camel, fokker)
    takeHits(off.ctx, off.p('camel'), 6, 'fokker')
    expect(off.p('camel').status).toBe('shot-down')
  })

  it('"Critically damaged aircraft making restricted maneuvers ... may break apart": 5 or 6 seizes a critical engine, and it glides', () => {
    const outcomes = new Set<string>()
    for (let seed = 1; seed <= 16; seed++) {
      const t = table({ battleDamage: true }, camel, fokker, seed)
      damageOf(t.p('camel')).sections.engine = { boxes: SECTIONS.single.engine.boxes, triangles: 1 }
      t.begin('camel')
      t.play(cardCommand, { seat: 'a', card: t.give('a', 'hard-left')[0].id })
      for (let i = 0; i < t.p('camel').velocity; i++) t.play(moveCommand, { seat: 'a' })
      t.play(endMoveCommand, { seat: 'a' })
      while (t.state.pending.length) t.play(passCommand, { seat: t.state.pending[0].seat })
      const test = t.rolls().find((r) => /under strain/.test(r.words))!
      expect(test.to).toBe('a')
      expect(!!t.p('camel').extra.glide001).toBe(test.roll >= 5)
      // "Engine Seizure: Test for engine fire, roll 1d6 = 6: Engine on Fire; 5: Engine Smoking"
      const fire = t.rolls().find((r) => /seized engine/.test(r.words))
      const d = damageOf(t.p('camel'))
      if (fire) expect([d.fire, d.smoke]).toEqual([fire.roll === 6, fire.roll === 5])
      outcomes.add(test.roll >= 5 ? 'seized' : 'held')
    }
    expect(outcomes.size).toBe(2)
  })

  it('"All other results are kept secret": the other seats see only smoke and fire', () => {
    const t = table({ battleDamage: true }, camel, fokker)
    const value = damageOf(t.p('camel'))
    value.smoke = true
    expect(battleDamage.publicExtra!(value, 'b', 'a')).toEqual({ smoke: true, fire: false })
    expect(battleDamage.publicExtra!(value, null, 'a')).toEqual({ smoke: true, fire: false })
    expect(battleDamage.publicExtra!(value, 'a', 'a')).toBe(value satisfies BattleDamage)
  })
})
