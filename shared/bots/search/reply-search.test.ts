/**
 * Issue 31's fifth pass: what a pilot who thinks about us would fly (reply-search.ts). Its mix over its replies is the
 * equilibrium of its replies against our best-ranked plans: whatever of them we fly, it does at least as well in the
 * worst case as flying its replies alike, and it counts what it played.
 */
import { describe, expect, it } from 'vitest'
import { closingDuel } from '../../../electron/testing/closing-duel'
import { content } from '../../../electron/testing/fixtures'
import { Game } from '../../engine/game'
import { seedRng } from '../../engine/rng'
import { cloneJson } from '../../util/clone'
import { HeuristicBot } from '../heuristic-bot'
import type { Policy } from '../policy'
import { legalPlans, rankPlans } from './candidates'
import { determinize } from './determinize'
import { evaluate } from './evaluate'
import { LEVELS } from './levels'
import { REPLY_SEARCH_MINE, replySearch } from './reply-search'
import { playTurn } from './rollout'
import { SearchBot } from './search-bot'

describe('reply search: the other pilot thinking about our plans', () => {
  const game = closingDuel()
  const seat = game.state.setup.seats[0].id
  const view = game.view(seat)
  const rules = game.rules
  const me = view.planes.find((p) => p.seat === seat)!
  const them = view.planes.find((p) => p.seat !== seat)!
  const pool = rankPlans(rules, view, them, legalPlans(rules, view, them)).slice(0, 24)
  const own = rankPlans(rules, view, me, legalPlans(rules, view, me)).slice(0, 12)
  const bots = new Map<string, Policy>()
  const responders = (s: string) => bots.get(s) ?? bots.set(s, new HeuristicBot(content, s, 1)).get(s)!
  const world = determinize(rules, view, seedRng(5))

  it('a mix over its replies, counting the rollouts it played', () => {
    const rs = replySearch(rules, world, new Map([[them.id, pool]]), new Map([[me.id, own]]), undefined, responders)
    const mix = rs.mixes.get(them.id)!
    expect(mix).toHaveLength(pool.length)
    expect(mix.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    expect(rs.spent).toBe(pool.length * REPLY_SEARCH_MINE * 2)
  })

  it('its worst case over our plans is at least that of its replies flown alike (an equilibrium, not a guess)', () => {
    const rs = replySearch(rules, world, new Map([[them.id, pool]]), new Map([[me.id, own]]), undefined, responders)
    const mix = rs.mixes.get(them.id)!
    // the value for their side of each reply against each of our first REPLY_SEARCH_MINE plans
    const value = pool.map((r) =>
      own.slice(0, REPLY_SEARCH_MINE).map((c) => {
        const after = playTurn(rules, cloneJson(world), new Map([[me.id, c.cards], [them.id, r.cards]]), responders)
        return evaluate(rules, world, after, them.team)
      }),
    )
    const worst = (p: readonly number[]) => Math.min(...own.slice(0, REPLY_SEARCH_MINE).map((_, k) => p.reduce((s, x, i) => s + x * value[i][k], 0)))
    const alike = pool.map(() => 1 / pool.length)
    expect(worst(mix)).toBeGreaterThanOrEqual(worst(alike) - 1e-9)
    // and it is not the uniform mix: some replies are worth more against us than others
    expect(Math.max(...mix)).toBeGreaterThan(2 / pool.length)
  })

  it("a level with replySearch plans a legal plan and counts the other plane's search in its budget", () => {
    const lv = { ...LEVELS.ace, candidates: 8, replies: 6, replyPool: 12, replySearch: 1 }
    const bot = new SearchBot(content, seat, 9, lv, { clock: false })
    const [cmd] = bot.decide(view)
    expect(cmd.type).toBe('plan')
    // the engine takes it
    expect(() => Game.resume(content, game.state).apply(cmd)).not.toThrow()
    const d = bot.decisionOf(me.id)!
    // the other plane's 12 replies against 8 of ours, then its 6 columns of 8 candidates, two planes flying in each
    expect(d.spent).toBe(12 * 8 * 2 + 6 * 8 * 2)
  })
})
