/**
 * What the hot-seat hand-off screen (HandOff.tsx) tells the table the next player is about to do, and which of
 * their secrets the screen will show once they take it.
 */
import type { GameEvent, Step } from '../../../../shared/engine/types'

/**
 * The line over the hand-off title saying where the game is and what the next player does there: "Turn 2 begins:
 * your plan" when a turn starts (every turn starts behind a hand-off, even for the player who gave the last orders
 * of the turn before), "Turn 1, phase 2: fire orders" when the table stopped for shots. `planned`: another player
 * has already committed this turn's plan, so the turn began before this hand-off ("Turn 2: plan the next manoeuvres").
 */
export function handOffWhen(step: Step | undefined, turn: number | undefined, phase: number | undefined, planned = false): string | null {
  if (step === undefined || turn === undefined || step === 'over') return null
  const at = phase && step !== 'planning' ? `Turn ${turn}, phase ${phase}` : `Turn ${turn}`
  switch (step) {
    case 'planning':
      return `${at}${phase || planned ? '' : ' begins'}: plan the next manoeuvres`
    case 'firing':
      return `${at}: fire orders`
    case 'tailing':
      return `${at}: order the cards while tailing`
    case 'taxiing':
      return `${at}: move the plane on the ground`
    case 'archie':
      return `${at}: aim the anti-aircraft gun`
    case 'choosing':
      return `${at}: an ace's choice of damage cards`
    default:
      return at
  }
}

/** Whether a plan was committed in `turn` among the events the table has played (read from the newest back). */
export function committedIn(played: readonly GameEvent[], turn: number | undefined): boolean {
  if (turn === undefined) return false
  for (let i = played.length - 1; i >= 0; i--) {
    const e = played[i]
    if (e.turn < turn) return false
    if (e.type === 'plan-committed' && e.turn === turn) return true
  }
  return false
}

/** The paragraph under the hand-off title for the player named `name` (their team's name), at step `step`. */
export function handOffText(step: Step | undefined, name: string): string {
  switch (step) {
    case 'firing':
      return `Everyone else, look away: the ${name} player's fire orders and damage cards will be shown.`
    case 'choosing':
      // 003 Sniper, Good at evading: the cards drawn are seen by this seat alone (engine/fire-choices.ts)
      return `Everyone else, look away: the ${name} player will see the damage cards drawn and choose among them.`
    case 'tailing':
      return `Everyone else, look away: the ${name} player's plans, the card of the plane they tail and damage cards will be shown.`
    case 'taxiing':
      // 003 Planes on the Ground (lines 409-411): the owner moves a plane at rest on the ground before the second card
      return `The ${name} player moves their plane on the ground before the second card is revealed. Everyone else, look away: their plans and damage cards will be shown.`
    default:
      return `Everyone else, look away: the ${name} player's plans and damage cards will be shown.`
  }
}
