/**
 * publicView against the host's spectator view: whatever a seat's view holds, what is left of it is exactly what a
 * spectator is sent, all through games with ground pieces, balloons, bombs, planes that enter later and the
 * optional rules' effects (so that a hotseat table playing a turn in public shows what the host's spectator would).
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { BOTS } from '../../../shared/bots'
import type { Policy } from '../../../shared/bots/policy'
import { Game } from '../../../shared/engine/game'
import { scenarioSetup } from '../../../shared/engine/setup'
import { drive } from '../../../shared/sim/play'
import { publicView } from './public-view'

describe('publicView is the spectator\'s view', () => {
  for (const scenario of ['duel-over-the-trenches', 'a-lonely-sentinel', 'a-race-against-time', 'fireworks-over-the-front', 'raid-over-istriana']) {
    it(`${scenario}: at every seat's every decision, for every seat`, () => {
      const base = scenarioSetup(content, { scenario })
      const setup = { ...base, options: { ...base.options, turnLimit: 6 } }
      const game = Game.start(content, setup, 7)
      let compared = 0
      const policies: Record<string, Policy> = {}
      for (const s of setup.seats) {
        const bot = BOTS.heuristic.make(content, s.id, 7)
        policies[s.id] = {
          seat: s.id,
          decide(view) {
            const spectator = game.view(null)
            for (const seat of setup.seats) expect(publicView(game.view(seat.id)), `${seat.id} in turn ${spectator.turn} ${spectator.step}`).toEqual(spectator)
            compared++
            return bot.decide(view)
          },
        }
      }
      drive(game, policies)
      expect(compared).toBeGreaterThan(2)
      // and once the game is over
      for (const seat of setup.seats) expect(publicView(game.view(seat.id))).toEqual(game.view(null))
    })
  }

  it("003 line 578: a balloon's winch order given while the turn is planned (altitude rules) is hidden as the spectator's view hides it", () => {
    const setup = scenarioSetup(content, { scenario: 'a-lonely-sentinel', variant: 'altitude' })
    const game = Game.start(content, setup, 7)
    const balloon = game.state.planes.find((p) => setup.planes.find((q) => q.id === p.id)?.kind === 'balloon')!
    game.apply({ type: 'winch', seat: balloon.seat, plane: balloon.id, down: true })
    const owner = game.view(balloon.seat)
    expect(owner.planes.find((p) => p.id === balloon.id)!.effects!.winch).toMatchObject({ down: true })
    expect(publicView(owner)).toEqual(game.view(null))
    expect(game.view(null).planes.find((p) => p.id === balloon.id)!.effects!.winch).toBeUndefined()
  })
})
