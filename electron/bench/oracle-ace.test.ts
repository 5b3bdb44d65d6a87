import { describe, expect, it } from 'vitest'
import { cardArena } from '../../shared/arena/card-arena'
import { drivePolicies } from '../../shared/arena/play'
import { HeuristicBot } from '../../shared/bots/heuristic-bot'
import type { PlanCommand } from '../../shared/engine/command-schema'
import type { CardGame } from '../../shared/rulesets/card'
import type { RulesetPolicy } from '../../shared/rulesets/contract'
import { loadAssets } from '../content/load-assets'
import { DecidedOnce, OracleSearchBot, type Audited } from './oracle-ace'

const content = loadAssets()

describe("the oracle (bench only, docs/ai-passes.md, Eighth pass): the search told the opponent's true plans", () => {
  it('is told, every turn, exactly the plan the opponent then flies, and the opponent decides once a turn', () => {
    const setup = cardArena.setup(content, { scenario: 'face-to-face', variant: null })
    const [a, b] = setup.seats.map((s) => s.id)
    let game: CardGame | null = null
    const heuristic = new HeuristicBot(content, b, 3)
    let asked = 0
    const counted = { seat: b, decide: (v: Parameters<HeuristicBot['decide']>[0]) => (v.step === 'planning' && asked++, heuristic.decide(v)) }
    const opponent = new DecidedOnce(counted, () => game!.game.view(b))
    // a small search: what is checked is what it is told, not how well it flies
    const oracle = new OracleSearchBot(content, a, 3, { name: 'ace', candidates: 4, replies: 2, replyPool: 4, trust: 1, lookahead: 0, reads: false, iterations: 50, temperature: 1, blunder: 0, floor: 0, budget: null, guardMs: null }, { clock: false })
    const told: Map<number, Map<string, readonly string[]>> = new Map()
    oracle.peek = () => {
      const plans = opponent.plansFor()
      told.set(game!.game.state.turn, plans)
      return plans
    }
    game = cardArena.start(content, setup, 5, 6) as CardGame
    drivePolicies(game, { [a]: oracle, [b]: opponent } as unknown as Record<string, RulesetPolicy>)
    const flown = game.game.commands.filter((c): c is PlanCommand => c.type === 'plan' && c.seat === b)
    expect(flown.length).toBeGreaterThan(1)
    const turns = new Set(flown.map((_, k) => k + 1))
    expect([...told.keys()].every((t) => turns.has(t))).toBe(true)
    for (const [t, plans] of told) expect([...plans.values()][0], `turn ${t}`).toEqual(flown[t - 1].cards)
    expect(asked, 'the opponent planned once a turn').toBe(flown.length)
    expect(told.size).toBe(flown.length)
    // its foresight is counted over what its own model drew, a plane-turn each turn and every column sampled
    expect(oracle.foresight.turns).toBe(flown.length)
    expect(oracle.foresight.columns).toBeGreaterThanOrEqual(2 * flown.length)
    expect(oracle.foresight.hits).toBeLessThanOrEqual(oracle.foresight.columns)
    // each plan found in the pool is counted at its place there
    expect(oracle.foresight.ranks.reduce((a, n) => a + (n ?? 0), 0)).toBe(oracle.foresight.inPool)
  })

  it("audits the search's estimates against the plan then flown, and plays the same game with the audit on", () => {
    const play = (tell: number, audit: boolean) => {
      const setup = cardArena.setup(content, { scenario: 'face-to-face', variant: null })
      const [a, b] = setup.seats.map((s) => s.id)
      let game: CardGame | null = null
      const opponent = new DecidedOnce(new HeuristicBot(content, b, 3), () => game!.game.view(b))
      const oracle = new OracleSearchBot(content, a, 3, { name: 'ace', candidates: 6, replies: 4, replyPool: 6, trust: 1, lookahead: 0, reads: false, iterations: 50, temperature: 1, blunder: 0, floor: 0, budget: null, guardMs: null }, { clock: false })
      oracle.peek = () => opponent.plansFor()
      oracle.tell = tell
      oracle.audit = audit
      game = cardArena.start(content, setup, 5, 6) as CardGame
      drivePolicies(game, { [a]: oracle, [b]: opponent } as unknown as Record<string, RulesetPolicy>)
      return { commands: game.game.commands, audited: oracle.audited, turns: oracle.foresight.turns }
    }
    const gap = (audited: readonly Audited[]) => audited.reduce((sum, x) => sum + x.est.reduce((t, e, i) => t + Math.abs(e - x.truth[i]), 0) / x.est.length, 0) / audited.length
    const plain = play(0, false)
    const watched = play(0, true)
    // the audit's rollouts draw nothing from the bot's generator: the same game
    expect(watched.commands).toEqual(plain.commands)
    expect(plain.audited).toHaveLength(0)
    // a plane-turn each turn, a value of each kind a candidate
    expect(watched.audited).toHaveLength(watched.turns)
    for (const x of watched.audited) {
      expect(x.truth).toHaveLength(x.est.length)
      expect(x.matrix).toHaveLength(x.est.length)
      expect(x.cheap).toHaveLength(x.est.length)
      expect(x.strategy[x.pick]).toBeGreaterThan(0)
    }
    // the truth is the value against the plan flown: told that plan in every column, the search's estimates on the
    // first turn (where nothing is hidden yet but the decks' order, and both games stand alike) come near it, nearer
    // than when it guesses
    const told = play(1, true)
    const first = (x: { audited: Audited[] }) => x.audited.filter((y) => y.turn === 1)
    expect(first(told)).toHaveLength(1)
    expect(gap(first(told))).toBeLessThan(gap(first(watched)) / 2)
  })
})
