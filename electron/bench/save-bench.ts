/**
 * Save and replay benchmark: prints figures, asserts nothing.
 *
 *   npx tsx electron/bench/save-bench.ts
 *
 * A 100-turn dogfight of 8 Camels against 8 Dr.Is (pilots that circle and fire when they can), saved, then:
 * the file's size, the time to load and show it (read, check, resume, build the view a seat is sent), the time
 * to open it as a replay, and the time to seek anywhere in the replay.
 */
import { gzipSync } from 'node:zlib'
import type { Policy } from '../../shared/bots/policy'
import { Game } from '../../shared/engine/game'
import { nextInt, seedRng } from '../../shared/engine/rng'
import type { Command, SeatId } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { gameFromSave, makeSave, readSave, serializeSave } from '../../shared/save/save-file'
import { Replay } from '../../shared/save/replay'
import { drive } from '../../shared/sim/play'
import { loadAssets } from '../content/load-assets'
import { setupWith } from '../testing/fixtures'

const content = loadAssets()

/** Circles with banks and turns, one direction per turn, and fires at the first target it has. */
class CirclingPilot implements Policy {
  private rng = seedRng(99)
  constructor(readonly seat: SeatId) {}
  decide(view: GameView): Command[] {
    const mine = view.planes.filter((p) => p.seat === this.seat && p.status === 'flying')
    if (view.step === 'planning') {
      return mine
        .filter((p) => !p.committed)
        .map((p) => {
          const deck = content.manoeuvreDecks[content.aircraft[p.aircraft].manoeuvreDeck!]
          const dir = nextInt(this.rng, 2) ? 'left' : 'right'
          const banks = deck.cards.filter((c) => c.turn === dir && !c.steep && !c.altitude && 'arc' in c.move)
          const pick: string[] = []
          while (pick.length < 3) {
            const c = banks[nextInt(this.rng, banks.length)].id
            if (!pick.includes(c)) pick.push(c)
          }
          return { type: 'plan' as const, seat: this.seat, plane: p.id, cards: pick }
        })
    }
    return mine
      .filter((p) => !view.ordered.includes(p.id) && view.fireOptions.some((o) => o.plane === p.id))
      .map((p) => ({ type: 'fire' as const, seat: this.seat, plane: p.id, front: view.fireOptions.find((o) => o.plane === p.id && o.arc === 'front')?.target ?? null }))
  }
}

function longGame(): Game {
  const planes = []
  for (let i = 0; i < 16; i++) {
    const allied = i % 2 === 0
    planes.push({ id: `${allied ? 'camel' : 'dr1'}-${i >> 1}`, aircraft: allied ? 'sopwith-camel' : 'fokker-dr-i', team: allied ? ('allied' as const) : ('central' as const), x: 380 + (i % 4) * 80, y: 380 + Math.floor(i / 4) * 80, heading: (i * 77) % 360 })
  }
  const setup = setupWith(planes, { table: { width: 1000, depth: 1000 }, options: { turnLimit: 100 } })
  const game = Game.start(content, setup, 2024)
  drive(game, { allied: new CirclingPilot('allied'), central: new CirclingPilot('central') })
  return game
}

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now()
  const r = f()
  return [r, performance.now() - t0]
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

const game = longGame()
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
