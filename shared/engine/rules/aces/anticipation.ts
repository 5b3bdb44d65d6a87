/**
 * 004's Anticipation (the D10 table, line 388): "Place cards for phases I and II as normal. Only place the phase III
 * card after all phase II moving and firing has been resolved. This means that the Ace can see the results of the
 * first two moves prior to placing the third card."
 *
 * How the app plays it (as 004's turn-less game does, rules/turnless.ts, with the cardsWanted, planProblem and
 * plansBeforePhase hooks): an anticipating pilot's plane plans two cards at the turn's start; after the second phase's
 * fire the game waits in the planning step (phase 3) for its third card, a plan command of one card, judged after the
 * two flown (a card of the deck not played this turn; the optional rules' refusals of the whole turn). The other
 * planes plan their three cards as always. The third card is as secret as any plan until it is revealed. With the
 * turn-less game (every card is placed late already) the module is not brought in.
 */
import type { CompiledPlane, CompiledRules } from '../../rule-types'
import { CARDS_PER_TURN, cardRefusals, counterOf, planRefusals, planShapeProblem, sequenceReason, type PlanRules } from '../../planning'
import type { GameState, LastManoeuvre } from '../../state-types'
import type { HookContext, RuleModule } from '../hooks'
import { queueOptions } from '../turnless'
import { repeatProblem, resolveRepeats } from './exceptional-pilot'

/** The cards placed at the turn's start by an anticipating pilot: phases I and II. */
export const FIRST_CARDS = 2

/** Whether the plane's pilot anticipates. */
export function anticipates(plane: CompiledPlane): boolean {
  return plane.aceSkills.includes('anticipation')
}

/**
 * How many cards a flying plane is still to plan now: an anticipating pilot two at the turn's start and the third
 * before phase III; the others three until they have a plan.
 */
export function anticipationWants(anticipating: boolean, plan: readonly string[] | null | undefined, phase: number): number {
  const have = plan?.length ?? 0
  if (!anticipating) return have ? 0 : CARDS_PER_TURN
  if (phase <= 1) return have ? 0 : FIRST_CARDS
  return phase === 3 && have < CARDS_PER_TURN ? CARDS_PER_TURN - have : 0
}

function planRules(rules: CompiledRules, state: GameState, i: number): PlanRules | undefined {
  const p = state.planes[i]
  return p.effects ? { rules, effects: p.effects, turn: state.turn, stand: p } : undefined
}

/**
 * For each card of the deck, why it may not be the third card now (null: it may): judged after the two flown, as a
 * card put behind a queue is (turnless.ts queueOptions), and never a card already played this turn.
 */
export function thirdCardOptions(plane: CompiledPlane, p: { plan?: readonly string[] | null; last: LastManoeuvre | null }, pr: PlanRules | undefined): Map<string, string | null> {
  const out = queueOptions(plane, { plan: p.plan, last: p.last }, 3, pr)
  for (const id of p.plan ?? []) out.set(id, ['already played this turn', out.get(id)].filter(Boolean).join('; '))
  return out
}

/** Why plane i may not plan `cards` now, or null. */
export function anticipationProblem(rules: CompiledRules, state: GameState, i: number, cards: unknown): string | null {
  const plane = rules.planes[i]
  const p = state.planes[i]
  const want = anticipationWants(anticipates(plane), p.plan, state.phase)
  if (!Array.isArray(cards)) return 'a plan is a list of card ids'
  if (!anticipates(plane) || want === CARDS_PER_TURN) {
    const shape = planShapeProblem(plane, cards)
    if (shape) return shape
  } else if (cards.length !== want) {
    return want === FIRST_CARDS
      ? `an anticipating pilot (004 line 388) places the cards of phases I and II now, not ${cards.length}: the third after phase II's moves and fire`
      : `an anticipating pilot places one card now, for phase III, not ${cards.length}`
  } else {
    const before = p.plan ?? []
    const all = [...before, ...cards]
    const repeat = repeatProblem(plane, all)
    if (repeat) return repeat
    for (const id of cards) {
      if (typeof id !== 'string') return 'card ids are strings'
      if (id === '1' || id === '2') continue
      if (!plane.cards.has(id)) return `card ${id} is not in the ${plane.aircraft.manoeuvreDeck} deck of ${plane.id} (${plane.aircraft.name})`
      if (all.indexOf(id) !== all.lastIndexOf(id)) return `card ${id} is already played this turn: a deck holds one of each card`
    }
  }
  const pr = planRules(rules, state, i)
  if (!pr) return null
  // the optional rules' refusals (a jammed rudder, a damaged engine, the ceiling): each card's, judged after the cards
  // before it as flown; the whole turn's once its third card is placed
  const ids = resolveRepeats(cards as string[], p.plan ?? [])
  const refused: string[] = []
  let prev = p.last
  for (const id of ids) {
    const c = plane.cards.get(id)!.card
    const why = cardRefusals(pr, prev, c)
    if (why.length) refused.push(`${id}: ${why.join('; ')}`)
    prev = counterOf(sequenceReason(pr, prev, c, []) ? plane.straight.card : c)
  }
  const turn = [...(p.plan ?? []), ...ids]
  if (turn.length === CARDS_PER_TURN) {
    const whole = planRefusals(pr, turn.map((id) => plane.cards.get(id)!.card))
    if (whole.length) refused.push(`the turn's cards ${turn.join(', ')}: ${whole.join('; ')}`)
  }
  return refused.length ? refused.join('; ') : null
}

/** Brought in when a pilot anticipates (and the turn-less game is not played). */
export const anticipation: RuleModule = {
  id: 'anticipation',
  source: '004 line 388 (Anticipation)',
  cardsWanted: ({ rules, state }: HookContext, i: number) => anticipationWants(anticipates(rules.planes[i]), state.planes[i].plan, state.phase),
  planProblem: ({ rules, state }: HookContext, i: number, cards: unknown) => anticipationProblem(rules, state, i, cards),
  // before phase III: wait for the anticipating planes' third cards
  plansBeforePhase: ({ rules, state }: HookContext) => state.phase === 3 && state.planes.some((p, i) => p.status === 'flying' && anticipates(rules.planes[i]) && (p.plan?.length ?? 0) < CARDS_PER_TURN),
}
