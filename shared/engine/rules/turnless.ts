/**
 * 004 The "Turn less" Game (lines 149-160), the option `turnless`.
 *
 * "there are no game turns--only phases. After you flip over a card, move, fire, and assign damage, you take that
 * just-used card into your hand, and move the "II" and "III" cards in the queue over one ... and then play a card
 * from your hand as the new III card. ... each card you play takes effect three phases later" (lines 149-152:
 * `'three'`), and the designer's reply: "you start planning two cards. You reveal and use the first, and fire. You
 * put a third one. ... So each card you play takes effect two phases later" (lines 153-160: `'two'`).
 *
 * How the engine keeps it: the turn of three phases stays (the turn limit, smoke and flame counters, tailing, the
 * rudder and the altitude's turn start keep their pace), and a plane's `plan` is its queue behind the cards it has
 * already flown this turn: plan[phase - 1] is the card revealed in a phase, as in the basic game. The first plan of
 * the game is the whole queue (3 or 2 cards); before every later phase the game waits in the planning step (phase
 * 2 or 3, or 0 at a turn's start) for each flying plane to add one card with a plan command of one card. At the end
 * of a turn the cards not yet flown are carried into the next turn's plan. The queue is the plane's seat's secret,
 * as a plan is (view.ts).
 */
import type { AceSkill, ManoeuvreCard } from '../../content/types'
import type { CompiledPlane } from '../rule-types'
import { aceSkillsFor, aceWaiver, CARDS_PER_TURN, cardRefusals, counterOf, planRefusals, sequenceReason, type PlanRules } from '../planning'
import { afterUse } from './aces/manoeuvres'
import type { AltitudeState, LastManoeuvre, RulesOptions } from '../state-types'
import type { RuleModule } from './hooks'

/**
 * The module: a new turn's plan starts with the queue carried over; the game waits for every flying plane to queue
 * its card before each phase, not only at the turn's start; what a plane may queue is judged against its queue.
 */
export const turnless: RuleModule = {
  id: 'turnless',
  source: '004 The "Turn less" Game, lines 149-160',
  carryPlan: ({ state }, i) => carryQueue(state.planes[i].plan),
  cardsWanted: ({ state }, i) => cardsWanted(state.planes[i].plan, state.phase, queueLength(state.setup.options)),
  planProblem({ rules, state }, i, cards) {
    const plane = state.planes[i]
    const pr = plane.effects ? { rules, effects: plane.effects, turn: state.turn, stand: plane } : undefined
    return queueProblem(rules.planes[i], plane, state.phase, queueLength(state.setup.options), cards, pr)
  },
  plansBeforePhase: () => true,
}

/** The cards a plane's queue holds before each reveal: 3 or 2, or 0 when the game has turns (003). */
export function queueLength(options: Pick<RulesOptions, 'turnless'>): number {
  const t = options.turnless
  return t === 'three' ? 3 : t === 'two' ? 2 : 0
}

/** The index in a plan of the card revealed next: the phase's slot, the first while the turn is being planned. */
function head(phase: number): number {
  return phase > 1 ? phase - 1 : 0
}

/** The cards a plane's queue holds now: its plan's cards not yet revealed. */
export function queueOf(plan: readonly string[] | null | undefined, phase: number): string[] {
  return plan ? plan.slice(head(phase)) : []
}

/** How many cards a flying plane is to add before the next reveal (0: it has queued them). */
export function cardsWanted(plan: readonly string[] | null | undefined, phase: number, q: number): number {
  return Math.max(0, head(phase) + q - (plan?.length ?? 0))
}

/** The cards carried into the next turn: those of the plan not flown in the turn just ended. */
export function carryQueue(plan: readonly string[] | null): string[] | null {
  return plan && plan.length > CARDS_PER_TURN ? plan.slice(CARDS_PER_TURN) : null
}

/**
 * The rules as they judge a card put behind the queue: from where the plane is now (the altitude rules judge a plan
 * from the level at the turn's start, which a card queued in the middle of a turn is not flown from).
 */
function fromNow(pr: PlanRules | undefined): PlanRules | undefined {
  const alt = pr?.effects?.alt
  if (!pr || !alt) return pr
  return { ...pr, effects: { ...pr.effects!, alt: altitudeNow(alt) } }
}

/** A plane's altitude record judged from now: its level, counters and stage now stand for the turn's start. */
export function altitudeNow(alt: AltitudeState): AltitudeState {
  return { ...alt, turnStart: { level: alt.level, climbs: alt.climbs, counter: alt.counter, ...(alt.ground ? { ground: alt.ground } : {}) } }
}

/**
 * The counter after flying `queue` from `last` (an illegal card flown as the straight that replaces it, unless an ace's
 * ability lets it pass: rules/aces.ts), the cards as flown, and the ace's abilities left.
 */
function afterQueue(plane: CompiledPlane, last: LastManoeuvre | null, queue: readonly string[], pr: PlanRules | undefined): { prev: LastManoeuvre | null; flown: ManoeuvreCard[]; skills: readonly AceSkill[] } {
  let prev = last
  let skills = aceSkillsFor(plane, pr)
  const flown: ManoeuvreCard[] = []
  for (const id of queue) {
    const c = plane.cards.get(id)
    if (!c) continue
    const illegal = sequenceReason(pr, prev, c.card, flown) !== null
    const ace = illegal ? aceWaiver(pr, prev, c.card, flown, skills) : null
    if (ace) skills = afterUse(skills, ace)
    const as = illegal && !ace ? plane.straight.card : c.card
    prev = counterOf(as)
    flown.push(as)
  }
  return { prev, flown, skills }
}

/** What a plane that queues cards is, as its seat knows it: its plan, last counter and effects. */
export interface QueueingPlane {
  plan?: readonly string[] | null
  last: LastManoeuvre | null
}

/**
 * Why the cards a plane adds to its queue may not be added: the wrong number, a card not in its deck, a card already
 * in the queue ("a deck holds one of each card": a queued card comes back to the hand only once flown), or a card
 * the optional rules in force refuse. Null when they may. A card that only breaks the sequence rules is accepted and
 * found when revealed, as in the basic game.
 */
export function queueProblem(plane: CompiledPlane, p: QueueingPlane, phase: number, q: number, cards: unknown, pr: PlanRules | undefined): string | null {
  const want = cardsWanted(p.plan, phase, q)
  if (!Array.isArray(cards)) return 'a plan is a list of card ids'
  if (cards.length !== want) {
    return want === 1
      ? `in the turn-less game a plane puts one card behind its queue before each phase, not ${cards.length}`
      : `in the turn-less game the first plan is the whole queue of ${want} cards, not ${cards.length}`
  }
  const queue = queueOf(p.plan, phase)
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i]
    if (typeof id !== 'string') return 'card ids are strings'
    if (!plane.cards.has(id)) return `card ${id} is not in the ${plane.aircraft.manoeuvreDeck} deck of ${plane.id} (${plane.aircraft.name})`
    if (queue.includes(id)) return `card ${id} is already in the queue: a deck holds one of each card, and a queued card comes back to the hand only once flown`
    if (cards.indexOf(id) !== i) return 'the same card cannot be queued twice: a deck holds one of each card'
  }
  if (!pr?.effects) return null
  // the optional rules' refusals of each new card, judged after the cards queued before it
  const refused: string[] = []
  const judge = fromNow(pr)
  const { prev: after, flown } = afterQueue(plane, p.last, queue, judge)
  let prev = after
  for (const id of cards as string[]) {
    const c = plane.cards.get(id)!.card
    const why = cardRefusals(judge, prev, c)
    if (why.length) refused.push(`${id}: ${why.join('; ')}`)
    const as = sequenceReason(judge, prev, c, flown) ? plane.straight.card : c
    prev = counterOf(as)
    flown.push(as)
  }
  // a rule on a whole plan (a damaged engine's stall) judges the three cards flown in one turn, when the third is queued
  const before = p.plan?.length ?? 0
  if (before < CARDS_PER_TURN && before + cards.length >= CARDS_PER_TURN) {
    const turn = [...(p.plan ?? []), ...(cards as string[])].slice(0, CARDS_PER_TURN).map((id) => plane.cards.get(id)!.card)
    const whole = planRefusals(pr, turn)
    if (whole.length) refused.push(`the turn's cards ${turn.map((c) => c.id).join(', ')}: ${whole.join('; ')}`)
  } else if (before + cards.length < CARDS_PER_TURN && pr.rules.hooks.planRefusals.length) {
    // the turn's first cards must leave a way to finish it: a climb past the ceiling is not undone by a later card
    const ids = [...(p.plan ?? []), ...(cards as string[])]
    const dead = deadEnd(plane, pr, ids, new Set([...queue, ...ids]))
    if (dead) refused.push(`the turn's first cards ${ids.join(', ')}: no card can complete the turn (${dead})`)
  }
  return refused.length ? refused.join('; ') : null
}

/**
 * Why the turn begun with `ids` cannot be completed to three cards the whole-plan rules take (the altitude's ceiling,
 * a damaged engine's stall), with the cards not in `used`: the first completion's refusal; null when one is taken.
 */
function deadEnd(plane: CompiledPlane, pr: PlanRules, ids: readonly string[], used: Set<string>): string | null {
  let why: string | null = null
  const tryFrom = (turn: ManoeuvreCard[]): boolean => {
    if (turn.length === CARDS_PER_TURN) {
      const whole = planRefusals(pr, turn)
      why ??= whole.join('; ')
      return whole.length === 0
    }
    for (const [id, c] of plane.cards) {
      if (used.has(id)) continue
      used.add(id)
      const ok = tryFrom([...turn, c.card])
      used.delete(id)
      if (ok) return true
    }
    return false
  }
  return tryFrom(ids.map((id) => plane.cards.get(id)!.card)) ? null : why ?? 'no cards left'
}

/**
 * For each card of the deck, why it may not be put behind the queue now (null: it may): the planning screen and the
 * bots. Legality is judged against the last card of the queue, as flown.
 */
export function queueOptions(plane: CompiledPlane, p: QueueingPlane, phase: number, pr: PlanRules | undefined): Map<string, string | null> {
  const queue = queueOf(p.plan, phase)
  const judge = fromNow(pr)
  const { prev, flown, skills } = afterQueue(plane, p.last, queue, judge)
  // the card that completes the turn's three is judged with them by the whole-plan rules (a damaged engine's stall)
  const turn = p.plan?.length === CARDS_PER_TURN - 1 ? p.plan.map((id) => plane.cards.get(id)!.card) : null
  const out = new Map<string, string | null>()
  for (const [id, c] of plane.cards) {
    const reasons: string[] = []
    if (queue.includes(id)) reasons.push('already in the queue')
    reasons.push(...cardRefusals(judge, prev, c.card))
    // a card only an ace's ability lets pass is offered: the reveal judges it with the blank counters then
    const illegal = sequenceReason(judge, prev, c.card, flown)
    if (illegal && !aceWaiver(judge, prev, c.card, flown, skills)) reasons.push(illegal)
    if (turn) reasons.push(...planRefusals(pr, [...turn, c.card]))
    else if (pr?.effects && pr.rules.hooks.planRefusals.length && (p.plan?.length ?? 0) + 1 < CARDS_PER_TURN && !queue.includes(id)) {
      const ids = [...(p.plan ?? []), id]
      const dead = deadEnd(plane, pr, ids, new Set([...queue, ...ids]))
      if (dead) reasons.push(`no card could complete the turn after it (${dead})`)
    }
    out.set(id, reasons.length ? reasons.join('; ') : null)
  }
  return out
}
