/**
 * The rules a game was set up with, in words, for the lobby: a guest sees what the host chose before the game
 * starts. Each option names the rulebook it comes from.
 */
import type { RulesOptions } from '../engine/types'

const ILLEGAL: Record<RulesOptions['illegalPlan'], string> = {
  straight: 'An illegal manoeuvre is flown as a straight (full rules, 003)',
  stress: 'An illegal manoeuvre is flown as a straight and costs an A damage card (basic rules, 000)',
  'out-of-control': 'An illegal manoeuvre sends the plane out of control (tournament rules, 004)',
}

export function rulesInWords(o: RulesOptions): string[] {
  return [
    ILLEGAL[o.illegalPlan],
    `Range ruler ${o.ruler} cm (short range up to ${o.ruler / 2} cm)`,
    o.explosionsInAB ? 'Explosion cards stay in the A and B damage decks' : 'No explosion cards in the A and B damage decks (004)',
    o.turnLimit > 0 ? `The game ends after turn ${o.turnLimit}` : 'Played until one side is left',
  ]
}
