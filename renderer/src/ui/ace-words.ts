/**
 * An ace's abilities in words (shared/engine/rules/aces/): a chip each on the planning panel's head, saying whether
 * the ability is at hand or its blank counter is on the plane and from which turn it may be used again, and what a
 * planned card uses.
 */
import type { AceSkill } from '../../../shared/content/types'
import { ability, type Ability } from '../../../shared/engine/rules/aces/abilities'
import { againFrom, isOnce } from '../../../shared/engine/rules/aces/manoeuvres'
import type { AceCounters } from '../../../shared/engine/types'

export interface AceChip {
  skill: AceSkill
  /** the chip's words */
  text: string
  /** what the ability lets the plane do, in full */
  title: string
  /** its blank counter is on the plane: it may not be used this turn */
  spent: boolean
}

/** Each ability in words (the rules' list, shared/engine/rules/aces/abilities.ts); `source` is for the tooltip's rule-source line only (issue 26). */
const ABILITY = (skill: AceSkill): Ability => ability(skill)

/** A tooltip's last line, set apart: where the rule is written. */
const sourceLine = (source: string) => `\nRule source: ${source}`

/** The chips of a plane's abilities in turn `turn`, its blank counters `used` (none for a plane with no ability). */
export function aceChips(skills: readonly AceSkill[] | undefined, used: AceCounters | undefined, turn: number): AceChip[] {
  return (skills ?? []).map((skill) => {
    const a = ABILITY(skill)
    const at = skill === 'daredevil' || skill === 'acrobatic' ? used?.[skill] : undefined
    const spent = at !== undefined && turn < againFrom(at)
    if (skill === 'free-immelmann') return { skill, text: 'Ace: no ↑ needed after ↓', title: `${a.name}: ${a.does}${sourceLine(a.source)}`, spent: false }
    // 004's once-a-dogfight abilities: their counter never comes off
    if (isOnce(skill)) {
      const once = used?.[skill]
      return { skill, text: once !== undefined ? `${a.name} used (once a dogfight)` : `${a.name}: ready, once`, title: `${a.name}: ${a.does}${once !== undefined ? `. Used in turn ${once}: not again this dogfight` : ''}${sourceLine(a.source)}`, spent: once !== undefined }
    }
    return {
      skill,
      text: spent ? `${a.name} used: again from turn ${againFrom(at!)}` : `${a.name}: ready`,
      title: `${a.name}: ${a.does}${spent ? `. Used in turn ${at}: the blank counter stays until the end of turn ${at! + 1}` : ''}${sourceLine(a.source)}`,
      spent,
    }
  })
}

/** What a card planned uses of the ace's abilities, for its slot and the line under the deck ('' for none). */
export function aceUseText(uses: readonly AceSkill[] | undefined, turn: number): string {
  if (!uses || uses.length === 0) return ''
  return uses.map((s) => (s === 'free-immelmann' ? 'no straight needed after the Immelmann (ace)' : isOnce(s) ? `uses ${ABILITY(s).name}: not again this dogfight` : `uses ${ABILITY(s).name}: not again before turn ${againFrom(turn)}`)).join('; ')
}

/** The short tag on a slot whose card uses an ability. */
export function aceSlotTag(uses: readonly AceSkill[] | undefined): string {
  if (!uses || uses.length === 0) return ''
  return uses.map((s) => (s === 'daredevil' || s === 'daredevil-once' ? 'daredevil' : s === 'acrobatic' || s === 'acrobat-once' ? 'acrobatic' : 'ace')).join(' + ')
}

/** What a plane's pilot brings as an ace, in a sentence for New game ("Daredevil: two steep manoeuvres ...; bullet checker: ..."), or null. */
export function aceAbilitiesText(skills: readonly AceSkill[] | undefined, bulletChecker: boolean | undefined): string | null {
  const parts = (skills ?? []).map((s) => (s === 'free-immelmann' ? ABILITY(s).does : `${ABILITY(s).name}: ${ABILITY(s).does}`))
  if (bulletChecker) parts.push('bullet checker: its guns jam only on a card with a red cross, never a green one')
  return parts.length ? parts.join('; ') : null
}
