import { describe, expect, it } from 'vitest'
import { abilityOffer, abilityTitle, barredBecause, choiceNote, d10Text, owedText } from './ability-offer'

describe('abilityOffer: the choice of a promoted airman (003 lines 939-953, 1015, 1025-1026)', () => {
  it("offers 003's three sets and only them: no scenario ace, none of 004's table", () => {
    const ids = abilityOffer('pilot', []).map((r) => r.id)
    expect(ids).toContain('daredevil')
    expect(ids).toContain('sniper')
    expect(ids).toContain('chivalrous')
    expect(ids).not.toContain('free-immelmann')
    expect(ids).not.toContain('anticipation')
    expect(ids).toHaveLength(12)
  })

  it('a pilot may take anything not held; an observer not the pilots-only set (003 lines 948-949: "The first list can be chosen only by pilots")', () => {
    expect(abilityOffer('pilot', []).every((r) => r.barred === null)).toBe(true)
    const obs = abilityOffer('observer', [])
    expect(obs.filter((r) => r.barred !== null).map((r) => r.id)).toEqual(['daredevil', 'acrobatic', 'good-at-evading', 'good-at-escaping', 'exceptional'])
    expect(obs.find((r) => r.id === 'daredevil')?.barred).toBe('for pilots only')
    expect(obs.find((r) => r.id === 'sniper')?.barred).toBeNull()
  })

  it('an ability held is not offered again', () => {
    expect(barredBecause('sniper', 'pilot', ['sniper'])).toBe('already held')
  })

  it('Incendiary bullets is barred for a chivalrous ace, "even later on in the Campaign" (003 lines 1015, 1025-1026), and the reverse', () => {
    expect(barredBecause('incendiary', 'pilot', ['chivalrous'])).toMatch(/not for a chivalrous ace/)
    expect(barredBecause('chivalrous', 'observer', ['incendiary'])).toMatch(/not with Incendiary bullets/)
    expect(barredBecause('incendiary', 'pilot', ['sniper'])).toBeNull()
  })

  it("Chivalrous attitude's note says the two free ones; every choice says it counts from the next sortie (003 lines 940-941)", () => {
    expect(choiceNote('chivalrous')).toMatch(/two more abilities free/)
    expect(choiceNote('sniper')).toBe('In force from the next sortie.')
  })

  it("an ability's hover words carry its name, what it does and its source", () => {
    expect(abilityTitle('perfect-aim')).toMatch(/^Perfect aim: .*aim bonus.*\nRule source: 003 lines 991-992$/s)
  })

  it("004's D10 roll in words (lines 382-424), and a roll off the die refused", () => {
    expect(d10Text(3)).toBe('Rolled 3 on the D10: Longevity')
    expect(d10Text(10)).toBe('Rolled 10 on the D10: Perfect aim')
    expect(() => d10Text(11)).toThrow(/1 to 10/)
  })

  it('owed abilities in words', () => {
    expect(owedText(0)).toBe('')
    expect(owedText(1)).toBe('Choose an ability')
    expect(owedText(2)).toBe('Choose 2 abilities')
  })
})
