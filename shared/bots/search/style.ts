/**
 * A model of how a seat flies, fitted to what it was seen to fly (issue 31: "opponent modelling that generalises
 * beyond three named pilots"). pilots.ts reads three pilots it knows by name; a seat it reads as "none of them" got
 * its plans drawn from its own ranked list, weighted towards the top. This fits each such seat a choice model of its
 * own instead.
 *
 * The model is a softmax (a conditional logit) over the seat's legal plans: P(plan) ∝ exp(θ·f(plan)), where f are a
 * plan's features from where the plane stands (FEATURES: shots it gets and shots it gives against enemies flying
 * straight, the range and bearing to the nearest enemy at the end, sitting behind it, the table's edge, altitude
 * changed, straight cards, how far it turns, how far it goes; eight more at FEATURES, 0 unless a level turns them on),
 * each standardised over the plane's legal plans that turn so that one θ serves every turn. Before each turn the bot
 * notes every plane's legal plans and their features; once the turn is flown it sees where the planes stand (public)
 * and which plans put them there (within 0.5 cm and 0.02 rad, as pilots.ts), and refits θ by maximum likelihood over
 * every turn seen (gradient ascent, with a Gaussian prior centred on PRIOR_THETA, which flies roughly as the cheap
 * ranking does). Nothing is secret: the plans come
 * from the bot's view, and what they are checked against is where the planes stand on the table.
 *
 * Whether to trust the fitted model over the old draw (top-weighted from the seat's ranked replies) is itself
 * learnt: two models, each scored on every turn by the probability it gave, before that turn, to what the seat then
 * flew (a prequential Bayes factor). Against a seat whose style the features capture the fitted model wins within a
 * few turns; against one they do not, the old draw keeps its weight, so the search is no worse than before.
 */
import type { CompiledPlane, CompiledRules } from '../../engine/compiled'
import { nextUint32, type RngState } from '../../engine/rng'
import { resolveRepeats } from '../../engine/rules/aces/exceptional-pilot'
import type { PlaneId, SeatId } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { baseCorners } from '../../geometry/base'
import { advance, wrapAngle, type Pose } from '../../geometry/pose'
import { cardsAtDistance, rulerDistance } from '../../geometry/ruler'
import { behind, edgeRisk, type Candidate } from './candidates'
import { bankProbabilities, REASONERS, reasonerProbabilities, softmax } from './reasoners'
import { FEATURES } from './style-features'
import { takeFlown } from './pilots'

/**
 * The features. Issue 31's eleventh pass added three, each 0 (so of no weight) unless its level option is on (off in
 * every level; docs/ai-passes.md "Eleventh pass"):
 * - givenVsOwn and takenVsOwn (`fitsVsOwn`): the shots the plan gets and gives against the watching bot's own likely
 *   plans (its candidates as first ranked), not against it flying straight: what a pilot who thinks about the bot's
 *   plans would weigh;
 * - oldDraw (`fitsOld`): the old draw's log probability of the plan (over OLD_SCALE), so that the fitted model nests
 *   the old draw (θ OLD_SCALE on it and 0 elsewhere is the old draw) and learns how a seat departs from it.
 * Issue 31's twelfth pass added five more (`fitsReason`, off in every level; docs/ai-passes.md "Twelfth pass"), for a
 * pilot who picks the plan that does best against what the watching bot may fly (the reasoner bank, reasoners.ts, reads
 * them with the level's `reasons`):
 * - worstVsOwn: the plan's shots given less taken in the worst of the worlds of the bot's likely plans (a maximin pilot);
 * - endVsOwn: its end of the turn behind the bot's planes less theirs behind it, on average over those worlds;
 * - givenVsSpread, takenVsSpread and endVsSpread: its shots given and taken, and its end of the turn, on average over a
 *   spread of everywhere the bot's planes could go (spread.ts; a pilot who takes every plan of the bot as alike).
 */
export { FEATURES }

/** Where θ starts and what the fit is pulled back to: about the cheap ranking (shots, not being shot, behind, no edge). */
export const PRIOR_THETA: readonly number[] = [0.6, -0.4, 0, 0.2, 0.4, -0.4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
/**
 * the oldDraw feature is the log probability over OLD_SCALE, so that it varies over a plane's plans about as much as
 * the standardised features do (the fit's steps stay stable); the prior of the model that nests the old draw is the old
 * draw itself, θ OLD_SCALE on it
 */
const OLD_SCALE = 4
export const NESTED_PRIOR: readonly number[] = FEATURES.map((f) => (f === 'oldDraw' ? OLD_SCALE : 0))
const OLD = FEATURES.indexOf('oldDraw')
/** the eleventh pass's VsOwn features (fitsVsOwn) and the twelfth pass's (fitsReason) */
const VS_OWN_FEATURES = [FEATURES.indexOf('givenVsOwn'), FEATURES.indexOf('takenVsOwn')]
const REASON_FEATURES = (['worstVsOwn', 'endVsOwn', 'givenVsSpread', 'takenVsSpread', 'endVsSpread'] as const).map((f) => FEATURES.indexOf(f))
/** the reasoner bank's weight before anything is seen (the level's reasons), taken from the old draw's */
export const BANK_PRIOR = 0.3
/** how many of the bot's own candidates, each plane's first, the VsOwn features are the mean against (candidates.ts rankAgainstReplies' paths) */
const VS_OWN_PATHS = 8
/** how many plans of a spread of each of the bot's planes' legal plans the VsSpread features are the mean against */
export const VS_SPREAD_PATHS = 16
/** the Gaussian prior's precision (the L2 pull towards PRIOR_THETA) */
const PRECISION = 0.2
/** gradient steps a refit, and their size */
const STEPS = 60
const RATE = 1
/** turns of a seat's flying kept for the fit */
const MEMORY = 16
/** the odds of the fitted model against the old draw before anything is seen */
export const FITTED_PRIOR = 0.3
/** the old draw's probability is smoothed by this much of a uniform draw (a plan outside its pool is not impossible) */
const SMOOTH = 0.05
/** how near a plane must stand to where a plan puts it to bear the plan out: cm, and radians of heading (pilots.ts) */
const NEAR_CM = 0.5
const NEAR_RAD = 0.02

/** One plane's turn: its legal plans' standardised features, and the old draw's probability of each. */
export interface Choice {
  plans: Candidate[]
  features: number[][]
  /** the old draw (top-weighted from the ranked replies), smoothed */
  old: number[]
  /** the fitted model's probabilities, worked out at the first draw of the turn */
  fitted?: number[]
  /** with the reasoner bank (reasoners.ts): each reasoner's probabilities, and the bank's, worked out at the first draw */
  reasoned?: number[][]
  bank?: number[]
}

export interface Seen {
  features: number[][]
  /** indices of the plans that put the plane where it stood */
  matched: number[]
  /** how many plans each row of features stands for (the bench's records keep alike rows once); 1 each when absent */
  counts?: number[]
}

/** The refit's settings, style.ts's own when absent (the bench's style-fit.ts tries others). */
export interface FitOptions {
  prior?: readonly number[]
  precision?: number
  steps?: number
  rate?: number
}

interface SeatModel {
  theta: number[]
  history: Seen[]
  /** log of the probabilities each model gave what the seat flew (the bank's -Infinity without one) */
  logFitted: number
  logOld: number
  logBank: number
  /** each reasoner's log weight in the bank: its prior (alike) and the log probabilities it gave what the seat flew */
  reasonerLog: number[]
}

interface Flown {
  arcs: NonNullable<CompiledPlane['arcs']['front']>[]
  poses: Pose[]
  corners: Float64Array[]
}

/** An enemy's path of three stands with its arcs and bases (`poses` its plan's, else flying straight on). */
function flown(rules: CompiledRules, e: PlaneView, poses?: Pose[]): Flown {
  const ep = rules.byId.get(e.id)!
  if (!poses) {
    const s = ep.straight
    poses = []
    let pose: Pose = { x: e.x, y: e.y, h: e.h }
    for (let k = 0; k < 3; k++) poses.push((pose = advance(pose, s.right, s.forward, s.turn)))
  }
  return { arcs: [ep.arcs.front, ep.arcs.rear].filter((a) => !!a), poses, corners: poses.map((p) => baseCorners(p, ep.shape)) }
}

/** The fire cards plan `c` gives the enemies flying `paths` and takes from them, over its first three stands. */
function exchange(plane: CompiledPlane, c: Candidate, paths: readonly Flown[], ruler: number, mine: Float64Array): [number, number] {
  const arcs = [plane.arcs.front, plane.arcs.rear].filter((a) => !!a)
  let given = 0
  let taken = 0
  for (let k = 0; k < c.poses.length && k < 3; k++) {
    const pose = c.poses[k]
    baseCorners(pose, plane.shape, mine)
    for (const e of paths) {
      for (const arc of arcs) {
        const d = rulerDistance(pose.x, pose.y, pose.h, arc, e.corners[k], ruler)
        if (d < Infinity) given += cardsAtDistance(d, ruler)
      }
      const ep = e.poses[k]
      for (const arc of e.arcs) {
        const d = rulerDistance(ep.x, ep.y, ep.h, arc, mine, ruler)
        if (d < Infinity) taken += cardsAtDistance(d, ruler)
      }
    }
  }
  return [given, taken]
}

/**
 * The worlds the VsOwn (VsSpread) features are counted in: the k-th plan of `against` for each enemy it gives plans for
 * (the watching bot's planes), the other enemies flying straight on; `n` in all, as rankAgainstReplies takes them.
 */
function ownWorlds(rules: CompiledRules, enemies: readonly PlaneView[], against: ReadonlyMap<PlaneId, readonly Candidate[]>, n = VS_OWN_PATHS): Flown[][] {
  const paths = enemies.map((e) => {
    const given = (against.get(e.id) ?? []).filter((c) => c.poses.length === 3).slice(0, n)
    return given.length ? given.map((c) => flown(rules, e, c.poses)) : [flown(rules, e)]
  })
  if (!paths.some((x, i) => against.has(enemies[i].id))) return []
  const worlds = Math.min(Math.max(...paths.map((x) => x.length)), Math.max(1, Math.floor(n / enemies.length)))
  return Array.from({ length: worlds }, (_, w) => paths.map((x) => x[w % x.length]))
}

/**
 * The features of a plane's plans from where it stands, standardised over the plans (a feature that does not vary is
 * 0). `against`: the watching bot's own planes' plans, best first, for the VsOwn features (0 without); `spread`: a
 * spread of their legal plans, for the twelfth pass's features (0 without; worstVsOwn and endVsOwn need `against` too).
 */
export function planFeatures(rules: CompiledRules, view: GameView, q: PlaneView, plans: readonly Candidate[], against?: ReadonlyMap<PlaneId, readonly Candidate[]>, spread?: ReadonlyMap<PlaneId, readonly Candidate[]>): number[][] {
  return standardised(rawFeatures(rules, view, q, plans, against, spread))
}

/** The features of planFeatures before they are standardised. */
export function rawFeatures(rules: CompiledRules, view: GameView, q: PlaneView, plans: readonly Candidate[], against?: ReadonlyMap<PlaneId, readonly Candidate[]>, spread?: ReadonlyMap<PlaneId, readonly Candidate[]>): number[][] {
  const plane = rules.byId.get(q.id)!
  const ruler = rules.ruler
  const table = view.setup.table
  const foes = view.planes.filter((e) => e.team !== q.team && e.status === 'flying')
  const paths = foes.map((e) => flown(rules, e))
  const worlds = against ? ownWorlds(rules, foes, against) : []
  const spreadWorlds = spread ? ownWorlds(rules, foes, spread, VS_SPREAD_PATHS) : []
  const reason = !!spread
  const mine = new Float64Array(8)
  return plans.map((c) => {
    const [given, taken] = exchange(plane, c, paths, ruler, mine)
    const end = c.poses[c.poses.length - 1] ?? { x: q.x, y: q.y, h: q.h }
    // its end of the turn behind an enemy's plan, less that plan behind it
    const facing = (e: Flown) => behind(end, e.poses[2], ruler) - behind(e.poses[2], end, ruler)
    let givenVsOwn = 0
    let takenVsOwn = 0
    let worstVsOwn = 0
    let endVsOwn = 0
    worlds.forEach((w, k) => {
      const [g, t] = exchange(plane, c, w, ruler, mine)
      givenVsOwn += g / worlds.length
      takenVsOwn += t / worlds.length
      if (!reason) return
      if (k === 0 || g - t < worstVsOwn) worstVsOwn = g - t
      for (const e of w) endVsOwn += facing(e) / worlds.length
    })
    let givenVsSpread = 0
    let takenVsSpread = 0
    let endVsSpread = 0
    for (const w of spreadWorlds) {
      const [g, t] = exchange(plane, c, w, ruler, mine)
      givenVsSpread += g / spreadWorlds.length
      takenVsSpread += t / spreadWorlds.length
      for (const e of w) endVsSpread += facing(e) / spreadWorlds.length
    }
    let range = 0
    let noseOn = 0
    let back = 0
    let near: Pose | null = null
    for (const e of paths) if (!near || Math.hypot(e.poses[2].x - end.x, e.poses[2].y - end.y) < Math.hypot(near.x - end.x, near.y - end.y)) near = e.poses[2]
    if (near) {
      const d = Math.hypot(near.x - end.x, near.y - end.y) || 1e-6
      range = d / ruler
      noseOn = ((near.x - end.x) * Math.sin(end.h) + (near.y - end.y) * Math.cos(end.h)) / d
      back = behind(end, near, ruler)
    }
    let altitude = 0
    let straight = 0
    const cards = resolveRepeats(c.cards)
    for (const id of cards) {
      const card = plane.cards.get(id)?.card
      if (!card) continue
      if (card.altitude === 'climb') altitude++
      else if (card.altitude === 'dive') altitude--
      if (card.straight) straight++
    }
    const turning = Math.abs(wrapAngle(end.h - q.h))
    const distance = Math.hypot(end.x - q.x, end.y - q.y) / ruler
    return [given, taken, range, noseOn, back, edgeRisk(end, table, ruler), altitude, straight, turning, distance, givenVsOwn, takenVsOwn, 0, worstVsOwn, endVsOwn, givenVsSpread, takenVsSpread, endVsSpread]
  })
}

/** Each feature standardised over the plans (in place): mean 0, deviation 1, and 0 where it does not vary. */
function standardised(raw: number[][]): number[][] {
  const n = raw.length
  for (let f = 0; f < FEATURES.length; f++) {
    let mean = 0
    for (const r of raw) mean += r[f]
    mean /= n || 1
    let sd = 0
    for (const r of raw) sd += (r[f] - mean) ** 2
    sd = Math.sqrt(sd / (n || 1))
    for (const r of raw) r[f] = sd > 1e-9 ? (r[f] - mean) / sd : 0
  }
  return raw
}

/** The softmax choice probabilities of plans with features `x` under θ. */
export function choiceProbabilities(theta: readonly number[], x: readonly (readonly number[])[], counts?: readonly number[]): number[] {
  const u = x.map((f) => f.reduce((s, v, k) => s + v * theta[k], 0))
  const top = Math.max(...u)
  const e = u.map((v, i) => (counts ? counts[i] * Math.exp(v - top) : Math.exp(v - top)))
  const sum = e.reduce((a, b) => a + b, 0)
  return e.map((v) => v / sum)
}

/**
 * θ fitted to turns seen: the maximum of Σ log P(matched plans) − PRECISION/2 |θ − PRIOR_THETA|² by gradient ascent
 * from `start` (the gradient of a turn's log-likelihood is E[f | matched] − E[f]).
 */
export function fitTheta(history: readonly Seen[], start: readonly number[] = PRIOR_THETA, opts: FitOptions = {}): number[] {
  const { prior = PRIOR_THETA, precision = PRECISION, steps = STEPS, rate = RATE } = opts
  const theta = [...start]
  const m = FEATURES.length
  for (let step = 0; step < steps; step++) {
    const grad = theta.map((t, k) => -precision * (t - prior[k]))
    for (const s of history) {
      const p = choiceProbabilities(theta, s.features, s.counts)
      let pm = 0
      for (const i of s.matched) pm += p[i]
      if (pm <= 0) continue
      for (let k = 0; k < m; k++) {
        let all = 0
        for (let i = 0; i < p.length; i++) all += p[i] * s.features[i][k]
        let hit = 0
        for (const i of s.matched) hit += p[i] * s.features[i][k]
        grad[k] += hit / pm - all
      }
    }
    const scale = rate / Math.max(1, history.length)
    for (let k = 0; k < m; k++) theta[k] += scale * grad[k]
  }
  return theta
}

/** The old draw's probabilities over a plane's legal plans: pool[⌊n u²⌋] (search-bot.ts), smoothed by a uniform draw. */
export function oldDraw(plans: readonly Candidate[], pool: readonly Candidate[]): number[] {
  const n = pool.length
  const out = plans.map(() => SMOOTH / plans.length)
  for (let i = 0; i < n; i++) {
    const k = plans.indexOf(pool[i])
    if (k >= 0) out[k] += (1 - SMOOTH) * (Math.sqrt((i + 1) / n) - Math.sqrt(i / n))
  }
  return out
}

/** How a StyleReader models a seat beyond the plain fitted model (the level's options of the same names, levels.ts). */
export interface ReaderOptions {
  /** the fitted model nests the old draw (the oldDraw feature; fitsOld) */
  nested?: boolean
  /** the weight of the fitted model against the old draw before anything is seen (fitsTrust); FITTED_PRIOR when absent */
  trust?: number
  /** a third model, the reasoner bank (reasoners.ts; reasons), BANK_PRIOR of the weight at first, taken from the old draw's */
  bank?: boolean
  /** with the bank: whether the fitted model also weighs the VsOwn features (fitsVsOwn) and the twelfth pass's (fitsReason); else they are the bank's alone */
  vsOwn?: boolean
  reason?: boolean
}

export class StyleReader {
  private readonly seats = new Map<SeatId, SeatModel>()
  /** the choices noted before the turn `turn`, by plane, with the seat and where the plane stood */
  private pending: { turn: number; planes: Map<PlaneId, { seat: SeatId; choice: Choice }> } | null = null
  /** the prior θ: PRIOR_THETA, or NESTED_PRIOR when the model nests the old draw */
  private readonly prior: readonly number[]

  private readonly nested: boolean
  private readonly trust: number
  private readonly bank: boolean
  private readonly hidden: readonly number[]

  constructor(
    private readonly rng: RngState,
    opts: ReaderOptions = {},
  ) {
    this.nested = !!opts.nested
    this.trust = opts.trust ?? FITTED_PRIOR
    this.bank = !!opts.bank
    this.prior = this.nested ? NESTED_PRIOR : PRIOR_THETA
    // the features the bank reads and the fitted model is not to weigh
    this.hidden = this.bank ? [...(opts.vsOwn || opts.reason ? [] : VS_OWN_FEATURES), ...(opts.reason ? [] : REASON_FEATURES)] : []
  }

  private model(seat: SeatId): SeatModel {
    let m = this.seats.get(seat)
    if (!m) {
      const bank = this.bank ? BANK_PRIOR : 0
      m = { theta: [...this.prior], history: [], logFitted: Math.log(this.trust), logOld: Math.log(1 - this.trust - bank), logBank: Math.log(bank), reasonerLog: REASONERS.map(() => 0) }
      this.seats.set(seat, m)
    }
    return m
  }

  /** θ for `seat` (the prior before anything is seen). */
  thetaOf(seat: SeatId): readonly number[] {
    return this.seats.get(seat)?.theta ?? this.prior
  }

  /** The weight of the fitted model for `seat` (against the old draw, and the bank if any), from what each predicted of it. */
  trustOf(seat: SeatId): number {
    return this.weights(seat)[0]
  }

  /** The weight of the reasoner bank for `seat` (0 without one). */
  bankTrustOf(seat: SeatId): number {
    return this.weights(seat)[1]
  }

  /** The fitted model's and the bank's weights for `seat`; the old draw's is the rest. */
  private weights(seat: SeatId): [number, number] {
    const m = this.seats.get(seat)
    if (!m) return [this.trust, this.bank ? BANK_PRIOR : 0]
    if (!this.bank) return [1 / (1 + Math.exp(m.logOld - m.logFitted)), 0]
    const top = Math.max(m.logFitted, m.logOld, m.logBank)
    const [f, o, b] = [m.logFitted, m.logOld, m.logBank].map((l) => Math.exp(l - top))
    return [f / (f + o + b), b / (f + o + b)]
  }

  /** The bank's probabilities over a noted choice's plans for `seat` (null without a bank). */
  bankOf(seat: SeatId, choice: Choice): number[] | null {
    return choice.reasoned ? (choice.bank ??= bankProbabilities(this.model(seat).reasonerLog, choice.reasoned)) : null
  }

  /** Each reasoner's weight in `seat`'s bank (REASONERS' order). */
  reasonersOf(seat: SeatId): number[] {
    const logs = this.seats.get(seat)?.reasonerLog ?? REASONERS.map(() => 0)
    return softmax(logs)
  }

  /** How many of `seat`'s planes' turns the fit has seen. */
  seenOf(seat: SeatId): number {
    return this.seats.get(seat)?.history.length ?? 0
  }

  /**
   * What the turn just flown showed: for each plane noted before it and still flying, the plans that put it where it
   * stands now; each model is scored on them and θ is refitted. `view` is the bot's view at the next turn's planning.
   */
  observe(view: GameView): void {
    const { flown: p, keep } = takeFlown(this.pending, view)
    this.pending = keep
    if (!p) return
    const touched = new Set<SeatId>()
    for (const [id, { seat, choice }] of p.planes) {
      const now = view.planes.find((q) => q.id === id)
      if (!now || now.status !== 'flying') continue
      const matched: number[] = []
      choice.plans.forEach((c, i) => {
        const e = c.poses[c.poses.length - 1]
        if (e && Math.hypot(e.x - now.x, e.y - now.y) <= NEAR_CM && Math.abs(wrapAngle(e.h - now.h)) <= NEAR_RAD) matched.push(i)
      })
      // a bump or a plan outside the legal ones it was thought to have: nothing to learn
      if (!matched.length) continue
      const m = this.model(seat)
      const fitted = choiceProbabilities(m.theta, choice.features)
      m.logFitted += Math.log(matched.reduce((s, i) => s + fitted[i], 0))
      m.logOld += Math.log(matched.reduce((s, i) => s + choice.old[i], 0))
      if (choice.reasoned) {
        const bank = (choice.bank ??= bankProbabilities(m.reasonerLog, choice.reasoned))
        m.logBank += Math.log(matched.reduce((s, i) => s + bank[i], 0))
        choice.reasoned.forEach((p, r) => (m.reasonerLog[r] += Math.log(matched.reduce((s, i) => s + p[i], 0))))
      }
      m.history.push({ features: choice.features, matched })
      if (m.history.length > MEMORY) m.history.shift()
      touched.add(seat)
    }
    for (const seat of touched) {
      const m = this.model(seat)
      m.theta = fitTheta(m.history, m.theta, { prior: this.prior })
    }
  }

  /**
   * Note plane `q`'s choice this turn (its legal plans and the old draw's pool), to be checked once the turn is flown;
   * `against`, the bot's own planes' likely plans, for the VsOwn features.
   */
  note(rules: CompiledRules, view: GameView, q: PlaneView, plans: Candidate[], pool: readonly Candidate[], against?: ReadonlyMap<PlaneId, readonly Candidate[]>, spread?: ReadonlyMap<PlaneId, readonly Candidate[]>): Choice {
    if (this.pending?.turn !== view.turn) this.pending = { turn: view.turn, planes: new Map() }
    const raw = rawFeatures(rules, view, q, plans, against, spread)
    const reasoned = this.bank ? reasonerProbabilities(plans, raw, view.setup.table) : undefined
    const features = standardised(this.bank ? raw.map((f) => [...f]) : raw)
    for (const f of features) for (const k of this.hidden) f[k] = 0
    const choice: Choice = { plans, features, old: oldDraw(plans, pool), ...(reasoned ? { reasoned } : {}) }
    if (this.nested) choice.features.forEach((f, i) => (f[OLD] = Math.log(choice.old[i]) / OLD_SCALE))
    this.pending.planes.set(q.id, { seat: q.seat, choice })
    return choice
  }

  /**
   * A plan for a plane of `seat` in one column: from the fitted model with its weight (trustOf), else null (the caller
   * draws the old way).
   */
  draw(seat: SeatId, choice: Choice): Candidate | null {
    const u = () => nextUint32(this.rng) / 0x100000000
    const [fitted, bank] = this.weights(seat)
    const which = u()
    if (which >= fitted + bank) return null
    const p =
      which < fitted || !choice.reasoned
        ? (choice.fitted ??= choiceProbabilities(this.thetaOf(seat), choice.features))
        : this.bankOf(seat, choice)!
    let r = u()
    for (let i = 0; i < p.length; i++) if ((r -= p[i]) < 0) return choice.plans[i]
    return choice.plans[p.length - 1]
  }
}
