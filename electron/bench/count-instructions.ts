/**
 * Instructions a phase of the engine, counted with cachegrind: the stable measure of the engine's cost on a shared
 * machine, where timed figures drift with the load (docs/benchmarks.md, "Counting instructions").
 *
 *   npm run bench:count                                   (builds out-count/, counts every case)
 *   npx tsx electron/bench/count-instructions.ts <bundle> [case,case]   (a bundle built elsewhere, to compare builds)
 *
 * For each case it runs the driver (engine-count.ts) twice under cachegrind, a long run and a short one, and prints
 * (instructions of the long - of the short) / (phases of the long - of the short): the fixed costs cancel out. Node
 * runs single-threaded with V8's hash and random seeds fixed and its garbage collector on a fixed schedule, so that a
 * build counts the same run after run (to within a few instructions a phase). Asserts nothing; needs valgrind (apt-get install valgrind).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * turns of the long and the short run of each case (a count is exact for a build: more turns add no precision). Both
 * runs are past V8's warm-up: a short run of 5,000 turns (the windows before issue 31's second engine pass: 25,000 -
 * 5,000, 15,000 - 5,000 and 1,400 - 400) left V8 still compiling functions that turn hot later (eight with 003's
 * rules), and that one-off compiling was counted as a phase's cost (7,000 instructions a phase with 003's rules).
 * OVERDIVE_COUNT_WINDOWS=old counts over the old windows, to compare with figures measured before.
 */
const WINDOWS: Record<string, Record<string, [number, number]>> = {
  steady: { basic: [45_000, 25_000], rules003: [25_000, 15_000], '8v8': [2_400, 1_400] },
  old: { basic: [25_000, 5_000], rules003: [15_000, 5_000], '8v8': [1_400, 400] },
}
const windows = process.env.OVERDIVE_COUNT_WINDOWS ?? 'steady'
if (!WINDOWS[windows]) throw new Error(`OVERDIVE_COUNT_WINDOWS is "steady" (the default) or "old", not "${windows}"`)
const TURNS = WINDOWS[windows]

/**
 * --predictable-gc-schedule ("Fixes heap growing, idle, and memory reducing behavior", V8's help): a young generation
 * of one size (4 MB a semi-space, as --trace-gc shows). Left to itself V8 sizes its heap by what it measures against
 * the wall clock, and under valgrind on a loaded machine one build's runs took different paths: it counted 10,285,
 * 11,426 and 10,288 a basic phase and 19,454, 19,455 and 21,115 with 003's rules in three runs within an hour (two
 * traced runs of the same short 003 window collected 86 and 41 times: in the first the young generation shrank at
 * its fourth collection; issue 31, the fifth engine pass). OVERDIVE_COUNT_GC=v8 leaves V8's own schedule, to compare
 * with counts made before.
 */
const gc = process.env.OVERDIVE_COUNT_GC ?? 'fixed'
if (gc !== 'fixed' && gc !== 'v8') throw new Error(`OVERDIVE_COUNT_GC is "fixed" (the default) or "v8", not "${gc}"`)
const GC_FLAGS = gc === 'v8' ? [] : ['--predictable-gc-schedule']
const NODE_FLAGS = ['--single-threaded', '--hash-seed=1', '--random-seed=1', ...GC_FLAGS]
/** --smc-check=all-non-file: V8 writes and rewrites its machine code in memory; the count must follow it */
const VALGRIND_FLAGS = ['--tool=cachegrind', '--cache-sim=no', '--branch-sim=no', '--smc-check=all-non-file']

const root = fileURLToPath(new URL('../..', import.meta.url))
const [bundleArg, casesArg] = process.argv.slice(2)
const bundle = resolve(bundleArg ?? 'out-count/engine-count.mjs')
const cases = casesArg ? casesArg.split(',') : Object.keys(TURNS)

interface Run {
  instructions: number
  phases: number
}

function run(name: string, turns: number, dir: string): Run {
  const out = join(dir, `${name}-${turns}.out`)
  const stdout = execFileSync('valgrind', [...VALGRIND_FLAGS, `--cachegrind-out-file=${out}`, process.execPath, ...NODE_FLAGS, bundle, name, String(turns)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, OVERDIVE_ASSETS: process.env.OVERDIVE_ASSETS ?? join(root, 'assets') },
  })
  const phases = Number(/ (\d+) phases /.exec(stdout)?.[1])
  const summary = /^summary: (\d+)/m.exec(readFileSync(out, 'utf8'))
  if (!summary || !Number.isFinite(phases)) throw new Error(`no count for ${name} ${turns}: ${stdout}`)
  return { instructions: Number(summary[1]), phases }
}

const dir = mkdtempSync(join(tmpdir(), 'overdive-count-'))
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB')
process.stdout.write(`Instructions a phase (cachegrind ${VALGRIND_FLAGS.slice(1).join(' ')}; node ${NODE_FLAGS.join(' ')}), ${bundle}\n`)
try {
  for (const name of cases) {
    const turns = TURNS[name]
    if (!turns) throw new Error(`unknown case "${name}": the cases are ${Object.keys(TURNS).join(', ')}`)
    const long = run(name, turns[0], dir)
    const short = run(name, turns[1], dir)
    const phases = long.phases - short.phases
    process.stdout.write(`  ${name.padEnd(9)}${fmt((long.instructions - short.instructions) / phases).padStart(9)} a phase   (${fmt(long.instructions)} - ${fmt(short.instructions)} over ${fmt(phases)} phases, turns ${turns[0]} - ${turns[1]})\n`)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
