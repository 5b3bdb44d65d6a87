/**
 * Schemas of the hex game's own data as it appears in files and messages: its setup, its options and a whole state
 * (a save's snapshot). A damaged file gives a clear error instead of a game in a state the rules could never reach.
 */
import { z } from 'zod'
import { CARD_TYPES } from './content'
import { options001Schema } from './options-001/schema'
import type { HexSetup, HexState } from './types'

const id = z.string().min(1).max(80)
const small = z.number().int().min(0).max(1000)
const hex = z.strictObject({ col: z.number().int().min(-1000).max(1000), row: z.number().int().min(-1000).max(1000) })
const facing = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
const cardType = z.enum(CARD_TYPES)
const card = z.strictObject({ id: small, type: cardType })
const altitude = z.number().int().min(0).max(100)
const extra = z.record(z.string(), z.unknown())

/** The options: 001's toggles and figures by name (options-001/schema.ts: unknown names are refused). */
export const hexOptionsSchema = options001Schema

const aircraft = z.strictObject({ id, name: z.string(), side: id, manoeuvrability: small, observer: z.boolean(), maxSpeed: small })
const objective = z.strictObject({
  id,
  kind: z.enum(['balloon', 'spotting', 'photography', 'strafing', 'bombing', 'leaflets']),
  side: id,
  balloon: id.optional(),
  hex: hex.optional(),
  range: small.optional(),
  minAltitude: altitude.optional(),
  maxAltitude: altitude.optional(),
  observer: z.boolean().optional(),
  words: z.string(),
})

export const hexSetupSchema: z.ZodType<HexSetup> = z.strictObject({
  scenario: id,
  title: z.string(),
  map: z.strictObject({ width: z.number().int().min(1).max(1000), height: z.number().int().min(1).max(1000) }),
  planes: z
    .array(z.strictObject({ id, seat: id, aircraft, side: id, hex, facing, altitude: altitude.optional(), ace: z.boolean().optional() }))
    .min(2),
  clouds: z.array(z.strictObject({ hexes: z.array(hex), altitudes: z.array(altitude) })),
  balloons: z.array(z.strictObject({ id, hex, altitude, side: id })),
  ground: z.array(z.strictObject({ id, kind: z.enum(['rifle', 'machine-gun', 'flak']), hex, side: id })),
  objectives: z.array(objective),
  turnLimit: z.number().int().min(1).max(1000),
  options: hexOptionsSchema,
  extra: extra.optional(),
  deck: z.record(cardType, small).optional(),
}) as z.ZodType<HexSetup>

const plane = z.strictObject({
  id,
  seat: id,
  side: id,
  aircraft,
  ace: z.boolean(),
  hex,
  facing,
  altitude,
  velocity: small,
  ammo: small,
  hits: small,
  status: z.enum(['flying', 'shot-down', 'crashed', 'landed', 'left-map']),
  crew: z.strictObject({ pilot: z.boolean(), observer: z.boolean() }),
  crits: z.strictObject({ engine: small, gasTank: small.nullable(), gasTankBy: id.optional(), cables: small, controls: small, struts: z.boolean() }),
  lastHurtBy: id.nullable(),
  extra,
})

const attack = z.strictObject({ attacker: id, attackerSeat: id.nullable(), target: id, hits: small, kind: z.enum(['shoot', 'observer', 'ground']) })
const pending = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('discard'), seat: id, count: small }),
  z.strictObject({ kind: z.literal('evade'), seat: id, attack }),
  z.strictObject({ kind: z.literal('stall-hit'), seat: id, target: id, by: id }),
  z.strictObject({ kind: z.literal('stall-slow'), seat: id, target: id, others: z.array(id) }),
  z.strictObject({ kind: z.literal('recover'), seat: id, target: id, by: id }),
])

const move = z.strictObject({
  plane: id,
  moved: small,
  freeFacing: z.boolean(),
  freeAltitude: z.boolean(),
  freeVelocity: z.boolean(),
  cards: small,
  shot: z.boolean(),
  observerShot: z.boolean(),
  groundFired: z.array(id),
  traded: z.boolean(),
  altitudeSteps: z.array(z.number().int()),
  played: z.array(cardType).optional(),
  ended: z.boolean().optional(),
})

export const hexStateSchema: z.ZodType<HexState> = z.strictObject({
  setup: hexSetupSchema,
  rng: z.array(z.number().int().min(0).max(0xffffffff)).min(4).max(29),
  deck: z.array(card),
  discard: z.array(card),
  hands: z.record(id, z.array(card)),
  planes: z.array(plane),
  balloons: z.array(id),
  round: small,
  order: z.array(id),
  turn: z.number().int().min(-1).max(1000),
  phase: z.enum(['draw', 'move', 'over']),
  move: move.nullable(),
  pending: z.array(pending),
  achieved: z.array(id),
  credits: z.array(z.strictObject({ victim: id, by: z.array(id), how: z.enum(['shot-down', 'crashed']), round: small })),
  result: z.strictObject({ winner: id.nullable(), words: z.string() }).nullable(),
  seq: z.number().int().min(0),
  extra,
}) as z.ZodType<HexState>
