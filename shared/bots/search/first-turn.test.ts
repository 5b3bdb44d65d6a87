/**
 * Issue 31's fourteenth pass (docs/ai-passes.md): the level option `firstTurn` gives the settings a game's first turn
 * is searched with; every later turn is searched with the level's own.
 */
import { describe, expect, it } from 'vitest'
import { cardArena } from '../../arena/card-arena'
import { drivePolicies } from '../../arena/play'
import { content } from '../../../electron/testing/fixtures'
import type { CardGame } from '../../rulesets/card'
import type { RulesetPolicy } from '../../rulesets/contract'
import { HeuristicBot } from '../heuristic-bot'
import { LEVELS } from './levels'
import { SearchBot, type Searched } from './search-bot'

describe("a level's first-turn settings", () => {
  it('search the first turn with them and every later turn with the level, through a legal game', () => {
    class Watched extends SearchBot {
      readonly seen: { turn: number; candidates: number; columns: number; refine: boolean }[] = []
      protected override searched(s: Searched): void {
        this.seen.push({ turn: s.view.turn, candidates: s.cands.length, columns: s.columns.length, refine: !!this.level.refine })
      }
    }
    const setup = cardArena.setup(content, { scenario: 'face-to-face', variant: null })
    const [a, b] = setup.seats.map((s) => s.id)
    // without the opening book, which would fly Face to Face's first turn unsearched (opening-book.test.ts)
    const level = { ...LEVELS.ace, book: false, candidates: 12, replies: 8, replyPool: 8, budget: null, firstTurn: { candidates: 6, replies: 4, refine: { top: 2, columns: 2, weight: 0.5 } } }
    const bot = new Watched(content, a, 5, level, { clock: false })
    const game = cardArena.start(content, setup, 5, 4) as CardGame
    drivePolicies(game, { [a]: bot, [b]: new HeuristicBot(content, b, 5) } as unknown as Record<string, RulesetPolicy>)
    expect(bot.seen.length).toBeGreaterThan(1)
    for (const x of bot.seen) expect(x).toEqual(x.turn === 1 ? { turn: 1, candidates: 6, columns: 4, refine: true } : { turn: x.turn, candidates: 12, columns: 8, refine: false })
    // the level it was given is left as it was
    expect(bot.level).toBe(level)
  })
})
