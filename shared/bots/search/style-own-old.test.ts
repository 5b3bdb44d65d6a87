/**
 * The fitted style model's features of issue 31's eleventh pass (docs/ai-passes.md):
 * - givenVsOwn and takenVsOwn (level option `fitsVsOwn`): a plan's shots given and taken against the watching bot's
 *   own likely plans, so that the model can learn a pilot who thinks about the bot's plans. Checked on the crossing
 *   stand, and in a duel with a pilot written here who picks the plan that shoots best at where the bot's cheap
 *   ranking expects the bot to go.
 * - oldDraw (level option `fitsOld`): the old draw's log probability, so that the fitted model nests the old draw.
 */
import { describe, expect, it } from 'vitest'
import { crossingDuel } from '../../../electron/testing/crossing'
import { content, startGame } from '../../../electron/testing/fixtures'
import type { Game } from '../../engine/game'
import { seedRng } from '../../engine/rng'
import type { GameView, PlaneView } from '../../engine/view'
import { advance, type Pose } from '../../geometry/pose'
import { HeuristicBot } from '../heuristic-bot'
import { legalPlans, rankAgainstReplies, rankPlans, type Candidate } from './candidates'
import { LEVELS } from './levels'
import { SearchBot } from './search-bot'
import { choiceProbabilities, FEATURES, NESTED_PRIOR, oldDraw, planFeatures, StyleReader } from './style'

const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name)

describe('the VsOwn features', () => {
  it('are 0 without the bot’s plans, and equal the shots against straight flight when its one plan is to fly straight', () => {
    const { rules, view, me, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    for (const f of planFeatures(rules, view, them, legal)) expect([f[at('givenVsOwn')], f[at('takenVsOwn')]]).toEqual([0, 0])
    // the Camel's path flying straight on: the same world as the plain features' enemy flying straight on
    const s = rules.byId.get('camel')!.straight
    let pose: Pose = { x: me.x, y: me.y, h: me.h }
    const same: Candidate = { cards: [], poses: [0, 1, 2].map(() => (pose = advance(pose, s.right, s.forward, s.turn))), quick: 0 }
    const f = planFeatures(rules, view, them, legal, new Map([['camel', [same]]]))
    expect(f.some((r) => r[at('shotsGiven')] !== 0)).toBe(true)
    for (const r of f) {
      expect(r[at('givenVsOwn')]).toBeCloseTo(r[at('shotsGiven')], 9)
      expect(r[at('takenVsOwn')]).toBeCloseTo(r[at('shotsTaken')], 9)
    }
  })

  it('against the Camel’s likely plans they tell apart plans the straight-flight features rank alike', () => {
    const { rules, view, me, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    const camelPlans = rankPlans(rules, view, me, legalPlans(rules, view, me)).slice(0, 8)
    const f = planFeatures(rules, view, them, legal, new Map([['camel', camelPlans]]))
    const differ = f.filter((r) => Math.abs(r[at('givenVsOwn')] - r[at('shotsGiven')]) > 0.1).length
    expect(differ).toBeGreaterThan(legal.length / 10)
  })
})

/** Picks the plan that ranks best against where the enemy's own cheap ranking (from this seat's view) expects it to go. */
class Anticipates extends HeuristicBot {
  protected override plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const legal = legalPlans(rules, view, p)
    const enemy = view.planes.find((q) => q.team !== p.team && q.status === 'flying')
    if (!enemy || !legal.length) return super.plan(view, p)
    const theirs = new Map<string, readonly Candidate[]>([[enemy.id, rankPlans(rules, view, enemy, legalPlans(rules, view, enemy))]])
    return rankAgainstReplies(rules, view, p, legal, theirs, 8)[0].cards
  }
}

/** The probability the veteran's fitted model (with and without fitsVsOwn) gave the plan the anticipating pilot then flew, a turn each. */
function duel(vsOwn: boolean, turns: number): number[] {
  const game: Game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 200, y: 240, heading: 180 },
    ],
    { table: { width: 300, depth: 300 } },
  )
  const bot = new SearchBot(content, 'allied', 3, { ...LEVELS.veteran, fitsVsOwn: vsOwn }, { now: () => 0 })
  const other = new Anticipates(content, 'central', 5)
  const seen: number[] = []
  for (let i = 0; i < 300 && !game.over && seen.length < turns; i++) {
    const seat = game.state.planes.find((p) => game.waitingFor().includes(p.id))!.seat
    if (game.state.step === 'planning' && seat === 'allied') {
      const view = game.view('allied')
      for (const cmd of bot.decide(view)) game.apply(cmd)
      const camel = view.planes.find((p) => p.id === 'camel')!
      const dr1 = view.planes.find((p) => p.id === 'dr1')!
      const plan = other.decide(game.view('central')).find((c) => c.type === 'plan')
      if (plan?.type === 'plan' && dr1.status === 'flying') {
        const legal = legalPlans(game.rules, view, dr1)
        const own = vsOwn ? new Map([['camel', rankPlans(game.rules, view, camel, legalPlans(game.rules, view, camel))]]) : undefined
        const k = legal.findIndex((c) => c.cards.join() === plan.cards.join())
        if (k >= 0) seen.push(choiceProbabilities(bot.styleReader()!.thetaOf('central'), planFeatures(game.rules, view, dr1, legal, own))[k])
        game.apply(plan)
      }
      continue
    }
    for (const cmd of (seat === 'allied' ? bot : other).decide(game.view(seat))) game.apply(cmd)
  }
  return seen
}

describe('fitted with the VsOwn features', () => {
  it('the model foresees a pilot who thinks about the bot’s plans better than without them', () => {
    const turns = 7
    const withIt = duel(true, turns)
    const without = duel(false, turns)
    expect(withIt.length).toBeGreaterThanOrEqual(5)
    // after four turns seen, the plan flown is over 10 times likelier (geometric mean) under the model that weighs the
    // bot's own plans (measured: 0.15, 0.004, 0.76 on turns 5-7 against 0.002, 0.0003, 0.003, about 60 times)
    const later = (xs: number[]) => xs.slice(4).reduce((a, b) => a + Math.log(b), 0) / xs.slice(4).length
    expect(later(withIt), JSON.stringify({ withIt, without })).toBeGreaterThan(later(without) + Math.log(10))
  })
})

describe('the model that nests the old draw (fitsOld)', () => {
  it('starts as the old draw: its prior gives each plan the old draw’s probability', () => {
    const { rules, view, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    const pool = rankPlans(rules, view, them, legal).slice(0, 24)
    const reader = new StyleReader(seedRng(1), { nested: true })
    const choice = reader.note(rules, view, them, legal, pool)
    expect(reader.thetaOf('central')).toEqual(NESTED_PRIOR)
    const p = choiceProbabilities(NESTED_PRIOR, choice.features)
    const old = oldDraw(legal, pool)
    for (let i = 0; i < legal.length; i++) expect(p[i]).toBeCloseTo(old[i], 12)
    // without it, the same note leaves the feature at 0
    const plain = new StyleReader(seedRng(1)).note(rules, view, them, legal, pool)
    expect(plain.features.every((f) => f[at('oldDraw')] === 0)).toBe(true)
  })
})
