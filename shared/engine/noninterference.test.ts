/**
 * Hidden information as a property (view.ts; issue 7: "no view before the game's end lets a seat compute another
 * seat's hidden damage total, plan or the generator's state").
 *
 * Noninterference: take a game stopped at a random point, and change everything a seat must not know — the other
 * seats' plans, damage cards, damage totals and fire orders, every plane's damage dealt, the order of the decks,
 * the seed and the generator's state. If the seat's view is byte for byte the same in both worlds, nothing in it
 * lets the seat compute any of those secrets. Events are checked by audience: the ones that carry secrets go to
 * their own seat only.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { Driver } from '../seats/driver'
import { GameTable } from '../seats/game-table'
import { PolicySeat } from '../seats/policy-seat'
import { cloneJson } from '../util/clone'
import { Game } from './game'
import { seedRng } from './rng'
import { scenarioSetup } from './setup'
import type { GameState, SeatId } from './types'
import { eventsFor, viewFor } from './view'

const SCENARIOS = Object.keys(content.scenarios)
const TURNLESS = ['off', 'three', 'two'] as const

/** A bot game stopped after `stop` commands (or at its end); `optional`: with 003's optional rules in force. */
function gameUntil(scenario: string, seed: string, bots: string[], stop: number, optional = false): Game {
  // a third of the games without turns, a third with 004's turn-less game of three queued cards, a third of two (by the seed)
  const setup = scenarioSetup(content, { scenario, options: { turnless: TURNLESS[parseInt(seed[2], 16) % 3] } })
  const extra = optional ? { specialDamage: true, aim: true, disruption: true, blindSpots: true, tailing: true, deflection: true, realThing: true, oppositeTurns: true, ammunition: true, ammunitionCards: 4, twinGunJamming: true, orderOfFiring: true, singleGunADeck: true, jamRoll: true, woundTiers: true, engineShotDown: true, smokeBeforeReveal: true, overlapFire: true, bumpDie: true, blindSpotOneCard: true, burningExit: true } : {}
  // half the optional games fly at levels, with 003's Collisions and 000's altitude rules (by the seed, for replays)
  const levels = optional && parseInt(seed[0], 16) % 2 === 0 ? { altitude: true, collisions: true, collisionDamage000: true, blindSpotLevels000: true } : {}
  // a quarter of them with 004's collisions, at levels or not (by the seed)
  const silhouettes = optional && parseInt(seed[1], 16) % 4 === 0 ? { collisionsBySilhouette004: true } : {}
  // 004's dice altitude in place of 003's, in games without levels and with turns (by the seed)
  // (not in a scenario that flies at 003's levels itself: A Hard Task)
  const dice = optional && !('altitude' in levels) && !setup.options.altitude && setup.options.turnless === 'off' && parseInt(seed[3], 16) % 2 === 0 ? { diceAltitude004: true } : {}
  const game = Game.start(content, { ...setup, options: { ...setup.options, turnLimit: 15, ...extra, ...levels, ...silhouettes, ...dice } }, seed)
  class Until extends GameTable {
    override get over(): boolean {
      return super.over || this.game.state.seq >= stop
    }
  }
  const seats = setup.seats.map((s, i) => new PolicySeat(BOTS[bots[i % bots.length]].make(content, s.id, `${seed.slice(0, 30)}${i}0`)))
  void new Driver(new Until(game), seats).run()
  return game
}

/** The same game with every secret the viewer must not know replaced by something else. */
function otherWorld(state: GameState, viewer: SeatId | null, rand: () => number): GameState {
  const s = cloneJson(state)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]
  const allCards = Object.values(s.decks).flatMap((d) => [...d.draw, ...d.discard])
  for (const [i, p] of s.planes.entries()) {
    p.stats.damageDealt = Math.floor(rand() * 50)
    if (p.seat === viewer) continue
    // a ground piece's damage cards "are kept face up beside the trench" (003 line 668): nothing of it is secret
    const kind = s.setup.planes[i].kind
    if (kind && kind !== 'balloon') continue
    p.damage = p.damage.map((c) => (p.shown.includes(c) ? c : pick(allCards)))
    p.damageTotal = Math.floor(rand() * 40)
    p.stats.damageTaken = Math.floor(rand() * 40)
    // 003 Special Damage "kept secret": the rudder, wounds and engine; and whether a card hurt (Disruption)
    if (p.effects) {
      p.effects.rudder = pick([null, { dir: 'left', turn: s.turn + 1 }, { dir: 'right', turn: s.turn }])
      p.effects.wounds = Math.floor(rand() * 2)
      p.effects.observerWounded = rand() < 0.5
      p.effects.engine = Math.floor(rand() * 2)
      p.effects.hitPhase = Math.floor(rand() * 40) - 1
      p.effects.woundedJam = { front: Math.floor(rand() * 2), rear: Math.floor(rand() * 2) }
      p.effects.jamSeen = { front: Math.floor(rand() * 4), rear: Math.floor(rand() * 4) }
      // the cards a tailing plane was shown are its seat's (003 Tailing)
      p.effects.tailSeen = p.effects.tailSeen.map(() => pick(allCards))
      // 000: the observer's wounds and a wounded crew's extra jam counter
      p.effects.observerWounds = Math.floor(rand() * 3)
      p.effects.jamExtra = { front: Math.floor(rand() * 2), rear: Math.floor(rand() * 2) }
      // 000 Collisions: a ramming declaration is the pilot's secret until his plane collides
      if (rand() < 0.5) p.effects.ram = s.turn
      else delete p.effects.ram
      // 004 dice altitude: the plan's climbs and descents are the seat's until each card is revealed
      if (s.setup.options.diceAltitude004 && p.plan) p.effects.dice = { turn: s.turn, byCard: Object.fromEntries(p.plan.map((c) => [c, pick(['up', 'down', 'level'] as const)])) }
    }
    // the cards already flown are public; the rest of the plan is not
    if (p.plan) p.plan = p.plan.map((c, i) => (i < p.executed.length ? c : `X${Math.floor(rand() * 99)}`))
    const order = s.fireOrders[p.id]
    if (order) s.fireOrders[p.id] = { front: order.front === undefined ? undefined : pick([null, ...s.planes.map((q) => q.id)]), rear: order.rear === undefined ? undefined : pick([null, ...s.planes.map((q) => q.id)]) }
  }
  for (const d of Object.values(s.decks)) d.draw = [...d.draw].sort(() => rand() - 0.5)
  const secret = Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')
  s.seed = secret
  s.rng = seedRng(secret)
  return s
}

const hex = fc.stringMatching(/^[0-9a-f]{32}$/)

describe('Hidden information (view.ts): no view before the end tells a seat what it must not know', () => {
  it('a seat’s view is the same in every world that differs only in secrets it must not know', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCENARIOS),
        hex,
        fc.array(fc.constantFrom('heuristic', 'random'), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 60 }),
        fc.nat(),
        fc.integer(),
        fc.boolean(),
        (scenario, seed, bots, stop, viewerPick, salt, optional) => {
          const game = gameUntil(scenario, seed, bots, stop, optional)
          fc.pre(!game.over)
          const seats = game.state.setup.seats.map((s) => s.id)
          const viewer = viewerPick % (seats.length + 1) === seats.length ? null : seats[viewerPick % (seats.length + 1)]
          let x = salt | 1
          const rand = () => ((x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) ^ (x + 0x6d2b79f5)) >>> 0) / 2 ** 32
          const seen = JSON.stringify(viewFor(game.state, viewer))
          expect(JSON.stringify(viewFor(otherWorld(game.state, viewer, rand), viewer))).toBe(seen)
          expect(seen).not.toContain(String(game.state.seed))
          expect(seen).not.toMatch(/"rng"|"draw":\[/)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('the events that carry secrets go to their own seat only; the ones sent to everyone carry none', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), hex, fc.integer({ min: 10, max: 200 }), fc.boolean(), (scenario, seed, stop, optional) => {
        const game = gameUntil(scenario, seed, ['heuristic', 'random'], stop, optional)
        const seatOf = new Map(game.state.planes.map((p) => [p.id, p.seat]))
        for (const e of game.events) {
          if (e.type === 'plan-recorded' || e.type === 'damage-cards' || e.type === 'special-damage' || e.type === 'jam-roll') expect(e.to, `${e.type} of ${e.plane}`).toEqual([seatOf.get(e.plane)])
          // an aim bonus says a card hurt: the target's seat only
          if (e.type === 'aim-bonus' || e.type === 'deflection-bonus' || e.type === 'halved') expect(e.to, `${e.type} on ${e.target}`).toEqual([seatOf.get(e.target)])
          if (e.to === 'all') expect(JSON.stringify(e), `${e.type} sent to everyone`).not.toMatch(/"(points|total|plan|seed|rng)":/)
        }
        for (const seat of [null, ...game.state.setup.seats.map((s) => s.id)]) {
          for (const e of eventsFor(game.events, seat)) expect(e.to === 'all' || (seat !== null && e.to.includes(seat))).toBe(true)
        }
      }),
      { numRuns: 30 },
    )
  })
})
