import { describe, expect, it } from 'vitest'
import { chase, headOn } from '../../../../../electron/testing/ace-fire-setups'
import { viewFor } from '../../../../../shared/engine/view'
import { aceFireToggles } from './ace-fire-toggles'

describe('the fire panel\'s aces toggles (003 Perfect aim lines 991-992; 004 line 360)', () => {
  it('Perfect aim is offered to a pilot who holds it, once a target is chosen', () => {
    const game = chase({ aceSkills: ['perfect-aim'] }, { aim: true })
    const view = viewFor(game.state, 'allied')
    expect(aceFireToggles(game.rules, view, 'camel', {}).perfectAim?.why).toBe('choose a target first')
    const t = aceFireToggles(game.rules, view, 'camel', { front: 'dr1' })
    expect(t.perfectAim).toMatchObject({ label: 'Perfect aim', source: '003 lines 991-992', why: null })
    expect(t.fireAfter).toBeNull()
  })

  it('not offered at all to a plane without it; disabled with the reason once used this turn', () => {
    const plain = chase({}, { aim: true })
    expect(aceFireToggles(plain.rules, viewFor(plain.state, 'allied'), 'camel', { front: 'dr1' }).perfectAim).toBeNull()
    const game = chase({ aceSkills: ['perfect-aim'] })
    game.state.planes[0].aceUsed = { 'perfect-aim': 1 }
    expect(aceFireToggles(game.rules, viewFor(game.state, 'allied'), 'camel', { front: 'dr1' }).perfectAim?.why).toBe('used this turn: again in turn 2')
  })

  it("an observer's Perfect aim serves the rear guns only, and ends with him incapacitated (003 lines 949-951)", () => {
    const game = chase({ observerSkills: ['perfect-aim'] }, { specialDamage: true })
    const view = () => viewFor(game.state, 'allied')
    expect(aceFireToggles(game.rules, view(), 'camel', { front: 'dr1' }).perfectAim?.why).toBe('the observer who holds it is not firing')
    game.state.planes[0].effects!.observerWounded = true
    expect(aceFireToggles(game.rules, view(), 'camel', { front: 'dr1' }).perfectAim).toBeNull()
  })

  it("004's ace may let the others fire first, for his front guns' target", () => {
    const game = headOn({ ace: true }, {}, { acesGeneric004: true })
    const view = viewFor(game.state, 'allied')
    expect(aceFireToggles(game.rules, view, 'camel', { front: 'dr1' }).fireAfter).toMatchObject({ source: '004 line 360', why: null })
    expect(aceFireToggles(game.rules, view, 'camel', {}).fireAfter?.why).toMatch(/choose one first/)
    // the non-ace is offered nothing
    expect(aceFireToggles(game.rules, viewFor(game.state, 'central'), 'dr1', { front: 'camel' })).toEqual({ perfectAim: null, fireAfter: null })
  })
})
