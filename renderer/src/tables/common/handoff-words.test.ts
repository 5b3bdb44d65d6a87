import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../../shared/engine/types'
import { committedIn, handOffText, handOffWhen } from './handoff-words'

describe('the hot-seat hand-off screen names what the next player does', () => {
  it('planning, firing and tailing: the secrets the screen will show', () => {
    expect(handOffText('planning', 'Allies')).toBe("Everyone else, look away: the Allies player's plans and damage cards will be shown.")
    expect(handOffText('firing', 'Allies')).toBe("Everyone else, look away: the Allies player's fire orders and damage cards will be shown.")
    expect(handOffText('tailing', 'Allies')).toBe("Everyone else, look away: the Allies player's plans, the card of the plane they tail and damage cards will be shown.")
  })

  it('003 Planes on the Ground (lines 409-411): the taxiing pause is the owner moving a plane on the ground, not planning', () => {
    const text = handOffText('taxiing', 'Central Powers')
    expect(text).toContain('The Central Powers player moves their plane on the ground before the second card is revealed.')
    expect(text).toContain('their plans and damage cards will be shown')
    expect(text).not.toMatch(/plan\b(?!s)/)
  })
})

describe('the hand-off screen says where the game is', () => {
  it('a turn begins with a plan; the table stops in a phase for fire orders', () => {
    expect(handOffWhen('planning', 2, 0)).toBe('Turn 2 begins: plan the next manoeuvres')
    // the second player of a turn: another has committed its plan, so the turn is not beginning
    expect(handOffWhen('planning', 2, 0, true)).toBe('Turn 2: plan the next manoeuvres')
    expect(handOffWhen('firing', 1, 2)).toBe('Turn 1, phase 2: fire orders')
    expect(handOffWhen('tailing', 3, 1)).toBe('Turn 3, phase 1: order the cards while tailing')
  })
  it("a plan committed this turn is found among the played events; last turn's is not", () => {
    const at = (type: 'plan-committed' | 'turn-started', turn: number) => ({ type, to: 'all', turn, phase: 0, ...(type === 'plan-committed' ? { plane: 'a' } : {}) }) as GameEvent
    expect(committedIn([at('plan-committed', 1), at('turn-started', 2)], 2)).toBe(false)
    expect(committedIn([at('turn-started', 2), at('plan-committed', 2)], 2)).toBe(true)
    expect(committedIn([], 1)).toBe(false)
    expect(committedIn([at('plan-committed', 1)], undefined)).toBe(false)
  })
  it('nothing before the view is in, nor once the game is over', () => {
    expect(handOffWhen(undefined, undefined, undefined)).toBeNull()
    expect(handOffWhen('over', 4, 3)).toBeNull()
  })
})
