import { describe, expect, it } from 'vitest'
import { CARD_KEYS, cardIndexOfKey, keyActivatesFocused, typingIn } from './keys'

describe('keys', () => {
  it('cards are picked with 1-9, 0, then Q-P, in either case', () => {
    expect(CARD_KEYS).toHaveLength(20)
    expect(cardIndexOfKey('1')).toBe(0)
    expect(cardIndexOfKey('0')).toBe(9)
    expect(cardIndexOfKey('Q')).toBe(10)
    expect(cardIndexOfKey('p')).toBe(19)
    expect(cardIndexOfKey('a')).toBe(-1)
    expect(cardIndexOfKey('Enter')).toBe(-1)
  })

  it('outside a browser nothing counts as a focused field', () => {
    const e = { key: 'Enter', target: null } as unknown as KeyboardEvent
    expect(typingIn(e)).toBe(false)
    expect(keyActivatesFocused(e)).toBe(false)
  })
})
