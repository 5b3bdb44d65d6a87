import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { anticipationStage, thirdChecks } from './anticipation-plan'

/** 004's Anticipation (line 388) in the planning panel: two cards first, the third after phase II. */
describe('the planning panel of an anticipating pilot (004 line 388)', () => {
  it('"Place cards for phases I and II as normal. Only place the phase III card after all phase II moving and firing has been resolved."', () => {
    const g = startGame([
      { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 100, y: 40, heading: 0, aceSkills: ['anticipation'] },
      { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 190, heading: 180 },
    ])
    const stage = (seat: string, id: string) => {
      const v = g.view(seat)
      return anticipationStage(v, g.rules.byId.get(id), v.planes.find((p) => p.id === id))
    }
    expect(stage('allied', 'spad')).toBe('first')
    expect(stage('central', 'alb')).toBeNull()
    g.apply({ type: 'plan', seat: 'allied', plane: 'spad', cards: ['A01', 'A02'] })
    expect(stage('allied', 'spad')).toBeNull()
    g.apply({ type: 'plan', seat: 'central', plane: 'alb', cards: ['B01', 'B02', 'B03'] })
    expect(g.state.phase).toBe(3)
    expect(stage('allied', 'spad')).toBe('third')
    expect(g.view('allied').planes[0].committed).toBe(false)
    expect(thirdChecks(['A01', 'A02', 'A09'], new Map([['A09', 'why not']])).map((c) => c.reason)).toEqual([null, null, 'why not'])
  })
})
