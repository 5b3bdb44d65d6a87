import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
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

describe('003 Disruption (line 220) and Flame (lines 182-183): the flame card is damage taken too', () => {
  it('003 lines 182 and 220: a burning Camel\'s flame card worth 1 point, taken before the first manoeuvre, takes away its aim bonus in phase 1', () => {
    // the A deck's plain cards of 0 and of 1 point, each a card of its own
    const plain = (points: number) => Object.values(content.damageCards).filter((d) => d.deck === 'A' && d.points === points && d.special.length === 0).map((d) => d.id)
    const [blank0, blank1, blank2, blankFlame] = plain(0)
    const [oneFlame, ...ones] = plain(1)
    /** Phase 1 and phase 2 of turn 2: the damage the Camel's two cards of 1 do to the Dr.I, after the given flame card. */
    const burning = (flameCard: string) => {
      const game = startGame(
        [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
          { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 54, heading: 0 },
        ],
        { options: { specialDamage: true, aim: true, disruption: true } },
      )
      const [camel, dr1] = game.state.planes
      camel.effects!.flame = 3
      // turn 1: a blank flame card; the Camel fires at the Dr.I in phase 3 (blank cards): its run of fire begins
      stackDeck(game.state, 'A', [blank0])
      planStraights(game)
      orders(game, {})
      orders(game, {})
      stackDeck(game.state, 'A', [blank1, blank2])
      orders(game, { camel: { front: 'dr1' } })
      expect(game.state.turn).toBe(2)
      expect(camel.effects!.aim.front).toEqual({ target: 'dr1', phases: 1 })
      expect(dr1.damageTotal).toBe(0)
      // turn 2: the flame card before the first reveal, then the second and third phases of fire in a row
      stackDeck(game.state, 'A', [flameCard])
      planStraights(game)
      expect(camel.effects!.flame).toBe(1)
      stackDeck(game.state, 'A', [ones[0], ones[1]])
      orders(game, { camel: { front: 'dr1' } })
      const phase1 = dr1.damageTotal
      stackDeck(game.state, 'A', [ones[2], ones[3]])
      orders(game, { camel: { front: 'dr1' } })
      return { camel, phase1, phase2: dr1.damageTotal - phase1 }
    }
    // the flame card worth 1: no bonus in phase 1, the bonus again in phase 2
    const hurt = burning(oneFlame)
    expect(hurt.camel.damageTotal).toBe(1)
    expect(hurt.phase1).toBe(2)
    expect(hurt.phase2).toBe(4)
    // a blank flame card: the bonus in phase 1
    const unhurt = burning(blankFlame)
    expect(unhurt.camel.damageTotal).toBe(0)
    expect(unhurt.phase1).toBe(4)
  })
})
