import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { stackDeck } from '../damage'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'

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
