import { describe, expect, it } from 'vitest'
import { eventsOfType } from '../../../../electron/testing/engine-helpers'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import { chase, fireOrders } from '../../../../electron/testing/ace-fire-setups'

const jamWith = (game: Game, cross: 'green' | 'red') => {
  const d = game.rules.planes[0].guns.front!
  const jam = Object.values(game.rules.content.damageCards).find((c) => c.deck === d && c.jam === cross)!
  stackDeck(game.state, d, [jam.id, damageCard(d, 0)])
  return fireOrders(game, { camel: { front: 'dr1' } })
}

describe('Bullet checker (003 lines 1006-1009; 004 line 416)', () => {
  it('1008-1009: "ignore the jammed guns cards with a green cross; the ace jams only when a card with the red cross is picked up"', () => {
    const game = chase({ aceSkills: ['bullet-checker'] })
    const events = jamWith(game, 'green')
    expect(game.state.planes[0].jam.front).toBe(0)
    expect(eventsOfType(events, 'jam-ignored')).toHaveLength(1)
    const red = chase({ aceSkills: ['bullet-checker'] })
    jamWith(red, 'red')
    expect(red.state.planes[0].jam.front).toBeGreaterThan(0)
  })

  it('a plane without it jams on a green cross', () => {
    const game = chase()
    jamWith(game, 'green')
    expect(game.state.planes[0].jam.front).toBeGreaterThan(0)
  })

  it('1008: "When any of the weapons of that aircraft fire": an observer\'s bullet checker serves the front guns, and stays once he is incapacitated (003 lines 951-953)', () => {
    const game = chase({ observerSkills: ['bullet-checker'] }, { specialDamage: true })
    game.state.planes[0].effects!.observerWounded = true
    jamWith(game, 'green')
    expect(game.state.planes[0].jam.front).toBe(0)
  })
})
