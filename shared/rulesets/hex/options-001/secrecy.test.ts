/**
 * 001 lines 50-54: "The only obvious damage results in the game ... is when an aircraft has been destroyed, is
 * spinning, is issuing smoke or is on fire. All other results are kept secret." Two games that differ only in one
 * plane's wounds and damaged sections look the same to every other seat and to a spectator, and differ to its own.
 */
import { describe, expect, it } from 'vitest'
import { viewFor } from '../view'
import { damageOf } from './battle-damage'
import { table, type PlaneSpec } from './testing'
import type { Wounds } from './wounds'

const bristol: PlaneSpec = { id: 'bristol', aircraft: 'bristol', hex: { col: 2, row: 5 }, facing: 0, altitude: 3 }
const albatros: PlaneSpec = { id: 'albatros', aircraft: 'albatros', hex: { col: 12, row: 5 }, facing: 3, altitude: 3 }

describe('001 Open Damage Results (lines 50-54) in the views', () => {
  it('another seat and a spectator cannot tell two games apart that differ only in a plane\'s wounds and sections', () => {
    const one = table({ wounds: true, battleDamage: true }, bristol, albatros)
    const two = table({ wounds: true, battleDamage: true }, bristol, albatros)
    two.p('albatros').extra.wounds = { pilot: 'light', observer: 'serious' } satisfies Wounds
    damageOf(two.p('albatros')).sections.tail = { boxes: 1, triangles: 1 }
    expect(viewFor(two.state, 'a')).toEqual(viewFor(one.state, 'a'))
    expect(viewFor(two.state, null)).toEqual(viewFor(one.state, null))
    expect(viewFor(two.state, 'b')).not.toEqual(viewFor(one.state, 'b'))
  })

  it('smoke and fire are open to all', () => {
    const one = table({ battleDamage: true }, bristol, albatros)
    const two = table({ battleDamage: true }, bristol, albatros)
    damageOf(two.p('albatros')).smoke = true
    expect(viewFor(two.state, 'a')).not.toEqual(viewFor(one.state, 'a'))
  })
})
