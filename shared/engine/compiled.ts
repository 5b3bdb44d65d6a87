/**
 * What the engine needs to know about each plane of a game, worked out once from the content and the setup so
 * that resolving a phase does no look-ups in the content and no trigonometry it could have done before.
 */
import { hooksFor } from './rules'
import type { Hooks } from './rules/hooks'
import type { AircraftType, Content, DamageDeck, ManoeuvreCard } from '../content/types'
import { baseRadius, type BaseShape } from '../geometry/base'
import { DEG } from '../geometry/pose'
import type { ArcShape } from '../geometry/ruler'
import { standDelta } from '../geometry/manoeuvre'
import { counterOf } from './planning'
import type { GameSetup, GunArc, LastManoeuvre } from './types'

export interface CompiledCard {
  card: ManoeuvreCard
  /** the counter this card leaves once flown (shared, never mutated) */
  counter: LastManoeuvre
  /** how the stand moves, in the frame of the base before the move */
  right: number
  forward: number
  turn: number
}

export interface CompiledPlane {
  index: number
  id: string
  aircraft: AircraftType
  shape: BaseShape
  radius: number
  /** the cards of the deck in play (the altitude cards are out unless the altitude rules are used) */
  cards: Map<string, CompiledCard>
  /** the straight that replaces an illegal card */
  straight: CompiledCard
  /** damage deck letter per gun arc, null where the plane has no gun */
  guns: { front: string | null; rear: string | null }
  arcs: { front: ArcShape | null; rear: ArcShape | null }
  bulletChecker: boolean
}

export interface CompiledRules {
  content: Content
  setup: GameSetup
  planes: CompiledPlane[]
  byId: Map<string, CompiledPlane>
  /** the damage decks in play, explosions removed where the options say so */
  damageDecks: Record<string, DamageDeck>
  ruler: number
  standClearance: number
  /** the largest base radius of any plane in the game (for the stand grid's queries) */
  maxRadius: number
  /** the optional rule modules in force, by hook */
  hooks: Hooks
}

export function gunArcs(p: CompiledPlane): GunArc[] {
  const out: GunArc[] = []
  if (p.guns.front) out.push('front')
  if (p.guns.rear) out.push('rear')
  return out
}

export function compileRules(content: Content, setup: GameSetup): CompiledRules {
  const frontArc: ArcShape = { centre: 0, halfAngle: (content.table.arcs.front.opening / 2) * DEG }
  const rearArc: ArcShape = { centre: Math.PI, halfAngle: (content.table.arcs.rear.opening / 2) * DEG }
  const planes = setup.planes.map((sp, index): CompiledPlane => {
    const aircraft = content.aircraft[sp.aircraft]
    if (!aircraft) throw new Error(`plane ${sp.id}: there is no aircraft "${sp.aircraft}"`)
    const deck = aircraft.manoeuvreDeck ? content.manoeuvreDecks[aircraft.manoeuvreDeck] : undefined
    if (!deck) throw new Error(`plane ${sp.id}: ${aircraft.name} has no manoeuvre deck`)
    const shape = content.table.bases[aircraft.base]
    const cards = new Map<string, CompiledCard>()
    // "If you are not using the optional rules for Altitude, remove the last two cards of the deck"
    for (const card of deck.cards) {
      if (card.altitude && !setup.options.altitude) continue
      const d = standDelta(card.move, card.turn, shape.depth)
      cards.set(card.id, { card, counter: Object.freeze(counterOf(card)), right: d.right, forward: d.forward, turn: d.turn })
    }
    const straight = [...cards.values()].find((c) => c.card.straight)
    if (!straight) throw new Error(`manoeuvre deck ${deck.letter} has no straight card to replace illegal manoeuvres with`)
    // the scenario's override of a red letter for this plane (003 Look up!: "pretending it is A-firing"), else the aircraft's
    for (const arc of ['front', 'rear'] as const) {
      const l = sp.fire?.[arc]
      if (l && !content.damageDecks[l]) throw new Error(`plane ${sp.id}: fire.${arc}: there is no damage deck "${l}"`)
      if (l && !aircraft.fire[arc]) throw new Error(`plane ${sp.id}: fire.${arc}: ${aircraft.name} has no ${arc} gun whose letter could be changed to "${l}"`)
    }
    const front = sp.fire?.front !== undefined ? sp.fire.front : aircraft.fire.front
    const rear = sp.fire?.rear !== undefined ? sp.fire.rear : aircraft.fire.rear
    return {
      index,
      id: sp.id,
      aircraft,
      shape,
      radius: baseRadius(shape),
      cards,
      straight,
      guns: { front: front ?? null, rear: rear ?? null },
      arcs: { front: front ? frontArc : null, rear: rear ? rearArc : null },
      bulletChecker: sp.bulletChecker ?? false,
    }
  })
  const damageDecks: Record<string, DamageDeck> = {}
  for (const [letter, deck] of Object.entries(content.damageDecks)) {
    const strip = !setup.options.explosionsInAB && (letter === 'A' || letter === 'B')
    damageDecks[letter] = strip ? { ...deck, cards: deck.cards.filter((c) => !c.special.includes('explosion')) } : deck
  }
  return {
    content,
    setup,
    planes,
    byId: new Map(planes.map((p) => [p.id, p])),
    damageDecks,
    ruler: setup.options.ruler,
    standClearance: content.table.standClearance,
    maxRadius: planes.reduce((m, p) => Math.max(m, p.radius), 0),
    hooks: hooksFor(setup.options),
  }
}
