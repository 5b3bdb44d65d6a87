/**
 * The engine's instruction count a phase: the driver cachegrind runs (docs/benchmarks.md, "Counting instructions").
 *
 *   node out-count/engine-count.mjs <case> <turns>      (case: basic, rules003, 8v8)
 *
 * Plays `turns` turns of the benchmark's real command path (electron/bench/engine/command-path.ts: Game.play, as the
 * host calls it) and prints the phases resolved. The fixed costs (node's start, loading the content, compiling the
 * rules, V8 warming up) are the same for any number of turns, so the count of a long run less that of a short one,
 * divided by the phases between them, is what a phase costs. Seeds are fixed (the arena's and the game's), so a build
 * resolves the same phases run after run; electron/bench/count-instructions.ts runs it under cachegrind.
 */
import { loadAssets } from '../content/load-assets'
import { arena } from './engine/arena'
import { CommandPath } from './engine/command-path'
import { OPTIONS_003 } from './engine/option-sets'

const COUNT_CASES = {
  basic: { perSide: 1, options: {} },
  rules003: { perSide: 1, options: OPTIONS_003 },
  '8v8': { perSide: 8, options: {} },
} as const

const [name, turnsText] = process.argv.slice(2)
const which = COUNT_CASES[name as keyof typeof COUNT_CASES]
const turns = Number(turnsText)
if (!which || !Number.isSafeInteger(turns) || turns < 1) {
  process.stderr.write(`usage: node out-count/engine-count.mjs <${Object.keys(COUNT_CASES).join('|')}> <turns>\n`)
  process.exit(2)
}
/**
 * The turns, played from a function: V8 runs a module's top-level code unoptimised (its baseline compiler), where each
 * turn's look-up of `path.turn` went through the inline cache's builtins, some 20 instructions a phase counted that no
 * game spends (issue 31, the sixth engine pass).
 */
function play(driver: CommandPath, turns: number): void {
  for (let t = 0; t < turns; t++) driver.turn()
}

const content = loadAssets()
const path = new CommandPath(content, arena(content, which.perSide, 'constant', which.options))
play(path, turns)
process.stdout.write(`${name} ${turns} turns ${path.phases} phases ${path.shots} shots\n`)
