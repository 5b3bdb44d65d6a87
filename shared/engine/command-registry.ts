/**
 * Every kind of command the card game takes, each declared in the module that owns its rule (command-kind.ts): the
 * basic game's plan and fire order, and the optional rules' answers. The dispatcher (turn.ts) looks a command's kind
 * up here and names none; the wire and save schemas are the union of these kinds' schemas (command-schema.ts).
 *
 * Above every module it lists, as the rule registry (rules/index.ts) is above the rule modules: adding a command is
 * one declaration in its rule's module and one line here.
 */
import type { CommandKind, CommandShape } from './command-kind'
import { planCommand } from './plan-command'
import { fireCommand } from './fire-command'
import { reorderCommand } from './rules/tailing'
import { floorCommand } from './rules/altitude/flying-higher'
import { taxiCommand } from './rules/altitude/ground-move'
import { enterCommand } from './rules/entering'
import { winchCommand } from './rules/balloons'
import { archieCommand } from './rules/ground-fire/player-aa'
import { evadeCommand, snipeCommand } from './rules/aces/firing-answers'
import { lookCommand } from './rules/aces/technical-eye'

/** Every kind, in the order of the schemas' union. */
export const COMMAND_KINDS = [planCommand, fireCommand, reorderCommand, floorCommand, taxiCommand, enterCommand, winchCommand, archieCommand, snipeCommand, evadeCommand, lookCommand] as const

/** A kind of any command, as the dispatcher sees it (the command it is given is of that kind: it was looked up by its type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a kind of any command: its command and checked value differ by kind, and the dispatcher passes each kind its own
export type AnyCommandKind = CommandKind<CommandShape & any, any>

const KINDS: readonly AnyCommandKind[] = COMMAND_KINDS

/**
 * The kind of a command of this type, or undefined for a type no module declares. The few kinds are scanned in order
 * (the plan and the fire order first): a type is a short string the parser interned, compared by reference, cheaper
 * than a Map's look-up by its hash (issue 31, a phase's cost).
 */
export function commandKind(type: unknown): AnyCommandKind | undefined {
  // (the list read once into a local: a module's variable is looked up afresh, and checked, at every use)
  const kinds = KINDS
  for (let k = 0; k < kinds.length; k++) if (kinds[k].type === type) return kinds[k]
  return undefined
}
