/**
 * The screen token: long, URL-safe, new each run, and compared without telling how close a guess came.
 */
import { describe, expect, it } from 'vitest'
import { newScreenToken, screenClaim, SCREEN_TOKEN_FORMAT } from './screen-token'

describe('the screen token', () => {
  it('is 256 random bits in URL-safe base64, new each time', () => {
    const t = newScreenToken()
    expect(t).toMatch(SCREEN_TOKEN_FORMAT)
    expect(t).toHaveLength(43)
    expect(newScreenToken()).not.toBe(t)
  })

  it('refuses a token given from outside that is short or not URL-safe', () => {
    for (const bad of ['short', 'x'.repeat(31), `${'x'.repeat(32)}/`, `${'x'.repeat(32)} `]) expect(SCREEN_TOKEN_FORMAT.test(bad), bad).toBe(false)
  })

  it('makes the screen, a guest, or a refused guest', () => {
    const t = newScreenToken()
    expect(screenClaim(t, t)).toEqual({ screen: true })
    expect(screenClaim(null, t)).toEqual({ screen: false })
    expect(screenClaim('', t)).toEqual({ screen: false })
    expect(screenClaim(t.slice(1), t)).toEqual({ screen: false, screenRefused: true })
  })
})
