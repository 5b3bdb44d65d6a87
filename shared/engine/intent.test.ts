/**
 * Issue 14: a bot states its plan in a sentence (PlanCommand.intent), "shown only after the phase it describes": the
 * sentence is the other seats' secret while its turn is flown, then told to all (event 'intent'), and it is kept with
 * the command log, so that a replay tells it again at the same moment.
 */
import { describe, expect, it } from 'vitest'
import { card, eventsOfType, holdUntilPlanning } from '../../electron/testing/engine-helpers'
import { content, startGame } from '../../electron/testing/fixtures'
import { CommandError } from './commands'
import { Game } from './game'
import { viewFor } from './view'

const SAYING = 'extending until the guns clear'

function game(): Game {
  return startGame([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 300, y: 300, heading: 180 },
  ])
}
const straights = (g: Game, plane: string) => [card(g, plane, 1), card(g, plane, 2), card(g, plane, 3)]

describe('a bot’s intent, told once its turn has been flown', () => {
  it('no seat, spectator or event hears it while the turn is planned and flown; every one hears it when the turn ends', () => {
    const g = game()
    const planned = g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(g, 'dr1'), intent: SAYING })
    expect(JSON.stringify(planned)).not.toContain(SAYING)
    for (const seat of ['allied', 'central', null]) expect(JSON.stringify(viewFor(g.state, seat))).not.toContain(SAYING)
    const flown = g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(g, 'camel') })
    holdUntilPlanning(g)
    const told = eventsOfType(g.events, 'intent')
    expect(told).toEqual([expect.objectContaining({ plane: 'dr1', text: SAYING, to: 'all', turn: 1 })])
    // told after the turn's last card, not before
    const at = g.events.indexOf(told[0])
    expect(g.events.findIndex((e) => e.type === 'turn-ended')).toBeLessThan(at)
    expect(flown.length).toBeGreaterThan(0)
    expect(g.state.planes.find((p) => p.id === 'dr1')!.intent).toBeUndefined()
  })

  it('is kept with the command log: a replay of the commands tells it at the same moment', () => {
    const g = game()
    g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(g, 'dr1'), intent: SAYING })
    g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(g, 'camel') })
    holdUntilPlanning(g)
    const again = Game.start(content, g.state.setup, g.state.seed)
    for (const cmd of g.commands) again.apply(cmd)
    expect(eventsOfType(again.events, 'intent')).toEqual(eventsOfType(g.events, 'intent'))
  })

  it('a plan whose intent is empty or longer than a sentence of 160 characters is refused as malformed, and nothing changes', () => {
    const g = game()
    for (const intent of ['', 'x'.repeat(161)]) {
      expect(() => g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(g, 'dr1'), intent })).toThrow(CommandError)
    }
    expect(g.state.planes.find((p) => p.id === 'dr1')!.plan).toBeNull()
  })
})
