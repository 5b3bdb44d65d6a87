/**
 * What a compiled plane (rule-types.ts CompiledPlane) answers when asked: its gun arcs, and the ace abilities in
 * force for it. Plain functions of the plane, below every rule module that asks them.
 */
import type { AceSkill } from '../content/types'
import type { CompiledCard, CompiledPlane, CompiledRules } from './rule-types'
import type { GunArc } from './state-types'

export function gunArcs(p: CompiledPlane): GunArc[] {
  const out: GunArc[] = []
  if (p.guns.front) out.push('front')
  if (p.guns.rear) out.push('rear')
  return out
}

/** No abilities (most planes' pilots and observers), shared and frozen. */
export const NO_SKILLS: readonly AceSkill[] = Object.freeze([])

/**
 * The abilities in force for one of the plane's guns when it fires (003 lines 949-953): "When the ace fires" means
 * the airman firing, the pilot at the front gun and the observer at the rear; an incapacitated observer's individual
 * abilities end; the aircraft abilities of either airman serve every gun for the whole game.
 */
export function firingSkills(plane: CompiledPlane, arc: 'front' | 'rear', observerOut: boolean): readonly AceSkill[] {
  const own = arc === 'front' ? plane.aceSkills : observerOut ? NO_SKILLS : plane.observerSkills
  if (plane.aircraftSkills.length === 0) return own
  return [...new Set([...own, ...plane.aircraftSkills])]
}

/** Whether the plane's airman holds the ability now: the pilot's, or the observer's while the observer is not incapacitated. */
export function hasSkill(plane: CompiledPlane, skill: AceSkill, observerOut = false): boolean {
  return plane.aceSkills.includes(skill) || (!observerOut && plane.observerSkills.includes(skill)) || plane.aircraftSkills.includes(skill)
}

/**
 * The compiled card of a card id of the plane's deck, or undefined. A card's id is its deck's letter and its number in
 * two digits (content/load.ts cardId): the card of the number the id's digits give is taken from a list and its id
 * compared, cheaper than the Map's look-up by the string's hash, which answers anything else (an id of another form or
 * deck; issue 31, a phase's cost: every card of every plan is looked up, and every card revealed).
 */
export function cardOf(plane: CompiledPlane, id: string): CompiledCard | undefined {
  if (id.length === 3) {
    const c = plane.byNumber[(id.charCodeAt(1) - 48) * 10 + id.charCodeAt(2) - 48]
    if (c !== undefined && c.card.id === id) return c
  }
  return plane.cards.get(id)
}

/** the slots of a plan whose cards' numbers the plan's check notes (CompiledPlane.planned): a turn's three */
export const PLAN_HINTS = 3

/**
 * Plane's card of its plan's slot `slot`, whose id is `id`: the card the plan's check noted for that slot when it is
 * that card (the ids compared: a plan changed since, or checked by another path, is looked up afresh), else cardOf's.
 * The reveal spares itself the id's digits (issue 31, a phase's cost: every card revealed).
 */
export function plannedCard(plane: CompiledPlane, slot: number, id: string): CompiledCard | undefined {
  if (slot < PLAN_HINTS) {
    const c = plane.byNumber[plane.planned[slot]]
    if (c !== undefined && c.card.id === id) return c
  }
  return cardOf(plane, id)
}

/** tables of up to this many planes are scanned for a plane id rather than looked up in the Map */
const SCAN_PLANES = 4

/**
 * The compiled plane of a plane id, or undefined: as rules.byId has it (the last of the planes with that id), found on a
 * small table by comparing the ids, which are mostly the very same strings, rather than by the Map's look-up, which
 * hashes the string and probes its table, several times the cost (issue 31, a phase's cost: every command and shot).
 */
export function planeById(rules: CompiledRules, id: string): CompiledPlane | undefined {
  const planes = rules.planes
  if (planes.length > SCAN_PLANES) return rules.byId.get(id)
  for (let k = planes.length - 1; k >= 0; k--) if (planes[k].id === id) return planes[k]
  return undefined
}
