/**
 * Issue 31's thirteenth pass (docs/ai-passes.md): the level option `spreadAverse` flies the candidate whose mean over
 * the columns less that many times its spread over them is best, instead of drawing from the strategy.
 */
import { describe, expect, it } from 'vitest'
import { cardArena } from '../../arena/card-arena'
import { drivePolicies } from '../../arena/play'
import { content } from '../../../electron/testing/fixtures'
import type { CardGame } from '../../rulesets/card'
import type { RulesetPolicy } from '../../rulesets/contract'
import { HeuristicBot } from '../heuristic-bot'
import { LEVELS } from './levels'
import { bestLessSpread, SearchBot, type Searched } from './search-bot'

describe('a pick averse to the spread of a plan over the columns', () => {
  it('takes the best mean less k standard deviations', () => {
    const m = [
      [10, 0],
      [4, 4],
      [6, 3],
    ]
    // means 5, 4, 4.5; spreads 5, 0, 1.5
    expect(bestLessSpread(m, 0)).toBe(0)
    expect(bestLessSpread(m, 0.3)).toBe(2)
    expect(bestLessSpread(m, 1)).toBe(1)
  })

  it('is what a level with it flies, turn after turn, through a legal game', () => {
    class Watched extends SearchBot {
      readonly seen: { pick: number; matrix: readonly (readonly number[])[] }[] = []
      protected override searched(s: Searched): void {
        this.seen.push({ pick: s.pick, matrix: s.matrix })
      }
    }
    const setup = cardArena.setup(content, { scenario: 'duel-over-the-trenches', variant: null })
    const [a, b] = setup.seats.map((s) => s.id)
    const bot = new Watched(content, a, 9, { ...LEVELS.ace, candidates: 12, replies: 8, replyPool: 8, budget: null, spreadAverse: 0.3 }, { clock: false })
    const game = cardArena.start(content, setup, 9, 6) as CardGame
    drivePolicies(game, { [a]: bot, [b]: new HeuristicBot(content, b, 9) } as unknown as Record<string, RulesetPolicy>)
    expect(bot.seen.length).toBeGreaterThan(1)
    for (const x of bot.seen) expect(x.pick).toBe(bestLessSpread(x.matrix, 0.3))
  })
})
