/**
 * Exploding balloons (003 Observation Balloons, lines 568-572; with the altitude rules, lines 585-588).
 *
 * "A balloon explodes if it 1) takes an explosion special damage result or 2) reaches its maximum damage while on
 * fire. In either case, it is removed from the game and all the aircraft cards overlapping the balloon with any part of
 * their card take one C- Damage card immediately. For the planes, take into account only damage points, explosions,
 * and fires, and ignore other types of special damage. If a balloon reaches its maximum damage while it is not on
 * fire, it is eliminated but does not explode."
 *
 * "If a balloon explodes ..., one C- Damage card is taken by each aircraft within a half-ruler of distance and at the
 * same altitude level, and by all aircraft overlapping the balloon that are at the level just above or below it.
 * Anti-aircraft batteries and ground targets are unaffected by exploding balloons."
 *
 * An aircraft's fire counts where the Special Damage rule is in force (three flame counters, as special-damage.ts
 * plays them); without it an aircraft has no rule for fire (judgement call). Friend and foe are hit alike.
 */
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import { takeCard } from '../../damage'
import { removePlane } from '../../removal'
import type { HookContext, PhaseContext } from '../hooks'
import { effectsOf } from '../hooks'

const BLAST_DECK = 'C'
/** Special Damage's flame counters (003 line 180: "three 'flame' counters") */
const FLAME_COUNTERS = 3

/** A burning balloon at its maximum damage explodes; one not on fire is shot down as any piece is (the basic game). */
export function explodes(ctx: HookContext, i: number): 'exploded' | null {
  const b = ctx.state.planes[i]
  if (ctx.rules.planes[i].kind !== 'balloon' || (b.effects?.flame ?? 0) === 0) return null
  return b.damageTotal >= ctx.rules.planes[i].aircraft.damagePoints ? 'exploded' : null
}

/** After the phase's fire: the balloons that exploded in it hit the aircraft about them. */
export function blastAfterFire(ctx: PhaseContext): void {
  const { state, rules } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    if (rules.planes[i].kind === 'balloon' && b.status === 'exploded' && b.out?.turn === state.turn && b.out.phase === state.phase) blast(ctx, i)
  }
}

/** Balloon i explodes (card: the explosion card, '' when its damage did it), hitting the aircraft about it if `hits`. */
export function explode(ctx: HookContext, i: number, card: string, hits: boolean): void {
  const { state, events } = ctx
  const b = state.planes[i]
  removePlane(state, b, 'exploded', null, events)
  events?.push({ type: 'exploded', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, card })
  if (hits) blast(ctx, i)
}

/** The aircraft an exploding balloon i hits. */
export function inBlast(ctx: HookContext, i: number): number[] {
  const { state, rules } = ctx
  const b = state.planes[i]
  const bc = baseCorners(b, rules.planes[i].shape)
  const levels = rules.setup.options.altitude === true
  const out: number[] = []
  for (let j = 0; j < state.planes.length; j++) {
    const p = state.planes[j]
    if (p.status !== 'flying' || rules.planes[j].kind !== 'aeroplane') continue
    const pc = baseCorners(p, rules.planes[j].shape)
    if (!levels) {
      if (rectanglesOverlap(bc, pc)) out.push(j)
      continue
    }
    const apart = Math.abs((p.effects?.alt?.level ?? 0) - (b.effects?.alt?.level ?? 0))
    if (apart === 0 ? baseGap(bc, pc) <= rules.ruler / 2 : apart === 1 && rectanglesOverlap(bc, pc)) out.push(j)
  }
  return out
}

/** Each aircraft in the blast of balloon i takes one C card at once: its points, an explosion, a fire. */
function blast(ctx: HookContext, i: number): void {
  const { state, rules, events } = ctx
  const b = state.planes[i]
  const hit = inBlast(ctx, i)
  events?.push({ type: 'balloon-exploded', to: 'all', turn: state.turn, phase: state.phase, plane: b.id, hit: hit.map((j) => state.planes[j].id) })
  const base = { to: 'all' as const, turn: state.turn, phase: state.phase }
  for (const j of hit) {
    const p = state.planes[j]
    const { card, points, exploded } = takeCard(rules, state, p, BLAST_DECK, events)
    if (events) {
      events.push({ ...base, type: 'damage-taken', plane: p.id, from: b.id, cards: 1, cause: 'balloon-explosion' })
      events.push({ ...base, type: 'damage-cards', to: [p.seat], plane: p.id, from: b.id, cards: [card.id], points, total: p.damageTotal })
    }
    if (exploded) {
      p.shown.push(card.id)
      events?.push({ ...base, type: 'card-shown', plane: p.id, card: card.id, why: 'explosion' })
      removePlane(state, p, 'exploded', null, events)
      events?.push({ ...base, type: 'exploded', plane: p.id, card: card.id })
      continue
    }
    if (card.special.includes('fire') && rules.setup.options.specialDamage) {
      p.shown.push(card.id)
      effectsOf(p).flame = FLAME_COUNTERS
      // the flame told to all; the card, its points, to its seat alone (003 line 156; view.ts)
      events?.push({ ...base, to: [p.seat], type: 'card-shown', plane: p.id, card: card.id, why: 'flame' })
      events?.push({ ...base, type: 'flame', plane: p.id, counters: FLAME_COUNTERS })
    }
    if (p.damageTotal >= rules.planes[j].aircraft.damagePoints) removePlane(state, p, 'shot-down', null, events)
  }
}

/** The shortest distance between two bases (world corners, 8 numbers each), 0 when they overlap. */
export function baseGap(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (rectanglesOverlap(a, b)) return 0
  let best = Infinity
  for (let k = 0; k < 4; k++) {
    best = Math.min(best, pointToQuad(a[2 * k], a[2 * k + 1], b), pointToQuad(b[2 * k], b[2 * k + 1], a))
  }
  return best
}

function pointToQuad(x: number, y: number, q: ArrayLike<number>): number {
  let best = Infinity
  for (let k = 0; k < 4; k++) {
    const x0 = q[2 * k]
    const y0 = q[2 * k + 1]
    const x1 = q[(2 * k + 2) % 8]
    const y1 = q[(2 * k + 3) % 8]
    const dx = x1 - x0
    const dy = y1 - y0
    const len2 = dx * dx + dy * dy
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2))
    best = Math.min(best, Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)))
  }
  return best
}
