import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { arriving, eventsOfType, expectRejected, expectViewsHideSecrets } from '../../../../electron/testing/engine-helpers'
import { damageCard, planStraights } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import type { FireCommand, GameEvent } from '../../types'

/** A Camel right behind a Dr.I (as aim.test.ts): the Camel fires its front guns at it, the Dr.I cannot answer. */
function chase(camel: Partial<PlaneSpec> = {}, options: Record<string, boolean> = { aim: true }): Game {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, ...camel },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
    ],
    { options },
  )
  planStraights(game)
  return game
}

/** The Camel's order this phase (with its declarations), the others holding fire. */
function fire(game: Game, camel: Omit<FireCommand, 'type' | 'seat' | 'plane'>): GameEvent[] {
  const out: GameEvent[] = []
  const at = `${game.state.turn}/${game.state.phase}`
  while (game.state.step === 'firing' && `${game.state.turn}/${game.state.phase}` === at) {
    const id = game.waitingFor()[0]
    const p = game.state.planes.find((q) => q.id === id)!
    out.push(...game.apply({ type: 'fire', seat: p.seat, plane: id, ...(id === 'camel' ? camel : { front: null, rear: null }) }))
  }
  return out
}

const ones = (game: Game) => stackDeck(game.state, game.rules.planes[0].guns.front!, [damageCard('A', 1), damageCard('A', 1)])

describe('Perfect aim (003 lines 991-992; 004 Marksman, line 424)', () => {
  it('991: "the pilot can decide to use the +1 Aim bonus even if he did not shoot at the target plane in the previous phase"', () => {
    const game = chase({ aceSkills: ['perfect-aim'] })
    ones(game)
    const events = fire(game, { front: 'dr1', perfectAim: true })
    // two 1s, each one more: 4
    expect(game.state.planes[1].damageTotal).toBe(4)
    // the use is told to everyone; the bonus (it says the cards did damage) only to the target's seat
    expect(eventsOfType(events, 'perfect-aim')).toEqual([expect.objectContaining({ to: 'all', plane: 'camel', arc: 'front', target: 'dr1', again: 2 })])
    const bonus = eventsOfType(events, 'aim-bonus')
    expect(bonus.map((e) => e.to)).toEqual([['central'], ['central']])
    expect(bonus[0].perfectAim).toBe(true)
    expect(game.state.planes[0].aceUsed?.['perfect-aim']).toBe(1)
  })

  it('without the declaration, the first phase of fire has no bonus', () => {
    const game = chase({ aceSkills: ['perfect-aim'] })
    ones(game)
    fire(game, { front: 'dr1' })
    expect(game.state.planes[1].damageTotal).toBe(2)
    expect(game.state.planes[0].aceUsed?.['perfect-aim']).toBeUndefined()
  })

  it('992: "Once this ability is used, it can not be re-used for the rest of the turn" (and is ready again next turn)', () => {
    const game = chase({ aceSkills: ['perfect-aim'] }, {})
    ones(game)
    fire(game, { front: 'dr1', perfectAim: true })
    expect(game.state.phase).toBe(2)
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', perfectAim: true }, 'illegal-target', /once a turn \(003 line 992\).*again in turn 2/)
    fire(game, { front: null })
    fire(game, { front: null })
    expect(game.state.turn).toBe(2)
    planStraights(game)
    expect(game.state.step).toBe('firing')
    const before = game.state.planes[1].damageTotal
    ones(game)
    fire(game, { front: 'dr1', perfectAim: true })
    expect(game.state.planes[1].damageTotal - before).toBe(4)
  })

  it('a pilot without the ability cannot declare it; nor can an observer\'s Perfect aim serve the front guns (003 lines 949-950)', () => {
    expectRejected(chase(), { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', perfectAim: true }, 'illegal-target', /no airman firing front guns holds Perfect aim/)
    expectRejected(chase({ observerSkills: ['perfect-aim'] }), { type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', perfectAim: true }, 'illegal-target', /holds Perfect aim/)
    expectRejected(chase({ aceSkills: ['perfect-aim'] }), { type: 'fire', seat: 'allied', plane: 'camel', front: null, perfectAim: true }, 'illegal-target', /needs a target/)
  })

  it('decision: without the Aim rule the ability still gives its +1', () => {
    const game = chase({ aceSkills: ['perfect-aim'] }, {})
    ones(game)
    fire(game, { front: 'dr1', perfectAim: true })
    expect(game.state.planes[1].damageTotal).toBe(4)
  })

  it('decision: no second +1 on a run of Aim at the same target, and then the ability is not spent', () => {
    const game = chase({ aceSkills: ['perfect-aim'] })
    ones(game)
    fire(game, { front: 'dr1' })
    ones(game)
    const events = fire(game, { front: 'dr1', perfectAim: true })
    // the run's +1 only: 2 + (2 + 2)
    expect(game.state.planes[1].damageTotal).toBe(6)
    expect(eventsOfType(events, 'perfect-aim')).toEqual([])
    expect(game.state.planes[0].aceUsed?.['perfect-aim']).toBeUndefined()
  })

  it('zeroes are still zeroes, and the use is spent by the declaration fired', () => {
    const game = chase({ aceSkills: ['perfect-aim'] })
    stackDeck(game.state, game.rules.planes[0].guns.front!, [damageCard('A', 0), damageCard('A', 0)])
    fire(game, { front: 'dr1', perfectAim: true })
    expect(game.state.planes[1].damageTotal).toBe(0)
    expect(game.state.planes[0].aceUsed?.['perfect-aim']).toBe(1)
  })

  it('the declaration is secret until the fire is resolved: no other seat can tell it was made', () => {
    // head on: both planes have a shot, so the game waits for the Dr.I after the Camel's order
    const game = startGame([arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', aceSkills: ['perfect-aim'] }, 100, 100, 0), arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, 100, 122, 180)], { options: { aim: true } })
    planStraights(game)
    expect(game.waitingFor().sort()).toEqual(['camel', 'dr1'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', perfectAim: true })
    expect(game.state.fireOrders.camel.perfectAim).toBe(true)
    expectViewsHideSecrets(game.state, ['central', null, 'allied'])
  })
})
