/**
 * Every 001 option on at once must not break the hex game: seeded random games (random legal commands from each
 * seat's own view, legal.ts) on every scenario end within the turn limit, never leave two flying planes in one hex
 * at one altitude, and keep the options' secrets: another seat's wounds and damaged sections never reach a view,
 * and the rolls and events that tell them go to their owner alone.
 *
 * Random planes fly off 002's small maps within a round or two, before the options have anything to do, so each
 * scenario is played on a map 16 columns wider and 12 rows taller (everything moved to its middle), a command that
 * would put the seat's own plane out is passed over while another is legal, and now and then an unseen gun lands
 * 1-3 hits on a plane that is not moving (through the game's own damage), so that wounds, sections, spins and
 * glides happen in these games too; the planes carry little fuel (12), so that they run dry and glide.
 */
import { describe, expect, it } from 'vitest'
import { nextInt, seedRng } from '../../../util/rng'
import { hexContent } from '../content-fixture'
import { takeHits } from '../damage'
import { HexGame, hexContext } from '../game'
import { legalCommands } from '../legal'
import { hexSetupFor } from '../setup'
import { settle } from '../turn'
import type { HexCommand, HexEvent, HexOptions, HexSetup } from '../types'

const SHIFT = { col: 8, row: 6 }
const ALL_ON: HexOptions = {
  fuel: true,
  // little fuel, so that planes run dry and glide within the games' 12 rounds
  fuelLoad: 12,
  restrictedManoeuvres: true,
  stability: true,
  steepClimbsDives: true,
  reloading: true,
  wounds: true,
  anoxia: true,
  friendlyFire: true,
  trenches: [
    { side: 'allies', hexes: Array.from({ length: 21 }, (_, row) => ({ col: 3 + SHIFT.col, row })) },
    { side: 'germans', hexes: Array.from({ length: 21 }, (_, row) => ({ col: 10 + SHIFT.col, row })) },
  ],
  battleDamage: true,
}

/** events a seat other than the owner must never read in the open */
const SECRET_WORDS = /which section|wound to|under strain|seized engine:|boxes|lightly|seriously/

/** The scenario on a bigger map: every hex moved by SHIFT (an even row shift keeps the odd-r rows' geometry). */
function widened(setup: HexSetup): HexSetup {
  const move = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(move)
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>
      if (typeof o.col === 'number' && typeof o.row === 'number' && Object.keys(o).length === 2) return { col: o.col + SHIFT.col, row: o.row + SHIFT.row }
      return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'options' ? v : move(v)]))
    }
    return x
  }
  const s = move(setup) as HexSetup
  s.map = { width: setup.map.width + 2 * SHIFT.col, height: setup.map.height + 2 * SHIFT.row }
  return s
}

function stayFlying(game: HexGame, seat: string, cmds: HexCommand[]): HexCommand[] {
  const kept = cmds.filter((c) => {
    const copy = HexGame.resume(game.state)
    copy.play(c)
    return !copy.state.planes.some((p) => p.seat === seat && p.status !== 'flying')
  })
  return kept.length ? kept : cmds
}

/** 1-3 hits from an unseen gun on a flying plane that is not moving, credited to an enemy. */
function strayHits(game: HexGame, pick: number[]): void {
  const st = game.state
  if (st.pending.length || game.over) return
  const targets = st.planes.filter((p) => p.status === 'flying' && p.id !== st.move?.plane)
  if (!targets.length) return
  const t = targets[nextInt(pick, targets.length)]
  const by = st.planes.find((p) => p.side !== t.side)?.id ?? null
  const ctx = hexContext(st, game.events as HexEvent[])
  takeHits(ctx, t, 1 + nextInt(pick, 3), by)
  settle(ctx)
}

function playRandom(scenario: string, seed: number) {
  // the scenario's first plane is flown by a novice
  const novice = hexContent.scenarios[scenario].planes[0].id
  const game = HexGame.start(widened(hexSetupFor(hexContent, scenario, { ...ALL_ON, novicePilots: [novice] }, 12)), seed)
  const pick = seedRng(seed + 1000)
  const seats = [...new Set(game.state.planes.map((p) => p.seat))]
  let steps = 0
  while (!game.over && steps < 6000) {
    const seat = game.waitingFor()[0]
    const legal = legalCommands(game.view(seat), seat)
    expect(legal.length, `${scenario} seed ${seed}: ${seat} has no legal command at step ${steps}`).toBeGreaterThan(0)
    const cmds = stayFlying(game, seat, legal)
    game.play(cmds[nextInt(pick, cmds.length)])
    steps++
    if (steps % 15 === 0) strayHits(game, pick)
    const flying = game.state.planes.filter((p) => p.status === 'flying')
    const places = new Set(flying.map((p) => `${p.hex.col},${p.hex.row},${p.altitude}`))
    expect(places.size, `${scenario} seed ${seed}: two planes in one hex at one altitude`).toBe(flying.length)
    if (steps % 10 === 0 || game.over) {
      for (const s of [...seats, null]) {
        const v = game.view(s)
        expect(JSON.stringify(v)).not.toMatch(/"rng"/)
        for (const p of v.planes) {
          if (p.seat === s) continue
          expect(p.extra.wounds, `${s} sees ${p.id}'s wounds`).toBeUndefined()
          expect((p.extra.battleDamage as { sections?: unknown } | undefined)?.sections, `${s} sees ${p.id}'s sections`).toBeUndefined()
        }
      }
    }
  }
  for (const e of game.events) if (e.to === 'all') expect(e.words).not.toMatch(SECRET_WORDS)
  return game
}

describe('the hex game with every 001 option on', () => {
  const seen = new Set<string>()
  for (const scenario of Object.keys(hexContent.scenarios)) {
    it(`${scenario}: seeded random games end, one plane to a hex, secrets kept`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const game = playRandom(scenario, seed)
        expect(game.over).toBe(true)
        expect(game.result()).not.toBeNull()
        for (const e of game.events) seen.add(e.type)
      }
    })
  }

  it('the options were at work in those games, not idle', () => {
    // (the rarer ones, a wound or a spin, hang on a few dice: their own tests show them)
    for (const t of ['fuel', 'oxygen', 'steep-dive', 'section-damage', 'glide', 'friendly-fire']) expect(seen, t).toContain(t)
  })
})
