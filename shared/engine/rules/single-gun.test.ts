import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import type { Game } from '../game'

/** A Sopwith Triplane (one Vickers: B) or another plane with a Dr.I 14 cm ahead: a short-range shot, two cards. */
function shooter(options: Record<string, boolean>, aircraft = 'sopwith-triplane'): Game {
  const game = startGame(
    [
      { id: 'tripe', aircraft, team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 54, heading: 0 },
    ],
    { options },
  )
  planStraights(game)
  return game
}

describe('004 Firing with a single machinegun (lines 61-67): "If you have a B firing airplane ... you can use the A deck, halving the value of the damage points rounding fractions up"', () => {
  it('line 63: a B gun draws from the A deck, a 5 counting 3 and a 1 counting 1; the target alone is told', () => {
    const game = shooter({ singleGunADeck: true })
    stackDeck(game.state, 'A', [damageCard('A', 5), damageCard('A', 1)])
    const events = orders(game, { tripe: { front: 'dr1' } })
    const dr1 = game.state.planes[1]
    expect(dr1.damage.map((id) => id[0])).toEqual(['A', 'A'])
    expect(dr1.damageTotal).toBe(4)
    expect(events.filter((e) => e.type === 'halved')).toMatchObject([{ to: ['central'], plane: 'tripe', target: 'dr1', less: 2 }])
    // without the option it draws from its own B deck
    const basic = shooter({})
    orders(basic, { tripe: { front: 'dr1' } })
    expect(basic.state.planes[1].damage.map((id) => id[0])).toEqual(['B', 'B'])
  })

  it('line 63: "Special damages on the A cards are applied normally": an A jam card jams the B gun', () => {
    const game = shooter({ singleGunADeck: true })
    stackDeck(game.state, 'A', [damageCard('A', 2, ['jam']), damageCard('A', 0)])
    const events = orders(game, { tripe: { front: 'dr1' } })
    expect(events.filter((e) => e.type === 'jammed')).toMatchObject([{ plane: 'tripe', arc: 'front' }])
    expect(game.state.planes[1].damageTotal).toBe(1)
  })

  it('line 67: "keep them on the +1 damage section": the halved card still takes the Aim bonus (3 halves to 2, then 3)', () => {
    const game = shooter({ singleGunADeck: true, aim: true })
    orders(game, { tripe: { front: 'dr1' } })
    const before = game.state.planes[1].damageTotal
    stackDeck(game.state, 'A', [damageCard('A', 3), damageCard('A', 0)])
    orders(game, { tripe: { front: 'dr1' } })
    expect(game.state.planes[1].damageTotal - before).toBe(3)
  })

  it('an A gun is not halved; a twin gun with one gun jammed fires "at B capability" (004 Jamming twin guns), so with the A deck, halved', () => {
    const a = shooter({ singleGunADeck: true }, 'sopwith-camel')
    stackDeck(a.state, 'A', [damageCard('A', 5), damageCard('A', 1)])
    orders(a, { tripe: { front: 'dr1' } })
    expect(a.state.planes[1].damageTotal).toBe(6)
    const twin = shooter({ singleGunADeck: true, twinGunJamming: true }, 'sopwith-camel')
    stackDeck(twin.state, 'A', [damageCard('A', 2, ['jam']), damageCard('A', 0), damageCard('A', 5), damageCard('A', 3)])
    orders(twin, { tripe: { front: 'dr1' } })
    expect(twin.state.planes[0].effects!.oneGunJammed!.front).toBe(3)
    orders(twin, { tripe: { front: 'dr1' } })
    expect(twin.state.planes[1].damageTotal).toBe(2 + 3 + 2)
  })
})
