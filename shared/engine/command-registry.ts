/**
 * Every kind of command the card game takes, each declared in the module that owns its rule (command-kind.ts): the
 * basic game's plan and fire order, and the optional rules' answers. The dispatcher (turn.ts) looks a command's kind
 * up here and names none; the wire and save schemas are the union of these kinds' schemas (command-schema.ts).
 *
 * Above every module it lists, as the rule registry (rules/index.ts) is above the rule modules: adding a command is
 * one declaration in its rule's module and one line here.
 */
import type { CommandKind, CommandShape, TurnGoesOn } from './command-kind'
import type { CompiledRules } from './rule-types'
import type { GameEvent, GameState } from './state-types'
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

// The basic game's two kinds (a phase's one or two commands) are called at sites of their own: a call site that sees
// the functions of many kinds goes through V8's generic Call builtin, one that sees one function calls it straight
// (issue 31, a phase's cost). The other kinds share the generic sites.
const PLAN: AnyCommandKind = planCommand
const FIRE: AnyCommandKind = fireCommand

/**
 * The kind of a command of this type, or undefined for a type no module declares. The few kinds are scanned in order
 * (the plan and the fire order first): a type is a short string the parser interned, compared by reference, cheaper
 * than a Map's look-up by its hash (issue 31, a phase's cost).
 */
export function commandKind(type: unknown): AnyCommandKind | undefined {
  // the plan and the fire order asked by name, without the scan's loads of each kind (issue 31, a phase's cost)
  if (type === PLAN.type) return PLAN
  if (type === FIRE.type) return FIRE
  // (the list read once into a local: a module's variable is looked up afresh, and checked, at every use)
  const kinds = KINDS
  for (let k = 0; k < kinds.length; k++) if (kinds[k].type === type) return kinds[k]
  return undefined
}

/** A command's kind's check (commands.ts validateCommand): what its effect needs, or a CommandError thrown. */
export function validateByKind(kind: AnyCommandKind, rules: CompiledRules, state: GameState, cmd: CommandShape): unknown {
  if (kind === PLAN) return PLAN.validate(rules, state, cmd)
  if (kind === FIRE) return FIRE.validate(rules, state, cmd)
  return kind.validate(rules, state, cmd)
}

/** A command's kind's effect, given what its check returned. */
export function applyByKind(kind: AnyCommandKind, rules: CompiledRules, state: GameState, cmd: CommandShape, checked: unknown, events: GameEvent[] | null): TurnGoesOn {
  if (kind === PLAN) return PLAN.apply(rules, state, cmd, checked, events)
  if (kind === FIRE) return FIRE.apply(rules, state, cmd, checked, events)
  return kind.apply(rules, state, cmd, checked, events)
}

/** A command as the log keeps it, by its kind's copy. */
export function copyByKind(kind: AnyCommandKind, cmd: CommandShape): CommandShape {
  if (kind === PLAN) return PLAN.copy(cmd)
  if (kind === FIRE) return FIRE.copy(cmd)
  return kind.copy(cmd)
}
