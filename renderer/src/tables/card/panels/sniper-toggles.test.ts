import { describe, expect, it } from 'vitest'
import { tailChase } from '../../../../../electron/testing/ace-fire-helpers'
import { viewFor } from '../../../../../shared/engine/view'
import { sniperToggles } from './sniper-toggles'

describe("the fire panel's Sniper and Tenacity toggles (sniper-toggles.ts)", () => {
  it("offers a Sniper's bull's-eye for the arc firing at an enemy, with the engine's reason when it cannot (003 lines 994-998)", () => {
    const game = tailChase()
    const view = viewFor(game.state, 'allied')
    expect(sniperToggles(game.rules, view, 'a', { front: 't' }).snipe).toMatchObject({ label: "Sniper: try a bull's-eye", arc: 'front', why: null, source: '003 lines 994-998' })
    expect(sniperToggles(game.rules, view, 'a', {}).snipe).toMatchObject({ why: 'choose a target first' })
    expect(sniperToggles(game.rules, view, 'a', { front: 't' }).tenacity).toBeNull()
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: game.state.choosing!.hits[0].cards.slice(0, 2) })
    if (game.state.step === 'firing') expect(sniperToggles(game.rules, viewFor(game.state, 'allied'), 'a', { front: 't' }).snipe!.why).toMatch(/not again until turn 3/)
  })

  it('004 Tenacity: refused head on, with the reading of "from behind" (line 408)', () => {
    const game = tailChase({ sniper: { aceSkills: ['tenacity'] }, targetHeading: 180 })
    expect(sniperToggles(game.rules, viewFor(game.state, 'allied'), 'a', { front: 't' }).tenacity!.why).toMatch(/only from behind the target/)
  })
})
