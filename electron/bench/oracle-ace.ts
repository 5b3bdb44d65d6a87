/**
 * A bench-only upper bound (issue 31, docs/ai.md "Eighth pass"): the search told the other seats' true plans for the
 * turn. Every column it samples has the other planes fly the plans their pilots have actually chosen (the damage
 * decks and the other planes' damage stay hidden and sampled, as always). With its trust at 1 it plays the best reply
 * to what the enemy will really fly, one turn deep: how far knowing the opponent could take the ace. The app never
 * builds it (it is not in BOTS, and it reads another seat's secret); search-train.ts --oracle plays it against the
 * training pool only.
 */
import type { Command, PlanCommand } from '../../shared/engine/command-schema'
import type { CompiledRules } from '../../shared/engine/compiled'
import type { PlaneId, SeatId } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import type { Policy } from '../../shared/bots/policy'
import type { Candidate } from '../../shared/bots/search/candidates'
import { coverSlot, SearchBot, type Column, type Reading } from '../../shared/bots/search/search-bot'
import { choiceProbabilities, type Choice } from '../../shared/bots/search/style'

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

export class OracleSearchBot extends SearchBot {
  peek: Peek = () => new Map()
  /** the share of its columns in which the search is told the plans, spread evenly (0: only watched, its foresight counted) */
  tell = 1
  private sampled = 0
  readonly foresight: Foresight = { turns: 0, inPool: 0, columns: 0, hits: 0, ranks: [], pilotMass: 0, readTurns: 0, fittedTurns: 0, fittedTrust: 0, fittedP: 0, oldP: 0, bankTrust: 0, bankP: 0 }
  /** the (turn, plane)s whose pool has been looked at */
  private pooled = new Set<string>()

  protected override column(rules: CompiledRules, view: GameView, pools: Map<PlaneId, Candidate[]>, reading: Reading | null, choices: ReadonlyMap<PlaneId, Choice>, mixes?: ReadonlyMap<PlaneId, readonly number[]>): Column {
    const col = super.column(rules, view, pools, reading, choices, mixes)
    // (spread evenly as the level's cover columns are)
    const told = coverSlot(this.sampled++, this.tell) !== null
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
