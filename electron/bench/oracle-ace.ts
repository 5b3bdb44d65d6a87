/**
 * A bench-only upper bound (issue 31, docs/ai-passes.md "Eighth pass"): the search told the other seats' true plans for
 * the turn. Every column it samples has the other planes fly the plans their pilots have actually chosen (the damage
 * decks and the other planes' damage stay hidden and sampled, as always). With its trust at 1 it plays the best reply
 * to what the enemy will really fly, one turn deep: how far knowing the opponent could take the ace. The app never
 * builds it (it is not in BOTS, and it reads another seat's secret); search-train.ts --oracle plays it against the
 * training pool only.
 */
import type { Command, PlanCommand } from '../../shared/engine/command-schema'
import type { PlaneId, SeatId } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import type { Policy } from '../../shared/bots/policy'
import { coverSlot, SearchBot, type Column, type Searched } from '../../shared/bots/search/search-bot'
import { legalPlans, rankPlans } from '../../shared/bots/search/candidates'
import { evaluate } from '../../shared/bots/search/evaluate'
import { playTurn } from '../../shared/bots/search/rollout'
import { HeuristicBot } from '../../shared/bots/heuristic-bot'
import { cloneJson } from '../../shared/util/clone'
import { seedRng } from '../../shared/engine/rng'
import { determinize } from '../../shared/bots/search/determinize'
import { choiceProbabilities } from '../../shared/bots/search/style'

/** The other seats' plans for the turn under way (a plane's cards by its id). */
export type Peek = () => ReadonlyMap<PlaneId, readonly string[]>

/** How well the search's own model foresaw the plans flown: counted over its columns, before it is told anything. */
export interface Foresight {
  /** (plane, turn)s the true plan was known for, and in how many of them it was in the plane's reply pool */
  turns: number
  inPool: number
  /** columns sampled, and in how many the plane flew its true plan */
  columns: number
  hits: number
  /** in how many plane-turns the plan flown was the k-th of the reply pool (0: its best-ranked) */
  ranks: number[]
  /** the belief the reader (pilots.ts) put in the three pilots it knows, summed over the columns; and the plane-turns it read one (a belief of 0.5 or more) */
  pilotMass: number
  readTurns: number
  /**
   * over the plane-turns the fitted model (style.ts) noted the plan flown among its legal plans: how many, the trust it
   * had (summed), and the probability the fitted model and the old draw gave the plan flown (summed)
   */
  fittedTurns: number
  fittedTrust: number
  fittedP: number
  oldP: number
  /** with the reasoner bank (the level's reasons): its trust, and the probability it gave the plan flown (summed) */
  bankTrust: number
  bankP: number
}

/**
 * One plane-turn of the audit (search-train.ts --audit): each candidate's value as the search estimated it (its row's
 * mean over the columns) and as it is against the plan the opponent then flew (the mean over AUDIT_COLUMNS fresh
 * worlds, other planes flying as in the first columns, the enemy its true plan), the strategy, the pick, and each
 * candidate's place in the cheap ranking (against the enemy flying straight on; -1 beyond the ranking's first 48).
 */
export interface Audited {
  turn: number
  est: number[]
  truth: number[]
  strategy: number[]
  pick: number
  cheap: number[]
  /** the matrix (candidates by columns), to 3 decimals */
  matrix: number[][]
  /** the enemy's (the first other plane told) plan in each column, and the plan it flew: its place in that plane's reply pool (-1: not in it) */
  places: number[]
  truePlace: number
}

/** the columns' worlds each candidate is played in against the true plan */
const AUDIT_COLUMNS = 16

export class OracleSearchBot extends SearchBot {
  peek: Peek = () => new Map()
  /** the share of its columns in which the search is told the plans, spread evenly (0: only watched, its foresight counted) */
  tell = 1
  /** told only in the game's first `tellTurns` turns (issue 31's twenty-second pass: what knowing an opponent's opening is worth) */
  tellTurns = Infinity
  private sampled = 0
  readonly foresight: Foresight = { turns: 0, inPool: 0, columns: 0, hits: 0, ranks: [], pilotMass: 0, readTurns: 0, fittedTurns: 0, fittedTrust: 0, fittedP: 0, oldP: 0, bankTrust: 0, bankP: 0 }
  /** the (turn, plane)s whose pool has been looked at */
  private pooled = new Set<string>()
  /** with audit on, every plane-turn's Audited (the rollouts against the true plans use responders of their own, so the games are the same) */
  audit = false
  readonly audited: Audited[] = []
  private readonly auditors = new Map<string, HeuristicBot>()
  private readonly auditRng = seedRng(0x0a0d17)

  protected override searched(s: Searched): void {
    if (!this.audit) return
    const truePlans = this.peek()
    if (!truePlans.size) return
    const responders = (seat: string) => {
      let r = this.auditors.get(seat)
      if (!r) this.auditors.set(seat, (r = new HeuristicBot(this.content, seat, 7)))
      return r
    }
    // fresh worlds, drawn with a generator of the audit's own: the search's own worlds would favour the plans that did
    // well in their hidden draws (the winner's curse)
    const cols = s.columns.slice(0, AUDIT_COLUMNS).map((col) => ({ world: determinize(s.rules, s.view, this.auditRng), replies: col.replies }))
    const truth = s.cands.map((c) => {
      let sum = 0
      for (const col of cols) {
        const plans = new Map<string, readonly string[]>([...s.current, [s.me.id, c.cards], ...col.replies])
        for (const [id, cards] of truePlans) if (plans.has(id)) plans.set(id, cards)
        const after = playTurn(s.rules, cloneJson(col.world), plans, responders)
        sum += evaluate(s.rules, col.world, after, s.me.team, this.level.weights)
      }
      return sum / Math.max(1, cols.length)
    })
    const [foe, flown] = [...truePlans].find(([id]) => s.pools.has(id)) ?? []
    const pool = foe ? (s.pools.get(foe) ?? []) : []
    const placeOf = (cards: readonly string[] | undefined) => (cards ? pool.findIndex((c) => c.cards.join() === cards.join()) : -1)
    const ranked = rankPlans(s.rules, s.view, s.me, legalPlans(s.rules, s.view, s.me)).slice(0, 48).map((c) => c.cards.join())
    this.audited.push({
      turn: s.view.turn,
      est: s.matrix.map((row) => row.reduce((a, b) => a + b, 0) / Math.max(1, row.length)),
      truth,
      strategy: [...s.strategy],
      pick: s.pick,
      cheap: s.cands.map((c) => ranked.indexOf(c.cards.join())),
      matrix: s.matrix.map((row) => row.map((v) => Math.round(v * 1000) / 1000)),
      places: s.columns.map((col) => placeOf(foe ? col.replies.get(foe) : undefined)),
      truePlace: placeOf(flown),
    })
  }

  protected override column(...args: Parameters<SearchBot['column']>): Column {
    const col = super.column(...args)
    const [, view, pools, reading, choices] = args
    // (spread evenly as the level's cover columns are)
    const told = coverSlot(this.sampled++, this.tell) !== null && view.turn <= this.tellTurns
    const same = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.length === b.length && a.every((c, k) => c === b[k])
    for (const [id, cards] of this.peek()) {
      if (!col.replies.has(id)) continue
      const f = this.foresight
      // the pool is the turn's: counted once a plane and turn
      const key = `${view.turn}:${id}`
      const beliefs = reading?.get(view.planes.find((q) => q.id === id)?.seat ?? '')?.beliefs
      const known = beliefs ? beliefs.slice(0, -1) : []
      if (!this.pooled.has(key)) {
        this.pooled.add(key)
        f.turns++
        if (known.some((b) => b >= 0.5)) f.readTurns++
        const rank = pools.get(id)?.findIndex((c) => same(c.cards, cards)) ?? -1
        if (rank >= 0) {
          f.inPool++
          f.ranks[rank] = (f.ranks[rank] ?? 0) + 1
        }
        const choice = choices.get(id)
        const style = this.styleReader()
        const k = choice ? choice.plans.findIndex((c) => same(c.cards, cards)) : -1
        if (choice && style && k >= 0) {
          const seat = view.planes.find((q) => q.id === id)!.seat
          f.fittedTurns++
          f.fittedTrust += style.trustOf(seat)
          f.fittedP += choiceProbabilities(style.thetaOf(seat), choice.features)[k]
          f.oldP += choice.old[k]
          f.bankTrust += style.bankTrustOf(seat)
          f.bankP += style.bankOf(seat, choice)?.[k] ?? 0
        }
      }
      f.columns++
      f.pilotMass += known.reduce((a, b) => a + b, 0)
      if (same(col.replies.get(id), cards)) f.hits++
      if (told) col.replies.set(id, [...cards])
    }
    return col
  }
}

/**
 * A pilot whose plans for a turn are decided once, whoever asks first: the oracle (through `plansFor`, from the seat's
 * view of the game) or the game's driver. So the plans the oracle is told are the plans then flown.
 */
export class DecidedOnce implements Policy {
  private turn: { key: number; commands: Command[] } | null = null
  constructor(
    readonly inner: Policy,
    private readonly viewNow: () => GameView,
  ) {}

  get seat(): SeatId {
    return this.inner.seat
  }

  decide(view: GameView): Command[] {
    if (view.step !== 'planning') return this.inner.decide(view)
    if (this.turn?.key !== view.turn) this.turn = { key: view.turn, commands: this.inner.decide(view) }
    return this.turn.commands
  }

  /** the plans of the turn under way (decided now from the seat's view, if the driver has not asked yet) */
  plansFor(): Map<PlaneId, string[]> {
    const view = this.viewNow()
    const out = new Map<PlaneId, string[]>()
    if (view.step !== 'planning') return out
    for (const c of this.decide(view)) if (c.type === 'plan') out.set((c as PlanCommand).plane, (c as PlanCommand).cards)
    return out
  }
}
