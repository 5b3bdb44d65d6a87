/**
 * Good at evading (003 "Pilots only abilities", lines 966-967): "Can ignore a single damage card once in a game, after
 * drawing and seeing it. The ignored card is put at the bottom of the damage deck." 004's Evading (line 400) is the
 * same: "Ace can ignore one damage card after drawing and viewing it. Only available once per dogfight. Place
 * discarded card at bottom of deck."
 *
 * The target's owner sees the cards of the fire it takes in a phase (after any sniper chose what to give), and the
 * game waits for its answer (fire-choices.ts, command 'evade'): a card to ignore, or none, keeping the ability. The
 * use is told to all once the fire is resolved (event 'evaded'); the card ignored stays its seat's secret.
 */
import type { CompiledPlane } from '../../rule-types'
import type { PlaneState } from '../../state-types'

/** Whether the plane's pilot may still ignore a card this game: he holds the ability and has not used it. */
export function mayEvade(plane: CompiledPlane, state: PlaneState): boolean {
  return plane.aceSkills.includes('good-at-evading') && !state.aceSpent?.includes('good-at-evading')
}

/** Why `card` may not be ignored among the cards `taken`; null when it may (null card: none ignored). */
export function evadeProblem(taken: readonly string[], card: string | null): string | null {
  if (card === null) return null
  if (!taken.includes(card)) return `"${card}" is not among the cards this plane takes now (${taken.join(', ')})`
  return null
}
