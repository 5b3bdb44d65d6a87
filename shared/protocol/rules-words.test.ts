import { describe, expect, it } from 'vitest'
import { rulesInWords } from './rules-words'

describe('rulesInWords: the lobby tells guests the rules the host chose', () => {
  it('names each option and where it comes from', () => {
    const w = rulesInWords({ illegalPlan: 'out-of-control', ruler: 30, explosionsInAB: false, turnLimit: 8 })
    expect(w).toEqual([
      'An illegal manoeuvre sends the plane out of control (tournament rules, 004)',
      'Range ruler 30 cm (short range up to 15 cm)',
      'No explosion cards in the A and B damage decks (004)',
      'The game ends after turn 8',
    ])
    expect(rulesInWords({ illegalPlan: 'straight', ruler: 34, explosionsInAB: true, turnLimit: 0 })).toContain('Played until one side is left')
  })
})
