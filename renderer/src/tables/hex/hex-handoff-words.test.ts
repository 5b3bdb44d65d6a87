import { describe, expect, it } from 'vitest'
import type { Pending } from '../../../../shared/rulesets/hex/types'
import { hexHandOffText, hexHandOffWhen } from './hex-handoff-words'

const at = (pending: Pending[] = [], extra: { result?: null | { winner: string | null; words: string }; phase?: 'draw' | 'move' | 'over' } = {}) => ({ round: 3, phase: extra.phase ?? ('move' as const), pending, result: extra.result ?? null })

describe('the hex hand-off words', () => {
  it("says the round and the player's move, or the question put to them mid-move", () => {
    expect(hexHandOffWhen(at(), 'allies')).toBe("Round 3: your plane's move")
    const evade: Pending = { kind: 'evade', seat: 'germans', attack: { attacker: 'a', attackerSeat: 'allies', target: 'g', hits: 1, kind: 'shoot' } }
    expect(hexHandOffWhen(at([evade]), 'germans')).toBe('Round 3: a shot at your plane: try to dodge it?')
    expect(hexHandOffWhen(at([{ kind: 'discard', seat: 'allies', count: 2 }]), 'allies')).toBe('Round 3: 2 cards to throw away')
    expect(hexHandOffWhen(at([{ kind: 'recover', seat: 'allies', target: 'a', by: 'a' }]), 'allies')).toBe('Round 3: a plane to pull out of its stall')
    // a question for someone else is not this player's
    expect(hexHandOffWhen(at([evade]), 'allies')).toBe("Round 3: your plane's move")
  })

  it('says nothing of a game over, or with no view yet', () => {
    expect(hexHandOffWhen(null, 'allies')).toBeNull()
    expect(hexHandOffWhen(at([], { result: { winner: null, words: 'a draw' } }), 'allies')).toBeNull()
    expect(hexHandOffWhen(at([], { phase: 'over' }), 'allies')).toBeNull()
  })

  it('warns the others that a hand of cards will be shown', () => {
    expect(hexHandOffText('Germans')).toBe("Everyone else, look away: the Germans player's hand of cards will be shown.")
  })
})
