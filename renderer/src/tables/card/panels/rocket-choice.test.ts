import { describe, expect, it } from 'vitest'
import { arriving, planNumbers } from '../../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../../electron/testing/fixtures'
import { Game } from '../../../../../shared/engine/game'
import { viewFor } from '../../../../../shared/engine/view'
import { rocketChoice } from './rocket-choice'

/** A Nieuport 16 with two rockets whose first straight ends 20 cm short of a Drachen (as rockets.test.ts). */
const attack: PlaneSpec[] = [
  arriving({ id: 'nieuport', aircraft: 'nieuport-16', team: 'allied' }, 500, 480, 0),
  { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 500, heading: 180 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
]

function start(rockets: number | undefined, first: number): Game {
  const setup = setupWith(attack, { table: { width: 1000, depth: 1000 } })
  if (rockets) setup.planes.find((p) => p.id === 'nieuport')!.rockets = rockets
  const g = Game.start(content, setup, 1)
  planNumbers(g, { nieuport: [first, 4, first === 6 ? 5 : 6], dr1: [1, 2, 3] })
  return g
}

describe('the fire panel offers Le Prieur rockets (003 lines 601-633)', () => {
  it('after a straight with the Drachen in the front arc: 1 or 2 of 2 left (lines 606-612)', () => {
    const g = start(2, 1)
    const view = viewFor(g.state, 'allied')
    expect(rocketChoice(g.rules, view, 'nieuport', 'drachen')).toEqual({ left: 2, counts: [1, 2], why: null })
    // no front target chosen yet: the rockets wait for it
    expect(rocketChoice(g.rules, view, 'nieuport', null)).toMatchObject({ left: 2, counts: [], why: expect.stringContaining('front target') })
  })

  it('after a bank: not offered, with the engine\'s reason (line 608)', () => {
    const g = start(2, 6)
    const after = rocketChoice(g.rules, viewFor(g.state, 'allied'), 'nieuport', 'drachen')!
    expect(after).toMatchObject({ counts: [], why: expect.stringContaining('after a straight or a stall') })
    // the engine's "(lines 608, 631)" stays out of the player's words (issue 26)
    expect(after.why).not.toMatch(/lines? \d/)
  })

  it('a plane with one rocket is offered one; a plane without rockets is offered nothing (line 606)', () => {
    expect(rocketChoice(start(1, 1).rules, viewFor(start(1, 1).state, 'allied'), 'nieuport', 'drachen')).toEqual({ left: 1, counts: [1], why: null })
    const g = start(undefined, 1)
    expect(rocketChoice(g.rules, viewFor(g.state, 'allied'), 'nieuport', 'drachen')).toBeNull()
  })

  it('no counters left: says so (line 606)', () => {
    const g = start(2, 1)
    g.state.planes[0].effects = { ...g.state.planes[0].effects!, rockets: { left: 0, salvoes: [] } }
    expect(rocketChoice(g.rules, viewFor(g.state, 'allied'), 'nieuport', 'drachen')).toMatchObject({ left: 0, counts: [], why: expect.stringContaining('no rockets left') })
  })

  it('a target that is not an aircraft or balloon, or not in the front arc, is refused (line 608)', () => {
    const g = start(2, 1)
    expect(rocketChoice(g.rules, viewFor(g.state, 'allied'), 'nieuport', 'dr1')).toMatchObject({ counts: [], why: expect.stringContaining('not in the front arc') })
  })
})
