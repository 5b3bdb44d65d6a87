/**
 * Every command of the hex game, listed (each is declared by the module of the rule that owns it), and those the
 * option modules add. Nothing here knows what a command does.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { passCommand } from './answers'
import { evadeCommand } from './attack'
import { discardCommand, tradeCommand } from './deck'
import { groundFireCommand } from './ground'
import { cardCommand } from './move-cards'
import { climbCommand, diveCommand, endMoveCommand, faceCommand, moveCommand, speedCommand } from './movement'
import { observerShootCommand } from './observer'
import { strafeCommand } from './objectives'
import { HEX_OPTION_MODULES } from './option-modules'
import { shootCommand } from './shoot'
import { recoverCommand, stallCommand } from './stall'
import type { HexCommand } from './types'

export const CORE_COMMANDS: HexCommandDef[] = [
  discardCommand,
  tradeCommand,
  moveCommand,
  faceCommand,
  climbCommand,
  diveCommand,
  speedCommand,
  cardCommand,
  shootCommand,
  observerShootCommand,
  groundFireCommand,
  strafeCommand,
  evadeCommand,
  stallCommand,
  recoverCommand,
  passCommand,
  endMoveCommand,
]

/** The core commands and every option module's, by type. */
let cached: { modules: number; defs: Map<string, HexCommandDef> } | null = null

export function commandDefs(): Map<string, HexCommandDef> {
  if (cached?.modules !== HEX_OPTION_MODULES.length) {
    const all = [...CORE_COMMANDS, ...HEX_OPTION_MODULES.flatMap((m) => m.commands ?? [])]
    cached = { modules: HEX_OPTION_MODULES.length, defs: new Map(all.map((c) => [c.type, c])) }
  }
  return cached.defs
}

/** Any command of the game, checked against its own schema. */
export const hexCommandSchema: z.ZodType<HexCommand> = z
  .looseObject({ type: z.string().min(1).max(40), seat: z.string().min(1).max(80) })
  .superRefine((cmd, ctx) => {
    const def = commandDefs().get(cmd.type)
    if (!def) {
      ctx.addIssue({ code: 'custom', message: `There is no command "${cmd.type}" in the hex game` })
      return
    }
    const r = def.schema.safeParse(cmd)
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message })
  }) as unknown as z.ZodType<HexCommand>
