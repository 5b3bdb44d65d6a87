/**
 * Tallying an arena match: each game's record (shared/sim/record.ts) boiled down to what the arena prints, and the
 * games of a match added up for bot A against bot B.
 */
import type { GameRecord } from '../sim/record'
import { wilson } from './wilson'

/** what became of a plane that counts as brought down: shot down, exploded or sent out of control */
const DOWNED = new Set(['shot-down', 'exploded', 'out-of-control'])

export interface GameOutcome {
  game: number
  seed: number
  aFirst: boolean
  /** who won: A, B, or nobody (a draw, or a game stopped undecided) */
  result: 'a' | 'b' | 'draw'
  /** why the game ended (last-standing, turn-limit, …) */
  reason: string
  turns: number
  /** who played each seat (seat id to bot name), as the record says */
  players: Record<string, string>
  /** planes of each bot's side that left the table */
  exits: { a: number; b: number }
  /** pieces of the other side each bot's side brought down (shot down, exploded, out of control) */
  downed: { a: number; b: number }
  /** planes of each bot's side still flying when the game ended (the card game's; held-out.ts's mutual destruction reads it) */
  flying?: { a: number; b: number }
  /** each of the bot's decide() calls that gave commands: how long it took, and for how many planes */
  decisions: { a: Decision[]; b: Decision[] }
}

/** A game's outcome for A, whose planes are those of team `aTeam`. */
export function outcomeOf(record: GameRecord, game: { game: number; seed: number; aFirst: boolean }, aTeam: string, decisions: GameOutcome['decisions']): GameOutcome {
  const winner = record.result?.winner ?? null
  const count = (mine: boolean, status: (s: string) => boolean) => record.planes.filter((p) => (p.team === aTeam) === mine && status(p.status)).length
  return {
    ...game,
    result: winner === null ? 'draw' : winner === aTeam ? 'a' : 'b',
    reason: record.result?.reason ?? 'undecided',
    turns: record.turns,
    players: Object.fromEntries(record.seats.map((s) => [s.id, s.player])),
    exits: { a: count(true, (s) => s === 'exited'), b: count(false, (s) => s === 'exited') },
    // what A brought down are B's planes downed, and the other way round
    downed: { a: count(false, (s) => DOWNED.has(s)), b: count(true, (s) => DOWNED.has(s)) },
    flying: { a: count(true, (s) => s === 'flying'), b: count(false, (s) => s === 'flying') },
    decisions,
  }
}

export interface Decision {
  ms: number
  /** the planes the call gave plans for; 0 for a call that planned nothing (fire orders, a reorder, a winch, …) */
  plans: number
}

export interface Rate {
  n: number
  rate: number
  /** the Wilson 95% interval */
  ci: [number, number]
}

export interface Spread {
  calls: number
  medianMs: number
  maxMs: number
}

export interface Timing {
  /** the calls that gave plans, each timed whole */
  plan: Spread
  /** the same calls, each one's time shared among the planes it planned for (a call's time with one plane a seat) */
  perPlane: Spread
  /** every other call that gave commands: fire orders, tailing, balloons, … */
  other: Spread
}

export interface MatchSummary {
  a: string
  b: string
  games: number
  /** games in which A held the first side */
  aFirst: number
  wins: Rate
  draws: Rate
  losses: Rate
  turns: { mean: number; median: number; max: number }
  /** games that reached the turn limit */
  turnLimit: number
  exits: { a: number; b: number }
  downed: { a: number; b: number }
  time: { a: Timing; b: Timing }
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((x, y) => x - y)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

function rate(n: number, of: number): Rate {
  return { n, rate: of ? n / of : 0, ci: wilson(n, of) }
}

const maxOf = (xs: readonly number[]) => (xs.length ? xs.reduce((m, x) => Math.max(m, x)) : NaN)

function spread(ms: readonly number[]): Spread {
  return { calls: ms.length, medianMs: median(ms), maxMs: maxOf(ms) }
}

export function timing(ds: readonly Decision[]): Timing {
  const plans = ds.filter((d) => d.plans > 0)
  return { plan: spread(plans.map((d) => d.ms)), perPlane: spread(plans.map((d) => d.ms / d.plans)), other: spread(ds.filter((d) => d.plans === 0).map((d) => d.ms)) }
}

export function tally(a: string, b: string, games: readonly GameOutcome[]): MatchSummary {
  const n = games.length
  const sum = (f: (g: GameOutcome) => number) => games.reduce((s, g) => s + f(g), 0)
  const turns = games.map((g) => g.turns)
  return {
    a,
    b,
    games: n,
    aFirst: games.filter((g) => g.aFirst).length,
    wins: rate(games.filter((g) => g.result === 'a').length, n),
    draws: rate(games.filter((g) => g.result === 'draw').length, n),
    losses: rate(games.filter((g) => g.result === 'b').length, n),
    turns: { mean: n ? sum((g) => g.turns) / n : NaN, median: median(turns), max: maxOf(turns) },
    turnLimit: games.filter((g) => g.reason === 'turn-limit').length,
    exits: { a: sum((g) => g.exits.a), b: sum((g) => g.exits.b) },
    downed: { a: sum((g) => g.downed.a), b: sum((g) => g.downed.b) },
    time: { a: timing(games.flatMap((g) => g.decisions.a)), b: timing(games.flatMap((g) => g.decisions.b)) },
  }
}
