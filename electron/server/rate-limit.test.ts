/**
 * The token bucket behind a guest's rate limit, on a clock the test turns.
 */
import { describe, expect, it } from 'vitest'
import { TokenBucket } from './rate-limit'

describe('the token bucket', () => {
  it('takes a burst, then the rate; drops the rest', () => {
    let t = 0
    const b = new TokenBucket({ perSecond: 10, burst: 5, closeAfterDropped: 3 }, () => t)
    for (let i = 0; i < 5; i++) expect(b.take()).toBe(true)
    expect(b.take()).toBe(false)
    t += 100
    expect(b.take(), 'a tenth of a second: one more').toBe(true)
    expect(b.take()).toBe(false)
  })

  it('calls a flood one that never lets the bucket fill again, and forgives a pause', () => {
    let t = 0
    const b = new TokenBucket({ perSecond: 10, burst: 5, closeAfterDropped: 3 }, () => t)
    for (let i = 0; i < 5; i++) b.take()
    b.take()
    b.take()
    expect(b.flooding).toBe(false)
    t += 1000
    b.take()
    expect(b.dropped, 'a pause long enough to refill forgives').toBe(0)
    for (let i = 0; i < 4; i++) b.take()
    for (let i = 0; i < 3; i++) b.take()
    expect(b.flooding).toBe(true)
  })
})
