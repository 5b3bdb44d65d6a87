import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import type { GameEvent } from '../types'

/**
 * Two Camels behind a Dr.I, flying north: the far one (listed first) 21 cm from it, a card at long range; the near
 * one 11 cm, two cards. The Dr.I has taken `taken` of its 13 points.
 */
function twoOnOne(options: Record<string, boolean>, taken: number, cards: string[], dr1: Partial<PlaneSpec> = {}) {
  const game = startGame(
    [
      { id: 'far', aircraft: 'sopwith-camel', team: 'allied', x: 108, y: 56, heading: 0 },
      { id: 'near', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 66, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 80, heading: 0, ...dr1 },
    ],
    { options },
  )
  game.state.planes[2].damageTotal = taken
  stackDeck(game.state, 'A', cards)
  planStraights(game)
  return game
}

const fired = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'fired' ? [e.plane] : []))

describe('004 Order of Firing (lines 268-282): "If two or more planes are firing on the same target then the closest plane fires first then the next closest etc."', () => {
  it('line 278: "If the first plane to fire downs the target then he claims the kill and any other planes do not get to fire"', () => {
    const game = twoOnOne({ orderOfFiring: true }, 12, [damageCard('A', 3), damageCard('A', 0), damageCard('A', 4)])
    const events = orders(game, { far: { front: 'dr1' }, near: { front: 'dr1' } })
    expect(fired(events)).toEqual(['near'])
    expect(events.filter((e) => e.type === 'fire-lost')).toMatchObject([{ to: 'all', plane: 'far', target: 'dr1', by: 'near' }])
    expect(game.state.planes[2].status).toBe('shot-down')
    expect(game.state.planes[2].damage).toHaveLength(2)
    expect(game.state.planes[0].stats.shots).toBe(0)
    // without the option both fire: "All firing in the game is simultaneous" (003)
    const both = twoOnOne({}, 12, [damageCard('A', 3), damageCard('A', 0), damageCard('A', 4)])
    expect(fired(orders(both, { far: { front: 'dr1' }, near: { front: 'dr1' } }))).toEqual(['far', 'near'])
    expect(both.state.planes[2].damage).toHaveLength(3)
  })

  it('line 278: "If the first plane does not shoot the target down but the second ... does then the plane that actually shoots the plane down gains the credit"', () => {
    const game = twoOnOne({ orderOfFiring: true }, 9, [damageCard('A', 0), damageCard('A', 0), damageCard('A', 5)])
    const events = orders(game, { far: { front: 'dr1' }, near: { front: 'dr1' } })
    // nearest first, whatever the table's order
    expect(fired(events)).toEqual(['near', 'far'])
    expect(events.some((e) => e.type === 'fire-lost')).toBe(false)
    expect(game.state.planes[2].status).toBe('shot-down')
    expect(game.state.planes[2].damage.slice(-1)).toEqual([damageCard('A', 5)])
  })

  it('line 268: "any plane shot down has a chance to fire in the same phase it was shot down before it is removed from play"', () => {
    // the Dr.I flies south at the near Camel: they fire at each other, 22 cm apart, one card each way
    const game = twoOnOne({ orderOfFiring: true }, 12, [damageCard('A', 3), damageCard('A', 2), damageCard('A', 2)], { x: 100, y: 122.6, heading: 180 })
    const events = orders(game, { near: { front: 'dr1' }, dr1: { front: 'near' } })
    expect(fired(events).sort()).toEqual(['dr1', 'near'])
    expect(game.state.planes[2].status).toBe('shot-down')
    expect(game.state.planes[1].damage).toHaveLength(1)
  })
})
