/**
 * The log's words for a campaign sortie's end (003 lines 926-928): a plane that left the table on fire and the flame
 * cards drawn for it as the game ends.
 */
import { describe, expect, it } from 'vitest'
import { describeEvent } from './event-text'
import { kindOf } from './log/log-kinds'

const n = { name: (id: string) => ({ c: 'Sopwith Camel' })[id] ?? id, mine: () => false }
const at = { to: 'all' as const, turn: 4, phase: 2 }

describe('003 lines 926-928: "If they are on fire, draw the damage cards that should have been taken in the future turns"', () => {
  it('the cards drawn, and whether they bring the plane down, in words, among the damage lines', () => {
    expect(describeEvent({ ...at, type: 'burning-exit-draw', plane: 'c', cards: ['A44', 'A45', 'A46'], points: 15, downed: true }, n)).toBe('Sopwith Camel left the table on fire: 3 flame cards drawn as the game ends (A44 A45 A46), enough to bring it down: a victory for the last plane to fire at it')
    expect(describeEvent({ ...at, type: 'burning-exit-draw', plane: 'c', cards: ['A08'], points: 1, downed: false }, n)).toBe('Sopwith Camel left the table on fire: 1 flame card drawn as the game ends (A08), not enough to bring it down: no victory')
    expect(kindOf('burning-exit-draw')).toBe('damage')
  })
})
