import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { stackDeck } from '../damage'
import { damageCard, orders, planStraights, straights } from '../../../electron/testing/rule-helpers'

describe('003 Disruption (lines 219-221): "If an aircraft takes at least 1 point of damage, he loses any tailing and aim advantages for the next phase"', () => {
  it('a Camel hit while aiming at a Dr.I loses the bonus for one phase, and has it again after', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
        { id: 'alb', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 86, heading: 0 },
      ],
      { options: { aim: true, disruption: true } },
    )
    const one = damageCard('A', 1)
    const zero = damageCard('A', 0)
    const dr1 = game.state.planes[1]
    planStraights(game)
    // phase 1: the Camel fires at the Dr.I and takes a point from the plane behind it (cards are drawn in table order)
    stackDeck(game.state, 'A', [one, one, one, zero])
    orders(game, { camel: { front: 'dr1' }, alb: { front: 'camel' } })
    expect(game.state.planes[0].damageTotal).toBe(1)
    expect(dr1.damageTotal).toBe(2)
    // phase 2: the second phase of fire at the Dr.I, but the Camel was hit last phase: no bonus
    stackDeck(game.state, 'A', [one, one])
    orders(game, { camel: { front: 'dr1' } })
    expect(dr1.damageTotal).toBe(4)
    // phase 3: the run of fire went on; no hit last phase: the bonus is back
    stackDeck(game.state, 'A', [one, one])
    orders(game, { camel: { front: 'dr1' } })
    expect(dr1.damageTotal).toBe(8)
  })

  it('without Disruption the hit changes nothing', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
        { id: 'alb', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 86, heading: 0 },
      ],
      { options: { aim: true } },
    )
    const one = damageCard('A', 1)
    planStraights(game)
    stackDeck(game.state, 'A', [one, one, one, damageCard('A', 0)])
    orders(game, { camel: { front: 'dr1' }, alb: { front: 'camel' } })
    stackDeck(game.state, 'A', [one, one])
    orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[1].damageTotal).toBe(2 + 4)
  })
})

describe('003 Disruption (line 220): "at least 1 point of damage", whatever dealt it', () => {
  it('a collision\'s C card (lines 474-486) disrupts as a hit does; without Disruption nothing is noted', () => {
    const collide = (disruption: boolean) => {
      const game = startGame(
        [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 2 },
          { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 180, altitude: 2 },
        ],
        { options: { altitude: true, collisions: true, aim: true, disruption } },
      )
      stackDeck(game.state, 'C', [damageCard('C', 1), damageCard('C', 1)])
      const stall = (plane: string) => [...game.rules.byId.get(plane)!.cards.values()].find((c) => c.card.stall && !c.card.altitude)!.card.id
      const from = game.events.length
      game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall('camel'), ...straights(game, 'camel').slice(0, 2)] })
      game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [stall('dva'), ...straights(game, 'dva').slice(0, 2)] })
      const hit = game.events.slice(from).find((e) => e.type === 'collided')!
      return { game, at: hit.turn * 3 + hit.phase }
    }
    const { game, at } = collide(true)
    expect(game.state.planes.map((p) => p.damageTotal)).toEqual([1, 1])
    expect(game.state.planes.map((p) => p.effects!.hitPhase)).toEqual([at, at])
    expect(collide(false).game.state.planes.map((p) => p.effects!.hitPhase)).toEqual([-1, -1])
  })
})
