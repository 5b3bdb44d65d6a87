/**
 * 003 Altitude, Landings, Takeoffs, and Crashes; Planes on the Ground; Fire on the Ground (lines 379-419).
 *
 * - Fields (379-381): "if you want to have a landing field in the game, set its limits. It should be at least 9 x 27
 *   cm." The setup's `fields`: rectangles square to the table's edges.
 * - Landing (383-387): "The plane must be at 0 level of altitude with one or more climb markers. The sequence of cards
 *   must be: First perform a dive to discard all the climb markers (it touched the ground ...), then a straight, then
 *   a stall. Then movement for that turn ends ...: Any manoeuvre planned after the stall is just for bluffing".
 * - Takeoff (388-393): "The plane must start with the centre of its base inside the landing field. It must do a
 *   stall, then a straight manoeuvre (it is still on the ground), then the 'climb' card (it is now flying ...)". Non-
 *   stall cards before the stall are ignored; "three non-stall cards: The plane can't be moved or turned that turn."
 * - Crashes (394-407): a grounded plane whose centre ends out of the field after the take-off's stall or straight, or
 *   the landing's straight or stall, takes 2 A cards (the stall) or 3 (the straight); one that loses its last climb
 *   counter at level 0 out of a field takes 4. "Take into account damage points, explosions, and fires". It is
 *   grounded and "completely still for all the next turn"; from the second next turn it may start a new takeoff.
 * - On the ground (409-411): "planes cannot fire, but they can be fired at."
 * - Fire on the Ground (412-419): no take-off with flame counters; at the start of each turn an A card, no damage, a 0
 *   takes a flame counter away; at the end of the turn a burning plane on the ground gives two flame counters to each
 *   plane on the ground, not on fire, that it overlaps.
 *
 * A plane on the ground is still 'flying' as far as the game is concerned (it is on the table: it counts for victory
 * and may be fired at, at level 0): its altitude record holds `ground`, the stage of its sequence there.
 */
import type { ManoeuvreCard } from '../../../content/types'
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import type { CompiledRules } from '../../rule-types'
import { drawDamage, discardDamage, pointsOf } from '../../damage'
import type { AltitudeState, GameSetup, GameState, GroundEvent, GroundStage, GroundState, LandingField, PlaneState } from '../../state-types'
import type { HookContext } from '../hooks'
import { takeKnocks } from './knocks'
import { afterAltitudeCard, type Altitude, type AltitudeLimits } from './levels'
import { altitudeCounterOf, altitudeKind, type AltitudeCounter } from './sequence'

/** "It should be at least 9 x 27 cm" (line 380) */
export const FIELD_MIN_SHORT = 9
export const FIELD_MIN_LONG = 27

/** A crash's A cards: "2x A-damage cards if it happens with the stall, 3x A-cards if after the straight" (line 398); 4 at line 405 */
export const CRASH_AFTER_STALL = 2
export const CRASH_AFTER_STRAIGHT = 3
export const CRASH_OUT_OF_FIELD = 4
/** "the latter each take two flame counters" (line 419) */
export const SPREAD_FLAME = 2

export type { GroundEvent, GroundStage, GroundState } from '../../state-types'
export const GROUND_STAGES: readonly GroundStage[] = ['landing', 'rolling', 'landed', 'parked', 'take-off', 'run-up', 'crashed', 'still']



/** The field whose rectangle holds the point (its edge included), or null. */
export function fieldAt(fields: readonly LandingField[] | undefined, x: number, y: number): LandingField | null {
  for (const f of fields ?? []) if (Math.abs(x - f.x) <= f.width / 2 && Math.abs(y - f.y) <= f.depth / 2) return f
  return null
}

/** Why the setup's landing fields cannot be played (null: they can). */
export function fieldsProblem(setup: Pick<GameSetup, 'fields' | 'table'>): string | null {
  const fields = setup.fields ?? []
  const ids = new Set<string>()
  for (const f of fields) {
    if (ids.has(f.id)) return `landing field "${f.id}" is named twice`
    ids.add(f.id)
    if (Math.min(f.width, f.depth) < FIELD_MIN_SHORT || Math.max(f.width, f.depth) < FIELD_MIN_LONG)
      return `landing field "${f.id}" is ${f.width} x ${f.depth} cm: it should be at least ${FIELD_MIN_SHORT} x ${FIELD_MIN_LONG} cm (003 line 380)`
    if (f.x - f.width / 2 < 0 || f.x + f.width / 2 > setup.table.width || f.y - f.depth / 2 < 0 || f.y + f.depth / 2 > setup.table.depth)
      return `landing field "${f.id}" does not lie on the table`
  }
  return null
}

/** Whether a plane (of the state or of a view) is on the ground. */
export function isGrounded(p: { effects?: { alt?: AltitudeState } }): boolean {
  return !!p.effects?.alt?.ground
}

/** A plane's record on the ground, where it stands. */
export function grounded(stage: GroundStage, field: LandingField | null): GroundState {
  return { stage, field: field?.id ?? null, knocks: 0 }
}

/** One card of a plan, as the ground rules see it. */
export interface GroundStep {
  /** where the plane is before the card: null while it flies */
  stage: GroundStage | null
  /** the card moves the plane (a card on the ground that is ignored, or bluff, does not) */
  flown: boolean
  /** why the card breaks the sequence on the ground */
  refusal: string | null
}

const LANDING = 'a landing is a dive, then a straight, then a stall (003 line 385)'
const TAKE_OFF = 'a take-off is a stall, then a straight, then the climb (003 lines 389-390)'

/**
 * A plan's cards flown from the start of the turn: where the plane is before each card and whether the card moves it.
 * `start` is the plane on the ground (null: it flies at `alt`); `takeOff` says why it may not start a take-off (off a
 * field, on fire), or null. A dive at level 0 takes the last climb counter: the plane touches the ground.
 */
export function groundSteps(
  start: GroundStage | null,
  alt: Altitude,
  counter: AltitudeCounter | null,
  cards: readonly ManoeuvreCard[],
  limits: AltitudeLimits,
  overdive: boolean,
  takeOff: string | null,
): GroundStep[] {
  let stage = start
  let now = alt
  let c = counter
  let broken = false
  const out: GroundStep[] = []
  for (const card of cards) {
    if (broken) {
      out.push({ stage, flown: false, refusal: null })
      continue
    }
    const before = stage
    let flown = true
    let refusal: string | null = null
    switch (stage) {
      case null: {
        const kind = altitudeKind(card, c)
        const next = kind ? afterAltitudeCard(now, kind, limits) : null
        if (next?.event === 'touched-down') stage = 'landing'
        else if (next?.event === 'split-s-crash' || next?.event === 'below-floor') broken = true
        else if (next && next.event === null) now = next.alt
        c = altitudeCounterOf(card, c, overdive)
        break
      }
      case 'landing':
        if (card.straight) stage = 'rolling'
        else refusal = `after the dive that touched the ground, a straight: ${LANDING}`
        break
      case 'rolling':
        if (card.stall) stage = 'landed'
        else refusal = `after the landing's straight, a stall: ${LANDING}`
        break
      case 'parked':
        if (card.stall) {
          if (takeOff) refusal = takeOff
          else stage = 'take-off'
        } else flown = false
        break
      case 'take-off':
        if (card.straight) stage = 'run-up'
        else refusal = `after the take-off's stall, a straight: ${TAKE_OFF}`
        break
      case 'run-up':
        if (card.altitude === 'climb') {
          stage = null
          now = afterAltitudeCard({ level: 0, climbs: 0 }, 'climb', limits).alt
          c = altitudeCounterOf(card, c, overdive)
        } else refusal = `after the take-off's straight, the climb: ${TAKE_OFF}`
        break
      default:
        // landed (bluff), crashed or still: the card is not flown
        flown = false
    }
    if (refusal) broken = true
    out.push({ stage: before, flown: flown && !refusal, refusal })
  }
  return out
}

/** Why a plane on the ground may not start a take-off this turn (null: it may). */
export function takeOffProblem(alt: AltitudeState, flame: number): string | null {
  if (!alt.turnStart.ground?.field) return 'a take-off starts with the centre of the base inside a landing field (003 line 388)'
  if (flame > 0) return 'a plane with fire counters cannot take off (003 line 412)'
  return null
}

/** The cards of a plan the plane flies in the air (from a take-off's climb, or up to a landing's dive), and from where. */
export function airborneCards(steps: readonly GroundStep[], cards: readonly ManoeuvreCard[]): ManoeuvreCard[] {
  return cards.filter((_, k) => isAirborneStep(steps[k]))
}

/** The slots of those cards in the plan. */
export function airborneSlots(steps: readonly GroundStep[]): number[] {
  // (a loop, not flatMap, which V8 builds through its runtime: issue 31)
  const out: number[] = []
  for (let k = 0; k < steps.length; k++) if (isAirborneStep(steps[k])) out.push(k)
  return out
}

function isAirborneStep(s: GroundStep): boolean {
  return s.stage === null || (s.stage === 'run-up' && s.flown)
}

function event(ctx: HookContext, p: PlaneState, e: GroundEvent): void {
  ctx.events?.push({ type: 'ground', to: 'all', turn: ctx.state.turn, phase: ctx.state.phase, plane: p.id, ...e })
}

/** The plane crashes on the ground: n A cards (points, explosions and fires); if it survives it stays, still. */
export function crash(ctx: HookContext, p: PlaneState, n: number): void {
  event(ctx, p, { what: 'crashed', cards: n })
  takeKnocks(ctx.rules, ctx.state, p, 'A', n, 'crash', ctx, true)
  if (p.status === 'flying') p.effects!.alt!.ground = grounded('crashed', null)
}

/**
 * A dive at level 0 took the plane's last climb counter: on a field it touches down (a landing's first card); out of
 * one "it crashes: It takes 4x A-cards of damage" (lines 405-407).
 */
export function touchDown(ctx: HookContext, p: PlaneState): void {
  const f = fieldAt(ctx.rules.setup.fields, p.x, p.y)
  if (!f) return crash(ctx, p, CRASH_OUT_OF_FIELD)
  p.effects!.alt!.ground = grounded('landing', f)
  event(ctx, p, { what: 'touched-down', field: f.id })
}

/**
 * Before the planes move: each plane on the ground flies its card only when it is the next of its landing or take-off;
 * any other card is ignored (a pretended take-off, the cards before a take-off's stall, a landing's bluff, a crashed
 * plane's turn). A take-off's climb lifts it: the altitude module gives it its counter after the move.
 */
export function groundBeforeMovement(ctx: HookContext, flown: ({ card: ManoeuvreCard } | null)[]): void {
  const { state, rules } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const p = state.planes[i]
    const alt = p.effects?.alt
    const g = alt?.ground
    const f = flown[i]
    if (!g || !f || p.status !== 'flying') continue
    const card = f.card
    const burning = p.effects!.flame > 0
    let next: GroundStage | null
    let knocks = 0
    if (g.stage === 'landing' && card.straight) [next, knocks] = ['rolling', CRASH_AFTER_STRAIGHT]
    else if (g.stage === 'rolling' && card.stall) [next, knocks] = ['landed', CRASH_AFTER_STALL]
    else if (g.stage === 'parked' && card.stall && !burning && fieldAt(rules.setup.fields, p.x, p.y)) [next, knocks] = ['take-off', CRASH_AFTER_STALL]
    else if (g.stage === 'take-off' && card.straight) [next, knocks] = ['run-up', CRASH_AFTER_STRAIGHT]
    else if (g.stage === 'run-up' && card.altitude === 'climb') {
      if (burning) {
        // "A plane cannot take off if it has fire counters" (line 412): it stays, and must start again
        g.stage = 'parked'
        event(ctx, p, { what: 'no-take-off' })
      } else {
        delete alt!.ground
        event(ctx, p, { what: 'took-off' })
        continue
      }
      next = null
    } else next = null
    if (next === null) {
      flown[i] = null
      continue
    }
    g.stage = next
    g.knocks = knocks
  }
}

/**
 * After the planes move: a plane that moved on the ground crashes if its centre ended out of a field (lines 394-398).
 * Returns whether plane p is on the ground (the altitude module leaves its level alone).
 */
export function groundAfterMovement(ctx: HookContext, p: PlaneState): boolean {
  const g = p.effects?.alt?.ground
  if (!g) return false
  if (g.knocks === 0) return true
  const n = g.knocks
  g.knocks = 0
  const f = fieldAt(ctx.rules.setup.fields, p.x, p.y)
  if (!f) {
    crash(ctx, p, n)
    return true
  }
  g.field = f.id
  event(ctx, p, { what: g.stage === 'landed' ? 'landed' : 'rolled', field: f.id })
  return true
}

/**
 * Before planning: the stages move on with the turn (a landed plane is parked, a crashed one still for this turn, then
 * free), the field each plane on the ground stands in, and Fire on the Ground's A card (lines 413-416).
 */
export function groundBeforePlanning(ctx: HookContext): void {
  const { state, rules } = ctx
  for (const p of state.planes) {
    const g = p.effects?.alt?.ground
    if (!g || p.status !== 'flying') continue
    if (g.stage === 'landed' || g.stage === 'still') g.stage = 'parked'
    else if (g.stage === 'crashed') g.stage = 'still'
    g.field = fieldAt(rules.setup.fields, p.x, p.y)?.id ?? null
    g.knocks = 0
    extinguish(ctx, p)
  }
}

/**
 * "take an A damage card to see if the ground personnel or the pilot manage to extinguish part of the fire: Don't
 * take any damage from these cards, but if you draw a 0, take away a flame counter" (lines 413-415). The card is
 * shown and discarded. The counters left are traded for damage as always (Special Damage, before the first reveal).
 */
function extinguish(ctx: HookContext, p: PlaneState): void {
  const fx = p.effects!
  if (fx.flame === 0 || !ctx.rules.setup.options.specialDamage) return
  const card = drawDamage(ctx.rules, ctx.state, 'A', ctx.events)
  discardDamage(ctx.state, card)
  if (!card.special.includes('explosion') && pointsOf(card) === 0) {
    fx.flame--
    ctx.events?.push({ type: 'flame', to: 'all', turn: ctx.state.turn, phase: ctx.state.phase, plane: p.id, counters: fx.flame })
  }
  event(ctx, p, { what: 'extinguish', card: card.id, counters: fx.flame })
}

/**
 * "At the end of the turn, if a plane on the ground that is on fire overlaps one or more planes not on fire that are
 * on the ground, the latter each take two flame counters" (lines 417-419). Judged on the fires as the turn ends.
 */
export function spreadFire(ctx: HookContext): void {
  const { state, rules } = ctx
  if (!rules.setup.options.specialDamage) return
  const onGround = state.planes.filter((p) => p.status === 'flying' && isGrounded(p))
  const burning = onGround.filter((p) => p.effects!.flame > 0)
  const catching = new Map<PlaneState, PlaneState>()
  for (const q of onGround) {
    if (q.effects!.flame > 0) continue
    const from = burning.find((b) => overlap(rules, state, b, q))
    if (from) catching.set(q, from)
  }
  for (const [q, from] of catching) {
    q.effects!.flame = SPREAD_FLAME
    ctx.events?.push({ type: 'flame', to: 'all', turn: state.turn, phase: state.phase, plane: q.id, counters: SPREAD_FLAME })
    event(ctx, q, { what: 'fire-spread', from: from.id, counters: SPREAD_FLAME })
  }
}

function overlap(rules: CompiledRules, state: GameState, a: PlaneState, b: PlaneState): boolean {
  const ia = state.planes.indexOf(a)
  const ib = state.planes.indexOf(b)
  return rectanglesOverlap(baseCorners({ x: a.x, y: a.y, h: a.h }, rules.planes[ia].shape), baseCorners({ x: b.x, y: b.y, h: b.h }, rules.planes[ib].shape))
}
