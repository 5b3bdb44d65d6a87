import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { viewFor } from '../../../../../shared/engine/view'
import { balloonOrders } from './balloon-orders'

describe("a balloon owner's orders in the UI (003 Balloon busting, lines 574-583; Bailing Out, 787-801)", () => {
  it('003 A Race against Time: the German player may winch the balloon down and bail its observers out; the other seat is offered nothing', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'a-race-against-time' }), 1)
    const orders = balloonOrders(game.rules, viewFor(game.state, 'central'), 'central')
    expect(orders).toEqual([{ plane: 'balloon', orders: [{ kind: 'down', label: 'Winch down', refused: null }, { kind: 'bail', label: 'Observers bail out', refused: null }] }])
    expect(balloonOrders(game.rules, viewFor(game.state, 'allied'), 'allied')).toEqual([])
    // once ordered down (without the altitude rules the descent is not stopped), only the bail-out is left
    game.apply({ type: 'winch', seat: 'central', plane: 'balloon', down: true })
    expect(balloonOrders(game.rules, viewFor(game.state, 'central'), 'central')[0].orders.map((o) => o.kind)).toEqual(['bail'])
  })

  it('003 Twin Targets with the altitude rules: the balloons may be winched down, then stopped; no observers in this scenario', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'twin-targets', options: { altitude: true } }), 1)
    const before = balloonOrders(game.rules, viewFor(game.state, 'allied'), 'allied')
    expect(before.map((r) => r.plane)).toEqual(['balloon-left', 'balloon-right'])
    expect(before[0].orders).toEqual([{ kind: 'down', label: 'Winch down', refused: null }])
    game.apply({ type: 'winch', seat: 'allied', plane: 'balloon-left', down: true })
    expect(balloonOrders(game.rules, viewFor(game.state, 'allied'), 'allied')[0].orders).toEqual([{ kind: 'stop', label: 'Stop the winch', refused: null }])
  })

  it('a scenario without winch or observers (Fireworks over the Front) offers its balloons no orders', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'fireworks-over-the-front' }), 1)
    expect(balloonOrders(game.rules, viewFor(game.state, 'central'), 'central')).toEqual([])
  })
})
