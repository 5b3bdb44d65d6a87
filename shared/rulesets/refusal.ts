/**
 * A command the rules refuse: it changes nothing, and says why. Every ruleset throws this (or a subclass, as the
 * card game's CommandError) from `play`; seats, the driver and the host catch it without knowing the ruleset.
 */
export class RuleRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'RuleRefusal'
  }
}

export function isRefusal(e: unknown): e is RuleRefusal {
  return e instanceof RuleRefusal
}
