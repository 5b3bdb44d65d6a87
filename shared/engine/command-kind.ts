/**
 * What a kind of command is (issue 29: "each rule module declares its own commands"): its type, its schema (zod),
 * its check and its effect, declared in the module that owns the rule, the way a module declares its hooks. The
 * dispatcher (turn.ts applyCommandInPlace) only looks a command's kind up (command-registry.ts) and goes on with the
 * turn as the effect says; the wire and save schemas are the union of the declared ones (command-schema.ts).
 *
 * Below every rule module: types, and defineCommand, which only keeps the schema's type for the union.
 */
import type { z } from 'zod'
import type { CompiledRules } from './rule-types'
import type { GameEvent, GameState, PlaneState } from './state-types'

/**
 * How the turn goes on once a command has taken effect, for the sequencer to do (a rule module cannot call it: the
 * sequencer is above every module):
 * - 'planned': a plan or another answer awaited before the reveal is in; the cards are revealed once all are in
 * - 'reveal': the wait before this phase's card is over (a base placed, a counter placed, cards reordered)
 * - 'ordered': a fire order is in; the fire is resolved once every plane with a target has ordered
 * - 'answered': every answer the drawn fire waited for is in (fire-choices.ts); its damage is taken
 * - undefined: nothing the turn waits on (a floor agreed, a winch ordered, a look)
 */
export type TurnGoesOn = 'planned' | 'reveal' | 'ordered' | 'answered' | undefined

/** A command's shape: a type, the seat that gives it, the state seq it was made against. */
export interface CommandShape {
  type: string
  seat: string
  seq?: number
}

export interface CommandKind<C extends CommandShape = CommandShape, V = PlaneState> {
  type: C['type']
  /** the command as the engine accepts it: what a save's command log holds */
  schema: z.ZodType<C>
  /** the command as a client may send it, when looser than `schema`: the engine then judges it in its own words */
  clientSchema?: z.ZodType
  /**
   * Throws a CommandError (command-error.ts) if the command may not be applied to this state, changing nothing; else
   * what its effect needs (for most, the plane it is for). The dispatcher has already refused a game over and a stale seq.
   */
  validate(rules: CompiledRules, state: GameState, cmd: C): V
  /** The command's effect on the state (its seq already counted), and how the turn goes on. */
  apply(rules: CompiledRules, state: GameState, cmd: C, checked: V, events: GameEvent[] | null): TurnGoesOn
  /** The command as the log keeps it: a copy of the fields the rules read, nothing else. */
  copy(cmd: C): C
}

/**
 * A kind of command, its schema's type kept (for the union of command-schema.ts) and its check and effect typed by
 * it. The command type is `z.infer<typeof kind.schema>`. Every kind gets the same properties in the same order (the
 * client schema is the strict one where none is looser), so the dispatcher's reads of a kind see one object shape.
 */
export function defineCommand<S extends z.ZodType<CommandShape>, V = PlaneState, CS extends z.ZodType = S>(kind: { type: z.infer<S>['type']; schema: S; clientSchema?: CS } & Omit<CommandKind<z.infer<S>, V>, 'type' | 'schema' | 'clientSchema'>): CommandKind<z.infer<S>, V> & { schema: S; clientSchema?: CS } {
  const { type, schema, clientSchema, validate, apply, copy } = kind
  return { type, schema, clientSchema: clientSchema ?? schema, validate, apply, copy } as CommandKind<z.infer<S>, V> & { schema: S; clientSchema?: CS }
}
