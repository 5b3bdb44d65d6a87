/**
 * 003 Altitude (lines 315-356, 424-431): the order of cards once the altitude cards are in the decks.
 *
 * - The Dive "looks like a straight, but it is not a straight as far as other rules are concerned" and the Climb
 *   "looks like a stall, but it is not a stall" (lines 321, 331): the cards' own flags say so (content schema).
 * - Split-S (lines 346-349): "a downward Immelmann turn. Use the standard Immelmann card. When it is planned, it must
 *   have a stall before and a straight after". An Immelmann card after a stall is a Split-S; after a straight, an
 *   Immelmann turn; after anything else it is illegal, as in the basic game.
 * - "The Immelmann turn cannot be executed in the same turn as a climb" (line 344); "The Split-S cannot be executed in
 *   the same turn as a Dive" (lines 353-354); "A climb cannot be planned if it would bring the plane to an altitude of
 *   4" (line 333). These refuse the plan.
 * - Overdive (optional, lines 424-431): "a plane can plan [a dive] just after a stall if it plans a straight just after
 *   the dive"; planes without an Immelmann card in their deck cannot.
 */
import type { ManoeuvreCard } from '../../../content/types'
import { afterAltitudeCard, type Altitude, type AltitudeCard, type AltitudeLimits } from './levels'
import type { SequenceWaiver } from '../aces/manoeuvres'

import type { AltitudeCounter } from '../../state-types'
export type { AltitudeCounter } from '../../state-types'

/** What an altitude card is, given the card flown before it (null: a card that leaves the level alone). */
export function altitudeKind(card: ManoeuvreCard, prev: AltitudeCounter | null): AltitudeCard | null {
  if (card.altitude === 'climb') return 'climb'
  if (card.altitude === 'dive') return 'dive'
  if (card.immelmann) return prev?.stall ? 'split-s' : 'immelmann'
  return null
}

/** Whether a dive after `prev` is an overdive's (a dive just after a stall, with the Overdive rule on). */
export function isOverdive(card: ManoeuvreCard, prev: AltitudeCounter | null, overdive: boolean): boolean {
  return overdive && card.altitude === 'dive' && !!prev?.stall
}

/** "aircraft at 1 or 0 level cannot execute overdives" (lines 429-430): the highest level that cannot */
export const OVERDIVE_LOWEST = 1

/** Whether the dive `card` flown after `prev` at `level` is an overdive that crashes the plane (lines 429-430). */
export function overdiveCrashes(card: ManoeuvreCard, prev: AltitudeCounter | null, level: number, overdive: boolean): boolean {
  return level <= OVERDIVE_LOWEST && isOverdive(card, prev, overdive)
}

/** The counter a card leaves. */
export function altitudeCounterOf(card: ManoeuvreCard, prev: AltitudeCounter | null, overdive: boolean): AltitudeCounter {
  return {
    steep: card.steep,
    straight: card.straight,
    straightNext: card.immelmann ? 'immelmann' : isOverdive(card, prev, overdive) ? 'overdive' : null,
    stall: card.stall,
  }
}

/** Options of the sequence rules: 003's optional Overdive, and whether the deck has an Immelmann card. */
export interface SequenceOptions {
  overdive: boolean
  hasImmelmann: boolean
  /** what an ace's ability lets pass (rules/aces.ts): two steep cards in a row, no straight after an Immelmann or a Split-S */
  waive?: SequenceWaiver
}

/** Why `card` may not follow `prev` under the altitude rules (null: it may). Replaces the basic game's sequence rules. */
export function altitudeSequenceReason(prev: AltitudeCounter | null, card: ManoeuvreCard, opts: SequenceOptions): string | null {
  if (prev?.straightNext && !card.straight && !(prev.straightNext === 'immelmann' && opts.waive?.straightAfter)) return prev.straightNext === 'overdive' ? 'an overdive needs a straight just after its dive' : 'an Immelmann turn or a Split-S needs a straight just after it'
  if (card.immelmann && !prev?.straight && !prev?.stall) return 'an Immelmann turn needs a straight just before it (a Split-S, a stall)'
  if (card.steep && prev?.steep && !opts.waive?.steep) {
    if (card.altitude === 'dive' && prev.stall && opts.overdive) {
      if (!opts.hasImmelmann) return 'a plane without an Immelmann turn in its deck cannot overdive'
      return null
    }
    return 'two steep manoeuvres in a row'
  }
  return null
}

/**
 * Why a whole plan may not be made under the altitude rules, flying from `alt` after `prev`: every reason.
 * Cards that break the sequence are judged as flown (straights in their place) by the caller; this looks at the
 * plan as planned.
 */
export function altitudePlanRefusals(cards: readonly ManoeuvreCard[], alt: Altitude, prev: AltitudeCounter | null, limits: AltitudeLimits, opts: SequenceOptions): string[] {
  return altitudePlanRefusalsAt(cards, alt, prev, limits, opts).map((r) => r.reason)
}

/** The same, each with the card it belongs to (its index in `cards`; null: the plan as a whole). */
export function altitudePlanRefusalsAt(cards: readonly ManoeuvreCard[], alt: Altitude, prev: AltitudeCounter | null, limits: AltitudeLimits, opts: SequenceOptions): { slot: number | null; reason: string }[] {
  const out: { slot: number | null; reason: string }[] = []
  const kinds: (AltitudeCard | null)[] = []
  let before = prev
  for (const c of cards) {
    kinds.push(altitudeKind(c, before))
    before = altitudeCounterOf(c, before, opts.overdive)
  }
  if (kinds.includes('immelmann') && kinds.includes('climb')) out.push({ slot: null, reason: 'an Immelmann turn cannot be flown in the same turn as a climb' })
  if (kinds.includes('split-s') && kinds.includes('dive')) out.push({ slot: null, reason: 'a Split-S cannot be flown in the same turn as a dive' })
  // follow the levels through the plan: a climb may not take the plane above the top (the refusal names that climb)
  let now = alt
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k]
    if (!kind) continue
    const next = afterAltitudeCard(now, kind, limits)
    if (next.event === 'above-top' && kind === 'climb') {
      out.push({ slot: k, reason: `a climb cannot take the plane above level ${limits.top}` })
      break
    }
    now = next.alt
  }
  return out
}
