/**
 * The abilities a promoted airman is offered, in words: 003's three sets (pilots only, individual, aircraft), each
 * with what it does and where it is written, open or barred with the reason. The rules are the aces' list
 * (shared/engine/rules/aces/abilities.ts); the campaign (shared/campaign/) checks the choice again when it is made.
 *
 * 003 lines 939-941: "Aces can freely choose a special ability for each five victories they get. The special ability is
 * effective from the next game". Lines 1025-1026: Chivalrous attitude brings "two more abilities for free (excluding
 * "Incendiary Bullets", that can't be chosen even later on in the Campaign)". 004 line 374: with the D10 option the
 * ability is rolled on the table, not chosen: the screen shows the roll instead.
 */
import type { AceSkill } from '../../../shared/content/types'
import { ABILITIES, abilitiesProblem, ability, D10_TABLE, type AbilitySet } from '../../../shared/engine/rules/aces/abilities'

export type Role = 'pilot' | 'observer'

/** One ability in the choice: open to this airman, or barred and why. */
export interface OfferRow {
  id: AceSkill
  name: string
  does: string
  source: string
  set: AbilitySet
  /** null: it may be chosen */
  barred: string | null
}

/** The sets offered, in the rulebook's order, with a heading each. */
export const OFFERED_SETS: readonly { set: AbilitySet; title: string; line: string; source: string }[] = [
  { set: 'pilot', title: 'Pilots only', line: 'How the pilot flies: only a pilot may hold these', source: '003 lines 948-949' },
  { set: 'individual', title: 'Individual', line: "The airman's own shooting: it counts only when he fires, and ends if an observer is put out of the fight", source: '003 lines 949-951' },
  { set: 'aircraft', title: 'Aircraft', line: "Applies to all of the plane's guns, whoever fires, for the whole game", source: '003 lines 951-953' },
]

/** Why this ability may not be added to `held`, or null: already held, pilots only, or Incendiary after Chivalrous (and the reverse). */
export function barredBecause(id: AceSkill, role: Role, held: readonly AceSkill[]): string | null {
  if (held.includes(id)) return 'already held'
  // the count is the campaign's business (one per five victories); here only what the rules forbid outright
  const problem = abilitiesProblem([...held, id], role, Number.POSITIVE_INFINITY)
  if (!problem) return null
  if (problem.includes('pilots only')) return 'for pilots only'
  if (problem.includes('Chivalrous')) return id === 'incendiary' ? 'not for a chivalrous ace' : 'not with Incendiary bullets'
  return problem
}

/** The choice as offered to an airman of `role` holding `held`: every ability of 003's three sets, in the list's order. */
export function abilityOffer(role: Role, held: readonly AceSkill[]): OfferRow[] {
  return ABILITIES.filter((a) => OFFERED_SETS.some((s) => s.set === a.set)).map((a) => ({ id: a.id, name: a.name, does: a.does, source: a.source, set: a.set, barred: barredBecause(a.id, role, held) }))
}

/** What a choice brings, said under the Choose button: Chivalrous attitude's two free ones, and when it counts. */
export function choiceNote(id: AceSkill): string {
  const from = 'In force from the next sortie.'
  return id === 'chivalrous' ? `Chivalrous attitude brings two more abilities free: choose them next; all three count as one. Incendiary bullets can never be taken after it. ${from}` : from
}

/** An ability's name and words together, for a chip's hover and focus text. */
export function abilityTitle(id: AceSkill): string {
  const a = ability(id)
  return `${a.name}: ${a.does}\nRule source: ${a.source}`
}

/** 004's D10 roll in words (lines 374-424): "Rolled 3 on the D10: Longevity". `roll` is 1-10. */
export function d10Text(roll: number): string {
  const id = D10_TABLE[roll - 1]
  if (!id) throw new Error(`a D10 roll is 1 to 10, not ${roll}`)
  return `Rolled ${roll} on the D10: ${ability(id).name}`
}

/** How many abilities are owed, in words for the roster's action ("Choose an ability", "Choose 2 abilities"). */
export function owedText(owed: number): string {
  return owed <= 0 ? '' : owed === 1 ? 'Choose an ability' : `Choose ${owed} abilities`
}
