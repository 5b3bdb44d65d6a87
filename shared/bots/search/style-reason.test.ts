/**
 * The fitted style model's features of issue 31's twelfth pass (level option `fitsReason`, docs/ai-passes.md "Twelfth
 * pass"), for a pilot who picks the plan that does best against what the watching bot may fly:
 * - worstVsOwn: a plan's shots given less taken in the worst world of the bot's likely plans;
 * - endVsOwn: its end of the turn behind the bot's plane less the bot's behind it, on average over those worlds;
 * - givenVsSpread, takenVsSpread, endVsSpread: its shots given and taken, and its end of the turn, on average over a
 *   spread of the bot's legal plans.
 * And the reasoner bank (level option `reasons`, reasoners.ts) that reads them. Checked on the crossing stand against
 * the same sums worked out one world at a time, and in a duel with a pilot written here who flies by one of the bank's
 * reckonings.
 */
import { describe, expect, it } from 'vitest'
import { crossingDuel } from '../../../electron/testing/crossing'
import { content, startGame } from '../../../electron/testing/fixtures'
import type { Content } from '../../content/types'
import type { Game } from '../../engine/game'
import type { PlaneId } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { isOnTable } from '../../geometry/table'
import { HeuristicBot } from '../heuristic-bot'
import { legalPlans, rankPlans } from './candidates'
import { LEVELS } from './levels'
import { bankProbabilities, REASONERS, reasonerProbabilities, valueOf, type Reasoner } from './reasoners'
import { SearchBot, type Column } from './search-bot'
import { spreadOf } from './spread'
import { choiceProbabilities, FEATURES, planFeatures, rawFeatures, VS_SPREAD_PATHS, type Choice } from './style'

const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name)
const REASON = ['worstVsOwn', 'endVsOwn', 'givenVsSpread', 'takenVsSpread', 'endVsSpread'] as const

describe('the twelfth pass’s features', () => {
  it('are 0 without a spread of the bot’s plans, and are the worst, the mean and the mean of the worlds one at a time', () => {
    const { rules, view, me, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    const camel = rankPlans(rules, view, me, legalPlans(rules, view, me))
    for (const f of planFeatures(rules, view, them, legal, new Map([['camel', camel.slice(0, 8)]]))) for (const name of REASON) expect(f[at(name)]).toBe(0)
    // two worlds: the Camel's best-ranked plan and its 20th
    const two = [camel[0], camel[19]]
    const both = rawFeatures(rules, view, them, legal, new Map([['camel', two]]), new Map([['camel', two]]))
    const one = two.map((c) => rawFeatures(rules, view, them, legal, new Map([['camel', [c]]]), new Map([['camel', [c]]])))
    let apart = 0
    legal.forEach((_, i) => {
      const net = one.map((f) => f[i][at('givenVsOwn')] - f[i][at('takenVsOwn')])
      expect(both[i][at('worstVsOwn')]).toBeCloseTo(Math.min(...net), 9)
      expect(both[i][at('endVsOwn')]).toBeCloseTo((one[0][i][at('endVsOwn')] + one[1][i][at('endVsOwn')]) / 2, 9)
      expect(both[i][at('givenVsSpread')]).toBeCloseTo((one[0][i][at('givenVsOwn')] + one[1][i][at('givenVsOwn')]) / 2, 9)
      expect(both[i][at('takenVsSpread')]).toBeCloseTo((one[0][i][at('takenVsOwn')] + one[1][i][at('takenVsOwn')]) / 2, 9)
      expect(both[i][at('endVsSpread')]).toBeCloseTo((one[0][i][at('endVsOwn')] + one[1][i][at('endVsOwn')]) / 2, 9)
      if (Math.abs(net[0] - net[1]) > 0.5) apart++
    })
    // the two worlds differ for some plans, so the worst is not the mean
    expect(apart).toBeGreaterThan(0)
  })
})

/** Flies the plan one reckoning of the bank finds best, against the enemy's plans as this seat ranks and spreads them. */
class Reckons extends HeuristicBot {
  constructor(
    content: Content,
    seat: string,
    seed: number,
    private readonly by: Reasoner,
  ) {
    super(content, seat, seed)
  }

  protected override plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const legal = legalPlans(rules, view, p)
    const enemy = view.planes.find((q) => q.team !== p.team && q.status === 'flying')
    if (!enemy || !legal.length) return super.plan(view, p)
    const theirs = legalPlans(rules, view, enemy)
    const raw = rawFeatures(rules, view, p, legal, new Map([[enemy.id, rankPlans(rules, view, enemy, theirs)]]), new Map([[enemy.id, spreadOf(theirs, VS_SPREAD_PATHS, view.setup.table, rules.ruler)]]))
    const value = (i: number) => valueOf(this.by, raw[i], legal[i].poses.every((q) => isOnTable(view.setup.table, q.x, q.y)))
    return legal[legal.reduce((b, _, i) => (value(i) > value(b) ? i : b), 0)].cards
  }
}

/** The veteran, keeping the choices its style reader noted for the other planes this turn. */
class Noting extends SearchBot {
  noted: ReadonlyMap<PlaneId, Choice> = new Map()
  protected override column(...args: Parameters<SearchBot['column']>): Column {
    this.noted = args[4]
    return super.column(...args)
  }
}

/**
 * A duel of the veteran (with the bank) against a pilot flying by `by`: for each turn, the probability the bank and
 * the fitted model gave the plan then flown, and the bank's trust and its weight in `by` once the turn was flown.
 */
function duel(by: Reasoner, turns: number): { bank: number[]; fitted: number[]; trust: number[]; belief: number[] } {
  const game: Game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 200, y: 240, heading: 180 },
    ],
    { table: { width: 300, depth: 300 } },
  )
  const bot = new Noting(content, 'allied', 3, { ...LEVELS.veteran, reasons: true }, { now: () => 0 })
  const other = new Reckons(content, 'central', 5, by)
  const out = { bank: [] as number[], fitted: [] as number[], trust: [] as number[], belief: [] as number[] }
  const k = REASONERS.indexOf(by)
  for (let i = 0; i < 300 && !game.over && out.bank.length < turns; i++) {
    const seat = game.state.planes.find((p) => game.waitingFor().includes(p.id))!.seat
    if (game.state.step === 'planning' && seat === 'allied') {
      for (const cmd of bot.decide(game.view('allied'))) game.apply(cmd)
      const style = bot.styleReader()!
      out.trust.push(style.bankTrustOf('central'))
      out.belief.push(style.reasonersOf('central')[k])
      const plan = other.decide(game.view('central')).find((c) => c.type === 'plan')
      const choice = bot.noted.get('dr1')
      if (plan?.type === 'plan' && choice) {
        const j = choice.plans.findIndex((c) => c.cards.join() === plan.cards.join())
        if (j >= 0) {
          out.bank.push(style.bankOf('central', choice)![j])
          out.fitted.push(choiceProbabilities(style.thetaOf('central'), choice.features)[j])
        }
      }
      if (plan) game.apply(plan)
      continue
    }
    for (const cmd of (seat === 'allied' ? bot : other).decide(game.view(seat))) game.apply(cmd)
  }
  return out
}

describe('the reasoner bank (level option reasons)', () => {
  it('gives each reckoning a sharp choice, never off the table, and weighs the reckonings by their log weights', () => {
    const { rules, view, me, them } = crossingDuel()
    const legal = legalPlans(rules, view, them)
    const camel = legalPlans(rules, view, me)
    const raw = rawFeatures(rules, view, them, legal, new Map([['camel', rankPlans(rules, view, me, camel)]]), new Map([['camel', spreadOf(camel, VS_SPREAD_PATHS, view.setup.table, rules.ruler)]]))
    const probs = reasonerProbabilities(legal, raw, view.setup.table)
    const on = legal.map((c) => c.poses.every((q) => isOnTable(view.setup.table, q.x, q.y)))
    REASONERS.forEach((r, k) => {
      const best = legal.reduce((b, _, i) => (valueOf(r, raw[i], on[i]) > valueOf(r, raw[b], on[b]) ? i : b), 0)
      expect(Math.max(...probs[k])).toBe(probs[k][best])
      legal.forEach((_, i) => on[i] || expect(probs[k][i]).toBeLessThan(1.01 * (0.05 / legal.length)))
    })
    // the reckonings do not all pick alike
    expect(new Set(probs.map((p) => p.indexOf(Math.max(...p)))).size).toBeGreaterThan(2)
    const one = REASONERS.map((_, k) => (k === 3 ? 0 : -50))
    bankProbabilities(one, probs).forEach((x, i) => expect(x).toBeCloseTo(probs[3][i], 9))
  })

  it('reads a pilot who flies by one of its reckonings within a few turns, where the fitted model does not', () => {
    const by = REASONERS.find((r) => r.picture === 'worst' && r.position === 1.5)!
    const seen = duel(by, 6)
    expect(seen.bank.length, JSON.stringify(seen)).toBe(6)
    // measured: the bank gave the plan flown 0.0006, 0.0007, 0.13, 0.22, 0.50, 0.88 on turns 1-6, the fitted model at
    // most 0.03; the bank's trust 0.99 from turn 4; its weight in this reckoning 0.07 at first, 0.30-0.40 from turn 4
    // (the reckonings near it share the rest)
    for (const t of [4, 5]) {
      expect(seen.bank[t], JSON.stringify(seen)).toBeGreaterThan(0.3)
      expect(seen.bank[t]).toBeGreaterThan(10 * seen.fitted[t])
    }
    expect(seen.trust[5]).toBeGreaterThan(0.9)
    expect(seen.belief[5]).toBeGreaterThan(3 / REASONERS.length)
  })
})
