/** The entry panel's asks (003 A Lonely Sentinel, lines 1288-1292): this seat's waiting planes with a choice, before turn 1's first card. */
import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { entryAsks } from './entry-words'

describe('entry-words (003 A Lonely Sentinel, lines 1288-1292)', () => {
  const name = (a: string) => content.aircraft[a].name
  it("asks the German seat where the Albatros enters, and shows its own choice once made, never the other seat's", () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'a-lonely-sentinel' }), 1)
    expect(entryAsks(game.view('central'), 'central', name)).toEqual([{ plane: 'albatros', name: 'Albatros D.III', turn: 3, places: ['left', 'right'], chosen: null }])
    expect(entryAsks(game.view('allied'), 'allied', name)).toEqual([])
    game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'right' })
    expect(entryAsks(game.view('central'), 'central', name)[0].chosen).toBe('right')
  })
  it('asks nothing once turn 1 has begun to be flown', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'a-lonely-sentinel' }), 1)
    game.apply({ type: 'enter', seat: 'central', plane: 'albatros', place: 'left' })
    const view = game.view('central')
    expect(entryAsks({ ...view, phase: 1 }, 'central', name)).toEqual([])
  })
})
