/**
 * Revealing the manoeuvre of a phase (rulebook, "Movement": "When all the players have planned their moves,
 * they reveal the first of their manoeuvre cards for the turn").
 *
 * An illegal card is discovered here and dealt with as the rule options say:
 * - 003 (default): "If a player plans an illegal move, when it is discovered replace it with a straight one."
 * - 000 "Illegal Moves": "the illegal card is replaced by a straight manoeuvre. The aircraft immediately takes
 *   stress damage. Draw one card from the A deck, ignoring any special damage."
 * - 004 "Getting out of control": "the plane goes out of control and it is eliminated."
 *
 * An ace's ability may let a card be flown that would be illegal (rules/aces.ts): its use is found here too, as the
 * card is revealed, and the blank counter put on the plane for everyone to see.
 */
import type { CompiledRules } from './rule-types'
import { cardOf, plannedCard } from './compiled-plane'
import { takeCard } from './damage'
import { aceSkillsFor, aceWaiver, illegalReason, sequenceReason, type PlanRules } from './planning'
import { recordAceUse } from './rules/aces/manoeuvres'
import { removePlane } from './removal'
import type { CompiledCard } from './rule-types'
import type { GameEvent, GameState, PlaneState } from './state-types'

const STRESS_DECK = 'A'

/** The cards flown this phase, reused from phase to phase (read at once by the movement). */
let flownBuf: (CompiledCard | null)[] = []

/**
 * Reveal every flying plane's card for the current phase and record the card it will actually fly.
 * Returns the cards to execute, indexed like state.planes (null for planes not flying); the array is reused by the
 * next call.
 */
export function revealManoeuvres(rules: CompiledRules, state: GameState, events: GameEvent[] | null): (CompiledCard | null)[] {
  const slot = state.phase - 1
  const ruled = rules.sequenceRules
  const planes = state.planes
  const out = flownBuf.length === planes.length ? flownBuf : (flownBuf = new Array(planes.length))
  for (let i = 0; i < planes.length; i++) {
    const plane = planes[i]
    // (a plane's slot written once: null where it flies no card)
    if (plane.status !== 'flying') {
      out[i] = null
      continue
    }
    const cp = rules.planes[i]
    const planned = plannedCard(cp, slot, plane.plan![slot])!
    if (events) events.push({ type: 'manoeuvre-revealed', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, card: planned.card.id })
    let reason = ruled ? ruledReason(rules, state, i, planned.card) : illegalReason(plane.last, planned.card)
    if (reason && cp.aceSkills.length) reason = aceReason(rules, state, i, planned.card, reason, events)
    let flown = planned
    if (reason) {
      plane.stats.illegal++
      const option = state.setup.options.illegalPlan
      if (events) {
        events.push({
          type: 'illegal-manoeuvre',
          to: 'all',
          turn: state.turn,
          phase: state.phase,
          plane: plane.id,
          card: planned.card.id,
          reason,
          outcome: option === 'straight' ? 'replaced' : option,
          replacement: option === 'out-of-control' ? null : cp.straight.card.id,
        })
      }
      if (option === 'out-of-control') {
        removePlane(state, plane, 'out-of-control', null, events)
        out[i] = null
        continue
      }
      flown = cp.straight
      if (option === 'stress') takeStressDamage(rules, state, plane, events)
      if (plane.status !== 'flying') {
        out[i] = null
        continue
      }
    }
    plane.executed.push(flown.card.id)
    plane.last = flown.counter
    plane.stats.manoeuvres++
    out[i] = flown
  }
  return out
}

/** Why plane i's card is illegal when optional rules add sequence rules (004 Turning): this turn's cards count. */
function ruledReason(rules: CompiledRules, state: GameState, i: number, card: CompiledCard['card']): string | null {
  const plane = state.planes[i]
  if (!plane.effects) return illegalReason(plane.last, card)
  const cp = rules.planes[i]
  return sequenceReason({ rules, effects: plane.effects, turn: state.turn }, plane.last, card, flownThisTurn(cp, plane.executed))
}

/**
 * The cards a plane has flown this turn, from their ids: a loop, not map's callback, and one list for every first
 * phase (issue 31: with 003's rules every card revealed asks for them).
 */
function flownThisTurn(cp: CompiledRules['planes'][number], executed: readonly string[]): CompiledCard['card'][] {
  if (executed.length === 0) return NOTHING_FLOWN
  const out: CompiledCard['card'][] = new Array(executed.length)
  for (let k = 0; k < executed.length; k++) out[k] = cardOf(cp, executed[k])!.card
  return out
}

/** the cards flown before a turn's first card: none (never changed) */
const NOTHING_FLOWN: CompiledCard['card'][] = []

/**
 * Plane i's card is illegal for `reason`: null when its ace's abilities still at hand let it be flown, their use then
 * recorded and told (rules/aces.ts); else the reason.
 */
function aceReason(rules: CompiledRules, state: GameState, i: number, card: CompiledCard['card'], reason: string, events: GameEvent[] | null): string | null {
  const plane = state.planes[i]
  const cp = rules.planes[i]
  const pr: PlanRules = { rules, effects: plane.effects, turn: state.turn, stand: plane }
  const uses = aceWaiver(pr, plane.last, card, flownThisTurn(cp, plane.executed), aceSkillsFor(cp, pr))
  if (!uses) return reason
  recordAceUse(plane, uses, card.id, state.turn, state.phase, events)
  return null
}

/** One A card, damage points only: special damage (explosions included) is ignored. */
function takeStressDamage(rules: CompiledRules, state: GameState, plane: PlaneState, events: GameEvent[] | null): void {
  const { card, points } = takeCard(rules, state, plane, STRESS_DECK, events)
  if (events) {
    events.push({ type: 'damage-taken', to: 'all', turn: state.turn, phase: state.phase, plane: plane.id, from: null, cards: 1, cause: 'stress' })
    events.push({ type: 'damage-cards', to: [plane.seat], turn: state.turn, phase: state.phase, plane: plane.id, from: null, cards: [card.id], points, total: plane.damageTotal })
  }
  if (plane.damageTotal >= rules.planes[state.planes.indexOf(plane)].aircraft.damagePoints) removePlane(state, plane, 'shot-down', null, events)
}
