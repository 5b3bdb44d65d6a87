import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../electron/testing/fixtures'
import { eventsOfType, expectRejected, expectViewsHideSecrets } from '../../../../electron/testing/engine-helpers'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import type { OrderedShot } from '../hooks'
import { acesFireFirst004, afterTheOthers } from './aces-fire-first-004'
import { fireOrders, headOn } from '../../../../electron/testing/ace-fire-setups'

function camelExplodesDr1(game: Game): void {
  const cf = game.rules.planes[0].guns.front!
  stackDeck(game.state, cf, [damageCard(cf, null, ['explosion']), damageCard(cf, 0), damageCard(cf, 0), damageCard(cf, 0)])
}
const both = { camel: { front: 'dr1' }, dr1: { front: 'camel' } }

describe("004's generic ace abilities b) and c) (lines 358-360, option acesGeneric004)", () => {
  it('358: "Aces fire before non-Aces ... any damage inflicted by the Ace (including, of course, shooting the non-Ace down) takes place before the non-Ace gets to fire"', () => {
    const game = headOn({ ace: true }, {}, { acesGeneric004: true })
    camelExplodesDr1(game)
    const events = fireOrders(game, both)
    expect(eventsOfType(events, 'fires-first')).toEqual([expect.objectContaining({ plane: 'camel', why: 'ace-004' })])
    expect(eventsOfType(events, 'fired').map((e) => e.plane)).toEqual(['camel'])
    expect(eventsOfType(events, 'fire-lost')).toEqual([expect.objectContaining({ plane: 'dr1', by: 'camel', firerDown: true })])
  })

  it('without the option an ace fires with everyone', () => {
    const game = headOn({ ace: true })
    camelExplodesDr1(game)
    const events = fireOrders(game, both)
    expect(eventsOfType(events, 'fired').map((e) => e.plane).sort()).toEqual(['camel', 'dr1'])
  })

  it('360, "Converse is also true": the ace may elect to let the non-aces fire before him (fireAfter); then he is no longer first', () => {
    const game = headOn({ ace: true }, {}, { acesGeneric004: true })
    camelExplodesDr1(game)
    game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', fireAfter: true })
    // the choice is secret until the fire is resolved
    expectViewsHideSecrets(game.state, ['central', null])
    const events = fireOrders(game, both)
    expect(eventsOfType(events, 'fires-first')).toEqual([])
    expect(eventsOfType(events, 'fires-after')).toEqual([expect.objectContaining({ to: 'all', plane: 'camel', target: 'dr1' })])
    expect(eventsOfType(events, 'fired').map((e) => e.plane).sort()).toEqual(['camel', 'dr1'])
  })

  it('the choice is refused to a non-ace, without the option, and without a front target', () => {
    expectRejected(headOn({}, {}, { acesGeneric004: true }), { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', fireAfter: true }, 'illegal-target', /only an ace may elect the firing order \(004 line 360\)/)
    expectRejected(headOn({ ace: true }), { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', fireAfter: true }, 'illegal-target', /option acesGeneric004/)
    expectRejected(headOn({ ace: true }, {}, { acesGeneric004: true }), { type: 'fire', seat: 'allied', plane: 'camel', front: null, fireAfter: true }, 'illegal-target', /front guns' target/)
  })

  it('360 with Order of firing: an ace who elects to fire after goes after every non-ace shot at his target, whatever the range', () => {
    const game = headOn({ ace: true }, {}, { acesGeneric004: true, orderOfFiring: true })
    game.state.fireOrders = { camel: { front: 'dr1', fireAfter: true } }
    const s = (firer: number, target: number, distance: number): OrderedShot => ({ firer, arc: 'front', target, cards: 2, distance })
    // the ace (0) nearest, then two others at the same target (1 stands for them), and a shot at another target
    const shots = [s(0, 1, 3), s(1, 1, 5), s(1, 0, 6), s(1, 1, 9)]
    expect(afterTheOthers(game.state, shots)).toEqual([s(1, 1, 5), s(1, 0, 6), s(1, 1, 9), s(0, 1, 3)])
    // without the choice nothing moves
    game.state.fireOrders = { camel: { front: 'dr1' } }
    expect(afterTheOthers(game.state, shots)).toEqual(shots)
  })

  it("the ace is the pilot: his front guns go first, an observer's rear guns do not", () => {
    const game: Game = startGame([{ id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 108, heading: 0, ace: true }, { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 }], { options: { acesGeneric004: true } })
    const ctx = { rules: game.rules, state: game.state, events: null }
    expect(acesFireFirst004.firesFirst!(ctx, { firer: 0, arc: 'front', target: 1, cards: 2, distance: 5 })).toBe('ace-004')
    expect(acesFireFirst004.firesFirst!(ctx, { firer: 0, arc: 'rear', target: 1, cards: 2, distance: 5 })).toBeNull()
    expect(acesFireFirst004.firesFirst!(ctx, { firer: 1, arc: 'front', target: 0, cards: 2, distance: 5 })).toBeNull()
  })
})
