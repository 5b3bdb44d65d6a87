/**
 * Save and replay benchmark: prints figures, asserts nothing.
 *
 *   npx tsx electron/bench/save-bench.ts [--dir <folder>]
 *
 * A 100-turn dogfight of 8 Camels against 8 Dr.Is flown by bots (electron/bench/long-game.ts), then:
 * - autosave: the cost of one journal append (the path the host takes after every command: the line made,
 *   written, fdatasynced) at turn 10 and at turn 100, against rewriting the whole save each time;
 * - the file's size, the time to load and show a save and a journal (read, verified by replay, the seat's view);
 * - the time to build the replay of the 100-turn game, and to seek anywhere in it.
 * The folder written to (the system's temporary folder unless --dir names one) decides what fdatasync costs.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { Game } from '../../shared/engine/game'
import { nextInt, seedRng } from '../../shared/engine/rng'
import type { SeatId } from '../../shared/engine/types'
import { makeSave, readSave, serializeSave } from '../../shared/save/save-file'
import { Replay } from '../../shared/save/replay'
import { verifySave } from '../../shared/save/verify'
import { loadAssets } from '../content/load-assets'
import { writeAtomic } from '../saves/atomic'
import { SaveStore } from '../saves/save-store'
import { longGame } from './long-game'

const { values } = parseArgs({ options: { dir: { type: 'string' } } })
const content = loadAssets()
const RUNS = 5
const TURNS = [10, 100]

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now()
  const r = f()
  return [r, performance.now() - t0]
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const ms = (x: number, digits = 2) => `${x.toFixed(digits)} ms`

const game = longGame(content)
const seats = { allied: 'human', central: 'bot:heuristic' } as const
const text = serializeSave(makeSave(game, seats))
const shots = game.events.filter((e) => e.type === 'fired').length
const left = game.state.planes.filter((p) => p.status === 'flying').length
const root = values.dir ?? tmpdir()
console.log(`Overdive save and replay benchmark (Node ${process.version})\n`)
console.log(`game: ${game.state.turn - 1} turns, 16 planes (${left} still flying), ${game.commands.length} commands, ${shots} shots fired`)
console.log(`file: ${(text.length / 1024).toFixed(0)} KiB as a save (${(gzipSync(text).length / 1024).toFixed(0)} KiB gzipped)`)

// Autosave. The bots' game is played again command by command, as the host plays it, and after each command
// the journal is appended to (one line, written and fdatasynced). For comparison, at the same commands: the
// whole save rewritten (made, serialized, written to a temporary file, fsynced, renamed), and the autosave as it
// was before the journal (the previous file read back and checked, then the whole save rewritten). Each is timed
// on its own; the figure is the median over every command of that turn, over several games.
const appends = new Map<number, number[]>(TURNS.map((t) => [t, []]))
const rewrites = new Map<number, number[]>(TURNS.map((t) => [t, []]))
const before = new Map<number, number[]>(TURNS.map((t) => [t, []]))
let journalBytes = 0
for (let run = 0; run < RUNS; run++) {
  const dir = mkdtempSync(join(root, 'overdive-save-bench-'))
  try {
    const store = new SaveStore(dir, content)
    const live = Game.start(content, game.state.setup, game.state.seed)
    const journal = store.startJournal(`bench${run}`, live, seats, { app: 'save-bench' })
    for (const cmd of game.commands) {
      const turn = live.state.turn
      live.apply(cmd)
      const [, dt] = time(() => journal.append(live))
      appends.get(turn)?.push(dt)
      if (run < 2 && rewrites.has(turn)) {
        const file = join(dir, 'rewrite.json')
        rewrites.get(turn)!.push(time(() => writeAtomic(file, serializeSave(makeSave(live, seats, { kind: 'autosave' }))))[1])
        before.get(turn)!.push(time(() => (readSave(content, readFileSync(file, 'utf8')), writeAtomic(file, serializeSave(makeSave(live, seats, { kind: 'autosave' })))))[1])
      }
    }
    journal.close()
    journalBytes = statSync(join(dir, journal.file)).size
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
console.log(`\nautosave after a command, median over each command of the turn (${RUNS} games; written under ${root}):`)
for (const t of TURNS) {
  console.log(`  turn ${String(t).padStart(3)}: journal append ${ms(median(appends.get(t)!))} (${appends.get(t)!.length} appends, each with its fdatasync)   whole save rewritten ${ms(median(rewrites.get(t)!))}   before the journal (re-read, check, rewrite) ${ms(median(before.get(t)!))}`)
}
console.log(`  the journal of the whole game: ${(journalBytes / 1024).toFixed(0)} KiB, one line per command`)

// Loading: read, checked, verified by replaying every command, and the view a seat is sent.
const dir = mkdtempSync(join(root, 'overdive-save-bench-'))
try {
  const store = new SaveStore(dir, content)
  store.write('long', makeSave(game, seats))
  store.startJournal('long', game, seats).close()
  const loadSave = () => JSON.stringify(verifySave(content, readSave(content, text).save).view('allied'))
  const loadJournal = () => JSON.stringify(store.read('autosave-long.journal').game.view('allied'))
  for (let i = 0; i < 2; i++) {
    loadSave()
    loadJournal()
  }
  const saves: number[] = []
  const journals: number[] = []
  for (let i = 0; i < RUNS + 2; i++) {
    saves.push(time(loadSave)[1])
    journals.push(time(loadJournal)[1])
  }
  console.log(`\nload and show (read, check, verify by replaying every command, the seat's view as sent), median of ${RUNS + 2}:`)
  console.log(`  a save file: ${ms(median(saves), 1)}   a journal: ${ms(median(journals), 1)}   (target: at most 200 ms)`)
  const lists: number[] = []
  for (let i = 0; i < RUNS + 2; i++) lists.push(time(() => store.list())[1])
  console.log(`  the list of saves (the save and the journal, no replay): ${ms(median(lists), 1)} median of ${RUNS + 2}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

// The replay: every command replayed and every phase kept.
const build = () => Replay.build(content, game.state.setup, game.state.seed, game.commands)
build()
const builds: number[] = []
let replay = build()
for (let i = 0; i < RUNS + 2; i++) [replay, builds[i]] = time(build)
console.log(`\nopen as a replay (replay every command, keep every phase): ${ms(median(builds), 1)} median of ${RUNS + 2} builds, ${replay.length} frames`)
const rng = seedRng(5)
const seeks: number[] = []
for (let i = 0; i < 200; i++) {
  const at = nextInt(rng, replay.length)
  const viewer = ['all', null, 'allied', 'central'][i % 4] as 'all' | null | SeatId
  seeks.push(time(() => JSON.stringify({ view: replay.view(at, viewer), events: replay.events(at, viewer) }))[1])
}
console.log(`seek anywhere in the replay: ${ms(median(seeks))} median, ${ms(Math.max(...seeks))} worst of 200   (target: at most 50 ms)`)
