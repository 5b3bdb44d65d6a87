/**
 * What may wait unsent for all guests together. Each guest may have `maxGuestBuffered` waiting before it is taken
 * for gone (client-socket.ts); many slow readers at once would still multiply that, so past `total` the guest
 * with the most waiting is dropped first: it is the one furthest behind, and it can reconnect for a fresh view.
 */
export interface Buffered {
  readonly bufferedAmount: number
  /** drop it, saying why */
  drop(reason: string): void
}

/** 8 guests' worth of the per-guest cap: far more than a LAN evening's views ever leave waiting */
export const MAX_TOTAL_BUFFERED = 64 * 1024 * 1024

export class SendBudget {
  private readonly clients = new Set<Buffered>()

  constructor(readonly total: number) {}

  add(c: Buffered): void {
    this.clients.add(c)
  }

  remove(c: Buffered): void {
    this.clients.delete(c)
  }

  /** After a send: while more waits than the budget, drop the guest furthest behind. */
  check(): void {
    let sum = 0
    for (const c of this.clients) sum += c.bufferedAmount
    while (sum > this.total && this.clients.size > 0) {
      let worst: Buffered | null = null
      for (const c of this.clients) if (!worst || c.bufferedAmount > worst.bufferedAmount) worst = c
      if (!worst) return
      sum -= worst.bufferedAmount
      this.clients.delete(worst)
      worst.drop('too much is waiting to be sent to the guests: the slowest reader is dropped')
    }
  }
}
