/**
 * Why a card cannot go in a slot: in words short enough to print on the card itself, and in full, in a
 * newcomer's words, for the line under the deck (shown whole when the card is hovered or focused, never cut).
 */
import type { LastManoeuvre } from '../../../../../shared/engine/types'
import { splitRuleSource } from '../../../shell/help/rule-source'

const SHORT: [RegExp, string][] = [
  [/^two steep manoeuvres in a row/, 'steep after steep'],
  // 003 Altitude: the Immelmann card after a stall is a Split-S; a climb's counter may not take the plane to level 4
  [/needs a straight just before it \(a Split-S, a stall\)/, 'needs ↑ or stall before'],
  [/^an overdive needs a straight just after its dive/, 'needs ↑ after the dive'],
  [/cannot overdive/, 'overdive: no Immelmann'],
  [/^it would take the plane above level \d/, 'too high: over the top'],
  [/needs a straight just before it/, 'needs ↑ before'],
  [/needs a straight just after it/, 'needs ↑ after'],
  [/^the next card would then be illegal/, 'next card illegal'],
  [/not in this plane's deck/, 'not in this deck'],
  // 003 Special Damage
  [/^the rudder is jammed left/, 'rudder jammed ←'],
  [/^the rudder is jammed right/, 'rudder jammed →'],
  [/^the engine is damaged/, 'engine: needs a stall'],
]

/** The short form of a reason; `usedIn` is the slot (0-2) the card is already planned in, if any. */
export function shortReason(reason: string, usedIn: number = -1): string {
  if (usedIn >= 0 || reason === 'already planned in another slot') return usedIn >= 0 ? `in slot ${usedIn + 1}` : 'already planned'
  for (const [re, short] of SHORT) if (re.test(reason)) return short
  // never a cut sentence on the card: the whole reason is under the deck
  return reason.length > 24 ? 'not here: see below' : reason
}

/** the engine's words stay whole; what a newcomer needs to know follows them */
const PLAIN: [RegExp, string][] = [
  [/^two steep manoeuvres in a row$/, 'two steep manoeuvres in a row (◆ after ◆) are not allowed, not even across turns'],
  [/^an Immelmann turn needs a straight just before it$/, 'an Immelmann turn needs a straight just before it (↑ before ↓, in this turn or as the last card of the turn before)'],
  [/^an Immelmann turn needs a straight just after it$/, 'an Immelmann turn needs a straight just after it (↑ after ↓)'],
  [/^an Immelmann turn needs a straight just before it \(a Split-S, a stall\)$/, 'an Immelmann turn needs a straight just before it (↑ before ↓); after a stall the same card is a Split-S, a downward Immelmann'],
  [/^it would take the plane above level (\d)$/, 'it would take the plane above level $1: an Immelmann turn adds a climb counter, and no plane flies higher'],
]

function plainRule(reason: string): string {
  for (const [re, plain] of PLAIN) if (re.test(reason)) return reason.replace(re, plain)
  // the engine's rulebook lines stay out of the player's words (issue 26, rule-source.ts)
  return splitRuleSource(reason).text
}

/** The whole reason, in plain words; `usedIn` is the slot (0-2) the card is already planned in, if any. */
export function plainReason(reason: string, usedIn: number = -1): string {
  if (reason === 'already planned in another slot') return usedIn >= 0 ? `${reason}: slot ${usedIn + 1}, and a deck holds one of each card` : `${reason}: a deck holds one of each card`
  const next = /^the next card would then be illegal: (.*)$/.exec(reason)
  if (next) return `the next card would then be illegal: ${plainRule(next[1])}`
  return plainRule(reason)
}

/** The counter left by the last manoeuvre of the previous turn, as the player would say it. */
export function lastManoeuvreLabel(last: LastManoeuvre | null): string {
  if (!last) return 'first turn: no Immelmann to open'
  if (last.immelmann) return 'after an Immelmann: open with a straight'
  if (last.steep) return 'after a steep: no steep to open'
  if (last.straight) return 'after a straight: an Immelmann may open'
  return ''
}
