/**
 * The one interface between a game's rules and everything that hosts, seats, saves, replays, rates and shows it
 * (issue 29). Modelled on boardgame.io's game object (setup, moves, turn order, endIf, playerView), as types only:
 * a ruleset is a folder under shared/rulesets/ (or, for the card-and-base game, shared/engine behind an adapter),
 * and nothing here knows any ruleset's internals.
 *
 * A game is a live object (`RulesetGame`): the rules compiled once from its setup, its state (plain JSON, the
 * seeded generator's state inside it), and the log of commands and events. `play` applies one seat's command or
 * throws a `RuleRefusal` and changes nothing. Views are what one seat (or a spectator, `null`) may see: never
 * another seat's hand, plans, hidden damage or the generator.
 */
import type { ZodType } from 'zod'
import type { Seed } from '../util/rng'

export type { Seed } from '../util/rng'
export { RuleRefusal, isRefusal } from './refusal'

export type SeatId = string

/** Every command names its type and the seat that gives it. */
export interface BaseCommand {
  type: string
  seat: SeatId
}

/** How a game ended: the seats (or teams) that won, none for a draw, and the words a player reads. */
export interface GameResult {
  over: true
  /** the winning side (a team or seat id), or null for a draw or a game with no winner */
  winner: string | null
  /** one line for the end screen and the log */
  words: string
}

/** How an aircraft fell: the words every ruleset reports in (a campaign's roster and its reports read them). */
export type Downing = 'shot-down' | 'exploded' | 'out-of-control' | 'crashed' | 'burned'

/** One aircraft downed and the planes credited with it (each gives a victory to its pilot and its observer). */
export interface VictoryCredit {
  victim: string
  how: Downing
  /** when it fell: the turn, and the moment within it (a ruleset without phases says 0) */
  turn: number
  phase: number
  /** the enemy planes credited; empty when no one is (a crash nobody's fire caused) */
  by: string[]
  /**
   * true when the shots were fired one by one (004's Order of firing) and the credit went to the plane whose shot
   * downed it, not to every plane that damaged it that phase ("no shared kills", 004 line 278)
   */
  downingShot?: true
}

/** What became of a plane, for its crew. */
export interface PlaneFate {
  plane: string
  team: string
  /** how it was eliminated; null when it was not */
  downed: Downing | null
  /** its last damage was due to fire */
  byFire: boolean
  /** its observer was put out of the fight during the game */
  observerOut: boolean
}

/**
 * Who downed whom and what became of each plane: the facts a campaign's roster is fed (issue 29: the roster takes
 * victories from either ruleset). A game stopped early reports what happened so far.
 */
export interface GameReport {
  credits: VictoryCredit[]
  fates: PlaneFate[]
  /** the winning side, null on a draw or while the game runs */
  winner: string | null
}

export interface RulesetGame<Cmd extends BaseCommand = BaseCommand, View = unknown, Event = unknown, State = unknown> {
  /** the whole state, plain JSON: a save's snapshot (holds secrets: never sent to a seat) */
  readonly state: State
  /** every command applied, in order: with the setup and the seed they replay the game */
  readonly commands: readonly Cmd[]
  /** every event, in order (each names its audience; `eventsFor` filters them for a seat) */
  readonly events: readonly Event[]
  /** the number of commands applied: changes whenever the game moves */
  readonly seq: number
  readonly over: boolean
  /** Apply a command, its events appended to `events`; throws a RuleRefusal (and changes nothing) if refused. */
  play(cmd: Cmd): void
  /** What a seat may see now; `null` is a spectator's (the stream's) view. */
  view(seat: SeatId | null): View
  /** The events a seat may see. */
  eventsFor(events: readonly Event[], seat: SeatId | null): Event[]
  /** The seats that must act now (none while the game runs by itself or is over). */
  waitingFor(): SeatId[]
  /**
   * What a seat's silence means when the game waits on its answer to a question the rules ask it mid-move (the hex
   * game's evade, stall, recover and discard): the host plays it when the answer time it set runs out. Null when
   * the seat is asked no such question: a seat's own turn is never played for it. Absent: no question has one.
   */
  defaultAnswer?(seat: SeatId): Cmd | null
  /** How it ended, or null while it runs. */
  result(): GameResult | null
  /** Who downed whom and what became of each plane, for a campaign's roster. */
  report(): GameReport
}

/** A bot: given its seat's view, the commands it gives now (may be empty). Never sees the state. */
export interface RulesetPolicy<Cmd extends BaseCommand = BaseCommand, View = unknown> {
  readonly seat: SeatId
  decide(view: View): Cmd[]
}

export interface RulesetBot<Content = unknown, Cmd extends BaseCommand = BaseCommand, View = unknown> {
  title: string
  /** offered as a seat in New game (the rest are measuring sticks for the arena and the CLI) */
  offered: boolean
  /**
   * `opts.clock`: whether a bot that thinks on a counted budget may also stop on the wall clock (a player's machine
   * needs the guard; the arena turns it off unless run with --clock, so that its figures do not depend on the load).
   * `opts.memory`: what a bot that learns an opponent across games keeps of it (the card game's search levels: an
   * OpponentMemory, shared/bots/search/memory.ts), the same object from game to game; a bot that keeps none ignores it
   */
  make(content: Content, seat: SeatId, seed: Seed, opts?: { clock?: boolean; memory?: unknown }): RulesetPolicy<Cmd, View>
}

/** Where a game stands, in the terms a list of saves shows (the card game's turn, phase and step; a round). */
export interface GameSummary {
  title: string
  scenario: string
  variant: string | null
  /** the turn, or the round */
  turn: number
  /** where in the turn (the card game's phase 0-3; 0 when a ruleset has none) */
  phase: number
  /** the ruleset's name for the step the game is at ('planning', 'move', 'over', ...) */
  step: string
  over: boolean
  winner: string | null
  /** the seats, named, and their side; `flies`, the aircraft its planes are, by name */
  seats: { id: SeatId; name: string; team: string; flies?: string[] }[]
}

/** A scenario as a menu lists it. */
export interface ScenarioSummary {
  id: string
  title: string
  seats: SeatId[]
}

export interface Ruleset<
  Content = unknown,
  Setup = unknown,
  Cmd extends BaseCommand = BaseCommand,
  View = unknown,
  Event = unknown,
  State = unknown,
> {
  /** 'card' (the card-and-base game, 003) or 'hex' (002) */
  readonly id: string
  /** the version of its rules: a save names it, and a save of another version is replayed and checked */
  readonly version: number
  readonly title: string
  readonly schemas: {
    setup: ZodType<Setup>
    options: ZodType<unknown>
    command: ZodType<Cmd>
    state: ZodType<State>
  }
  /** the scenarios its content offers */
  scenarios(content: Content): ScenarioSummary[]
  /** A setup for a scenario (options applied), refused with a reason if they do not fit. */
  setupFor(content: Content, scenario: string, options?: unknown): Setup
  /** the seats of a setup */
  seats(setup: Setup): SeatId[]
  /** A new game from a setup and a secret (or a small seed: tools and tests). */
  start(content: Content, setup: Setup, seed: Seed): RulesetGame<Cmd, View, Event, State>
  /** Carry on from a saved state; the commands that led to it are kept so that the game can be saved again. */
  resume(content: Content, state: State, commands?: readonly Cmd[]): RulesetGame<Cmd, View, Event, State>
  /** the bots that can sit at its seats, by name */
  readonly bots: Record<string, RulesetBot<Content, Cmd, View>>
  /**
   * Where a game stands, for a list of saves and a journal's lines (shared/save). Optional: without it a save
   * lists the setup's title and scenario if it has them, the seats by id, turn 0, and whether it is over.
   */
  summary?(state: State): GameSummary
  /**
   * The rules a game of this setup is played by, a line each in a player's words: what the lobby lists, for a guest
   * who did not set the game up. Optional: without it (or with none) the lobby says "The standard rules."
   */
  rulesInWords?(setup: Setup): string[]
}

/** A ruleset with its types erased: what the layers above hold when they do not care which game it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased on purpose: unknown would not accept every ruleset (its methods take its own types)
export type AnyRuleset = Ruleset<any, any, any, any, any, any>
