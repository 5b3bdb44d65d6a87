import { describe, expect, it } from 'vitest'
import { optionalRulesOf, rulesChoice, TACTICAL } from './NewGame'

describe("New game's Rules group", () => {
  const none = { altitude: false, overdive: false, collisions: false, specialDamage: false, aim: false, disruption: false, blindSpots: false, tailing: false, deflection: false, oppositeTurns: false, ammunition: false, twinGunJamming: false, orderOfFiring: false, singleGunADeck: false, jamRoll: false, woundTiers: false, engineShotDown: false, smokeBeforeReveal: false }

  it('003 basic game: no optional rule, only the illegal-plan choice is sent', () => {
    expect(rulesChoice('straight', optionalRulesOf('basic', { ...none, aim: true }))).toEqual({ illegalPlan: 'straight' })
  })

  it('003 with the optional rules: every one of 003\'s on, none of 004\'s house rules', () => {
    expect(rulesChoice('stress', optionalRulesOf('optional', none))).toEqual({ illegalPlan: 'stress', specialDamage: true, aim: true, disruption: true, blindSpots: true, tailing: true })
  })

  it('000 Tactical Rules v6: 003\'s optional rules but Blind Spots, 000\'s variants, stress damage for illegal moves and no explosions in the A and B decks', () => {
    expect(TACTICAL).toEqual({ illegalPlan: 'stress', explosionsInAB: false })
    expect(rulesChoice(TACTICAL.illegalPlan, optionalRulesOf('tactical', none), 'tactical')).toEqual({
      illegalPlan: 'stress',
      explosionsInAB: false,
      specialDamage: true,
      aim: true,
      disruption: true,
      tailing: true,
      jamRoll: true,
      woundTiers: true,
      engineShotDown: true,
      smokeBeforeReveal: true,
    })
    // the other presets leave the explosions as the options' default
    expect(rulesChoice('straight', optionalRulesOf('optional', none), 'optional')).not.toHaveProperty('explosionsInAB')
  })

  it('Custom: those ticked, the others left out (off)', () => {
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, aim: true, disruption: true }))).toEqual({ illegalPlan: 'straight', aim: true, disruption: true })
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, deflection: true, oppositeTurns: true }))).toEqual({ illegalPlan: 'straight', deflection: true, oppositeTurns: true })
  })

  it('003 Altitude is a choice of its own ("include all the rules in this section"): no preset turns it on, Custom does', () => {
    for (const preset of ['basic', 'optional', 'tactical'] as const) {
      const on = optionalRulesOf(preset, { ...none, altitude: true, overdive: true })
      expect([on.altitude, on.overdive]).toEqual([false, false])
    }
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, altitude: true, overdive: true }))).toEqual({ illegalPlan: 'straight', altitude: true, overdive: true })
  })
})
