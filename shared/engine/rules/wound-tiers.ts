/**
 * Aircrew Wounded, as "WW1 Aerial Combat – Tactical Rules v6" plays it (document 000, lines 285-296), option
 * woundTiers, with special damage (003's Crew Wounded and Observer Wounded are then off: special-damage.ts).
 *
 * "This symbol means that the pilot or observer is wounded. This special damage is kept secret. For a scout, the
 * pilot is wounded. For a two-seater, the pilot is wounded if the card is a “3” damage, otherwise the observer is
 * wounded."
 *
 *            | Pilot                                              | Observer
 *   1 wound  | May not use aimed fire. May not fire just after    | May not use aimed fire. Jammed machineguns
 *            | executing a steep manoeuvre. Jammed machineguns    | take an additional "jammed" counter.
 *            | take an additional "jammed" counter. May not use   |
 *            | the Immelmann turn card.                           |
 *   2 wounds | Must turn for home and leave the playing area by   | May not fire or perform mission (bombing etc.).
 *            | the nearest friendly edge using the shortest       |
 *            | possible route. May not fire or perform mission.   |
 *   3 wounds | Dead. Aircraft crashes and explodes                | Dead
 *
 * The pilot fires the front guns, the observer the rear ones. Aimed fire is aim.ts's, which asks crewWounded; the
 * extra jam counter is jam-roll.ts's with 000's jams, else 003's extra manoeuvre of silence (special-damage.ts).
 *
 * Judgement calls:
 * - "May not use the Immelmann turn card": refused when planned from the turn after the wound; a card already planned
 *   flies, as with a jammed rudder ("Any manoeuvres already selected for the remainder of this turn are carried out").
 * - A two-wound pilot's "May not fire" silences the front guns only; the observer's rear guns still fire.
 * - "Must turn for home ... by the nearest friendly edge using the shortest possible route": the friendly edge is the
 *   team's own edge. Every plan the rules allow is flown on the empty table from where the plane stands; a plan is
 *   refused unless it does as well as the best: leaving the table over that edge after as few cards as possible, or
 *   when no plan leaves it this turn, ending its stand within HOME_SLACK of the nearest the best plan ends. Other
 *   planes are ignored (bumps cannot be foreseen), and a plan leaving by another edge is the worst of all.
 * - The wounds stay secret: the refusals, the silent guns and the rest are told to the plane's own seat only, as
 *   003's are; a fire order naming a silent gun is refused.
 */
import type { Edge } from '../../content/types'
import type { CompiledCard, CompiledPlane, CompiledRules } from '../rule-types'
import { advance, type Pose } from '../../geometry/pose'
import { exitEdge, isOnTable } from '../../geometry/table'
import { pointsOf } from '../damage'
import { cardRefusals, counterOf, sequenceReason, type PlanRules, type PlanStand } from '../planning'
import type { GunArc, PlaneEffects, PlaneState } from '../state-types'
import type { RuleModule } from './hooks'
import { effectsOf } from './hooks'

/** How near the best plan's end a badly wounded pilot's plan must end, cm (stands are placed by hand at the table). */
export const HOME_SLACK = 0.5

/** Whether the crew that fires this arc is wounded: the pilot fires the front guns, an observer the rear ones. */
export function crewWounded(p: { effects?: PlaneEffects }, arc: GunArc): boolean {
  const fx = effectsOf(p)
  if (arc === 'front') return fx.wounds > 0
  return fx.observerWounded || (fx.observerWounds ?? 0) > 0
}

/** "just after executing a steep manoeuvre" */
function justSteep(p: PlaneState): boolean {
  return p.last !== null && p.last.steep
}

/** How a plan flies home: the card after which it left over the friendly edge (-10, -9, -8), or how far from it it ends. */
function homeScore(rules: CompiledRules, cp: CompiledPlane, from: Pose, edge: Edge, cards: readonly CompiledCard[]): number {
  const table = rules.setup.table
  let pose = from
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k]
    pose = advance(pose, c.right, c.forward, c.turn)
    if (!isOnTable(table, pose.x, pose.y)) return exitEdge(table, pose.x, pose.y) === edge ? k - 10 : 1e6
  }
  switch (edge) {
    case 'south':
      return pose.y
    case 'north':
      return table.depth - pose.y
    case 'west':
      return pose.x
    case 'east':
      return table.width - pose.x
  }
}

/** The cards as they would be flown: an illegal card flies as a straight. */
function asFlown(pr: PlanRules, cp: CompiledPlane, last: PlanStand['last'], ids: readonly string[]): CompiledCard[] {
  let prev = last
  const flown: CompiledCard[] = []
  for (const id of ids) {
    const c = cp.cards.get(id)!
    const as = sequenceReason(pr, prev, c.card, flown.map((f) => f.card)) ? cp.straight : c
    flown.push(as)
    prev = counterOf(as.card)
  }
  return flown
}

interface Home {
  /** the best score of any plan the rules allow */
  best: number
  /** one plan that scores it */
  plan: string[]
}

/** per game's rules: the planner asks again for every plan it weighs, from the same stand */
const homeCache = new WeakMap<CompiledRules, Map<string, Home>>()

/**
 * The best a badly wounded pilot can do this turn to fly home, among the plans the other rules allow (sequences
 * legal, no card or plan refused by another rule). Null when the plane cannot be judged.
 */
export function homeFor(pr: PlanRules): Home | null {
  const stand = pr.stand
  const cp = stand ? pr.rules.byId.get(stand.id) : undefined
  if (!stand || !cp || !pr.effects) return null
  const team = pr.rules.setup.teams.find((t) => t.id === pr.rules.setup.planes[cp.index].team)!
  const fx = pr.effects
  const key = `${stand.id}|${stand.x}|${stand.y}|${stand.h}|${JSON.stringify(stand.last)}|${pr.turn}|${JSON.stringify(fx.rudder)}|${fx.engine}|${fx.lastTurn}|${fx.wounds}`
  let cache = homeCache.get(pr.rules)
  if (!cache) homeCache.set(pr.rules, (cache = new Map()))
  const hit = cache.get(key)
  if (hit) return hit
  const others = pr.rules.hooks.planRefusals.filter((m) => m !== woundTiers)
  const ctx = { rules: pr.rules, plane: { effects: fx, stand }, prev: null, turn: pr.turn }
  const cards = [...cp.cards.values()]
  let best: Home = { best: Infinity, plan: [] }
  const used: CompiledCard[] = []
  const search = (prev: PlanStand['last'], k: number) => {
    if (k === 3) {
      const plan = used.map((c) => c.card)
      if (others.some((m) => m.planRefusals!(ctx, plan).length > 0)) return
      const s = homeScore(pr.rules, cp, stand, team.edge, used)
      if (s < best.best) best = { best: s, plan: plan.map((c) => c.id) }
      return
    }
    for (const c of cards) {
      if (used.includes(c)) continue
      if (sequenceReason(pr, prev, c.card, used.map((u) => u.card)) || cardRefusals(pr, prev, c.card).length) continue
      used.push(c)
      search(c.counter, k + 1)
      used.pop()
    }
  }
  search(stand.last, 0)
  if (cache.size > 64) cache.clear()
  cache.set(key, best)
  return best
}

export const woundTiers: RuleModule = {
  id: 'wound-tiers',
  source: '000 lines 285-296 (Aircrew Wounded)',

  cardRefusals(ctx, card) {
    if (card.immelmann && effectsOf(ctx.plane).wounds >= 1) return ['the pilot is wounded: he may not use the Immelmann turn card']
    return []
  },

  planRefusals(ctx, cards) {
    const fx = effectsOf(ctx.plane)
    const stand = ctx.plane.stand
    if (fx.wounds !== 2 || !stand) return []
    const pr: PlanRules = { rules: ctx.rules, effects: fx, turn: ctx.turn, stand }
    const home = homeFor(pr)
    const cp = ctx.rules.byId.get(stand.id)
    if (!home || !cp || home.best === Infinity) return []
    const team = ctx.rules.setup.teams.find((t) => t.id === ctx.rules.setup.planes[cp.index].team)!
    const mine = homeScore(ctx.rules, cp, stand, team.edge, asFlown(pr, cp, stand.last, cards.map((c) => c.id)))
    const fine = home.best < 0 ? mine <= home.best : mine <= home.best + HOME_SLACK
    if (fine) return []
    const best = home.best < 0 ? `leave over the ${team.edge} edge after card ${home.best + 11}` : `end ${home.best.toFixed(1)} cm from the ${team.edge} edge`
    const this_ = mine < 0 ? `leaves after card ${mine + 11}` : mine >= 1e6 ? 'leaves by another edge' : `ends ${mine.toFixed(1)} cm from it`
    return [`the pilot is badly wounded and must fly for home by the shortest route: the best plan would ${best} (${home.plan.join(' ')}); this one ${this_}`]
  },

  fireRefusal(ctx, i, arc) {
    const p = ctx.state.planes[i]
    const fx = effectsOf(p)
    if (arc === 'rear') {
      const w = fx.observerWounds ?? 0
      if (w >= 3) return 'the observer is dead: the rear guns are silent'
      if (w >= 2) return 'the observer is badly wounded: he may not fire'
      return null
    }
    if (fx.wounds >= 2) return 'the pilot is badly wounded: he may not fire'
    if (fx.wounds === 1 && justSteep(p)) return 'the pilot is wounded: no fire just after a steep manoeuvre'
    return null
  },

  cardTaken(ctx, dealt) {
    const card = dealt.card
    if (!card.special.includes('wounded')) return
    const { state, rules, events } = ctx
    const t = state.planes[dealt.target]
    const fx = effectsOf(t)
    // "For a two-seater, the pilot is wounded if the card is a “3” damage, otherwise the observer is wounded."
    const observer = rules.planes[dealt.target].aircraft.twoSeater && pointsOf(card) !== 3
    if (observer) fx.observerWounds = (fx.observerWounds ?? 0) + 1
    else fx.wounds++
    events?.push({ type: 'special-damage', to: [t.seat], turn: state.turn, phase: state.phase, plane: t.id, card: card.id, effect: observer ? 'observer-wounded' : 'pilot-wounded', wounds: observer ? fx.observerWounds : fx.wounds })
  },

  downed(ctx, i) {
    // "Dead. Aircraft crashes and explodes"
    return effectsOf(ctx.state.planes[i]).wounds >= 3 ? 'exploded' : null
  },
}
