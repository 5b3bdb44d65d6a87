import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../electron/testing/fixtures'
import { eventsOfType } from '../../../../electron/testing/engine-helpers'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { stackDeck } from '../../damage'
import type { Game } from '../../game'
import { itchyTriggerFinger } from './itchy-trigger-finger'
import { chase, fireOrders, headOn } from '../../../../electron/testing/ace-fire-setups'

/** The Camel's first card explodes the Dr.I; every other card drawn is a 0. */
function camelExplodesDr1(game: Game): void {
  const zero = damageCard('A', 0)
  const cf = game.rules.planes[0].guns.front!
  const df = game.rules.planes[1].guns.front!
  if (cf === df) stackDeck(game.state, cf, [damageCard(cf, null, ['explosion']), zero, zero, zero])
  else {
    stackDeck(game.state, cf, [damageCard(cf, null, ['explosion']), damageCard(cf, 0)])
    stackDeck(game.state, df, [damageCard(df, 0), damageCard(df, 0)])
  }
}

const both = { camel: { front: 'dr1' }, dr1: { front: 'camel' } }

describe('Itchy trigger finger (003 lines 1000-1002)', () => {
  it('1000-1002: "go first whenever firing is resolved ... Then remove all the eliminated planes: Now any surviving aircraft without this skill may fire"', () => {
    const game = headOn({ aceSkills: ['itchy-trigger'] })
    camelExplodesDr1(game)
    const events = fireOrders(game, both)
    expect(eventsOfType(events, 'fires-first')).toEqual([expect.objectContaining({ to: 'all', plane: 'camel', arc: 'front', target: 'dr1', why: 'itchy-trigger' })])
    expect(game.state.planes[1].status).toBe('exploded')
    // the Dr.I, removed, never fires
    expect(eventsOfType(events, 'fired').map((e) => e.plane)).toEqual(['camel'])
    expect(eventsOfType(events, 'fire-lost')).toEqual([expect.objectContaining({ plane: 'dr1', target: 'camel', by: 'camel', firerDown: true })])
    expect(game.state.planes[0].stats.cardsTaken).toBe(0)
  })

  it('without the ability the fire is simultaneous: the Dr.I blown up still fires that phase (003 Damage)', () => {
    const game = headOn()
    camelExplodesDr1(game)
    const events = fireOrders(game, both)
    expect(game.state.planes[1].status).toBe('exploded')
    expect(eventsOfType(events, 'fired').map((e) => e.plane).sort()).toEqual(['camel', 'dr1'])
    expect(game.state.planes[0].stats.cardsTaken).toBeGreaterThan(0)
  })

  it('1000-1001: "All the damage they cause is resolved simultaneously, so if any of them are shot down they can still fire in that phase"', () => {
    const game = headOn({ aceSkills: ['itchy-trigger'] }, { aceSkills: ['itchy-trigger'] })
    camelExplodesDr1(game)
    const events = fireOrders(game, both)
    expect(eventsOfType(events, 'fires-first').map((e) => e.plane).sort()).toEqual(['camel', 'dr1'])
    expect(game.state.planes[1].status).toBe('exploded')
    expect(eventsOfType(events, 'fired').map((e) => e.plane).sort()).toEqual(['camel', 'dr1'])
    expect(game.state.planes[0].stats.cardsTaken).toBeGreaterThan(0)
  })

  it('003 lines 949-951: the airman firing: the pilot\'s goes with the front guns, the observer\'s with the rear, and ends once the observer is incapacitated', () => {
    const game: Game = startGame(
      [
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 108, heading: 0, observerSkills: ['itchy-trigger'] },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 },
      ],
      { options: { specialDamage: true } },
    )
    const ctx = { rules: game.rules, state: game.state, events: null }
    const shot = (arc: 'front' | 'rear') => ({ firer: 0, arc, target: 1, cards: 2 as const, distance: 5 })
    expect(itchyTriggerFinger.firesFirst!(ctx, shot('rear'))).toBe('itchy-trigger')
    expect(itchyTriggerFinger.firesFirst!(ctx, shot('front'))).toBeNull()
    // "If the observer is incapacitated, his individual abilities cannot be applied any more"
    game.state.planes[0].effects!.observerWounded = true
    expect(itchyTriggerFinger.firesFirst!(ctx, shot('rear'))).toBeNull()
    // the pilot's own ability serves the front guns only
    const pilot: Game = startGame([{ id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 108, heading: 0, aceSkills: ['itchy-trigger'] }, { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 }])
    const pctx = { rules: pilot.rules, state: pilot.state, events: null }
    expect(itchyTriggerFinger.firesFirst!(pctx, shot('front'))).toBe('itchy-trigger')
    expect(itchyTriggerFinger.firesFirst!(pctx, shot('rear'))).toBeNull()
  })
})

describe('Itchy trigger finger with the choices after the draw (fire-volleys.ts, fire-choices.ts)', () => {
  it("a sniper with an itchy trigger finger chooses his cards before anyone else fires; the plane he downs then never fires", () => {
    const game = headOn({ aceSkills: ['itchy-trigger', 'sniper'] })
    const cards = game.state.fireOptions.find((o) => o.plane === 'camel')!.cards
    const deck = game.rules.planes[0].guns.front!
    stackDeck(game.state, deck, [damageCard(deck, null, ['explosion']), damageCard(deck, 0), damageCard(deck, 0), damageCard(deck, 0)])
    const events = [...game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', snipe: 'front' }), ...game.apply({ type: 'fire', seat: 'central', plane: 'dr1', front: 'camel' })]
    // the first volley is drawn and waits for the sniper; the Dr.I has not fired
    expect(game.state.step).toBe('choosing')
    expect(eventsOfType(events, 'fired').map((e) => e.plane)).toEqual(['camel'])
    const drawn = game.state.choosing!.hits[0].cards
    expect(drawn).toHaveLength(cards + 1)
    const after = game.apply({ type: 'snipe', seat: 'allied', plane: 'camel', give: drawn.slice(0, cards) })
    expect(game.state.planes[1].status).toBe('exploded')
    expect(eventsOfType(after, 'fire-lost')).toEqual([expect.objectContaining({ plane: 'dr1', by: 'camel', firerDown: true })])
    expect(eventsOfType(after, 'fired')).toEqual([])
    expect(game.state.planes[0].stats.cardsTaken).toBe(0)
  })

  it('Perfect aim declared with a snipe keeps its +1 once the sniper has chosen', () => {
    const game = chase({ aceSkills: ['perfect-aim', 'sniper'] })
    const deck = game.rules.planes[0].guns.front!
    expect(deck).toBe('A')
    // two 1s and a 0 (A08, A09, A01)
    stackDeck(game.state, deck, ['A08', 'A09', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'camel', front: 'dr1', snipe: 'front', perfectAim: true })
    expect(game.state.step).toBe('choosing')
    expect([...game.state.choosing!.hits[0].cards].sort()).toEqual(['A01', 'A08', 'A09'])
    game.apply({ type: 'snipe', seat: 'allied', plane: 'camel', give: ['A08', 'A09'] })
    expect(game.state.planes[1].damageTotal).toBe(4)
  })
})
