/**
 * Special Damage (rulebook 003, Optional Rules, lines 151-189; Two-Seaters, Observer Wounded, lines 241-252).
 *
 * - Rudder Jammed, kept secret: "The aircraft cannot plan turns in the direction shown for the next turn only ...
 *   Any manoeuvres already selected for the remainder of this turn are carried out as placed."
 * - Crew Wounded, kept secret: "The plane can no longer fire it's forward machine guns just after executing a steep
 *   manoeuvre, an Immelmann turn, a Split-S, or a climb ... If your guns become jammed, you may not fire after the
 *   next four manoeuvres instead of the next three. Take three counters as always (so as not to reveal that your
 *   pilot is wounded) ... If an aircraft takes a second pilot wounded damage, it is eliminated." A two-seater's card
 *   worth 3 wounds the pilot, any other value the observer: "The plane can no longer fire the machine guns in the
 *   rear arc of fire. ... A second observer wounded damage on the same observer has no additional effect."
 * - Engine Damage, kept secret: "The plane must play at least one stall manoeuvre each turn ... for the rest of the
 *   game. If an aircraft takes a second engine damage card, it explodes".
 * - Smoke, revealed: "three 'smoke' counters ... He will discard one counter at the end of each turn."
 * - Flame, revealed: "three 'flame' counters ... Each turn, before revealing the first manoeuvre of the turn, the
 *   player discards a 'flame' counter and takes a damage card from the A- deck, but only damage points and
 *   explosions are taken into account."
 * - "If a plane takes more than one special damage of the same type, from that moment ignore the older one and count
 *   the most recent one": a new rudder card replaces the old direction, new smoke or flame starts three counters.
 *
 * 000 ("Tactical Rules v6") changes some of these, each an option this module plays by (the other 000 rules are
 * modules of their own):
 * - engineShotDown, 000 line 302: "If an aircraft takes a second engine damage, it has been shot down."
 * - smokeBeforeReveal, 000 line 308: "Each turn, before revealing the first manoeuvre of the turn, the player discards
 *   a 'smoke' counter. ... If a smoking aircraft receives a second smoke special damage then treat as a fire special
 *   damage after first having removed all remaining smoke counters."
 * - woundTiers, 000 lines 285-296: the wound card is wound-tiers.ts's to play, and 003's wounded crew rules are off.
 * - jamRoll, 000 line 265: a wounded crew's jam takes one more counter (jam-roll.ts) in place of 003's extra phase.
 *
 * Secrets stay secret: a wounded pilot's or observer's silent guns are still offered to everyone as fire options
 * (on the table not firing gives nothing away) and the plane's own seat is told why it may not fire them; a fire
 * order that names them is refused. Smoking and burning planes cannot tail (tailing.ts).
 */
import type { ManoeuvreCard } from '../../content/types'
import { pointsOf, takeCard } from '../damage'
import { removePlane } from '../removal'
import type { GameEvent, PlaneState } from '../state-types'
import type { RefusablePlane } from '../fire-refusal'
import type { HookContext, RuleModule } from './hooks'
import { effectsOf } from './hooks'
import { noteDamage } from './disruption'
import { crewWounded } from './wound-tiers'
import { incendiary, incendiaryOnPlane } from './balloons/incendiary'
import { withoutFire } from './aces/chivalrous-attitude'

const COUNTERS = 3
const FLAME_DECK = 'A'

function secret(plane: PlaneState, e: Omit<Extract<GameEvent, { type: 'special-damage' }>, 'to' | 'type'>): GameEvent {
  return { type: 'special-damage', to: [plane.seat], ...e }
}

/**
 * "just after executing a steep manoeuvre, an Immelmann turn, a Split-S, or a climb (see Altitude section)" (lines
 * 163-164): a Split-S is flown with the Immelmann card (line 348); a climb card is one with the altitude rules.
 */
function justStressed(ctx: HookContext, plane: RefusablePlane): boolean {
  if (plane.last === null) return false
  if (plane.last.steep || plane.last.immelmann) return true
  if (ctx.rules.setup.options.altitude !== true) return false
  // the game's state, or a seat's view of its own plane (fire-refusal.ts)
  const flown = plane.executed ?? plane.revealed
  return flown !== undefined && flown.length > 0 && ctx.rules.content.cards[flown[flown.length - 1]]?.altitude === 'climb'
}

export const specialDamage: RuleModule = {
  id: 'special-damage',
  source: '003 lines 151-189 (Special Damage) and 241-252 (Two-Seaters, Observer Wounded)',

  cardRefusals(ctx, card: ManoeuvreCard) {
    const rudder = effectsOf(ctx.plane).rudder
    if (rudder && rudder.turn === ctx.turn && card.turn === rudder.dir) return [`the rudder is jammed ${rudder.dir}: no turns to the ${rudder.dir} this turn`]
    return []
  },

  planRefusals(ctx, cards) {
    if (effectsOf(ctx.plane).engine > 0 && !cards.some((c) => c.stall)) return ['the engine is damaged: every turn needs a stall manoeuvre']
    return []
  },

  beforeFirstReveal(ctx) {
    const { state, rules } = ctx
    // 000: "Each turn, before revealing the first manoeuvre of the turn, the player discards a 'smoke' counter"
    if (rules.setup.options.smokeBeforeReveal) discardSmoke(ctx)
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      if (p.status !== 'flying' || !p.effects || p.effects.flame === 0) continue
      takeFlameCard(ctx, i)
    }
  },

  fireRefusal(ctx, i, arc) {
    const p = ctx.state.planes[i]
    const fx = effectsOf(p)
    const o = ctx.rules.setup.options
    // a seat's view of another plane holds only its public effects: nothing silences its guns there
    if ((fx.woundedJam?.[arc] ?? 0) > 0) return `the ${arc === 'rear' && o.woundTiers ? 'observer' : 'pilot'} is wounded: the guns need one more manoeuvre to clear after the jam counters are gone`
    // 000's wound tiers are wound-tiers.ts's
    if (o.woundTiers) return null
    if (arc === 'rear' && fx.observerWounded) return 'the observer is wounded: the rear guns are silent'
    if (arc === 'front' && fx.wounds > 0 && justStressed(ctx, p)) return 'the pilot is wounded: no forward fire just after a steep manoeuvre, an Immelmann turn, a Split-S or a climb'
    return null
  },

  cardTaken(ctx: HookContext, dealt) {
    const { state, rules, events } = ctx
    const card = dealt.card
    // a balloon's fire is the balloon rules' (balloons/fire.ts), a ground piece's damage the ground fire rules'
    if (card.special.length === 0 || rules.planes[dealt.target].kind !== 'aeroplane') return
    const t = state.planes[dealt.target]
    const fx = effectsOf(t)
    const base = { turn: state.turn, phase: state.phase, plane: t.id, card: card.id }
    // 003 Incendiary Bullets (lines 635-645): smoke is fire, engine damage smokes too (balloons/incendiary.ts)
    // 003 Chivalrous attitude (lines 1018-1019): a plane fired at by such an ace ignores any fire (aces/chivalrous-attitude.ts)
    const specials = withoutFire(ctx, dealt, incendiary(ctx, dealt.firer) ? incendiaryOnPlane(card.special) : card.special)
    for (const special of specials) {
      if (special === 'rudder-left' || special === 'rudder-right') {
        fx.rudder = { dir: special === 'rudder-left' ? 'left' : 'right', turn: state.turn + 1 }
        events?.push(secret(t, { ...base, effect: special }))
      } else if (special === 'wounded') {
        if (ctx.rules.setup.options.woundTiers) continue
        // "If the card causes 3 points of damage, it affects the pilot ... any other damage value ... the observer"
        const observer = rules.planes[dealt.target].aircraft.twoSeater && pointsOf(card) !== 3
        if (observer) fx.observerWounded = true
        else fx.wounds++
        events?.push(secret(t, { ...base, effect: observer ? 'observer-wounded' : 'pilot-wounded' }))
      } else if (special === 'engine') {
        fx.engine++
        if (fx.engine === 2) fx.engineOut = card.id
        events?.push(secret(t, { ...base, effect: 'engine' }))
      } else if (special === 'smoke' || special === 'fire') {
        const why = special === 'smoke' ? 'smoke' : 'flame'
        t.shown.push(card.id)
        // the symbol is told to all (the smoke or flame event); the card, its points, to its seat alone (003 line 156; view.ts)
        events?.push({ type: 'card-shown', to: [t.seat], ...base, why })
        // 000: "If a smoking aircraft receives a second smoke special damage then treat as a fire special damage
        // after first having removed all remaining smoke counters"
        const fire = why === 'flame' || (ctx.rules.setup.options.smokeBeforeReveal === true && fx.smoke > 0)
        if (fire && why === 'smoke') {
          fx.smoke = 0
          events?.push({ type: 'smoke', to: 'all', turn: state.turn, phase: state.phase, plane: t.id, counters: 0 })
        }
        if (fire) fx.flame = COUNTERS
        else fx.smoke = COUNTERS
        events?.push({ type: fire ? 'flame' : 'smoke', to: 'all', turn: state.turn, phase: state.phase, plane: t.id, counters: COUNTERS })
      }
    }
  },

  downed(ctx, i) {
    const fx = effectsOf(ctx.state.planes[i])
    const o = ctx.rules.setup.options
    // 003: "it explodes"; 000: "it has been shot down"
    if (fx.engine >= 2) return o.engineShotDown ? 'shot-down' : 'exploded'
    if (fx.wounds >= 2 && !o.woundTiers) return 'shot-down'
    return null
  },

  endOfPhase(ctx) {
    const o = ctx.rules.setup.options
    // 000's jams give a wounded crew's gun one more counter instead (jam-roll.ts)
    if (o.jamRoll) return
    // every plane, every phase: each arc read by its name, not by a varying key, which V8 looks up dearly (issue 31)
    for (const p of ctx.state.planes) {
      const fx = p.effects
      if (!fx || p.status !== 'flying') continue
      const woundedJam = fx.woundedJam
      const seen = fx.jamSeen
      const jam = p.jam
      if (woundedJam.front > 0) woundedJam.front--
      if ((o.woundTiers ? crewWounded(p, 'front') : fx.wounds > 0) && seen.front > 0 && jam.front === 0) woundedJam.front = 1
      seen.front = jam.front
      if (woundedJam.rear > 0) woundedJam.rear--
      // 003's wounded pilot is slow with his own guns (lines 163-168); a two-seater's rear guns are the observer's (245-248)
      if (o.woundTiers && crewWounded(p, 'rear') && seen.rear > 0 && jam.rear === 0) woundedJam.rear = 1
      seen.rear = jam.rear
    }
  },

  endOfTurn(ctx) {
    // 003: "He will discard one counter at the end of each turn" (000: before the first reveal, above)
    if (!ctx.rules.setup.options.smokeBeforeReveal) discardSmoke(ctx)
  },
}

/**
 * Flying plane i, burning, discards a flame counter and takes an A card, "but only damage points and explosions are
 * taken into account": it may explode or be shot down by it.
 */
export function takeFlameCard(ctx: HookContext, i: number): void {
  const { state, rules, events } = ctx
  const p = state.planes[i]
  const fx = effectsOf(p)
  fx.flame--
  const { card, points, exploded } = takeCard(rules, state, p, FLAME_DECK, events)
  noteDamage(p, state, points)
  if (events) {
    events.push({ type: 'flame', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, counters: fx.flame })
    events.push({ type: 'damage-taken', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, from: null, cards: 1, cause: 'flame' })
    events.push({ type: 'damage-cards', to: [p.seat], turn: state.turn, phase: state.phase, plane: p.id, from: null, cards: [card.id], points, total: p.damageTotal })
  }
  if (exploded) {
    p.shown.push(card.id)
    events?.push({ type: 'card-shown', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: card.id, why: 'explosion' })
    removePlane(state, p, 'exploded', null, events)
    events?.push({ type: 'exploded', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: card.id })
  } else if (p.damageTotal >= rules.planes[i].aircraft.damagePoints) removePlane(state, p, 'shot-down', null, events)
}

/** Every flying plane with smoke counters discards one. */
function discardSmoke(ctx: HookContext): void {
  const { state, events } = ctx
  for (const p of state.planes) {
    const fx = p.effects
    if (!fx || p.status !== 'flying' || fx.smoke === 0) continue
    fx.smoke--
    events?.push({ type: 'smoke', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, counters: fx.smoke })
  }
}
