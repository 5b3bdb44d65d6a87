/**
 * Novice Pilot's Maneuver Restrictions (001 lines 16-17), the option `novicePilots` (the planes flown by novices).
 *
 * "Cannot perform restricted maneuvers; cannot tail enemy aircraft."
 *
 * A novice may not play a Hard Left, Hard Right or Immelman (move-kind.ts), nor an Ace card as one. Tailing does
 * not map: 002 has no tailing (001's tailing follows an enemy's plotted manoeuvre; 002's planes move one after the
 * other in the open), so the second half has nothing to act on (docs/rules.md).
 */
import type { HexRuleModule } from '../hooks'
import type { HexOptions, HexPlane } from '../types'
import { RESTRICTED_CARDS, type MoveCardKind } from './move-kind'

export function isNovice(options: HexOptions, plane: HexPlane): boolean {
  return Array.isArray(options.novicePilots) && options.novicePilots.includes(plane.id)
}

export const novicePilots: HexRuleModule = {
  id: 'novicePilots',
  source: '001 lines 16-17 (Novice Pilot\'s Maneuver Restrictions)',
  active: (o) => Array.isArray(o.novicePilots) && o.novicePilots.length > 0,
  beforeCard(ctx, plane, card) {
    if (!isNovice(ctx.state.setup.options, plane) || !RESTRICTED_CARDS.includes(card as MoveCardKind)) return null
    return `${plane.id}'s pilot is a novice: no restricted manoeuvres (a ${card}) (001 lines 16-17)`
  },
}
