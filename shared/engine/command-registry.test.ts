/**
 * The command registry (issue 29: "each rule module declares its own commands"): every kind's schema is the one the
 * wire and the saves take, each kind is found by its type, and the dispatcher names no command.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { COMMAND_KINDS, commandKind } from './command-registry'
import { clientCommandSchema, commandSchema } from './command-schema'
import { CommandError, validateCommand } from './commands'
import { reorderCommand } from './rules/tailing'
import { floorCommand } from './rules/altitude/flying-higher'
import { startGame } from '../../electron/testing/fixtures'

describe('the command registry', () => {
  it('has one kind a type, each found by its type, and the unions are made of their schemas in order', () => {
    const types = COMMAND_KINDS.map((k) => k.type)
    expect(new Set(types).size).toBe(types.length)
    expect(types).toEqual(['plan', 'fire', 'reorder', 'floor', 'taxi', 'enter', 'winch', 'archie', 'snipe', 'evade', 'look'])
    for (const k of COMMAND_KINDS) expect(commandKind(k.type)).toBe(k)
    expect(commandKind('loop')).toBeUndefined()
    expect(commandSchema.options).toEqual(COMMAND_KINDS.map((k) => k.schema))
    expect(clientCommandSchema.options).toEqual(COMMAND_KINDS.map((k) => k.clientSchema ?? k.schema))
  })

  it("takes a rule module's command on the wire as the module declares it", () => {
    // the tailing module's reorder: its card ids strict in a save, loose from a client (the engine judges them)
    const reorder = { type: 'reorder', seat: 's', plane: 'p', cards: ['a1'] }
    expect(reorderCommand.schema.safeParse(reorder).success).toBe(false)
    expect(commandSchema.safeParse(reorder).success).toBe(false)
    expect(clientCommandSchema.safeParse(reorder).success).toBe(true)
    const floor = { type: 'floor', seat: 's', floor: 3 }
    expect(floorCommand.schema.safeParse(floor).success).toBe(true)
    expect(commandSchema.parse(floor)).toEqual(floor)
    // a field no module declares is refused
    expect(commandSchema.safeParse({ ...floor, extra: 1 }).success).toBe(false)
  })

  it('copies a command as its kind keeps it, and refuses a type no module declares', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 160, heading: 180 },
    ])
    const plane = game.state.planes[0]
    expect(() => validateCommand(game.rules, game.state, { type: 'loop', seat: plane.seat } as never)).toThrow(CommandError)
    expect(() => validateCommand(game.rules, game.state, { type: 'loop', seat: plane.seat } as never)).toThrow('unknown command type "loop"')
    // a floor command is judged by its own module (flying-higher.ts): without the altitude rules it is refused
    expect(() => game.play({ type: 'floor', seat: plane.seat, floor: 2 })).toThrow(CommandError)
  })

  it('leaves the dispatcher naming no command type', () => {
    // turn.ts and commands.ts look a command's kind up; a rule's command is never tested for by name there
    for (const file of ['turn.ts', 'commands.ts']) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8')
      expect(text).not.toMatch(/\.type\s*===?\s*'/)
      expect(text).not.toMatch(/case\s+'(plan|fire|reorder|floor|taxi|enter|winch|archie|snipe|evade|look)'/)
    }
  })
})
