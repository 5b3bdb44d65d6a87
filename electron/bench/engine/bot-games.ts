/**
 * Whole games between bots that fight: the heuristic bot on both sides (random bots mostly fly off the table on
 * their second turn, which measures nothing). Played through the same driver and command path as the host's
 * games, views included. Reports games per second (median of rounds, CPU time) and what happened in them, so that
 * a reader can see the games were dogfights: turns, shots, and how the planes left.
 */
import { BOTS } from '../../../shared/bots'
import type { Content } from '../../../shared/content/types'
import { scenarioSetup } from '../../../shared/engine/setup'
import { playGame } from '../../../shared/sim/play'
import { median } from './measure'

export interface GamesFigure {
  scenario: string
  rounds: number[]
  median: number
  games: number
  turnsPerGame: number
  shotsPerGame: number
  /** fractions of the planes that left the game, by how */
  shotDown: number
  exited: number
  stillFlying: number
}

export function measureGames(content: Content, scenario: string, seconds: number, rounds: number): GamesFigure {
  let seed = 1
  let games = 0
  let turns = 0
  let shots = 0
  let planes = 0
  let down = 0
  let exited = 0
  let flying = 0
  const out: number[] = []
  for (let r = 0; r < rounds; r++) {
    let n = 0
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    while (performance.now() - t0 < (seconds * 1000) / rounds || n === 0) {
      const setup = scenarioSetup(content, { scenario })
      const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
      const game = playGame(content, setup, seed++, policies, { maxTurns: 60 })
      n++
      turns += game.state.turn
      for (const p of game.state.planes) {
        planes++
        shots += p.stats.shots
        if (p.status === 'flying') flying++
        else if (p.status === 'exited') exited++
        else down++
      }
    }
    const cpu = process.cpuUsage(c0)
    out.push(n / ((cpu.user + cpu.system) / 1e6))
    games += n
  }
  return { scenario, rounds: out, median: median(out), games, turnsPerGame: turns / games, shotsPerGame: shots / games, shotDown: down / planes, exited: exited / planes, stillFlying: flying / planes }
}
