/**
 * The client messages are listed once, in the zod union: the list of types, the LAN group, the command schema and
 * what parseClientMessage lets through all follow from it.
 */
import { describe, expect, it } from 'vitest'
import { clientCommandSchema, commandSchema } from '../engine/command-schema'
import { CLIENT_MESSAGE_TYPES, clientMessage, isClientMessageType, isLanClientMessage, LAN_MESSAGE_TYPES, lanClientMessage, parseClientMessage } from './messages'

describe('the client messages', () => {
  it('are each listed once, and the list of types is the union\'s', () => {
    expect(CLIENT_MESSAGE_TYPES).toEqual(clientMessage.options.map((o) => o.shape.type.value))
    expect(new Set(CLIENT_MESSAGE_TYPES).size).toBe(CLIENT_MESSAGE_TYPES.length)
    for (const t of CLIENT_MESSAGE_TYPES) expect(isClientMessageType(t)).toBe(true)
    for (const t of ['welcome', 'drop-tables', 'toString', '', 3, null]) expect(isClientMessageType(t), String(t)).toBe(false)
  })

  it('the LAN group is part of the union, and only its messages count as LAN requests', () => {
    const lan = lanClientMessage.options.map((o) => o.shape.type.value)
    expect([...LAN_MESSAGE_TYPES]).toEqual(lan)
    expect(CLIENT_MESSAGE_TYPES.slice(-lan.length)).toEqual(lan)
    const lanHost = parseClientMessage({ type: 'lan-host', action: 'status' })
    const join = parseClientMessage({ type: 'join', session: 's', seat: null })
    expect(lanHost.ok && isLanClientMessage(lanHost.message)).toBe(true)
    expect(join.ok && isLanClientMessage(join.message)).toBe(false)
  })

  it('an unlisted type is refused whatever its fields', () => {
    expect(parseClientMessage({ type: 'drop-tables', session: 's' })).toMatchObject({ ok: false, error: expect.stringMatching(/^malformed message: type/) })
  })

  it('carry the engine\'s commands: the client\'s schema lets the engine judge the cards, a save\'s holds only card ids', () => {
    const plan = { type: 'plan', seat: 's', plane: 'p', cards: ['C01', 'C02'] }
    expect(parseClientMessage({ type: 'command', session: 's', command: plan }).ok).toBe(true)
    expect(commandSchema.safeParse(plan).success).toBe(true)
    const odd = { ...plan, cards: ['x', 'C02', 'C03', 'C04'] }
    expect(clientCommandSchema.safeParse(odd).success).toBe(true)
    expect(commandSchema.safeParse(odd).success).toBe(false)
    expect(clientCommandSchema.options.map((o) => o.shape.type.value)).toEqual(commandSchema.options.map((o) => o.shape.type.value))
    expect(parseClientMessage({ type: 'command', session: 's', command: { ...plan, type: 'teleport' } }).ok).toBe(false)
  })
})
