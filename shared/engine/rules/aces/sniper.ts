/**
 * Sniper (003 "Pilots or observer individual abilities", lines 994-998): "When the ace fires at an enemy plane, he can
 * try to score a bull's-eye. This means that when his opponent has to draw a damage card, the ace takes two damage
 * cards instead: he looks at them, gives the one of his choice to the opponent and put the other under the damage
 * deck. If the enemy has to take two damage cards, the ace takes three cards and chooses two of them. Once this
 * ability is used, it can not be reused for the rest of the turn and for the whole of the next one."
 *
 * The try is declared with the fire order (FireOrder.snipe, secret until the fire is resolved: declarations.ts); the
 * shot then draws one card more than the target takes, and the game waits for the sniper's choice (fire-choices.ts,
 * command 'snipe'). The blank counter (PlaneState.aceUsed.sniper) is put down when the fire is resolved and taken away
 * at the end of the next turn, as Daredevil's (manoeuvres.ts).
 */
import type { AceCounters, DeckPile } from '../../state-types'
import { againFrom } from './manoeuvres'

/** Whether the sniper's blank counter is off the plane in turn `turn`. */
export function sniperReady(counters: AceCounters | undefined, turn: number): boolean {
  return counters?.sniper === undefined || turn >= againFrom(counters.sniper)
}

/**
 * Why `give` is not a sniper's choice among the cards `drawn`, of which the target takes `count`; null when it is.
 * "gives the one of his choice" / "chooses two of them".
 */
export function giveProblem(drawn: readonly string[], count: number, give: readonly string[]): string | null {
  if (give.length !== count) return `the target takes ${count} card${count === 1 ? '' : 's'}: give ${count}, not ${give.length}`
  if (new Set(give).size !== give.length) return 'a card is given twice'
  const other = give.find((c) => !drawn.includes(c))
  if (other) return `"${other}" is not among the cards drawn for this shot (${drawn.join(', ')})`
  return null
}

/** 003: "put the other under the damage deck": the bottom of its draw pile (the top is the pile's last card). */
export function underTheDeck(pile: DeckPile, card: string): void {
  pile.draw.unshift(card)
}
