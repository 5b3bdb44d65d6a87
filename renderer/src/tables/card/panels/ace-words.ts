/**
 * An ace's abilities in words (shared/engine/rules/aces/): a chip each on the planning panel's head, saying whether
 * the ability is at hand or its blank counter is on the plane and from which turn it may be used again, and what a
 * planned card uses.
 */
import type { AceSkill } from '../../../../../shared/content/types'
import { ability, type Ability } from '../../../../../shared/engine/rules/aces/abilities'
import { againFrom, isOnce } from '../../../../../shared/engine/rules/aces/manoeuvres'
import type { AceCounters } from '../../../../../shared/engine/types'

export interface AceChip {
  skill: AceSkill
  /** the chip's words */
  text: string
  /** what the ability lets the plane do, in full */
  title: string
  /** its blank counter is on the plane: it may not be used this turn */
  spent: boolean
  /** the observer's (absent: the pilot's) */
  who?: 'observer'
}

/** Each ability in words (the rules' list, shared/engine/rules/aces/abilities.ts); `source` is for the tooltip's rule-source line only (issue 26). */
const ABILITY = (skill: AceSkill): Ability => ability(skill)

/** A tooltip's last line, set apart: where the rule is written. */
const sourceLine = (source: string) => `\nRule source: ${source}`

/** The chips of a plane's abilities in turn `turn`, its blank counters `used` (none for a plane with no ability). */
export function aceChips(skills: readonly AceSkill[] | undefined, used: AceCounters | undefined, turn: number, more: { observer?: readonly AceSkill[]; spent?: readonly AceSkill[] } = {}): AceChip[] {
  const pilot = (skills ?? []).map((skill) => airmanChip(skill, 'pilot', used, more.spent, turn))
  return [...pilot, ...(more.observer ?? []).map((skill) => airmanChip(skill, 'observer', used, more.spent, turn))]
}

/**
 * One airman's ability as a chip: one with a counter (its `limit`) says ready or used and until when; one without is a
 * plain chip whose tooltip gives its words (003 lines 946-1030).
 */
function airmanChip(skill: AceSkill, who: 'pilot' | 'observer', used: AceCounters | undefined, spentOnce: readonly AceSkill[] | undefined, turn: number): AceChip {
  const a = ABILITY(skill)
  const whose = who === 'observer' ? "Observer's " : ''
  const chip = (text: string, title: string, spent: boolean): AceChip => ({ skill, ...(who === 'observer' ? { who } : {}), text: whose + text, title: whose + title + sourceLine(a.source), spent })
  if (skill === 'free-immelmann') return chip('Ace: no ↑ needed after ↓', `${a.name}: ${a.does}`, false)
  // the turn its counter went on: the observer's Perfect aim has its own (the rear guns')
  const counters = (used ?? {}) as Partial<Record<string, number>>
  const at = counters[who === 'observer' && skill === 'perfect-aim' ? 'perfect-aim-rear' : skill]
  switch (a.limit) {
    // 004's once-a-dogfight abilities and 003's Good at evading: their counter never comes off
    case 'game': {
      const gone = at !== undefined || spentOnce?.includes(skill) === true
      return chip(gone ? `${a.name} used (once a dogfight)` : `${a.name}: ready, once`, `${a.name}: ${a.does}${gone ? `. Used${at !== undefined ? ` in turn ${at}` : ''}: not again this dogfight` : ''}`, gone)
    }
    // Perfect aim: once a turn
    case 'turn': {
      const spent = at === turn
      return chip(spent ? `${a.name} used this turn` : `${a.name}: ready`, `${a.name}: ${a.does}${spent ? `. Used this turn: again from turn ${turn + 1}` : ''}`, spent)
    }
    // the blank counter of Daredevil, Acrobatic pilot, Technical eye and Sniper: this turn and the next
    case 'two-turns': {
      const spent = at !== undefined && turn < againFrom(at)
      return chip(spent ? `${a.name} used: again from turn ${againFrom(at!)}` : `${a.name}: ready`, `${a.name}: ${a.does}${spent ? `. Used in turn ${at}: the blank counter stays until the end of turn ${at! + 1}` : ''}`, spent)
    }
    default:
      return chip(a.name, `${a.name}: ${a.does}`, false)
  }
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
