/**
 * Blocked Aim's blind spot, as "WW1 Aerial Combat – Tactical Rules v6" plays it with its altitude rules (document 000,
 * lines 408-411), the option `blindSpotLevels000` (with Altitude).
 *
 * "Rear machine-gunners had a blind spot at the tail. Use the ruler to connect the centre of firer's base with the
 * centre of the target's base. If the ruler crosses the flat side of the rear of the firer's base, firing is not
 * possible if one of the following apply:
 * - The target is at the same altitude level and the ruler touches any point of the target's base with its first half.
 * - The target is at a lower altitude level."
 *
 * Judgement calls:
 * - A target at a higher level is not in the blind spot at any range (003's blind spot, blind-spots.ts, looks at no
 *   level and rules out a close shot one level up too).
 * - Played in place of 003's Blind Spots for Rear Guns and of 000's own line 233 (blind-spot-one-card.ts, a close shot
 *   draws one card): with altitude, this is the rule 000 gives for the levels, and at the same level it says "firing is
 *   not possible" where line 233, written for the game without altitude, draws one card (rules/index.ts, `replaces`).
 * - Any rear gun, as 003's blind spot ("It applies to any rear guns").
 */
import { altitudeOf, DEFAULT_START_LEVEL } from '.'
import { BLIND_SPOT, behindTail, inBlindSpot } from '../blind-spots'
import type { RuleModule } from '../hooks'

function levelOf(p: Parameters<typeof altitudeOf>[0]): number {
  return altitudeOf(p)?.level ?? DEFAULT_START_LEVEL
}

export const blindSpotLevels000: RuleModule = {
  id: 'blind-spot-levels-000',
  source: '000 lines 408-411 (Blocked Aim: the rear gunners\' blind spot across levels)',

  shotRuledOut(ctx, i, arc, j) {
    if (arc !== 'rear') return null
    const firer = levelOf(ctx.state.planes[i])
    const target = levelOf(ctx.state.planes[j])
    if (target > firer) return null
    if (target < firer) return behindTail(ctx, i, j) ? 'in the blind spot of the rear guns: a plane below, behind the tail' : null
    return inBlindSpot(ctx, i, j) ? BLIND_SPOT : null
  },
}
