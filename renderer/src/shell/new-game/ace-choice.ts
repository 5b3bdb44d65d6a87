/**
 * New game's "Aces" part in words and logic (AceChoice.tsx draws it): the number of abilities each airman chooses,
 * the abilities offered to a pilot or an observer with their names, words and sources, what an airman has chosen and
 * what is wrong with it, 004's D10 roll, and the choice create-game sends (shared/engine/rules/aces/choice.ts checks
 * it again on the host).
 *
 * 003 lines 903-907: "Set a number of special abilities: for example one or two. Each player can freely choose that
 * number of abilities for the pilot of his plane. [...] planes choosing "Chivalrous aptitude" (see list) can choose
 * another two abilities and all the three of them count as just one."
 */
import type { AceSkill } from '../../../../shared/content/types'
import { ABILITIES, ability, abilitiesProblem, D10_TABLE, forPilotOnly, type Ability, type AbilitySet } from '../../../../shared/engine/rules/aces/abilities'
import { choosableAbilities, type AceChoiceOffer, type AcesChoice, type CrewChoice } from '../../../../shared/engine/rules/aces/choice'

/** New game's choice as it stands: the number set, and each plane's crew (plane ids of the setup shown). */
export interface AceChoiceState {
  count: number
  crews: Record<string, CrewChoice>
}
export const NO_ACES: AceChoiceState = { count: 0, crews: {} }

/** Which 004 options are on: the ace mark with the generic abilities; the table's abilities and the roll with the D10 table too. */
export interface AceOptions {
  generic: boolean
  d10: boolean
}

export type Airman = 'pilot' | 'observer'

/**
 * An ability's name as New game says it: the list's name without its document code (players read no document code,
 * issue 26); where that leaves the name of another ability, what sets it apart ("Daredevil (004)" is "Daredevil, once a
 * game" beside 003's Daredevil).
 */
export function abilityName(id: AceSkill): string {
  const a = ability(id)
  const bare = a.name.replace(/\s*\(\d{3}\)$/, '')
  if (bare === a.name || !ABILITIES.some((b) => b.id !== id && b.name === bare)) return bare
  return a.limit === 'game' ? `${bare}, once a game` : `${bare}, the house rules'`
}

/** The set of the house rules' table of abilities (004's D10 table), named by one of its abilities: players read no document code. */
const TABLE_SET = ability(D10_TABLE[0]).set as Exclude<AbilitySet, 'pilot' | 'individual' | 'aircraft' | 'scenario'>

/** The groups the abilities are listed under, named for players (003 lines 948-949; 004's table), in the list's order. */
export const SET_WORDS: Record<Exclude<AbilitySet, 'scenario'>, string> = {
  pilot: 'Pilots only',
  individual: 'Pilots and observers: when the ace fires',
  aircraft: "Pilots and observers: all the plane's guns",
  [TABLE_SET]: "The house rules' table of aces' abilities",
}

/** The abilities an airman may choose, grouped in the list's order; an observer is never offered the pilots-only ones (003 lines 948-949). */
export function abilitiesOffered(who: Airman, d10: boolean): { set: Exclude<AbilitySet, 'scenario'>; label: string; abilities: Ability[] }[] {
  const ids = choosableAbilities(d10).filter((id) => who === 'pilot' || !forPilotOnly(id))
  const sets = (Object.keys(SET_WORDS) as Exclude<AbilitySet, 'scenario'>[]).map((set) => ({ set, label: SET_WORDS[set], abilities: ids.map(ability).filter((a) => a.set === set) }))
  return sets.filter((s) => s.abilities.length > 0)
}

/** How many of the number set the abilities use: Chivalrous attitude and two more count as one (003 lines 906-907). */
export function countedAbilities(ids: readonly AceSkill[]): number {
  return ids.includes('chivalrous') ? ids.length - Math.min(2, ids.length - 1) : ids.length
}

/** The airman's abilities with one added or taken away. */
export function toggled(ids: readonly AceSkill[] | undefined, id: AceSkill, on: boolean): AceSkill[] {
  const now = ids ?? []
  return on ? (now.includes(id) ? [...now] : [...now, id]) : now.filter((x) => x !== id)
}

/** The line under an airman's name: what is chosen against the number set ("2 of 2 chosen"), and Chivalrous attitude's free two. */
export function airmanLine(ids: readonly AceSkill[], allowed: number): string {
  const used = countedAbilities(ids)
  const names = ids.map(abilityName).join(', ')
  const free = ids.includes('chivalrous') ? '; Chivalrous attitude brings two more free, never Incendiary bullets' : ''
  return `${used} of ${allowed} chosen${names ? `: ${names}` : ''}${free}`
}

/** What is wrong with an airman's abilities, in words (the same check the host makes), or null. */
export function airmanProblem(ids: readonly AceSkill[], who: Airman, allowed: number): string | null {
  return ids.length === 0 ? null : abilitiesProblem(ids, who, allowed)
}

/** The number of abilities in force: the scenario's when it fixes one (Twin Targets' two), else the one set here. */
export function allowedCount(state: AceChoiceState, offer: AceChoiceOffer | null): number {
  return offer?.count ?? state.count
}

/**
 * The choice create-game sends, or undefined for none: the offered planes' chosen abilities (those of planes no longer
 * in the game left out), and 004's ace marks with its option. A plane whose airmen chose nothing keeps the scenario's.
 */
export function acesToSend(state: AceChoiceState, offer: AceChoiceOffer | null, planes: readonly string[], options: AceOptions): AcesChoice | undefined {
  const crews: Record<string, CrewChoice> = {}
  const count = allowedCount(state, offer)
  for (const id of planes) {
    const c = state.crews[id]
    if (!c) continue
    const out: CrewChoice = {}
    if (offer?.planes.includes(id) && (count > 0 || offer.count !== undefined)) {
      if (c.pilot?.length) out.pilot = c.pilot.slice()
      if (c.observer?.length) out.observer = c.observer.slice()
    }
    if (c.ace && options.generic) out.ace = true
    if (Object.keys(out).length) crews[id] = out
  }
  return Object.keys(crews).length ? { count, crews } : undefined
}

/**
 * 004's roll on its D10 table (lines 382-424) for a pilot: the die's number, the ability it gives, and whether the pilot
 * holds it already. `random` is a number in [0, 1): New game uses the browser's own randomness (crypto), never the game's
 * seed, which the host draws only when the game is created.
 */
export function rollD10(random: number): { roll: number; skill: AceSkill } {
  const roll = Math.min(9, Math.floor(random * 10)) + 1
  return { roll, skill: D10_TABLE[roll - 1] }
}

/** The roll in words, for the line beside the button. */
export function rollWords(r: { roll: number; skill: AceSkill }, held: boolean): string {
  return `Rolled ${r.roll}: ${abilityName(r.skill)}${held ? ' (held already)' : ''}`
}

/** A random number in [0, 1) from the browser's cryptographic randomness (the roll's die; never the game's seed). */
export function dieRandom(): number {
  const a = new Uint32Array(1)
  globalThis.crypto.getRandomValues(a)
  return a[0] / 2 ** 32
}
