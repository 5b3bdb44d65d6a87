import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import type { Game } from '../game'

const SHORT = 14
/** the nearest point of the Dr.I's base beyond half the ruler (17 cm): one card */
const LONG = 25

/** A Camel (twin Vickers, A) with a Dr.I `dy` cm ahead, both flying straights; the A deck stacked with `cards`. */
function camelAt(dy: number, cards: string[], options: Record<string, boolean> = { twinGunJamming: true }, aircraft = 'sopwith-camel'): Game {
  const game = startGame(
    [
      { id: 'camel', aircraft, team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 40 + dy, heading: 0 },
    ],
    { options },
  )
  stackDeck(game.state, 'A', cards)
  planStraights(game)
  return game
}

const zero = () => damageCard('A', 0)
const redZero = () => damageCard('A', 0, ['jam'])
const redTwo = () => damageCard('A', 2, ['jam'])
const greenOne = () => damageCard('A', 1, ['jam'])

describe('004 Jamming twin guns (lines 129-135): "When you fire with an A weapon, that represents twin guns, you could jam one of the machineguns or, more rarely, both of them"', () => {
  it('line 132: "If you are at short distance, you jam a machinegun if target picks up a jammed Damage card": the guns may still fire', () => {
    const game = camelAt(SHORT, [redTwo(), zero()])
    const events = orders(game, { camel: { front: 'dr1' } })
    const camel = game.state.planes[0]
    expect(camel.jam.front).toBe(0)
    expect(camel.effects!.oneGunJammed!.front).toBe(3)
    expect(events.filter((e) => e.type === 'gun-jammed')).toMatchObject([{ to: 'all', plane: 'camel', arc: 'front', by: 'dr1' }])
    expect(events.some((e) => e.type === 'jammed')).toBe(false)
    // the next phase the Dr.I is offered to the Camel's guns again
    expect(game.state.fireOptions.filter((o) => o.plane === 'camel')).toHaveLength(1)
  })

  it('line 132: "you jam both of them if he picks up two of them": no fire for three manoeuvres, as in 003', () => {
    const game = camelAt(SHORT, [redTwo(), greenOne()])
    const events = orders(game, { camel: { front: 'dr1' } })
    expect(events.filter((e) => e.type === 'jammed')).toHaveLength(1)
    expect(game.state.planes[0].effects!.oneGunJammed!.front).toBe(0)
    // the guns are silent: phases 2 and 3 pass by themselves, and two of the three counters are gone
    expect(game.state.turn).toBe(2)
    expect(game.state.planes[0].jam.front).toBe(1)
  })

  it('line 132: "Firing at long distance, you jam both of them if the target picks the 0 red jammed Damage card, only one if he picks the 2 red or a green jammed Damage card"', () => {
    const both = camelAt(LONG, [redZero()])
    expect(both.state.fireOptions[0].cards).toBe(1)
    expect(orders(both, { camel: { front: 'dr1' } }).filter((e) => e.type === 'jammed')).toHaveLength(1)
    expect(both.state.turn).toBe(2)
    for (const card of [redTwo(), greenOne(), damageCard('A', 3, ['jam'])]) {
      const one = camelAt(LONG, [card])
      orders(one, { camel: { front: 'dr1' } })
      expect(one.state.planes[0].jam.front).toBe(0)
      expect(one.state.planes[0].effects!.oneGunJammed!.front).toBe(3)
    }
  })

  it('line 133: "if they fire they do it at B capability": the shot draws from the B deck, and the counters are "immediately restored to three"', () => {
    const g = camelAt(SHORT, [redTwo(), zero()])
    orders(g, { camel: { front: 'dr1' } })
    orders(g, { camel: {} })
    expect(g.state.planes[0].effects!.oneGunJammed!.front).toBe(2)
    stackDeck(g.state, 'B', [damageCard('B', 1), damageCard('B', 2)])
    const before = g.state.planes[1].damage.length
    orders(g, { camel: { front: 'dr1' } })
    expect(g.state.planes[1].damage.slice(before).map((id) => id[0])).toEqual(['B', 'B'])
    expect(g.state.planes[0].effects!.oneGunJammed!.front).toBe(3)
  })

  it('line 133: "they normally jam this second weapon if a jamming B card is picked by the target"; line 134: both then clear after the same three manoeuvres', () => {
    const game = camelAt(SHORT, [redTwo(), zero()])
    orders(game, { camel: { front: 'dr1' } })
    stackDeck(game.state, 'B', [damageCard('B', 2, ['jam']), damageCard('B', 0)])
    const events = orders(game, { camel: { front: 'dr1' } })
    expect(events.filter((e) => e.type === 'jammed')).toHaveLength(1)
    expect(game.state.planes[0].effects!.oneGunJammed!.front).toBe(0)
    // phase 3 passes by itself, silent: one of the three counters is gone
    expect(game.state.turn).toBe(2)
    expect(game.state.planes[0].jam.front).toBe(2)
  })

  it('line 133: "If they unjam, they discard a token ... The weapon is unjammed if the player unjam it after three consecutive maneuvers"', () => {
    const game = camelAt(SHORT, [redTwo(), zero()])
    orders(game, { camel: { front: 'dr1' } })
    const left: number[] = []
    const cleared = []
    for (let k = 0; k < 3; k++) {
      cleared.push(...orders(game, { camel: {} }).filter((e) => e.type === 'gun-cleared'))
      if (game.state.step === 'planning') planStraights(game)
      left.push(game.state.planes[0].effects!.oneGunJammed!.front)
    }
    expect(left).toEqual([2, 1, 0])
    expect(cleared).toMatchObject([{ plane: 'camel', arc: 'front' }])
  })

  it('only twin guns: a B gun jams as in 003, and without the option one jam card jams the A guns', () => {
    const single = camelAt(LONG, [], { twinGunJamming: true }, 'sopwith-triplane')
    stackDeck(single.state, 'B', [damageCard('B', 2, ['jam'])])
    expect(orders(single, { camel: { front: 'dr1' } }).filter((e) => e.type === 'jammed')).toHaveLength(1)
    expect(single.state.turn).toBe(2)
    const basic = camelAt(LONG, [redTwo()], {})
    expect(orders(basic, { camel: { front: 'dr1' } }).filter((e) => e.type === 'jammed')).toHaveLength(1)
    expect(basic.state.turn).toBe(2)
  })
})
