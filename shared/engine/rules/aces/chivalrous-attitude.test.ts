import { describe, expect, it } from 'vitest'
import { eventsOfType, expectViewsHideSecrets } from '../../../../electron/testing/engine-helpers'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import { chase, fireOrders } from '../../../../electron/testing/ace-fire-setups'

const deck = (game: Game) => game.rules.planes[0].guns.front!
const explosion = (game: Game) => damageCard(deck(game), null, ['explosion'])
const camelFires = (game: Game) => fireOrders(game, { camel: { front: 'dr1' } })

describe('Chivalrous attitude (003 lines 1017-1030)', () => {
  it('1021-1023: an explosion it deals "shows it to everybody and openly draws another damage card": a "1" or more "is taken instead"', () => {
    const game = chase({ aceSkills: ['chivalrous'] })
    const d = deck(game)
    const three = damageCard(d, 3)
    stackDeck(game.state, d, [explosion(game), damageCard(d, 1), three])
    const events = camelFires(game)
    const dr1 = game.state.planes[1]
    expect(dr1.status).toBe('flying')
    expect(dr1.damageTotal).toBe(4)
    expect(dr1.damage).toContain(three)
    expect(dr1.damage).not.toContain(explosion(game))
    // told to everybody: the explosion and the card drawn openly
    expect(eventsOfType(events, 'chivalrous-redraw')).toEqual([expect.objectContaining({ to: 'all', plane: 'dr1', by: 'camel', card: explosion(game), redraw: three, eliminated: false })])
    expect(eventsOfType(events, 'damage-cards')[0].cards).toContain(three)
    expect(game.state.decks[d].discard).toContain(explosion(game))
    expectViewsHideSecrets(game.state, ['central', 'allied', null])
  })

  it('1022: "if the second one is a "0" the aircraft is eliminated"; decision: so it is by a second explosion', () => {
    const zero = chase({ aceSkills: ['chivalrous'] })
    stackDeck(zero.state, deck(zero), [explosion(zero), damageCard(deck(zero), 1), damageCard(deck(zero), 0)])
    const events = camelFires(zero)
    expect(zero.state.planes[1].status).toBe('exploded')
    expect(eventsOfType(events, 'chivalrous-redraw')[0].eliminated).toBe(true)
    const again = chase({ aceSkills: ['chivalrous'] })
    stackDeck(again.state, deck(again), [explosion(again), damageCard(deck(again), 1), explosion(again)])
    camelFires(again)
    expect(again.state.planes[1].status).toBe('exploded')
  })

  it('1023: "Ignore jamming with this new card"', () => {
    const game = chase({ aceSkills: ['chivalrous'] })
    const d = deck(game)
    stackDeck(game.state, d, [explosion(game), damageCard(d, 1), damageCard(d, 2, ['jam'])])
    const events = camelFires(game)
    expect(game.state.planes[1].damageTotal).toBe(3)
    expect(game.state.planes[0].jam.front).toBe(0)
    expect(eventsOfType(events, 'jammed')).toEqual([])
  })

  it('without the ability an explosion eliminates at once', () => {
    const game = chase()
    stackDeck(game.state, deck(game), [explosion(game), damageCard(deck(game), 1)])
    camelFires(game)
    expect(game.state.planes[1].status).toBe('exploded')
  })

  it('1018-1019: "A plane that is fired at by a plane whose pilot or observer chose this ability ignores any fire special damage"', () => {
    const fire = (game: Game) => stackDeck(game.state, deck(game), [damageCard(deck(game), 3, ['fire']), damageCard(deck(game), 1)])
    const plain = chase({}, { specialDamage: true })
    fire(plain)
    camelFires(plain)
    expect(plain.state.planes[1].effects!.flame).toBe(3)
    const game = chase({ aceSkills: ['chivalrous'] }, { specialDamage: true })
    fire(game)
    const events = camelFires(game)
    expect(game.state.planes[1].effects!.flame).toBe(0)
    // the points still count
    expect(game.state.planes[1].damageTotal).toBe(4)
    expect(eventsOfType(events, 'fire-ignored')).toEqual([expect.objectContaining({ to: 'all', plane: 'dr1', by: 'camel' })])
  })

  it('003 lines 951-953: an aircraft ability: the observer\'s serves the front guns too, and stays once he is incapacitated', () => {
    const game = chase({ observerSkills: ['chivalrous'] }, { specialDamage: true })
    game.state.planes[0].effects!.observerWounded = true
    stackDeck(game.state, deck(game), [explosion(game), damageCard(deck(game), 1), damageCard(deck(game), 2)])
    camelFires(game)
    expect(game.state.planes[1].status).toBe('flying')
  })
})
