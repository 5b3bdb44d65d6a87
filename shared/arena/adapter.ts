/**
 * What the arena needs of a ruleset beyond the contract (issue 29): how a table is set up from the command line's
 * choices, which seats make up each of the two sides, how a game is started with the arena's turn limit, and how
 * an ended game is boiled down for bot A. The rest (bots by name, the driver, the tallies, Wilson intervals, Elo,
 * the worker pool and the report) is the same for every ruleset. One adapter a ruleset: card-arena.ts, hex-arena.ts.
 */
import type { AnyRuleset, BaseCommand, RulesetGame, Seed, SeatId } from '../rulesets/contract'
import type { GameOutcome } from './tally'

/** What an arena game is played on: a scenario (with its variant, card only), or the card game's free dogfight of `free` planes a side. */
export type ArenaTable = { scenario: string; variant: string | null } | { free: number }

/** One side of a two-sided game: its id (the id a result names as winner) and the seats that fly for it. */
export interface ArenaSide {
  id: string
  seats: SeatId[]
}

/** The part of an outcome the ruleset decides: who won and why, how long, what left the table, what was brought down (and what still flies, where it says). */
export type OutcomeFigures = Pick<GameOutcome, 'result' | 'reason' | 'turns' | 'exits' | 'downed' | 'flying'>

export interface ArenaAdapter<Content = unknown, Setup = unknown> {
  readonly ruleset: AnyRuleset
  /** the table's setup; throws (a message a user reads) if the ruleset does not take this table */
  setup(content: Content, table: ArenaTable): Setup
  /** the run's title: the scenario's */
  title(setup: Setup): string
  /** the first side and the second; throws if the table has not exactly two */
  sides(setup: Setup): [ArenaSide, ArenaSide]
  /** the turn limit a game of this setup ends at with --max-turns (when not --max-turns itself: the report says it) */
  turnLimit?(setup: Setup, maxTurns: number): number
  /** a game started from the setup and seed, to end at the turn limit if it is not decided before */
  start(content: Content, setup: Setup, seed: Seed, maxTurns: number): RulesetGame
  /** how many planes one decide() call's commands plan for (0: another kind of order), for the time per decision */
  plans(cmds: readonly BaseCommand[]): number
  /** an ended (or stalled) game's figures for A, whose side is `aSide`; `players` is seat id to bot name */
  outcome(game: RulesetGame, players: Record<SeatId, string>, aSide: string): OutcomeFigures
}
