import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { followUp } from './follow-up'

describe('the follow-up turn', () => {
  const responders = (() => {
    const bots = new Map<string, Policy>()
    return (s: string) => bots.get(s) ?? bots.set(s, new HeuristicBot(content, s, 1)).get(s)!
  })()

  it('plays one more turn through the engine with a plan of the menu, and not one that leaves the table', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 170, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 60, heading: 0 },
    ])
    const cards = (id: string, pred: (c: { straight: boolean; turn: string | null; steep: boolean }) => boolean) =>
      [...game.rules.byId.get(id)!.cards.values()].filter((c) => pred(c.card)).slice(0, 3).map((c) => c.card.id)
    const straight = cards('camel', (c) => c.straight)
    const left = cards('camel', (c) => c.turn === 'left' && !c.steep && !c.straight)
    expect(left).toHaveLength(3)
    const menus = new Map([
      ['camel', [straight, left]],
      ['dr1', [cards('dr1', (c) => c.straight)]],
    ])
    const after = followUp(game.rules, game.state, menus, responders)
    expect(after.turn).toBe(2)
    expect(after.planes[0].status).toBe('flying')
    // the left turns, which keep it on the table (the straights would take it over the north edge)
    expect(after.planes[0].x).toBeLessThan(95)
  })
})
