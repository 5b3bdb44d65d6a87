/**
 * The hex game's content as data (assets/hex/): the four aircraft of 002 AIRCRAFT TYPES, the deck of 52 of its
 * CARD LIST, and the scenarios (a map of any size, the planes' start hexes, facings and sides, clouds, balloons,
 * ground units and objectives). The host reads the JSON files and hands them to `parseHexContent`, which checks them
 * with zod and says clearly what is wrong; a player can add an aircraft or a scenario without code.
 */
import { z } from 'zod'
import type { Balloon, Cloud, GroundUnit, HexAircraft, Objective, Facing, Hex, CardType } from './types'

const id = z.string().min(1).max(60)
const hex = z.strictObject({ col: z.number().int().min(0).max(200), row: z.number().int().min(0).max(200) })
const altitude = z.number().int().min(1).max(6)
const side = z.string().min(1).max(40)

export const CARD_TYPES = ['left', 'right', 'slide-left', 'slide-right', 'forward', 'hard-left', 'hard-right', 'immelman', 'stall', 'recover', 'shoot', 'ace'] as const

const aircraftFile = z.strictObject({
  source: z.string().optional(),
  aircraft: z
    .array(
      z.strictObject({
        id,
        name: z.string().min(1),
        side,
        manoeuvrability: z.number().int().min(0).max(6),
        observer: z.boolean(),
        /** default: 5 with an observer, 6 without */
        maxSpeed: z.number().int().min(1).max(6).optional(),
      }),
    )
    .min(1),
})

const deckFile = z.strictObject({
  source: z.string().optional(),
  cards: z.strictObject(Object.fromEntries(CARD_TYPES.map((t) => [t, z.number().int().min(0).max(52)])) as Record<CardType, z.ZodNumber>),
})

const objective = z.strictObject({
  id,
  kind: z.enum(['balloon', 'spotting', 'photography', 'strafing', 'bombing', 'leaflets']),
  side,
  balloon: id.optional(),
  hex: hex.optional(),
  range: z.number().int().min(0).max(6).optional(),
  minAltitude: altitude.optional(),
  maxAltitude: altitude.optional(),
  observer: z.boolean().optional(),
  words: z.string().min(1),
})

const scenario = z.strictObject({
  id,
  title: z.string().min(1),
  words: z.string().optional(),
  map: z.strictObject({ width: z.number().int().min(2).max(200), height: z.number().int().min(1).max(200) }),
  turnLimit: z.number().int().min(1).max(1000).optional(),
  planes: z
    .array(
      z.strictObject({
        id,
        seat: id,
        aircraft: id,
        side: side.optional(),
        hex,
        facing: z.number().int().min(0).max(5),
        altitude: altitude.optional(),
        ace: z.boolean().optional(),
      }),
    )
    .min(2),
  clouds: z.array(z.strictObject({ hexes: z.array(hex).min(1), altitudes: z.array(altitude).min(1) })).optional(),
  balloons: z.array(z.strictObject({ id, hex, altitude, side })).optional(),
  ground: z.array(z.strictObject({ id, kind: z.enum(['rifle', 'machine-gun', 'flak']), hex, side })).optional(),
  objectives: z.array(objective).optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
})

const scenariosFile = z.strictObject({ scenarios: z.array(scenario).min(1) })

export type HexScenarioData = z.infer<typeof scenario>

export interface HexScenario {
  id: string
  title: string
  words: string
  map: { width: number; height: number }
  turnLimit?: number
  planes: { id: string; seat: string; aircraft: string; side: string; hex: Hex; facing: Facing; altitude?: number; ace?: boolean }[]
  clouds: Cloud[]
  balloons: Balloon[]
  ground: GroundUnit[]
  objectives: Objective[]
  extra?: Record<string, unknown>
}

export interface HexContent {
  aircraft: Record<string, HexAircraft>
  /** how many of each card the deck holds (52 in all) */
  deck: Record<CardType, number>
  scenarios: Record<string, HexScenario>
}

/** The three files as the host reads them (parsed JSON, unchecked). */
export interface HexContentFiles {
  aircraft: unknown
  deck: unknown
  scenarios: unknown
}

export class HexContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'HexContentError'
  }
}

function check<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const r = schema.safeParse(raw)
  if (r.success) return r.data
  const first = r.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
  throw new HexContentError(`assets/hex/${file} is not valid: ${first.join('; ')}`)
}

/** Checks the three files and ties them together (a scenario's aircraft, hexes and balloons must exist). */
export function parseHexContent(raw: HexContentFiles): HexContent {
  const a = check(aircraftFile, raw.aircraft, 'aircraft.json')
  const d = check(deckFile, raw.deck, 'deck.json')
  const s = check(scenariosFile, raw.scenarios, 'scenarios.json')
  const aircraft: Record<string, HexAircraft> = {}
  for (const x of a.aircraft) {
    if (aircraft[x.id]) throw new HexContentError(`assets/hex/aircraft.json: two aircraft are called "${x.id}"`)
    aircraft[x.id] = { ...x, maxSpeed: x.maxSpeed ?? (x.observer ? 5 : 6) }
  }
  const total = Object.values(d.cards).reduce((n, c) => n + c, 0)
  if (total !== 52) throw new HexContentError(`assets/hex/deck.json: the deck holds ${total} cards; 002's deck has 52`)
  const scenarios: Record<string, HexScenario> = {}
  for (const x of s.scenarios) {
    const where = `assets/hex/scenarios.json: scenario "${x.id}"`
    if (scenarios[x.id]) throw new HexContentError(`${where} is there twice`)
    const inMap = (h: Hex, what: string) => {
      if (h.col >= x.map.width || h.row >= x.map.height) throw new HexContentError(`${where}: ${what} at (${h.col},${h.row}) is off its ${x.map.width}x${x.map.height} map`)
    }
    const seats = new Set<string>()
    const planes = x.planes.map((p) => {
      const ac = aircraft[p.aircraft]
      if (!ac) throw new HexContentError(`${where}: plane "${p.id}" flies "${p.aircraft}", which is not in aircraft.json`)
      if (seats.has(p.seat)) throw new HexContentError(`${where}: seat "${p.seat}" flies two planes (002: "1 plane per player")`)
      seats.add(p.seat)
      inMap(p.hex, `plane "${p.id}"`)
      return { ...p, side: p.side ?? ac.side, facing: p.facing as Facing }
    })
    if (new Set(planes.map((p) => p.id)).size !== planes.length) throw new HexContentError(`${where}: two planes share an id`)
    if (new Set(planes.map((p) => p.side)).size < 2) throw new HexContentError(`${where}: every plane is on one side; a dogfight needs two`)
    const balloons = x.balloons ?? []
    for (const b of balloons) inMap(b.hex, `balloon "${b.id}"`)
    for (const g of x.ground ?? []) inMap(g.hex, `ground unit "${g.id}"`)
    for (const c of x.clouds ?? []) for (const h of c.hexes) inMap(h, 'a cloud')
    for (const o of x.objectives ?? []) {
      if (o.kind === 'balloon' && !balloons.some((b) => b.id === o.balloon)) throw new HexContentError(`${where}: objective "${o.id}" names a balloon that is not there`)
      if (o.kind !== 'balloon') {
        if (!o.hex) throw new HexContentError(`${where}: objective "${o.id}" needs a hex`)
        inMap(o.hex, `objective "${o.id}"`)
      }
    }
    scenarios[x.id] = {
      id: x.id,
      title: x.title,
      words: x.words ?? '',
      map: x.map,
      turnLimit: x.turnLimit,
      planes,
      clouds: x.clouds ?? [],
      balloons,
      ground: x.ground ?? [],
      objectives: x.objectives ?? [],
      extra: x.extra,
    }
  }
  return { aircraft, deck: d.cards, scenarios }
}
