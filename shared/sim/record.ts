/**
 * The game record: one JSON document that says what happened in a game, for players, bot authors and tests.
 * It is omniscient (every secret, every event): it is made after the game, or for a referee.
 */
import type { Game } from '../engine/game'
import type { Seed } from '../engine/rng'
import type { Command, GameEvent, GameResult, GameSetup, PlaneStats, PlaneStatus } from '../engine/types'
import { victoryReport, type VictoryReport } from '../engine/scoring/victories'

export interface GameRecord {
  format: 'overdive-record'
  version: 1
  scenario: string
  variant: string | null
  title: string
  seed: Seed
  setup: GameSetup
  seats: { id: string; team: string; player: string }[]
  /** turns begun */
  turns: number
  /** null when the game stopped before it was decided (a script that ran out of turns) */
  result: (GameResult & { loser: string | null }) | null
  planes: { id: string; aircraft: string; team: string; status: PlaneStatus; out: { turn: number; phase: number; edge: string | null } | null; damageTotal: number; damagePoints: number; stats: PlaneStats }[]
  /** a campaign's sortie (setup.campaign): who was credited with which victory, and what became of each plane (engine/scoring/victories.ts) */
  victories?: VictoryReport
  commands: Command[]
  events: GameEvent[]
}

export function buildRecord(game: Game, players: Record<string, string>): GameRecord {
  const s = game.state
  const result = s.result
  let loser: string | null = null
  if (result && result.winner && s.setup.teams.length === 2) loser = s.setup.teams.find((t) => t.id !== result.winner)!.id
  return {
    format: 'overdive-record',
    version: 1,
    scenario: s.setup.scenario,
    variant: s.setup.variant,
    title: s.setup.title,
    seed: s.seed,
    setup: s.setup,
    seats: s.setup.seats.map((seat) => ({ id: seat.id, team: seat.team, player: players[seat.id] ?? 'human' })),
    turns: s.turn,
    result: result ? { ...result, loser } : null,
    planes: s.planes.map((p, i) => ({
      id: p.id,
      aircraft: p.aircraft,
      team: p.team,
      status: p.status,
      out: p.out,
      damageTotal: p.damageTotal,
      damagePoints: game.rules.planes[i].aircraft.damagePoints,
      stats: p.stats,
    })),
    ...(s.setup.campaign ? { victories: victoryReport(game.rules, s) } : {}),
    commands: game.commands,
    events: game.events,
  }
}
