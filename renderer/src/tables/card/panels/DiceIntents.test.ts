import { describe, expect, it } from 'vitest'
import { card } from '../../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../../electron/testing/fixtures'
import { viewFor } from '../../../../../shared/engine/view'
import { diceChosen, intentsOf, intentsPath, setIntent } from './DiceIntents'

describe("004 Altitude with dice in the planning panel (004 lines 171-201): level, climb or descend for each card", () => {
  function game(diceAltitude004 = true, altitude = 3) {
    return startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 300, y: 300, heading: 180 },
      ],
      { options: { diceAltitude004 } },
    )
  }

  it('every card flies level until chosen; a climb on a straight goes with the plan, and the levels it leads to are shown', () => {
    const g = game()
    const v = viewFor(g.state, 'allied')
    const draft = [card(g, 'camel', 1), card(g, 'camel', 10), card(g, 'camel', 2)]
    expect(intentsOf(v, 'camel', draft)).toEqual(['level', 'level', 'level'])
    setIntent('camel', v.turn, 0, 'up')
    setIntent('camel', v.turn, 2, 'down')
    expect(diceChosen(v, 'camel', draft)).toEqual(['up', 'level', 'down'])
    expect(intentsPath(v, 'camel', draft)).toEqual({ levels: [4, 4, 3], problem: null })
  })

  it('"To climb a plane must make a straight maneuver" (rule 2): a climb chosen for a turn flies level; nothing is sent with a slot empty or without the rule', () => {
    const g = game()
    const v = viewFor(g.state, 'allied')
    setIntent('camel', v.turn, 1, 'up')
    expect(intentsOf(v, 'camel', [card(g, 'camel', 1), card(g, 'camel', 10), card(g, 'camel', 2)])[1]).toBe('level')
    expect(diceChosen(v, 'camel', [card(g, 'camel', 1), null, null])).toBeUndefined()
    const off = game(false)
    expect(diceChosen(viewFor(off.state, 'allied'), 'camel', [card(off, 'camel', 1), card(off, 'camel', 2), card(off, 'camel', 3)])).toBeUndefined()
  })

  it('a climb above level 6 is said before the plan is sent (line 172)', () => {
    const g = game(true, 6)
    const v = viewFor(g.state, 'allied')
    setIntent('camel', v.turn, 0, 'up')
    setIntent('camel', v.turn, 1, 'level')
    setIntent('camel', v.turn, 2, 'level')
    expect(intentsPath(v, 'camel', [card(g, 'camel', 1), card(g, 'camel', 2), card(g, 'camel', 3)]).problem).toMatch(/highest/)
  })
})
