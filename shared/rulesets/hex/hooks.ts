/**
 * The hex game's seams: the points of a turn where an option (001's, in options-001/) can act, and the shape of a
 * command a module declares (each rule module of the game declares its own commands the same way; commands.ts only
 * lists them).
 *
 *   round starts (startOfRound) ─ turn order ─ for each seat: startOfTurn ─ draw phase (handSize) ─ move phase:
 *     each step (moveAllowed, afterMove; cards: beforeCard) ─ shots (shotAllowed, hitsRolled, onHit, criticalHit)
 *     ─ end of move (endMoveAllowed, endOfMove) ─ endOfTurn
 *   figures any time: maxSpeed, manoeuvrability, handSize, ceiling
 *
 * A module is on when the setup's options name its id with a truthy value (or when its `active` says so). A module
 * keeps its state in `plane.extra[id]` and `state.extra[id]`; everything in the state is plain JSON.
 */
import type { ZodType } from 'zod'
import type { CardType, HexCommand, HexEvent, HexOptions, HexPlane, HexState, HexView, Objective, SeatId } from './types'

/** What a hook is given: the state (changed in place), the events to append to, and the seeded dice. */
export interface HexContext {
  state: HexState
  events: HexEvent[]
  /** Roll one die of `sides` (6 by default): an event every seat sees names the roll and `why`. */
  roll(why: string, plane?: string, sides?: number): number
  /** Append an event every seat sees. */
  say(type: string, words: string, data?: Record<string, unknown>): void
  /** Hits landed through the game's own damage (the total, 6 shoots down, the critical roll); `by` is credited. */
  hit?(target: HexPlane, hits: number, by: string | null): void
}

/** One step of a move: what the plane is about to do, free or by a card. */
export interface MoveStep {
  kind: 'forward' | 'face' | 'climb' | 'dive' | 'speed' | 'slide' | 'backward'
  /** the card that gives it, null for the free changes and the forward spaces */
  card: CardType | null
  /** facing change (+1 left, -1 right), altitude change, velocity change, as the step makes them */
  facing?: number
  altitude?: number
  velocity?: number
}

/** A shot about to be fired or rolled. */
export interface ShotInfo {
  kind: 'shoot' | 'observer' | 'ground'
  /** the firing plane, or the ground unit */
  attacker: string
  /** the plane or balloon fired at */
  target: string
  /** hexes from the attacker */
  range: number
}

/** A command a module declares: its schema, and how it is played (throw a RuleRefusal to refuse; nothing is kept). */
export interface HexCommandDef {
  type: string
  schema: ZodType<HexCommand>
  /** Apply it to ctx.state (a copy: a refusal thrown at any point leaves the game as it was). */
  play(ctx: HexContext, cmd: HexCommand): void
  /** an option command's candidates for legal.ts (each is then tried): a seat's view, what it might give now */
  candidates?(view: HexView, seat: SeatId): HexCommand[]
}

export interface HexRuleModule {
  /** its option's name in the setup's options, e.g. 'fuel' */
  id: string
  /** the document and lines it implements, e.g. '001 lines 19-23 (Fuel)' */
  source: string
  /** on when this says so (default: the option named id is truthy) */
  active?(options: HexOptions): boolean
  /** the commands it adds */
  commands?: HexCommandDef[]
  /** once, when the game starts (after the setup's rolls) */
  startOfGame?(ctx: HexContext): void
  startOfRound?(ctx: HexContext): void
  /** before the plane's draw phase */
  startOfTurn?(ctx: HexContext, plane: HexPlane): void
  /** after its move has ended (and any stall on it is settled) */
  endOfTurn?(ctx: HexContext, plane: HexPlane): void
  /** why the plane may not take this step now, or null */
  moveAllowed?(ctx: HexContext, plane: HexPlane, step: MoveStep): string | null
  /** after a step is taken (the plane moved, turned, climbed...) */
  afterMove?(ctx: HexContext, plane: HexPlane, step: MoveStep): void
  /** why the plane may not play this card now, or null (the card's own steps are asked of moveAllowed too) */
  beforeCard?(ctx: HexContext, plane: HexPlane, card: CardType): string | null
  /** why the plane may not end its move now, or null */
  endMoveAllowed?(ctx: HexContext, plane: HexPlane): string | null
  /** its move has ended (before any stall is offered) */
  endOfMove?(ctx: HexContext, plane: HexPlane): void
  /** why this shot may not be fired, or null */
  shotAllowed?(ctx: HexContext, shot: ShotInfo): string | null
  /** the hits a shot's roll gives, changed (e.g. a wounded pilot's -1) */
  hitsRolled?(ctx: HexContext, shot: ShotInfo, hits: number): number
  /** hits were taken (after any evade), before the critical roll */
  onHit?(ctx: HexContext, target: HexPlane, hits: number, by: string | null): void
  /** true when the module deals with this hit's damage itself in place of the Critical Hit Table's roll */
  criticalHit?(ctx: HexContext, target: HexPlane, hits: number, by: string | null): boolean
  /** true when the module deals with this Critical Hit Table result (1-6) itself in place of the table's effect */
  criticalResult?(ctx: HexContext, target: HexPlane, roll: number): boolean
  /** false when the option stops this plane achieving this objective now (001: a seriously wounded observer observes nothing) */
  objectiveAllowed?(ctx: HexContext, plane: HexPlane, objective: Objective): boolean
  /** the hits in all that shoot the plane down (002: 6; 001's battle damage by section: never by the count alone) */
  shootDownAt?(plane: HexPlane, base: number, state: HexState): number
  /** the figures, changed from the game's */
  maxSpeed?(plane: HexPlane, base: number, state: HexState): number
  manoeuvrability?(plane: HexPlane, base: number, state: HexState): number
  handSize?(plane: HexPlane, base: number, state: HexState): number
  /** the highest altitude step (002: 6) */
  ceiling?(plane: HexPlane, base: number, state: HexState): number
  /** what of plane.extra[id] / state.extra[id] a seat may see (default: all of it; return undefined to hide it) */
  publicExtra?(value: unknown, seat: SeatId | null, owner: SeatId | null): unknown
}
