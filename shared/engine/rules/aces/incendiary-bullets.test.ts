import { describe, expect, it } from 'vitest'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import { chase, fireOrders } from '../../../../electron/testing/ace-fire-setups'

const deal = (game: Game, points: number, special: string[]) => {
  const d = game.rules.planes[0].guns.front!
  stackDeck(game.state, d, [damageCard(d, points, special), damageCard(d, 0)])
  fireOrders(game, { camel: { front: 'dr1' } })
  return game.state.planes[1]
}

describe('Incendiary bullets, the ability (003 lines 1010-1015)', () => {
  it('1011-1012: "A plane that takes a smoke special damage from an ace with this ability consider it as fire instead"', () => {
    expect(deal(chase({}, { specialDamage: true }), 1, ['smoke']).effects).toMatchObject({ smoke: 3, flame: 0 })
    expect(deal(chase({ aceSkills: ['incendiary'] }, { specialDamage: true }), 1, ['smoke']).effects).toMatchObject({ smoke: 0, flame: 3 })
  })

  it('1012-1013: "an aircraft that takes engine damage also smokes for the rest of the turn and the next two turns" (three smoke counters)', () => {
    const game = chase({ aceSkills: ['incendiary'] }, { specialDamage: true })
    const dr1 = deal(game, 2, ['engine'])
    expect(dr1.effects).toMatchObject({ engine: 1, smoke: 3 })
    expect(dr1.shown.length).toBeGreaterThan(0)
    // one counter goes at the end of each turn: smoking through this turn and the next two
    fireOrders(game, {})
    fireOrders(game, {})
    expect(game.state.turn).toBe(2)
    expect(dr1.effects!.smoke).toBe(2)
  })

  it('003 lines 951-953: an aircraft ability: the observer\'s serves the front guns and stays once he is incapacitated', () => {
    const game = chase({ observerSkills: ['incendiary'] }, { specialDamage: true })
    game.state.planes[0].effects!.observerWounded = true
    expect(deal(game, 1, ['smoke']).effects).toMatchObject({ flame: 3 })
  })

  it('decision: without Special Damage the ability changes nothing on planes', () => {
    const dr1 = deal(chase({ aceSkills: ['incendiary'] }), 1, ['smoke'])
    expect(dr1.effects).toBeUndefined()
    expect(dr1.damageTotal).toBe(1)
  })
})
