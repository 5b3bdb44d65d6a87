/**
 * An ace choosing his abilities (003 lines 939-941: "Aces can freely choose a special ability for each five victories
 * they get. The special ability is effective from the next game"): from 003's three sets (lines 948-949: the first for
 * pilots only), each at most once, never Incendiary bullets with Chivalrous attitude ("Incendiary Bullets [...] can't
 * be chosen even later on in the Campaign", line 1026), and Chivalrous attitude bringing two more that count with it
 * as one (lines 906-907, 1025). 004's table is rolled, not chosen (close.ts), and Face to Face's ace is its scenario's.
 * The choice is in force from the next sortie: a sortie in flight keeps the abilities it started with (sortie.ts).
 */
import type { AceSkill } from '../content/types'
import { ABILITIES, abilitiesProblem, ability } from '../engine/rules/aces/abilities'
import { cloneJson } from '../util/clone'
import { refuse } from './errors'
import { airman } from './roster'
import type { Airman, AirmanId, Campaign } from './types'

/** The abilities an ace may choose from: 003's three sets. */
const CHOOSABLE: readonly AceSkill[] = ABILITIES.filter((a) => a.set === 'pilot' || a.set === 'individual' || a.set === 'aircraft').map((a) => a.id)

/** Abilities as abilitiesProblem counts them: Chivalrous attitude and two more as one. */
function counted(ids: readonly AceSkill[]): number {
  return ids.includes('chivalrous') ? ids.length - Math.min(2, ids.length - 1) : ids.length
}

/** The free choices Chivalrous attitude still brings. */
function freeLeft(ids: readonly AceSkill[]): number {
  return ids.includes('chivalrous') ? 2 - Math.min(2, ids.length - 1) : 0
}

/** The abilities he may still hold by what he has earned (held, counted, and those to choose). */
function allowed(a: Airman): number {
  return counted(a.abilities) + a.toChoose - freeLeft(a.abilities)
}

/** Why he may not choose the ability now, or null. */
function choiceProblem(a: Airman, id: AceSkill): string | null {
  if (a.status.kind === 'lost' || a.status.kind === 'wounded-out') return `${a.name} is out of the campaign`
  if (a.toChoose <= 0) return `${a.name} has no ability to choose: one comes with each five victories (he has ${a.victories})`
  if (!CHOOSABLE.includes(id)) return ability(id) ? `${ability(id).name} is not chosen: ${ability(id).set === '004' ? "it comes from 004's D10 table" : "it is its scenario's"}` : `there is no ability "${String(id)}"`
  if (a.abilities.includes(id)) return `${a.name} already has ${ability(id).name}`
  return abilitiesProblem([...a.abilities, id], a.role, allowed(a))
}

/** The campaign with the ability chosen. Throws a CampaignError when he has none to choose or may not hold it. */
export function chooseAbility(c: Campaign, airmanId: AirmanId, id: AceSkill): Campaign {
  const why = choiceProblem(airman(c, airmanId), id)
  if (why) refuse(why)
  const out = cloneJson(c)
  const a = airman(out, airmanId)
  const earned = allowed(a)
  a.abilities.push(id)
  a.toChoose = earned - counted(a.abilities) + freeLeft(a.abilities)
  return out
}

/** The abilities the airman may choose now (empty when he has none to choose), each with why not when he may not. */
export function abilityChoices(c: Campaign, airmanId: AirmanId): { ability: AceSkill; problem: string | null }[] {
  const a = airman(c, airmanId)
  if (a.toChoose <= 0 || a.status.kind === 'lost' || a.status.kind === 'wounded-out') return []
  return CHOOSABLE.map((id) => ({ ability: id, problem: choiceProblem(a, id) }))
}
