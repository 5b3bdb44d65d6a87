/**
 * How long the ace takes to plan, a plane, on the path a player's game takes (issue 31: "the ace plans within 1.5 s a
 * plane at the 99th percentile on this 2-core machine, 8v8 included"). The ace is made as the host makes it (`BOTS.ace`
 * with its clock's guard on, as a host's bot worker makes it, though here in this thread through tsx, about a tenth
 * slower than the built host; `count` for the arena's counted budget alone) and flies
 * the first side, then the second, against the heuristic bot, game after game, on each table named. Each of the ace's
 * planning calls is timed on the wall clock and shared among the planes it planned (a seat plans all its planes in one
 * call, and plane k of it must be done by k + 1 guards); the figures are the percentiles of those shares, and the
 * slowest whole call.
 *
 *   npx tsx electron/bench/ace-timing.ts [--games N] [--mode host|count] [table ...]
 *
 * Tables: scenario ids or freeN (a free dogfight of N a side, one seat a side); by default the three duels, a
 * 4v4 and an 8v8. Prints figures and asserts nothing; run it alone on the machine (flock /tmp/overdive-heavy.lock ...),
 * since wall-clock times depend on the load.
 */
import { loadAssets } from '../content/load-assets'
import { arenaSetup } from '../../shared/arena/card-arena'
import { BOTS } from '../../shared/bots'
import { seatSeed } from '../../shared/bots/policy'
import { Game } from '../../shared/engine/game'
import type { PlanCommand } from '../../shared/engine/types'

const USAGE = 'usage: npx tsx electron/bench/ace-timing.ts [--games N] [--mode host|count] [scenario | freeN ...]'
const DEFAULT_TABLES = ['duel-over-the-trenches', 'on-the-way-to-become-aces', 'face-to-face', 'free4', 'free8']

function fail(why: string): never {
  process.stderr.write(`${why}\n${USAGE}\n`)
  process.exit(2)
}

const args = process.argv.slice(2)
let games = 4
let mode: 'host' | 'count' = 'host'
const tables: string[] = []
for (let i = 0; i < args.length; i++) {
  const a = args[i]
  if (a === '--games') {
    games = Number(args[++i])
    if (!Number.isSafeInteger(games) || games < 1) fail(`--games must be a whole number of 1 or more, not ${args[i]}`)
  } else if (a === '--mode') {
    const m = args[++i]
    if (m !== 'host' && m !== 'count') fail(`--mode is host or count, not ${m}`)
    mode = m
  } else if (a.startsWith('--')) fail(`unknown option ${a}`)
  else tables.push(a)
}

/** The q-quantile of sorted numbers, by the nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

const content = loadAssets()
const log = (line: string) => process.stdout.write(`${line}\n`)
log(`The ace's planning time a plane (${mode === 'host' ? "the host's ace: counted budget and the clock's guard" : 'counted budget alone, no clock'}) against the heuristic bot, ${games} games a table, sides swapped`)
const all: number[] = []
for (const table of tables.length ? tables : DEFAULT_TABLES) {
  const setup = arenaSetup(content, table.startsWith('free') ? { free: Number(table.slice(4)) } : { scenario: table, variant: null })
  const shares: number[] = []
  let slowestCall = 0
  let slowestPlanes = 0
  const began = performance.now()
  for (let g = 0; g < games; g++) {
    const seed = 31_000 + Math.floor(g / 2)
    const aceTeam = setup.teams[g % 2].id
    const game = Game.start(content, setup, seed)
    const bots = setup.seats.map((s) => (s.team === aceTeam ? BOTS.ace.make(content, s.id, seatSeed(seed, s.id), { clock: mode === 'host' }) : BOTS.heuristic.make(content, s.id, seatSeed(seed, s.id))))
    const isAce = (seat: string) => setup.seats.find((s) => s.id === seat)!.team === aceTeam
    for (let step = 0; step < 100_000 && game.state.step !== 'over' && game.state.turn <= 60; step++) {
      let moved = false
      for (const bot of bots) {
        const wall = performance.now()
        const cmds = bot.decide(game.view(bot.seat))
        const ms = performance.now() - wall
        const planned = cmds.filter((c): c is PlanCommand => c.type === 'plan').length
        if (planned && isAce(bot.seat)) {
          shares.push(ms / planned)
          if (ms > slowestCall) [slowestCall, slowestPlanes] = [ms, planned]
        }
        for (const c of cmds) {
          game.play(c)
          moved = true
        }
      }
      if (!moved) break
    }
  }
  shares.sort((a, b) => a - b)
  all.push(...shares)
  const f = (x: number) => x.toFixed(0).padStart(5)
  log(
    `  ${setup.title.padEnd(42)} ${String(shares.length).padStart(4)} calls   a plane: median ${f(quantile(shares, 0.5))} ms, p90 ${f(quantile(shares, 0.9))}, p99 ${f(quantile(shares, 0.99))}, max ${f(shares[shares.length - 1] ?? NaN)}` +
      `   slowest call ${slowestCall.toFixed(0)} ms for ${slowestPlanes} plane(s)   (${((performance.now() - began) / 1000).toFixed(0)} s)`,
  )
}
all.sort((a, b) => a - b)
log(`  every table: ${all.length} calls, a plane: median ${quantile(all, 0.5).toFixed(0)} ms, p99 ${quantile(all, 0.99).toFixed(0)} ms, max ${all[all.length - 1]?.toFixed(0)} ms (target: p99 <= 1500 ms)`)
