import { describe, expect, it } from 'vitest'
import { blocksAcrossLevels, cardsAcrossLevels, collide, collisionsOf, levelsRuleOut, mayTailAcrossLevels } from './across-levels'

describe('003 Altitude: firing, blocked aim, tailing and collisions across levels', () => {
  it('003 lines 367-371, Firing: one level apart short range counts as long, beyond half a ruler no shot; two or more levels apart no shot', () => {
    expect(cardsAcrossLevels(2, 2, 2)).toBe(2)
    expect(cardsAcrossLevels(2, 2, 1)).toBe(1)
    expect(cardsAcrossLevels(2, 1, 2)).toBe(1)
    expect(cardsAcrossLevels(1, 2, 2)).toBe(1)
    expect(cardsAcrossLevels(2, 3, 1)).toBeNull()
    expect(cardsAcrossLevels(0, 2, 2)).toBeNull()
    expect(cardsAcrossLevels(3, 0, 2)).toBeNull()
    expect(levelsRuleOut(3, 1, 2)).toBe('2 levels apart: no shot')
    expect(levelsRuleOut(2, 1, 1)).toBe('one level apart and beyond half a ruler: no shot')
    expect(levelsRuleOut(2, 1, 2)).toBeNull()
  })

  it('003 lines 364-365, Blocked Aim: at the same altitude only bases at that altitude block; one level apart (a judgement call) bases at either level', () => {
    expect(blocksAcrossLevels(2, 2, 2)).toBe(true)
    expect(blocksAcrossLevels(2, 2, 1)).toBe(false)
    expect(blocksAcrossLevels(2, 2, 3)).toBe(false)
    expect(blocksAcrossLevels(2, 1, 1)).toBe(true)
    expect(blocksAcrossLevels(2, 1, 2)).toBe(true)
    expect(blocksAcrossLevels(2, 1, 0)).toBe(false)
  })

  it('003 lines 374-375, Tailing: normal at the same level or one level higher; not two or more higher, nor lower', () => {
    expect(mayTailAcrossLevels(1, 1)).toBe(true)
    expect(mayTailAcrossLevels(2, 1)).toBe(true)
    expect(mayTailAcrossLevels(3, 1)).toBe(false)
    expect(mayTailAcrossLevels(1, 2)).toBe(false)
  })

  it('003 lines 476-477: planes collide at the same altitude when both have climb counters or both have none', () => {
    expect(collide({ level: 2, climbs: 2 }, { level: 2, climbs: 3 })).toBe(true)
    expect(collide({ level: 2, climbs: 0 }, { level: 2, climbs: 0 })).toBe(true)
    expect(collide({ level: 2, climbs: 1 }, { level: 2, climbs: 0 })).toBe(false)
    expect(collide({ level: 2, climbs: 1 }, { level: 1, climbs: 1 })).toBe(false)
  })

  it('003 lines 481-486, the collision example: the Pfalz and the balloon take one C card each, the Nieuport two, the Camel none', () => {
    // 0 Nieuport 17 (2, 2 counters), 1 balloon (2, 1), 2 Pfalz D.III (2, 3), 3 Sopwith Camel (2, none)
    const alts = [
      { level: 2, climbs: 2 },
      { level: 2, climbs: 1 },
      { level: 2, climbs: 3 },
      { level: 2, climbs: 0 },
    ]
    // the Nieuport overlaps the balloon and the Pfalz; the balloon overlaps the Camel too
    expect(collisionsOf(alts, [[0, 1], [0, 2], [1, 3]])).toEqual([2, 1, 1, 0])
  })
})
