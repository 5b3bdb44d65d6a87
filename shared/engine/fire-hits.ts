/**
 * A shot's cards and their damage (rulebook, "Damage" and "Jammed Guns and Explosions"): drawing a shot's cards as
 * the rules in force say, a target taking them (points, jams, explosions, the optional rules' effects), and the planes
 * downed leaving the game. The pieces every order of fire is made of: all at once and one by one (fire-resolution.ts),
 * in volleys (fire-volleys.ts); below both, so neither imports the other back.
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
import type { CompiledRules } from './rule-types'
import { JAM_COUNTERS, drawDamage, pointsOf } from './damage'
import { removePlane } from './removal'
import { greenJamIgnored } from './rules/aces/bullet-checker'
import type { OrderedShot, RuleShot, Shot } from './rule-types'
import type { FireOption, GameEvent, GameState, GunArc, PendingHit, PlaneState } from './state-types'
import { declaredAbility } from './rules/aces/declarations'

export interface Hit extends Shot {
  cards: readonly DamageCard[]
  /** the red letter it fired at (the gun's unless a rule changed it) */
  letter: string
  /** a rule's shot (extraFire) whose points are ignored */
  specialOnly?: boolean
  /** a rule's shot (extraFire) whose jam cards jam nothing */
  neverJams?: boolean
  /** an ace's declared shot: a sniper's (one card more drawn, the target takes `give` of his choice), or Tenacity's */
  snipe?: { ability: 'sniper' | 'sniper-behind'; give: number }
  tenacity?: true
}

/** Whether some fire option is plane's, for this arc and target when they are given. */
export function hasOption(options: readonly FireOption[], plane: string, arc?: GunArc, target?: string): boolean {
  for (let k = 0; k < options.length; k++) {
    const o = options[k]
    if (o.plane === plane && (arc === undefined || (o.arc === arc && o.target === target))) return true
  }
  return false
}

/** The option a fire order refers to (the command was checked against the options already). */
export function optionFor(options: readonly FireOption[], plane: string, arc: GunArc, target: string): FireOption {
  for (let k = 0; k < options.length; k++) {
    const o = options[k]
    if (o.plane === plane && o.arc === arc && o.target === target) return o
  }
  throw new Error(`no fire option for ${plane} ${arc} at ${target}`)
}

/** Guns already jammed discard a counter after this manoeuvre; new jams start after that. */
export function runDownJams(rules: CompiledRules, state: GameState, events: GameEvent[] | null): void {
  // unless a rule runs the counters down its own way after movement (000 Jammed Guns)
  // (the hook asked only where the movement's fact says some rule acts there: read once in the compiled rules; issue 31)
  if (!rules.quietMovement && rules.hooks.runDownJams.length !== 0) return
  const planes = state.planes
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.status !== 'flying') continue
    if (p.jam.front > 0 && --p.jam.front === 0) events?.push({ type: 'unjammed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, arc: 'front' })
    if (p.jam.rear > 0 && --p.jam.rear === 0) events?.push({ type: 'unjammed', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, arc: 'rear' })
  }
}

/** Fire one shot: the red letter and the deck as the rules in force say, its cards drawn. */
export function drawShot(rules: CompiledRules, state: GameState, events: GameEvent[] | null, shot: OrderedShot): Hit {
  const ctx = { rules, state, events }
  let letter = rules.planes[shot.firer].guns[shot.arc]!
  for (const m of rules.hooks.shotLetter) letter = m.shotLetter!(ctx, shot, letter)
  let deck = letter
  for (const m of rules.hooks.shotDeck) deck = m.shotDeck!(ctx, shot, deck)
  let n: number = shot.cards
  for (const m of rules.hooks.extraCards) n += m.extraCards!(ctx, shot)
  // an ace's declaration with the order (rules/aces/declarations.ts): one card more, a sniper's to choose from
  const ace = state.fireOrders[state.planes[shot.firer].id] ? declared(rules, state, shot) : null
  const cards = drawCards(rules, state, deck, ace ? n + 1 : n, events)
  const f = state.planes[shot.firer]
  f.stats.shots++
  // (the declaration is secret until the fire is resolved: the cards told are the shot's own; 'ace-fired' tells the rest)
  events?.push({ type: 'fired', to: 'all', turn: state.turn, phase: state.phase, plane: f.id, arc: shot.arc, target: state.planes[shot.target].id, cards: n, distance: shot.distance })
  const hit: Hit = { firer: shot.firer, arc: shot.arc, target: shot.target, cards, letter }
  if (ace === 'tenacity') hit.tenacity = true
  else if (ace) hit.snipe = { ability: ace, give: n }
  return hit
}

/**
 * n cards of a deck, drawn in order. A shot's one or two cards make a list of their length, not an empty one grown by
 * push (issue 31, a phase's cost).
 */
export function drawCards(rules: CompiledRules, state: GameState, deck: string, n: number, events: GameEvent[] | null): DamageCard[] {
  if (n === 1) return [drawDamage(rules, state, deck, events)]
  if (n === 2) return [drawDamage(rules, state, deck, events), drawDamage(rules, state, deck, events)]
  const cards: DamageCard[] = []
  for (let k = 0; k < n; k++) cards.push(drawDamage(rules, state, deck, events))
  return cards
}

/** The ability an ace declared for this shot with its fire order, if it may still be used (null: none). */
function declared(rules: CompiledRules, state: GameState, shot: OrderedShot): 'sniper' | 'sniper-behind' | 'tenacity' | null {
  const order = state.fireOrders[state.planes[shot.firer].id]
  if (!order || (order.snipe !== shot.arc && order.tenacity !== shot.arc)) return null
  const got = declaredAbility(rules, state, shot.firer, shot.arc, shot.target, order.snipe === shot.arc ? 'snipe' : 'tenacity')
  return got === 'sniper' || got === 'sniper-behind' || got === 'tenacity' ? got : null
}

export function shotOf(h: Shot): Shot {
  return { firer: h.firer, arc: h.arc, target: h.target }
}

/** A hit as the state keeps it while the aces choose (card ids). */
export function pending(h: Hit): PendingHit {
  const p: PendingHit = { firer: h.firer, arc: h.arc, target: h.target, cards: h.cards.map((c) => c.id), letter: h.letter }
  if (h.specialOnly) p.specialOnly = true
  if (h.neverJams) p.neverJams = true
  if (h.snipe) p.snipe = { ...h.snipe, given: null }
  if (h.tenacity) p.tenacity = true
  return p
}

/** A kept hit as the target takes it, once every answer is in. */
export function unpending(rules: CompiledRules, p: PendingHit): Hit {
  return { firer: p.firer, arc: p.arc, target: p.target, cards: p.cards.map((id) => rules.content.damageCards[id]), letter: p.letter, specialOnly: p.specialOnly, neverJams: p.neverJams }
}

/** The shots the rules in force fire on their own this phase (003 Ground fire: infantry fire, AA bursts). */
export function extraFire(rules: CompiledRules, state: GameState, events: GameEvent[] | null): Hit[] {
  const ctx = { rules, state, events }
  const out: Hit[] = []
  for (const m of rules.hooks.extraFire) for (const s of m.extraFire!(ctx)) out.push(ruleHit(s))
  return out
}

function ruleHit(s: RuleShot): Hit {
  return { firer: s.firer, arc: 'front', target: s.target, cards: s.cards, letter: s.letter, specialOnly: s.specialOnly, neverJams: s.neverJams }
}

/** Damage, jams and explosions of all the shots of a phase, then the planes that go down. */
export function applyHits(rules: CompiledRules, state: GameState, hits: Hit[], events: GameEvent[] | null): void {
  let exploded: number[] | null = null
  // (a loop by index, not for...of, which V8 compiles with the iterator's closing: every phase with shots; issue 31)
  for (let k = 0; k < hits.length; k++) if (applyHit(rules, state, hits[k], events)) (exploded ??= []).push(hits[k].target)
  downPlanes(rules, state, exploded, events)
}

/** One shot's damage cards taken, its jams and explosions shown. Returns whether it drew an explosion. */
export function applyHit(rules: CompiledRules, state: GameState, hit: Hit, events: GameEvent[] | null): boolean {
  const turn = state.turn
  const phase = state.phase
  const f = state.planes[hit.firer]
  const t = state.planes[hit.target]
  let exploded = false
  let jams: DamageCard[] | null = null
  let points = 0
  // (the damage's hooks asked once a hit, a fact of the compiled rules: issue 31, a phase's cost)
  const plain = rules.plainDamage
  const ruled = !plain && (rules.hooks.cardPoints.length > 0 || rules.hooks.cardTaken.length > 0)
  /** the cards taken, when a rule took another in place of an explosion (003 Chivalrous attitude) */
  let taken: DamageCard[] | null = null
  for (let k = 0; k < hit.cards.length; k++) {
    let card = hit.cards[k]
    // a rule may take another card in place of an explosion; that card never jams (003 lines 1021-1023)
    let jamIgnored = false
    if (!plain && rules.hooks.explosion.length && card.special.includes('explosion')) {
      const instead = rules.hooks.explosion[0].explosion!({ rules, state, events }, { firer: hit.firer, arc: hit.arc, target: hit.target, card, letter: hit.letter })
      if (instead !== 'explodes') {
        ;(taken ??= hit.cards.slice())[k] = instead
        card = instead
        jamIgnored = true
      }
    }
    const p = hit.specialOnly ? 0 : ruled ? ruledPoints(rules, state, events, hit, card) : pointsOf(card)
    points += p
    // infantry fire's cards count no points (003 lines 662-666): marked, so that the panels strike them through
    if (hit.specialOnly) (t.noPoints ??= []).push(t.damage.length)
    t.damage.push(card.id)
    if (ruled) cardTaken(rules, state, events, hit, card, p)
    if (card.special.length === 0) continue
    if (card.special.includes('jam') && !hit.neverJams && !jamIgnored) {
      t.shown.push(card.id)
      events?.push({ type: 'card-shown', to: 'all', turn, phase, plane: t.id, card: card.id, why: 'jam' })
      if (greenJamIgnored(rules.planes[hit.firer], card)) {
        events?.push({ type: 'jam-ignored', to: 'all', turn, phase, plane: f.id, arc: hit.arc, card: card.id })
      } else if (rules.hooks.gunsJammed.length) {
        ;(jams ??= []).push(card)
      } else {
        jamGuns(rules, state, events, hit, card)
      }
    }
    if (card.special.includes('explosion')) {
      t.shown.push(card.id)
      exploded = true
      events?.push({ type: 'card-shown', to: 'all', turn, phase, plane: t.id, card: card.id, why: 'explosion' })
    }
  }
  // a rule that jams guns its own way sees all the shot's jam cards at once (004 Jamming twin guns)
  if (jams && !ruledJams(rules, state, events, hit, jams)) for (const card of jams) jamGuns(rules, state, events, hit, card)
  t.damageTotal += points
  t.stats.cardsTaken += hit.cards.length
  t.stats.damageTaken += points
  f.stats.cardsDealt += hit.cards.length
  f.stats.damageDealt += points
  if (events) {
    // infantry fire counts only the cards' special damage (003 line 664): said so, as its points are not taken
    events.push({ type: 'damage-taken', to: 'all', turn, phase, plane: t.id, from: f.id, cards: hit.cards.length, cause: hit.specialOnly ? 'infantry' : 'fire' })
    events.push({ type: 'damage-cards', to: [t.seat], turn, phase, plane: t.id, from: f.id, cards: cardIds(taken ?? hit.cards), points, total: t.damageTotal })
  }
  return exploded
}

/** The ids of a shot's cards: one or two made as a list of their length, without map's callback (issue 31, a phase's cost). */
function cardIds(cards: readonly DamageCard[]): string[] {
  if (cards.length === 1) return [cards[0].id]
  if (cards.length === 2) return [cards[0].id, cards[1].id]
  return cards.map((c) => c.id)
}

/** A jam card jams the guns of the arc that fired (003), for the counters a rule may set (000 Jammed Guns). */
function jamGuns(rules: CompiledRules, state: GameState, events: GameEvent[] | null, hit: Hit, card: DamageCard): void {
  const f = state.planes[hit.firer]
  f.jam[hit.arc] = rules.hooks.jamCounters.length ? rules.hooks.jamCounters[0].jamCounters!({ rules, state, events }, hit.firer, hit.arc) : JAM_COUNTERS
  events?.push({ type: 'jammed', to: 'all', turn: state.turn, phase: state.phase, plane: f.id, arc: hit.arc, by: state.planes[hit.target].id, card: card.id })
}

/** Whether a rule in force jammed the guns its own way for these jam cards (004 Jamming twin guns). */
function ruledJams(rules: CompiledRules, state: GameState, events: GameEvent[] | null, hit: Hit, jams: readonly DamageCard[]): boolean {
  const ctx = { rules, state, events }
  for (const m of rules.hooks.gunsJammed) if (m.gunsJammed!(ctx, hit, jams)) return true
  return false
}

/** The planes the phase's damage downs leave the game: explosions, a rule's reasons, or the damage total. */
export function downPlanes(rules: CompiledRules, state: GameState, exploded: readonly number[] | null, events: GameEvent[] | null): void {
  const planes = state.planes
  const turn = state.turn
  const phase = state.phase
  const downing = rules.hooks.downed.length > 0
  for (let i = 0; i < planes.length; i++) {
    const p = planes[i]
    if (p.status !== 'flying' && p.status !== 'standing') continue
    const byRule = downing ? downedByRule(rules, state, events, i) : null
    // a ground piece is silenced, not destroyed, by an explosion or its points (the ground fire module says so)
    if (byRule === 'silenced') removePlane(state, p, 'silenced', null, events)
    else if (exploded?.includes(i)) {
      removePlane(state, p, 'exploded', null, events)
      events?.push({ type: 'exploded', to: 'all', turn, phase, plane: p.id, card: lastExplosion(rules, p) })
    } else if (byRule === 'exploded') {
      removePlane(state, p, 'exploded', null, events)
      // a second engine damage names its card (003 line 172); a rule with no card of its own names none
      events?.push({ type: 'exploded', to: 'all', turn, phase, plane: p.id, card: p.effects?.engineOut ?? '' })
    } else if (byRule === 'shot-down' || p.damageTotal >= rules.planes[i].aircraft.damagePoints) {
      removePlane(state, p, 'shot-down', null, events)
    }
  }
}

/** A card's points under the optional rules in force (003 Aim, 004 Deflection). */
function ruledPoints(rules: CompiledRules, state: GameState, events: GameEvent[] | null, hit: Hit, card: DamageCard): number {
  let p = pointsOf(card)
  const dealt = { firer: hit.firer, arc: hit.arc, target: hit.target, card, letter: hit.letter }
  const ctx = { rules, state, events }
  for (const m of rules.hooks.cardPoints) p = m.cardPoints!(ctx, dealt, p)
  return p
}

/** The optional rules' effects of a card taken (003 Special Damage, Disruption). */
function cardTaken(rules: CompiledRules, state: GameState, events: GameEvent[] | null, hit: Hit, card: DamageCard, points: number): void {
  const dealt = { firer: hit.firer, arc: hit.arc, target: hit.target, card, letter: hit.letter }
  const ctx = { rules, state, events }
  for (const m of rules.hooks.cardTaken) m.cardTaken!(ctx, dealt, points)
}

/** Whether an optional rule takes plane i out once the phase's damage is taken (003: a second wound, a second engine). */
export function downedByRule(rules: CompiledRules, state: GameState, events: GameEvent[] | null, i: number): 'shot-down' | 'exploded' | 'silenced' | null {
  for (const m of rules.hooks.downed) {
    const why = m.downed!({ rules, state, events }, i)
    if (why) return why
  }
  return null
}

function lastExplosion(rules: CompiledRules, p: PlaneState): string {
  for (let k = p.shown.length - 1; k >= 0; k--) if (rules.content.damageCards[p.shown[k]].special.includes('explosion')) return p.shown[k]
  return ''
}
