/**
 * Daredevil (003 Special abilities, pilots only, lines 959-962): "Can do two steep manoeuvres in a row. Once this
 * ability is used, it can not be re-used for the rest of the turn and for the whole of the next one. Use a blank
 * counter to remember that you used the ability and discard it after a turn." It lifts "you may not plan two steep
 * manoeuvres in a row" and "If the last card of the previous turn was a steep manoeuvre, you cannot use a steep
 * manoeuvre as the first card of the new turn" (Planning) alike. Face to Face's Nieuport ace (lines 1177-1180) is a
 * Daredevil; 004's Daredevil (line 404) is the same, "Only available once per dogfight" ('daredevil-once').
 *
 * The blank counters and how a plan's card uses the ability are shared with the Acrobatic pilot (manoeuvres.ts).
 */
import type { AceSkill } from '../../../content/types'

/** The abilities that let a plane fly a steep manoeuvre right after another, the two-turn one first. */
export const DAREDEVILS: readonly AceSkill[] = ['daredevil', 'daredevil-once']

/** The Daredevil ability among `skills` that a second steep card in a row would use, or null. */
export function daredevilOf(skills: readonly AceSkill[]): AceSkill | null {
  for (const d of DAREDEVILS) if (skills.includes(d)) return d
  return null
}
