/**
 * The search bot: plans by playing candidate turns with the real engine.
 *
 * For each of its planes it takes the best few legal plans of a cheap ranking (candidates.ts); it samples columns,
 * each a whole hidden world drawn from its view (determinize.ts) with a plan for every other plane drawn from that
 * plane's own best-ranked plans; every (candidate, column) is played through the engine on a copy (rollout.ts) and
 * scored (evaluate.ts). Regret matching over that matrix gives a mixed strategy (regret.ts), from which the plan is
 * drawn with the bot's generator, so that no single reply beats it. Several planes of one seat are planned in turn,
 * each with its team-mates flying their plans chosen so far. Fire orders, tailing, taxiing, AA guns and the rest are
 * the heuristic bot's. It reads only its view.
 */
import type { Content } from '../../content/types'
import type { CompiledRules } from '../../engine/compiled'
import { nextUint32, type Seed } from '../../engine/rng'
import { resolveRepeats } from '../../engine/rules/aces/exceptional-pilot'
import { queueLength } from '../../engine/rules/turnless'
import type { GameState, PlaneId, SeatId } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { cloneJson } from '../../util/clone'
import { groundPlan } from '../ground-plan'
import { HeuristicBot } from '../heuristic-bot'
import { planRulesOf, safePlan } from '../plan-rules'
import type { Policy } from '../policy'
import { legalPlans, rankAgainstReplies, rankPlans, rankPursuit, rankSafety, type Candidate } from './candidates'
import { determinize } from './determinize'
import { evaluate, WEIGHTS } from './evaluate'
import { intentOf } from './intent'
import { LEVELS, type Level } from './levels'
import { regretMatching } from './regret'
import { playTurn } from './rollout'
import { followUp, type Menus } from './follow-up'
import { bankDraw, PilotBank, type BankPilot } from './bank'
import { PilotReader, PILOTS, type Predictions } from './pilots'
import { replySearch, REPLY_SEARCH_UP_TO } from './reply-search'
import { nextGame } from './next-game'
import { blend, REFINE_CELL_ROLLOUTS, topRows } from './refine'
import { replyPlace } from './reply-draw'
import { spreadOf } from './spread'
import { StyleReader, VS_SPREAD_PATHS, type Choice } from './style'
import { advance, type Pose } from '../../geometry/pose'
import { bookPlans } from './opening-book'
import { favoured, worstReplies } from './exploit'
import { MemoryWatch, type OpponentMemory, type Recalled } from './memory'

/** plans of each ranking in a plane's follow-up menu */
const MENU = 4

export interface SearchOptions {
  /** the clock the guard reads, ms (tests inject one); Date.now by default */
  now?: () => number
  /** whether the wall clock guards the search (levels.ts guardMs); true by default, the arena's is off unless told */
  clock?: boolean
  /**
   * a memory of the opponent across games (memory.ts): in a duel the bot forecasts the other plane from the stands it
   * remembers it flying from, and adds what it sees; none by default (each game on its own)
   */
  memory?: OpponentMemory
}

/** What the search did for one plane, for the intent and for the benchmarks. */
export interface PlaneDecision {
  cards: string[]
  intent: string
  /** columns evaluated and candidates, and whether the clock stopped it */
  columns: number
  candidates: number
  stopped: boolean
  /** the counted budget spent (levels.ts budget: rollouts, each counted once a plane flying in it) */
  spent: number
}

/** One plane's search as played (SearchBot.searched): its candidates, the matrix over the columns, the strategy and the pick. */
export interface Searched {
  rules: CompiledRules
  view: GameView
  me: PlaneView
  cands: readonly Candidate[]
  matrix: readonly (readonly number[])[]
  columns: readonly Column[]
  /** the other planes' reply pools the columns drew from */
  pools: ReadonlyMap<PlaneId, readonly Candidate[]>
  /** its team-mates' plans so far (its own the best-ranked) */
  current: ReadonlyMap<PlaneId, readonly string[]>
  strategy: readonly number[]
  pick: number
}

/** A pilot believed at least this much is expected to fly its plan when the bot ranks its own plans. */
const EXPECT_ABOVE = 0.5

/** What the search guesses of each other seat's pilot this turn: each pilot's plans, and the beliefs (pilots.ts). */
export type Reading = Map<SeatId, { plans: Predictions; beliefs: readonly number[] }>

/** What the bank of pilots (bank.ts) would fly for each other seat this turn, and each pilot's weight for that seat. */
type Banked = Map<SeatId, { plans: Predictions; weights: readonly number[] }>

/** The pilot of PILOTS a seat is read as flying like: the most believed, with a belief of EXPECT_ABOVE or more; -1: none. */
function believedPilot(beliefs: readonly number[]): number {
  let k = -1
  for (let i = 0; i < PILOTS.length; i++) if (beliefs[i] >= EXPECT_ABOVE && (k < 0 || beliefs[i] > beliefs[k])) k = i
  return k
}

/**
 * How far it trusts its sampled columns (regret.ts): the level's trust where it reads every other seat's pilot (a
 * belief of EXPECT_ABOVE or more in one it knows), its trustUnread where it reads none, in proportion between.
 */
export function trustOf(lv: Level, reading: Reading | null, others: readonly PlaneView[]): number {
  if (lv.trustUnread === undefined) return lv.trust
  const seats = new Set(others.map((q) => q.seat))
  if (!seats.size) return lv.trust
  let read = 0
  for (const [seat, r] of reading ?? []) if (seats.has(seat) && believedPilot(r.beliefs) >= 0) read++
  return lv.trustUnread + ((lv.trust - lv.trustUnread) * read) / seats.size
}

/**
 * Where each plane of a seat whose pilot it believes in (at least EXPECT_ABOVE) is expected after each card: the path of
 * that pilot's plan from where it stands.
 */
function expectedPaths(rules: CompiledRules, view: GameView, reading: Reading | null): Map<PlaneId, Pose[]> {
  const out = new Map<PlaneId, Pose[]>()
  for (const r of reading?.values() ?? []) {
    const k = believedPilot(r.beliefs)
    if (k < 0) continue
    for (const [id, cards] of r.plans[k]) {
      const q = view.planes.find((x) => x.id === id)
      const plane = rules.byId.get(id)
      if (!q || !plane) continue
      const path: Pose[] = []
      let pose: Pose = { x: q.x, y: q.y, h: q.h }
      // an Exceptional pilot's blank card flies the card it repeats
      for (const cid of resolveRepeats(cards)) {
        const c = plane.cards.get(cid)
        if (!c) break
        path.push((pose = advance(pose, c.right, c.forward, c.turn)))
      }
      out.set(id, path)
    }
  }
  return out
}

/** the planes flying in a world: what a rollout of it counts against the budget */
function flyingIn(world: GameState): number {
  let n = 0
  for (const p of world.planes) if (p.status === 'flying') n++
  return n
}

export interface Column {
  world: GameState
  replies: Map<PlaneId, string[]>
  /** a column of the level's cover: the other planes fly the next plans of their pools, not a plan drawn from the model */
  covers?: boolean
}

/** The first `n` columns' prior for regret matching: the columns drawn from the model alike, the cover's none (and how many were drawn). */
function modelPrior(columns: readonly Column[], n: number): { drawn: number; prior: number[] } {
  const drawn = columns.slice(0, n).filter((c) => !c.covers).length
  return { drawn, prior: columns.slice(0, n).map((c) => (c.covers ? 0 : 1 / drawn)) }
}

/** The row whose mean less `k` times its standard deviation is best (the first of equals). */
export function bestLessSpread(matrix: readonly (readonly number[])[], k: number): number {
  let best = 0
  let top = -Infinity
  matrix.forEach((row, i) => {
    const mean = row.reduce((a, b) => a + b, 0) / row.length
    const sd = Math.sqrt(row.reduce((a, b) => a + (b - mean) ** 2, 0) / row.length)
    if (mean - k * sd > top) {
      top = mean - k * sd
      best = i
    }
  })
  return best
}

/** The weights a plan is drawn by from a strategy: tempered by the level's temperature, those under its floor dropped (unless that drops all). */
export function drawWeights(strategy: readonly number[], lv: Pick<Level, 'temperature' | 'floor'>): number[] {
  const w = strategy.map((p) => Math.pow(p, 1 / lv.temperature))
  const kept = w.map((p, i) => (strategy[i] >= lv.floor ? p : 0))
  return kept.some((p) => p > 0) ? kept : w
}

/** Whether column j is one of the level's `cover` share (spread evenly: with 0.5, every other column). */
export function coverSlot(j: number, cover: number): number | null {
  if (cover <= 0) return null
  const before = Math.floor(j * cover)
  return Math.floor((j + 1) * cover) > before ? before : null
}

/** What a plane's pool of plans is ranked with (SearchBot.pool). */
export interface PoolOptions {
  /** where the enemies whose pilots it reads are expected after each card: the first half ranked against those paths */
  expected?: ReadonlyMap<PlaneId, Pose[]>
  /** the plane's legal plans, if already worked out */
  legal?: Candidate[]
  /** the enemies' plans the `vs` share is ranked against and the `safe` share kept out of the guns of */
  replies?: ReadonlyMap<PlaneId, readonly Candidate[]>
  /** the share from the safety ranking (default the level's safeShare) */
  safe?: number
  /** the share ranked against `replies` (default the level's ownVsReplies) */
  vs?: number
  /** how many of `replies` that share is ranked against (default the level's ownVsRepliesPaths, else 8) */
  paths?: number
  /** that share after the cheap ranking's (shortened by as many), not first */
  vsAfter?: boolean
}

export class SearchBot extends HeuristicBot {
  private readonly base: Level
  /** the level it searches with now: the base level, or on a game's first turn that with its firstTurn settings */
  private active: Level
  private readonly now: () => number
  private readonly clock: boolean
  private planned: { key: string; plans: Map<PlaneId, PlaneDecision> } | null = null
  private readonly decisions = new Map<PlaneId, PlaneDecision>()
  private readonly responders = new Map<SeatId, Policy>()
  private reader: PilotReader | null = null
  private bank: PilotBank | null = null
  private style: StyleReader | null = null
  private readonly watch: MemoryWatch | null

  constructor(content: Content, seat: SeatId, seed: Seed, level: Level | Level['name'] = 'ace', opts: SearchOptions = {}) {
    super(content, seat, seed)
    this.base = this.active = typeof level === 'string' ? LEVELS[level] : level
    this.now = opts.now ?? Date.now
    this.clock = opts.clock ?? true
    this.watch = opts.memory ? new MemoryWatch(opts.memory) : null
  }

  get level(): Level {
    return this.active
  }

  /** The intent of plane `id`'s last chosen plan in a sentence, or null before it has planned. Not to be shown before the turn is flown. */
  intentOf(id: PlaneId): string | null {
    return this.decisions.get(id)?.intent ?? null
  }

  /** The intent goes with the plan it describes (the engine tells it once the turn is flown): only for a plan the search chose. */
  protected override statedIntent(p: PlaneView, cards: readonly string[]): string | undefined {
    const d = this.decisions.get(p.id)
    return d && d.cards.length === cards.length && d.cards.every((c, k) => c === cards[k]) ? d.intent : undefined
  }

  /**
   * What it believes of how `seat` flies (pilots.ts): one belief a pilot of PILOTS, then none of them; null when its
   * level does not read the other pilots.
   */
  beliefsAbout(seat: SeatId): readonly number[] | null {
    return this.level.reads && this.level.knows !== false ? (this.reader?.beliefsOf(seat) ?? new PilotReader(this.content, this.rng).beliefsOf(seat)) : null
  }

  /** Each of the bank's pilots' weight for `seat` (bank.ts); null when its level holds no bank or before it has planned. */
  bankWeightsAbout(seat: SeatId): number[] | null {
    return this.bank?.weightsOf(seat) ?? null
  }

  /** The model fitted to how the other seats fly (style.ts); null when its level does not read the other pilots or before it has planned. */
  styleReader(): StyleReader | null {
    return this.style
  }

  /** What the search did for plane `id` last time it planned. */
  decisionOf(id: PlaneId): PlaneDecision | null {
    return this.decisions.get(id) ?? null
  }

  protected override plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    // 004's turn-less game and planes on the ground: the heuristic bot's plans
    if (queueLength(view.setup.options) || groundPlan(view, p, plane, planRulesOf(rules, view, p), rules)) return super.plan(view, p)
    const key = `${view.seq}:${view.turn}`
    if (this.planned?.key !== key) this.planned = { key, plans: this.search(rules, view) }
    const d = this.planned.plans.get(p.id)
    return d ? d.cards : super.plan(view, p)
  }

  /** Plans for every plane of this seat that has to plan now. */
  private search(rules: CompiledRules, view: GameView): Map<PlaneId, PlaneDecision> {
    // the guard's clock runs from the start (the ranking and the reading of the other pilots count): plane k of this
    // seat must be done by k + 1 guards
    const start = this.now()
    this.active = view.turn === 1 && this.base.firstTurn ? { ...this.base, ...this.base.firstTurn } : this.base
    const lv = this.level
    const searchable = (q: PlaneView) => q.status === 'flying' && !groundPlan(view, q, rules.byId.get(q.id)!, planRulesOf(rules, view, q), rules)
    const mine = view.planes.filter((q) => q.seat === this.seat && !q.committed && searchable(q))
    const others = view.planes.filter((q) => q.seat !== this.seat && searchable(q))
    const otherLegal = new Map(others.map((q) => [q.id, legalPlans(rules, view, q)]))
    // with a memory of the opponent (memory.ts), in a duel: the plans it flew from stands near this one, and this stand noted
    const recalled = new Map<PlaneId, Recalled>()
    this.watch?.observe(view)
    if (this.watch && mine.length === 1 && others.length === 1) {
      const [o, me] = [others[0], mine[0]]
      const r = this.watch.memory.recall(view, o, me, otherLegal.get(o.id)!)
      if (r) recalled.set(o.id, r)
      this.watch.note(view, o, me, otherLegal.get(o.id)!)
      // a steady level draws, where the memory recalls one plan only, from the stand's own generator (the game's own is put back after)
      const steady = lv.steady ? this.watch.memory.steadyRng(r) : null
      if (steady) {
        const own = this.rng.splice(0, this.rng.length, ...steady)
        try {
          return this.searchWith(rules, view, start, mine, others, otherLegal, recalled)
        } finally {
          this.rng.splice(0, this.rng.length, ...own)
        }
      }
    }
    return this.searchWith(rules, view, start, mine, others, otherLegal, recalled)
  }

  /** The search itself, for its planes `mine` against `others` (their legal plans `otherLegal`, what the memory recalls of them). */
  private searchWith(rules: CompiledRules, view: GameView, start: number, mine: PlaneView[], others: PlaneView[], otherLegal: ReadonlyMap<PlaneId, Candidate[]>, recalled: ReadonlyMap<PlaneId, Recalled>): Map<PlaneId, PlaneDecision> {
    const lv = this.level
    const reading = lv.reads && lv.knows !== false ? this.read(rules, view, others) : null
    const banked = lv.reads && lv.bank?.length && others.length <= (lv.bankUpTo ?? Infinity) ? this.banked(rules, view, others, lv.bank) : null
    const expected = expectedPaths(rules, view, reading)
    // the other planes' replies: their ranked plans, and (reading pilots) the choice the fitted model of their seat draws from (style.ts)
    const style = lv.reads && lv.fits !== false ? (this.style ??= new StyleReader(this.rng, { nested: lv.fitsOld, trust: lv.fitsTrust, bank: lv.reasons, vsOwn: lv.fitsVsOwn, reason: lv.fitsReason })) : null
    style?.observe(view)
    const pools = new Map<PlaneId, Candidate[]>()
    const legals = new Map<PlaneId, Candidate[]>()
    const choices = new Map<PlaneId, Choice>()
    // its own planes' legal plans, worked out once for every ranking of them below
    const ownLegal = new Map(mine.map((q) => [q.id, legalPlans(rules, view, q)]))
    // with the level's replyReads, the other planes' pools are half ranked against where its own planes' best-ranked
    // plans take them (the replies that would serve them best against what it is likely to fly), not against it flying straight
    const mineExpected = lv.replyReads ? new Map(mine.map((q) => [q.id, rankPlans(rules, view, q, ownLegal.get(q.id)!)[0]?.poses ?? []])) : undefined
    // with the level's replySafe or replyVsOwn, its own candidates as ranked (no share of either kind) are the plans the
    // other planes' pools are ranked against; with fitsVsOwn, the plans the fitted model's VsOwn features are counted against
    const vsOwn = !!style && (lv.fitsVsOwn || lv.fitsReason || lv.reasons)
    const ownRanked = lv.replySafe || lv.replyVsOwn || vsOwn ? new Map(mine.map((q) => [q.id, this.pool(rules, view, q, lv.candidates, { expected, legal: ownLegal.get(q.id), safe: 0, vs: 0 })])) : undefined
    // with fitsReason or reasons, a spread of its own planes' legal plans, for the VsSpread features (style.ts)
    const ownSpread = style && (lv.fitsReason || lv.reasons) ? new Map(mine.map((q) => [q.id, spreadOf(ownLegal.get(q.id)!, VS_SPREAD_PATHS, view.setup.table, rules.ruler)])) : undefined
    for (const q of others) {
      const legal = otherLegal.get(q.id)!
      const pool = this.pool(rules, view, q, lv.replyPool, { expected: mineExpected, legal, replies: ownRanked, safe: lv.replySafe ?? 0, vs: lv.replyVsOwn ?? 0, vsAfter: lv.replyVsOwnAfter })
      pools.set(q.id, pool)
      legals.set(q.id, legal)
      if (style && legal.length) choices.set(q.id, style.note(rules, view, q, legal, pool, vsOwn ? ownRanked : undefined, ownSpread))
    }
    const columns: Column[] = []
    let rs: ReturnType<typeof replySearch> | null = null
    const column = (j: number): Column => {
      while (columns.length <= j) {
        const slot = coverSlot(columns.length, lv.cover ?? 0)
        columns.push(slot === null ? this.column(rules, view, pools, reading, choices, rs?.mixes, banked, recalled) : this.covering(rules, view, pools, slot))
      }
      return columns[j]
    }
    // what its own candidates' ownVsReplies share is ranked against: the other planes' pools, a spread of their legal
    // plans (ownVsSpread), or the plans its first columns draw for them (ownVsColumns: those columns drawn now, before
    // a replySearch's mixes exist)
    let against: ReadonlyMap<PlaneId, readonly Candidate[]> = pools
    if (lv.ownVsSpread) against = new Map([...legals].map(([id, legal]) => [id, spreadOf(legal, lv.ownVsSpread!, view.setup.table, rules.ruler)]))
    else if (lv.ownVsColumns) {
      const drawn = new Map<PlaneId, Candidate[]>()
      for (let j = 0; j < lv.ownVsColumns; j++)
        for (const [id, cards] of column(j).replies) {
          const key = cards.join()
          const c = legals.get(id)?.find((x) => x.cards.join() === key)
          if (c) drawn.set(id, [...(drawn.get(id) ?? []), c])
        }
      against = drawn
    }
    // its own candidates (after the other planes' pools, which the safety ranking and ownVsReplies read)
    const own = new Map(mine.map((q) => [q.id, this.pool(rules, view, q, lv.candidates, { expected, legal: ownLegal.get(q.id), replies: lv.safeShare || lv.ownVsReplies ? against : undefined, paths: lv.ownVsColumns ?? lv.ownVsSpread })]))
    // with the level's replySearch, what each other plane would fly if its pilot thought about this seat's plans (reply-search.ts)
    rs = lv.replySearch && others.length <= REPLY_SEARCH_UP_TO ? replySearch(rules, determinize(rules, view, this.rng), pools, own, lv.weights, (s) => this.responder(s)) : null
    // the follow-up turn's menus (follow-up.ts): each plane's best few plans of both rankings
    const menus = new Map([...own, ...pools].map(([id, c]) => [id, c.slice(0, MENU).concat(c.slice(Math.ceil((c.length * 3) / 4), Math.ceil((c.length * 3) / 4) + MENU)).map((x) => x.cards)]))
    // team-mates fly their best-ranked plan until the search has chosen theirs
    const current = new Map<PlaneId, string[]>([...own].map(([id, c]) => [id, c[0].cards]))
    const out = new Map<PlaneId, PlaneDecision>()
    for (const [k, me] of mine.entries()) {
      // the first turn of a game set up as an opening book was worked out for: a plan drawn from the book (opening-book.ts)
      const booked = lv.book ? this.fromBook(view, me, ownLegal.get(me.id)!) : null
      if (booked) {
        out.set(me.id, this.decided(rules, column(0), current, me, booked, { columns: 0, candidates: 0, stopped: false, spent: 0 }))
        continue
      }
      let cands = own.get(me.id)!
      const deadline = lv.guardMs === null || !this.clock ? Infinity : start + (k + 1) * lv.guardMs
      let matrix: number[][] = cands.map(() => [])
      let stopped = false
      let done = 0
      // the other planes' searches count against the first plane's budget
      const before = k === 0 ? (rs?.spent ?? 0) : 0
      let spent = before
      for (let j = 0; j < lv.replies && !stopped; j++) {
        const col = column(j)
        // the counted budget: a column's rollouts, each counted once a plane flying in it; the first column is always played
        const cost = cands.length * flyingIn(col.world)
        if (lv.budget !== null && done > 0 && spent + cost > lv.budget) break
        spent += cost
        const values: number[] = []
        for (const c of cands) {
          const plans = new Map([...current, [me.id, c.cards], ...col.replies])
          values.push(this.value(rules, col.world, plans, menus, me.team))
          // the guard: the column under way is dropped, or in the first the candidates not yet played
          if (this.now() > deadline) {
            stopped = true
            break
          }
        }
        if (stopped && done > 0) {
          spent -= cost
          break
        }
        if (stopped) {
          spent = before + (cost / cands.length) * values.length
          cands = cands.slice(0, values.length)
          matrix = matrix.slice(0, values.length)
        }
        values.forEach((v, i) => matrix[i].push(v))
        done++
      }
      let cols = matrix[0]?.length ?? 0
      // the model (the columns drawn from it) weighs with the trust; the cover's columns are the other side's to choose
      let played = columns.slice(0, cols)
      let model = modelPrior(played, cols)
      // a forecast from the memory is trusted as far as it is weighed in the columns
      const trust = Math.max(trustOf(lv, reading, others), ...[...recalled.values()].map((r) => r.weight))
      let eq = regretMatching(matrix, lv.iterations, { prior: model.prior, weight: model.drawn ? trust : 0 })
      // with the level's exploit, in a duel, the other plane's plans that do that strategy most harm as columns of their
      // own (exploit.ts), and the strategy found again over all of them
      if (lv.exploit && mine.length === 1 && others.length === 1 && cols > 0 && this.now() <= deadline) {
        const ex = this.exploiting(rules, view, me, others[0], cands, eq.row, played, legals.get(others[0].id)!, current, menus, lv.budget === null ? Infinity : lv.budget - spent)
        if (ex) {
          spent += ex.spent
          ex.values.forEach((v, i) => matrix[i].push(...v))
          played = [...played, ...ex.columns]
          cols = played.length
          model = modelPrior(played, cols)
          eq = regretMatching(matrix, lv.iterations, { prior: model.prior, weight: model.drawn ? trust : 0 })
        }
      }
      let pick: number
      const rows = lv.refine && cols > 0 && this.now() <= deadline ? topRows(eq.row, lv.refine.top, lv.floor) : []
      if (rows.length > 1) {
        // the favoured plans two turns deep (refine.ts): its rollouts count as the search's (each cell a turn and its next turn's game)
        const m = Math.min(lv.refine!.columns, cols)
        const sub = rows.map((r) => played.slice(0, m).map((col, c) => this.twoTurns(rules, col, new Map([...current, [me.id, cands[r].cards], ...col.replies]), me.team, matrix[r][c])))
        spent += rows.length * m * REFINE_CELL_ROLLOUTS * flyingIn(played[0].world)
        const subModel = modelPrior(played, m)
        pick = rows[this.draw(regretMatching(sub, lv.iterations, { prior: subModel.prior, weight: subModel.drawn ? trust : 0 }).row, sub)]
      } else pick = lv.spreadAverse !== undefined && cols > 0 ? bestLessSpread(matrix, lv.spreadAverse) : this.draw(eq.row, matrix)
      this.searched({ rules, view, me, cands, matrix, columns: played, pools, current, strategy: eq.row, pick })
      out.set(me.id, this.decided(rules, column(0), current, me, cands[pick], { columns: done, candidates: cands.length, stopped, spent }))
    }
    return out
  }

  /** Plane `me` flies `chosen`: its team-mates' searches see it, and its intent is read from the turn played in `col`. */
  private decided(rules: CompiledRules, col: Column, current: Map<PlaneId, string[]>, me: PlaneView, chosen: Candidate, how: Omit<PlaneDecision, 'cards' | 'intent'>): PlaneDecision {
    current.set(me.id, chosen.cards)
    const after = playTurn(rules, cloneJson(col.world), new Map([...current, ...col.replies]), (s) => this.responder(s))
    const d: PlaneDecision = { cards: chosen.cards, intent: intentOf(rules, col.world, after, me.id, chosen), ...how }
    this.decisions.set(me.id, d)
    return d
  }

  /**
   * The other plane `q`'s plans that do `strategy` most harm (exploit.ts), as columns of their own (each in the world of
   * a column played, in turn) with every candidate's value against them; null where they do not fit in what is left of
   * the budget (`left`) or `q` has no plan the columns do not already fly.
   */
  private exploiting(rules: CompiledRules, view: GameView, me: PlaneView, q: PlaneView, cands: readonly Candidate[], strategy: readonly number[], played: readonly Column[], legal: Candidate[], current: ReadonlyMap<PlaneId, string[]>, menus: Menus, left: number): { columns: Column[]; values: number[][]; spent: number } | null {
    const ex = this.level.exploit!
    const fav = favoured(strategy, ex.rows)
    const probe = rankAgainstReplies(rules, view, q, legal, new Map([[me.id, fav.rows.map((r) => cands[r])]]), fav.rows.length).slice(0, ex.probe)
    const world = played[0].world
    // the probes against the favoured plans, then every candidate against the columns added
    const rollouts = (added: number) => (probe.length * fav.rows.length + added * cands.length) * flyingIn(world)
    if (!probe.length || rollouts(ex.add) > left) return null
    const flown = new Set(played.map((c) => c.replies.get(q.id)?.join()))
    const values = probe.map((p) => fav.rows.map((r) => this.value(rules, world, new Map([...current, [me.id, cands[r].cards], [q.id, p.cards]]), menus, me.team)))
    const worst = worstReplies(values, fav.weights, ex.add, (k) => flown.has(probe[k].cards.join()))
    if (!worst.length) return null
    const columns: Column[] = worst.map((k, i) => ({ world: played[i % played.length].world, replies: new Map([[q.id, probe[k].cards]]), covers: !ex.model }))
    const rows = cands.map((c) => columns.map((col) => this.value(rules, col.world, new Map([...current, [me.id, c.cards], ...col.replies]), menus, me.team)))
    return { columns, values: rows, spent: rollouts(columns.length) }
  }

  /** A plan for `me` drawn by weight from the opening book's legal plans for it, with the bot's generator; null where the book has none. */
  private fromBook(view: GameView, me: PlaneView, legal: readonly Candidate[]): Candidate | null {
    const plans = (bookPlans(this.content, view, me.id) ?? []).flatMap((b) => {
      const c = legal.find((x) => x.cards.length === b.cards.length && x.cards.every((id, i) => id === b.cards[i]))
      return c ? [{ c, weight: b.weight }] : []
    })
    if (!plans.length) return null
    let r = (nextUint32(this.rng) / 0x100000000) * plans.reduce((a, x) => a + x.weight, 0)
    for (const x of plans) if ((r -= x.weight) < 0) return x.c
    return plans[plans.length - 1].c
  }

  /**
   * Called once a plane's matrix is played and its plan drawn, before the next plane's search: a bench's window on the
   * search (oracle-ace.ts). It must not draw from the bot's generator. Nothing by default.
   */
  protected searched(_s: Searched): void {}

  /**
   * The value for `team` of the turn searched, played on a copy of `world`; with the level's lookahead, blended with the
   * value after the next turn flown cheaply (follow-up.ts), which sees where the plan leads but trusts a crude guess of
   * how everyone flies then.
   */
  private value(rules: CompiledRules, world: GameState, plans: Map<PlaneId, readonly string[]>, menus: Menus, team: string): number {
    const responders = (s: SeatId) => this.responder(s)
    const after = playTurn(rules, cloneJson(world), plans, responders)
    const v = evaluate(rules, world, after, team, this.level.weights)
    // with the level's nextGame, a duel's next turn played as a game (next-game.ts)
    const g = this.level.nextGame ? nextGame(rules, after, team, this.level.weights, responders) : null
    if (g !== null) return (1 - this.level.nextGame!) * v + this.level.nextGame! * g
    const w = this.level.lookahead
    if (w <= 0 || after.step !== 'planning') return v
    return (1 - w) * v + w * evaluate(rules, world, followUp(rules, after, menus, responders), team, this.level.weights)
  }

  /** A cell's value `turn` blended with its next turn played as a game (refine.ts, next-game.ts), with the level's refine weight. */
  private twoTurns(rules: CompiledRules, col: Column, plans: Map<PlaneId, readonly string[]>, team: string, turn: number): number {
    const responders = (s: SeatId) => this.responder(s)
    const after = playTurn(rules, cloneJson(col.world), plans, responders)
    return blend(turn, nextGame(rules, after, team, this.level.weights, responders), this.level.refine!.weight)
  }

  /**
   * A plane's `n` plans to consider: the best three quarters of the cheap ranking (the first half of them ranked against
   * the paths `expected` of the enemies whose pilots it reads, when there are any) and the best quarter of a plain
   * pursuit not already in (a safe plan when it has no legal plan at all). The best-ranked plan comes first. Given the
   * enemies' plans `replies`: a share `vs` (the level's ownVsReplies for its own planes, replyVsOwn for the others')
   * comes first as ranked against those plans (candidates.ts rankAgainstReplies, issue 31's ninth pass), after the plans
   * ranked against a pilot it reads, or with `vsAfter` (the ace's pools of the other planes, the tenth pass) after the
   * cheap ranking's best, shortened by as many; and a share `safe` (safeShare for its own, replySafe for the others') last from
   * the safety ranking (candidates.ts rankSafety; measured and left off, docs/ai-passes.md "Safe candidates").
   */
  protected pool(rules: CompiledRules, view: GameView, q: PlaneView, n: number, o: PoolOptions = {}): Candidate[] {
    const { expected, replies } = o
    const legal = o.legal ?? legalPlans(rules, view, q)
    const share = o.safe ?? this.level.safeShare ?? 0
    const vs = o.vs ?? this.level.ownVsReplies ?? 0
    if (!legal.length) return [{ cards: safePlan(rules.byId.get(q.id)!, planRulesOf(rules, view, q)), poses: [], quick: 0 }]
    // with a safe share (the level's safeShare for its own planes, its replySafe for the others'), that share is kept
    // for the plans the enemies' plans (`replies`) could shoot least
    const safe = replies ? Math.round(n * share) : 0
    const m = n - safe
    // against pilots it can read, the best half first as ranked against where they are expected to fly
    const out = expected?.size ? rankPlans(rules, view, q, legal, expected).slice(0, Math.ceil(m / 2)) : []
    const take = (ranked: Iterable<Candidate>, upTo: number) => {
      for (const c of ranked) {
        if (out.length >= upTo) break
        if (!out.includes(c)) out.push(c)
      }
    }
    // with a share ranked against the enemies' plans `replies` (the level's ownVsReplies for its own planes, its
    // replyVsOwn for the others'), that share first, or (`vsAfter`) after the cheap ranking's shortened share
    const against = replies ? Math.round(m * vs) : 0
    const vsRanked = () => (against ? rankAgainstReplies(rules, view, q, legal, replies!, o.paths ?? this.level.ownVsRepliesPaths ?? 8) : [])
    const cheap = Math.ceil((m * 3) / 4)
    if (!o.vsAfter) take(vsRanked(), against)
    take(rankPlans(rules, view, q, legal), o.vsAfter ? cheap - against : cheap)
    if (o.vsAfter) take(vsRanked(), cheap)
    take(rankPursuit(view, q, legal, rules.ruler), m)
    if (safe) take(rankSafety(rules, view, q, legal, replies!), n)
    return out
  }

  /**
   * What the last turn showed of the other seats' pilots, and each pilot's plans for their planes this turn, predicted
   * from the seats' views of a world sampled from this view (pilots.ts).
   */
  private read(rules: CompiledRules, view: GameView, others: readonly PlaneView[]): Reading {
    const reader = (this.reader ??= new PilotReader(this.content, this.rng))
    reader.observe(view)
    return this.perSeat(rules, view, others, (world, seat, planes) => ({ plans: reader.predict(rules, world, seat, planes), beliefs: reader.beliefsOf(seat) }))
  }

  /**
   * What the bank's pilots (bank.ts) showed of the other seats last turn, and what each would fly for their planes this
   * turn, from the seats' views of a world sampled from this view.
   */
  private banked(rules: CompiledRules, view: GameView, others: readonly PlaneView[], pilots: readonly BankPilot[]): Banked {
    const bank = (this.bank ??= new PilotBank(this.content, this.rng, pilots, this.level.bankSharpen))
    bank.observe(view)
    return this.perSeat(rules, view, others, (world, seat, planes) => ({ plans: bank.predict(rules, world, seat, planes), weights: bank.weightsOf(seat) }))
  }

  /** `ask` for each seat of the planes `others`, with those planes, in one world sampled from this view (none: no world drawn). */
  private perSeat<T>(rules: CompiledRules, view: GameView, others: readonly PlaneView[], ask: (world: GameState, seat: SeatId, planes: PlaneId[]) => T): Map<SeatId, T> {
    const out = new Map<SeatId, T>()
    const seats = [...new Set(others.map((q) => q.seat))]
    if (!seats.length) return out
    const world = determinize(rules, view, this.rng)
    for (const seat of seats) out.set(seat, ask(world, seat, others.filter((q) => q.seat === seat).map((q) => q.id)))
    return out
  }

  /**
   * One sampled world and the `slot`th plan of every other plane's pool (its ranking's plans in turn): the level's
   * cover, so that the other side's choice in the matrix game reaches every plan of its pool, not only those the model draws.
   */
  private covering(rules: CompiledRules, view: GameView, pools: Map<PlaneId, Candidate[]>, slot: number): Column {
    const replies = new Map<PlaneId, string[]>()
    for (const [id, pool] of pools) replies.set(id, pool[slot % pool.length].cards)
    return { world: determinize(rules, view, this.rng), replies, covers: true }
  }

  /**
   * One sampled world and a plan for every other plane: for each other seat, the plans of the pilot it is believed to
   * fly like, drawn by the beliefs, or (none of them) each plane's drawn, with the level's replySearch weight, from the
   * mix its pilot would fly thinking about this seat's plans (reply-search.ts), else from the model fitted to its seat
   * (style.ts) with the weight that model has earned, else towards the top of its ranking (reply-draw.ts). Before all of
   * these, with a memory of the opponent that recalls this stand (memory.ts), a plan it flew from it, with the memory's weight.
   */
  protected column(rules: CompiledRules, view: GameView, pools: Map<PlaneId, Candidate[]>, reading: Reading | null, choices: ReadonlyMap<PlaneId, Choice>, mixes?: ReadonlyMap<PlaneId, readonly number[]>, banked?: Banked | null, recalled?: ReadonlyMap<PlaneId, Recalled>): Column {
    const world = determinize(rules, view, this.rng)
    const replies = new Map<PlaneId, string[]>()
    const pilot = new Map<SeatId, number>()
    for (const [seat, r] of reading ?? []) {
      let u = nextUint32(this.rng) / 0x100000000
      let k = 0
      while (k < PILOTS.length && (u -= r.beliefs[k]) >= 0) k++
      if (k < PILOTS.length) pilot.set(seat, k)
    }
    // for a seat of none of the pilots it reads, with the level's bank: the plan of a bank's pilot, drawn by its weight
    const fromBank = new Map<SeatId, number>()
    for (const [seat, b] of banked ?? []) if (!pilot.has(seat)) fromBank.set(seat, bankDraw(b.weights, nextUint32(this.rng) / 0x100000000))
    for (const [id, pool] of pools) {
      const seat = world.planes.find((q) => q.id === id)!.seat
      // with a memory of the opponent (memory.ts): a plan it flew from a stand near this one, with the memory's weight
      const rec = recalled?.get(id)
      if (rec && nextUint32(this.rng) / 0x100000000 < rec.weight) {
        replies.set(id, [...rec.plans[nextUint32(this.rng) % rec.plans.length]])
        continue
      }
      const k = pilot.get(seat)
      const guessed = k === undefined ? undefined : reading!.get(seat)!.plans[k].get(id)
      if (guessed) {
        replies.set(id, [...guessed])
        continue
      }
      const b = fromBank.get(seat) ?? -1
      const banks = b < 0 ? undefined : banked!.get(seat)!.plans[b].get(id)
      if (banks) {
        replies.set(id, [...banks])
        continue
      }
      // with the level's replySearch weight, a plan of the mix its pilot would fly thinking about this seat's plans
      const mix = mixes?.get(id)
      if (mix && nextUint32(this.rng) / 0x100000000 < (this.level.replySearch ?? 0)) {
        let r = nextUint32(this.rng) / 0x100000000
        let i = 0
        while (i < mix.length - 1 && (r -= mix[i]) >= 0) i++
        replies.set(id, pool[i].cards)
        continue
      }
      const choice = choices.get(id)
      const fitted = choice && this.style!.draw(seat, choice)
      if (fitted) {
        replies.set(id, fitted.cards)
        continue
      }
      const u = nextUint32(this.rng) / 0x100000000
      replies.set(id, pool[replyPlace(pool.length, u, this.level.replyDraw)].cards)
    }
    return { world, replies }
  }

  /**
   * Draw a candidate from the strategy, with the level's imprecision. A blunder is a poor plan, never a throw-away: it is
   * drawn among the candidates whose mean value over the columns played is within a plane's loss of the best, so that
   * it does not fly a plane off the table or into a corner it cannot leave (issue 31: the veteran's planes that left
   * the table; trapped.test.ts).
   */
  private draw(strategy: number[], matrix: readonly number[][]): number {
    const lv = this.level
    const u = () => nextUint32(this.rng) / 0x100000000
    if (lv.blunder > 0 && u() < lv.blunder) {
      const means = matrix.map((row) => row.reduce((a, b) => a + b, 0) / Math.max(1, row.length))
      const best = Math.max(...means)
      const bearable = means.flatMap((m, i) => (m >= best - (lv.weights ?? WEIGHTS).lostOwn ? [i] : []))
      return bearable[Math.floor(u() * bearable.length)]
    }
    const w = drawWeights(strategy, lv)
    const sum = w.reduce((a, b) => a + b, 0)
    let r = u() * sum
    for (let i = 0; i < w.length; i++) if ((r -= w[i]) < 0) return i
    return w.length - 1
  }

  /** The quick answers inside a rollout: the heuristic bot's, one per seat, with a generator of its own. */
  private responder(seat: SeatId): Policy {
    let r = this.responders.get(seat)
    if (!r) this.responders.set(seat, (r = new HeuristicBot(this.content, seat, nextUint32(this.rng))))
    return r
  }
}

