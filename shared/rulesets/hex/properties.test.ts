/**
 * Property tests over many random hex games (seeded: a failure names its scenario and seed, and replays):
 * - hands, the deck's order and the generator never reach another seat's view: a twin game that differs only in
 *   what a seat cannot see (the other hands and the deck dealt anew from the same cards, another generator state)
 *   gives that seat the same view and the same events;
 * - games always end (the turn limit at the latest);
 * - no plane is in two places: no two planes flying share a hex and an altitude (002: they would have crashed), and
 *   every plane flying is on the map;
 * - the deck, the hands and the discard pile always hold the 52 cards, each once.
 * Half the games start the planes close, facing each other at one altitude, and fire whenever they may, so that
 * attacks, evades, stalls and critical hits happen.
 */
import { describe, expect, it } from 'vitest'
import { nextInt, seedRng, shuffle } from '../../util/rng'
import { hexContent } from './content-fixture'
import { HexGame } from './game'
import { playRandomGame } from './random-play'
import { hexSetupFor } from './setup'
import type { Card, HexSetup, HexState } from './types'
import { eventsFor } from './view'

const SCENARIOS = Object.keys(hexContent.scenarios)
/** over two thousand games in all: the four-seat games are longer, so fewer of them */
const GAMES = (scenario: string) => (hexContent.scenarios[scenario].planes.length > 2 ? 150 : 400)

/** The scenario on a map 16 hexes wider and taller (more room to turn); close: the planes start 2 hexes apart. */
function roomySetup(scenario: string, seed: number, close: boolean, turnLimit: number): HexSetup {
  const s = hexSetupFor(hexContent, scenario, {}, turnLimit)
  const shift = <T extends { col: number; row: number }>(h: T) => ({ col: h.col + 8, row: h.row + 8 })
  s.map = { width: s.map.width + 16, height: s.map.height + 16 }
  s.planes.forEach((p, i) => {
    p.hex = shift(p.hex)
    if (close) {
      const west = p.facing === 0
      p.hex = { col: 14 + (west ? 0 : 2), row: 12 + 2 * Math.floor(i / 2) + (i % 2) * 4 * Number(s.planes.length > 2) }
      p.altitude = 3 + (seed % 2)
    }
  })
  s.balloons = s.balloons.map((b) => ({ ...b, hex: shift(b.hex) }))
  s.ground = s.ground.map((g) => ({ ...g, hex: shift(g.hex) }))
  s.clouds = s.clouds.map((c) => ({ ...c, hexes: c.hexes.map(shift) }))
  s.objectives = s.objectives.map((o) => (o.hex ? { ...o, hex: shift(o.hex) } : o))
  return s
}

/** The same game as seen by `seat`, with everything it cannot see dealt anew. */
function twin(state: HexState, seat: string, seed: number): HexGame {
  const t = JSON.parse(JSON.stringify(state)) as HexState
  const rng = seedRng(seed)
  const others = Object.keys(t.hands).filter((s) => s !== seat)
  const pool: Card[] = shuffle(rng, [...t.deck, ...others.flatMap((s) => t.hands[s])])
  t.deck = pool.splice(0, t.deck.length)
  for (const s of others) t.hands[s] = pool.splice(0, t.hands[s].length)
  t.rng = seedRng(seed + 1_000_003)
  return HexGame.resume(t)
}

function checkInvariants(game: HexGame, where: string): void {
  const s = game.state
  const ids = [...s.deck, ...s.discard, ...Object.values(s.hands).flat()].map((c) => c.id).sort((a, b) => a - b)
  expect(ids, `${where}: 52 cards`).toEqual(Array.from({ length: 52 }, (_, i) => i))
  const flying = s.planes.filter((p) => p.status === 'flying')
  const spots = flying.map((p) => `${p.hex.col},${p.hex.row},${p.altitude}`)
  expect(new Set(spots).size, `${where}: two planes in one hex and altitude`).toBe(spots.length)
  for (const p of flying) {
    expect(p.hex.col >= 0 && p.hex.row >= 0 && p.hex.col < s.setup.map.width && p.hex.row < s.setup.map.height, `${where}: ${p.id} off the map`).toBe(true)
    expect(p.altitude >= 1 && p.altitude <= 6, `${where}: ${p.id} altitude`).toBe(true)
  }
}

function checkSecrecy(game: HexGame, where: string, salt: number): void {
  for (const seat of [...Object.keys(game.state.hands), null]) {
    const other = twin(game.state, seat ?? '', salt)
    expect(other.view(seat), `${where}: ${seat ?? 'spectator'}'s view`).toEqual(game.view(seat))
    const view = JSON.stringify(game.view(seat))
    expect(view.includes('"rng"'), `${where}: the generator in a view`).toBe(false)
  }
  // a card drawn is told to its seat alone
  for (const seat of Object.keys(game.state.hands)) {
    const seen = eventsFor(game.events, seat).filter((e) => e.type === 'drew')
    expect(seen.every((e) => e.to === seat), `${where}: ${seat} sees another seat's draw`).toBe(true)
  }
}

describe('hex games: properties over random games', () => {
  it('the twin check can fail: a twin dealt anew for another seat (this seat\'s own hand changed) shows this seat another view', () => {
    const game = HexGame.start(roomySetup('duel', 1, false, 30), 1)
    // dealt anew as the germans would not see it: the allies' own hand and the deck shuffled together
    const other = twin(game.state, 'germans', 99)
    expect(other.view('allies')).not.toEqual(game.view('allies'))
    expect(other.view('germans')).toEqual(game.view('germans'))
  })

  for (const scenario of SCENARIOS) {
    it(`${scenario}: ${GAMES(scenario)} random games end, keep every hand, the deck order and the generator secret, never put two planes in one place, and keep 52 cards`, () => {
      const stats = { commands: 0, attacks: 0, rounds: 0 }
      for (let g = 0; g < GAMES(scenario); g++) {
        const seed = g * 7919 + scenario.length
        const close = g % 2 === 0
        // the first games of each scenario run to the default turn limit (30 rounds); the others to 3
        const limit = g < 6 ? 30 : 3
        const game = HexGame.start(roomySetup(scenario, seed, close, limit), seed)
        const rng = seedRng(seed)
        let n = 0
        playRandomGame(
          game,
          seed,
          () => {
            n++
            const where = `${scenario} seed ${seed} command ${n}`
            checkInvariants(game, where)
            if (nextInt(rng, 16) === 0) checkSecrecy(game, where, seed + n)
          },
          5000,
          close,
        )
        expect(game.over, `${scenario} seed ${seed} ended`).toBe(true)
        expect(game.result()).not.toBeNull()
        expect(game.state.round).toBeLessThanOrEqual(limit)
        stats.commands += n
        stats.rounds += game.state.round
        stats.attacks += game.events.filter((e) => e.type === 'roll' && String(e.words).includes(' fires at ')).length
      }
      // the games were games: moves were made, and shots fired
      expect(stats.commands).toBeGreaterThan(GAMES(scenario) * 10)
      expect(stats.attacks).toBeGreaterThan(10)
    }, 300_000)
  }
})
