import { describe, expect, it } from 'vitest'
import { aceSkill } from '../../../content/schema'
import { ABILITIES, abilitiesProblem, D10_TABLE, forPilotOnly, isAircraftAbility } from './abilities'

describe('the aces\' special abilities (003 lines 946-1030; 004 lines 374-424)', () => {
  it('lists every ability the schema takes, once', () => {
    expect(ABILITIES.map((a) => a.id).sort()).toEqual([...aceSkill.options].sort())
  })

  it('003 lines 948-949: "The first list can be chosen only by pilots, the second and the third one by pilots and observers"', () => {
    for (const id of ['daredevil', 'acrobatic', 'good-at-evading', 'good-at-escaping', 'exceptional'] as const) {
      expect(forPilotOnly(id)).toBe(true)
      expect(abilitiesProblem([id], 'observer', 1)).toMatch(/pilots only/)
      expect(abilitiesProblem([id], 'pilot', 1)).toBeNull()
    }
    for (const id of ['technical-eye', 'perfect-aim', 'sniper', 'itchy-trigger', 'bullet-checker', 'incendiary', 'chivalrous'] as const) expect(abilitiesProblem([id], 'observer', 1)).toBeNull()
  })

  it('003 lines 951-953: the aircraft abilities are Bullet checker, Incendiary bullets and Chivalrous attitude', () => {
    expect(ABILITIES.filter((a) => isAircraftAbility(a.id)).map((a) => a.id)).toEqual(['bullet-checker', 'incendiary', 'chivalrous'])
  })

  it('003 lines 1025-1026 and 1015: Chivalrous attitude brings two more free, never Incendiary bullets', () => {
    expect(abilitiesProblem(['chivalrous', 'bullet-checker', 'exceptional'], 'pilot', 1)).toBeNull()
    expect(abilitiesProblem(['chivalrous', 'bullet-checker', 'exceptional', 'sniper'], 'pilot', 1)).toMatch(/2 abilities chosen where 1 is allowed/)
    expect(abilitiesProblem(['chivalrous', 'incendiary'], 'pilot', 2)).toMatch(/Incendiary bullets cannot be taken with Chivalrous attitude/)
  })

  it('003 lines 900-902: a number of abilities is set, and the same ability may be chosen by several pilots but each once', () => {
    expect(abilitiesProblem(['sniper', 'daredevil'], 'pilot', 1)).toMatch(/2 abilities chosen where 1 is allowed/)
    expect(abilitiesProblem(['sniper', 'sniper'], 'pilot', 2)).toMatch(/twice/)
  })

  it("004 lines 382-424: the D10 table has ten abilities, 003's own where they are the same", () => {
    expect(D10_TABLE).toHaveLength(10)
    expect(new Set(D10_TABLE).size).toBe(10)
    expect(D10_TABLE[3]).toBe('good-at-evading')
    expect(D10_TABLE[7]).toBe('bullet-checker')
    expect(D10_TABLE[9]).toBe('perfect-aim')
  })
})
