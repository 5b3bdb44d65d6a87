/**
 * The flowchart bot (issue 14's baseline): it turns towards the nearest enemy, the harder the farther it is off the
 * nose, closes when it is ahead, and turns back over the table rather than fly off it.
 */
import { describe, expect, it } from 'vitest'
import { content, startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import type { PlanCommand } from '../engine/types'
import { viewFor } from '../engine/view'
import { advance } from '../geometry/pose'
import { isOnTable } from '../geometry/table'
import { BOTS } from '.'

/** The cards the flowchart bot plans for the camel, as the deck describes them. */
function planned(enemy: Omit<PlaneSpec, 'id' | 'aircraft' | 'team'>, table?: { width: number; depth: number }, at: Omit<PlaneSpec, 'id' | 'aircraft'> = { x: 100, y: 100, heading: 0 }) {
  const game = startGame([{ id: 'camel', aircraft: 'sopwith-camel', ...at }, { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', ...enemy }], { table })
  const [plan] = BOTS.flowchart.make(content, 'allied', 1).decide(viewFor(game.state, 'allied')) as PlanCommand[]
  const deck = game.rules.byId.get('camel')!.cards
  return { cards: plan.cards.map((id) => deck.get(id)!) }
}

describe('the flowchart bot: close, turn towards, fire when able', () => {
  it('turns hard towards an enemy behind its left wing, and the same to the right', () => {
    const left = planned({ x: 70, y: 90, heading: 0 }).cards[0]
    expect(left.turn).toBeLessThan(-Math.PI / 2)
    expect(left.card.turn).toBe('left')
    const right = planned({ x: 130, y: 90, heading: 0 }).cards[0]
    expect(right.turn).toBeGreaterThan(Math.PI / 2)
    expect(right.card.turn).toBe('right')
  })

  it('flies straight at an enemy dead ahead', () => {
    const { cards } = planned({ x: 100, y: 160, heading: 180 })
    expect(cards[0].card.straight).toBe(true)
  })

  it('turns back over the table rather than close on an enemy by flying off it', () => {
    const table = { width: 90, depth: 70 }
    const { cards } = planned({ x: 45, y: 66, heading: 90 }, table, { x: 45, y: 58, heading: 0 })
    let at = { x: 45, y: 58, h: 0 }
    for (const c of cards) {
      at = advance(at, c.right, c.forward, c.turn)
      expect(isOnTable(table, at.x, at.y), `after ${cards.map((c) => c.card.name)} at ${JSON.stringify(at)}`).toBe(true)
    }
  })
})
