/**
 * What the hot-seat hand-off screen (HandOff.tsx) tells the table the next player is about to do, and which of
 * their secrets the screen will show once they take it.
 */
import type { Step } from '../../../shared/engine/types'

/** The paragraph under the hand-off title for the player named `name` (their team's name), at step `step`. */
export function handOffText(step: Step | undefined, name: string): string {
  switch (step) {
    case 'firing':
      return `Everyone else, look away: the ${name} player's fire orders and damage cards will be shown.`
    case 'tailing':
      return `Everyone else, look away: the ${name} player's plans, the card of the plane they tail and damage cards will be shown.`
    case 'taxiing':
      // 003 Planes on the Ground (lines 409-411): the owner moves a plane at rest on the ground before the second card
      return `The ${name} player moves their plane on the ground before the second card is revealed. Everyone else, look away: their plans and damage cards will be shown.`
    default:
      return `Everyone else, look away: the ${name} player's plans and damage cards will be shown.`
  }
}
