import { describe, expect, it } from 'vitest'
import { cardOf, startGame } from '../../../../electron/testing/fixtures'
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
