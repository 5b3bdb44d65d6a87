import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, planNumbers } from '../../../electron/testing/engine-helpers'
import { startGame } from '../../../electron/testing/fixtures'
import { damageCard } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import type { Game } from '../game'
import type { RulesOptions } from '../types'
import { scores } from '../victory'

/**
 * A burning Camel (three flame counters) whose first straight takes its stand 1 cm past the north edge, and a Dr.I
 * far away. Before the first reveal a flame counter goes with an A card (003 Flame), so two are left when it exits.
 */
function burningCamel(aCards: string[], options: Partial<RulesOptions> = { specialDamage: true, burningExit: true }): Game {
  const game = startGame([arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 100, 201, 0), { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 30, y: 30, heading: 90 }], { options })
  game.state.planes[0].effects!.flame = 3
  stackDeck(game.state, 'A', aCards)
  planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
  return game
}

describe('000 line 195: "An aircraft that exits while on fire must immediately take damage cards for all remaining fire markers."', () => {
  it('the Camel leaves the table with two flame counters: it takes two A cards, the counters go, and with 1 + 2 + 3 points (of 14) it has left the table', () => {
    const game = burningCamel([damageCard('A', 1), damageCard('A', 2), damageCard('A', 3)])
    const camel = game.state.planes[0]
    expect(camel.status).toBe('exited')
    expect(camel.out!.edge).toBe('north')
    expect(camel.damage).toHaveLength(3)
    expect(camel.damageTotal).toBe(6)
    expect(camel.effects!.flame).toBe(0)
    const flames = eventsOfType(game.events, 'flame').filter((e) => e.plane === 'camel')
    expect(flames.map((e) => e.counters)).toEqual([2, 1, 0])
    expect(eventsOfType(game.events, 'damage-taken').filter((e) => e.cause === 'flame')).toHaveLength(3)
    // the cards are taken before the plane is removed
    const types = game.events.filter((e) => 'plane' in e && e.plane === 'camel' && e.turn === 1 && e.phase === 1).map((e) => e.type)
    expect(types.indexOf('moved')).toBeLessThan(types.lastIndexOf('flame'))
    expect(types.lastIndexOf('flame')).toBeLessThan(types.indexOf('exited'))
  })

  it('cards that reach its damage total shoot it down: it scores as shot down (2 to the enemy), not as a plane that left (1)', () => {
    const game = burningCamel([damageCard('A', 4), damageCard('A', 5), damageCard('A', 5)])
    const camel = game.state.planes[0]
    expect(camel.damageTotal).toBe(14)
    expect(camel.status).toBe('shot-down')
    expect(eventsOfType(game.events, 'exited')).toEqual([])
    expect(scores(game.rules, game.state).central).toBe(2)
  })

  it('it stops taking cards once it is down: an explosion card (only points and explosions count) ends it with a counter left', () => {
    const game = burningCamel([damageCard('A', 1), damageCard('A', null, ['explosion']), damageCard('A', 2)])
    const camel = game.state.planes[0]
    expect(camel.status).toBe('exploded')
    expect(camel.effects!.flame).toBe(1)
    expect(camel.damage).toHaveLength(2)
  })

  it('without the option (003: "that aircraft is removed from the game") the Camel leaves with its counters and only the card before the reveal', () => {
    const game = burningCamel([damageCard('A', 4), damageCard('A', 5), damageCard('A', 5)], { specialDamage: true })
    const camel = game.state.planes[0]
    expect(camel.status).toBe('exited')
    expect(camel.damage).toHaveLength(1)
    expect(scores(game.rules, game.state).central).toBe(1)
  })
})
