/**
 * The rules a game was set up with, in words a newcomer reads, for the lobby: a guest sees what the host chose
 * before the game starts. The comments name the rule document each option comes from.
 *
 * Players read names, not document codes (issue 26): the rulesets are "Basic", "Advanced", "Tactical Rules v6" and
 * the rules are grouped as "Advanced", "House rules", "Tactical Rules v6". Each rule's `source` (the document, its
 * section, its lines) is for the "rule source" line New game folds away and for docs; no player text built here
 * carries it.
 */
import type { RulesOptions } from '../engine/types'

const ILLEGAL: Record<RulesOptions['illegalPlan'], string> = {
  // the full rulebook (003)
  straight: 'A manoeuvre a plane may not fly is flown as a straight instead',
  // the basic rules (000)
  stress: 'A manoeuvre a plane may not fly is flown as a straight, and the plane takes an A damage card',
  // the tournament rules (004)
  'out-of-control': 'A manoeuvre a plane may not fly sends it out of control: the plane is lost',
}

/** 003's optional rules and 004's house rules the game plays (docs/rules.md), each an option that is off by default. */
export type OptionalRule = 'altitude' | 'overdive' | 'collisions' | 'specialDamage' | 'aim' | 'disruption' | 'blindSpots' | 'tailing' | 'deflection' | 'oppositeTurns' | 'ammunition' | 'twinGunJamming' | 'orderOfFiring' | 'singleGunADeck' | 'jamRoll' | 'woundTiers' | 'engineShotDown' | 'smokeBeforeReveal' | 'overlapFire' | 'bumpDie' | 'blindSpotOneCard' | 'burningExit' | 'realThing' | 'collisionDamage000' | 'blindSpotLevels000' | 'collisionsBySilhouette004' | 'diceAltitude004' | 'randomArchie000' | 'playerArchie000' | 'missionRules000' | 'adjustAim' | 'acesGeneric004' | 'acesD10Table004'

export interface OptionalRuleInfo {
  option: OptionalRule
  /** its name, as New game's checkbox says it */
  label: string
  /** what it does, in one line */
  line: string
  /** where it is written */
  source: string
  /**
   * the document: 003's optional rules make the "003 with the optional rules" ruleset; 004's house rules are ticked
   * one by one; 000's variants make the "000 Tactical Rules v6" ruleset with 003's optional rules
   */
  document: '003' | '004' | '000'
  /** another rule it changes, which must be in force for it to count */
  needs?: OptionalRule
  /** the rules it is played in place of, when they are on too (000's blind spot for 003's) */
  replaces?: readonly OptionalRule[]
  /** 003's Altitude section: a choice of its own, never part of a ruleset's preset ("include all the rules in this section") */
  section?: 'altitude'
}

/**
 * The rulesets New game offers, named for players (issue 26), each with what it means in a line and the documents
 * behind it for the rule-source line: 003 is the rulebook, 000 a players' rewrite of it ("Tactical Rules v6").
 */
export const RULESETS = {
  basic: { label: 'Basic', line: 'the rulebook\'s basic game: only the points, jams and explosions on the damage cards count', source: '003, the basic game' },
  optional: { label: 'Advanced', line: 'the basic game with the rulebook\'s optional rules: special damage, aim, disruption, blind spots, tailing', source: '003, Optional Rules' },
  tactical: {
    label: 'Tactical Rules v6',
    line: "a players' rewrite of the rules: the optional rules with its own variants; a manoeuvre a plane may not fly costs an A damage card; no explosions in the A and B decks",
    source: '000, Tactical Rules v6 (with 003\'s Optional Rules)',
  },
  custom: { label: 'Custom', line: 'the rules ticked below', source: '003, 004 and 000, each rule its own' },
} as const

/** The groups New game lists the optional rules under, named for players: whose rules they are. */
export const RULE_GROUPS: Record<OptionalRuleInfo['document'], { label: string; line: string; source: string }> = {
  '003': { label: 'Advanced', line: "the rulebook's optional rules", source: '003, Optional Rules' },
  '004': { label: 'House rules', line: "rules players added to the game, each ticked on its own", source: "004, players' house rules" },
  '000': { label: 'Tactical Rules v6', line: "a players' rewrite of the rules: its own variants", source: '000, Tactical Rules v6' },
}

/** In the order New game lists them. */
export const OPTIONAL_RULES: readonly OptionalRuleInfo[] = [
  {
    option: 'specialDamage',
    label: 'Special damage',
    line: 'the symbols on damage cards count: a jammed rudder, a wounded pilot or observer, a damaged engine (kept secret), smoke and flame (shown)',
    source: '003, Optional Rules',
    document: '003',
  },
  {
    option: 'aim',
    label: 'Aim',
    line: 'from the second phase in a row that a gun fires at the same plane, each card that does damage does one more',
    source: '003, Optional Rules',
    document: '003',
  },
  {
    option: 'disruption',
    label: 'Disruption',
    line: 'a plane that took damage in a phase has no aim bonus and no tailing the next phase',
    source: '003, Optional Rules',
    document: '003',
  },
  {
    option: 'blindSpots',
    label: 'Blind spots for rear guns',
    line: 'a rear gun cannot fire at a plane close behind its own tail',
    source: '003, Two-Seaters',
    document: '003',
  },
  {
    option: 'tailing',
    label: 'Tailing',
    line: "a plane on an enemy's tail sees its cards one by one and may put its own in another order",
    source: '003, Optional Rules',
    document: '003',
  },
  {
    option: 'adjustAim',
    label: 'Adjusting the aim',
    line: "with AA guns placed by their players, a counter on the table may be moved up to a ruler (or a level up or down), delayed or retired before a round",
    source: '003, Ground Fire Optional Rules',
    document: '003',
  },
  {
    option: 'altitude',
    label: 'Altitude',
    line: 'planes fly at levels 0 to 3 on their pegs with the climb and dive cards; one level apart short range counts as long, two apart no shot',
    source: '003, Altitude',
    document: '003',
    section: 'altitude',
  },
  {
    option: 'overdive',
    label: 'Overdive',
    line: 'with Altitude: a dive just after a stall, if a straight follows, loses two levels',
    source: '003, Altitude Optional Rules',
    document: '003',
    section: 'altitude',
    needs: 'altitude',
  },
  {
    option: 'collisions',
    label: 'Collisions',
    line: 'with Altitude: planes whose bases overlap at the same level (both with climb counters, or both without) take a C damage card each',
    source: '003, Altitude Optional Rules',
    document: '003',
    section: 'altitude',
    needs: 'altitude',
  },
  {
    option: 'deflection',
    label: 'Deflection',
    line: 'a shot from dead astern or dead ahead (base to base, nose or tail) scores one more for each card that does damage',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'oppositeTurns',
    label: 'No snap turns',
    line: 'after a turn one way, no turn the other way until a straight is flown; such a card is flown as a straight',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'ammunition',
    label: 'Ammunition',
    line: 'each gun has 6 damage cards of ammunition, one spent a shot; when they are gone it cannot fire',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'twinGunJamming',
    label: 'Twin guns jam one at a time',
    line: 'an A gun may jam one of its twin guns or both; with one jammed it fires at B, or clears it in three manoeuvres without firing',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'orderOfFiring',
    label: 'Order of firing',
    line: 'planes firing at the same target fire nearest first; once it is downed, the others do not fire',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'singleGunADeck',
    label: 'Single machinegun with the A deck',
    line: 'B guns draw from the A deck, each card worth half its points, rounded up',
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'realThing',
    label: 'Shoot at the real thing',
    line: "the ruler must reach the plane's drawing (its model seen from above), not just its base, and only the drawings block the line of fire",
    source: "004, players' house rules",
    document: '004',
  },
  {
    option: 'collisionsBySilhouette004',
    label: 'Collisions by silhouette',
    line: "planes whose bases overlap, the larger's base over the smaller's drawing, draw a left or right arrow each: the same arrow and they collide, 3 A damage cards each, one more if the other explodes (in place of the Altitude rules' collisions; with Altitude only at the same level)",
    source: "004, players' house rules, Collisions",
    document: '004',
    replaces: ['collisions', 'collisionDamage000'],
  },
  {
    option: 'diceAltitude004',
    label: 'Altitude on a die',
    line: "levels 1 to 6 on a die, from 3: each card climbs (straights only, half as far), descends (not steep; straights twice as far) or stays level; firing at another level needs a climb or dive towards it and adds half a ruler a level; diving adds a card; overlapping at one level, 4 A cards each (not with the Altitude rules)",
    source: "004, players' house rules, Altitude",
    document: '004',
  },
  {
    option: 'acesGeneric004',
    label: 'Aces: generic abilities',
    line: 'planes marked "Ace pilot" in New game can be tailed only by another ace, fire before planes without an ace, and choose when they fire at a target shared with planes without an ace',
    source: "004, players' house rules, Aces (lines 346-360)",
    document: '004',
  },
  {
    option: 'acesD10Table004',
    label: "Aces: the D10 table",
    line: "with generic abilities: an ace may also hold the table's specific abilities (Anticipation, Shooting eye, Longevity, Tenacity and the others), chosen or rolled on a ten-sided die in New game",
    source: "004, players' house rules, Aces (lines 374-424)",
    document: '004',
    needs: 'acesGeneric004',
  },
  {
    option: 'jamRoll',
    label: 'Jams cleared by a die',
    line: 'a jam puts two counters on the guns; one goes after each manoeuvre that is not steep nor an Immelmann, the last only on a die roll of 4 or more',
    source: '000, Tactical Rules v6, Jammed Guns',
    document: '000',
  },
  {
    option: 'woundTiers',
    label: 'Wounds by the count',
    line: 'with special damage, a wounded pilot or observer loses aimed fire and jams longer; two wounds: no fire, and a pilot flies home; three: dead',
    source: '000, Tactical Rules v6, Aircrew Wounded',
    document: '000',
    needs: 'specialDamage',
  },
  {
    option: 'engineShotDown',
    label: 'Second engine damage shoots down',
    line: 'with special damage, a second engine damage card shoots the plane down instead of exploding it',
    source: '000, Tactical Rules v6, Engine Damage',
    document: '000',
    needs: 'specialDamage',
  },
  {
    option: 'smokeBeforeReveal',
    label: 'Smoke before the first card',
    line: 'with special damage, a smoke counter goes before each turn\'s first card is revealed, and a second smoke card sets the plane on fire',
    source: '000, Tactical Rules v6, Smoke',
    document: '000',
    needs: 'specialDamage',
  },
  {
    option: 'overlapFire',
    label: 'Overlapping planes fire',
    line: "planes whose bases overlap may fire at each other with the pilot's guns, one card, if the target's centre is in the arc; a plane overlapping another cannot tail",
    source: '000, Tactical Rules v6, Overlapping',
    document: '000',
  },
  {
    option: 'bumpDie',
    label: 'Bumps settled by a die',
    line: 'when stands would collide, each plane rolls a die: the highest moves first as planned, the others give way in the order of the dice',
    source: '000, Tactical Rules v6, Overlapping',
    document: '000',
  },
  {
    option: 'blindSpotOneCard',
    label: "Rear gunner's blind spot: one card",
    line: 'a rear gun firing at short range at a plane behind its own tail draws one damage card, not two (in place of Blind spots for rear guns)',
    source: '000, Tactical Rules v6, Blind Spots for Rear Gunners',
    document: '000',
    replaces: ['blindSpots'],
  },
  {
    option: 'burningExit',
    label: 'Burning planes that leave',
    line: 'with special damage, a burning plane that leaves the table takes an A damage card for each flame counter left, and may be shot down by them',
    source: '000, Tactical Rules v6, Exiting the Gaming Surface',
    document: '000',
    needs: 'specialDamage',
  },
  {
    option: 'collisionDamage000',
    label: 'Collisions: an A card each',
    line: 'with Collisions: two planes that collide take an A damage card each, not a C card',
    source: '000, Tactical Rules v6, Collisions',
    document: '000',
    section: 'altitude',
    needs: 'collisions',
  },
  {
    option: 'blindSpotLevels000',
    label: "Rear gunner's blind spot across levels",
    line: 'with Altitude: a rear gun cannot fire behind its own tail at a plane a level lower, nor at one at its level within half a ruler (in place of the blind spots above)',
    source: '000, Tactical Rules v6, Blocked Aim',
    document: '000',
    section: 'altitude',
    needs: 'altitude',
    replaces: ['blindSpots', 'blindSpotOneCard'],
  },
  {
    option: 'randomArchie000',
    label: 'Random Archie',
    line: "AA guns no player aims fire at the closest aircraft in two rulers (a friend on a die roll of 1), not near a balloon: an A damage card with special damage aims right, then a C card for the target and each aircraft overlapping it; four phases to reload (in place of the rulebook's AA guns that no player aims)",
    source: '000, Tactical Rules v6, Random Archie',
    document: '000',
  },
  {
    option: 'playerArchie000',
    label: 'Player controlled Archie',
    line: "AA guns placed by their players put the marker within two rulers at every level, never over the gun, with no balloon rules: it hits only the aircraft over it at its level (the rulebook's: a shorter reach higher up, and balloons near it hit)",
    source: '000, Tactical Rules v6, Player Controlled Archie',
    document: '000',
  },
  {
    option: 'missionRules000',
    label: 'Mission rules',
    line: "line-up on target: a plan may declare, with a right or left turn, that the plane lines up on an enemy target (a target card, trench, gun or balloon) within two rulers on that side, turning only as far as points it at the target; and the two-seaters' observation arcs, between wing and tail, are shown with their fire arcs",
    source: '000, Tactical Rules v6, Mission Rules',
    document: '000',
  },
]

/**
 * 003's Altitude Optional Rules that are a choice of a level or a place rather than a tick (issue 12): New game offers
 * them under Altitude, each with its line and source as the ticked rules have.
 */
export const ALTITUDE_TABLE: Record<'floor' | 'cloudCover' | 'fields', { label: string; line: string; source: string }> = {
  floor: {
    label: 'Flying higher',
    line: 'a floor, the lowest level a plane may fly at (diving below it loses the plane); the ceiling is 3 higher, and each aircraft has its own ceiling; planes start between the two',
    source: '003, Altitude Optional Rules, Flying Higher (lines 433-456)',
  },
  cloudCover: {
    label: 'Cloud cover',
    line: 'a level above the ceiling planes may climb to: there they are hidden, cannot fire or be fired at, and their cards are stacked until a dive or a Split-S brings them down',
    source: '003, Altitude Optional Rules, Cloud Cover (lines 457-473)',
  },
  fields: {
    label: 'Landing fields',
    line: "a field at each side's own table edge: a plane at level 0 with climb counters lands with a dive, a straight and a stall, and takes off with a stall, a straight and a climb; off a field it crashes",
    source: '003, Altitude, Landings, Takeoffs, and Crashes (lines 379-423)',
  },
}

/**
 * 004's "Turn less" Game (lines 149-160, the option `turnless`): a choice of three, not a tick. New game offers it
 * after 004's house rules with its line and source; the lobby and the saves say the one in force.
 */
export const TURNLESS = {
  label: 'Turn-less game',
  line: 'no new plan of three cards each turn: each plane keeps a queue of cards, flies its first card each phase, and puts one new card at the back of the queue before the next phase',
  source: '004, players\' house rules, The "Turn less" Game (lines 149-160)',
  choices: {
    off: 'Off: a plan of three cards each turn',
    three: 'A queue of three: each card flies three phases after it is played (the house rule)',
    two: "A queue of two: each card flies two phases after it is played (the designer's reply)",
  },
  /** where each choice is written, for the rule-source line */
  choiceSources: { off: '004', three: '004, lines 149-152', two: '004, lines 153-160' },
} as const satisfies { label: string; line: string; source: string; choices: Record<NonNullable<RulesOptions['turnless']>, string>; choiceSources: Record<NonNullable<RulesOptions['turnless']>, string> }

/** The optional rules in force, in OPTIONAL_RULES' order (one that changes another counts only with it). */
export function optionalRulesOn(o: Partial<RulesOptions>): OptionalRuleInfo[] {
  const counts = (r: OptionalRuleInfo): boolean => o[r.option] === true && (!r.needs || counts(OPTIONAL_RULES.find((q) => q.option === r.needs)!))
  const on = OPTIONAL_RULES.filter(counts)
  return on.filter((r) => !on.some((q) => q.replaces?.includes(r.option)))
}

export function rulesInWords(o: RulesOptions): string[] {
  return [
    ILLEGAL[o.illegalPlan],
    `Range ruler ${o.ruler} cm: short range up to ${o.ruler / 2} cm`,
    // 004's tournament rule and 000 take them out
    o.explosionsInAB ? 'Explosion cards stay in the A and B damage decks' : 'No explosion cards in the A and B damage decks',
    o.turnLimit > 0 ? `The game ends after turn ${o.turnLimit}` : 'Played until one side is left',
    // 003's optional rules, only those in force (none in the basic game); their sources: ruleSourcesInWords
    ...optionalRulesOn(o).map((r) => `${r.label}: ${r.line}${r.option === 'ammunition' && o.ammunitionCards !== undefined ? ` (this game: ${o.ammunitionCards})` : ''}`),
    // the altitude table's levels (issue 12), with the altitude rules
    ...(o.altitude && o.floor !== undefined ? [`${ALTITUDE_TABLE.floor.label}: floor at level ${o.floor}, ceiling at level ${o.floor + 3}`] : []),
    ...(o.altitude && o.cloudCover !== undefined ? [`${ALTITUDE_TABLE.cloudCover.label}: the clouds at level ${o.cloudCover}`] : []),
    // 004's turn-less game (issue 11), when on
    ...(o.turnless === 'three' || o.turnless === 'two' ? [`${TURNLESS.label}: ${TURNLESS.line}; ${TURNLESS.choices[o.turnless].replace(/^A q/, 'a q')}`] : []),
  ]
}

/**
 * Where each rule in force is written ("Aim: 003, Optional Rules"), for the lobby's and the table's rule-source line:
 * the document codes and lines a player need not read, kept apart from rulesInWords.
 */
export function ruleSourcesInWords(o: Partial<RulesOptions>): string[] {
  return [
    ...optionalRulesOn(o).map((r) => `${r.label}: ${r.source}`),
    ...(o.altitude && o.floor !== undefined ? [`${ALTITUDE_TABLE.floor.label}: ${ALTITUDE_TABLE.floor.source}`] : []),
    ...(o.altitude && o.cloudCover !== undefined ? [`${ALTITUDE_TABLE.cloudCover.label}: ${ALTITUDE_TABLE.cloudCover.source}`] : []),
    ...(o.turnless === 'three' || o.turnless === 'two' ? [`${TURNLESS.label}: ${TURNLESS.source}; ${TURNLESS.choiceSources[o.turnless]}`] : []),
  ]
}
