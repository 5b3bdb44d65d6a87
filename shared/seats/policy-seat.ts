/**
 * A seat played by a policy: a bot in this thread (tests, the CLI, benchmarks) or anything else that answers a
 * view at once.
 */
import type { Policy } from '../bots/policy'
import type { Command, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Seat } from './seat'

export class PolicySeat implements Seat {
  readonly id: SeatId
  constructor(private readonly policy: Policy) {
    this.id = policy.seat
  }

  decide(view: GameView): Command[] {
    return this.policy.decide(view)
  }
}

/** A seat for each policy. */
export function policySeats(policies: Record<string, Policy>): PolicySeat[] {
  return Object.values(policies).map((p) => new PolicySeat(p))
}
