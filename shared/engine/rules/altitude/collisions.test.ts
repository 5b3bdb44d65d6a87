import { describe, expect, it } from 'vitest'
import { cardOf, content, setupWith, startGame } from '../../../../electron/testing/fixtures'
import { Game } from '../../game'
import type { GameEvent } from '../../types'
import { collisions } from './collisions'
import { straights } from '../../../../electron/testing/rule-helpers'

/** A Camel and a D.Va head on, 20 cm apart: after a stall each their bases overlap. */
function headOn(levels: [number, number], options: Record<string, boolean> = { altitude: true, collisions: true }, climbs: [number, number] = [0, 0]) {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: levels[0] },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: levels[1] },
    ],
    { options },
  )
  game.state.planes.forEach((p, i) => {
    if (p.effects?.alt) p.effects.alt.climbs = p.effects.alt.turnStart.climbs = climbs[i]
  })
  const stall = (plane: string) => cardOf(game, plane, (c) => c.stall)
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)] })
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] })
  return game
}

const phase1 = (game: ReturnType<typeof headOn>) => game.events.filter((e) => e.turn === 1 && e.phase === 1)

describe('003 Altitude Optional Rules, Collisions (lines 474-485)', () => {
  it('lines 476-479: two overlapping planes at the same altitude, neither with climb counters, collide and take a C card each, points and explosions only', () => {
    const game = headOn([2, 2])
    const events = phase1(game)
    expect(events.filter((e) => e.type === 'collided')).toEqual([expect.objectContaining({ plane: 'camel', other: 'dva', to: 'all' })])
    const taken = events.filter((e) => e.type === 'damage-taken' && e.cause === 'collision')
    expect(taken.map((e) => e.type === 'damage-taken' && e.plane).sort()).toEqual(['camel', 'dva'])
    const cards = events.flatMap((e) => (e.type === 'damage-cards' && e.from === null ? e.cards : []))
    expect(cards.every((id) => id.startsWith('C')), 'C cards').toBe(true)
    // the cards are secret to their owners, as any damage card
    expect(game.view(null).planes.every((p) => p.damageTotal === undefined || p.status !== 'flying')).toBe(true)
  })

  it('lines 476-477: no collision at different levels, nor when one has climb counters and the other none; none without the option', () => {
    expect(phase1(headOn([2, 1])).some((e) => e.type === 'collided')).toBe(false)
    expect(phase1(headOn([2, 2], undefined, [1, 0])).some((e) => e.type === 'collided')).toBe(false)
    expect(phase1(headOn([2, 2], undefined, [1, 2])).some((e) => e.type === 'collided')).toBe(true)
    expect(phase1(headOn([2, 2], { altitude: true })).some((e) => e.type === 'collided')).toBe(false)
  })

  it('judgement call: planes on the ground may stand overlapping (Fire on the Ground spreads between them, lines 417-419) and do not collide there', () => {
    const field = { id: 'field', x: 50, y: 50, width: 30, depth: 40 }
    const setup = setupWith(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 50, y: 46, heading: 0, altitude: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 52, y: 50, heading: 0, altitude: 0 },
      ],
      { options: { altitude: true, collisions: true } },
    )
    const game = Game.start(content, { ...setup, fields: [field] }, 1)
    expect(game.state.planes.every((p) => p.effects!.alt!.ground !== undefined)).toBe(true)
    // three cards that are not stalls: both stay put, overlapping, on the ground
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: ['C01', 'C02', 'C03'] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: ['C01', 'C02', 'C03'] })
    expect(game.events.some((e) => e.type === 'collided')).toBe(false)
  })
})

describe('003 Collisions, the rulebook example (lines 481-485): a Nieuport 17, a balloon, a Pfalz D.III and a Camel', () => {
  it('"The Pfalz and the balloon both collide with the Nieuport, so they take a single C card each while the Nieuport takes two C cards"; the balloon and the Camel do not collide', () => {
    // all at altitude 2, in a row east to west: the Pfalz overlaps the Nieuport, the Nieuport the balloon, the balloon
    // the Camel (bases 9 cm across, 7 cm apart); the Pfalz and the balloon do not overlap
    const game = startGame(
      [
        { id: 'pfalz', aircraft: 'pfalz-d-iii', team: 'central', x: 93, y: 100, heading: 0, altitude: 2 },
        { id: 'nieuport', aircraft: 'nieuport-17', team: 'allied', x: 100, y: 100, heading: 0, altitude: 2 },
        { id: 'balloon', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 107, y: 100, heading: 0, altitude: 2 },
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 114, y: 100, heading: 0, altitude: 2 },
      ],
      { options: { altitude: true, collisions: true } },
    )
    // "A Nieuport 17 at an altitude of 2 and with 2 climb counters ... an altitude 2 Austrian balloon with 1 climb
    // counter and an altitude 2 Pfalz D.III with 3 climb counters ... a altitude 2 Sopwith Camel with no climb counters"
    const climbs: Record<string, number> = { pfalz: 3, nieuport: 2, balloon: 1, camel: 0 }
    for (const p of game.state.planes) p.effects!.alt!.climbs = climbs[p.id]
    const events: GameEvent[] = []
    collisions.afterMovement!({ rules: game.rules, state: game.state, events })
    const cards = Object.fromEntries(Object.keys(climbs).map((id) => [id, events.filter((e) => e.type === 'damage-taken' && e.plane === id && e.cause === 'collision').reduce((n, e) => n + (e.type === 'damage-taken' ? e.cards : 0), 0)]))
    expect(cards).toEqual({ pfalz: 1, nieuport: 2, balloon: 1, camel: 0 })
    expect(events.filter((e) => e.type === 'collided').map((e) => e.type === 'collided' && [e.plane, e.other].sort())).toEqual([
      ['nieuport', 'pfalz'],
      ['balloon', 'nieuport'],
    ])
  })
})

describe('003 Cloud Cover (lines 462-463): a plane in the clouds "cannot fire, be fired on, or collide with other planes"', () => {
  it('two planes waiting in the clouds with their bases overlapping, at the same level and neither with climb counters, do not collide', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 3 },
        { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 63, heading: 180, altitude: 3 },
      ],
      { options: { altitude: true, collisions: true, cloudCover: 4 } },
    )
    // both reached the cover at 4 (the level of the clouds) where they stand now
    for (const p of game.state.planes) Object.assign(p.effects!.alt!, { level: 4, climbs: 0, turnStart: { ...p.effects!.alt!.turnStart, level: 4, climbs: 0 } })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    // their cards are piled: the bases stay where they were, overlapping, all turn
    expect(game.state.planes.map((p) => [p.x, p.y])).toEqual([
      [100, 60],
      [100, 63],
    ])
    expect(game.events.some((e) => e.type === 'collided')).toBe(false)
    expect(game.events.some((e) => e.type === 'damage-taken')).toBe(false)
  })
})
