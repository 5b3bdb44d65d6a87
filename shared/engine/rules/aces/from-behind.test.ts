import { describe, expect, it } from 'vitest'
import { eventsOfType, expectRejected, fire, planeOf } from '../../../../electron/testing/engine-helpers'
import { at, tailChase } from '../../../../electron/testing/ace-fire-helpers'
import { rulesFor, setupWith } from '../../../../electron/testing/fixtures'
import { stackDeck } from '../../damage'
import { viewFor } from '../../view'
import { firesFromBehind } from './from-behind'

describe('004 "from behind" (lines 408, 412): "so that the ruler crosses the front edge of the Ace and the rear edge of the target"', () => {
  // the reading (docs/rules.md): front guns; the ace's centre behind the line of the target's rear edge; the target's
  // centre beyond the line of the ace's front edge
  const rules = rulesFor(setupWith([at({ id: 'a', aircraft: 'sopwith-camel' }, 0, 0), at({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 0, 0)]))
  const pose = (x: number, y: number, deg: number) => ({ x, y, h: (deg * Math.PI) / 180 })
  it('a tail chase is from behind, also a little off the target\'s tail; head on, beside, or from the rear guns it is not', () => {
    expect(firesFromBehind(rules, [pose(100, 100, 0), pose(100, 115, 0)], 0, 'front', 1)).toBe(true)
    expect(firesFromBehind(rules, [pose(100, 100, 20), pose(104, 115, 10)], 0, 'front', 1)).toBe(true)
    expect(firesFromBehind(rules, [pose(100, 100, 0), pose(100, 115, 180)], 0, 'front', 1)).toBe(false)
    expect(firesFromBehind(rules, [pose(100, 100, 0), pose(100, 115, 90)], 0, 'front', 1)).toBe(false)
    expect(firesFromBehind(rules, [pose(100, 100, 180), pose(100, 85, 180)], 0, 'rear', 1)).toBe(false)
    // overlapping bases: the ace's centre is not behind the target's rear edge
    expect(firesFromBehind(rules, [pose(100, 100, 0), pose(100, 102, 0)], 0, 'front', 1)).toBe(false)
  })
})

describe('004 Tenacity (line 408): "the target draws one more card than normal (ie, two or three, depending on range). Only available once per dogfight."', () => {
  it('from behind at short range the target takes three cards, with no choice and no pause; the use is told when the fire is resolved', () => {
    const game = tailChase({ sniper: { aceSkills: ['tenacity'] } })
    stackDeck(game.state, 'A', ['A01', 'A17', 'A30'])
    const events = game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', tenacity: 'front' })
    expect(planeOf(game, 't').damage).toEqual(['A01', 'A17', 'A30'])
    expect(eventsOfType(events, 'ace-fired')).toEqual([expect.objectContaining({ to: 'all', plane: 'a', target: 't', ability: 'tenacity' })])
    expect(planeOf(game, 'a').aceSpent).toEqual(['tenacity'])
    fire(game)
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't', tenacity: 'front' }, 'illegal-target', /once a dogfight, and it has been/)
  })

  it('head on it is refused, with the reading in the reason', () => {
    const game = tailChase({ sniper: { aceSkills: ['tenacity'] }, targetHeading: 180 })
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't', tenacity: 'front' }, 'illegal-target', /only from behind the target/)
  })
})

describe('004 Sniper (line 412): "the Ace draws one more card than normal (ie, two or three, depending on range), discards one card of his choice and passes the remaining one or two cards to the target pilot. Only available once per dogfight."', () => {
  it('from behind at long range: two cards seen by the sniper alone, one passed, the other discarded (not under the deck as 003\'s)', () => {
    const game = tailChase({ sniper: { aceSkills: ['sniper-behind'] }, gap: 30 })
    stackDeck(game.state, 'A', ['A44', 'A01'])
    const discards = game.state.decks.A.discard.length
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(viewFor(game.state, 'allied').choices).toEqual([expect.objectContaining({ kind: 'snipe', ability: 'sniper-behind', cards: ['A44', 'A01'], give: 1 })])
    game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: ['A44'] })
    expect(planeOf(game, 't').damage).toEqual(['A44'])
    expect(game.state.decks.A.discard.slice(discards)).toEqual(['A01'])
    expect(planeOf(game, 'a').aceSpent).toEqual(['sniper-behind'])
    fire(game)
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' }, 'illegal-target', /004 Sniper is used once a dogfight/)
  })
})
