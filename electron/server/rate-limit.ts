/**
 * A token bucket: `perSecond` messages a second on average, `burst` at once. A client that keeps sending past it
 * loses the extra messages, and one that never lets the bucket fill again is flooding.
 */
export interface RateLimit {
  perSecond: number
  burst: number
  /** dropped messages without a pause long enough to refill the bucket: then the connection is closed */
  closeAfterDropped: number
}

/** a guest's table sends a handful of messages a second at most */
export const GUEST_RATE: RateLimit = { perSecond: 20, burst: 40, closeAfterDropped: 200 }

export class TokenBucket {
  private tokens: number
  private at: number
  /** messages dropped since the bucket was last full */
  dropped = 0

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst
    this.at = now()
  }

  /** One message: true to take it, false to drop it. */
  take(): boolean {
    const t = this.now()
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.at) / 1000) * this.limit.perSecond)
    this.at = t
    if (this.tokens >= this.limit.burst) this.dropped = 0
    if (this.tokens >= 1) {
      this.tokens -= 1
      return true
    }
    this.dropped++
    return false
  }

  /** A sustained flood: so many dropped that the client is not slowing down. */
  get flooding(): boolean {
    return this.dropped >= this.limit.closeAfterDropped
  }
}
