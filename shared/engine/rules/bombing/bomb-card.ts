/**
 * The bomb card on the table (003 Bombing, lines 828-830): "put a straight in front of the plane and do the same":
 * the bomb card is put so that the arrow on its rear matches the arrowhead of that card, as a base would be.
 *
 * A bomb card is the size of a manoeuvre card; the rulebook gives no size, so it is taken as the physical game's
 * cards, 9 cm across and 6.3 cm along the arrow (the same as a plane's base and a ground card, assets/table.json).
 */
import type { CardMove, TurnDirection } from '../../../content/types'
import { baseCorners, pointInRectangle, rectanglesOverlap } from '../../../geometry/base'
import { standDelta } from '../../../geometry/manoeuvre'
import { advance, type Pose } from '../../../geometry/pose'

export const BOMB_CARD = { width: 9, depth: 6.3 } as const

/**
 * Where the bomb card lies when a plane whose stand is at `stand` (its base `depth` nose to tail) puts a card in
 * front of itself and the bomb card at its arrowhead: the pose of the bomb card's centre.
 */
export function placeBombCard(stand: Pose, depth: number, move: CardMove, turn: TurnDirection | null): Pose {
  // the stand's pose after the card, its base's rear arrow at the arrowhead; the bomb card's rear edge is there too
  const d = standDelta(move, turn, depth)
  const after = advance(stand, d.right, d.forward, d.turn)
  return advance(after, 0, BOMB_CARD.depth / 2 - depth / 2, 0)
}

/** "in each subsequent phase, they are again moved with the same manoeuvre card" (lines 848-849): the card in front of the bomb card, the bomb card at its arrowhead */
export function moveBombCard(card: Pose, move: CardMove, turn: TurnDirection | null): Pose {
  const d = standDelta(move, turn, BOMB_CARD.depth)
  return advance(card, d.right, d.forward, d.turn)
}

/**
 * What the bombs do to a target card (lines 832-835): 'full' when the red dot at its centre is covered, 'half' when
 * only some part of the card is, else 'miss'.
 */
export function bombCover(card: Pose, target: Pose, targetShape: { width: number; depth: number }): 'full' | 'half' | 'miss' {
  const bomb = baseCorners(card, BOMB_CARD)
  if (pointInRectangle(bomb, target.x, target.y)) return 'full'
  if (rectanglesOverlap(bomb, baseCorners(target, targetShape))) return 'half'
  return 'miss'
}
