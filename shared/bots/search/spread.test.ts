/**
 * A spread of a plane's plans (spread.ts, the level's `ownVsSpread`; issue 31's tenth pass, docs/ai-passes.md): plans
 * whose end stands lie far apart, none off the table, and the ace's candidates ranked against such a spread.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { crossingDuel } from '../../../electron/testing/crossing'
import { legalPlans, rankAgainstReplies, rankPlans, type Candidate } from './candidates'
import { LEVELS } from './levels'
import { SearchBot } from './search-bot'
import { spreadOf } from './spread'

/** the closest two end stands of `plans`, as spread.ts measures them (heading as up to half a ruler) */
function closest(plans: readonly Candidate[], ruler: number): number {
  const r = ruler / 4
  let best = Infinity
  for (let i = 0; i < plans.length; i++)
    for (let j = i + 1; j < plans.length; j++) {
      const a = plans[i].poses[2]
      const b = plans[j].poses[2]
      best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y, r * (Math.sin(a.h) - Math.sin(b.h)), r * (Math.cos(a.h) - Math.cos(b.h))))
    }
  return best
}

describe('spreadOf', () => {
  it('takes n plans, the first given first, their end stands far apart where the ranking bunches them', () => {
    const { rules, view, them } = crossingDuel()
    const ranked = rankPlans(rules, view, them, legalPlans(rules, view, them))
    const spread = spreadOf(ranked, 8, view.setup.table, rules.ruler)
    expect(spread).toHaveLength(8)
    expect(spread[0]).toBe(ranked[0])
    expect(new Set(spread.map((c) => c.cards.join())).size).toBe(8)
    // the ranking's best eight end close together; the spread's, far apart
    expect(closest(spread, rules.ruler)).toBeGreaterThan(2 * closest(ranked.slice(0, 8), rules.ruler))
  })

  it('never takes a plan that leaves the table, and gives every plan on it when there are no more than n', () => {
    const { rules, view, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    const small = { width: 90, depth: 100 }
    const on = legal.filter((c) => c.poses.every((q) => q.x >= 0 && q.y >= 0 && q.x <= small.width && q.y <= small.depth))
    expect(on.length).toBeLessThan(legal.length)
    expect(on.length).toBeGreaterThan(0)
    expect(spreadOf(legal, legal.length, small, rules.ruler)).toEqual(on)
    for (const c of spreadOf(legal, Math.min(8, on.length), small, rules.ruler)) expect(on).toContain(c)
  })
})

describe('ownVsSpread', () => {
  it("ranks the ownVsReplies share of the ace's candidates against a spread of the enemy's legal plans", () => {
    const { rules, view, me, them } = crossingDuel()
    const bot = new (class extends SearchBot {
      of(n: number, replies: ReadonlyMap<string, readonly Candidate[]>, paths: number) {
        return this.pool(rules, view, me, n, { replies, paths })
      }
    })(content, 'allied', 1, { ...LEVELS.ace, ownVsSpread: 8 }, { clock: false })
    const spread = new Map([['dr1', spreadOf(legalPlans(rules, view, them), 8, view.setup.table, rules.ruler)]])
    const against = rankAgainstReplies(rules, view, me, legalPlans(rules, view, me), spread, 8)
    expect(bot.of(48, spread, 8).slice(0, 24).map((c) => c.cards)).toEqual(against.slice(0, 24).map((c) => c.cards))
  })
})
