/**
 * The cheap ranking of a plane's plans (candidates.ts), against enemies flying straight or along the paths expected of
 * them when the bot reads their pilots (pilots.ts, search-bot.ts expectedPaths).
 */
import { describe, expect, it } from 'vitest'
import { crossing } from '../../../electron/testing/crossing'
import { startGame } from '../../../electron/testing/fixtures'
import { baseCorners } from '../../geometry/base'
import { advance, type Pose } from '../../geometry/pose'
import { cardsAtDistance, rulerDistance } from '../../geometry/ruler'
import { legalPlans, rankAgainstReplies, rankPlans, rankSafety, type Candidate } from './candidates'

/** The Camel's view, its plane and the Dr.I, its legal plans, and the Dr.I's best `n` plans by the cheap ranking. */
function camelAgainst(game: ReturnType<typeof startGame>, n: number) {
  const rules = game.rules
  const view = game.view('allied')
  const me = view.planes.find((p) => p.id === 'camel')!
  const them = view.planes.find((p) => p.id === 'dr1')!
  const replies = rankPlans(rules, game.view('central'), them, legalPlans(rules, game.view('central'), them)).slice(0, n)
  return { rules, view, me, legal: legalPlans(rules, view, me), replies }
}

describe('rankPlans', () => {
  it('ranks against where an enemy is expected to fly: the path expected changes the best plan, which scores better against it', () => {
    const game = crossing()
    const view = game.view('allied')
    const me = view.planes.find((p) => p.id === 'camel')!
    const legal = legalPlans(game.rules, view, me)
    const straightOn = rankPlans(game.rules, view, me, legal)[0]
    // expected: three of its hardest turns to the right (from east towards south)
    const dr1 = game.rules.byId.get('dr1')!
    const hard = [...dr1.cards.values()].filter((c) => c.turn > 0.5).sort((a, b) => b.turn - a.turn)
    const path: Pose[] = []
    let pose: Pose = { x: 80, y: 95, h: Math.PI / 2 }
    for (const c of [hard[0], hard[1] ?? hard[0], hard[0]]) path.push((pose = advance(pose, c.right, c.forward, c.turn)))
    const expected = rankPlans(game.rules, view, me, legal, new Map([['dr1', path]]))[0]
    expect(expected.cards).not.toEqual(straightOn.cards)
    // (the last ranking scored every legal plan against the path expected)
    expect(expected.quick).toBeGreaterThan(straightOn.quick)
  })
})

describe('rankSafety', () => {
  it("ranks first the plans the enemy's replies could shoot least: a head-on pass the aggressive ranking offers is not the safest", () => {
    // the Camel and the Dr.I fly at each other, a little over a ruler apart
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 80, heading: 180 },
    ])
    const { rules, view, me, legal, replies } = camelAgainst(game, 12)
    const aggressive = rankPlans(rules, view, me, legal)[0]
    const safest = rankSafety(rules, view, me, legal, new Map([['dr1', replies]]))
    // the shots the replies could take at a plan, averaged over them, as the ranking counts them
    const threat = (c: Candidate): number => {
      const dr1 = rules.byId.get('dr1')!
      const camel = rules.byId.get('camel')!
      let t = 0
      for (const r of replies)
        for (let k = 0; k < 3; k++)
          for (const arc of [dr1.arcs.front, dr1.arcs.rear]) {
            if (!arc) continue
            const d = rulerDistance(r.poses[k].x, r.poses[k].y, r.poses[k].h, arc, baseCorners(c.poses[k], camel.shape), rules.ruler)
            if (d < Infinity) t += cardsAtDistance(d, rules.ruler)
          }
      return t / replies.length
    }
    expect(threat(aggressive)).toBeGreaterThan(0)
    expect(threat(safest[0])).toBeLessThan(threat(aggressive))
    // ordered by the threat, each plan on the table
    for (let i = 1; i < 10; i++) expect(threat(safest[i])).toBeGreaterThanOrEqual(threat(safest[i - 1]) - 1e-9)
    expect(safest.length).toBe(legal.length)
  })
})

describe('rankAgainstReplies', () => {
  it("ranks each plan by the cheap score averaged over the enemy's replies: one reply is rankPlans along its path, several their mean", () => {
    const { rules, view, me, legal, replies } = camelAgainst(crossing(), 6)
    // one reply: the plan rankPlans finds best along that reply's path
    const one = rankAgainstReplies(rules, view, me, legal, new Map([['dr1', replies.slice(0, 1)]]), 8)
    expect(one[0].cards).toEqual(rankPlans(rules, view, me, legal, new Map([['dr1', replies[0].poses]]))[0].cards)
    // several: ordered by the mean of the scores rankPlans gives along each reply's path
    const mean = new Map<Candidate, number>()
    for (const r of replies) for (const c of rankPlans(rules, view, me, legal, new Map([['dr1', r.poses]]))) mean.set(c, (mean.get(c) ?? 0) + c.quick / replies.length)
    const quick = legal.map((c) => c.quick)
    const ranked = rankAgainstReplies(rules, view, me, legal, new Map([['dr1', replies]]), 8)
    expect(ranked.length).toBe(legal.length)
    for (let i = 1; i < ranked.length; i++) expect(mean.get(ranked[i])!).toBeLessThanOrEqual(mean.get(ranked[i - 1])! + 1e-9)
    // it leaves the cheap ranking's scores alone, and the best against the replies is not the best against straight flight
    expect(legal.map((c) => c.quick)).toEqual(quick)
    expect(ranked[0].cards).not.toEqual(rankPlans(rules, view, me, legal)[0].cards)
  })
})
