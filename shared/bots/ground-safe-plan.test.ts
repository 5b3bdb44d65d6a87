import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../electron/testing/fixtures'
import { Game } from '../engine/game'
import type { LandingField } from '../engine/types'
import { planRulesOf, safePlan } from './plan-rules'
import { checkPlan } from '../engine/planning'

const FIELD: LandingField = { id: 'field', x: 40, y: 95, width: 12, depth: 40 }

/** A Camel at level 1 heading up the field's long side; a D.Va far away at level 3. */
function overTheField(): Game {
  const setup = setupWith(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 20, heading: 0, altitude: 1 },
      { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90, altitude: 3 },
    ],
    { options: { altitude: true }, table: { width: 1000, depth: 200 } },
  )
  return Game.start(content, { ...setup, fields: [FIELD] }, 1)
}

describe('a bot with no better idea (safePlan) in the middle of a landing (003 lines 383-387)', () => {
  it('after a dive that touched down as the last card of a turn, its fallback plan is the straight and the stall the landing needs, not three straights', () => {
    const game = overTheField()
    // a short straight, a dive to level 0, then a dive touching down as the turn's last card
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: ['B01', 'B02', 'B03'] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: ['C03', 'C20', 'C01'] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: ['B01', 'B02', 'B11'] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: ['C01', 'C02', 'C20'] })
    expect(game.state.step).toBe('planning')
    const camel = game.state.planes[0]
    expect(camel.effects!.alt!.ground, 'it touched down').toBeTruthy()
    const view = game.view('allied')
    const me = view.planes.find((p) => p.id === 'camel')!
    const plane = game.rules.byId.get('camel')!
    const pr = planRulesOf(game.rules, view, me)
    const straights = [...plane.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id)
    expect(checkPlan(plane, me.last, straights, pr).some((s) => s.refused), 'three straights are refused here').toBe(true)
    const plan = safePlan(plane, pr)
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: plan })).not.toThrow()
  })

  it('after the dive and the straight, the stall must come first: the fallback plan opens with it', () => {
    const game = overTheField()
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: ['B01', 'B02', 'B03'] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: ['C03', 'C20', 'C01'] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: ['B01', 'B02', 'B11'] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: ['C03', 'C20', 'C01'] })
    expect(game.state.planes[0].effects!.alt!.ground, 'it touched down and rolled').toBeTruthy()
    const view = game.view('allied')
    const me = view.planes.find((p) => p.id === 'camel')!
    const plane = game.rules.byId.get('camel')!
    const pr = planRulesOf(game.rules, view, me)
    const straights = [...plane.cards.values()].filter((c) => c.card.straight).slice(0, 3).map((c) => c.card.id)
    expect(checkPlan(plane, me.last, [straights[0], straights[1], 'C04'], pr).some((s) => s.refused), 'a stall after two straights is refused here').toBe(true)
    const plan = safePlan(plane, pr)
    expect(plan[0]).toBe('C04')
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: plan })).not.toThrow()
  })
})
