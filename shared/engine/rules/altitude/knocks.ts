/**
 * Damage from the ground or from another plane rather than from guns (003 Altitude): crashes and collisions draw
 * damage cards whose points and explosions count, "but ignore all other special damages" (lines 405-407, 479).
 */
import type { CompiledRules } from '../../rule-types'
import { takeCard } from '../../damage'
import { removePlane } from '../../removal'
import type { GameState, PlaneState } from '../../state-types'
import type { HookContext } from '../hooks'

/** Special Damage, Flame: "three 'flame' counters" (003 line 180) */
const FLAME_COUNTERS = 3

/**
 * Plane p takes n cards of the `letter` deck, points and explosions only; it is downed as fire downs a plane. With
 * `fires` (a crash on the ground: "damage points, explosions, and fires", lines 399, 406) a fire card starts three flame
 * counters under Special Damage.
 */
export function takeKnocks(rules: CompiledRules, state: GameState, p: PlaneState, letter: string, n: number, cause: 'crash' | 'collision', ctx: HookContext, fires = false): void {
  for (let k = 0; k < n && p.status === 'flying'; k++) {
    const { card, points } = takeCard(rules, state, p, letter, ctx.events)
    ctx.events?.push({ type: 'damage-taken', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, from: null, cards: 1, cause })
    ctx.events?.push({ type: 'damage-cards', to: [p.seat], turn: state.turn, phase: state.phase, plane: p.id, from: null, cards: [card.id], points, total: p.damageTotal })
    if (fires && card.special.includes('fire') && rules.setup.options.specialDamage && p.effects && !card.special.includes('explosion')) {
      p.effects.flame = FLAME_COUNTERS
      p.shown.push(card.id)
      // the symbol is shown (the flame event, to all); the card, its points, to its seat alone (003 line 156; view.ts)
      ctx.events?.push({ type: 'card-shown', to: [p.seat], turn: state.turn, phase: state.phase, plane: p.id, card: card.id, why: 'flame' })
      ctx.events?.push({ type: 'flame', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, counters: FLAME_COUNTERS })
    }
    if (card.special.includes('explosion')) {
      removePlane(state, p, 'exploded', null, ctx.events)
      ctx.events?.push({ type: 'exploded', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: card.id })
    } else if (p.damageTotal >= rules.planes[state.planes.indexOf(p)].aircraft.damagePoints) removePlane(state, p, 'shot-down', null, ctx.events)
  }
}
