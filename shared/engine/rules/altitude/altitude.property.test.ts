/**
 * 003 Altitude in random games: bots (the random one flies any legal plan, crashes included) with random starting
 * levels and the other optional rules at random. After every command: each flying plane is within its floor and
 * top with fewer climb counters than its climb rate (and one at least at level 0), no shot is offered across two
 * levels, a shot one level apart is one card, a plane in the clouds (Cloud Cover) neither fires nor is fired at;
 * and the game replays to the same state from its commands.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { BOTS } from '../../../bots'
import { drive } from '../../../sim/play'
import { Game } from '../../game'
import { scenarioSetup } from '../../setup'
import { seedRng, nextInt } from '../../rng'

const GAMES = 40

describe('003 Altitude (lines 295-377): invariants over random games', () => {
  it(`levels within floor and top, counters below the climb rate, no shot across two levels, one card one level apart, exact replays (${GAMES} games)`, () => {
    let shots = 0
    let acrossOne = 0
    let changes = 0
    let grounded = 0
    let tookOff = 0
    for (let seed = 1; seed <= GAMES; seed++) {
      const rng = seedRng(seed * 7919)
      const base = scenarioSetup(content, { scenario: seed % 2 ? 'duel-over-the-trenches' : 'dawn-patrols' })
      const options = { ...base.options, altitude: true, overdive: nextInt(rng, 2) === 0, tailing: nextInt(rng, 2) === 0, aim: nextInt(rng, 2) === 0, specialDamage: nextInt(rng, 2) === 0, collisions: nextInt(rng, 2) === 0, ...(nextInt(rng, 3) === 0 ? { cloudCover: 4 } : {}), collisionDamage000: nextInt(rng, 2) === 0, blindSpotLevels000: nextInt(rng, 2) === 0, blindSpots: nextInt(rng, 2) === 0, collisionsBySilhouette004: nextInt(rng, 3) === 0, turnLimit: 15 }
      // every other game: a landing field under the first plane, which starts on it, on the ground (lines 379-393)
      const first = base.planes[0]
      const onField = seed % 2 === 0
      // 40 cm square, reaching 25 cm ahead of the plane (room for a take-off's stall and straight), on the table
      const h = (first.heading * Math.PI) / 180
      const at = (v: number, size: number) => Math.min(Math.max(v, 20), size - 20)
      const field = { id: 'field', x: at(first.x + 5 * Math.sin(h), base.table.width), y: at(first.y + 5 * Math.cos(h), base.table.depth), width: 40, depth: 40 }
      const setup = { ...base, options, planes: base.planes.map((p, i) => ({ ...p, altitude: onField && i === 0 ? 0 : 1 + nextInt(rng, 3) })), ...(onField ? { fields: [field] } : {}) }
      const game = Game.start(content, setup, seed)
      const policies = Object.fromEntries(setup.seats.map((s, i) => [s.id, BOTS[(seed + i) % 2 ? 'random' : 'heuristic'].make(content, s.id, seed)]))
      const check = () => {
        for (const p of game.state.planes) {
          if (p.status !== 'flying') continue
          const alt = p.effects!.alt!
          expect(alt.level).toBeGreaterThanOrEqual(alt.floor)
          expect(alt.level).toBeLessThanOrEqual(alt.top)
          expect(alt.climbs).toBeLessThan(alt.climbRate)
          // "At 0 level without climb markers, the plane is considered landed" (lines 312-313): on the ground (379-419)
          if (alt.ground) expect([alt.level, alt.climbs], 'a plane on the ground is at level 0 with no counter').toEqual([0, 0])
          else if (alt.level === 0) expect(alt.climbs, 'a plane flying at level 0 has a climb counter (lines 311-312)').toBeGreaterThan(0)
          if (alt.ground) grounded++
        }
        for (const o of game.state.fireOptions) expect(game.state.planes.find((p) => p.id === o.plane)!.effects!.alt!.ground, 'a plane on the ground cannot fire (line 409)').toBeUndefined()
        for (const o of game.state.fireOptions) {
          const a = game.state.planes.find((p) => p.id === o.plane)!.effects!.alt!.level
          const b = game.state.planes.find((p) => p.id === o.target)!.effects!.alt!.level
          expect(Math.abs(a - b), 'no shot across two levels (lines 370-371)').toBeLessThan(2)
          if (options.cloudCover !== undefined) expect([a, b], 'no fire into or out of the clouds (lines 462-463)').not.toContain(options.cloudCover)
          if (a !== b) {
            expect(o.cards, 'one level apart: short range counts as long (lines 367-368)').toBe(1)
            acrossOne++
          }
          shots++
        }
      }
      // the driver's table plays each command with Game.play: its events are what it added to the log
      const play = game.play.bind(game)
      game.play = (cmd) => {
        const start = game.events.length
        play(cmd)
        const events = game.events.slice(start)
        changes += events.filter((e) => e.type === 'altitude').length
        tookOff += events.filter((e) => e.type === 'ground' && e.what === 'took-off').length
        check()
      }
      check()
      drive(game, policies)
      const again = Game.start(content, setup, seed)
      for (const c of game.commands) again.apply(c)
      expect(again.state).toEqual(game.state)
    }
    expect(changes, 'the levels changed').toBeGreaterThan(50)
    expect(grounded, 'planes on the ground').toBeGreaterThan(0)
    expect(tookOff, 'planes took off from the field (lines 388-390)').toBeGreaterThan(0)
    expect(shots).toBeGreaterThan(20)
    expect(acrossOne, 'some shots were one level apart').toBeGreaterThan(0)
  })
})
