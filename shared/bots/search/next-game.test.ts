/**
 * Issue 31's fifth pass: the next turn played as a game (next-game.ts). Each plane's menu is legal plans from where it
 * stands; the game's value favours the plane that can turn onto the other's tail, in the tail-to-tail stand of
 * electron/testing/tail-to-tail.ts (the Nieuport may open with an Immelmann, 003 lines 41-43 and 129-130; the Albatros, its last card an
 * Immelmann, must open with a straight, lines 128-129); and it is asked of duels only.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { tailToTail } from '../../../electron/testing/tail-to-tail'
import { Game } from '../../engine/game'
import { checkPlan } from '../../engine/planning'
import { scenarioSetup } from '../../engine/setup'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { menu, nextGame } from './next-game'

const bots = new Map<string, Policy>()
const responders = (s: string) => bots.get(s) ?? bots.set(s, new HeuristicBot(content, s, 1)).get(s)!

describe('the next turn played as a game', () => {
  it('a menu of at most four legal plans of three cards, the Albatros opening with a straight', () => {
    const { game, state, a, n } = tailToTail()
    const plans = menu(game.rules, state, a, n)
    expect(plans.length).toBeGreaterThan(1)
    expect(plans.length).toBeLessThanOrEqual(4)
    for (const cards of plans) {
      expect(cards).toHaveLength(3)
      expect(checkPlan(game.rules.planes[a], state.planes[a].last, cards).every((s) => s.reason === null)).toBe(true)
      expect(game.rules.planes[a].cards.get(cards[0])!.card.straight).toBe(true)
    }
  })

  it('is worth more to the side that can turn onto the other tail first', () => {
    const { game, state, a, n } = tailToTail()
    const forNieuport = nextGame(game.rules, state, state.planes[n].team, undefined, responders)!
    const forAlbatros = nextGame(game.rules, state, state.planes[a].team, undefined, responders)!
    expect(forNieuport).toBeGreaterThan(forAlbatros)
  })

  it('is asked of a duel only', () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'dawn-patrols' }), 1)
    expect(game.state.planes.filter((p) => p.status === 'flying').length).toBeGreaterThan(2)
    expect(nextGame(game.rules, game.state, game.state.planes[0].team, undefined, responders)).toBeNull()
  })
})
