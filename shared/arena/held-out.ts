/**
 * The held-out arena (issue 31, `npm run arena -- --held-out`): which pairings it plays on which scenarios, what a
 * mutual destruction is, how a pairing's games on a scenario add up, and the thresholds a pairing is marked
 * against. Pure; the run itself is electron/arena/held-out.ts. docs/arena.md says what each figure means.
 */
import { HELD_OUT } from '../bots/pools'
import { timing, type GameOutcome, type Rate, type Timing } from './tally'
import { wilson } from './wilson'

/** the three duels */
export const HELD_OUT_SCENARIOS = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face'] as const
/** the search levels played unless --levels says otherwise */
export const DEFAULT_LEVELS = ['recruit', 'veteran', 'ace'] as const
/** games a pairing and scenario unless --games says otherwise: the figure */
export const HELD_OUT_GAMES = 1000

/** A search level (bot A) against an opponent (bot B). */
export interface Pairing {
  level: string
  opponent: string
}

/**
 * Every level against every held-out bot, then the veteran against the heuristic bot (the other figure) when
 * the veteran is among the levels.
 */
export function pairings(levels: readonly string[]): Pairing[] {
  const out: Pairing[] = levels.flatMap((level) => HELD_OUT.map((opponent) => ({ level, opponent })))
  if (levels.includes('veteran')) out.push({ level: 'veteran', opponent: 'heuristic' })
  return out
}

/**
 * A mutual destruction: a game that ended with planes of BOTH sides brought down (shot down, exploded or out of
 * control, whatever did it) and no plane of EITHER side still flying. In a duel: both planes brought down, in the same
 * phase (the game ends as soon as one side has nothing left in the air). A plane that left the table is not brought
 * down: a game where one plane left and the other was shot down is not one. An outcome that does not say what still
 * flies (another ruleset's) is never counted as one.
 */
export function mutualDestruction(o: Pick<GameOutcome, 'downed' | 'flying'>): boolean {
  return o.flying !== undefined && o.downed.a > 0 && o.downed.b > 0 && o.flying.a === 0 && o.flying.b === 0
}

/** The targets for a pairing (issue 31, "Done when"): a win rate where it sets one, and the two limits every pairing is held to. */
export interface Targets {
  /** the least win rate of the level, or null where the issue sets none */
  win: number | null
  /** the most mutual destructions, a rate of games */
  md: number
  /** the most planes of the level's side off the table, a rate of its planes */
  off: number
}

export function targetsOf(p: Pairing): Targets {
  const win = p.level === 'ace' && (HELD_OUT as readonly string[]).includes(p.opponent) ? 0.75 : p.level === 'veteran' && p.opponent === 'heuristic' ? 0.6 : null
  return { win, md: 0.05, off: 0.01 }
}

function rate(n: number, of: number): Rate {
  return { n, rate: of ? n / of : 0, ci: wilson(n, of) }
}

/** A pairing's games on one scenario (or over several), added up for the level (bot A). */
export interface HeldOutRow {
  games: number
  wins: Rate
  draws: Rate
  losses: Rate
  /** games that were mutual destructions */
  md: Rate
  /** the level's planes that left the table, of all the planes its side fielded */
  off: Rate
  /** the level's decide() times (tally.ts Timing) */
  time: Timing
}

/**
 * The row of a pairing's games: `planesA[g]`, the planes the level's side fielded in game g (its side changes from
 * one game to the next; in the duels, one).
 */
export function heldOutRow(games: readonly GameOutcome[], planesA: readonly number[]): HeldOutRow {
  const n = games.length
  const fielded = planesA.reduce((s, x) => s + x, 0)
  return {
    games: n,
    wins: rate(games.filter((g) => g.result === 'a').length, n),
    draws: rate(games.filter((g) => g.result === 'draw').length, n),
    losses: rate(games.filter((g) => g.result === 'b').length, n),
    md: rate(games.filter(mutualDestruction).length, n),
    off: rate(games.reduce((s, g) => s + g.exits.a, 0), fielded),
    time: timing(games.flatMap((g) => g.decisions.a)),
  }
}

/** Whether a row meets each of its pairing's targets (on the measured rate; the interval is printed beside it). */
export function verdicts(row: HeldOutRow, t: Targets): { win: boolean | null; md: boolean; off: boolean } {
  return { win: t.win === null ? null : row.wins.rate >= t.win, md: row.md.rate <= t.md, off: row.off.rate <= t.off }
}

/**
 * The groups of a game's place in its `--remember` chain (1 is the chain's first game, which met its opponent afresh)
 * the table of wins by place shows: early groups small, where the memory fills fastest. Places past the last group
 * (chains longer than the 500) make one group of their own.
 */
export const CHAIN_PLACES: readonly (readonly [number, number])[] = [
  [1, 10],
  [11, 30],
  [31, 60],
  [61, 100],
  [101, 200],
  [201, 300],
  [301, 500],
]

/** A group of places in a chain and the level's wins in its games (over every chain of a pairing). */
export interface PlaceGroup {
  from: number
  /** the group's last place; null for the open group past CHAIN_PLACES */
  to: number | null
  games: number
  wins: Rate
  md: Rate
}

/** A pairing's games by their place in their chains (`place` 1-based), grouped as CHAIN_PLACES; groups with no game are left out. */
export function winsByPlace(games: readonly { place: number; outcome: Pick<GameOutcome, 'result' | 'downed' | 'flying'> }[]): PlaceGroup[] {
  const last = CHAIN_PLACES[CHAIN_PLACES.length - 1][1]
  const groups: { from: number; to: number | null }[] = [...CHAIN_PLACES.map(([from, to]) => ({ from, to })), { from: last + 1, to: null }]
  return groups.flatMap(({ from, to }) => {
    const these = games.filter((g) => g.place >= from && (to === null || g.place <= to))
    if (!these.length) return []
    const n = these.length
    return [{ from, to, games: n, wins: rate(these.filter((g) => g.outcome.result === 'a').length, n), md: rate(these.filter((g) => mutualDestruction(g.outcome)).length, n) }]
  })
}
