/**
 * The commands that change a game, defined once (issue 11, "one source for each schema"): the union of the schemas
 * the basic game and the rule modules declare with their commands (command-registry.ts). The TypeScript types
 * (types.ts re-exports them), the saves' command log (engine/state-schema.ts) and the protocol's `command` message
 * (protocol/messages.ts) all come from here.
 *
 * Two strictnesses of the same shape: a save holds only commands the engine accepted (card ids, three at most),
 * while a client's plan is let through to the engine, which says what is wrong with its cards in the game's own
 * words ("a plan has exactly 3 cards, not 2") rather than a schema's. A kind's `clientSchema` is its looser one.
 */
import { z } from 'zod'
import { COMMAND_KINDS } from './command-registry'

/** the kinds' schemas, as a tuple of their own types (a mapped tuple keeps each member's type for the union) */
type SchemasOf<K extends readonly unknown[]> = { -readonly [I in keyof K]: K[I] extends { schema: infer S } ? S : never }
type ClientSchemasOf<K extends readonly unknown[]> = { -readonly [I in keyof K]: K[I] extends { clientSchema?: infer C } ? NonNullable<C> : never }
type Schemas = SchemasOf<typeof COMMAND_KINDS>
type ClientSchemas = ClientSchemasOf<typeof COMMAND_KINDS>

/** A command as the engine accepted it: what a save's command log holds (a plan's "1" and "2": 003 Exceptional pilot, lines 972-975). */
export const commandSchema = z.discriminatedUnion('type', COMMAND_KINDS.map((k) => k.schema) as unknown as Schemas)

/** A command as a client sends it: the engine judges the cards (planning.ts, plan-command.ts, rules/tailing.ts). */
export const clientCommandSchema = z.discriminatedUnion('type', COMMAND_KINDS.map((k) => k.clientSchema ?? k.schema) as unknown as ClientSchemas)

export type Command = z.infer<typeof commandSchema>
export type { PlanCommand, FireCommand } from './basic-command-schema'
export type { ReorderCommand } from './rules/tailing'
export type { FloorCommand } from './rules/altitude/flying-higher'
export type { TaxiCommand } from './rules/altitude/ground-move'
export type { EnterCommand } from './rules/entering'
export type { WinchCommand } from './rules/balloons'
export type { ArchieCommand } from './rules/ground-fire/player-aa'
export type { SnipeCommand, EvadeCommand } from './rules/aces/firing-answers'
export type { LookCommand } from './rules/aces/technical-eye'
