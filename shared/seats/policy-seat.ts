/**
 * A seat played by a policy: a bot in this thread (tests, the CLI, benchmarks) or anything else that answers a
 * view at once. Any ruleset's policy (the contract's `RulesetPolicy`); the card game's `Policy` is one.
 */
import type { BaseCommand, RulesetPolicy, SeatId } from '../rulesets/contract'
import type { Command } from '../engine/types'
import type { GameView } from '../engine/view'
import type { Seat } from './seat'

export class PolicySeat<View = GameView, Cmd extends BaseCommand = Command> implements Seat<View, Cmd> {
  readonly id: SeatId
  constructor(private readonly policy: RulesetPolicy<Cmd, View>) {
    this.id = policy.seat
  }

  decide(view: View): Cmd[] {
    return this.policy.decide(view)
  }
}

/** A seat for each policy. */
export function policySeats<View = GameView, Cmd extends BaseCommand = Command>(policies: Record<string, RulesetPolicy<Cmd, View>>): PolicySeat<View, Cmd>[] {
  return Object.values(policies).map((p) => new PolicySeat<View, Cmd>(p))
}
