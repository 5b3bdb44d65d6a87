/**
 * Schemas for the content files in `assets/`. A file that does not match fails at load with an error that
 * names the file and the field.
 */
import { z } from 'zod'

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (lower-case letters, digits and dashes)')
const letter = z.string().regex(/^[A-Z]$/, 'must be one capital letter')
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #aabbcc')
const cm = z.number().positive().max(1000)
const side = z.enum(['allied', 'central'])
const edge = z.enum(['north', 'south', 'east', 'west'])
/** one ace's special ability (AceSkill; engine/rules/aces/abilities.ts) */
export const aceSkill = z.enum(['daredevil', 'acrobatic', 'good-at-evading', 'good-at-escaping', 'exceptional', 'technical-eye', 'perfect-aim', 'sniper', 'itchy-trigger', 'bullet-checker', 'incendiary', 'chivalrous', 'free-immelmann', 'anticipation', 'shooting-eye', 'longevity', 'daredevil-once', 'tenacity', 'sniper-behind', 'acrobat-once'])
/** an ace's special abilities, each at most once (AceSkill) */
export const aceSkills = z
  .array(aceSkill)
  .min(1)
  .max(12)
  .refine((a) => new Set(a).size === a.length, { message: 'name each ace ability once' })
/** a plane's crew names (a campaign's airmen) */
export const crewNames = z.strictObject({ pilot: z.string().min(1).max(40).optional(), observer: z.string().min(1).max(40).optional() })

export const tableFile = z.strictObject({
  ruler: cm,
  standClearance: z.number().min(0).max(20),
  bases: z.record(id, z.strictObject({ width: cm, depth: cm })),
  arcs: z.strictObject({
    front: z.strictObject({ opening: z.number().gt(0).lt(360) }),
    rear: z.strictObject({ opening: z.number().gt(0).lt(360) }),
  }),
  sources: z.string(),
})

export const nationFile = z.strictObject({
  id,
  name: z.string().min(1),
  side,
  marking: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('roundel'), rings: z.array(colour).min(2).max(4) }),
    z.strictObject({ kind: z.literal('cross'), colour, field: colour }),
  ]),
})

export const aircraftFile = z
  .strictObject({
    id,
    name: z.string().min(1),
    kind: z.enum(['aeroplane', 'balloon']),
    nation: id,
    side,
    manoeuvreDeck: letter.nullable(),
    fire: z.strictObject({ front: letter.nullable(), rear: letter.nullable() }),
    damagePoints: z.number().int().min(1).max(99),
    ceiling: z.number().int().min(1).max(30),
    climbRate: z.number().int().min(1).max(10),
    twoSeater: z.boolean(),
    rearRing: z.literal(true).optional(),
    base: id,
    model: z.strictObject({
      wings: z.enum(['monoplane', 'biplane', 'triplane', 'sesquiplane', 'parasol', 'balloon']),
      layout: z.enum(['tractor', 'pusher']),
      engine: z.enum(['rotary', 'inline', 'radial', 'none']),
      colours: z.strictObject({ fuselage: colour, wings: colour, accent: colour }),
    }),
    sources: z.array(z.string().min(1)).min(1),
    notes: z.string(),
  })
  .superRefine((a, ctx) => {
    if (a.kind === 'aeroplane' && a.manoeuvreDeck === null)
      ctx.addIssue({ code: 'custom', path: ['manoeuvreDeck'], message: 'an aeroplane needs a manoeuvre deck' })
    if (a.kind === 'balloon' && a.manoeuvreDeck !== null)
      ctx.addIssue({ code: 'custom', path: ['manoeuvreDeck'], message: 'a balloon never moves and has no manoeuvre deck' })
    if (a.fire.rear !== null && !a.twoSeater)
      ctx.addIssue({ code: 'custom', path: ['fire', 'rear'], message: 'only a two-seater has a rear gun' })
    if (a.rearRing && a.fire.rear === null)
      ctx.addIssue({ code: 'custom', path: ['rearRing'], message: 'a rear ring turns a rear gun: this aircraft has none' })
  })

/**
 * A ground piece (003 Ground fire, lines 649-777): it lies on the table, never moves, belongs to the team whose
 * scenario places it, and is silenced (not destroyed) by `silencedAt` points of damage.
 */
export const groundFile = z
  .strictObject({
    id,
    name: z.string().min(1),
    kind: z.enum(['trench', 'aa-gun', 'aamg', 'target']),
    /** an AA machine gun's red letter: it "shoots and jams exactly like A- or B-firing aircraft" (lines 714-716) */
    fire: letter.nullable(),
    /** the points of damage that silence it (5 for trenches, AA guns and AA machine guns, lines 670, 690-691, 726-727) */
    silencedAt: z.number().int().min(1).max(99),
    /** 000's Soft Targets (000 lines 546-552): its infantry fire stops once it has taken one or more points of damage */
    firesUntilHit: z.literal(true).optional(),
    base: id,
    sources: z.array(z.string().min(1)).min(1),
    notes: z.string(),
  })
  .superRefine((g, ctx) => {
    if (g.kind === 'aamg' && g.fire === null) ctx.addIssue({ code: 'custom', path: ['fire'], message: 'an AA machine gun is A- or B-firing: give its red letter' })
    if (g.kind !== 'aamg' && g.fire !== null) ctx.addIssue({ code: 'custom', path: ['fire'], message: 'only an AA machine gun fires like an aircraft' })
    if (g.firesUntilHit && g.kind !== 'trench') ctx.addIssue({ code: 'custom', path: ['firesUntilHit'], message: "only a piece that fires infantry fire as a trench does (kind 'trench') stops once hit" })
  })

const cardMove = z.union([
  z.strictObject({ straight: cm }),
  z.strictObject({ arc: z.strictObject({ radius: cm, angle: z.number().gt(0).max(180) }) }),
  z.strictObject({ slip: z.strictObject({ forward: cm, lateral: cm }) }),
  z.strictObject({ immelmann: z.strictObject({ forward: cm }) }),
])

const manoeuvreCard = z
  .strictObject({
    n: z.number().int().min(1).max(99),
    name: z.string().min(1),
    move: cardMove,
    straight: z.boolean().optional(),
    steep: z.boolean().optional(),
    stall: z.boolean().optional(),
    immelmann: z.boolean().optional(),
    turn: z.enum(['left', 'right']).optional(),
    altitude: z.enum(['climb', 'dive']).optional(),
  })
  .superRefine((c, ctx) => {
    const kind = Object.keys(c.move)[0]
    if ((kind === 'arc' || kind === 'slip') && !c.turn)
      ctx.addIssue({ code: 'custom', path: ['turn'], message: `a ${kind} card needs a turn direction (left or right)` })
    if ((kind === 'straight' || kind === 'immelmann') && c.turn)
      ctx.addIssue({ code: 'custom', path: ['turn'], message: `a ${kind} card has no turn direction` })
    if (c.stall && !c.steep) ctx.addIssue({ code: 'custom', path: ['stall'], message: 'a stall is a steep manoeuvre: set steep too' })
    if (c.straight && kind !== 'straight') ctx.addIssue({ code: 'custom', path: ['straight'], message: 'only a straight move can carry the straight symbol' })
    if (c.straight && c.altitude) ctx.addIssue({ code: 'custom', path: ['straight'], message: 'climb and dive cards are not straights' })
    if (c.stall && c.altitude) ctx.addIssue({ code: 'custom', path: ['stall'], message: 'a climb card is not a stall' })
    if (!!c.immelmann !== (kind === 'immelmann'))
      ctx.addIssue({ code: 'custom', path: ['immelmann'], message: 'the immelmann flag and the immelmann move go together' })
  })

export const manoeuvreDeckFile = z.union([
  z.strictObject({
    letter,
    title: z.string().min(1),
    reasoning: z.string().min(1),
    cards: z.array(manoeuvreCard).min(3),
  }),
  z.strictObject({
    letter,
    title: z.string().min(1),
    reasoning: z.string().min(1),
    derivedFrom: z.strictObject({ deck: letter, without: z.array(z.number().int().min(1)) }),
  }),
])

const damageSpecial = z.enum(['jam', 'explosion', 'rudder-left', 'rudder-right', 'wounded', 'engine', 'smoke', 'fire'])

export const damageDeckFile = z.strictObject({
  letter,
  title: z.string().min(1),
  composition: z.string().min(1),
  cards: z
    .array(
      z
        .strictObject({
          count: z.number().int().min(1).max(100),
          points: z.number().int().min(0).max(20).nullable(),
          special: z.array(damageSpecial).optional(),
          jam: z.enum(['green', 'red']).optional(),
        })
        .superRefine((c, ctx) => {
          const jam = c.special?.includes('jam') ?? false
          if (jam !== (c.jam !== undefined))
            ctx.addIssue({ code: 'custom', path: ['jam'], message: 'a jammed-guns card has a green or red cross, and only it has one' })
          const boom = c.special?.includes('explosion') ?? false
          if (boom !== (c.points === null))
            ctx.addIssue({ code: 'custom', path: ['points'], message: 'an explosion card shows the symbol instead of a number (points: null), and only it' })
        }),
    )
    .min(1),
})

const placement = z
  .strictObject({
    edge,
    rulers: z.number().min(0).max(20).optional(),
    cm: z.number().min(0).max(1000).optional(),
    along: z.number().min(0).max(1).optional(),
    alongCm: z.number().min(0).max(1000).optional(),
  })
  .refine((p) => (p.rulers === undefined) !== (p.cm === undefined), { message: 'give the distance from the edge in rulers or in cm, not both' })
  .refine((p) => (p.along === undefined) !== (p.alongCm === undefined), { message: 'give the place along the edge as a fraction (along) or in cm (alongCm), not both' })

const scenarioPlane = z.strictObject({
  id,
  aircraft: id,
  team: id,
  place: placement,
  bulletChecker: z.boolean().optional(),
  /** the ace's manoeuvring abilities (003 lines 962-967, 1175-1180): daredevil, acrobatic, free-immelmann */
  aceSkills: aceSkills.optional(),
  /** the observer's special abilities (003 lines 948-953) */
  observerSkills: aceSkills.optional(),
  /** 004's generic ace abilities: the pilot is an ace */
  ace: z.literal(true).optional(),
  crew: crewNames.optional(),
  /** overrides the aircraft's red letters for this plane in this scenario; null takes a gun away */
  fire: z
    .strictObject({ front: letter.nullable().optional(), rear: letter.nullable().optional() })
    .refine((f) => f.front !== undefined || f.rear !== undefined, { message: 'name the front or the rear gun whose red letter changes, e.g. {"front": "A"}' })
    .optional(),
  /** 003 Incendiary Bullets (lines 635-647) */
  incendiary: z.literal(true).optional(),
  /** 003 Bombing (lines 823-824): the points of each group of bombs the plane carries */
  bombs: z.array(z.number().int().min(1).max(100)).min(1).max(10).optional(),
  /** the scenario's bomb run (003 Wings over the Flanders, A Hard Task): the bombs fall on the target the bomber passes over, at `maxLevel` or lower */
  bombRun: z.strictObject({ maxLevel: z.number().int().min(0).max(30).optional() }).optional(),
  /** 003 Le Prieur Rockets (line 606): the rocket counters on the plane's control board */
  rockets: z.number().int().min(1).max(2).optional(),
  /** a reconnaissance plane: the target or trench cards it is to photograph (003 Raid over Istriana, Outnumbered!) */
  camera: z.array(id).min(1).max(8).optional(),
  /** 003 Altitude: the level it starts at, where the scenario says ("German planes and the balloon start at an altitude of 3"); 2 when not given */
  altitude: z.number().int().min(1).max(30).optional(),
  /** kept off the table until turn `turn`, then put at the one of `places` its seat chose in secret (engine/rules/entering.ts) */
  enters: z
    .strictObject({ turn: z.number().int().min(2).max(100), places: z.record(id, placement).refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 8, { message: 'one place, or a few to choose from' }), altitude: z.number().int().min(1).max(30).optional() })
    .optional(),
})

/** how a scenario scores (content/types.ts ScenarioScore; evaluated by engine/scoring) */
const pieceKind = z.enum(['aeroplane', 'balloon', 'trench', 'aa-gun', 'aamg', 'target'])
const scoreCondition = z.enum(['balloons-gone', 'photographed', 'photo-exited', 'bombed'])
export const scoreTerm = z
  .strictObject({
    team: z.string().min(1).max(80),
    points: z.number().int().min(-100).max(100),
    when: z.enum(['destroyed', 'exited', 'on-fire', 'damaged', 'silenced', 'damage', 'bomb-points', 'photographed', 'observer-lost', 'manned', 'waited', 'game']),
    of: z.enum(['own', 'enemy']).optional(),
    kinds: z.array(pieceKind).min(1).max(6).optional(),
    planes: z.array(z.string().min(1).max(80)).min(1).max(64).optional(),
    edge: z.enum(['own', 'other']).optional(),
    max: z.number().int().min(1).max(100).optional(),
    if: scoreCondition.optional(),
    unless: scoreCondition.optional(),
  })
  .refine((t) => (t.when === 'game') === (t.of === undefined), { message: "a term counts the pieces 'of' its team ('own') or its enemies ('enemy'), except a 'game' term" })
  .refine((t) => t.edge === undefined || t.when === 'exited', { message: "'edge' says by which edge an 'exited' piece left" })
  .refine((t) => t.max === undefined || t.when === 'damage', { message: "'max' caps the 'damage' points of one piece" })
export const scenarioScore = z
  .strictObject({
    terms: z.array(scoreTerm).min(1).max(64),
    /** scores kept separately, a player to each plane (003 Look Up!'s variant; engine/scoring playerScores) */
    separate: z.literal(true).optional(),
    win: z
      .strictObject({
        team: z.string().min(1).max(80),
        over: z.number().int().min(-100).max(100),
        marginal: z.number().int().min(-100).max(100).optional(),
        decisive: z.number().int().min(-100).max(100).optional(),
        draw: z.boolean().optional(),
      })
      .optional(),
  })
  .refine((s) => !s.separate || s.win === undefined, { message: "scores kept separately ('separate') are won by the player with more points, not by a 'win' threshold" })
  .refine((s) => !s.separate || s.terms.every(separateTerm), {
    message: "scores kept separately ('separate') count only 'damage' of the enemy's pieces, credited to the plane that dealt it, and terms 'of' the 'own' aeroplanes, each counted for its own plane",
  })

/** A term a plane can score for itself alone (ScenarioScore.separate): damage its fire dealt, or its own fate. */
function separateTerm(t: z.infer<typeof scoreTerm>): boolean {
  if (t.when === 'damage') return t.of === 'enemy'
  return t.of === 'own' && (t.kinds === undefined || (t.kinds.length === 1 && t.kinds[0] === 'aeroplane'))
}

/** a balloon or a ground piece a scenario places (content.aircraft names its type) */
const scenarioPiece = z.strictObject({
  id,
  type: id,
  team: id,
  place: placement,
  altitude: z.number().int().min(0).max(30).optional(),
  /** 003 Using Balloons with the Altitude Rules (lines 576-577): a balloon's climb counters ("two climb counters each") */
  climbs: z.number().int().min(0).max(2).optional(),
})

const scenarioOptions = z.strictObject({ specialDamage: z.boolean().optional(), altitude: z.boolean().optional() })
const endsWhenGone = z.array(id).min(1)
const scenarioBalloons = z.strictObject({ winch: z.number().int().min(1).max(100).optional(), observers: z.number().int().min(1).max(10).optional(), barrage: z.array(id).min(2).max(16).optional(), burnOut: z.literal(true).optional() })

const players = z.strictObject({ min: z.number().int().min(1), max: z.number().int().min(1) })
/** 003 Ground fire: who fires the AA guns (lines 679-706: 'player'; 773-783: 'solo'); `nearest`: at the nearest aircraft (Look Up!'s variant) */
const scenarioGroundFire = z.strictObject({ aa: z.enum(['solo', 'player']), nearest: z.literal(true).optional() })

export const scenarioFile = z.strictObject({
  id,
  title: z.string().min(1),
  source: z.string().min(1),
  blurb: z.string().min(1),
  players,
  rules: z.array(z.string().min(1)).min(1),
  /** the optional rules the scenario needs ("Rules needed: ... Special damage optional rule"), on by default when it is chosen */
  options: scenarioOptions.optional(),
  table: z.strictObject({ width: cm, depth: cm }),
  teams: z.array(z.strictObject({ id, name: z.string().min(1), side, edge })).min(2),
  planes: z.array(scenarioPlane).min(1),
  pieces: z.array(scenarioPiece).optional(),
  victory: z.enum(['last-standing', 'score']),
  /** the teams whose aircraft all gone end the game ("The game ends when the aircraft leaves the gaming surface or is destroyed") */
  endsWhenGone: endsWhenGone.optional(),
  /** 003 Altitude: the teams whose players choose their aircraft's starting levels (A Hard Task: "The German player chooses the altitude of the aircraft") */
  levelsChosen: endsWhenGone.optional(),
  balloons: scenarioBalloons.optional(),
  /** 003 Ground fire: who fires the AA guns, when the scenario's text says (lines 679-706: 'player'; 773-783: 'solo'); else New game's choice */
  groundFire: scenarioGroundFire.optional(),
  /** how the scenario is scored, in place of 003's 1, 2 and -1 (engine/scoring) */
  score: scenarioScore.optional(),
  /** other line-ups and rules (003's "Variants"); each field given replaces the scenario's */
  variants: z.array(
    z.strictObject({
      id,
      title: z.string().min(1),
      planes: z.array(scenarioPlane).min(1),
      pieces: z.array(scenarioPiece).optional(),
      score: scenarioScore.optional(),
      options: scenarioOptions.optional(),
      endsWhenGone: endsWhenGone.optional(),
      levelsChosen: endsWhenGone.optional(),
      balloons: scenarioBalloons.optional(),
      /** how many play the variant, where it differs ("This scenario can be played by two players") */
      players: players.optional(),
      /** 'plane': a seat to every plane, a player to each ("two players on the same side, with one plane each") */
      seating: z.literal('plane').optional(),
      /** the planes whose airmen choose their abilities in New game, and how many each if the book says (003 Twin Targets, line 1551) */
      aceChoice: z.strictObject({ planes: z.array(id).min(1), count: z.number().int().min(0).max(3).optional() }).optional(),
      /** the seats, where the book shares a team's planes and pieces out its own way (003 A Lonely Sentinel: "One of the two Germans controls the aircraft, and the other controls the anti-aircraft batteries"): each plane named once; a piece named by none stays with its team's first seat */
      seats: z
        .array(z.strictObject({ id, name: z.string().min(1), holds: z.array(id).min(1) }))
        .min(2)
        .refine((seats) => new Set(seats.flatMap((s) => s.holds)).size === seats.flatMap((s) => s.holds).length, { message: 'a plane or a piece is held by one seat' })
        .optional(),
      groundFire: scenarioGroundFire.optional(),
      notes: z.string().optional(),
    }),
  ),
  notes: z.string(),
})

/**
 * An opening book (assets/openings/): a bot's first-turn plans for a scenario's planes, each with the weight it is drawn
 * with, worked out offline (electron/bench/opening-book.ts). `key` is the fingerprint of the setup it was worked out
 * for (shared/bots/search/opening-book.ts openingKey): a game set up in any other way does not use it.
 */
export const openingFile = z.strictObject({
  scenario: id,
  variant: id.nullable(),
  key: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits (openingKey)'),
  /** how it was made, for a reader: the tool, the level and settings, the runs and seeds */
  made: z.string().min(1),
  planes: z.record(
    id,
    z
      .array(z.strictObject({ cards: z.array(z.string().regex(/^[A-Z][0-9]{2}$/, 'must be a card id like B12')).min(1).max(3), weight: z.number().gt(0).max(1) }))
      .min(1)
      .max(64),
  ),
})

export type TableFile = z.infer<typeof tableFile>
export type AircraftFile = z.infer<typeof aircraftFile>
export type ManoeuvreDeckFile = z.infer<typeof manoeuvreDeckFile>
export type ManoeuvreCardFile = z.infer<typeof manoeuvreCard>
export type DamageDeckFile = z.infer<typeof damageDeckFile>
export type ScenarioFile = z.infer<typeof scenarioFile>
export type GroundFile = z.infer<typeof groundFile>
