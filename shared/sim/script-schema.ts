/**
 * The format of a scripted game (docs/script-format.md), as a zod schema: the setup, the plans of every turn, fire
 * choices, the damage cards to be drawn and what is expected at the end. A script is checked against it before it is
 * run (script.ts), and a malformed one is refused with every problem named.
 */
import { z } from 'zod'
import { aceSkills, crewNames } from '../content/schema'
import { rulesChoiceSchema } from '../engine/options'

const id = z.string().min(1).max(64)
const target = id.nullable()
const damageOrder = z.record(z.string().regex(/^[A-Z]$/), z.array(z.string().regex(/^[A-Z][0-9]{2}$/, 'a damage card id is a deck letter and two digits, like A07')))

/** a run of fire already under way: the target and how many phases in a row (003 Aim) */
const aimStreak = z.strictObject({ target: id, phases: z.number().int().min(1) }).nullable()

const scriptPlane = z.strictObject({
  id,
  aircraft: id,
  team: id,
  seat: id.optional(),
  x: z.number().finite(),
  y: z.number().finite(),
  heading: z.number().finite(),
  bulletChecker: z.boolean().optional(),
  /** the ace's manoeuvring abilities (003 lines 962-967, 1175-1180): daredevil, acrobatic, free-immelmann */
  aceSkills: aceSkills.optional(),
  observerSkills: aceSkills.optional(),
  ace: z.literal(true).optional(),
  crew: crewNames.optional(),
  fire: z.strictObject({ front: z.string().regex(/^[A-Z]$/).nullable().optional(), rear: z.string().regex(/^[A-Z]$/).nullable().optional() }).optional(),
  /** 003 Altitude: the level the plane starts at (with options.altitude) */
  altitude: z.number().int().min(0).max(20).optional(),
  /** 003 Bombing (lines 823-824): the load, the points of each group of bombs */
  bombs: z.array(z.number().int().min(1).max(99)).min(1).max(10).optional(),
  /** 003 Raid over Istriana, Outnumbered!: the cards (piece ids) the plane is to photograph */
  camera: z.array(id).min(1).optional(),
  /** 003 Incendiary Bullets (lines 635-647) */
  incendiary: z.literal(true).optional(),
  /** 003 Le Prieur Rockets (line 606): the rocket counters on the plane's board */
  rockets: z.number().int().min(1).max(2).optional(),
  /** kept off the table until turn `turn`, then put at the place its seat chose (turns.enter), or its one place (engine/rules/entering.ts) */
  enters: z.strictObject({ turn: z.number().int().min(2), places: z.array(z.strictObject({ id, x: z.number().finite(), y: z.number().finite(), heading: z.number().finite() })).min(1).max(8) }).optional(),
  /** damage already taken and effects already on the plane when the script starts */
  start: z
    .strictObject({
      /** 003 Altitude: climb counters already on the plane */
      climbs: z.number().int().min(0).max(20).optional(),
      damage: z.array(z.string().regex(/^[A-Z][0-9]{2}$/, 'a damage card id is a deck letter and two digits, like A07')).optional(),
      effects: z
        .strictObject({
          rudder: z.strictObject({ dir: z.enum(['left', 'right']), turn: z.number().int().min(1) }).nullable().optional(),
          wounds: z.number().int().min(0).max(1).optional(),
          observerWounded: z.boolean().optional(),
          engine: z.number().int().min(0).max(1).optional(),
          smoke: z.number().int().min(0).max(3).optional(),
          flame: z.number().int().min(0).max(3).optional(),
          aim: z.strictObject({ front: aimStreak, rear: aimStreak }).optional(),
        })
        .optional(),
    })
    .optional(),
})

/**
 * fire choices of one plane: a target, null to hold, or a target (or null) per arc; with `rockets` (003 Le Prieur
 * Rockets, lines 606-612) that many counters are fired at the front target in place of the guns; `perfectAim`: 003
 * Perfect aim (lines 991-992) declared; `fireAfter`: 004's ace lets the non-aces fire before him (line 360); `snipe`:
 * the arc whose airman tries a bull's-eye (003 Sniper, lines 994-998; 004 Sniper, line 412); `tenacity`: the arc firing
 * with 004 Tenacity (line 408)
 */
export const fireChoice = z.union([target, z.strictObject({ front: target.optional(), rear: target.optional(), rockets: z.union([z.literal(1), z.literal(2)]).optional(), perfectAim: z.literal(true).optional(), fireAfter: z.literal(true).optional(), snipe: z.enum(['front', 'rear']).optional(), tenacity: z.enum(['front', 'rear']).optional() })])

/**
 * 003 Ground fire (lines 679-697, 744-759): where an AA gun's owner puts the artillery counter ({x, y}, level with
 * altitude; retire with Adjusting the Aim)
 */
export const archieOrder = z.strictObject({ x: z.number().finite().optional(), y: z.number().finite().optional(), level: z.number().int().min(1).max(5).optional(), retire: z.literal(true).optional() })

/** 003 Balloon busting: a balloon owner's order, winched down or stopped, observers bailing out (the winch command) */
const winchOrder = z.strictObject({ down: z.boolean().optional(), bail: z.literal(true).optional() })

/** a plan, a fire order, an artillery counter or a balloon order the engine must refuse, and words its reason must contain */
const refusal = z.union([
  z.strictObject({ plane: id, plan: z.array(z.string()), reason: z.string().min(1) }),
  /** 003 Flying Higher: a seat's agreement to move the floor, refused before the turn's agreements (turns.floor) */
  z.strictObject({ seat: id, floor: z.number().int().min(0).max(20).nullable(), reason: z.string().min(1) }),
  z.strictObject({ plane: id, phase: z.union([z.literal(1), z.literal(2), z.literal(3)]), fire: fireChoice, reason: z.string().min(1) }),
  /** 003 Ground fire: an artillery counter refused (turns.archie), tried when the game asks for the gun before that phase's reveal */
  z.strictObject({ gun: id, phase: z.union([z.literal(1), z.literal(2), z.literal(3)]), archie: archieOrder, reason: z.string().min(1) }),
  /** 003 Balloon busting: a balloon order refused (turns.winch), tried before the turn's winch orders */
  z.strictObject({ balloon: id, winch: winchOrder, reason: z.string().min(1) }),
])

/** what a played script must show (docs/script-format.md, Expectations) */
const expectations = z.strictObject({
  /** events that must happen, in this order (others may come between): each names its type and any fields to match */
  events: z.array(z.looseObject({ type: z.string() })).optional(),
  /** events that must not happen: none may match any of these */
  absent: z.array(z.looseObject({ type: z.string() })).optional(),
  /** planes as they end the script: any fields of their state to match */
  planes: z.record(id, z.record(z.string(), z.unknown())).optional(),
  /** the game's result (null: still undecided), or any fields of it to match */
  result: z.record(z.string(), z.unknown()).nullable().optional(),
  /** with setup.campaign: the report's victories, all of them in order, each with any fields to match (victim, how, turn, phase, by) */
  credits: z.array(z.record(z.string(), z.unknown())).optional(),
})

/** a balloon or ground piece (issue 13): its type (assets/aircraft/ balloons, assets/ground/ pieces), team and place */
const scriptPiece = z.strictObject({
  id,
  type: id,
  team: id,
  seat: id.optional(),
  x: z.number().finite(),
  y: z.number().finite(),
  heading: z.number().finite(),
  /** a balloon's level with the altitude rules */
  altitude: z.number().int().min(0).max(20).optional(),
  /** damage already taken and counters already on it (a balloon's flame counters) when the script starts */
  start: scriptPlane.shape.start,
})

export const scriptSchema = z.strictObject({
  format: z.literal('overdive-script'),
  title: z.string().optional(),
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1),
  setup: z.strictObject({
    table: z.strictObject({ width: z.number().min(10).max(1000), depth: z.number().min(10).max(1000) }),
    teams: z.array(z.strictObject({ id, name: z.string(), side: z.enum(['allied', 'central']), edge: z.enum(['north', 'south', 'east', 'west']) })).optional(),
    planes: z.array(scriptPlane).min(1),
    /** balloons and ground pieces (issue 13) */
    pieces: z.array(scriptPiece).optional(),
    options: rulesChoiceSchema.optional(),
    victory: z.enum(['last-standing', 'score']).optional(),
    /** the teams whose aircraft, once all gone, end the game (a scenario of attackers and pieces) */
    endsWhenGone: z.array(id).min(1).optional(),
    /** 003 Altitude, Landings (lines 379-381): landing fields, each a rectangle square to the table's edges (centre x, y; width, depth in cm) */
    fields: z.array(z.strictObject({ id, x: z.number().finite(), y: z.number().finite(), width: z.number().finite(), depth: z.number().finite() })).optional(),
    /**
     * 003 Balloon busting, the balloons' rules as a scenario sets them (GameSetup.balloons): `downAfter`, the agreed turn
     * at whose end they are on the ground (lines 553-555; 12 when not given, without altitude); `winch`, on the ground
     * that many turns after their owner's order instead (A Race against Time); `observers` on each (Bailing Out, lines
     * 795-801); `barrage`, the balloons of a barrage in line order (lines 803-816, with altitude); `burnOut`, the game
     * not over while a balloon burns
     */
    balloons: z
      .strictObject({
        downAfter: z.number().int().min(1).max(100).optional(),
        winch: z.number().int().min(1).max(100).optional(),
        observers: z.number().int().min(1).max(10).optional(),
        barrage: z.array(id).min(2).max(16).optional(),
        burnOut: z.literal(true).optional(),
      })
      .optional(),
    /** 003 Ground fire: who fires the AA guns, 'solo' (the default) or 'player' (their owners place the counters, turns[].archie) */
    groundFire: z.strictObject({ aa: z.enum(['solo', 'player']) }).optional(),
    /** a campaign's sortie (003 lines 919-928): the engine keeps who damaged whom, and the game record lists the victories (engine/scoring/victories.ts) */
    campaign: z.literal(true).optional(),
  }),
  /** what planes with a target do when a phase gives no choice for them */
  autoFire: z.enum(['nearest', 'hold']).default('nearest'),
  /** damage cards to deal first, per deck, before turn 1 */
  damage: damageOrder.optional(),
  turns: z
    .array(
      z.strictObject({
        /**
         * 003 Flying Higher (lines 442-447): before the plans, seats agree to move the floor, in the order given: per
         * seat, the floor it agrees to (null withdraws its agreement)
         */
        floor: z.record(id, z.number().int().min(0).max(20).nullable()).optional(),
        plans: z.record(id, z.array(z.string())),
        /** planes kept off the table: per plane, the place its seat chooses in secret before turn 1's first card (the 'enter' command) */
        enter: z.record(id, id).optional(),
        /** 000 Collisions (line 456): planes whose pilots declare ramming with this turn's plan (the plan command's ram) */
        ram: z.array(id).optional(),
        /** 004 dice altitude: per plane, what each card of its plan does with the level, 'up', 'down' or 'level' (the plan command's dice) */
        dice: z.record(id, z.array(z.enum(['up', 'down', 'level']))).optional(),
        /** 003 Bombing (lines 825-826): per bomber, the groups of its load (by index) dropped with the card of each slot (the plan command's drop) */
        drop: z.record(id, z.array(z.strictObject({ slot: z.number().int().min(0).max(2), groups: z.array(z.number().int().min(0)).min(1) }))).optional(),
        /** 000 Line-up on Target (lines 556-558): per plane, the slot of a turn card and the target it lines up on (the plan command's lineUp) */
        lineUp: z.record(id, z.array(z.strictObject({ slot: z.number().int().min(0).max(2), target: id })).min(1).max(3)).optional(),
        /** per phase ("1", "2", "3"): per plane, a target, null to hold, or targets per arc */
        fire: z.partialRecord(z.enum(['1', '2', '3']), z.record(id, fireChoice)).optional(),
        /**
         * the aces' answers at the firing (engine/fire-choices.ts): per phase ("1", "2", "3"), per sniper the cards it
         * gives its target (003 Sniper, lines 994-998; left out: the first cards drawn), and per plane that may evade the
         * card it ignores, or null (003 Good at evading, lines 966-967; left out: none)
         */
        snipe: z.partialRecord(z.enum(['1', '2', '3']), z.record(id, z.array(z.string().regex(/^[A-Z][0-9]{2}$/)).min(1).max(4))).optional(),
        evade: z.partialRecord(z.enum(['1', '2', '3']), z.record(id, z.string().regex(/^[A-Z][0-9]{2}$/).nullable())).optional(),
        /**
         * 004's turn-less game: per phase ("2", "3"), the card each flying plane puts behind its queue before it; with
         * 004's Anticipation (line 388), "3": the third card of each anticipating pilot's plane (its plan has two)
         */
        queue: z.partialRecord(z.enum(['2', '3']), z.record(id, z.string())).optional(),
        /** 003 Technical eye (lines 985-989): before the plans, per plane, the plane its ace looks at (the look command) */
        look: z.record(id, id).optional(),
        /** 003 Tailing: per tailing plane, its cards in a new order when shown the tailed plane's first ("1") or second ("2") card */
        reorder: z.record(id, z.partialRecord(z.enum(['1', '2']), z.array(z.string()))).optional(),
        /** 003 Planes on the Ground: per plane on the ground, where its owner puts its base before the second card (null or absent: it stays) */
        taxi: z.record(id, z.strictObject({ x: z.number(), y: z.number(), heading: z.number() }).nullable()).optional(),
        /**
         * 003 Ground fire (lines 679-697, 744-759), with setup.groundFire 'player': per phase ("1", "2", "3"), per AA gun
         * the game waits for before that phase's reveal, where its owner puts the artillery counter ({x, y}, level with
         * altitude; retire with Adjusting the Aim); null or absent: the gun does not fire (a counter out is left)
         */
        archie: z.partialRecord(z.enum(['1', '2', '3']), z.record(id, archieOrder.nullable())).optional(),
        /** 003 Balloon busting: per balloon, its owner's order while the turn is planned: winched down or stopped, observers bailing out (the winch command) */
        winch: z.record(id, winchOrder).optional(),
        /** plans and fire orders the engine must refuse this turn */
        refused: z.array(refusal).optional(),
        damage: damageOrder.optional(),
      }),
    )
    .min(1),
  expect: expectations.optional(),
})

export type Script = z.input<typeof scriptSchema>

export class ScriptError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScriptError'
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`).join('; ')
}

/** Parse and check a script; throws a ScriptError naming what is wrong. */
export function parseScript(input: unknown): z.output<typeof scriptSchema> {
  const parsed = scriptSchema.safeParse(input)
  if (!parsed.success) throw new ScriptError(`malformed script: ${describe(parsed.error)}`)
  return parsed.data
}
