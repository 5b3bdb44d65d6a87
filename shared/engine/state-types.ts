/**
 * The game state, its setup and the events it reports. Everything here is plain JSON, so a state can be saved, sent
 * and compared byte for byte.
 *
 * Below every rule module (docs/architecture.md, "The engine's layers"): the engine's files import their state types
 * from here; the rest of the app imports them, with the commands' types, from types.ts.
 */
import type { AceSkill, CrewNames, Edge, PieceKind, ScenarioScore, Side } from '../content/types'
import type { RngState, Seed } from './rng'

export type PlaneId = string
export type SeatId = string
export type TeamId = string
export type GunArc = 'front' | 'rear'

export type { RulesOptions } from './options'
import type { RulesOptions } from './options'

export interface SetupTeam {
  id: TeamId
  name: string
  side: Side
  /** this team's own table edge */
  edge: Edge
}

export interface SetupSeat {
  id: SeatId
  name: string
  team: TeamId
}

export interface SetupPlane {
  id: PlaneId
  aircraft: string
  team: TeamId
  seat: SeatId
  /** stand position, cm */
  x: number
  y: number
  /** degrees clockwise from north */
  heading: number
  bulletChecker?: boolean
  /** the pilot's special abilities (003 lines 946-1030; Face to Face's aces, lines 1175-1180; rules/aces/abilities.ts) */
  aceSkills?: AceSkill[]
  /** the observer's special abilities (003 lines 948-953) */
  observerSkills?: AceSkill[]
  /** 004's generic ace abilities (lines 346-360): the pilot is an ace */
  ace?: true
  /** the airmen's names (a campaign's) */
  crew?: CrewNames
  fire?: { front?: string | null; rear?: string | null }
  /** 003 Altitude: the level the plane starts at, "at least 1 and no higher than 3" (2 when not given) */
  altitude?: number
  /** a piece that is not an aeroplane: what it is (its type's kind, checked against the content when the game starts) */
  kind?: Exclude<PieceKind, 'aeroplane'>
  /** 003 Incendiary Bullets (lines 635-647): the plane carries the counter for the whole game */
  incendiary?: true
  /** 003 Bombing (lines 823-824): the bomber's load, the points of each group of bombs */
  bombs?: number[]
  /** 003 Le Prieur Rockets (lines 601-633): the rocket counters on the plane's control board (two) */
  rockets?: number
  /** the scenario's bomb run (003 Wings over the Flanders, A Hard Task; rules/bombing/bomb-run.ts): bombs fall on the target card passed over, at `maxLevel` or lower */
  bombRun?: { maxLevel?: number }
  /** a reconnaissance plane (003 Raid over Istriana, Outnumbered!): the target or trench cards it is to photograph */
  camera?: string[]
  /** how the plane starts, for scripted situations: damage cards already taken, effects already on it */
  start?: PlaneStart
  /**
   * A plane kept off the table until turn `turn` (003 A Lonely Sentinel, A Pair of Sentinels, A Hard Task, Into the
   * Mud's variant): 'waiting' until then, put at the place its seat chose in secret (one of `places`; a single place
   * is no choice) when that turn starts (rules/entering.ts). x, y and heading are its first place's.
   */
  enters?: PlaneEntry
}

/** Where and when a plane enters later (SetupPlane.enters). */
export interface PlaneEntry {
  turn: number
  places: EntryPlace[]
}

/** A place a plane may enter at: its name ('left', 'right', 'middle'), the stand's centre (cm) and heading (degrees). */
export interface EntryPlace {
  id: string
  x: number
  y: number
  heading: number
}

/** A plane's state at the start of a scripted game (docs/script-format.md). */
export interface PlaneStart {
  /** damage card ids the plane already holds (taken out of the decks) */
  damage?: string[]
  /** 003 Altitude: climb counters already on the plane */
  climbs?: number
  /** effects of the optional rules already on it (an optional rule must be in force) */
  effects?: Partial<PlaneEffects>
}

/** Everything needed to start a game, with every position resolved. */
export interface GameSetup {
  /** scenario id, or "free-dogfight" */
  scenario: string
  variant: string | null
  title: string
  table: { width: number; depth: number }
  teams: SetupTeam[]
  seats: SetupSeat[]
  planes: SetupPlane[]
  options: RulesOptions
  victory: 'last-standing' | 'score'
  /** the teams whose aircraft, once all gone, end the game (a scenario of attackers and pieces); else the last team flying wins */
  endsWhenGone?: TeamId[]
  /** the scenario's scoring (003 Scenarios), in place of 003's 1, 2 and -1 (engine/scoring) */
  score?: ScenarioScore
  /** 003 Altitude, Landings (lines 379-381): the landing fields on the table (with the altitude rules) */
  fields?: LandingField[]
  /**
   * 003 Observation Balloons (lines 553-555): "the players should agree on a number of turns during which balloons are
   * in the air (for example, 12)": at the end of turn `downAfter` they are on the ground (without the altitude rules;
   * 12 when not given). `winch` (003 A Race against Time): no agreed turn; the owner orders the balloon down and it is on
   * the ground `winch` turns after the order. `observers` (003 Bailing Out, lines 795-801): the observers on each balloon
   */
  balloons?: {
    downAfter?: number
    winch?: number
    observers?: number
    /** 003 Balloon Barrages (lines 803-816): the balloons of the barrage in line order */
    barrage?: PlaneId[]
    /** the game is not over while a balloon burns, until it is on the ground or destroyed (A Race against Time with altitude, lines 1505-1507) */
    burnOut?: true
  }
  /**
   * 003 Ground fire: who fires the teams' AA guns. 'solo' (the default): the solo rules (lines 773-783) fire them;
   * 'player': their owners place the artillery counters (lines 679-706, rules/ground-fire/player-aa.ts). `nearest`: the
   * trenches', AA machine guns' and solo AA guns' fire always shoots at the nearest aircraft, measured to any part of
   * its card (003 Look Up!'s variant, line 1242; rules/ground-fire/nearest.ts)
   */
  groundFire?: { aa: 'solo' | 'player'; nearest?: true }
  /**
   * A campaign's sortie (003 lines 919-928; shared/campaign): the engine keeps who fired at each plane and what it dealt
   * (PlaneEffects.campaign), and at the end a plane that left the table on fire draws its future flame cards, for the
   * report of victories (scoring/victories.ts)
   */
  campaign?: true
}

/** A landing field (003 line 380: "at least 9 x 27 cm"): a rectangle square to the table's edges. */
export interface LandingField {
  id: string
  /** its centre, cm */
  x: number
  y: number
  /** its size across the table (x) and along it (y), cm */
  width: number
  depth: number
}

/**
 * An aeroplane is 'flying' until it leaves the game. A piece that is not an aeroplane (a balloon, a ground piece) is
 * 'standing' while in play: it never plans nor moves, but can be fired at and may fire. A ground piece that takes
 * enough damage is 'silenced' (003 lines 670, 690-691, 725-727); a balloon winched to the ground is 'landed', out of the game
 * but not eliminated (003 lines 580-581). A plane that enters later (SetupPlane.enters) is 'waiting' off the table
 * until it enters, then 'flying'.
 */
export type PlaneStatus = 'flying' | 'standing' | 'shot-down' | 'exploded' | 'exited' | 'out-of-control' | 'crashed' | 'silenced' | 'landed' | 'waiting'

/** An ace's blank counters: the turn each ability that may not be used again at once was used in (rules/aces.ts). */
export interface AceCounters {
  daredevil?: number
  acrobatic?: number
  /** 003 Sniper (lines 994-998) */
  sniper?: number
  /** 003 Perfect aim (lines 991-992): the turn the pilot (front guns) last used it; once per turn */
  'perfect-aim'?: number
  /** the same for the observer's Perfect aim (rear guns) */
  'perfect-aim-rear'?: number
  /** 004's once-a-dogfight Daredevil and Acrobat (lines 404, 420): the turn used; the counter stays for the game */
  'daredevil-once'?: number
  'acrobat-once'?: number
  /** 003 Technical eye (lines 985-989): the turn the plane's ace last looked at another plane's damage cards */
  'technical-eye'?: number
}

/** The counter a plane keeps from its last manoeuvre (rulebook, "Rest of the Turn"). */
export interface LastManoeuvre {
  steep: boolean
  straight: boolean
  immelmann: boolean
}

export interface PlaneStats {
  manoeuvres: number
  shots: number
  cardsDealt: number
  damageDealt: number
  cardsTaken: number
  damageTaken: number
  illegal: number
}

export interface PlaneState {
  id: PlaneId
  aircraft: string
  team: TeamId
  seat: SeatId
  x: number
  y: number
  /** radians clockwise from north */
  h: number
  status: PlaneStatus
  /** when the plane left the game */
  out: { turn: number; phase: number; edge: Edge | null } | null
  /**
   * what a bot seat said of its plan ("turning inside the Camel", PlanCommand.intent): secret until the turn it
   * describes has been flown, then told to all (event 'intent') and cleared
   */
  intent?: string
  /** the three planned card ids: secret to the plane's seat until each is revealed */
  plan: string[] | null
  /** the cards executed so far this turn (after any illegal card was replaced) */
  executed: string[]
  /** counter from the previous manoeuvre; null before the first manoeuvre of the game */
  last: LastManoeuvre | null
  /**
   * an ace's blank counters (rules/aces.ts): the turn each limited ability was used in, put down when the card that
   * used it is revealed and taken away at the end of the next turn (003 line 962: "Use a blank counter to remember
   * that you used the ability and discard it after a turn"); public, like every counter on the table
   */
  aceUsed?: AceCounters
  /** the once-a-game abilities used (003 Good at evading; 004 Tenacity, Sniper): public once the fire is resolved */
  aceSpent?: AceSkill[]
  /** jammed counters per gun arc */
  jam: { front: number; rear: number }
  /** damage card ids taken, in order: secret to the plane's seat */
  damage: string[]
  /** damage cards that had to be shown: jams and explosions */
  shown: string[]
  /** sum of damage points: secret to the plane's seat */
  damageTotal: number
  /**
   * the places in `damage` of cards that counted no points: infantry fire's, of which "only special damage results"
   * count (003 lines 662-666); as secret as the cards. Absent while there are none
   */
  noPoints?: number[]
  stats: PlaneStats
  /** the effects and counters of the optional rules in force; absent in the basic game */
  effects?: PlaneEffects
}

/** A run of fire from one gun arc at one target (003 Aim). */
export interface AimStreak {
  target: PlaneId
  /** consecutive phases this arc has fired at the target, this one included */
  phases: number
}

/**
 * Everything the optional rules keep on a plane (003 Optional Rules and Two-Seaters), in one record. Secret to the
 * plane's seat: the rudder, wounds and engine damage. Public: smoke and flame counters, aim streaks, disruption.
 */
/** 003 Altitude (lines 295-377): where a plane flies, and where it was when the turn began (plans are judged from there). */
export interface AltitudeState {
  level: number
  climbs: number
  /** the aircraft's climb rate (counters for a level), and the lowest and highest levels it may fly at */
  climbRate: number
  floor: number
  top: number
  /** the counter of the last card flown, as the altitude rules read it (a stall before a Split-S, an overdive's dive) */
  counter: AltitudeCounter | null
  /** the level, counters and counter when this turn's plans were made */
  turnStart: { level: number; climbs: number; counter: AltitudeCounter | null; ground?: GroundState }
  /** Landings, Takeoffs, and Crashes (lines 379-419): the plane is on the ground (absent while it flies) */
  ground?: GroundState
  /** Cloud Cover: the cards flown in the clouds since the plane reached them, to be flown when it comes down */
  stack?: string[]
  /** 004 dice altitude: how the card last flown changed the level, shown with the card (rules/dice-altitude-004) */
  dice?: DiceIntent
}

/** 004 dice altitude (lines 171-199): what a plane does with its level during one manoeuvre. */
export type DiceIntent = 'up' | 'down' | 'level'

/**
 * What a campaign's sortie keeps on a plane (scoring/campaign-record.ts) for the report of victories: the fire at it,
 * phase by phase and firer by firer, and how it ended.
 */
export interface CampaignRecord {
  /** each plane's fire at this one in a phase: the cards it dealt, their points, whether one was an explosion */
  fire: { plane: PlaneId; turn: number; phase: number; cards: number; points: number; explosion?: true }[]
  /** it was downed by its flame cards (003 Special Damage, Flame; 004 line 340: 'due to fire') */
  byFire?: true
  /** it left the table on fire and drew its future flame cards as the game ended (003 lines 926-928) */
  exitDraw?: { cards: string[]; points: number; downed: boolean }
  /**
   * 004 Order of firing (line 278): the plane whose shot downed it, shots fired one by one; that plane alone has the
   * kill ("the plane that actually shoots the plane down gains the credit. In other words there are no shared kills")
   */
  downedBy?: PlaneId
}

export interface PlaneEffects {
  /** Special Damage, Rudder Jammed: no turns this way may be planned in turn `turn` */
  rudder: { dir: 'left' | 'right'; turn: number } | null
  /** Special Damage, Crew Wounded: pilot wounds (a second one eliminates the plane) */
  wounds: number
  /** Two-Seaters, Observer Wounded: the rear guns are silent */
  observerWounded: boolean
  /** Special Damage, Engine Damage: engine damage cards taken (a second one explodes the plane) */
  engine: number
  /** Special Damage: the card whose engine damage was the second (the `exploded` event names it); set only then */
  engineOut?: string
  /** Special Damage, Smoke: smoke counters left (one discarded at the end of each turn) */
  smoke: number
  /** Special Damage, Flame: flame counters left (one discarded, with an A card, before each turn's first reveal) */
  flame: number
  /** Aim: the run of fire of each gun arc, null when it did not fire last phase */
  aim: { front: AimStreak | null; rear: AimStreak | null }
  /** Disruption: the phase (turn x 3 + phase) in which the plane last took a point of damage, or -1 */
  hitPhase: number
  /**
   * Crew Wounded: "Take three counters as always ... but do not fire after the manoeuvre executed just after
   * discarding the last one": phases each arc still may not fire once its counters are gone, and the counters seen
   * at the end of the last phase
   */
  woundedJam: { front: number; rear: number }
  jamSeen: { front: number; rear: number }
  /** Tailing: the plane this one tails this turn (public), or null */
  tail: { target: PlaneId; turn: number } | null
  /** Tailing: the tailed plane's cards shown to this plane's seat this turn (secret to that seat) */
  tailSeen: string[]
  /** Tailing: the slot from which this plane may now reorder its cards, while the game waits for it; else null */
  reorder: number | null
  /** 003 Technical eye (lines 985-989): the damage cards its ace last looked at (secret to this plane's seat) */
  looked?: { target: PlaneId; turn: number; phase: number; cards: string[]; total: number }
  /** 004 Turning: the way the last turning card since the last straight turned (public: the cards flown show it) */
  lastTurn: 'left' | 'right' | null
  /** 004 Ammo: the cards left on the console for each gun arc, one spent a shot (public: anyone can count the shots) */
  ammo?: { front: number; rear: number }
  /** 004 Jamming twin guns: the jammed counters of one gun of a twin pair, per arc (public, as counters are) */
  oneGunJammed?: { front: number; rear: number }
  /**
   * 000 Jammed Guns (jamRoll): "Novices and wounded aircrew take one additional 'jammed' counter": that counter per
   * arc, kept secret (it would tell the wound); absent until a wounded crew's gun jams
   */
  jamExtra?: { front: number; rear: number }
  /** 000 Aircrew Wounded (woundTiers): the observer's wounds, secret; absent until the first */
  observerWounds?: number
  /** 003 Altitude: the level, the climb counters and the counter of the last card (public: pegs and counters show them) */
  alt?: AltitudeState
  /**
   * 003 Ground fire, AA guns (lines 679-691): where the artillery counter is, public: 'fired' in the phase (turn x 3 +
   * phase) `phase` its shell burst, 'corner' and 'side' while the gun reloads, 'centre' once loaded again in `phase`.
   * Absent: loaded since the game began
   */
  aa?: {
    counter: 'fired' | 'corner' | 'side' | 'centre' | 'placed'
    phase: number
    /** 'placed' (a player's gun, lines 679-684): where the counter is on the table, cm, and its height with altitude */
    x?: number
    y?: number
    level?: number
    /** the game waits for the gun's owner to place its counter (step 'archie') */
    ask?: true
    /** 000 Random Archie (randomArchie000, line 544): the roundel counters put back on the gun since it fired (1-3; at the 4th it is 'centre', loaded) */
    roundels?: number
  }
  /** 004 Collisions: the planes this one collided with this turn (an explosion gives them an extra card); absent until the first */
  collided?: { turn: number; with: PlaneId[] }
  /** 000 Collisions: the turn whose plan declared ramming (secret to the seat until a collision shows it); absent until declared */
  ram?: number
  /**
   * 004 dice altitude: the plan's climb, descend or level for each card of turn `turn`, by card id (a deck holds one of
   * each, so a tailing reorder keeps them with their cards); secret to the seat, each shown as alt.dice when its card is
   */
  dice?: { turn: number; byCard: Record<string, DiceIntent> }
  /**
   * 003 Balloon busting, winching down (public, the winch is seen): ordered down (or stopped, with the altitude rules,
   * lines 574-583) and, without the altitude rules (A Race against Time), the turn at whose end the order counts from
   */
  winch?: { down: boolean; from: number }
  /**
   * 003 Bailing Out (lines 795-801): a balloon's observers aboard and eliminated (public); `bailing`: ordered out after
   * this round's fire; `waited`: the turns the balloon ended aloft with an observer aboard before it was ordered down
   * (A Race against Time's score, line 1489)
   */
  observers?: { aboard: number; lost: number; bailing?: true; waited?: number }
  /** 003 Bombing (lines 817-896): the load, the drops planned (secret), the bombs falling and where they fell; absent for a plane with no bombs */
  bombs?: BombState
  /** 000 Line-up on Target (rules/line-up-000.ts): the plan's declarations, secret with it until their cards are revealed */
  lineUp?: { turn: number; slot: number; target: PlaneId }[]
  /**
   * scores kept separately (ScenarioScore.separate, 003 Look Up!'s variant): the damage points each plane's fire dealt
   * this piece and when, in order, for the score's "first 5 damage points" (scoring/credit.ts). As public as the
   * piece's damage: a ground piece's cards lie face up (003 line 668). Absent until the first point
   */
  hitBy?: { plane: PlaneId; points: number; turn: number; phase: number }[]
  /** a campaign's sortie (GameSetup.campaign, scoring/campaign-record.ts): the fire at this plane and its end, as secret as its damage */
  campaign?: CampaignRecord
  /** a scenario's photograph of a target card (003 Raid over Istriana, Outnumbered!), public once taken; absent before */
  photo?: { target: PlaneId; turn: number; phase: number }
  /**
   * a plane that enters later with a choice of places (rules/entering.ts): whether its seat has chosen, and the place
   * chosen, secret to the seat until the plane enters ("puts either a left or a right manoeuvre card facedown")
   */
  entry?: { chosen: boolean; place: string | null }
  /**
   * 003 Le Prieur Rockets (lines 601-633): the rocket counters left and the salvoes fired, each to hit or miss after
   * the manoeuvre after the one it was fired in (public: the counters are on the control board, the salvo is seen);
   * `spoiled`: the firer drew a special damage card from enemy fire since; `hit`: the phase (turn x 3 + phase) the
   * plane last drew one. Absent until the plane fires
   */
  rockets?: { left: number; salvoes: RocketSalvo[]; hit?: number }
}

/** 003 Le Prieur Rockets: rockets fired at `target` after the manoeuvre of turn `turn`, phase `phase`. */
export interface RocketSalvo {
  target: PlaneId
  count: number
  turn: number
  phase: number
  spoiled?: true
}

/** 003 Bombing (lines 817-896): a bomber's bombs. */
export interface BombState {
  /** the points of each group of the load (SetupPlane.bombs), and whether each has gone */
  load: number[]
  dropped: boolean[]
  /** the groups to drop with the card of `slot` of turn `turn`: secret to the plane's seat until that card is revealed */
  planned: { turn: number; slot: number; groups: number[] }[]
  /**
   * bomb cards on the table (public): the pose of the bomb card's centre, the markers left (with the altitude rules)
   * and the card they move with
   */
  falling: BombCard[]
  /** where the bombs came down */
  hits: BombHit[]
}

export interface BombCard {
  x: number
  y: number
  h: number
  markers: number
  /** "moved with the same manoeuvre card with which they are placed (stall, short straight, or long straight)" */
  card: string
  points: number
}

export interface BombHit {
  /** the target card hit, or null for a miss */
  target: PlaneId | null
  points: number
  result: 'full' | 'half' | 'miss'
  turn: number
  phase: number
}

export interface FireOption {
  plane: PlaneId
  arc: GunArc
  target: PlaneId
  /** 2: short range (first half of the ruler, two cards), 1: long range (one card) */
  cards: 1 | 2
  /** shortest reachable distance, cm */
  distance: number
}

export interface FireOrder {
  front?: PlaneId | null
  rear?: PlaneId | null
  /** 003 Le Prieur Rockets (lines 608-612): rockets fired at the front target in place of the guns */
  rockets?: { target: PlaneId; count: number }
  /** an ace's declaration with the order, secret until the fire is resolved (rules/aces/declarations.ts): the arc that snipes */
  snipe?: GunArc
  /** 004 Tenacity (line 408): the arc that fires with it */
  tenacity?: GunArc
  /** 003 Perfect aim (lines 991-992): the firing airman declares the +1 Aim bonus (rules/aces/perfect-aim.ts); secret to the seat until fired */
  perfectAim?: true
  /** 004 generic c) (line 360): the ace lets the non-aces firing at his target fire before him (rules/aces/aces-fire-first-004.ts); secret until fired */
  fireAfter?: true
}

export interface DeckPile {
  /** the top card is the last one */
  draw: string[]
  discard: string[]
}

export interface GameResult {
  /** the winning team, or null for a draw */
  winner: TeamId | null
  scores: Record<TeamId, number>
  reason: 'last-standing' | 'no-planes-left' | 'turn-limit'
  /** a scenario's words for the win, where it gives thresholds ("Up to 3 points is a marginal victory; 7 points or more is a decisive one") */
  margin?: 'marginal' | 'decisive'
  /**
   * scores kept separately (ScenarioScore.separate, 003 Look Up!'s variant): each player's points by the id of the
   * plane they flew; `scores` is then each team's sum of them
   */
  players?: Record<PlaneId, number>
  /** with `players`: the plane whose player scored the most ("The winner is the one scoring more points"), `winner` its team; absent on a draw */
  winnerPlane?: PlaneId
}

/**
 * 'tailing': the game waits for tailing planes to reorder their cards (003 Tailing); 'taxiing': for the owners of planes
 * on the ground to place their bases before the second card (003 Planes on the Ground, rules/altitude/ground-move.ts)
 */
/** 'choosing': the fire is drawn and waits for the aces' answers (a sniper's cards, an evader's card: fire-choices.ts) */
export type Step = 'planning' | 'archie' | 'tailing' | 'taxiing' | 'firing' | 'choosing' | 'over'

export interface GameState {
  format: 'overdive-game'
  version: 1
  setup: GameSetup
  /** a 128-bit secret on a host; a small whole number in tools and tests (see rng.ts) */
  seed: Seed
  rng: RngState
  /** commands applied so far; a command may name the seq it was made against */
  seq: number
  turn: number
  /** 0 while planning, then 1 to 3 */
  phase: number
  step: Step
  planes: PlaneState[]
  decks: Record<string, DeckPile>
  /** during the firing step: who may fire at whom */
  fireOptions: FireOption[]
  /** during the firing step: orders given so far (secret until resolved) */
  fireOrders: Record<PlaneId, FireOrder>
  result: GameResult | null
  /** 003 Flying Higher (lines 442-447): the floor each seat has agreed to this turn, before planning (public) */
  floorAgreed?: { turn: number; seats: Record<SeatId, number> }
  /** step 'choosing': the fire drawn, waiting for the aces' answers (secret: fire-choices.ts) */
  choosing?: FireChoices
}

/** One shot's cards drawn and kept while the aces choose (fire-choices.ts): plane indexes, card ids. */
export interface PendingHit {
  firer: number
  arc: GunArc
  target: number
  /** every card drawn for it: a sniper's one more than the target takes */
  cards: string[]
  letter: string
  specialOnly?: true
  neverJams?: true
  /** a sniper's shot (003 Sniper, 004 Sniper): how many of the cards the target takes, and once chosen which */
  snipe?: { ability: 'sniper' | 'sniper-behind'; give: number; given: string[] | null }
  /** 004 Tenacity: the target draws one card more */
  tenacity?: true
}

/** The fire of a phase drawn and waiting for answers: snipers first, then the targets that may evade. */
export interface FireChoices {
  hits: PendingHit[]
  /** the shots fired this phase (what resolveFire returns once the damage is taken) */
  shots: { firer: number; arc: GunArc; target: number }[]
  /** planes (indexes) that may ignore one card (003 Good at evading), with their answer once given (a card id, or null: none) */
  evaders: { plane: number; card?: string | null }[]
  /** 004 Order of firing: the shots still to fire after this one, and what earlier shots downed */
  queue?: { firer: number; arc: GunArc; target: number; cards: 1 | 2; distance: number }[]
  downedBy?: [number, number][]
  exploded?: number[]
  /** the first volley waits (003 Itchy trigger finger, 004's aces: fire-volleys.ts): the second volley's shots, fired once it is settled */
  volley?: { firer: number; arc: GunArc; target: number; cards: 1 | 2; distance: number }[]
}

// ---------------------------------------------------------------- commands

// defined once, in zod (command-schema.ts): the saves and the protocol check commands against the same schema

// ---------------------------------------------------------------- events

/** Who may see an event: everyone, or only the listed seats. */
export type Audience = 'all' | SeatId[]

interface EventBase {
  to: Audience
  turn: number
  phase: number
}

export type GameEvent = EventBase &
  (
    | { type: 'game-started'; scenario: string }
    | { type: 'turn-started' }
    | { type: 'plan-committed'; plane: PlaneId }
    | { type: 'plan-recorded'; plane: PlaneId; cards: string[] }
    | { type: 'manoeuvre-revealed'; plane: PlaneId; card: string }
    | { type: 'illegal-manoeuvre'; plane: PlaneId; card: string; reason: string; outcome: 'replaced' | 'stress' | 'out-of-control'; replacement: string | null }
    /**
     * an ace's ability let the card revealed be flown (rules/aces.ts): `again`, the first turn a limited ability may be
     * used again (its blank counter is on the plane until then); absent for Face to Face's unlimited one
     */
    | { type: 'ace-ability'; plane: PlaneId; card: string; ability: AceSkill; again?: number }
    | { type: 'moved'; plane: PlaneId; card: string; from: { x: number; y: number; h: number }; at: { x: number; y: number; h: number } }
    /** who moves first when stands collide: 003's B cards (`draw`, `draws`), or with 000's bumpDie the D6 rolls (`rolls`, ties rolled again) */
    | { type: 'bumped'; plane: PlaneId; order: number; draw?: string; /** every B card drawn, ties and explosions drawn again */ draws?: string[]; rolls?: number[]; planned: { x: number; y: number }; placed: { x: number; y: number } }
    /**
     * a plane left the game by an edge of the table; `edge` null: it dived below Flying Higher's floor, "eliminated,
     * just as if it went out of the gaming surface" (003 lines 441-442), by no edge
     */
    | { type: 'exited'; plane: PlaneId; edge: Edge | null }
    | { type: 'fire-options'; options: FireOption[] }
    | { type: 'fire-ordered'; plane: PlaneId }
    | { type: 'fired'; plane: PlaneId; arc: GunArc; target: PlaneId; cards: number; distance: number }
    | { type: 'held-fire'; plane: PlaneId; arc: GunArc }
    | { type: 'damage-taken'; plane: PlaneId; from: PlaneId | null; cards: number; cause: 'fire' | 'infantry' | 'stress' | 'flame' | 'crash' | 'collision' | 'balloon-explosion' }
    | { type: 'damage-cards'; plane: PlaneId; from: PlaneId | null; cards: string[]; points: number; total: number }
    | { type: 'card-shown'; plane: PlaneId; card: string; why: 'jam' | 'explosion' | 'smoke' | 'flame' }
    | { type: 'aim-bonus'; plane: PlaneId; arc: GunArc; target: PlaneId; /** which phase of consecutive fire this is (2 or more) */ phases: number; cards: number; /** the bonus of 003 Perfect aim (rules/aces/perfect-aim.ts), not of a run of fire */ perfectAim?: true }
    | { type: 'deflection-bonus'; plane: PlaneId; arc: GunArc; target: PlaneId; cards: number }
    | { type: 'halved'; plane: PlaneId; arc: GunArc; target: PlaneId; card: string; /** points taken off the card */ less: number }
    /** an ace's declaration made with the fire order, told once the fire is resolved (003 Sniper, 004 Sniper and Tenacity); `again`: the turn Sniper may be used again */
    | { type: 'ace-fired'; plane: PlaneId; arc: GunArc; target: PlaneId; ability: 'sniper' | 'sniper-behind' | 'tenacity'; again?: number }
    /** 003 Good at evading (lines 966-967): the plane ignored one card of the fire it took (the card is its seat's secret: 'evaded-card') */
    | { type: 'evaded'; plane: PlaneId }
    | { type: 'evaded-card'; plane: PlaneId; card: string }
    /** the sniper's seat: the cards it drew and those it gave (the others went under the deck or to the discards) */
    | { type: 'sniped-cards'; plane: PlaneId; target: PlaneId; drawn: string[]; given: string[] }
    | { type: 'fire-lost'; plane: PlaneId; arc: GunArc; target: PlaneId; /** the plane that downed the target first (with `firerDown`: that downed the firer) */ by: PlaneId; /** the firer itself was downed by a shot fired before its own (Itchy trigger finger, 004's aces) */ firerDown?: true }
    /** a shot fired before the others (003 Itchy trigger finger, lines 1000-1002; 004 generic b), line 358): its damage is taken before theirs */
    | { type: 'fires-first'; plane: PlaneId; arc: GunArc; target: PlaneId; why: 'itchy-trigger' | 'ace-004' }
    /** 004 generic c) (line 360): the ace let the non-aces firing at his target fire before him */
    | { type: 'fires-after'; plane: PlaneId; arc: GunArc; target: PlaneId }
    /** 003 Perfect aim (lines 991-992): declared for this shot, public once fired; `again`: the first turn the airman may declare it again */
    | { type: 'perfect-aim'; plane: PlaneId; arc: GunArc; target: PlaneId; again: number }
    /**
     * 003 Chivalrous attitude (lines 1021-1023): the explosion card `card` dealt by `by` was shown and `redraw` openly
     * drawn: a "0" (or another explosion) eliminates the plane, a "1" or more is taken instead, its jam ignored
     */
    | { type: 'chivalrous-redraw'; plane: PlaneId; by: PlaneId; card: string; redraw: string; /** the redraw's printed points (null: another explosion) */ worth: number | null; eliminated: boolean }
    /** 003 Chivalrous attitude (lines 1018-1019): a fire special damage from such a plane is ignored */
    | { type: 'fire-ignored'; plane: PlaneId; by: PlaneId; card: string }
    | { type: 'out-of-ammunition'; plane: PlaneId; arc: GunArc }
    | { type: 'gun-jammed'; plane: PlaneId; arc: GunArc; by: PlaneId; card: string }
    | { type: 'gun-cleared'; plane: PlaneId; arc: GunArc }
    | { type: 'smoke'; plane: PlaneId; counters: number }
    | { type: 'flame'; plane: PlaneId; counters: number }
    | { type: 'special-damage'; plane: PlaneId; card: string; effect: 'rudder-left' | 'rudder-right' | 'pilot-wounded' | 'observer-wounded' | 'engine'; /** 000's wound tiers: the crew member's wounds now */ wounds?: number }
    | { type: 'tailing'; plane: PlaneId; target: PlaneId }
    | { type: 'tailing-lost'; plane: PlaneId; target: PlaneId }
    | { type: 'tail-shown'; plane: PlaneId; target: PlaneId; slot: number; card: string }
    /** 003 Exceptional pilot (lines 972-975): the card shown is the "1" or the "2", and flies `repeats` again */
    | { type: 'repeated'; plane: PlaneId; card: '1' | '2'; repeats: string }
    /** 003 Technical eye (lines 985-989): the ace looked at the target's damage cards (all see that; 'looked-cards', to its seat alone, says what) */
    | { type: 'looked'; plane: PlaneId; target: PlaneId; again: number }
    | { type: 'looked-cards'; plane: PlaneId; target: PlaneId; cards: string[]; total: number }
    | { type: 'reordered'; plane: PlaneId }
    | { type: 'plan-reordered'; plane: PlaneId; cards: string[] }
    | { type: 'jammed'; plane: PlaneId; arc: GunArc; by: PlaneId; card: string }
    | { type: 'jam-ignored'; plane: PlaneId; arc: GunArc; card: string }
    | { type: 'unjammed'; plane: PlaneId; arc: GunArc }
    | { type: 'jam-roll'; plane: PlaneId; arc: GunArc; /** the D6 */ roll: number; cleared: boolean }
    | { type: 'exploded'; plane: PlaneId; card: string }
    | { type: 'shot-down'; plane: PlaneId }
    | { type: 'out-of-control'; plane: PlaneId }
    /** 003 Ground fire: a ground piece silenced by damage (lines 670, 690-691, 725-727) */
    | { type: 'silenced'; plane: PlaneId }
    /** 003 Balloon busting: a balloon reached the ground and is out of the game, not eliminated (lines 580-581) */
    | { type: 'balloon-landed'; plane: PlaneId }
    /**
     * 003 Balloon busting: a balloon's owner orders it winched down (or stops or resumes its descent); `lands`: the turn
     * at whose end it is down (without altitude). With the altitude rules the order given while the turn is planned is
     * told to its seat (`secret`), and to all as the first card is revealed (line 578)
     */
    | { type: 'winch-ordered'; plane: PlaneId; down: boolean; lands: number | null; secret?: true }
    /** 003 Balloons with the altitude rules: a descending balloon loses a level (lines 579-580) */
    | { type: 'balloon-descends'; plane: PlaneId; level: number }
    /** 003 Bailing Out: a balloon's observers parachute to the ground (bailed) or are eliminated (lost) (lines 795-801) */
    | { type: 'observers-bailed'; plane: PlaneId; observers: number }
    | { type: 'observers-lost'; plane: PlaneId; observers: number }
    /** 003 Bombing: a plane's bombs put in play after its manoeuvre (lines 826-830), the bomb card's centre at `at`, with markers while they fall (844) */
    | { type: 'bombs-dropped'; plane: PlaneId; points: number; markers: number; at: { x: number; y: number; h: number } }
    /** 003 Bombing: the bombs hit the ground (lines 832-837): the red dot covered (full), part of the card (half), or no target card (miss) */
    | { type: 'bombs-hit'; plane: PlaneId; target: PlaneId | null; points: number; result: 'full' | 'half' | 'miss' }
    /** 000 Line-up on Target: the turn flown only as far as lines the plane up on the target (degrees of it flown), or the declaration lapsed */
    | { type: 'lined-up'; plane: PlaneId; target: PlaneId; degrees: number }
    | { type: 'line-up-lapsed'; plane: PlaneId; target: PlaneId; why: string }
    /** a bot's plan in a sentence (PlanCommand.intent), told once the turn it describes has been flown */
    | { type: 'intent'; plane: PlaneId; text: string }
    /** a scenario's bomb run not made (rules/bombing/bomb-run.ts): the bombs stay aboard */
    | { type: 'bombs-held'; plane: PlaneId; why: string }
    /** 003 Le Prieur Rockets (lines 608-627): rockets fired at a target, hitting it (or an aircraft in the way, `target`) after the next manoeuvre, or missing (`why`) */
    | { type: 'rockets-fired'; plane: PlaneId; target: PlaneId; rockets: number }
    | { type: 'rockets-hit'; plane: PlaneId; target: PlaneId; aimed: PlaneId; rockets: number }
    | { type: 'rockets-missed'; plane: PlaneId; target: PlaneId; rockets: number; why: 'manoeuvre' | 'target' | 'level' | 'damage' | 'gone' }
    /** 003 Balloon Barrages (lines 808-812): the plane is caught by the barrage between these balloons (one: between it and the side, or over it) */
    | { type: 'barrage'; plane: PlaneId; between: PlaneId[] }
    /** a scenario's photograph of a target card taken (003 Raid over Istriana, Outnumbered!) */
    | { type: 'photographed'; plane: PlaneId; target: PlaneId }
    /** a plane that enters later: its seat has chosen its place, in secret (rules/entering.ts) */
    | { type: 'entry-chosen'; plane: PlaneId }
    /** the place chosen, for the seat that chose it */
    | { type: 'entry-recorded'; plane: PlaneId; place: string }
    /** a plane that was kept off the table is put on it, at `place` (rules/entering.ts) */
    | { type: 'entered'; plane: PlaneId; place: string; at: { x: number; y: number; h: number } }
    /** 003 Ground fire: a trench or AA machine gun shot at an aircraft with infantry fire (one A card, lines 662-666) */
    | { type: 'infantry-fire'; piece: PlaneId; target: PlaneId }
    /**
     * 003 Ground fire: an AA gun's shell burst at (x, y) (at `level` with the altitude rules), hitting the aircraft
     * `hit` with a C card each (`cards`: how many; the cards are their owners' secret). Solo rules (lines 773-783):
     * `aimCard`, the A card drawn for the aim; no special symbol on it wastes the shot (hit empty)
     */
    | { type: 'archie-burst'; gun: PlaneId; x: number; y: number; level?: number; hit: PlaneId[]; aimCard?: string; cards: number }
    /** 003 lines 679-684: a gun's artillery counter placed (adjusted: moved, raised or lowered, or delayed, lines 744-759) */
    | { type: 'archie-placed'; gun: PlaneId; x: number; y: number; level?: number; adjusted?: true }
    /** 003 Adjusting the Aim (lines 751-753): the counter put back at the centre of the gun */
    | { type: 'archie-retired'; gun: PlaneId }
    /** 003 Balloon busting: a burning balloon's flame counters (lines 561-566: one for each fire it took, never discarded) */
    | { type: 'balloon-burning'; plane: PlaneId; counters: number }
    /** 003 Balloon busting: an exploding balloon hits the aircraft over its card with a C card each (lines 568-572, 585-588) */
    | { type: 'balloon-exploded'; plane: PlaneId; hit: PlaneId[] }
    /** 003 Burning Drachens: the game ended before the balloons came down; a burning one takes the turns it had left (lines 590-599) */
    | { type: 'burning-drachens'; plane: PlaneId; counters: number; turns: number; cards: number }
    /** a campaign's sortie is over: a plane that left the table on fire draws the flame cards of its counters left, for the victory (003 lines 926-928) */
    | { type: 'burning-exit-draw'; plane: PlaneId; cards: string[]; points: number; downed: boolean }
    /** 003 Altitude: a card changed a plane's level or its climb counters (`from`: the level before) */
    | { type: 'altitude'; plane: PlaneId; card: string; from: number; level: number; climbs: number }
    /**
     * 003 Altitude: a plane crashed to the ground (a Split-S at level 0, touching down away from a field); `why` 'overdive' with its dive `card`: an overdive flown at level 1 or 0 (lines 429-430)
     */
    | { type: 'crashed'; plane: PlaneId; why?: 'overdive'; card?: string }
    /** 003 Altitude, Collisions: two planes collided (each takes a C card for it) */
    | { type: 'collided'; plane: PlaneId; other: PlaneId }
    /** 004 Collisions: two planes could collide, and the arrows drawn for them (the same: they collide) */
    | { type: 'collision-draw'; plane: PlaneId; other: PlaneId; arrows: ['left' | 'right', 'left' | 'right'] }
    /** 000 Collisions: a pilot declared ramming, shown when his plane collides (the collision deals C cards) */
    | { type: 'ramming'; plane: PlaneId; other: PlaneId }
    /** 003 Flying Higher: a seat agrees to move the floor (null: it withdraws), and the floor moved once all agree */
    | { type: 'floor-agreed'; seat: SeatId; floor: number | null }
    | { type: 'floor-moved'; floor: number; ceiling: number }
    /** 003 Altitude, Landings, Takeoffs, and Crashes, Fire on the Ground (lines 379-419): what happened on the ground */
    | ({ type: 'ground'; plane: PlaneId } & GroundEvent)
    | { type: 'deck-reshuffled'; deck: string; fresh: boolean }
    | { type: 'turn-ended'; counters: Record<PlaneId, LastManoeuvre> }
    | { type: 'game-over'; result: GameResult }
  )

export type GameEventType = GameEvent['type']

/** The counter a plane keeps between cards under the altitude rules: the basic one, and whether it was a stall (003 Altitude: rules/altitude/sequence.ts). */
export interface AltitudeCounter {
  steep: boolean
  straight: boolean
  /** a straight must come next: after an Immelmann turn or a Split-S, or after an overdive's dive */
  straightNext: 'immelmann' | 'overdive' | null
  stall: boolean
}

/**
 * 003 Landing and taking off (rules/altitude/landing.ts plays them). Where a plane on the ground is in its sequence:
 * - 'landing': the dive touched down; a straight next, then a stall
 * - 'rolling': the landing's straight is flown; the stall next
 * - 'landed': the landing's stall is flown; this turn's other cards are bluff
 * - 'parked': at rest; it may start a take-off from a field, or plan three non-stall cards and stay
 * - 'take-off': the take-off's stall is flown; a straight next
 * - 'run-up': the take-off's straight is flown; the climb next (it flies)
 * - 'crashed': it crashed this turn; still for the rest of it
 * - 'still': the turn after a crash, "completely still"
 */
export type GroundStage = 'landing' | 'rolling' | 'landed' | 'parked' | 'take-off' | 'run-up' | 'crashed' | 'still'

export interface GroundState {
  stage: GroundStage
  /** the landing field its base's centre is in, if any (at the start of the turn, and after each move on the ground) */
  field: string | null
  /** the A cards it takes if its centre ends this phase's move out of a field (2 a stall, 3 a straight; 0 none) */
  knocks: number
  /** 003 Planes on the Ground (lines 409-411): the game waits for its owner to place its base (ground-move.ts) */
  taxi?: true
}

/** What happened on the ground (the 'ground' event). */
export type GroundEvent =
  | { what: 'touched-down' | 'rolled' | 'landed'; field: string }
  | { what: 'crashed'; cards: number }
  | { what: 'took-off' | 'no-take-off' }
  | { what: 'extinguish'; card: string; counters: number }
  | { what: 'fire-spread'; from: string; counters: number }
  /** Planes on the Ground (lines 409-411): its owner may place its base now; then it was moved (to x, y, heading) or left */
  | { what: 'taxiing' }
  | { what: 'taxied'; moved: boolean; x?: number; y?: number; heading?: number }
