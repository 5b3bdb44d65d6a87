/**
 * 003 Altitude (lines 295-377), the rule module: planes fly at levels on their pegs, the climb and dive cards are in
 * the decks (compiled.ts), and the levels change the order of cards, firing, blocked aim and tailing. The rules
 * themselves are in this folder, each beside its lines: levels.ts (what each card does to the level and the climb
 * counters), sequence.ts (the order of cards), across-levels.ts (firing, blocked aim, tailing, collisions).
 *
 * Flying Higher (lines 433-453) is the option `floor`: the floor, a ceiling three above it, each aircraft's own
 * ceiling (flying-higher.ts).
 *
 * Cloud Cover and Collisions are modules of their own (cloud-cover.ts, collisions.ts).
 *
 * Landings, take-offs, crashes and planes on the ground (lines 379-419) are landing.ts's: a plane on the ground keeps
 * its altitude record with `ground`, the stage of its sequence there; ground-move.ts lets owners move them by hand
 * before the second card (lines 409-411).
 *
 * Flying Higher's agreement to move the floor during the game (lines 442-445) is the `floor` command (flying-higher.ts).
 */
import type { ManoeuvreCard } from '../../../content/types'
import type { CompiledRules, SlotRefusal } from '../../rule-types'
import { cardOf } from '../../compiled-plane'
import { removePlane } from '../../removal'
import type { AltitudeState, PlaneState } from '../../state-types'
import type { HookContext, PlanContext, RuleModule } from '../hooks'
import { airborneCards, airborneSlots, fieldAt, fieldsProblem, groundAfterMovement, groundBeforeMovement, groundBeforePlanning, grounded, groundSteps, isGrounded, spreadFire, takeOffProblem, touchDown } from './landing'
import { blocksAcrossLevels, cardsAcrossLevels, levelsRuleOut, mayTailAcrossLevels } from './across-levels'
import { startLevelProblem, topLevel, topUnderCover } from './flying-higher'
import { taxiBeforeReveal } from './ground-move'
import { afterAltitudeCard, type Altitude } from './levels'
import { altitudeCounterOf, altitudeKind, altitudePlanRefusalsAt, altitudeSequenceReason, overdiveCrashes, type AltitudeCounter } from './sequence'

/** "It must be at least 1 and no higher than 3": where a plane starts when the setup does not say */
export const DEFAULT_START_LEVEL = 2
/** "No plane can go higher than altitude 3" */
export const BASIC_TOP = 3

/** A plane's altitude (absent for a plane of a view without effects). */
export function altitudeOf(p: { effects?: { alt?: AltitudeState } }): AltitudeState | undefined {
  return p.effects?.alt
}

function levelOf(p: { effects?: { alt?: AltitudeState } }): number {
  return p.effects?.alt?.level ?? DEFAULT_START_LEVEL
}

/**
 * A new plane's altitude record, from its setup: its level and climb counters; the floor and top it flies between
 * (the basic altitude game's 0 and 3, or Flying Higher's). Throws on a start the rules do not allow.
 */
export function startAltitude(rules: CompiledRules, i: number, level: number, climbs = 0): AltitudeState {
  // a piece is where its scenario puts it: a ground piece at level 0 (003 line 736), a balloon at its level, up to
  // its ceiling (003 A Hard Task: "The balloons are all at altitude level 4")
  if (rules.planes[i].kind !== 'aeroplane') return pieceAltitude(rules, i, level, climbs)
  // a plane may start on the ground, parked on a landing field, where no floor is played (003 lines 388-393)
  if (level === 0 && climbs === 0 && rules.setup.options.floor === undefined) {
    const sp = rules.setup.planes[i]
    const field = fieldAt(rules.setup.fields, sp.x, sp.y)
    if (!field) throw new Error(`plane ${sp.id}: altitude 0: a plane starts at level 1 at least, or on the ground with the centre of its base in a landing field`)
    const alt = startAltitude(rules, i, 1)
    const ground = grounded('parked', field)
    return { ...alt, level: 0, climbs: 0, ground, turnStart: { level: 0, climbs: 0, counter: null, ground: { ...ground } } }
  }
  const aircraft = rules.planes[i].aircraft
  const floor = rules.setup.options.floor
  const bottom = floor ?? 0
  const ceiling = floor === undefined ? BASIC_TOP : topLevel(floor, aircraft.ceiling)
  const id = rules.planes[i].id
  // Cloud Cover: "a cloud cover above the starting ceiling ... It is then allowed to climb above the ceiling reaching the cloud cover"
  const cover = rules.setup.options.cloudCover
  if (cover !== undefined && cover <= ceiling) throw new Error(`cloud cover at level ${cover}: it must be above the ceiling, level ${ceiling}`)
  const top = cover === undefined ? ceiling : topUnderCover(floor, aircraft.ceiling, cover)
  const problem = startLevelProblem(level, bottom, ceiling)
  if (problem) throw new Error(`plane ${id}: altitude ${level}: ${problem}`)
  if (climbs >= aircraft.climbRate) throw new Error(`plane ${id}: start.climbs: ${climbs} climb counters would have taken the ${aircraft.name} up a level (climb rate ${aircraft.climbRate})`)
  return { level, climbs, climbRate: aircraft.climbRate, floor: bottom, top, counter: null, turnStart: { level, climbs, counter: null } }
}

function pieceAltitude(rules: CompiledRules, i: number, level: number, climbs: number): AltitudeState {
  const cp = rules.planes[i]
  if (cp.kind === 'balloon' && (level < 1 || level > cp.aircraft.ceiling)) throw new Error(`balloon ${cp.id}: altitude ${level}: a ${cp.aircraft.name} flies at level 1 to ${cp.aircraft.ceiling} (003 line 487)`)
  return { level, climbs, climbRate: cp.aircraft.climbRate, floor: 0, top: cp.aircraft.ceiling, counter: null, turnStart: { level, climbs, counter: null } }
}

/** The altitude counter after the cards `before`, flown from the start of the turn. */
function counterAfter(alt: AltitudeState, before: readonly ManoeuvreCard[], overdive: boolean): AltitudeCounter | null {
  let c = alt.turnStart.counter
  for (const card of before) c = altitudeCounterOf(card, c, overdive)
  return c
}

/** The level and counters after the cards `before`, flown from the start of the turn. */
function altitudeAfter(alt: AltitudeState, before: readonly ManoeuvreCard[], overdive: boolean): Altitude {
  let now: Altitude = { level: alt.turnStart.level, climbs: alt.turnStart.climbs }
  let c = alt.turnStart.counter
  for (const card of before) {
    const kind = altitudeKind(card, c)
    if (kind) {
      const next = afterAltitudeCard(now, kind, alt)
      if (next.event !== 'above-top') now = next.alt
    }
    c = altitudeCounterOf(card, c, overdive)
  }
  return now
}

/** Plan `cards` as the ground rules see them, from where the plane was when the turn's plans were made. */
function groundStepsOf(ctx: PlanContext, cards: readonly ManoeuvreCard[]) {
  const alt = ctx.plane.effects!.alt!
  const start = alt.turnStart.ground ?? null
  const takeOff = start ? takeOffProblem(alt, ctx.plane.effects!.flame) : null
  return groundSteps(start?.stage ?? null, { level: alt.turnStart.level, climbs: alt.turnStart.climbs }, alt.turnStart.counter, cards, alt, ctx.rules.setup.options.overdive === true, takeOff)
}

/** "Planes not having an Immelmann card in their deck cannot execute overdives" (the deck of the card planned). */
function deckHasImmelmann(rules: CompiledRules, card: ManoeuvreCard): boolean {
  // every plan checked asks: the answer for the deck last asked about is kept (the content never changes; issue 31)
  if (card.deck === lastDeck && rules.content === lastContent) return lastHasImmelmann
  lastDeck = card.deck
  lastContent = rules.content
  lastHasImmelmann = rules.content.manoeuvreDecks[card.deck]?.cards.some((c) => c.immelmann) ?? false
  return lastHasImmelmann
}
let lastDeck: string | null = null
let lastContent: CompiledRules['content'] | null = null
let lastHasImmelmann = false

/** a plan no altitude rule refuses: no refusals (never changed) */
const NO_REFUSALS: readonly SlotRefusal[] = Object.freeze([])

/**
 * "If they plan one by mistake, they crash to the ground and they are eliminated" (003 line 430): when the overdive's
 * dive is executed at level 1 or 0, the plane is out, crashed, and the event says why (docs/rules.md, Altitude).
 */
function overdiveCrash(ctx: HookContext, p: PlaneState, card: string): void {
  const { state, events } = ctx
  removePlane(state, p, 'crashed', null, null)
  events?.push({ type: 'crashed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, why: 'overdive', card })
}

export const altitude: RuleModule = {
  id: 'altitude',
  source: '003 lines 295-377 (Altitude)',

  beforePlanning(ctx: HookContext) {
    const { rules, state } = ctx
    if (state.turn === 1) {
      const problem = fieldsProblem(rules.setup)
      if (problem) throw new Error(problem)
    }
    groundBeforePlanning(ctx)
    for (let i = 0; i < state.planes.length; i++) {
      const fx = state.planes[i].effects
      if (!fx) continue
      const sp = rules.setup.planes[i]
      // "Trenches and anti-aircraft batteries are at 0-level altitude" (003 line 736), AA machine guns too (line 732)
      const start = sp.kind && sp.kind !== 'balloon' ? 0 : (sp.altitude ?? Math.max(DEFAULT_START_LEVEL, rules.setup.options.floor ?? 0))
      if (!fx.alt) fx.alt = startAltitude(rules, i, start, sp.start?.climbs ?? 0)
      // plans are judged from where the plane is when they are made
      // (a copy of the ground state only when there is one: no spread of an empty object, issue 31, a phase's cost)
      const turnStart: AltitudeState['turnStart'] = { level: fx.alt.level, climbs: fx.alt.climbs, counter: fx.alt.counter }
      if (fx.alt.ground) turnStart.ground = { ...fx.alt.ground }
      fx.alt.turnStart = turnStart
    }
  },

  sequence(ctx: PlanContext, card: ManoeuvreCard, before: readonly ManoeuvreCard[]) {
    const alt = ctx.plane.effects?.alt
    const overdive = ctx.rules.setup.options.overdive === true
    if (!alt) return null
    // a card on the ground follows the ground's sequences (planRefusals), not those of flight
    if (groundStepsOf(ctx, [...before, card])[before.length].stage !== null) return null
    const prev = counterAfter(alt, before, overdive)
    const why = altitudeSequenceReason(prev, card, { overdive, hasImmelmann: deckHasImmelmann(ctx.rules, card), ...(ctx.waive ? { waive: ctx.waive } : {}) })
    if (why) return why
    // "a manoeuvre card that would bring the plane to 4 is considered an illegal manoeuvre" (an Immelmann turn's counter)
    const kind = altitudeKind(card, prev)
    if (kind === 'immelmann' && afterAltitudeCard(altitudeAfter(alt, before, overdive), kind, alt).event === 'above-top') return `it would take the plane above level ${alt.top}`
    return null
  },

  planRefusals(ctx: PlanContext, cards: readonly ManoeuvreCard[]) {
    const alt = ctx.plane.effects?.alt
    if (!alt) return []
    const overdive = ctx.rules.setup.options.overdive === true
    const steps = groundStepsOf(ctx, cards)
    // (loops, and no list while nothing is refused, rather than filter, map and spreads: every plan checked asks;
    // issue 31, a phase's cost)
    let out: (string | SlotRefusal)[] | null = null
    for (let k = 0; k < steps.length; k++) if (steps[k].refusal) (out ??= []).push(steps[k].refusal!)
    // the cards flown in the air: from the turn's start, or from a take-off's climb
    const air = airborneCards(steps, cards)
    const from = alt.turnStart.ground ? { level: 0, climbs: 0 } : { level: alt.turnStart.level, climbs: alt.turnStart.climbs }
    const counter = alt.turnStart.ground ? null : alt.turnStart.counter
    const inAir = altitudePlanRefusalsAt(air, from, counter, alt, { overdive, hasImmelmann: cards.length > 0 && deckHasImmelmann(ctx.rules, cards[0]) })
    if (inAir.length) {
      const slots = airborneSlots(steps)
      for (const r of inAir) (out ??= []).push(r.slot === null ? r.reason : { slot: slots[r.slot], reason: r.reason })
    }
    return out ?? NO_REFUSALS
  },

  beforeMovement(ctx: HookContext, flown) {
    groundBeforeMovement(ctx, flown)
  },

  // Planes on the Ground (lines 409-411): owners place their bases before the second card (ground-move.ts)
  beforeReveal(ctx: HookContext, slot: number) {
    return taxiBeforeReveal(ctx, slot)
  },

  endOfTurn(ctx: HookContext) {
    spreadFire(ctx)
  },

  // "While on the ground, planes cannot fire, but they can be fired at" (line 409)
  shotRuledOut(ctx, i) {
    return isGrounded(ctx.state.planes[i]) ? 'on the ground: it cannot fire' : null
  },

  afterMovement(ctx: HookContext) {
    const { rules, state, events } = ctx
    const overdive = rules.setup.options.overdive === true
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      const alt = p.effects?.alt
      if (!alt || p.status !== 'flying' || p.executed.length < state.phase) continue
      if (groundAfterMovement(ctx, p)) continue
      // (the card found among the plan's checked ones before the deck's Map: compiled-plane.ts cardOf)
      const card = cardOf(rules.planes[i], p.executed[state.phase - 1])!.card
      const kind = altitudeKind(card, alt.counter)
      if (kind === 'dive' && overdive && overdiveCrashes(card, alt.counter, alt.level, overdive)) {
        overdiveCrash(ctx, p, card.id)
        continue
      }
      const overdiving = alt.counter?.straightNext === 'overdive'
      alt.counter = altitudeCounterOf(card, alt.counter, overdive)
      // Overdive: "At the end of the following straight, it loses another level" (to 0 it keeps a climb counter)
      const change = overdiving ? afterAltitudeCard({ level: alt.level, climbs: 0 }, 'dive', alt) : kind ? afterAltitudeCard(alt, kind, alt) : null
      if (!change) continue
      const from = alt.level
      if (change.event !== 'above-top') {
        alt.level = change.alt.level
        alt.climbs = change.alt.climbs
      }
      events?.push({ type: 'altitude', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: card.id, from, level: alt.level, climbs: alt.climbs })
      if (change.event === 'split-s-crash') removePlane(state, p, 'crashed', null, events)
      // Flying Higher: "eliminated, just as if it went out of the gaming surface" (lines 441-442): it left, by no edge
      else if (change.event === 'below-floor') removePlane(state, p, 'exited', null, events)
      // a landing's dive, or a crash out of a field (4 A cards) after which the plane stays on the ground (landing.ts)
      else if (change.event === 'touched-down') touchDown(ctx, p)
    }
  },

  shotCards(ctx, i, _arc, j, cards) {
    const a = levelOf(ctx.state.planes[i])
    const b = levelOf(ctx.state.planes[j])
    return cardsAcrossLevels(a, b, cards) ?? levelsRuleOut(a, b, cards)!
  },

  blocks(ctx, i, j, k) {
    const planes = ctx.state.planes
    return blocksAcrossLevels(levelOf(planes[i]), levelOf(planes[j]), levelOf(planes[k]))
  },

  mayTail(ctx, i, j) {
    // a plane on the ground neither tails nor is tailed: it does not fly its cards in the air
    if (isGrounded(ctx.state.planes[i]) || isGrounded(ctx.state.planes[j])) return false
    return mayTailAcrossLevels(levelOf(ctx.state.planes[i]), levelOf(ctx.state.planes[j]))
  },
}
