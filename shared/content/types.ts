/**
 * Content: everything about the game that is data rather than rules. The files live in `assets/` and are
 * checked by the schemas in `schema.ts` when they are loaded.
 */

export type Side = 'allied' | 'central'
export type TurnDirection = 'left' | 'right'
export type DamageSpecial = 'jam' | 'explosion' | 'rudder-left' | 'rudder-right' | 'wounded' | 'engine' | 'smoke' | 'fire'

/** How a manoeuvre card moves the base, in the card's frame (cm, degrees). */
export type CardMove =
  | { straight: number }
  | { arc: { radius: number; angle: number } }
  | { slip: { forward: number; lateral: number } }
  | { immelmann: { forward: number } }

export interface ManoeuvreCard {
  /** unique within the game: deck letter and card number, e.g. "B12" */
  id: string
  deck: string
  /** the number printed on the card */
  n: number
  name: string
  move: CardMove
  /** the upward-arrow symbol */
  straight: boolean
  /** the diamond symbol */
  steep: boolean
  /** a steep manoeuvre with a short arrow */
  stall: boolean
  /** the downward-arrow symbol */
  immelmann: boolean
  /** the little arrow in the lower left corner, which a jammed rudder forbids */
  turn: TurnDirection | null
  /** the two cards the altitude rules add */
  altitude: 'climb' | 'dive' | null
}

export interface ManoeuvreDeck {
  letter: string
  title: string
  reasoning: string
  /** all cards, altitude cards included, in card-number order */
  cards: ManoeuvreCard[]
}

export interface DamageCard {
  /** deck letter and position, e.g. "A07" */
  id: string
  deck: string
  /** damage points; null on an explosion card, which shows the symbol instead of a number */
  points: number | null
  special: DamageSpecial[]
  /** colour of the cross on a jammed-guns card */
  jam: 'green' | 'red' | null
}

export interface DamageDeck {
  letter: string
  title: string
  composition: string
  cards: DamageCard[]
}

export interface ModelLook {
  wings: 'monoplane' | 'biplane' | 'triplane' | 'sesquiplane' | 'parasol' | 'balloon' | 'none'
  /** pusher engines sit behind the pilot (D.H.2) */
  layout: 'tractor' | 'pusher'
  engine: 'rotary' | 'inline' | 'radial' | 'none'
  colours: { fuselage: string; wings: string; accent: string }
}

/**
 * What stands on the table. Aeroplanes fly; balloons stay where they are put (003 Balloon busting, line 551); the
 * ground pieces lie on the table (003 Ground fire, lines 649-777): trench cards, anti-aircraft guns, anti-aircraft
 * machine guns, and target cards for bombs and photographs.
 */
export type PieceKind = 'aeroplane' | 'balloon' | 'trench' | 'aa-gun' | 'aamg' | 'target'
export type GroundKind = 'trench' | 'aa-gun' | 'aamg' | 'target'

/**
 * A type of piece: an aircraft or balloon (assets/aircraft/), or a ground piece (assets/ground/, turned into this
 * shape by the loader: no nation, no side, no manoeuvre deck; the team that places it fights with it).
 */
export interface AircraftType {
  id: string
  name: string
  kind: PieceKind
  /** '' for a ground piece */
  nation: string
  /** null for a ground piece */
  side: Side | null
  /** the blue letter; null for balloons */
  manoeuvreDeck: string | null
  /** the red letters: front guns and, for two-seaters, rear guns (an AA machine gun's letter is its front gun) */
  fire: { front: string | null; rear: string | null }
  /** the green number (a ground piece: the points that silence it, 003 lines 670 and 744) */
  damagePoints: number
  /** a ground piece whose infantry fire stops once it has taken a point of damage (000's Soft Targets, lines 546-552) */
  firesUntilHit?: true
  ceiling: number
  climbRate: number
  twoSeater: boolean
  /**
   * 003 Special Rule for Roland C.II (lines 287-291): its rear gun, on a high ring, "can ignore both the blind spot
   * and the firing arc when firing at targets at higher altitude" (with the altitude rules)
   */
  rearRing?: true
  base: string
  model: ModelLook
  /** where in the rule documents the aircraft is named */
  sources: string[]
  notes: string
}

export interface Nation {
  id: string
  name: string
  side: Side
  /** how its aircraft are marked: roundel colours from outside in, or a cross */
  marking: { kind: 'roundel'; rings: string[] } | { kind: 'cross'; colour: string; field: string }
}

export interface ArcSpec {
  /** the full opening of the arc, degrees */
  opening: number
}

export interface TableGeometry {
  /** the range ruler's length; its first half is short range */
  ruler: number
  /** two stands closer than this cannot both stand there: the models touch (Overlapping during Movement) */
  standClearance: number
  bases: Record<string, { width: number; depth: number }>
  arcs: { front: ArcSpec; rear: ArcSpec }
  sources: string
}

export type Edge = 'north' | 'south' | 'east' | 'west'

export interface ScenarioPlacement {
  /** the table edge the plane starts from; it faces the opposite edge */
  edge: Edge
  /** distance from that edge, in rulers */
  rulers?: number
  /** distance from that edge, in cm */
  cm?: number
  /** where along the edge, 0 to 1 from the left end as seen from the edge looking in (or alongCm) */
  along?: number
  /** where along the edge in cm from that left end, in place of `along` (003: "35 cm from the left side") */
  alongCm?: number
}

/**
 * An ace's special ability (the list, its sets and words: engine/rules/aces/abilities.ts):
 * - 003's pilots-only set (lines 957-981): 'daredevil', 'acrobatic', 'good-at-evading', 'good-at-escaping', 'exceptional';
 * - 003's individual abilities of pilots and observers (lines 983-1002): 'technical-eye', 'perfect-aim', 'sniper', 'itchy-trigger';
 * - 003's aircraft abilities (lines 1004-1030): 'bullet-checker', 'incendiary', 'chivalrous';
 * - 'free-immelmann' (003 lines 1175-1177, Face to Face's ace Pfalz): never forced to fly a straight after an Immelmann
 *   or a Split-S (a straight or a stall before it still needed), with no limit;
 * - 004's D10 table where it differs from 003 (lines 382-424): 'anticipation', 'shooting-eye', 'longevity',
 *   'daredevil-once', 'tenacity', 'sniper-behind', 'acrobat-once'.
 */
export type AceSkill =
  | 'daredevil'
  | 'acrobatic'
  | 'good-at-evading'
  | 'good-at-escaping'
  | 'exceptional'
  | 'technical-eye'
  | 'perfect-aim'
  | 'sniper'
  | 'itchy-trigger'
  | 'bullet-checker'
  | 'incendiary'
  | 'chivalrous'
  | 'free-immelmann'
  | 'anticipation'
  | 'shooting-eye'
  | 'longevity'
  | 'daredevil-once'
  | 'tenacity'
  | 'sniper-behind'
  | 'acrobat-once'

/** A plane's crew, named (a campaign's airmen; a scenario's aces): shown on the table and credited with its victories. */
export interface CrewNames {
  pilot?: string
  observer?: string
}

export interface ScenarioPlane {
  id: string
  aircraft: string
  team: string
  place: ScenarioPlacement
  /** a pilot who ignores jams with a green cross (ace ability used by some scenarios) */
  bulletChecker?: boolean
  /** the pilot's special abilities (003 Special abilities, lines 946-1030; Face to Face's aces, lines 1175-1180): AceSkill */
  aceSkills?: AceSkill[]
  /** the observer's special abilities (003 lines 948-953: never the pilots-only set) */
  observerSkills?: AceSkill[]
  /** 004's generic ace abilities (lines 346-360): the pilot is an ace (five victories or more) */
  ace?: true
  /** the airmen's names */
  crew?: CrewNames
  /**
   * overrides the aircraft's red letter of a gun it has, for this plane in this scenario (003 Look up!: a captured
   * Nieuport 17 "pretending it is A-firing"); null takes the gun away. compileRules applies it, so the engine, fire
   * resolution, views and the renderer all see the overridden letter.
   */
  fire?: { front?: string | null; rear?: string | null }
  /** 003 Incendiary Bullets (lines 635-647): the plane carries incendiary bullets */
  incendiary?: true
  /** 003 Bombing (lines 823-824): the bomber's load, the points of each group of bombs (a single load is one group) */
  bombs?: number[]
  /** 003 Le Prieur Rockets (line 606): the rocket counters on the plane's control board ("two rocket counters") */
  rockets?: number
  /** a reconnaissance plane (003 Raid over Istriana, Outnumbered!): the ids of the target or trench cards it is to photograph */
  /** the scenario's bomb run (003 Wings over the Flanders, A Hard Task): bombs fall on the target passed over */
  bombRun?: { maxLevel?: number }
  camera?: string[]
  /** 003 Altitude: the level it starts at, where the scenario says ("German planes and the balloon start at an altitude of 3") */
  altitude?: number
  /**
   * kept off the table until turn `turn` (003 A Lonely Sentinel: "At the end of the second turn, he shows the card and
   * puts the Albatros on the German side ... It will move and fire normally from the third turn onward": turn 3), at
   * one of `places` its seat chooses in secret before turn 1 ({left, right}), or at its one place (A Hard Task: "At the
   * start of the second turn, a Halberstadt D.III arrives at the far left corner"); `place` is then where it would
   * stand, not used. `altitude`: its level with the altitude rules (2 when not given)
   */
  enters?: { turn: number; places: Record<string, ScenarioPlacement>; altitude?: number }
}

/**
 * A piece that is not an aeroplane, placed by a scenario: a balloon or a ground piece. `type` names its entry in
 * content.aircraft (assets/aircraft/ for balloons, assets/ground/ for the rest).
 */
export interface ScenarioPiece {
  id: string
  type: string
  team: string
  place: ScenarioPlacement
  /** 003 Balloons with the altitude rules (lines 576-577): the level a balloon starts at */
  altitude?: number
  /** 003 Using Balloons with the Altitude Rules (lines 576-577): its climb counters ("two climb counters each") */
  climbs?: number
}

export interface ScenarioTeam {
  id: string
  name: string
  side: Side
  /** the table edge that is this team's own side */
  edge: Edge
}

export interface ScenarioVariant {
  id: string
  title: string
  planes: ScenarioPlane[]
  /** the variant's pieces, in place of the scenario's (absent: the scenario's) */
  pieces?: ScenarioPiece[]
  /** the variant's scoring, in place of the scenario's (absent: the scenario's) */
  score?: ScenarioScore
  /** the optional rules the variant needs ("If Altitude rules are in use"), in place of the scenario's */
  options?: Scenario['options']
  /** the teams whose aircraft all gone end the game, in place of the scenario's (sides reversed) */
  endsWhenGone?: string[]
  /** the teams whose players choose their aircraft's starting levels, in place of the scenario's */
  levelsChosen?: string[]
  /** the balloons' rules, in place of the scenario's (Bailing Out's observers, line 795) */
  balloons?: Scenario['balloons']
  /** how many play the variant, where it differs from the scenario (003 Look Up!: "two players on the same side") */
  players?: { min: number; max: number }
  /**
   * 'plane': every plane has a seat of its own whatever New game's choice of seats, a player to each (003 Look Up!'s
   * variant: "two players on the same side, with one plane each"); a team of pieces alone keeps its one seat
   */
  seating?: 'plane'
  /**
   * The seats, whatever New game's choice of seats, where the book shares a team's planes and pieces out its own way
   * (003 A Lonely Sentinel's three players: "One of the two Germans controls the aircraft, and the other controls the
   * anti-aircraft batteries"): each seat's name and the planes and pieces it holds; a piece no seat holds stays with
   * its team's first seat
   */
  seats?: { id: string; name: string; holds: string[] }[]
  /** 003 Ground fire: who fires the AA guns and how the ground fire picks its targets, in place of the scenario's */
  groundFire?: Scenario['groundFire']
  /**
   * the planes whose pilots (and observers) choose their abilities in New game, and how many each if the book says
   * (003 Twin Targets, line 1551: "each pilot choosing two ace skills"); their data's abilities are the default
   * (rules/aces/choice.ts)
   */
  aceChoice?: { planes: string[]; count?: number }
  /** what the variant is and how it was read */
  notes?: string
}

/**
 * What a score term counts, once per piece it selects (shared/engine/scoring): 'destroyed' (an aircraft shot down,
 * exploded, out of control or crashed; a balloon shot down or exploded), 'exited' (left the table, `edge` saying by
 * which), 'on-fire' (a balloon not destroyed with flame counters), 'damaged' (a balloon not destroyed nor on fire that
 * holds damage cards), 'silenced' (a ground piece), 'damage' (each point of damage the piece holds, at most `max`),
 * 'bomb-points' (each point its bombs scored, 003 line 834), 'photographed' (it took its photograph), 'observer-lost'
 * (each observer of a balloon eliminated, 003 Bailing Out), 'manned' (a balloon still up at the end with an observer
 * aboard: "not on the ground and still has at least one observer on it at the end of the game"), 'waited' (each turn a
 * balloon ended aloft with an observer aboard before its owner ordered it down: A Race against Time), and 'game' (once,
 * whatever happened: a term with a condition alone)
 */
export type ScoreWhen = 'destroyed' | 'exited' | 'on-fire' | 'damaged' | 'silenced' | 'damage' | 'bomb-points' | 'photographed' | 'observer-lost' | 'manned' | 'waited' | 'game'

/**
 * A condition a term needs (`if`) or is void under (`unless`), judged when the piece left the game for a piece that
 * left it, else at the end: 'balloons-gone' (no balloon still up), 'photographed' (a plane has taken its photograph),
 * 'photo-exited' (a plane holding its photograph has left the table), 'bombed' (bombs have hit a target card, fully
 * or in part)
 */
export type ScoreCondition = 'balloons-gone' | 'photographed' | 'photo-exited' | 'bombed'

/** One line of a scenario's victory conditions, e.g. "The German player loses 12 points if his plane is destroyed". */
export interface ScoreTerm {
  /** the team that scores the points */
  team: string
  /** points per piece (for 'damage' and 'bomb-points', per point); negative for a loss */
  points: number
  when: ScoreWhen
  /** whose pieces: the scoring team's own or its enemies' (not for 'game') */
  of?: 'own' | 'enemy'
  /** what kinds of piece (absent: aeroplanes) */
  kinds?: PieceKind[]
  /** only these pieces, by id */
  planes?: string[]
  /** 'exited': by the piece's own team's edge, or by any other */
  edge?: 'own' | 'other'
  /** 'damage': at most this many points from one piece ("up to a maximum of 5 per card") */
  max?: number
  if?: ScoreCondition
  unless?: ScoreCondition
}

/**
 * How a scenario is scored (003 Scenarios, lines 1034-): its terms, and for a one-sided scenario the winning
 * threshold ("The German player wins if he scores more than zero points: Up to 3 points is a marginal victory; 7
 * points or more is a decisive one"). Without `win` the team with more points wins, equal is a draw.
 */
export interface ScenarioScore {
  terms: ScoreTerm[]
  /**
   * Scores kept separately (003 Look Up!'s variant, lines 1240-1249: "Scores are kept separately: The winner is the one
   * scoring more points"): each aeroplane of the scoring team scores its own terms, for its player. A 'damage' term
   * counts the points that plane's fire dealt (its `max` awarded for the first points by moment; when one phase's fire
   * from several planes passes it, each scores as if it had fired alone); an 'own' term counts that plane alone. No
   * other term, and no `win`: the plane with more points wins, equal points a draw (GameResult.players).
   */
  separate?: true
  win?: {
    team: string
    /** the team wins with more than this; else its enemy wins */
    over: number
    /** a win of this many points or fewer is marginal */
    marginal?: number
    /** a win of this many points or more is decisive */
    decisive?: number
    /** exactly `over` is a draw ("Zero is a tie"), not a loss */
    draw?: boolean
  }
}

export interface Scenario {
  id: string
  title: string
  source: string
  blurb: string
  players: { min: number; max: number }
  /** the rules the scenario needs, e.g. ["basic"] */
  rules: string[]
  /** the optional rules it needs ("Rules needed: ... Special damage optional rule"), on by default when it is chosen */
  options?: { specialDamage?: boolean; altitude?: boolean }
  table: { width: number; depth: number }
  teams: ScenarioTeam[]
  planes: ScenarioPlane[]
  /** balloons and ground pieces */
  pieces?: ScenarioPiece[]
  victory: 'last-standing' | 'score'
  /**
   * the teams whose aircraft, once all gone (shot down or off the table), end the game, in place of "the last player
   * having planes on the table": a scenario of attackers and pieces ("The game ends when the aircraft leaves the
   * gaming surface or is destroyed", 003 Into the Mud and the balloon scenarios)
   */
  endsWhenGone?: string[]
  /**
   * 003 Altitude: the teams whose players choose the starting levels of their aircraft, 1 to 3, in New game (A Hard
   * Task: "The German player chooses the altitude of the aircraft"; A Race against Time's variant: "The Allied player
   * may choose any altitude he wants for each of his planes"); the others start where the scenario puts them
   */
  levelsChosen?: string[]
  /** 003 Balloon busting: the balloons winched down by order, `winch` turns after it (A Race against Time); the observers on each (Bailing Out) */
  balloons?: {
    winch?: number
    observers?: number
    /** 003 Balloon Barrages (lines 803-816): the balloons (piece ids) of the barrage in line order, with the altitude rules */
    barrage?: string[]
    /** the game is not over while a balloon burns, until it is on the ground or destroyed (A Race against Time with altitude, lines 1505-1507) */
    burnOut?: true
  }
  /**
   * 003 Ground fire: who fires the AA guns, where the scenario's text says (GameSetup.groundFire); New game's choice
   * otherwise. `nearest`: the computer's ground fire "always shoots at the nearest aircraft (measure to any part of the
   * aircraft card)" (003 Look Up!'s variant, line 1242)
   */
  groundFire?: { aa: 'solo' | 'player'; nearest?: true }
  /** how the scenario is scored, in place of 003's 1, 2 and -1 (victory 'score') */
  score?: ScenarioScore
  variants: ScenarioVariant[]
  notes: string
}

/**
 * A bot's first-turn plans for a scenario's planes (assets/openings/; shared/bots/search/opening-book.ts), drawn by
 * weight where the game is set up exactly as `key` says.
 */
export interface OpeningBook {
  /** the file's id: the scenario's, with its variant after two dashes */
  id: string
  scenario: string
  variant: string | null
  key: string
  made: string
  /** each plane's plans by its id, the weights summing to 1 */
  planes: Record<string, { cards: string[]; weight: number }[]>
}

export interface Content {
  table: TableGeometry
  nations: Record<string, Nation>
  aircraft: Record<string, AircraftType>
  manoeuvreDecks: Record<string, ManoeuvreDeck>
  damageDecks: Record<string, DamageDeck>
  scenarios: Record<string, Scenario>
  /** every manoeuvre card by id */
  cards: Record<string, ManoeuvreCard>
  /** every damage card by id */
  damageCards: Record<string, DamageCard>
  /** the bots' opening books by id (OpeningBook) */
  openings: Record<string, OpeningBook>
}
