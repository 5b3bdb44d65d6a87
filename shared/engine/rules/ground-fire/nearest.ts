/**
 * Ground fire at the nearest aircraft (003 Look Up!'s variant, lines 1240-1243): "This scenario can be played by two
 * players on the same side, with one plane each. ... Ground fire always shoots at the nearest aircraft (measure to any
 * part of the aircraft card)."
 *
 * In force where the scenario or its variant says so (GameSetup.groundFire.nearest). Which aircraft may be fired at
 * is as the ground fire rules say (infantry fire: the stand within a ruler, lines 662-663; a solo AA gun: any part of
 * the card within two rulers, none near a friend, lines 776-781); of those, the trench, the AA machine gun or the solo
 * AA gun shoots at the one whose card is nearest, in place of the one whose stand is nearest (infantry-fire.ts) or
 * one chosen at random (solo-aa.ts, lines 781-782: "choose one randomly").
 *
 * Judgement calls: a trench or an AA machine gun measures from its card to the aircraft card (the gap between the
 * two, 0 when they overlap), an AA gun from the red dot at the centre of its card, where its range is measured (line
 * 681); equal distances go to the aircraft first in table order.
 */
import { baseCorners } from '../../../geometry/base'
import type { HookContext } from '../hooks'
import { pointToQuad, quadGap } from './reach'

/** Whether the game's ground fire shoots at the nearest aircraft card. */
export function firesAtNearest(ctx: HookContext): boolean {
  return ctx.rules.setup.groundFire?.nearest === true
}

/** Of the aircraft `targets` (indices) piece i may fire at, the one whose card is nearest it; -1 when there is none. */
export function nearestAircraft(ctx: HookContext, i: number, targets: readonly number[]): number {
  const { rules, state } = ctx
  const piece = state.planes[i]
  const fromCard = rules.planes[i].kind !== 'aa-gun'
  const card = fromCard ? baseCorners(piece, rules.planes[i].shape) : null
  let best = -1
  let bestD = Infinity
  for (const j of targets) {
    const corners = baseCorners(state.planes[j], rules.planes[j].shape)
    const d = card ? quadGap(card, corners) : pointToQuad(piece.x, piece.y, corners)
    if (d < bestD || (d === bestD && j < best)) {
      best = j
      bestD = d
    }
  }
  return best
}
