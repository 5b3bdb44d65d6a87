/**
 * Engine benchmark: prints figures, asserts nothing. How each figure is measured: docs/benchmarks.md.
 *
 *   npm run bench                      (all the benchmarks)
 *   npm run bench:engine               (this one, built as the host is: electron/bench/vite.config.ts)
 *   BENCH_SECONDS=10 BENCH_ONLY=command npm run bench:engine   (one section, longer)
 *
 * Run through tsx instead (npx tsx electron/bench/engine-bench.ts) it times tsx's module-by-module transform, about
 * a tenth slower than the bundle the host runs; the first line says which code was timed.
 *
 * Sections (BENCH_ONLY): command, raw, scaling, games.
 */
import { loadAssets } from '../content/load-assets'
import { arena, type Density } from './engine/arena'
import { measureGames } from './engine/bot-games'
import { CommandPath } from './engine/command-path'
import { exponent, measure, type Rounds } from './engine/measure'
import { OPTIONS_003, OPTIONS_EVERY, RULES_003 } from './engine/option-sets'
import { RawPath } from './engine/raw-path'

const content = loadAssets()
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = 5
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(",").map(Number) : [1, 4, 8, 16, 32]
const GOAL_1V1 = 1_000_000
const only = process.env.BENCH_ONLY

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB')
const pairs = (perSide: number) => (2 * perSide * (2 * perSide - 1)) / 2
const log = (line = '') => process.stdout.write(`${line}\n`)
const roundsText = (r: Rounds) => r.rounds.map(fmt).join(', ')

function commandPath(perSide: number, density: Density = 'constant'): Rounds {
  return measure(new CommandPath(content, arena(content, perSide, density)), SECONDS, ROUNDS)
}

function rawPath(perSide: number, density: Density = 'constant'): Rounds {
  return measure(new RawPath(arena(content, perSide, density)), SECONDS, ROUNDS)
}

function table(title: string, run: (perSide: number) => Rounds): Map<number, Rounds> {
  log(title)
  const out = new Map<number, Rounds>()
  for (const n of SIZES) {
    const r = run(n)
    out.set(n, r)
    const extra = n === 1 && run === commandPathConstant ? `   goal: at least ${fmt(GOAL_1V1)} (${r.median >= GOAL_1V1 ? 'met' : 'not met'})` : ''
    log(`  ${`${n}v${n}`.padEnd(6)}${fmt(r.median).padStart(11)} phases/s   ${(1e6 / r.median).toFixed(2).padStart(8)} µs a phase${extra}`)
    log(`          rounds: ${roundsText(r)}`)
  }
  return out
}

const commandPathConstant = (n: number) => commandPath(n)

function scaling(label: string, figures: Map<number, Rounds>, sizes: number[]): void {
  const costs = sizes.map((n) => 1e9 / figures.get(n)!.median)
  const perPair = sizes.map((n, k) => costs[k] / pairs(n))
  log(`  ${label}: a phase costs planes^${exponent(sizes.map((n) => 2 * n), costs).toFixed(2)} over ${sizes.map((n) => `${n}v${n}`).join(', ')}`)
  log(`    per plane pair (phase cost / (planes x (planes - 1) / 2)): ${sizes.map((n, k) => `${n}v${n} ${perPair[k].toFixed(0)} ns`).join(', ')}`)
  const at8 = perPair[sizes.indexOf(8)]
  const at32 = perPair[sizes.indexOf(32)]
  if (at8 !== undefined && at32 !== undefined) log(`    goal: 32v32 no dearer a pair than 8v8: ${at32.toFixed(0)} ns against ${at8.toFixed(0)} ns (${at32 <= at8 ? 'met' : 'not met'})`)
}

// the built benchmark is one bundle in out-bench/, as the host's build is one bundle in out/main/
const built = /\/out-bench\/[^/]+\.mjs$/.test(new URL(import.meta.url).pathname)
log(`Overdive engine benchmark: Node ${process.version}, one core, ${SECONDS} s a figure in ${ROUNDS} rounds, medians of the rounds`)
log(built ? 'Code timed: built as the host is built (Vite, one bundle), run with node.' : 'Code timed: through tsx, module by module (the host runs a Vite bundle: npm run bench:engine times that).')
log('Figures are phases per second of CPU time. Each turn starts from one of 64 furballs (every Camel paired with a')
log('Dr.I, tail chase or head on) with legal plans drawn in advance. See docs/benchmarks.md.')
log()
let command: Map<number, Rounds> | null = null
let raw: Map<number, Rounds> | null = null
if (!only || only === 'command' || only === 'scaling') {
  command = table('Through the real command path (Game.play, as the host calls it: validation, command log, events, victory check), pairs spread as on a table that grows with the dogfight:', commandPathConstant)
  const optional = measure(new CommandPath(content, arena(content, 1, 'constant', OPTIONS_003)), SECONDS, ROUNDS)
  log(`  1v1 with every rule 003 offers on (${RULES_003.map((r) => r.option).join(', ')}): ${fmt(optional.median)} phases/s (${(1e6 / optional.median).toFixed(2)} µs a phase)`)
  log(`          rounds: ${roundsText(optional)}`)
  const every = measure(new CommandPath(content, arena(content, 1, 'constant', OPTIONS_EVERY)), SECONDS, ROUNDS)
  log(`  1v1 with every optional rule that plays with the others on (003's, 004's house rules and 000's; not 004's dice altitude, which 003's Altitude excludes): ${fmt(every.median)} phases/s (${(1e6 / every.median).toFixed(2)} µs a phase)`)
  log(`          rounds: ${roundsText(every)}`)
  log()
}
if (!only || only === 'raw' || only === 'scaling') {
  raw = table('Raw resolution beside it (the phase functions alone, event log off: what a bot looking ahead pays):', (n) => rawPath(n))
  log()
}
if (command && raw) {
  log('How the cost of a phase grows with the planes:')
  scaling('command path, density constant', command, SIZES.filter((n) => n >= 4))
  scaling('raw resolution, density constant', raw, SIZES.filter((n) => n >= 4))
  const fixed = new Map<number, Rounds>()
  for (const n of [8, 16, 32]) fixed.set(n, commandPath(n, 'fixed'))
  log(`  every size packed into the 8v8's area (${[8, 16, 32].map((n) => `${n}v${n} ${fmt(fixed.get(n)!.median)} phases/s`).join(', ')}):`)
  scaling('command path, fixed area', fixed, [8, 16, 32])
  log()
}
if (!only || only === 'games') {
  log('Whole games between bots that fight (heuristic against heuristic, through the driver and views, up to 60 turns):')
  for (const scenario of ['duel-over-the-trenches', 'dawn-patrols']) {
    const g = measureGames(content, scenario, SECONDS, ROUNDS)
    log(`  ${scenario}: ${g.median.toFixed(1)} games/s (rounds: ${g.rounds.map((x) => x.toFixed(1)).join(', ')}); ${g.games} games, ${g.turnsPerGame.toFixed(1)} turns and ${g.shotsPerGame.toFixed(1)} shots a game`)
    log(`    planes: ${(100 * g.shotDown).toFixed(0)}% shot down, ${(100 * g.exited).toFixed(0)}% off the table, ${(100 * g.stillFlying).toFixed(0)}% still flying at the end`)
  }
}
