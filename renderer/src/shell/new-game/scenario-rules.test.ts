import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { scenarioRulesLine, ticksForScenario } from './scenario-rules'

describe('New Game says the rules a scenario needs and ticks its optional ones (issue 13)', () => {
  it('003 Fireworks over the Front: "Rules needed: Basic rules, Special damage optional rule, Balloons and Ground fire section"', () => {
    expect(scenarioRulesLine(content.scenarios['fireworks-over-the-front'])).toBe('Rules: the basic rules, Special Damage, Balloon busting and Ground fire.')
    expect(ticksForScenario(content.scenarios['fireworks-over-the-front'], { specialDamage: false, aim: true })).toEqual({ specialDamage: true, aim: true })
  })

  it('a scenario of the basic rules changes no tick', () => {
    expect(scenarioRulesLine(content.scenarios['duel-over-the-trenches'])).toBe('Rules: the basic rules.')
    expect(ticksForScenario(content.scenarios['duel-over-the-trenches'], { specialDamage: false })).toBeNull()
    expect(ticksForScenario(content.scenarios['fireworks-over-the-front'], { specialDamage: true })).toBeNull()
  })
})

describe("a scenario's or variant's Altitude is ticked when it is chosen", () => {
  it('003 A Hard Task ("Rules needed: ... Ground fire, Balloons and Altitude section"); Alone against the Drachen\'s variant "Introduce Altitude rules"', () => {
    expect(ticksForScenario(content.scenarios['a-hard-task'], { altitude: false, specialDamage: false })).toEqual({ altitude: true, specialDamage: true })
    expect(ticksForScenario(content.scenarios['alone-against-the-drachen'], { altitude: false, specialDamage: true }, 'altitude')).toEqual({ altitude: true, specialDamage: true })
    expect(ticksForScenario(content.scenarios['alone-against-the-drachen'], { altitude: false, specialDamage: true })).toBeNull()
  })
})
