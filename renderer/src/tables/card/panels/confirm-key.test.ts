import { describe, expect, it } from 'vitest'
import { CONFIRM_GRACE_MS, confirmKeyTaken } from './confirm-key'

describe('confirm-key: a second Enter does not confirm what the player has not seen (issue 26)', () => {
  it('a key held down (repeating) never confirms', () => {
    expect(confirmKeyTaken({ repeat: true }, 0, 10_000)).toBe(false)
  })
  it('a press within a moment of the thing coming up is taken for the thing before it', () => {
    expect(confirmKeyTaken({ repeat: false }, 1000, 1000 + CONFIRM_GRACE_MS - 1)).toBe(false)
    expect(confirmKeyTaken({ repeat: false }, 1000, 1000 + CONFIRM_GRACE_MS)).toBe(true)
  })
})
