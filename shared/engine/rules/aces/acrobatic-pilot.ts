/**
 * Acrobatic pilot (003 Special abilities, pilots only, lines 964-965): "Can do an Immelmann turn without having to do
 * a straight after it. The straight before has to be done anyway. Once this ability is used, it can not be re-used for
 * the rest of the turn and for the whole of the next one." With the altitude rules the Split-S, "a downward Immelmann
 * turn" flown with "the standard Immelmann card" (line 346), is taken to be an Immelmann turn for it too.
 *
 * Face to Face's ace Pfalz (lines 1175-1177), "not forced to play a straight after an Immelmann or a Split-S (but he
 * must always do a straight or a stall before)", has the straight after lifted with no limit ('free-immelmann'); 004's
 * Acrobat (line 420) is the Acrobatic pilot "Only available once per dogfight" ('acrobat-once').
 *
 * The blank counters and how a plan's card uses the ability are shared with the Daredevil (manoeuvres.ts).
 */
import type { AceSkill } from '../../../content/types'

/** The abilities that lift the straight after an Immelmann turn, the one with no limit first. */
export const ACROBATS: readonly AceSkill[] = ['free-immelmann', 'acrobatic', 'acrobat-once']

/** The ability among `skills` that a card after an Immelmann turn other than a straight would use, or null. */
export function acrobatOf(skills: readonly AceSkill[]): AceSkill | null {
  for (const a of ACROBATS) if (skills.includes(a)) return a
  return null
}
