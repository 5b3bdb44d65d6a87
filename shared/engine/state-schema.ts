/**
 * Schemas for the game's own data as it appears in files: setups, commands and whole game states. A save is
 * checked against them when it is read, so that a damaged file gives a clear error instead of a game in a
 * state the engine could never reach.
 */
import { z } from 'zod'
import { commandSchema } from './command-schema'
import { aceSkill, aceSkills, crewNames, scenarioScore } from '../content/schema'
import { rulesOptionsSchema } from './options'
import { SECRET_PATTERN } from '../util/rng'
import type { GameSetup, GameState, PlaneEffects, PlaneState } from './state-types'

const id = z.string().min(1).max(80)
const num = (lo: number, hi: number) => z.number().finite().min(lo).max(hi)
const coord = num(-1e5, 1e5)
const side = z.enum(['allied', 'central'])
const edge = z.enum(['north', 'south', 'east', 'west'])
const letter = z.string().regex(/^[A-Z]$/)
const cardId = z.string().regex(/^[A-Z][0-9]{2}$/)

const count = z.number().int().min(0).max(1e7)
const small = z.number().int().min(0).max(100)
const aimStreak = z.strictObject({ target: id, phases: count }).nullable()
const perArc = z.strictObject({ front: small, rear: small })
const level = z.number().int().min(-1).max(100)
const altitudeCounter = z.strictObject({ steep: z.boolean(), straight: z.boolean(), straightNext: z.enum(['immelmann', 'overdive']).nullable(), stall: z.boolean() }).nullable()
/** 003 Altitude, Landings: a plane on the ground (engine/rules/altitude/landing.ts) */
const groundSchema = z.strictObject({ stage: z.enum(['landing', 'rolling', 'landed', 'parked', 'take-off', 'run-up', 'crashed', 'still']), field: id.nullable(), knocks: small, taxi: z.literal(true).optional() })
const diceIntent = z.enum(['up', 'down', 'level'])
const altitudeSchema = z.strictObject({
  level,
  climbs: small,
  climbRate: z.number().int().min(1).max(100),
  floor: level,
  top: level,
  counter: altitudeCounter,
  turnStart: z.strictObject({ level, climbs: small, counter: altitudeCounter, ground: groundSchema.optional() }),
  stack: z.array(cardId).max(1000).optional(),
  ground: groundSchema.optional(),
  // 004 dice altitude: the last card's climb, descent or level
  dice: diceIntent.optional(),
})
const effectsSchema = z.strictObject({
  rudder: z.strictObject({ dir: z.enum(['left', 'right']), turn: count }).nullable(),
  wounds: small,
  observerWounded: z.boolean(),
  engine: small,
  engineOut: cardId.optional(),
  smoke: small,
  flame: small,
  aim: z.strictObject({ front: aimStreak, rear: aimStreak }),
  hitPhase: z.number().int().min(-1).max(1e8),
  woundedJam: perArc,
  jamSeen: perArc,
  tail: z.strictObject({ target: id, turn: count }).nullable(),
  tailSeen: z.array(cardId).max(3),
  reorder: z.number().int().min(0).max(2).nullable(),
  // 003 Technical eye: the cards the ace last looked at
  looked: z.strictObject({ target: id, turn: count, phase: z.number().int().min(0).max(3), cards: z.array(cardId).max(10000), total: z.number().int().min(0).max(1e6) }).optional(),
  lastTurn: z.enum(['left', 'right']).nullable(),
  // 004 Ammo and Jamming twin guns
  ammo: perArc.optional(),
  oneGunJammed: perArc.optional(),
  jamExtra: perArc.optional(),
  observerWounds: small.optional(),
  alt: altitudeSchema.optional(),
  // 003 Ground fire: an AA gun's artillery counter (public)
  aa: z.strictObject({ counter: z.enum(['fired', 'corner', 'side', 'centre', 'placed']), phase: count, x: z.number().finite().optional(), y: z.number().finite().optional(), level: z.number().int().min(1).max(5).optional(), ask: z.literal(true).optional(), roundels: z.number().int().min(1).max(3).optional() }).optional(),
  // 004 Collisions, 000 Collisions' ramming
  collided: z.strictObject({ turn: count, with: z.array(id).max(64) }).optional(),
  ram: count.optional(),
  // 004 dice altitude: the plan's intents by card (secret)
  dice: z.strictObject({ turn: count, byCard: z.record(cardId, diceIntent) }).optional(),
  // 003 Balloon busting: winching down and the observers (public)
  winch: z.strictObject({ down: z.boolean(), from: z.number().int().min(0).max(1e6) }).optional(),
  observers: z.strictObject({ aboard: small, lost: small, bailing: z.literal(true).optional(), waited: z.number().int().min(0).max(10000).optional() }).optional(),
  // 003 Bombing: the load, planned drops (secret), bomb cards falling, hits; a scenario's photograph
  bombs: z
    .strictObject({
      load: z.array(small).max(10),
      dropped: z.array(z.boolean()).max(10),
      planned: z.array(z.strictObject({ turn: count, slot: z.number().int().min(0).max(2), groups: z.array(z.number().int().min(0).max(9)).min(1).max(10) })).max(3),
      falling: z.array(z.strictObject({ x: coord, y: coord, h: num(-10, 10), markers: small, card: cardId, points: count })).max(30),
      hits: z.array(z.strictObject({ target: id.nullable(), points: count, result: z.enum(['full', 'half', 'miss']), turn: count, phase: small })).max(30),
    })
    .optional(),
  // scores kept separately (003 Look Up!'s variant): who dealt this piece its points, and when
  hitBy: z.array(z.strictObject({ plane: id, points: count, turn: count, phase: small })).max(10000).optional(),
  // a campaign's sortie: the fire at this plane and its end (scoring/campaign-record.ts)
  campaign: z
    .strictObject({
      fire: z.array(z.strictObject({ plane: id, turn: count, phase: small, cards: count, points: count, explosion: z.literal(true).optional() })).max(100000),
      byFire: z.literal(true).optional(),
      exitDraw: z.strictObject({ cards: z.array(cardId).max(100), points: count, downed: z.boolean() }).optional(),
      downedBy: id.optional(),
    })
    .optional(),
  photo: z.strictObject({ target: id, turn: count, phase: small }).optional(),
  // 000 Line-up on Target: the plan's declarations (secret with it)
  lineUp: z.array(z.strictObject({ turn: count, slot: z.number().int().min(0).max(2), target: id })).max(3).optional(),
  // a plane that enters later: its seat's choice of place (secret until it enters)
  entry: z.strictObject({ chosen: z.boolean(), place: id.nullable() }).optional(),
  // 003 Le Prieur Rockets: the counters left and the salvoes in flight (public)
  rockets: z.strictObject({ left: small, salvoes: z.array(z.strictObject({ target: id, count: small, turn: count, phase: small, spoiled: z.literal(true).optional() })).max(4), hit: count.optional() }).optional(),
})

/** the rule options, as the engine defines them (engine/options.ts) */
export const optionsSchema = rulesOptionsSchema

export const setupSchema = z.strictObject({
  scenario: id,
  variant: id.nullable(),
  title: z.string().max(200),
  table: z.strictObject({ width: num(10, 1000), depth: num(10, 1000) }),
  teams: z.array(z.strictObject({ id, name: z.string().max(80), side, edge })).min(2).max(8),
  seats: z.array(z.strictObject({ id, name: z.string().max(80), team: id })).min(1).max(64),
  planes: z
    .array(
      z.strictObject({
        id,
        aircraft: id,
        team: id,
        seat: id,
        x: coord,
        y: coord,
        heading: num(-1e4, 1e4),
        bulletChecker: z.boolean().optional(),
        // the ace's manoeuvring abilities (engine/rules/aces.ts)
        aceSkills: aceSkills.optional(),
        observerSkills: aceSkills.optional(),
        ace: z.literal(true).optional(),
        crew: crewNames.optional(),
        fire: z.strictObject({ front: letter.nullable().optional(), rear: letter.nullable().optional() }).optional(),
        altitude: z.number().int().min(0).max(100).optional(),
        kind: z.enum(['balloon', 'trench', 'aa-gun', 'aamg', 'target']).optional(),
        // 003 Incendiary Bullets (lines 635-647)
        incendiary: z.literal(true).optional(),
        bombs: z.array(z.number().int().min(1).max(100)).min(1).max(10).optional(),
        rockets: z.number().int().min(1).max(2).optional(),
        bombRun: z.strictObject({ maxLevel: z.number().int().min(0).max(30).optional() }).optional(),
        camera: z.array(id).min(1).max(8).optional(),
        // a plane kept off the table until a later turn, and the places it may enter at
        enters: z.strictObject({ turn: z.number().int().min(2).max(1000), places: z.array(z.strictObject({ id, x: coord, y: coord, heading: num(-1e4, 1e4) })).min(1).max(8) }).optional(),
        start: z.strictObject({ damage: z.array(cardId).max(100).optional(), climbs: small.optional(), effects: effectsSchema.partial().optional() }).optional(),
      }),
    )
    .min(2)
    .max(64),
  options: optionsSchema,
  victory: z.enum(['last-standing', 'score']),
  endsWhenGone: z.array(id).min(1).max(8).optional(),
  score: scenarioScore.optional(),
  fields: z.array(z.strictObject({ id, x: coord, y: coord, width: num(1, 1000), depth: num(1, 1000) })).max(16).optional(),
  // 003 Observation Balloons (lines 553-555): the turn at whose end the balloons are on the ground
  balloons: z.strictObject({ downAfter: z.number().int().min(1).max(1000).optional(), winch: z.number().int().min(1).max(1000).optional(), observers: small.optional(), barrage: z.array(z.string().min(1).max(64)).min(2).max(16).optional(), burnOut: z.literal(true).optional() }).optional(),
  // 003 Ground fire: who fires the AA guns (the solo rules, lines 773-783); Look Up!'s variant: at the nearest aircraft
  groundFire: z.strictObject({ aa: z.enum(['solo', 'player']), nearest: z.literal(true).optional() }).optional(),
  // a campaign's sortie (003 lines 919-928): the engine keeps what the report of victories needs
  campaign: z.literal(true).optional(),
})

/** the commands, as the engine defines them (engine/command-schema.ts) */
export { commandSchema }

const counter = z.strictObject({ steep: z.boolean(), straight: z.boolean(), immelmann: z.boolean() })
const u32 = z.number().int().min(0).max(0xffffffff)
/** a game's seed: a 128-bit secret (32 hex digits) or a small whole number (tools, tests, older saves) */
export const seedSchema = z.union([z.string().regex(SECRET_PATTERN), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])

const planeState = z.strictObject({
  id,
  aircraft: id,
  team: id,
  seat: id,
  x: coord,
  y: coord,
  h: num(-10, 10),
  status: z.enum(['flying', 'standing', 'shot-down', 'exploded', 'exited', 'out-of-control', 'crashed', 'silenced', 'landed', 'waiting']),
  out: z.strictObject({ turn: count, phase: z.number().int().min(0).max(3), edge: edge.nullable() }).nullable(),
  // 004's turn-less game: a turn's three cards and the two queued behind them
  plan: z.array(cardId).max(5).nullable(),
  // a bot's plan in a sentence, secret until its turn has been flown
  intent: z.string().min(1).max(160).optional(),
  executed: z.array(cardId).max(3),
  last: counter.nullable(),
  // an ace's blank counters: the turn each limited ability was used in (engine/rules/aces.ts)
  aceUsed: z.strictObject({ daredevil: count.optional(), acrobatic: count.optional(), sniper: count.optional(), 'perfect-aim': count.optional(), 'perfect-aim-rear': count.optional(), 'daredevil-once': count.optional(), 'acrobat-once': count.optional(), 'technical-eye': count.optional() }).optional(),
  // the once-a-game abilities used (003 Good at evading; 004 Tenacity, Sniper)
  aceSpent: z.array(aceSkill).max(40).optional(),
  jam: z.strictObject({ front: z.number().int().min(0).max(10), rear: z.number().int().min(0).max(10) }),
  damage: z.array(cardId).max(10000),
  shown: z.array(cardId).max(10000),
  damageTotal: z.number().int().min(0).max(1e6),
  // infantry fire's cards, which count no points (003 lines 662-666): places in damage
  noPoints: z.array(z.number().int().min(0).max(10000)).max(10000).optional(),
  stats: z.strictObject({ manoeuvres: count, shots: count, cardsDealt: count, damageDealt: count, cardsTaken: count, damageTaken: count, illegal: count }),
  effects: effectsSchema.optional(),
})

const fireOption = z.strictObject({ plane: id, arc: z.enum(['front', 'rear']), target: id, cards: z.union([z.literal(1), z.literal(2)]), distance: num(0, 1000) })

const gunArc = z.enum(['front', 'rear'])
const planeIndex = z.number().int().min(0).max(63)
const shotSchema = z.strictObject({ firer: planeIndex, arc: gunArc, target: planeIndex })
const choosingSchema = z.strictObject({
  hits: z
    .array(
      z.strictObject({
        firer: planeIndex,
        arc: gunArc,
        target: planeIndex,
        cards: z.array(cardId).max(20),
        letter,
        specialOnly: z.literal(true).optional(),
        neverJams: z.literal(true).optional(),
        snipe: z.strictObject({ ability: z.enum(['sniper', 'sniper-behind']), give: small, given: z.array(cardId).max(20).nullable() }).optional(),
        tenacity: z.literal(true).optional(),
      }),
    )
    .max(1000),
  shots: z.array(shotSchema).max(1000),
  evaders: z.array(z.strictObject({ plane: planeIndex, card: cardId.nullable().optional() })).max(64),
  queue: z.array(z.strictObject({ firer: planeIndex, arc: gunArc, target: planeIndex, cards: z.union([z.literal(1), z.literal(2)]), distance: num(0, 1000) })).max(1000).optional(),
  // the first volley waits (fire-volleys.ts): the shots of the second, fired once it is settled
  volley: z.array(z.strictObject({ firer: planeIndex, arc: gunArc, target: planeIndex, cards: z.union([z.literal(1), z.literal(2)]), distance: num(0, 1000) })).max(1000).optional(),
  downedBy: z.array(z.tuple([planeIndex, planeIndex])).max(64).optional(),
  exploded: z.array(planeIndex).max(1000).optional(),
})

export const gameStateSchema = z.strictObject({
  format: z.literal('overdive-game'),
  version: z.literal(1),
  setup: setupSchema,
  seed: seedSchema,
  // sfc32 (4 words) or ChaCha20 (29 words: key, nonce, counter, next word, block; see engine/rng.ts)
  rng: z.union([z.tuple([u32, u32, u32, u32]), z.array(u32).length(29)]),
  seq: count,
  turn: count,
  phase: z.number().int().min(0).max(3),
  step: z.enum(['planning', 'archie', 'tailing', 'taxiing', 'firing', 'choosing', 'over']),
  planes: z.array(planeState).min(2).max(64),
  decks: z.record(letter, z.strictObject({ draw: z.array(cardId).max(100000), discard: z.array(cardId).max(100000) })),
  fireOptions: z.array(fireOption).max(10000),
  fireOrders: z.record(id, z.strictObject({ front: id.nullable().optional(), rear: id.nullable().optional(), rockets: z.strictObject({ target: id, count: small }).optional(), snipe: gunArc.optional(), tenacity: gunArc.optional(), perfectAim: z.literal(true).optional(), fireAfter: z.literal(true).optional() })),
  // the fire drawn, waiting for the aces' answers (engine/fire-choices.ts)
  choosing: choosingSchema.optional(),
  // 003 Flying Higher: the floors agreed this turn
  floorAgreed: z.strictObject({ turn: count, seats: z.record(id, z.number().int().min(0).max(20)) }).optional(),
  result: z
    .strictObject({
      winner: id.nullable(),
      scores: z.record(id, z.number().int().min(-1000).max(1000)),
      reason: z.enum(['last-standing', 'no-planes-left', 'turn-limit']),
      margin: z.enum(['marginal', 'decisive']).optional(),
      // scores kept separately (003 Look Up!'s variant): each player's by plane, and whose won (absent in older saves)
      players: z.record(id, z.number().int().min(-1000).max(1000)).optional(),
      winnerPlane: id.optional(),
    })
    .nullable(),
})

// The engine's own types are written out with their comments (engine/types.ts); the schemas a save is read with
// must describe exactly the same data: a field added to one and not the other, optional or not, fails the type
// check here. (The rng is the one allowed difference: the schema tells its two lengths apart, the engine does not.)
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Assert<T extends true> = T
export type SchemasMatchTheEngine = [
  Assert<Same<z.infer<typeof setupSchema>, GameSetup>>,
  Assert<Same<z.infer<typeof effectsSchema>, PlaneEffects>>,
  Assert<Same<z.infer<typeof planeState>, PlaneState>>,
  Assert<Same<Omit<z.infer<typeof gameStateSchema>, 'rng'>, Omit<GameState, 'rng'>>>,
  Assert<z.infer<typeof gameStateSchema>['rng'] extends GameState['rng'] ? true : false>,
]
