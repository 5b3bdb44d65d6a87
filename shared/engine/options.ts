/**
 * The rule options, defined once (issue 11, "one source for each schema"): the game state's schema
 * (engine/state-schema.ts), the protocol's create-game (protocol/messages.ts), scripts (sim/script-schema.ts) and the
 * TypeScript type all come from here. The defaults are the full rulebook's (003) basic game (setup.ts,
 * defaultOptions); every other value is a variant from another rule document or one of 003's optional rules.
 * docs/rules.md gives each one's source.
 */
import { z } from 'zod'

export const rulesOptionsSchema = z.strictObject({
  /**
   * What happens to an illegal manoeuvre when it is revealed.
   * - 'straight': replaced by a straight (003, Planning)
   * - 'stress': replaced by a straight and the plane takes one A card of stress damage, specials ignored (000)
   * - 'out-of-control': the plane goes out of control and is eliminated (004)
   */
  illegalPlan: z.enum(['straight', 'stress', 'out-of-control']),
  /** the range ruler's length in cm; its first half is short range */
  ruler: z.number().finite().min(1).max(200),
  /** keep the explosion cards in the A and B decks (004's tournament rule and 000 take them out) */
  explosionsInAB: z.boolean(),
  /** end the game after this many turns (0: play until one side is left) */
  turnLimit: z.number().int().min(0).max(100_000),
  /** 003 Optional Rules, Special Damage (lines 151-189): rudder, wounds, engine, smoke and flame cards take effect */
  specialDamage: z.boolean().optional(),
  /** 003 Optional Rules, Aim (lines 191-196): from the second phase of fire at the same target, +1 a damaging card */
  aim: z.boolean().optional(),
  /** 003 Optional Rules, Disruption (lines 219-221): a plane that took a point loses its aim and tailing advantage next phase */
  disruption: z.boolean().optional(),
  /** 003 Two-Seaters, Blind Spots for Rear Guns (lines 266-285): no rear fire at a short-range target just behind the tail (with altitude, not at one a level higher) */
  blindSpots: z.boolean().optional(),
  /** 003 Optional Rules, Tailing (lines 198-217): a plane on an enemy's tail sees its cards and may reorder its own */
  tailing: z.boolean().optional(),
  /** 004 Deflection (lines 102-104): a shot from dead astern or ahead, base to base, scores +1 a damaging card */
  deflection: z.boolean().optional(),
  /** 004 Turning (lines 141-147): no turn the opposite way to the last turn without a straight in between */
  oppositeTurns: z.boolean().optional(),
  /**
   * 004 Ammo (lines 108-112): each gun arc has `ammunitionCards` damage cards on its console; a shot's first card
   * comes from them, a second (short range) from the common deck; none left, the gun cannot fire
   */
  ammunition: z.boolean().optional(),
  /** 004 Ammo: the cards each gun arc starts with (line 109: 6; lines 318-322 suggest 8); 6 when absent */
  ammunitionCards: z.number().int().min(1).max(48).optional(),
  /**
   * 004 Jamming twin guns (lines 129-135): an A gun jams one or both of its twin guns; with one jammed it fires at B,
   * and each phase it does not fire clears a counter (firing puts all three back)
   */
  twinGunJamming: z.boolean().optional(),
  /** 004 Order of firing (lines 268-278): shots at one target are fired nearest first; once it is downed, the rest are not fired */
  orderOfFiring: z.boolean().optional(),
  /** 004 Firing with a single machinegun (lines 61-67): a B gun fires with the A deck, each card's points halved, rounded up */
  singleGunADeck: z.boolean().optional(),
  /** 004 Shoot at the real thing! (lines 51-58): the ruler must reach the target's silhouette, and only silhouettes block */
  realThing: z.boolean().optional(),
  /**
   * 000 Jammed Guns (lines 255-265): a jam puts two counters on the gun; one goes after each manoeuvre that is not
   * steep nor an Immelmann, the last only on a D6 roll of 4+; a wounded crew's gun takes one more
   */
  jamRoll: z.boolean().optional(),
  /** 000 Aircrew Wounded (lines 285-296), with specialDamage: the pilot's and the observer's 1, 2 and 3 wound tiers */
  woundTiers: z.boolean().optional(),
  /** 000 Engine Damage (line 302), with specialDamage: a second engine damage shoots the plane down (003: it explodes) */
  engineShotDown: z.boolean().optional(),
  /**
   * 000 Smoke (line 308), with specialDamage: a smoke counter goes before each turn's first reveal (003: at the end
   * of the turn); a second smoke card on a smoking plane is a fire card
   */
  smokeBeforeReveal: z.boolean().optional(),
  /**
   * 000 Overlapping (lines 185-187): planes whose bases overlap may fire at each other with the pilot's guns, one card,
   * when the target's centre is in the arc (003: not at all); a plane overlapping another cannot tail
   */
  overlapFire: z.boolean().optional(),
  /** 000 Overlapping (line 183): when stands collide, a D6 each orders who moves first, highest first (003: B cards, smaller first) */
  bumpDie: z.boolean().optional(),
  /**
   * 000 Blind Spots for Rear Gunners (line 233): a rear gun's short-range shot along a line that leaves its base by the
   * flat rear edge draws one card (003's blindSpots: no shot); with both on, this one is played
   */
  blindSpotOneCard: z.boolean().optional(),
  /** 000 Exiting the Gaming Surface (line 195), with specialDamage: a burning plane that leaves the table takes an A card for each flame counter left */
  burningExit: z.boolean().optional(),
  /**
   * 004 Aces (lines 346-360): the GENERIC abilities of every plane whose pilot is an ace (SetupPlane.ace): tailed only
   * by another ace, firing before non-aces, choosing the firing order at a target shared with non-aces
   */
  acesGeneric004: z.boolean().optional(),
  /**
   * 004 Aces, the D10 table (lines 374-424), with acesGeneric004: an ace's SPECIFIC abilities are those of 004's table
   * (Anticipation, Shooting eye, Longevity, ...), chosen or rolled in New game (rules/aces/choice.ts), as well as 003's
   */
  acesD10Table004: z.boolean().optional(),
  /**
   * 003 Altitude (lines 295-377): planes fly at levels 0 to 3 on their pegs, the climb and dive cards join the decks,
   * and firing, blocked aim and tailing look at the levels
   */
  altitude: z.boolean().optional(),
  /** 003 Altitude Optional Rules, Overdive (lines 424-431): a dive just after a stall, with a straight after it */
  overdive: z.boolean().optional(),
  /**
   * 003 Altitude Optional Rules, Flying Higher (lines 433-456): the scenario's floor, the lowest level a plane may fly
   * at (diving below it eliminates the plane); its ceiling is 3 levels higher, and no plane climbs above its own
   * ceiling (the table at line 487). Absent: the basic altitude game, levels 0 to 3.
   */
  floor: z.number().int().min(0).max(20).optional(),
  /**
   * 003 Altitude Optional Rules, Cloud Cover (lines 457-473): the level of the cover, above the starting ceiling;
   * planes may climb to it, and there they wait off the fight, their cards stacked until a dive or a Split-S
   */
  cloudCover: z.number().int().min(1).max(30).optional(),
  /** 003 Altitude Optional Rules, Collisions (lines 474-486): overlapping planes at the same level, both with climb counters or both without, each take a C card */
  collisions: z.boolean().optional(),
  /** 000 Collisions (lines 449-466), with collisions: each collision between two planes deals an A card to each, not a C card */
  collisionDamage000: z.boolean().optional(),
  /**
   * 004 Collisions (lines 118-127): planes whose bases overlap, the larger's base over the smaller's silhouette, draw a
   * left or right arrow each; the same arrow and they collide, 3 A cards each, and an extra one when the other explodes
   * (in place of 003's collisions; with Altitude only planes that could collide by 003's rule)
   */
  collisionsBySilhouette004: z.boolean().optional(),
  /**
   * 000 Blocked Aim (lines 408-411), with Altitude: a rear gun firing behind its own tail cannot fire at a plane a level
   * lower, nor at one at its level within half a ruler (in place of blindSpots and blindSpotOneCard)
   */
  blindSpotLevels000: z.boolean().optional(),
  /**
   * 000 Random Archie (lines 532-545), for AA guns no player aims (groundFire.aa 'solo'), in place of 003's solo rules:
   * loaded at the start, the gun fires at the closest aircraft (a friend only on a D6 of 1), an A card with special
   * damage for the aim (put back in the deck), a C card for the target and each aircraft overlapping it; four phases to reload
   */
  randomArchie000: z.boolean().optional(),
  /**
   * 000 Player Controlled Archie (lines 520-530), with player-placed AA guns: the marker within 2 rulers at every
   * level, never over the gun card, and no balloon rules (003: a shorter reach with height; balloons hit, not aimed past)
   */
  playerArchie000: z.boolean().optional(),
  /**
   * 000 Mission Rules (lines 554-562): Line-up on Target (a plan may declare, with a right or left turn, that the plane
   * lines up on an enemy target within two rulers on that side: it turns only as far as points it at the target), and
   * the Observation Arc (the side arcs between wing and tail, shown for two-seaters)
   */
  missionRules000: z.boolean().optional(),
  /**
   * 003 Ground Fire Optional Rules, Adjusting the Aim (lines 744-759), with player-placed AA guns: before a round the
   * owner may move a counter on the table up to a ruler (with altitude: or a level up or down), say "delayed", or retire it
   */
  adjustAim: z.boolean().optional(),
  /**
   * 004 The "Turn less" Game (lines 149-160): no turns of three new cards, a queue of planned cards instead; after each
   * phase every flying plane puts one card at the back of its queue (rules/turnless.ts).
   * - 'off' (or absent): 003's turns
   * - 'three': the house rule (149-152), three cards queued, each takes effect three phases after it is played
   * - 'two': the designer's reply (153-160), two cards queued, each takes effect two phases after it is played
   */
  turnless: z.enum(['off', 'three', 'two']).optional(),
  /**
   * 004 dice altitude (lines 171-201): levels 1 to 6 on a die, start at 3; each card of a plan climbs (straights only,
   * half their length), descends (no steep card; straights double) or stays level; firing across levels needs a
   * climb or dive towards the target and adds half a ruler a level; a dive adds a card; same level overlaps collide
   * (4 A cards each). Not with 003's altitude nor the turn-less game (rules/dice-altitude-004).
   */
  diceAltitude004: z.boolean().optional(),
})

export type RulesOptions = z.infer<typeof rulesOptionsSchema>

/** The options a client or a script chooses: any of them, the others taking their defaults. */
export const rulesChoiceSchema = rulesOptionsSchema.partial()
