/**
 * The aces' special abilities: every one the rule documents name, in one list, each with its set, its words and
 * where it is written. The list is the rulebook's (003 "Special abilities", lines 946-1030) and the scenarios'
 * (Face to Face's ace, lines 1175-1177), then 004's D10 table of specific abilities (lines 374-424) where it differs
 * from 003's.
 *
 * 003 lines 948-953: "The list of abilities is divided in three sets. The first list can be chosen only by pilots,
 * the second and the third one by pilots and observers. [...] "When the ace fires" mean that the ability is applied
 * only if that specific airman (pilot or observer) is firing. If the observer is incapacitated, his individual
 * abilities cannot be applied any more for the rest of that game. His aircraft abilities are instead applied to all
 * the weapons of the plane and are kept in use for the rest of the game even if the observer is incapacitated."
 *
 * Each ability's rule lives in its own module beside this file (or in ../aces.ts for the manoeuvring ones); this
 * list is what New game, the campaign and the words on screen read.
 */
import type { AceSkill } from '../../../content/types'

/** 003's three sets, and 004's table */
export type AbilitySet = 'pilot' | 'individual' | 'aircraft' | 'scenario' | '004'

export interface Ability {
  id: AceSkill
  /** the name the rulebook gives it */
  name: string
  set: AbilitySet
  /** what it does, in a player's words (the rulebook's, shortened where it is long) */
  does: string
  /** the document and lines */
  source: string
  /** its use leaves a counter: 'turn' (not again this turn), 'two-turns' (this turn and the next), 'game' (once a game) */
  limit?: 'turn' | 'two-turns' | 'game'
}

export const ABILITIES: readonly Ability[] = [
  { id: 'daredevil', name: 'Daredevil', set: 'pilot', limit: 'two-turns', source: '003 lines 959-962', does: 'may fly two steep manoeuvres in a row; once used, not again that turn nor the next' },
  { id: 'acrobatic', name: 'Acrobatic pilot', set: 'pilot', limit: 'two-turns', source: '003 lines 964-965', does: 'may fly an Immelmann turn without the straight after it (the straight before is still needed); once used, not again that turn nor the next' },
  { id: 'good-at-evading', name: 'Good at evading', set: 'pilot', limit: 'game', source: '003 lines 966-967', does: 'once a game, may ignore one damage card after drawing and seeing it; the card goes to the bottom of the deck' },
  { id: 'good-at-escaping', name: 'Good at escaping', set: 'pilot', source: '003 lines 969-970', does: 'cannot be tailed, unless by an ace with a pilots-only ability' },
  { id: 'exceptional', name: 'Exceptional pilot', set: 'pilot', source: '003 lines 972-981', does: 'may plan a "1" as second or third card (the turn\'s first manoeuvre again) or a "2" as third (its second again), with the same restrictions as the card repeated' },
  { id: 'technical-eye', name: 'Technical eye', set: 'individual', limit: 'two-turns', source: '003 lines 985-989', does: "may look at the damage cards of one plane within a ruler's reach, friend or foe; once used, not again that turn nor the next" },
  { id: 'perfect-aim', name: 'Perfect aim', set: 'individual', limit: 'turn', source: '003 lines 991-992', does: 'once a turn, may take the +1 aim bonus without having fired at the target in the phase before' },
  { id: 'sniper', name: 'Sniper', set: 'individual', limit: 'two-turns', source: '003 lines 994-998', does: 'when firing at an enemy, may draw one card more than the target takes and choose which it takes; the other goes under the deck; once used, not again that turn nor the next' },
  { id: 'itchy-trigger', name: 'Itchy trigger finger', set: 'individual', source: '003 lines 1000-1002', does: 'fires first: its damage is dealt before anyone without the ability fires, and planes it downs do not fire back' },
  { id: 'bullet-checker', name: 'Bullet checker', set: 'aircraft', source: '003 lines 1006-1009; 004 line 416', does: "the plane's guns jam only on a card with a red cross, never a green one" },
  { id: 'incendiary', name: 'Incendiary bullets', set: 'aircraft', source: '003 lines 1010-1015', does: 'a smoke it deals is fire instead, and engine damage it deals also smokes for the rest of the turn and the next two; not with Chivalrous attitude' },
  { id: 'chivalrous', name: 'Chivalrous attitude', set: 'aircraft', source: '003 lines 1017-1030', does: 'planes it fires at ignore fire damage; an explosion it deals is shown and a new card drawn openly (a 0 still downs the plane); brings two more abilities free, never Incendiary bullets' },
  { id: 'free-immelmann', name: 'Ace', set: 'scenario', source: '003 Face to Face, lines 1175-1177', does: 'no straight needed after an Immelmann turn or a Split-S, at any time (the straight, or the stall of a Split-S, before it still needed)' },
  { id: 'anticipation', name: 'Anticipation', set: '004', source: '004 line 388', does: "plans the third card of the turn only after the second phase's moves and fire" },
  { id: 'shooting-eye', name: 'Shooting eye', set: '004', source: '004 line 392', does: 'no penalty for deflection shooting' },
  { id: 'longevity', name: 'Longevity', set: '004', source: '004 line 396', does: 'when shot down, survives on a damage card of 3, 4 or 5 (4 or 5 when downed by fire)' },
  { id: 'daredevil-once', name: 'Daredevil, once a game', set: '004', limit: 'game', source: '004 line 404', does: 'may fly two steep manoeuvres in a row, once a game' },
  { id: 'tenacity', name: 'Tenacity', set: '004', limit: 'game', source: '004 line 408', does: 'once a game, firing from behind the target, the target draws one card more' },
  { id: 'sniper-behind', name: 'Sniper, once a game', set: '004', limit: 'game', source: '004 line 412', does: 'once a game, firing from behind the target, draws one card more, discards one of its choice and gives the rest to the target' },
  { id: 'acrobat-once', name: 'Acrobat, once a game', set: '004', limit: 'game', source: '004 line 420', does: 'may fly an Immelmann turn without the straight after it, once a game' },
]

const BY_ID = new Map(ABILITIES.map((a) => [a.id, a]))

/** The ability's entry. */
export function ability(id: AceSkill): Ability {
  return BY_ID.get(id)!
}

/**
 * 004's D10 table (lines 382-424), roll to ability. Evading, Bullet Checker and Marksman are 003's Good at evading,
 * Bullet checker and Perfect aim in other words (docs/rules.md), so the table names those.
 */
export const D10_TABLE: readonly AceSkill[] = ['anticipation', 'shooting-eye', 'longevity', 'good-at-evading', 'daredevil-once', 'tenacity', 'sniper-behind', 'bullet-checker', 'acrobat-once', 'perfect-aim']

/** Which airman may hold it: the pilots-only set (and the manoeuvres of 004's table) only the pilot. */
export function forPilotOnly(id: AceSkill): boolean {
  const s = ability(id).set
  return s === 'pilot' || s === 'scenario' || id === 'anticipation' || id === 'daredevil-once' || id === 'acrobat-once' || id === 'longevity'
}

/** The abilities of the aircraft set, applied to all of a plane's weapons whoever holds them (003 lines 951-953). */
export function isAircraftAbility(id: AceSkill): boolean {
  return ability(id).set === 'aircraft'
}

/**
 * Why an airman may not hold these abilities, or null (003 lines 900-904, 948-949, 1015, 1025-1026): each at most
 * once; the pilots-only set only for a pilot; Incendiary bullets never with Chivalrous attitude; `allowed` abilities
 * to choose, Chivalrous attitude's two free ones not counted.
 */
export function abilitiesProblem(ids: readonly AceSkill[], who: 'pilot' | 'observer', allowed: number): string | null {
  if (new Set(ids).size !== ids.length) return 'an ability is named twice'
  if (who === 'observer') {
    const p = ids.find(forPilotOnly)
    if (p) return `${ability(p).name} is for pilots only (003 lines 948-949)`
  }
  if (ids.includes('chivalrous') && ids.includes('incendiary')) return 'Incendiary bullets cannot be taken with Chivalrous attitude (003 line 1015)'
  const counted = ids.includes('chivalrous') ? ids.length - Math.min(2, ids.length - 1) : ids.length
  if (counted > allowed) return `${counted} abilities chosen where ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed${ids.includes('chivalrous') ? ' (Chivalrous attitude and two more count as one)' : ''}`
  return null
}
