/**
 * 003 Exceptional pilot (lines 972-981) in the planning panel: the blank "1" and "2" cards. A draft may hold them; the
 * rules judge the draft with each one as the card it repeats (resolvedDraft), and the deck says where each may go.
 */
import type { CompiledPlane } from '../../../../../shared/engine/compiled'
import { slotOptions, type PlanRules } from '../../../../../shared/engine/planning'
import { isExceptional, isRepeatCard } from '../../../../../shared/engine/rules/aces/exceptional-pilot'
import type { LastManoeuvre } from '../../../../../shared/engine/types'

/** The draft with the "1" as the first card and the "2" as the second (null while that slot is empty). */
export function resolvedDraft(draft: readonly (string | null)[]): (string | null)[] {
  const out: (string | null)[] = []
  for (let k = 0; k < draft.length; k++) {
    const c = draft[k]
    out.push(c === '1' ? (out[0] ?? null) : c === '2' ? (out[1] ?? null) : c)
  }
  return out
}

export interface RepeatCard {
  id: '1' | '2'
  /** its words on the card */
  name: string
  /** the card it would repeat now, if planned */
  repeats: string | null
  /** why it may not go in the slot now, or null */
  reason: string | null
}

/** The "1" and "2" for an exceptional pilot's plane, with why each may not go in `slot` (none for any other plane). */
export function repeatCards(plane: CompiledPlane, last: LastManoeuvre | null, draft: readonly (string | null)[], slot: number, pr: PlanRules | undefined): RepeatCard[] {
  if (!isExceptional(plane)) return []
  const planned = resolvedDraft(draft)
  return (['1', '2'] as const).map((id) => {
    const of = id === '1' ? 0 : 1
    const repeats = planned[of] ?? null
    const name = id === '1' ? 'the first manoeuvre again' : 'the second manoeuvre again'
    let reason: string | null
    if (id === '1' && slot === 0) reason = 'the "1" goes second or third'
    else if (id === '2' && slot !== 2) reason = 'the "2" goes third'
    else if (draft.some((c, k) => c === id && k !== slot)) reason = 'already planned in another slot'
    else if (!repeats || isRepeatCard(repeats)) reason = `plan card ${of + 1} first`
    else {
      const others = planned.map((c, k) => (k === slot ? null : c))
      const why = slotOptions(plane, last, others, slot, pr).get(repeats)
      const left = (why ?? '').split('; ').filter((r) => r && r !== 'already planned in another slot')
      reason = left.length ? left.join('; ') : null
    }
    return { id, name, repeats, reason }
  })
}
