/**
 * New game's Aces part in words and logic (ace-choice.ts). 003 lines 903-907 ("Set a number of special abilities [...]
 * Each player can freely choose that number of abilities for the pilot of his plane [...] planes choosing "Chivalrous
 * aptitude" (see list) can choose another two abilities and all the three of them count as just one") and 948-949
 * ("The first list can be chosen only by pilots, the second and the third one by pilots and observers"); 004's D10
 * table, lines 382-424.
 */
import { describe, expect, it } from 'vitest'
import { abilitiesOffered, abilityName, acesToSend, airmanLine, airmanProblem, countedAbilities, rollD10, rollWords, toggled } from './ace-choice'

describe("the abilities offered to an airman, grouped as 003's list", () => {
  it("a pilot sees 003's three sets, an observer only the second and third (003 lines 948-949)", () => {
    expect(abilitiesOffered('pilot', false).map((g) => [g.label, g.abilities.length])).toEqual([
      ['Pilots only', 5],
      ['Pilots and observers: when the ace fires', 4],
      ["Pilots and observers: all the plane's guns", 3],
    ])
    const observer = abilitiesOffered('observer', false).flatMap((g) => g.abilities.map((a) => a.name))
    expect(observer).toContain('Sniper')
    expect(observer).not.toContain('Daredevil')
  })

  it("004's table only with its option; its pilots-only manoeuvres not for an observer", () => {
    expect(abilitiesOffered('pilot', true).at(-1)!.abilities.map((a) => a.name)).toEqual(['Anticipation', 'Shooting eye', 'Longevity', 'Daredevil, once a game', 'Tenacity', 'Sniper, once a game', 'Acrobat, once a game'])
    expect(abilitiesOffered('observer', true).at(-1)!.abilities.map((a) => a.name)).toEqual(['Shooting eye', 'Tenacity', 'Sniper, once a game'])
  })

  it('every offered ability has its words and its source', () => {
    for (const g of abilitiesOffered('pilot', true)) for (const a of g.abilities) expect(a.does.length > 20 && /^00[34] /.test(a.source), a.id).toBe(true)
  })
})

describe('what an airman chose, in words', () => {
  it('counts Chivalrous attitude and two more as one (003 lines 906-907)', () => {
    expect(countedAbilities(['chivalrous', 'sniper', 'daredevil'])).toBe(1)
    expect(countedAbilities(['chivalrous', 'sniper', 'daredevil', 'perfect-aim'])).toBe(2)
    expect(countedAbilities(['sniper', 'daredevil'])).toBe(2)
    expect(airmanLine(['chivalrous', 'sniper'], 1)).toBe('1 of 1 chosen: Chivalrous attitude, Sniper; Chivalrous attitude brings two more free, never Incendiary bullets')
    expect(airmanLine([], 2)).toBe('0 of 2 chosen')
  })

  it('says the problem before Start, as the host would', () => {
    expect(airmanProblem(['sniper', 'daredevil'], 'pilot', 1)).toBe('2 abilities chosen where 1 is allowed')
    expect(airmanProblem(['daredevil'], 'observer', 1)).toBe('Daredevil is for pilots only (003 lines 948-949)')
    expect(airmanProblem([], 'pilot', 0)).toBeNull()
  })

  it('ticks and unticks an ability once', () => {
    expect(toggled(['sniper'], 'sniper', true)).toEqual(['sniper'])
    expect(toggled(['sniper'], 'daredevil', true)).toEqual(['sniper', 'daredevil'])
    expect(toggled(['sniper', 'daredevil'], 'sniper', false)).toEqual(['daredevil'])
  })
})

describe('the choice New game sends', () => {
  const offer = { planes: ['dr1', 'camel'] }
  it('only planes still in the game, only with a number set; none at all when nothing is chosen', () => {
    const state = { count: 2, crews: { dr1: { pilot: ['sniper' as const] }, gone: { pilot: ['sniper' as const] } } }
    expect(acesToSend(state, offer, ['dr1', 'camel'], { generic: false, d10: false })).toEqual({ count: 2, crews: { dr1: { pilot: ['sniper'] } } })
    expect(acesToSend({ ...state, count: 0 }, offer, ['dr1', 'camel'], { generic: false, d10: false })).toBeUndefined()
    expect(acesToSend({ count: 1, crews: {} }, offer, ['dr1', 'camel'], { generic: false, d10: false })).toBeUndefined()
  })

  it("the ace mark only with 004's option, and on any plane; abilities only on the offered ones", () => {
    const state = { count: 1, crews: { balloonist: { ace: true as const, pilot: ['sniper' as const] } } }
    expect(acesToSend(state, offer, ['balloonist'], { generic: true, d10: false })).toEqual({ count: 1, crews: { balloonist: { ace: true } } })
    expect(acesToSend(state, offer, ['balloonist'], { generic: false, d10: false })).toBeUndefined()
  })

  it("a scenario's number stands whatever the number set here (Twin Targets' two, 003 line 1551)", () => {
    expect(acesToSend({ count: 0, crews: { n: { pilot: ['sniper', 'perfect-aim'] } } }, { planes: ['n'], count: 2 }, ['n'], { generic: false, d10: false })).toEqual({ count: 2, crews: { n: { pilot: ['sniper', 'perfect-aim'] } } })
  })
})

describe("004's D10 roll (lines 382-424)", () => {
  it('maps the die to the table, 1 to 10', () => {
    expect(rollD10(0)).toEqual({ roll: 1, skill: 'anticipation' })
    expect(rollD10(0.75)).toEqual({ roll: 8, skill: 'bullet-checker' })
    expect(rollD10(0.9999999)).toEqual({ roll: 10, skill: 'perfect-aim' })
    expect(rollWords(rollD10(0.35), true)).toBe('Rolled 4: Good at evading (held already)')
  })
})

describe('names for players (issue 26: no document code)', () => {
  it("the house rules' Daredevil, Sniper and Acrobat are named without their code; the roll says so too", () => {
    expect(abilityName('daredevil-once')).toBe('Daredevil, once a game')
    expect(abilityName('sniper-behind')).toBe('Sniper, once a game')
    expect(abilityName('acrobat-once')).toBe('Acrobat, once a game')
    expect(abilityName('sniper')).toBe('Sniper')
    expect(rollWords(rollD10(0.85), false)).toBe('Rolled 9: Acrobat, once a game')
    expect(airmanLine(['itchy-trigger', 'acrobat-once'], 2)).toBe('2 of 2 chosen: Itchy trigger finger, Acrobat, once a game')
  })
})
