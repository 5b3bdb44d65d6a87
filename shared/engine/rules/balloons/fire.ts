/**
 * Balloons and fire (003 Observation Balloons, lines 557-566).
 *
 * "Balloons ignore all types of special damage except for fires and explosions."
 *
 * "When a balloon catches fire, put a flame counter on it. The balloon takes an A damage card at the start of each
 * turn, just as aircraft do. Only damage points and explosions are considered; all other types of special damage are
 * ignored. Do not discard the fire counter ... If a balloon takes more than one fire damage, in the same turn or in
 * different ones, put a flame counter on it for each fire damage taken and draw an A card for each counter each turn."
 *
 * The flame counters are the balloon's effects.flame (public, as the counters on the table are). A balloon burns
 * whether or not the Special Damage rule is in force: the balloon rules name fire themselves, and a balloon that could
 * not burn could hardly be destroyed (judgement call).
 */
import { takeCard } from '../../damage'
import { removePlane } from '../../removal'
import type { DealtCard, HookContext } from '../hooks'
import { effectsOf } from '../hooks'
import { explode } from './explosion'
import { firesOnBalloon, incendiary } from './incendiary'

const FLAME_DECK = 'A'

export function isBalloon(ctx: HookContext, i: number): boolean {
  return ctx.rules.planes[i].kind === 'balloon'
}

/** A card taken by a balloon: a flame counter for each fire on it (incendiary bullets: smoke, rudder, engine too). */
export function catchFire(ctx: HookContext, dealt: DealtCard): void {
  if (!isBalloon(ctx, dealt.target)) return
  const fires = firesOnBalloon(dealt.card.special, incendiary(ctx, dealt.firer))
  if (fires === 0) return
  const { state, events } = ctx
  const b = state.planes[dealt.target]
  const fx = effectsOf(b)
  fx.flame += fires
  b.shown.push(dealt.card.id)
  // the fire is told to all (balloon-burning); the card, its points, to the balloon's seat alone (003 line 559; view.ts)
  events?.push({ type: 'card-shown', to: [b.seat], turn: state.turn, phase: state.phase, plane: b.id, card: dealt.card.id, why: 'flame' })
  events?.push({ type: 'balloon-burning', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, counters: fx.flame })
}

/** At the start of each turn, before the first card is revealed, every burning balloon takes an A card a counter. */
export function burn(ctx: HookContext): void {
  const planes = ctx.state.planes
  for (let i = 0; i < planes.length; i++) {
    const b = planes[i]
    if (b.status !== 'standing' || !isBalloon(ctx, i) || !b.effects || b.effects.flame === 0) continue
    ctx.events?.push({ type: 'balloon-burning', to: 'all', turn: ctx.state.turn, phase: ctx.state.phase, plane: b.id, counters: b.effects.flame })
    takeFlameCards(ctx, i, b.effects.flame, true)
  }
}

/**
 * Balloon i takes `n` A cards of fire damage, only their points and explosions counting, until it is destroyed: an
 * explosion, or its maximum damage while on fire, explodes it. `blast`: its explosion hits the aircraft near it (not
 * once the game is over, 003 Burning Drachens).
 */
export function takeFlameCards(ctx: HookContext, i: number, n: number, blast: boolean): void {
  balloonTakesCards(ctx, i, n, FLAME_DECK, 'flame', blast)
}

/**
 * Balloon i takes `n` cards of `deck` outside fire (its flames' A cards; a collision's C card in a barrage), only their
 * points and explosions counting, until it is destroyed: an explosion, or its maximum damage, explodes it (a balloon
 * destroyed by these cards is on fire, or blown up). `blast`: its explosion hits the aircraft near it.
 */
export function balloonTakesCards(ctx: HookContext, i: number, n: number, deck: string, cause: 'flame' | 'collision', blast: boolean): void {
  const { state, rules, events } = ctx
  const b = state.planes[i]
  const ids: string[] = []
  let points = 0
  let explosion: string | null = null
  for (let k = 0; k < n && explosion === null && b.damageTotal < rules.planes[i].aircraft.damagePoints; k++) {
    const taken = takeCard(rules, state, b, deck, events)
    ids.push(taken.card.id)
    points += taken.points
    if (taken.exploded) explosion = taken.card.id
  }
  if (events) {
    events.push({ type: 'damage-taken', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, from: null, cards: ids.length, cause })
    events.push({ type: 'damage-cards', to: [b.seat], turn: state.turn, phase: state.phase, plane: b.id, from: null, cards: ids, points, total: b.damageTotal })
  }
  if (explosion !== null) {
    b.shown.push(explosion)
    events?.push({ type: 'card-shown', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, card: explosion, why: 'explosion' })
  }
  // a burning balloon at its maximum damage explodes (line 568); one not burning is shot down
  const destroyed = b.damageTotal >= rules.planes[i].aircraft.damagePoints
  if (explosion !== null || (destroyed && (cause === 'flame' || (b.effects?.flame ?? 0) > 0))) explode(ctx, i, explosion ?? '', blast)
  else if (destroyed) removePlane(state, b, 'shot-down', null, events)
}
