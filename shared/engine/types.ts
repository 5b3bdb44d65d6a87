/**
 * The card game's types for the rest of the app: the game state, its setup and the events it reports
 * (state-types.ts), and the commands that change it (command-schema.ts, the union of the commands the basic game and
 * the rule modules declare).
 *
 * Above the rule modules, since the command union is built from what they declare: a file of the engine imports
 * state-types.ts, or the command type from the module that declares it, never this file.
 */
export type * from './state-types'
export type { Command, PlanCommand, FireCommand, ReorderCommand, FloorCommand, TaxiCommand, WinchCommand, EnterCommand, ArchieCommand, SnipeCommand, EvadeCommand, LookCommand } from './command-schema'
