/**
 * 003 Altitude (lines 295-377) in the table's words: a plane's level and climb counters for its nameplate and the
 * planning panel, what each card of a plan will do to them, and the note on a shot one level apart. Everything here
 * is public (pegs and climb counters stand on the table) or the seat's own plan; the rules themselves are the
 * engine's (shared/engine/rules/altitude/), read through altitudeKind, afterAltitudeCard and altitudeCounterOf.
 */
import { splitRuleSource } from '../../../shell/help/rule-source'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { afterAltitudeCard, type Altitude, type AltitudeLimits } from '../../../../../shared/engine/rules/altitude/levels'
import { altitudeCounterOf, altitudeKind, altitudePlanRefusals, isOverdive, overdiveCrashes, type AltitudeCounter, type SequenceOptions } from '../../../../../shared/engine/rules/altitude/sequence'
import type { AltitudeState, LandingField } from '../../../../../shared/engine/types'
import type { CompiledPlane } from '../../../../../shared/engine/compiled'
import { airborneCards, fieldAt, groundSteps, takeOffProblem, type GroundStep } from '../../../../../shared/engine/rules/altitude/landing'
import { advance, type Pose } from '../../../../../shared/geometry/pose'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A plane's level for its nameplate: "L2", with its climb counters when it has any ("L2 ▲1/3"), and in full. */
export function levelTag(alt: Pick<AltitudeState, 'level' | 'climbs' | 'climbRate'> & { clouds?: boolean }): { text: string; title: string } {
  // 003 Cloud Cover (lines 460-463): hidden above the clouds, its base left as the reminder
  if (alt.clouds) return { text: `☁ L${alt.level}`, title: `In the clouds at level ${alt.level}: hidden, it cannot fire, be fired at or collide; its cards are stacked until a dive or a Split-S brings it down` }
  const counters = alt.climbs > 0 ? ` ▲${alt.climbs}/${alt.climbRate}` : ''
  const pegs = alt.level + 1
  const climbs = alt.climbs > 0 ? `; ${plural(alt.climbs, 'climb counter')} of the ${alt.climbRate} that take it up a level` : ''
  const ground = alt.level === 0 ? (alt.climbs > 0 ? ' (just above the ground: it flies while it keeps a climb counter)' : ' (on the ground)') : ''
  return { text: `L${alt.level}${counters}`, title: `Altitude level ${alt.level}, on ${plural(pegs, 'peg')}${ground}${climbs}` }
}

/** Where a plane is between two cards of its plan: its level, counters and the counter the last card left. */
export interface AltitudeNow extends Altitude {
  counter: AltitudeCounter | null
}

/**
 * The plane after flying `cards` from `from`, as the table will fly them (the engine's afterMovement): a climb above
 * the top leaves the level alone, and the straight after an overdive's dive loses another level.
 */
export function altitudeAfterCards(from: AltitudeNow, cards: readonly ManoeuvreCard[], limits: AltitudeLimits, overdive: boolean): AltitudeNow {
  let now = from
  for (const card of cards) {
    const change = cardChange(now, card, limits)
    const alt = change && change.event !== 'above-top' ? change.alt : now
    now = { level: alt.level, climbs: alt.climbs, counter: altitudeCounterOf(card, now.counter, overdive) }
  }
  return now
}

function cardChange(now: AltitudeNow, card: ManoeuvreCard, limits: AltitudeLimits) {
  // Overdive (lines 424-431): "At the end of the following straight, it loses another level"
  if (now.counter?.straightNext === 'overdive') return afterAltitudeCard({ level: now.level, climbs: 0 }, 'dive', limits)
  const kind = altitudeKind(card, now.counter)
  return kind ? afterAltitudeCard(now, kind, limits) : null
}

/**
 * The landing fields and where a plan's cards leave the plane: a dive that takes the last climb counter lands when the
 * centre of the base ends it over a field, and crashes elsewhere (003 lines 383-387, 405-407; the engine's touchDown).
 */
export interface LandingLook {
  fields: readonly LandingField[] | undefined
  /** the centre of the base after the last of `cards`, flown from where the plane began the turn */
  end: (cards: readonly ManoeuvreCard[]) => { x: number; y: number }
}

/** LandingLook's `end` for a plane: its cards' moves from `from` (bumps left out, as the planning preview does). */
export function cardsEnd(plane: CompiledPlane, from: Pose): LandingLook['end'] {
  return (cards) => {
    let pose = from
    for (const card of cards) {
      const c = plane.cards.get(card.id) ?? plane.straight
      pose = advance(pose, c.right, c.forward, c.turn)
    }
    return pose
  }
}

/** The field the last of `cards` leaves the centre of the base in (null: none; undefined: the fields are not known). */
function landingField(look: LandingLook | undefined, cards: readonly ManoeuvreCard[]): LandingField | null | undefined {
  if (!look) return undefined
  const at = look.end(cards)
  return fieldAt(look.fields, at.x, at.y)
}

/** What one card does to the plane's altitude: short for the card itself, the effect for the line under the deck, and why. */
export interface CardAltitude {
  short: string
  text: string
  /** the rule behind it, for the tooltip */
  why: string
  /** the card ends the plane: it crashes, or it dives below the floor */
  fatal?: true
  /** the card would take the plane above its top: the plan is refused */
  refused?: true
}

/**
 * What `card` flown next, from `now`, does to the plane's level and climb counters (null: nothing). 003 lines 315-353:
 * a dive loses a level (at 0 it touches the ground), a climb or an Immelmann turn adds a climb counter and at the climb
 * rate a level, a Split-S takes a counter away or, with none, a level; Overdive (424-431) takes another level at the
 * end of the straight after the dive.
 */
export function cardAltitude(card: ManoeuvreCard, now: AltitudeNow, limits: AltitudeLimits, overdive: boolean, field?: () => LandingField | null | undefined): CardAltitude | null {
  const overdiving = now.counter?.straightNext === 'overdive'
  const kind = overdiving ? 'dive' : altitudeKind(card, now.counter)
  if (!kind) return null
  const change = cardChange(now, card, limits)!
  const { level, climbs } = change.alt
  const rate = limits.climbRate
  const what = overdiving ? 'the straight after an overdive' : kind === 'immelmann' ? 'an Immelmann turn' : kind === 'split-s' ? 'a Split-S' : `a ${kind}`
  const the = what[0].toUpperCase() + what.slice(1)
  // 003 lines 429-430: an overdive's dive at level 1 or 0 is a crash, the plane eliminated (no landing, no 4 A cards)
  if (kind === 'dive' && !overdiving && overdiveCrashes(card, now.counter, now.level, overdive)) {
    return { short: '▼ crash', text: `▼ an overdive at level ${now.level}: the plane crashes`, why: `An overdive (a dive just after a stall) at level 1 or 0 crashes the plane to the ground: it is eliminated`, fatal: true }
  }
  switch (change.event) {
    case 'above-top':
      return { short: `▲ over ${limits.top}`, text: `▲ above level ${limits.top}: illegal`, why: `${the} cannot take the plane higher than level ${limits.top}`, refused: true }
    case 'touched-down': {
      const f = field?.()
      if (f) return { short: '▼ lands', text: `▼ touches down on ${f.id}: a landing (then a straight and a stall)`, why: `${the} at level 0 takes the last climb counter away over the landing field ${f.id}: ${LANDING_RULE}` }
      return { short: '▼ crash', text: '▼ to the ground: the plane crashes', why: `${the} at level 0 takes the last climb counter away, and with no landing field the plane crashes${f === null ? ' (the centre of the base ends out of every landing field)' : ''}`, fatal: true }
    }
    case 'split-s-crash':
      return { short: '▼ crash', text: '▼ into the ground: the plane crashes', why: `${the} at level 0 loses the last climb counter`, fatal: true }
    case 'below-floor':
      return { short: '▼ lost', text: `▼ below the floor, level ${limits.floor}: the plane is out of the game, as if it left the table`, why: 'no plane can dive below the floor of the scenario', fatal: true }
  }
  if (kind === 'climb' || kind === 'immelmann') {
    if (change.levelChanged) return { short: `▲ level ${level}`, text: `▲ to level ${level}`, why: `${the} adds the climb counter that makes ${rate}: the plane goes up a level` }
    return { short: `▲ ${climbs}/${rate}`, text: `▲ counter (${climbs}/${rate})`, why: `${the} adds a climb counter; at ${rate} the plane goes up a level` }
  }
  if (kind === 'split-s' && !change.levelChanged) return { short: `▼ ${climbs}/${rate}`, text: `▼ counter (${climbs}/${rate})`, why: `${the} takes a climb counter away` }
  const odive = kind === 'dive' && !overdiving && isOverdive(card, now.counter, overdive)
  const after = climbs > 0 ? ` with ${plural(climbs, 'climb counter')}` : ''
  const more = odive ? '; an overdive: the straight after it loses another level' : ''
  return { short: `▼ level ${level}`, text: `▼ to level ${level}${after}`, why: `${the} loses a level${more}` }
}

/**
 * The altitude effect of every card of a deck if planned in `slot`, after the cards flown in the slots before it
 * (an illegal or empty slot flies as a straight, as the planning checks judge it), from where the plane was when the
 * turn began. Cards that leave the level alone are absent.
 */
export function deckAltitudes(deck: readonly ManoeuvreCard[], alt: AltitudeState, before: readonly ManoeuvreCard[], overdive: boolean, flame = 0, look?: LandingLook): Map<string, CardAltitude> {
  const out = new Map<string, CardAltitude>()
  for (const card of deck) {
    const a = groundCardAltitude([...before, card], alt, overdive, flame, look)
    if (a) out.set(card.id, a)
  }
  return out
}

/**
 * The altitude rules' refusals of a whole plan that putting `card` in `slot` would bring (003 lines 333, 344, 353-354:
 * a climb above the top, an Immelmann turn in the turn of a climb, a Split-S in the turn of a dive), judged by the
 * engine's altitudePlanRefusals on the plan as planned (an empty slot as a straight, as the planning checks do).
 */
export function refusalsBrought(card: ManoeuvreCard, slot: number, plan: readonly (ManoeuvreCard | null)[], straight: ManoeuvreCard, alt: AltitudeState, opts: SequenceOptions): string[] {
  // on the ground the sequences are the ground's, and groundCardAltitude says each card's
  if (alt.turnStart.ground) return []
  const judge = (cs: readonly ManoeuvreCard[]) => altitudePlanRefusals(cs, alt.turnStart, alt.turnStart.counter, alt, opts)
  const base = plan.map((c, i) => (i === slot ? straight : (c ?? straight)))
  const before = new Set(judge(base))
  return judge(base.map((c, i) => (i === slot ? card : c))).filter((r) => !before.has(r))
}

/** The altitude effect of each card of a plan in its slot (null where it has none), flown in order. */
export function planAltitudes(plan: readonly (ManoeuvreCard | null)[], flown: readonly ManoeuvreCard[], alt: AltitudeState, overdive: boolean, flame = 0, look?: LandingLook): (CardAltitude | null)[] {
  return plan.map((card, i) => (card ? groundCardAltitude([...flown.slice(0, i), card], alt, overdive, flame, look) : null))
}

// the rules in words: 003 lines 388-390 (take-off), 385-387 (landing); where they are written stays here (issue 26)
const TAKE_OFF_RULE = 'a take-off is a stall, then a straight (still on the ground), then the climb (it flies)'
const LANDING_RULE = 'a landing is a dive that takes the last climb counter, a straight, then a stall; the cards after it are bluff'

/**
 * What the last of `cards` does to the plane, as the engine's groundSteps flies the plan from where the turn began
 * (003 lines 379-411): in the air, what the card does to the level (cardAltitude); on the ground, the next card of a
 * take-off or a landing (a landing from a dive at level 0 in this very plan too: its straight and stall), a card
 * ignored on the ground, one that breaks the sequence (the plan is refused, with the engine's reason), or, once the
 * take-off's climb has lifted it, what the card does in the air. `look` says where the touch-down dive ends: out of
 * every field (or with none known) the plane crashes (lines 405-407) and the cards after it are not flown.
 */
export function groundCardAltitude(cards: readonly ManoeuvreCard[], alt: AltitudeState, overdive: boolean, flame = 0, look?: LandingLook): CardAltitude | null {
  const start = alt.turnStart.ground?.stage ?? null
  const from: AltitudeNow = start ? { level: 0, climbs: 0, counter: null } : { ...alt.turnStart }
  const steps: GroundStep[] = groundSteps(start, from, from.counter, cards, alt, overdive, start ? takeOffProblem(alt, flame) : null)
  const k = cards.length - 1
  const step = steps[k]
  const card = cards[k]
  // where the base's centre ends: the cards that move it (none of those ignored on the ground)
  const moved = (upTo: number) => cards.slice(0, upTo + 1).filter((_, j) => steps[j].flown)
  if (step.refusal) {
    // the engine's reason, its rulebook citation left out of the player's words (rule-source.ts)
    const said = splitRuleSource(step.refusal).text
    return { short: '✕ ground', text: `illegal on the ground: ${said}`, why: said, refused: true }
  }
  if (step.stage === null) {
    // in the air: since the turn began, or since the take-off's climb
    // an overdive that crashed the plane earlier in the plan ends it there: the cards after it are not flown (lines 429-430)
    for (let j = 0; j < k; j++) {
      if (steps[j].stage !== null) continue
      const before = altitudeAfterCards(from, airborneCards(steps.slice(0, j), cards.slice(0, j)), alt, overdive)
      if (before.counter?.straightNext !== 'overdive' && overdiveCrashes(cards[j], before.counter, before.level, overdive))
        return { short: 'not flown', text: 'not flown: the overdive before it crashed the plane', why: 'an overdive at level 1 or 0 crashes the plane to the ground: the cards after it are not flown' }
    }
    const air = airborneCards(steps.slice(0, k), cards.slice(0, k))
    const now = altitudeAfterCards(from, air, alt, overdive)
    return cardAltitude(card, now, alt, overdive, () => landingField(look, moved(k)))
  }
  // a landing begun in this plan: the dive that touched down out of every field crashed the plane (lines 405-407)
  const touchDown = steps.findIndex((s, j) => s.stage === null && steps[j + 1]?.stage === 'landing')
  if (touchDown >= 0 && !steps.slice(touchDown + 1, k).some((s) => s.refusal) && !landingField(look, moved(touchDown)))
    return { short: 'still', text: 'crashed: not flown, the plane stays where it crashed', why: 'the dive took the last climb counter out of every landing field: the plane crashed' } // 003 lines 405-407
  if (!step.flown) {
    if (steps.slice(0, k).some((s) => s.refusal)) return { short: 'not flown', text: 'not flown: the plan broke its sequence before it', why: 'a card after an illegal one on the ground' }
    switch (step.stage) {
      case 'landed':
        return { short: 'bluff', text: 'landed: a bluff, not flown', why: LANDING_RULE }
      case 'crashed':
      case 'still':
        return { short: 'still', text: 'crashed: the plane stays completely still this turn', why: 'after a crash it is "completely still for all the next turn"' } // 003 lines 399-400
      default:
        return { short: 'stays', text: 'on the ground: not flown, the plane stays where it is', why: 'cards before the take-off\'s stall are ignored; with three non-stall cards the plane cannot be moved or turned' } // 003 lines 391-393
    }
  }
  switch (step.stage) {
    case 'parked':
      return { short: 'take-off 1/3', text: 'take-off: the stall, still on the ground', why: TAKE_OFF_RULE }
    case 'take-off':
      return { short: 'take-off 2/3', text: 'take-off: the straight, still on the ground', why: TAKE_OFF_RULE }
    case 'run-up': {
      const up = altitudeAfterCards({ level: 0, climbs: 0, counter: null }, [card], alt, overdive)
      return { short: `▲ airborne ${up.climbs}/${alt.climbRate}`, text: `▲ take-off: the climb, it flies at level 0 with ${plural(up.climbs, 'climb counter')}`, why: TAKE_OFF_RULE }
    }
    case 'landing':
      return { short: 'landing 2/3', text: 'landing: the straight along the ground', why: LANDING_RULE }
    case 'rolling':
      return { short: 'landing 3/3', text: 'landing: the stall, the plane has landed', why: LANDING_RULE }
    default:
      return { short: 'stays', text: 'on the ground: not flown', why: LANDING_RULE }
  }
}

/**
 * 003 lines 367-369: "When a plane fires at a target whose altitude differs by one level, treat short range (half a
 * ruler) as if it was long range (one card of damage)." The note beside such a shot: why it takes one card; `ring`,
 * a Roland C.II's rear gun (lines 287-291), whose shot at a higher plane may be outside the arc on its base.
 */
export function shotLevelNote(firer: number | undefined, target: number | undefined, cards: 1 | 2, ring = false): string | null {
  if (firer === undefined || target === undefined) return null
  if (ring && target > firer) return 'a level up: the ring fires all round, long range only'
  return Math.abs(firer - target) === 1 && cards === 1 ? 'one level apart: long range only' : null
}
