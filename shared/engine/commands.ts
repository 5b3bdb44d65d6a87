/**
 * Checking commands before they touch the state. A bad command is refused with a clear error and changes
 * nothing: an unknown plane, a plane of another seat, a card not in that plane's deck, a plan for a plane that
 * has left the game, a target the ruler does not reach.
 *
 * Each kind of command is declared, with its own check and effect, in the module that owns its rule
 * (command-registry.ts lists them); this file runs the checks every command goes through and then its kind's.
 */
import { CommandError } from './command-error'
import { checkCommon } from './command-checks'
import { commandKind, copyByKind, validateByKind, type AnyCommandKind } from './command-registry'
import type { Command } from './command-schema'
import type { CompiledRules } from './rule-types'
import type { GameState } from './state-types'

// the refusal every check throws, below the rule modules that throw it too (command-error.ts)
export { CommandError } from './command-error'
// asked by the fire order's check and by a seat of its own view (fire-refusal.ts)
export { fireRefusal, type RefusablePlane } from './fire-refusal'

/** The kind of a command that passed the checks every command goes through (an object, the game on, not stale). */
export function checkedKind(state: GameState, cmd: Command): AnyCommandKind {
  checkCommon(state, cmd)
  const kind = commandKind(cmd.type)
  if (!kind) throw new CommandError('malformed', `unknown command type "${(cmd as { type?: unknown }).type}"`)
  return kind
}

/**
 * Throws a CommandError if the command may not be applied to this state; else what its effect needs (for most
 * commands, the plane it is for).
 */
export function validateCommand(rules: CompiledRules, state: GameState, cmd: Command): unknown {
  return validateByKind(checkedKind(state, cmd), rules, state, cmd)
}

/** The command as the log keeps it: a copy of the fields the rules read, nothing else (of a validated command). */
export function copyCommand(cmd: Command): Command {
  return copyByKind(commandKind(cmd.type)!, cmd) as Command
}
