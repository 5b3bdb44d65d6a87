import { describe, expect, it } from 'vitest'
import { cardOf, startGame } from '../../../../electron/testing/fixtures'
import { CommandError } from '../../commands'
import { Game } from '../../game'
import { eventsFor } from '../../view'
import { holdUntilPlanning } from '../../../../electron/testing/engine-helpers'
import { straights } from '../../../../electron/testing/rule-helpers'
import { collide } from './across-levels'
import { collisionCards000, collisionCards003 } from './collision-damage-000'
import { collisionDamage } from './collisions'

/** A Camel and a D.Va head on at level 2, 20 cm apart: after a stall each their bases overlap. */
function headOn(options: Record<string, boolean>) {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 2 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: 2 },
    ],
    { options },
  )
  const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)] })
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] })
  return game.events.filter((e) => e.turn === 1 && e.phase === 1)
}

const cardsTaken = (events: ReturnType<typeof headOn>) =>
  events.flatMap((e) => (e.type === 'damage-cards' && e.from === null ? e.cards.map((c) => [e.plane, c[0]]) : [])).sort()

describe('000 lines 449-466, Collisions: "When a plane collides with another plane the both take an A-deck damage card unless one pilot declares that he is ramming in which case the C-deck is used"', () => {
  it('line 456: two planes that collide take one A card each, points and explosions only (003: a C card each)', () => {
    const events = headOn({ altitude: true, collisions: true, collisionDamage000: true })
    expect(events.filter((e) => e.type === 'collided')).toHaveLength(1)
    expect(cardsTaken(events)).toEqual([['camel', 'A'], ['dva', 'A']])
    expect(events.filter((e) => e.type === 'damage-taken' && e.cause === 'collision')).toHaveLength(2)
    expect(cardsTaken(headOn({ altitude: true, collisions: true }))).toEqual([['camel', 'C'], ['dva', 'C']])
    // only with 003's Collisions in force, which finds who collides
    expect(cardsTaken(headOn({ altitude: true, collisionDamage000: true }))).toEqual([])
  })

  it('line 456: ramming, or a balloon, deals C cards (two A without a C deck, as 003 line 478)', () => {
    expect(collisionCards000(true, { balloon: false, ramming: false })).toEqual({ deck: 'A', cards: 1 })
    expect(collisionCards000(true, { balloon: false, ramming: true })).toEqual({ deck: 'C', cards: 1 })
    expect(collisionCards000(true, { balloon: true, ramming: false })).toEqual({ deck: 'C', cards: 1 })
    expect(collisionCards000(false, { balloon: true, ramming: false })).toEqual({ deck: 'A', cards: 2 })
    expect(collisionCards003(false)).toEqual({ deck: 'A', cards: 2 })
  })

  it('lines 458-466, the example: "Pfalz – one A-deck damage card; Nieuport – one A-deck and one C-deck damage card; Balloon – one C-deck damage card"; the Camel none', () => {
    // the Nieuport 17 (level 2, 2 counters), the balloon (level 2, 1 counter), the Pfalz D.III (level 2, 3 counters), the Camel (level 2, none)
    const alts = [
      { level: 2, climbs: 2 },
      { level: 2, climbs: 1 },
      { level: 2, climbs: 3 },
      { level: 2, climbs: 0 },
    ]
    const balloon = (i: number) => i === 1
    const overlapping: [number, number][] = [[0, 1], [0, 2], [1, 3]]
    const colliding = overlapping.filter(([a, b]) => collide(alts[a], alts[b]))
    const taken = collisionDamage(4, colliding, (a, b) => collisionCards000(true, { balloon: balloon(a) || balloon(b), ramming: false }))
    expect(taken).toEqual([{ C: 1, A: 1 }, { C: 1 }, { A: 1 }, {}])
    // 003 deals the same collisions a C card each (003 lines 481-486)
    expect(collisionDamage(4, colliding, () => collisionCards003(true))).toEqual([{ C: 2 }, { C: 1 }, { C: 1 }, {}])
  })
})

const ALT000 = { altitude: true, collisions: true, collisionDamage000: true }

/** The head-on pair of above, the Camel's pilot declaring ramming with his plan when `ram`; stopped after the plans. */
function headOnGame(ram: boolean, options: Record<string, boolean> = ALT000) {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 2 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: 2 },
    ],
    { options },
  )
  const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)], ...(ram ? { ram: true as const } : {}) })
  return { game, rest: () => game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] }) }
}

describe('000 line 456, ramming: "unless one pilot declares that he is ramming in which case the C-deck is used"', () => {
  it('line 456: the Camel\'s pilot declares ramming with his plan: the collision deals a C card to each, and the declaration is shown then', () => {
    const { game, rest } = headOnGame(true)
    rest()
    const events = game.events.filter((e) => e.turn === 1 && e.phase === 1)
    expect(cardsTaken(events)).toEqual([['camel', 'C'], ['dva', 'C']])
    expect(events.filter((e) => e.type === 'ramming')).toEqual([expect.objectContaining({ plane: 'camel', other: 'dva', to: 'all' })])
    // without the declaration, an A card each and no ramming shown
    const plain = headOnGame(false)
    plain.rest()
    expect(plain.game.events.some((e) => e.type === 'ramming')).toBe(false)
    expect(cardsTaken(plain.game.events.filter((e) => e.turn === 1 && e.phase === 1))).toEqual([['camel', 'A'], ['dva', 'A']])
  })

  it('line 456: the declaration is secret until the collision: the other seat and spectators do not see it, its own seat does', () => {
    const { game } = headOnGame(true)
    for (const seat of ['central', null]) {
      expect(game.view(seat).planes.find((p) => p.id === 'camel')!.effects).not.toHaveProperty('ram')
      expect(JSON.stringify(eventsFor(game.events, seat))).not.toMatch(/ram/i)
    }
    expect(game.view('allied').planes.find((p) => p.id === 'camel')!.effects).toMatchObject({ ram: 1 })
    // the other world: the same plan without the declaration, the same views for the others
    const { game: plain } = headOnGame(false)
    expect(JSON.stringify(plain.view('central'))).toBe(JSON.stringify(game.view('central')))
  })

  it('line 456: ramming is declared only where 000\'s collision damage is played; a bad value is refused', () => {
    expect(() => headOnGame(true, { altitude: true, collisions: true })).toThrow(CommandError)
    expect(() => headOnGame(true, { ...ALT000, collisionsBySilhouette004: true })).toThrow(/only with 000's collision damage/)
    const { game } = headOnGame(false)
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva'), ram: false as never })).toThrow(/ram is true/)
  })

  it('replays stay exact: the declaration is kept in the command log', () => {
    const { game, rest } = headOnGame(true)
    rest()
    expect(game.commands[0]).toMatchObject({ ram: true })
    const again = Game.start(game.rules.content, game.state.setup, game.state.seed)
    for (const c of game.commands) again.apply(c)
    expect(again.state).toEqual(game.state)
  })
})

/**
 * 004's turn-less game: the Camel and the D.Va head on 44 cm apart. The first plan's stall leaves them apart; the second
 * phase's straight brings them together. Before phase 2 each plane queues one card, the Camel's with the declaration
 * when `ram`; nobody fires.
 */
function turnlessHeadOn(ram: boolean) {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 2 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 104, heading: 180, altitude: 2 },
    ],
    { options: { ...ALT000, turnless: 'three' } },
  )
  const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)] })
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] })
  holdUntilPlanning(game)
  expect([game.state.step, game.state.turn, game.state.phase], 'waiting for a card before phase 2').toEqual(['planning', 1, 2])
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [straights(game, 'camel')[2]], ...(ram ? { ram: true as const } : {}) })
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [straights(game, 'dva')[2]] })
  holdUntilPlanning(game)
  return game
}

describe("000 line 456 with 004's turn-less game (lines 149-160): the declaration comes with a queued card (rules.md)", () => {
  it('declared with the card queued before phase 2, it holds for the rest of that turn: the phase-2 collision deals C cards', () => {
    const rammed = turnlessHeadOn(true)
    const phase2 = (g: Game) => g.events.filter((e) => e.turn === 1 && e.phase === 2)
    expect(cardsTaken(phase2(rammed))).toEqual([['camel', 'C'], ['dva', 'C']])
    expect(phase2(rammed).filter((e) => e.type === 'ramming')).toEqual([expect.objectContaining({ plane: 'camel', other: 'dva', to: 'all' })])
    // the same queue without it: an A card each
    const plain = turnlessHeadOn(false)
    expect(cardsTaken(phase2(plain))).toEqual([['camel', 'A'], ['dva', 'A']])
    expect(plain.events.some((e) => e.type === 'ramming')).toBe(false)
  })
})
