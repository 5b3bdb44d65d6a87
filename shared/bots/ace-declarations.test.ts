import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { chase } from '../../electron/testing/ace-fire-setups'
import { viewFor } from '../engine/view'
import type { FireCommand } from '../engine/types'
import { BOTS } from './index'

/** The Camel's fire order as bot `name` gives it this phase. */
function order(name: string, game: ReturnType<typeof chase>): FireCommand | undefined {
  const bot = BOTS[name].make(content, 'allied', 3)
  return bot.decide(viewFor(game.state, 'allied')).find((c): c is FireCommand => c.type === 'fire' && c.plane === 'camel')
}

describe('the bots declare Perfect aim (003 lines 991-992) sensibly', () => {
  for (const name of Object.keys(BOTS)) {
    it(`${name}: on a close shot at a target not on its run of Aim, once a turn`, () => {
      const game = chase({ aceSkills: ['perfect-aim'] }, { aim: true })
      expect(game.state.fireOptions.find((o) => o.plane === 'camel')?.cards).toBe(2)
      const first = order(name, game)
      // (the random bot may hold fire now and then: no shot, no declaration)
      if (first?.front === 'dr1') expect(first.perfectAim, name).toBe(true)
      else expect(first?.perfectAim, name).toBeUndefined()
      game.apply(first ?? { type: 'fire', seat: 'allied', plane: 'camel', front: null })
      if (game.state.step !== 'firing' || game.state.turn !== 1) return
      // spent this turn (or the run of Aim gives the +1 now): no declaration
      const second = order(name, game)
      expect(second?.perfectAim, name).toBeUndefined()
    })
  }

  it('a plane without the ability never declares it', () => {
    const game = chase({}, { aim: true })
    expect(order('heuristic', game)?.perfectAim).toBeUndefined()
  })
})
