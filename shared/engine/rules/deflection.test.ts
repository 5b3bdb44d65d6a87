import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'

function shot(target: PlaneSpec, options: Record<string, boolean>) {
  const game = startGame([{ id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 }, target], { options })
  planStraights(game)
  const one = damageCard('A', 1)
  const zero = damageCard('A', 0)
  stackDeck(game.state, 'A', [one, zero])
  const events = orders(game, { camel: { front: target.id } })
  return { total: game.state.planes[1].damageTotal, events }
}

describe('004 Deflection (lines 102-104): "If the line crosses a short side of the firing card and a short side of the target card ... +1 damage point (but 0s are still counted as 0s)"', () => {
  it('a shot from dead astern scores one more a damaging card; a zero stays zero', () => {
    const astern = shot({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 }, { deflection: true })
    expect(astern.total).toBe(2)
    const bonus = astern.events.filter((e) => e.type === 'deflection-bonus')
    expect(bonus.map((e) => e.to)).toEqual([['central']])
    expect(shot({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 }, {}).total).toBe(1)
  })

  it('a target crossing the line of fire (the line enters it by a long side) scores as drawn', () => {
    // the Dr.I flies east across the Camel's nose: the line from the Camel enters its base through its left wing side
    // (it starts to the left and flies across: after both planes move it stands 16 cm ahead, flying east)
    expect(shot({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 86, y: 130, heading: 90 }, { deflection: true }).total).toBe(1)
  })

  it('"If they are also +1 for other reasons (aim ...) they are +2"', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
      ],
      { options: { deflection: true, aim: true } },
    )
    game.state.planes[0].effects!.aim.front = { target: 'dr1', phases: 1 }
    planStraights(game)
    stackDeck(game.state, 'A', [damageCard('A', 1), damageCard('A', 0)])
    orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[1].damageTotal).toBe(3)
  })
})
