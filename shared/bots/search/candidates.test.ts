/**
 * The cheap ranking of a plane's plans (candidates.ts), against enemies flying straight or along the paths expected of
 * them when the bot reads their pilots (pilots.ts, search-bot.ts expectedPaths).
 */
import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { advance, type Pose } from '../../geometry/pose'
import { legalPlans, rankPlans } from './candidates'

describe('rankPlans', () => {
  it('ranks against where an enemy is expected to fly: the path expected changes the best plan, which scores better against it', () => {
    // the Dr.I crosses ahead of the Camel from left to right; flying straight it would stay in front of the Camel's nose
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 80, y: 95, heading: 90 },
    ])
    const view = game.view('allied')
    const me = view.planes.find((p) => p.id === 'camel')!
    const legal = legalPlans(game.rules, view, me)
    const straightOn = rankPlans(game.rules, view, me, legal)[0]
    // expected: three of its hardest turns to the right (from east towards south)
    const dr1 = game.rules.byId.get('dr1')!
    const hard = [...dr1.cards.values()].filter((c) => c.turn > 0.5).sort((a, b) => b.turn - a.turn)
    const path: Pose[] = []
    let pose: Pose = { x: 80, y: 95, h: Math.PI / 2 }
    for (const c of [hard[0], hard[1] ?? hard[0], hard[0]]) path.push((pose = advance(pose, c.right, c.forward, c.turn)))
    const expected = rankPlans(game.rules, view, me, legal, new Map([['dr1', path]]))[0]
    expect(expected.cards).not.toEqual(straightOn.cards)
    // (the last ranking scored every legal plan against the path expected)
    expect(expected.quick).toBeGreaterThan(straightOn.quick)
  })
})
