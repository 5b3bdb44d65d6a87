/**
 * The hex game of 002 (a hex map, a shared deck of 52, velocity, altitude 1-6, 12 shots): its types, as plain JSON.
 *
 * A hex is named by its column and row on a rectangular map of pointy-topped hexes, odd rows shifted half a hex
 * right ("odd-r" offset coordinates, row 0 at the top): scenarios, scripts and views read like a map's grid, and
 * geometry.ts turns them into cube coordinates for distances and lines. Facing 0 is east and counts
 * counter-clockwise: 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east.
 *
 * The setup is self-contained (the scenario and the aircraft's figures copied in), so a game never needs the
 * content again and a seat's view carries everything a bot needs to judge a command.
 */
import type { RngState } from '../../util/rng'

export type SeatId = string
/** 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5

export interface Hex {
  col: number
  row: number
}

/** 002 CARD LIST: the twelve kinds of card. */
export type CardType =
  | 'left'
  | 'right'
  | 'slide-left'
  | 'slide-right'
  | 'forward'
  | 'hard-left'
  | 'hard-right'
  | 'immelman'
  | 'stall'
  | 'recover'
  | 'shoot'
  | 'ace'

/** One card of the deck; its id is unique in the game (0-51). */
export interface Card {
  id: number
  type: CardType
}

/** 002 AIRCRAFT TYPES, as content. */
export interface HexAircraft {
  id: string
  name: string
  side: string
  manoeuvrability: number
  observer: boolean
  /** "Planes with observers have a max speed of 5. Planes without observers have a max speed of 6." */
  maxSpeed: number
}

export type GroundKind = 'rifle' | 'machine-gun' | 'flak'

export interface Cloud {
  hexes: Hex[]
  /** the altitude steps it fills */
  altitudes: number[]
}

export interface Balloon {
  id: string
  hex: Hex
  altitude: number
  side: string
}

export interface GroundUnit {
  id: string
  kind: GroundKind
  hex: Hex
  side: string
}

/** An objective as scenario data (rules.md "The hex game (002)": Objectives says what each kind means). */
export interface Objective {
  id: string
  kind: 'balloon' | 'spotting' | 'photography' | 'strafing' | 'bombing' | 'leaflets'
  /** the side that scores it */
  side: string
  /** balloon: the balloon to destroy */
  balloon?: string
  /** the others: the hex to reach */
  hex?: Hex
  /** how far from the hex still counts (0: over it) */
  range?: number
  minAltitude?: number
  maxAltitude?: number
  /** the plane needs its observer alive (spotting, photography) */
  observer?: boolean
  words: string
}

/** A plane as a scenario places it. */
export interface HexPlaneSetup {
  id: string
  seat: SeatId
  aircraft: HexAircraft
  side: string
  hex: Hex
  facing: Facing
  /** fixed start altitude; when absent the setup rolls 1D6 ("Planes start at an altitude of 1D6") */
  altitude?: number
  /** an ace (5+ kills): +1 manoeuvrability */
  ace?: boolean
}

/** The game's options: the 001 toggles (options-001/) and their figures, by name. Off when absent. */
export type HexOptions = Record<string, unknown>

export interface HexSetup {
  scenario: string
  title: string
  map: { width: number; height: number }
  planes: HexPlaneSetup[]
  clouds: Cloud[]
  balloons: Balloon[]
  ground: GroundUnit[]
  objectives: Objective[]
  /** the game ends after this many rounds (rules.md: 30 by default) */
  turnLimit: number
  options: HexOptions
  /** what an option needs from the scenario (e.g. 001's trench hexes), by option */
  extra?: Record<string, unknown>
  /** the deck's counts by card (002's CARD LIST when absent) */
  deck?: Record<CardType, number>
}

export type PlaneStatus = 'flying' | 'shot-down' | 'crashed' | 'landed' | 'left-map'

/** 002 CRITICAL HIT TABLE results a plane carries. */
export interface Criticals {
  /** Engine Damaged, each -2 max speed */
  engine: number
  /** Gas Tank Punctured: its turns left to land (null: not punctured) */
  gasTank: number | null
  /** the plane that punctured the tank, credited if it runs dry (absent: a ground unit's shot, or none) */
  gasTankBy?: string
  /** Cables Severed, each -1 manoeuvrability */
  cables: number
  /** Controls Jammed, each -2 hand size */
  controls: number
  /** Struts Damaged: no climb, no loop */
  struts: boolean
}

export interface HexPlane {
  id: string
  seat: SeatId
  side: string
  aircraft: HexAircraft
  ace: boolean
  hex: Hex
  facing: Facing
  altitude: number
  velocity: number
  /** "A plane can shoot a maximum of 12 times." */
  ammo: number
  /** the hits taken so far: 6 or more shoot it down */
  hits: number
  status: PlaneStatus
  crew: { pilot: boolean; observer: boolean }
  crits: Criticals
  /**
   * the plane (or ground unit) whose fire or stall last hurt it. No rule reads it since rules version 2 (a dry tank's
   * crash is credited to `crits.gasTankBy`); it is kept so that a game of version 1 replays to its saved snapshot
   */
  lastHurtBy: string | null
  /** an option's per-plane state, by option id */
  extra: Record<string, unknown>
}

/** The plane moving now: what it has used of its move phase. */
export interface MoveState {
  plane: string
  /** spaces flown forward (they must equal the velocity when the move ends) */
  moved: number
  /** the free changes, each once a move (rules.md) */
  freeFacing: boolean
  freeAltitude: boolean
  freeVelocity: boolean
  /** move cards played (up to the plane's manoeuvrability) */
  cards: number
  shot: boolean
  observerShot: boolean
  /** ground units that have fired this turn */
  groundFired: string[]
  traded: boolean
  /** altitude steps changed this move, signed, in order (options read them: steep climbs and dives) */
  altitudeSteps: number[]
  /** the move cards played this move, in order */
  played?: CardType[]
  /** end-move was accepted: the turn ends once every decision it raised is answered */
  ended?: boolean
}

/** An attack waiting on its target's answer, or its aftermath. */
export interface AttackInfo {
  /** the plane that fired, or a ground unit's id */
  attacker: string
  /** the attacker's seat (who may play Stall on the plane it hit), null for a ground unit */
  attackerSeat: SeatId | null
  target: string
  hits: number
  kind: 'shoot' | 'observer' | 'ground'
}

/** A decision the rules give a seat mid-move, waited for (002: evade, stall, recover, discard excess). */
export type Pending =
  | { kind: 'discard'; seat: SeatId; count: number }
  | { kind: 'evade'; seat: SeatId; attack: AttackInfo }
  | { kind: 'stall-hit'; seat: SeatId; target: string; by: string }
  | { kind: 'stall-slow'; seat: SeatId; target: string; others: SeatId[] }
  | { kind: 'recover'; seat: SeatId; target: string; by: string }

export interface HexCredit {
  victim: string
  by: string[]
  how: 'shot-down' | 'crashed'
  round: number
}

export interface HexResult {
  winner: string | null
  words: string
}

export interface HexState {
  setup: HexSetup
  rng: RngState
  /** the deck, top first: secret */
  deck: Card[]
  /** face up, newest last */
  discard: Card[]
  /** each seat's hand: secret to the others */
  hands: Record<SeatId, Card[]>
  planes: HexPlane[]
  /** balloons still up */
  balloons: string[]
  round: number
  /** this round's turn order, by seat */
  order: SeatId[]
  /** the index in `order` of the seat whose turn it is */
  turn: number
  phase: 'draw' | 'move' | 'over'
  move: MoveState | null
  /** decisions waited for, first first */
  pending: Pending[]
  /** objectives achieved, by id */
  achieved: string[]
  credits: HexCredit[]
  result: HexResult | null
  seq: number
  /** an option's game-wide state, by option id */
  extra: Record<string, unknown>
}

/** Every event names its audience: 'all', or the one seat that may see it (a drawn card). */
export interface HexEvent {
  type: string
  to: 'all' | SeatId
  /** one line a player reads in the log */
  words: string
  round: number
  plane?: string
  seat?: SeatId
  /** a die's result (type 'roll') and what it was rolled for */
  roll?: number
  dice?: string
  cards?: Card[]
  [k: string]: unknown
}

export interface HexCommand {
  type: string
  seat: SeatId
  [k: string]: unknown
}

/** A plane as every seat sees it: all of it is public (002 rolls every die in the open). */
export interface PlaneView extends HexPlane {
  maxSpeed: number
  manoeuvrability: number
  handSize: number
}

/** What one seat (or a spectator, seat null) may see. */
export interface HexView {
  seat: SeatId | null
  setup: HexSetup
  round: number
  order: SeatId[]
  /** whose turn it is */
  current: SeatId | null
  phase: HexState['phase']
  planes: PlaneView[]
  balloons: string[]
  move: MoveState | null
  pending: Pending[]
  /** the seat's own hand (empty for a spectator) */
  hand: Card[]
  /** how many cards each seat holds */
  handCounts: Record<SeatId, number>
  deckCount: number
  discard: Card[]
  achieved: string[]
  credits: HexCredit[]
  result: HexResult | null
  waitingFor: SeatId[]
  seq: number
  /** an option's public state, by option id (options say what of theirs is public) */
  extra: Record<string, unknown>
}
