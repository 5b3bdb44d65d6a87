/**
 * Planning (rulebook, "Turn" and "Planning").
 *
 * "At the start of the turn, players choose three cards from their planes' manoeuvre decks."
 *
 * "Cards with a diamond symbol are steep manoeuvres. ... you may not plan two steep manoeuvres in a row. If the
 * last card of the previous turn was a steep manoeuvre, you cannot use a steep manoeuvre as the first card of
 * the new turn."
 *
 * "A card with a downward arrow symbol is an Immelmann turn. To play the Immelmann, you must play a straight
 * manoeuvre (one with the upward arrow symbol) just before the Immelmann and another just after. If the last
 * card of the previous turn was a straight, you can use an Immelmann as the first card of the new turn. If a
 * player plans an illegal move, when it is discovered replace it with a straight one."
 *
 * Legality is carried across turns by the counter of the last manoeuvre ("Rest of the Turn"): steep, Immelmann
 * or straight. Before a plane's first manoeuvre of the game there is no counter, so it may not open with an
 * Immelmann (nothing straight came before it).
 *
 * An ace's abilities (rules/aces.ts: Daredevil, Acrobatic pilot, Face to Face's ace) lift some of these rules for a
 * card: checkPlan and slotOptions judge a plan with them the way the reveal will, an ability spent by one card of the
 * plan lifting nothing for the cards after it.
 */
import type { AceSkill, ManoeuvreCard } from '../content/types'
import type { CompiledPlane, CompiledRules, PlanStand, SequenceWaiver } from './rule-types'
import { cardOf } from './compiled-plane'
import { afterUse, availableSkills, waiverOf, waiverSets } from './rules/aces/manoeuvres'
import { isRepeatCard, repeatProblem } from './rules/aces/exceptional-pilot'
import type { GameState, LastManoeuvre, PlaneEffects } from './state-types'
import type { SlotRefusal } from './rules/hooks'

/**
 * What the optional rules in force need to judge a plane's plan (003 Special Damage: a jammed rudder, a damaged
 * engine): the rules, the plane's effects as its seat knows them, and the turn being planned. Without it (or with
 * no optional rule in force) only the basic game's rules apply.
 */
export interface PlanRules {
  rules: CompiledRules
  effects: PlaneEffects | undefined
  turn: number
  /** where the plane stands and its last counter, for a rule that looks at the table (000's badly wounded pilot turns for home) */
  stand?: PlanStand
}

/** The public parts of a plane a planning rule may look at on the table (rule-types.ts, beside the hooks that read it). */
export type { PlanStand } from './rule-types'

/** Every reason the optional rules in force refuse planning `card` (none: it may be planned). */
export function cardRefusals(pr: PlanRules | undefined, prev: LastManoeuvre | null, card: ManoeuvreCard): string[] {
  const mods = pr?.effects ? pr.rules.hooks.cardRefusals : null
  if (!mods || mods.length === 0) return NONE
  // asked for every card of every plan: no list is made while no rule refuses (issue 31, a phase's cost)
  let out: string[] | null = null
  const ctx = { rules: pr!.rules, plane: { effects: pr!.effects }, prev, turn: pr!.turn }
  for (const m of mods) {
    const why = m.cardRefusals!(ctx, card)
    if (why.length) (out ??= []).push(...why)
  }
  return out ?? NONE
}

/** Every reason the optional rules in force refuse a whole plan (a damaged engine needs a stall in it). */
export function planRefusals(pr: PlanRules | undefined, cards: readonly ManoeuvreCard[]): string[] {
  const at = planRefusalsAt(pr, cards)
  return at.length ? at.map((r) => r.reason) : NONE
}

/**
 * The same, each with the slot it belongs to: the card a rule names (a climb above the top), else the plan's last
 * card, where a whole plan's refusal is told.
 */
export function planRefusalsAt(pr: PlanRules | undefined, cards: readonly ManoeuvreCard[]): SlotRefusal[] {
  const mods = pr?.effects ? pr.rules.hooks.planRefusals : null
  if (!mods || mods.length === 0) return NO_SLOTS
  const out: SlotRefusal[] = []
  const ctx = { rules: pr!.rules, plane: { effects: pr!.effects, stand: pr!.stand }, prev: null, turn: pr!.turn }
  for (const m of mods) for (const r of m.planRefusals!(ctx, cards)) out.push(typeof r === 'string' ? { slot: cards.length - 1, reason: r } : r)
  return out
}

const NONE: string[] = []
const NO_SLOTS: SlotRefusal[] = []

/**
 * Why `card` may not be flown after the counter `prev` and this turn's cards `before` (as flown): the basic rules
 * (illegalReason), then the optional rules in force (004's opposite turns). Null when it may.
 */
export function sequenceReason(pr: PlanRules | undefined, prev: LastManoeuvre | null, card: ManoeuvreCard, before: readonly ManoeuvreCard[], waive?: SequenceWaiver): string | null {
  // the altitude rules replace the basic sequences (a stall before an Immelmann card makes a Split-S)
  if (!pr?.effects) return illegalReason(prev, card, waive)
  const replaced = pr.rules.hooks.sequence[0]
  const mods = pr.rules.hooks.illegalAfter
  // asked for every card of every plan: no context is made when no rule in force needs one (issue 31, a phase's cost)
  if (!replaced && mods.length === 0) return illegalReason(prev, card, waive)
  const ctx = waive ? { rules: pr.rules, plane: { effects: pr.effects }, prev, turn: pr.turn, waive } : { rules: pr.rules, plane: { effects: pr.effects }, prev, turn: pr.turn }
  const basic = replaced ? replaced.sequence!(ctx, card, before) : illegalReason(prev, card, waive)
  if (basic) return basic
  if (mods.length === 0) return null
  for (const m of mods) {
    const why = m.illegalAfter!(ctx, card, before)
    if (why) return why
  }
  return null
}

export const CARDS_PER_TURN = 3

/** The counter a card leaves behind once executed. */
export function counterOf(card: ManoeuvreCard): LastManoeuvre {
  return { steep: card.steep, straight: card.straight, immelmann: card.immelmann }
}

/**
 * Why `card` may not follow the manoeuvre `prev` (null before the first one), or null if it may; `waive`: what an
 * ace's ability lets pass (rules/aces.ts).
 */
export function illegalReason(prev: LastManoeuvre | null, card: ManoeuvreCard, waive?: SequenceWaiver): string | null {
  if (card.steep && prev?.steep && !waive?.steep) return 'two steep manoeuvres in a row'
  if (card.immelmann && !prev?.straight) return 'an Immelmann turn needs a straight just before it'
  if (prev?.immelmann && !card.straight && !waive?.straightAfter) return 'an Immelmann turn needs a straight just after it'
  return null
}

/**
 * The abilities plane's ace may use in the turn planned: its own less those whose blank counter is on the plane. The
 * counters are read from `pr.stand`; without it the limited abilities are taken as spent (rules/aces.ts).
 */
export function aceSkillsFor(plane: CompiledPlane, pr: PlanRules | undefined): readonly AceSkill[] {
  if (plane.aceSkills.length === 0) return plane.aceSkills
  return availableSkills(plane.aceSkills, pr?.stand ? pr.stand.aceUsed : null, pr?.turn)
}

/**
 * `card` is illegal after `prev` and `before` for `reason`: the fewest of the ace's abilities `skills` that let it be
 * flown (rules/aces.ts), or null when none do.
 */
export function aceWaiver(pr: PlanRules | undefined, prev: LastManoeuvre | null, card: ManoeuvreCard, before: readonly ManoeuvreCard[], skills: readonly AceSkill[]): AceSkill[] | null {
  if (skills.length === 0) return null
  for (const set of waiverSets(skills)) if (!sequenceReason(pr, prev, card, before, waiverOf(set))) return set
  return null
}

export interface SlotCheck {
  card: string
  /** why the card is illegal in this slot, or null (every reason, joined) */
  reason: string | null
  /**
   * the card may not be planned at all (an optional rule refuses it: a jammed rudder, or a plan without the stall a
   * damaged engine needs, marked on the last slot); otherwise an illegal card is planned and replaced by a straight
   */
  refused?: boolean
  /** the ace's abilities this card uses (rules/aces.ts): it is legal only with them */
  ace?: AceSkill[]
}

/**
 * Check a plan slot by slot the way it will be revealed: an illegal card is replaced by a straight, so the
 * next slot is judged after that straight.
 */
export function checkPlan(plane: CompiledPlane, last: LastManoeuvre | null, cards: readonly string[], pr?: PlanRules): SlotCheck[] {
  let prev = last
  const flown: ManoeuvreCard[] = []
  let skills = aceSkillsFor(plane, pr)
  // (a loop, not map's callback, and the counters the compiled cards keep rather than new ones: every plan is checked
  // here while an optional rule is in force; issue 31, a phase's cost)
  const checks: SlotCheck[] = new Array(cards.length)
  // the rules that refuse whole plans judge the plan's known cards, gathered in the same loop (with their slots)
  const whole = pr?.effects && pr.rules.hooks.planRefusals.length > 0
  // (made at the plan's length, every card is known in nearly every plan: cut to the known ones after the loop)
  const known: number[] | null = whole ? new Array(cards.length) : null
  const knownCards: ManoeuvreCard[] | null = whole ? new Array(cards.length) : null
  let nk = 0
  for (let k = 0; k < cards.length; k++) {
    const id = cards[k]
    const c = cardOf(plane, id)
    if (!c) {
      checks[k] = { card: id, reason: `card ${id} is not in this plane's deck` }
      continue
    }
    if (known) {
      known[nk] = k
      knownCards![nk++] = c.card
    }
    const refused = cardRefusals(pr, prev, c.card)
    if (refused.length) {
      checks[k] = { card: id, reason: refused.join('; '), refused: true }
      continue
    }
    let reason = sequenceReason(pr, prev, c.card, flown)
    // an ace's ability may let the card pass; spent, it lets nothing else pass this turn
    const ace = reason ? aceWaiver(pr, prev, c.card, flown, skills) : null
    if (ace) {
      reason = null
      skills = afterUse(skills, ace)
    }
    const as = reason ? plane.straight : c
    prev = as.counter
    flown.push(as.card)
    checks[k] = ace ? { card: id, reason, ace } : { card: id, reason }
  }
  // a whole plan's refusal is told on the card it names (a climb above the top), else on the last card; with no rule
  // that refuses whole plans in force there is none, and nothing to list (issue 31, a phase's cost). (The known
  // slots are listed in the loop above, not with flatMap, which V8 builds through its runtime element by element:
  // some 6,000 instructions a plan, a sixth of a phase with 003's rules; issue 31)
  if (!known) return checks
  if (nk < cards.length) {
    known.length = nk
    knownCards!.length = nk
  }
  for (const r of planRefusalsAt(pr, knownCards!)) {
    const k = known[r.slot] ?? checks.length - 1
    if (k < 0) continue
    const at = checks[k]
    checks[k] = { ...at, reason: [at.reason, r.reason].filter(Boolean).join('; '), refused: true }
  }
  return checks
}

/** The slots of a plan an optional rule refuses (checkPlan's with `refused`): none in most plans. */
export function refusedSlots(plane: CompiledPlane, last: LastManoeuvre | null, cards: readonly string[], pr: PlanRules): SlotCheck[] {
  const checks = checkPlan(plane, last, cards, pr)
  let out: SlotCheck[] | null = null
  for (let k = 0; k < checks.length; k++) if (checks[k].refused) (out ??= []).push(checks[k])
  return out ?? NO_CHECKS
}

const NO_CHECKS: SlotCheck[] = []

/**
 * For each card of the deck, why it would be illegal in `slot` given the cards already chosen for the slots
 * before it (for the planning screen: illegal cards are disabled with their reason). A card that is already
 * used in another slot is unavailable too: a deck holds one of each card.
 */
export function slotOptions(plane: CompiledPlane, last: LastManoeuvre | null, chosen: readonly (string | null)[], slot: number, pr?: PlanRules): Map<string, string | null> {
  let prev = last
  const flown: ManoeuvreCard[] = []
  let skills = aceSkillsFor(plane, pr)
  for (let i = 0; i < slot; i++) {
    const id = chosen[i]
    const c = id ? plane.cards.get(id) : undefined
    // an earlier slot still empty could hold anything: judge this slot as if it held a straight
    let legal = !!c && !sequenceReason(pr, prev, c.card, flown)
    if (c && !legal) {
      const ace = aceWaiver(pr, prev, c.card, flown, skills)
      if (ace) {
        legal = true
        skills = afterUse(skills, ace)
      }
    }
    const as = c && legal ? c.card : plane.straight.card
    prev = counterOf(as)
    flown.push(as)
  }
  const next = chosen[slot + 1] ? plane.cards.get(chosen[slot + 1]!) : undefined
  const out = new Map<string, string | null>()
  for (const [id, c] of plane.cards) {
    const usedElsewhere = chosen.some((other, i) => i !== slot && other === id)
    const reasons: string[] = []
    if (usedElsewhere) reasons.push('already planned in another slot')
    reasons.push(...cardRefusals(pr, prev, c.card))
    let illegal = sequenceReason(pr, prev, c.card, flown)
    const ace = illegal ? aceWaiver(pr, prev, c.card, flown, skills) : null
    if (ace) illegal = null
    if (illegal) reasons.push(illegal)
    if (!illegal && next) {
      const left = afterUse(skills, ace ?? [])
      const after = sequenceReason(pr, counterOf(c.card), next.card, [...flown, c.card])
      if (after && !aceWaiver(pr, counterOf(c.card), next.card, [...flown, c.card], left)) reasons.push(`the next card would then be illegal: ${after}`)
    }
    out.set(id, reasons.length ? reasons.join('; ') : null)
  }
  return out
}

/** Problems that make a plan command malformed (as opposed to illegal): rejected outright. */
export function planShapeProblem(plane: CompiledPlane, cards: unknown): string | null {
  if (!Array.isArray(cards)) return 'a plan is a list of three card ids'
  if (cards.length !== CARDS_PER_TURN) return `a plan has exactly ${CARDS_PER_TURN} cards, not ${cards.length}`
  // one pass over the cards (issue 31, a phase's cost: every plan is checked here): whether it names an Exceptional
  // pilot's "1" or "2", and the first card that is not a card id of the deck. The problems are told in the order
  // they always were: the "1" and "2" first, then that card, then a card planned twice
  let repeats = false
  let bad: string | null = null
  for (let k = 0; k < CARDS_PER_TURN; k++) {
    const id = cards[k]
    if (isRepeatCard(id)) repeats = true
    else if (bad !== null) continue
    else if (typeof id !== 'string') bad = 'card ids are strings'
    else {
      const c = cardOf(plane, id)
      if (!c) bad = `card ${id} is not in the ${plane.aircraft.manoeuvreDeck} deck of ${plane.id} (${plane.aircraft.name})`
      // noted for the reveal, which takes it once it has compared the ids (compiled-plane.ts plannedCard)
      else plane.planned[k] = c.card.n
    }
  }
  // an Exceptional pilot's "1" and "2" (rules/aces/exceptional-pilot.ts)
  const repeat = repeats ? repeatProblem(plane, cards) : null
  if (repeat) return repeat
  if (bad !== null) return bad
  // (a plan is three cards: its three pairs. A card's id names it alone)
  const same = cards[1] === cards[0] || cards[2] === cards[0] || cards[2] === cards[1]
  if (same) return 'the same card cannot be planned twice in one turn: a deck holds one of each card'
  return null
}

/** How many cards flying plane i is still to plan: a plan of three until it has one, or as a rule says (004 turn-less). */
export function cardsWanted(rules: CompiledRules, state: GameState, i: number): number {
  const mods = rules.hooks.cardsWanted
  if (mods.length === 0) return state.planes[i].plan ? 0 : CARDS_PER_TURN
  return mods[0].cardsWanted!({ rules, state, events: null }, i)
}
