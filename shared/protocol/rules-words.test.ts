import { describe, expect, it } from 'vitest'
import { rulesInWords } from './rules-words'

describe('rulesInWords: the lobby tells guests the rules the host chose', () => {
  it('says each option in words: the illegal-plan options of 003 (straight), 000 (stress) and 004 (out of control), the ruler, the A/B explosions, the turn limit', () => {
    const w = rulesInWords({ illegalPlan: 'out-of-control', ruler: 30, explosionsInAB: false, turnLimit: 8 })
    expect(w).toEqual([
      'A manoeuvre a plane may not fly sends it out of control: the plane is lost',
      'Range ruler 30 cm: short range up to 15 cm',
      'No explosion cards in the A and B damage decks',
      'The game ends after turn 8',
    ])
    const full = rulesInWords({ illegalPlan: 'straight', ruler: 34, explosionsInAB: true, turnLimit: 0 })
    expect(full).toContain('Played until one side is left')
    expect(full[0]).toBe('A manoeuvre a plane may not fly is flown as a straight instead')
    expect(rulesInWords({ illegalPlan: 'stress', ruler: 34, explosionsInAB: true, turnLimit: 0 })[0]).toContain('takes an A damage card')
  })
})
