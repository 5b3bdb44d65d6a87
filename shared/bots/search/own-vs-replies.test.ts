/**
 * The ace's own candidates ranked against the enemy's replies (level option `ownVsReplies`, candidates.ts
 * rankAgainstReplies; issue 31's ninth pass, docs/ai-passes.md): the share asked for comes first, in that ranking's
 * order, and the usual rankings fill the rest; and the other side's pool ranked against this seat's candidates
 * (`replyVsOwn`). The tenth pass's options (off in every level): that share of the other side's pool placed after its
 * cheap ranking (`replyVsOwnAfter`), and the ace's share ranked against the plans its first columns draw
 * (`ownVsColumns`).
 */
import { describe, expect, it } from 'vitest'
import { crossingDuel } from '../../../electron/testing/crossing'
import { content } from '../../../electron/testing/fixtures'
import type { CompiledRules } from '../../engine/compiled'
import type { GameView, PlaneView } from '../../engine/view'
import { legalPlans, rankAgainstReplies, rankPlans, type Candidate } from './candidates'
import { LEVELS, type Level } from './levels'
import { SearchBot } from './search-bot'

/** the search's pool of plans for a plane, open to the test */
class Pools extends SearchBot {
  of(rules: CompiledRules, view: GameView, q: PlaneView, n: number, replies?: ReadonlyMap<string, readonly Candidate[]>, safe = 0, vs?: number, vsAfter?: boolean): Candidate[] {
    return this.pool(rules, view, q, n, { replies, safe, vs, vsAfter })
  }
}

describe('ownVsReplies', () => {
  it('puts first the share of its candidates that rank best against the replies, then the cheap ranking as before', () => {
    const { rules, view, me, them } = crossingDuel()
    const level: Level = { ...LEVELS.ace, ownVsReplies: 0.5 }
    const bot = new Pools(content, 'allied', 1, level, { clock: false })
    const replies = new Map([['dr1', bot.of(rules, view, them, 24)]])
    const pool = bot.of(rules, view, me, 48, replies)
    const legal = legalPlans(rules, view, me)
    const against = rankAgainstReplies(rules, view, me, legal, replies, 8).slice(0, 24)
    expect(pool.slice(0, 24).map((c) => c.cards)).toEqual(against.map((c) => c.cards))
    // the rest: the cheap ranking's best not already in, as the ace's pool without the option
    const straight = rankPlans(rules, view, me, legal).filter((c) => !against.some((a) => a.cards.join() === c.cards.join()))
    expect(pool.slice(24, 36).map((c) => c.cards)).toEqual(straight.slice(0, 12).map((c) => c.cards))
    expect(new Set(pool.map((c) => c.cards.join())).size).toBe(48)
    // the ace flies with it (the ninth pass); without it (the ace before), the same call gives the pool it always gave
    expect(LEVELS.ace.ownVsReplies).toBe(0.5)
    expect(bot.of(rules, view, me, 48, replies).map((c) => c.cards)).toEqual(new Pools(content, 'allied', 1, 'ace', { clock: false }).of(rules, view, me, 48, replies).map((c) => c.cards))
    const plain = new Pools(content, 'allied', 1, { ...LEVELS.ace, ownVsReplies: 0 }, { clock: false })
    expect(plain.of(rules, view, me, 48, replies).map((c) => c.cards)).toEqual(plain.of(rules, view, me, 48).map((c) => c.cards))
    // and the pools differ: the option brings in plans the cheap ranking against straight flight leaves out
    expect(pool.filter((c) => !plain.of(rules, view, me, 48).some((p) => p.cards.join() === c.cards.join())).length).toBeGreaterThan(0)
  })

  it("replyVsOwn ranks the other plane's pool against this seat's candidates the same way", () => {
    const { rules, view, me, them } = crossingDuel()
    const bot = new Pools(content, 'allied', 1, { ...LEVELS.ace, replyVsOwn: 0.5 }, { clock: false })
    const own = new Map([['camel', bot.of(rules, view, me, 48)]])
    const pool = bot.of(rules, view, them, 24, own, 0, 0.5)
    expect(pool.slice(0, 12).map((c) => c.cards)).toEqual(rankAgainstReplies(rules, view, them, legalPlans(rules, view, them), own, 8).slice(0, 12).map((c) => c.cards))
  })

  it('replyVsOwnAfter puts that share after the cheap ranking, shortened by as many, and the pursuit after it', () => {
    const { rules, view, me, them } = crossingDuel()
    const bot = new Pools(content, 'allied', 1, LEVELS.ace, { clock: false })
    const own = new Map([['camel', bot.of(rules, view, me, 48)]])
    const after = bot.of(rules, view, them, 24, own, 0, 0.25, true)
    const legal = legalPlans(rules, view, them)
    const cheap = rankPlans(rules, view, them, legal).slice(0, 12)
    expect(after.slice(0, 12).map((c) => c.cards)).toEqual(cheap.map((c) => c.cards))
    const vs = rankAgainstReplies(rules, view, them, legal, own, 8).filter((c) => !cheap.some((x) => x.cards.join() === c.cards.join()))
    expect(after.slice(12, 18).map((c) => c.cards)).toEqual(vs.slice(0, 6).map((c) => c.cards))
    // the ace's (issue 31's tenth pass)
    expect([LEVELS.ace.replyVsOwn, LEVELS.ace.replyVsOwnAfter]).toEqual([0.25, true])
    // the pool first ranked against this seat's candidates holds the same plans in another order, or others
    expect(after.map((c) => c.cards)).not.toEqual(bot.of(rules, view, them, 24, own, 0, 0.25).map((c) => c.cards))
  })
})

describe('ownVsColumns', () => {
  it("ranks the ace's ownVsReplies share against the plans its first columns draw for the enemy, each as often as drawn", () => {
    const { view } = crossingDuel()
    const drawn: string[][] = []
    let against: readonly Candidate[] | undefined
    class Watched extends SearchBot {
      protected override column(...args: Parameters<SearchBot['column']>) {
        const col = super.column(...args)
        drawn.push(col.replies.get('dr1')!)
        return col
      }
      protected override pool(...args: Parameters<SearchBot['pool']>) {
        if (args[2].id === 'camel' && args[4]?.replies) against = args[4].replies.get('dr1')
        return super.pool(...args)
      }
    }
    new Watched(content, 'allied', 1, { ...LEVELS.ace, ownVsColumns: 6, budget: 96 }, { clock: false }).decide(view)
    expect(against?.map((c) => c.cards)).toEqual(drawn.slice(0, 6))
  })
})
