/**
 * The card game's refusal of a command: a RuleRefusal (rulesets/refusal.ts) with the codes this game gives. Its own
 * file, below every rule module, because the modules that declare commands throw it as the dispatcher does
 * (commands.ts re-exports it, where the rest of the app imports it from).
 */
import { RuleRefusal } from '../rulesets/refusal'

/** The card game's refusal: a RuleRefusal (rulesets/refusal.ts) with the codes this game gives. */
export class CommandError extends RuleRefusal {
  declare readonly code: 'malformed' | 'game-over' | 'stale' | 'unknown-plane' | 'not-your-plane' | 'plane-out' | 'not-a-plane' | 'wrong-step' | 'already-done' | 'illegal-plan' | 'illegal-target'
  constructor(code: CommandError['code'], message: string) {
    super(code, message)
    this.name = 'CommandError'
  }
}
