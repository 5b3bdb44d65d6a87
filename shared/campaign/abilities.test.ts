/**
 * An ace choosing his abilities (003 lines 939-941, 948-949, 1017-1030; abilities.ts).
 */
import { describe, expect, it } from 'vitest'
import { bloodyApril, CREWS } from '../../electron/testing/campaign-fixtures'
import { abilityChoices, chooseAbility } from './abilities'
import { airman } from './roster'
import { startSortie } from './sortie'
import type { Campaign } from './types'

/** Kemp (pilot, a2) and Lacey (observer, a4) with five victories and one ability to choose each */
function aces(): Campaign {
  const c = bloodyApril()
  for (const id of ['a2', 'a4']) Object.assign(airman(c, id), { victories: 5, toChoose: 1 })
  return c
}

describe('003 lines 939-941: "Aces can freely choose a special ability for each five victories they get. The special ability is effective from the next game"', () => {
  it('Kemp chooses Daredevil: he holds it, has none left to choose, and flies with it from the next sortie', () => {
    const c = chooseAbility(aces(), 'a2', 'daredevil')
    expect(airman(c, 'a2')).toMatchObject({ abilities: ['daredevil'], toChoose: 0 })
    const { planes } = startSortie(c, { scenario: 'free-dogfight', variant: null, title: 't', crews: CREWS })
    expect(planes.find((p) => p.plane === 'camel')!.aceSkills).toEqual(['daredevil'])
  })

  it('chosen during a sortie in flight, it is not in that game (its planes were set when it started)', () => {
    const started = startSortie(aces(), { scenario: 'free-dogfight', variant: null, title: 't', crews: CREWS })
    const c = chooseAbility(started.campaign, 'a2', 'daredevil')
    expect(started.planes.find((p) => p.plane === 'camel')!.aceSkills).toEqual([])
    expect(airman(c, 'a2').abilities).toEqual(['daredevil'])
  })

  it('one with no ability to choose, or a second choice, is refused with why', () => {
    expect(() => chooseAbility(bloodyApril(), 'a2', 'daredevil')).toThrow('Arthur Kemp has no ability to choose: one comes with each five victories (he has 0)')
    const c = chooseAbility(aces(), 'a2', 'daredevil')
    expect(() => chooseAbility(c, 'a2', 'sniper')).toThrow(/no ability to choose/)
    expect(abilityChoices(c, 'a2')).toEqual([])
  })
})

describe('003 lines 948-949: "The first list can be chosen only by pilots, the second and the third one by pilots and observers."', () => {
  it("Lacey, an observer, may not take Good at evading; he may take Sniper (individual) or Bullet checker (aircraft)", () => {
    expect(() => chooseAbility(aces(), 'a4', 'good-at-evading')).toThrow(/Good at evading is for pilots only \(003 lines 948-949\)/)
    expect(airman(chooseAbility(aces(), 'a4', 'sniper'), 'a4').abilities).toEqual(['sniper'])
    const open = abilityChoices(aces(), 'a4')
    expect(open.filter((o) => o.problem === null).map((o) => o.ability)).toEqual(['technical-eye', 'perfect-aim', 'sniper', 'itchy-trigger', 'bullet-checker', 'incendiary', 'chivalrous'])
    expect(open.find((o) => o.ability === 'daredevil')!.problem).toMatch(/pilots only/)
  })

  it("004's table and Face to Face's ace are not chosen", () => {
    expect(() => chooseAbility(aces(), 'a2', 'longevity')).toThrow(/004's D10 table/)
    expect(() => chooseAbility(aces(), 'a2', 'free-immelmann')).toThrow(/its scenario's/)
  })
})

describe('003 lines 1025-1030: "The ace that chooses that ability can take two more abilities for free (excluding "Incendiary Bullets", that can\'t be chosen even later on in the Campaign)." ... "All the three abilities count as the single one he has the right to buy at his fifth victory."', () => {
  it('Kemp chooses Chivalrous attitude, then Bullet checker and Exceptional pilot free (the example of lines 1028-1030); then nothing more', () => {
    let c = chooseAbility(aces(), 'a2', 'chivalrous')
    expect(airman(c, 'a2').toChoose).toBe(2)
    expect(abilityChoices(c, 'a2').find((o) => o.ability === 'incendiary')!.problem).toMatch(/Incendiary bullets cannot be taken with Chivalrous attitude/)
    c = chooseAbility(c, 'a2', 'bullet-checker')
    expect(airman(c, 'a2').toChoose).toBe(1)
    c = chooseAbility(c, 'a2', 'exceptional')
    expect(airman(c, 'a2')).toMatchObject({ abilities: ['chivalrous', 'bullet-checker', 'exceptional'], toChoose: 0 })
  })

  it('"even later on in the Campaign": at his tenth victory he still may not take Incendiary bullets', () => {
    let c = chooseAbility(aces(), 'a2', 'chivalrous')
    c = chooseAbility(c, 'a2', 'bullet-checker')
    c = chooseAbility(c, 'a2', 'exceptional')
    Object.assign(airman(c, 'a2'), { victories: 10, toChoose: 1 })
    expect(() => chooseAbility(c, 'a2', 'incendiary')).toThrow(/Incendiary bullets cannot be taken with Chivalrous attitude \(003 line 1015\)/)
    expect(airman(chooseAbility(c, 'a2', 'sniper'), 'a2').toChoose).toBe(0)
  })

  it('an ace who already holds one ability, choosing Chivalrous attitude at his tenth victory, still gets its two free', () => {
    const c0 = aces()
    Object.assign(airman(c0, 'a2'), { victories: 10, abilities: ['daredevil'], toChoose: 1 })
    let c = chooseAbility(c0, 'a2', 'chivalrous')
    expect(airman(c, 'a2').toChoose).toBe(2)
    c = chooseAbility(chooseAbility(c, 'a2', 'sniper'), 'a2', 'perfect-aim')
    expect(airman(c, 'a2').toChoose).toBe(0)
  })
})
