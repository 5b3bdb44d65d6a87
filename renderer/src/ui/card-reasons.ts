/**
 * Why a card cannot go in a slot, in words short enough to print on the card itself (the full reason from the
 * rules engine is shown beside the deck).
 */
import type { LastManoeuvre } from '../../../shared/engine/types'

const SHORT: [RegExp, string][] = [
  [/^two steep manoeuvres in a row/, 'steep after steep'],
  [/needs a straight just before it/, 'needs a straight before'],
  [/needs a straight just after it/, 'needs a straight after'],
  [/^the next card would then be illegal/, 'next card illegal'],
  [/not in this plane's deck/, 'not in this deck'],
]

/** The short form of a reason; `usedIn` is the slot (0-2) the card is already planned in, if any. */
export function shortReason(reason: string, usedIn: number = -1): string {
  if (usedIn >= 0 || reason === 'already planned in another slot') return usedIn >= 0 ? `in slot ${usedIn + 1}` : 'already planned'
  for (const [re, short] of SHORT) if (re.test(reason)) return short
  return reason.length > 24 ? `${reason.slice(0, 23)}…` : reason
}

/** The counter left by the last manoeuvre of the previous turn, as the player would say it. */
export function lastManoeuvreLabel(last: LastManoeuvre | null): string {
  if (!last) return 'first turn: no Immelmann to open'
  if (last.immelmann) return 'after an Immelmann: open with a straight'
  if (last.steep) return 'after a steep: no steep to open'
  if (last.straight) return 'after a straight: an Immelmann may open'
  return ''
}
