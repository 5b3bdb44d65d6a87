/**
 * Save and replay benchmark: prints figures, asserts nothing.
 *
 *   npx tsx electron/bench/save-bench.ts
 *
 * A 100-turn dogfight of 8 Camels against 8 Dr.Is (electron/bench/long-game.ts), saved, then:
 * the file's size, the time to load and show it (read, check, resume, build the view a seat is sent), the time
 * to open it as a replay, and the time to seek anywhere in the replay.
 */
import { gzipSync } from 'node:zlib'
import { nextInt, seedRng } from '../../shared/engine/rng'
import type { SeatId } from '../../shared/engine/types'
import { gameFromSave, makeSave, readSave, serializeSave } from '../../shared/save/save-file'
import { Replay } from '../../shared/save/replay'
import { loadAssets } from '../content/load-assets'
import { longGame } from './long-game'

const content = loadAssets()

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now()
  const r = f()
  return [r, performance.now() - t0]
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const game = longGame(content)
const seats = { allied: 'human', central: 'bot:heuristic' } as const
const text = serializeSave(makeSave(game, seats))
const shots = game.events.filter((e) => e.type === 'fired').length
const left = game.state.planes.filter((p) => p.status === 'flying').length
console.log(`Overdive save and replay benchmark (Node ${process.version})\n`)
console.log(`game: ${game.state.turn} turns, 16 planes (${left} still flying), ${game.commands.length} commands, ${shots} shots fired`)
console.log(`file: ${(text.length / 1024).toFixed(0)} KiB (${(gzipSync(text).length / 1024).toFixed(0)} KiB gzipped)`)

// warm up the code paths once, then measure a few times and take the median
for (let i = 0; i < 2; i++) gameFromSave(content, readSave(content, text).save).view('allied')
const loads: number[] = []
for (let i = 0; i < 7; i++) loads.push(time(() => JSON.stringify(gameFromSave(content, readSave(content, text).save).view('allied')))[1])
console.log(`load and show (read, check, resume, the seat's view as sent): ${median(loads).toFixed(1)} ms median   (target: at most 200 ms)`)

const [replay, buildMs] = time(() => Replay.build(content, game.state.setup, game.state.seed, game.commands))
console.log(`open as a replay (replay every command, keep every phase): ${buildMs.toFixed(0)} ms for ${replay.length} frames`)
const rng = seedRng(5)
const seeks: number[] = []
for (let i = 0; i < 200; i++) {
  const at = nextInt(rng, replay.length)
  const viewer = ['all', null, 'allied', 'central'][i % 4] as 'all' | null | SeatId
  seeks.push(time(() => JSON.stringify({ view: replay.view(at, viewer), events: replay.events(at, viewer) }))[1])
}
console.log(`seek anywhere in the replay: ${median(seeks).toFixed(2)} ms median, ${Math.max(...seeks).toFixed(2)} ms worst of 200   (target: at most 50 ms)`)
