import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { viewFor } from '../../../../../shared/engine/view'
import { dropChosen, groupsAboard, setDrop } from './BombDrop'

describe('003 Bombing in the planning panel (lines 825-826: "the bomber can decide to drop one or more groups of bombs, or even all the load")', () => {
  const game = Game.start(content, scenarioSetup(content, { scenario: 'wings-over-the-flanders' }), 1)
  const view = viewFor(game.state, 'allied')

  it('the D.H.4 carries its load; the Camel none', () => {
    expect(groupsAboard(view, 'atkey')).toEqual([0])
    expect(groupsAboard(view, 'camel')).toEqual([])
  })

  it('the card chosen goes with the plan as its drop, for this turn only, and none is sent when nothing is chosen', () => {
    expect(dropChosen(view, 'atkey')).toBeUndefined()
    setDrop('atkey', view.turn, 2)
    expect(dropChosen(view, 'atkey')).toEqual([{ slot: 2, groups: [0] }])
    expect(dropChosen({ ...view, turn: view.turn + 1 }, 'atkey')).toBeUndefined()
    setDrop('atkey', view.turn, null)
    expect(dropChosen(view, 'atkey')).toBeUndefined()
  })
})
