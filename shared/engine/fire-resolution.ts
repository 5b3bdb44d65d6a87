/**
 * Resolving a firing step (rulebook, "Damage" and "Jammed Guns and Explosions").
 *
 * "All damage is resolved simultaneously after all aircraft that want to fire have fired. Therefore, a plane
 * that is shot down may still fire the same phase."
 *
 * Jams: "The aircraft that fired at him has jammed his guns and cannot fire after each of the next three
 * manoeuvres. ... This plane discards one jammed counter after performing the next three manoeuvres, and may not
 * fire during that time." A two-seater: "only the guns from the arc which was shooting when the card was drawn
 * are considered jammed."
 *
 * Bullet checker (ace ability, used by scenarios): "ignore the jamming cards with a green cross; the plane jams
 * only when a card with the red cross is picked up."
 */
import type { DamageCard } from '../content/types'
import type { CompiledRules } from './compiled'
import { JAM_COUNTERS, drawDamage, pointsOf } from './damage'
import { removePlane } from './removal'
import type { FireOption, GameEvent, GameState, GunArc, PlaneState } from './types'

const ARCS: GunArc[] = ['front', 'rear']

interface Hit {
  firer: number
  arc: GunArc
  target: number
  cards: DamageCard[]
}

/** Fire every order given, then apply all the damage at once. Clears the firing step's options and orders. */
export function resolveFire(rules: CompiledRules, state: GameState, events: GameEvent[] | null): void {
  const planes = state.planes
  const index = new Map(planes.map((p, i) => [p.id, i]))
  const hits: Hit[] = []
  const ev = events ? { turn: state.turn, phase: state.phase } : null

  // every shot is decided before any card is looked at; cards are drawn in table order
  for (let i = 0; i < planes.length; i++) {
    const f = planes[i]
    const order = state.fireOrders[f.id]
    if (!order) continue
    for (const arc of ARCS) {
      const target = order[arc]
      if (target === undefined) continue
      if (target === null) {
        if (ev) events!.push({ type: 'held-fire', to: 'all', ...ev, plane: f.id, arc })
        continue
      }
      const option = state.fireOptions.find((o) => o.plane === f.id && o.arc === arc && o.target === target) as FireOption
      const letter = rules.planes[i].guns[arc]!
      const cards: DamageCard[] = []
      for (let k = 0; k < option.cards; k++) cards.push(drawDamage(rules, state, letter, events))
      hits.push({ firer: i, arc, target: index.get(target)!, cards })
      f.stats.shots++
      if (ev) events!.push({ type: 'fired', to: 'all', ...ev, plane: f.id, arc, target, cards: option.cards, distance: option.distance })
    }
  }

  // guns already jammed discard a counter after this manoeuvre; new jams start after that
  for (const p of planes) {
    if (p.status !== 'flying') continue
    for (const arc of ARCS) {
      if (p.jam[arc] > 0) {
        p.jam[arc]--
        if (p.jam[arc] === 0 && ev) events!.push({ type: 'unjammed', to: 'all', ...ev, plane: p.id, arc })
      }
    }
  }

  const exploded = new Set<number>()
  for (const hit of hits) {
    const f = planes[hit.firer]
    const t = planes[hit.target]
    let points = 0
    for (const card of hit.cards) {
      points += pointsOf(card)
      t.damage.push(card.id)
      if (card.special.includes('jam')) {
        t.shown.push(card.id)
        if (ev) events!.push({ type: 'card-shown', to: 'all', ...ev, plane: t.id, card: card.id, why: 'jam' })
        if (rules.planes[hit.firer].bulletChecker && card.jam === 'green') {
          if (ev) events!.push({ type: 'jam-ignored', to: 'all', ...ev, plane: f.id, arc: hit.arc, card: card.id })
        } else {
          f.jam[hit.arc] = JAM_COUNTERS
          if (ev) events!.push({ type: 'jammed', to: 'all', ...ev, plane: f.id, arc: hit.arc, by: t.id, card: card.id })
        }
      }
      if (card.special.includes('explosion')) {
        t.shown.push(card.id)
        exploded.add(hit.target)
        if (ev) events!.push({ type: 'card-shown', to: 'all', ...ev, plane: t.id, card: card.id, why: 'explosion' })
      }
    }
    t.damageTotal += points
    t.stats.cardsTaken += hit.cards.length
    t.stats.damageTaken += points
    f.stats.cardsDealt += hit.cards.length
    f.stats.damageDealt += points
    if (ev) {
      events!.push({ type: 'damage-taken', to: 'all', ...ev, plane: t.id, from: f.id, cards: hit.cards.length, cause: 'fire' })
      events!.push({ type: 'damage-cards', to: [t.seat], ...ev, plane: t.id, from: f.id, cards: hit.cards.map((c) => c.id), points, total: t.damageTotal })
    }
  }

  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.status !== 'flying') continue
    if (exploded.has(i)) {
      removePlane(state, p, 'exploded', null, events)
      if (ev) events!.push({ type: 'exploded', to: 'all', ...ev, plane: p.id, card: lastExplosion(rules, p) })
    } else if (p.damageTotal >= rules.planes[i].aircraft.damagePoints) {
      removePlane(state, p, 'shot-down', null, events)
    }
  }

  state.fireOptions = []
  state.fireOrders = {}
}

function lastExplosion(rules: CompiledRules, p: PlaneState): string {
  for (let k = p.shown.length - 1; k >= 0; k--) if (rules.content.damageCards[p.shown[k]].special.includes('explosion')) return p.shown[k]
  return ''
}
