import { describe, expect, it } from 'vitest'
import { optionalRulesOf, rulesChoice } from './NewGame'

describe("New game's Rules group", () => {
  const none = { specialDamage: false, aim: false, disruption: false, blindSpots: false, tailing: false, deflection: false, oppositeTurns: false, ammunition: false, twinGunJamming: false, orderOfFiring: false, singleGunADeck: false }

  it('003 basic game: no optional rule, only the illegal-plan choice is sent', () => {
    expect(rulesChoice('straight', optionalRulesOf('basic', { ...none, aim: true }))).toEqual({ illegalPlan: 'straight' })
  })

  it('003 with the optional rules: every one of 003\'s on, none of 004\'s house rules', () => {
    expect(rulesChoice('stress', optionalRulesOf('optional', none))).toEqual({ illegalPlan: 'stress', specialDamage: true, aim: true, disruption: true, blindSpots: true, tailing: true })
  })

  it('Custom: those ticked, the others left out (off)', () => {
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, aim: true, disruption: true }))).toEqual({ illegalPlan: 'straight', aim: true, disruption: true })
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, deflection: true, oppositeTurns: true }))).toEqual({ illegalPlan: 'straight', deflection: true, oppositeTurns: true })
  })
})
