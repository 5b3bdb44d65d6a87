/**
 * The rules a game was set up with, in words a newcomer reads, for the lobby: a guest sees what the host chose
 * before the game starts. The comments name the rule document each option comes from.
 */
import type { RulesOptions } from '../engine/types'

const ILLEGAL: Record<RulesOptions['illegalPlan'], string> = {
  // the full rulebook (003)
  straight: 'A manoeuvre a plane may not fly is flown as a straight instead',
  // the basic rules (000)
  stress: 'A manoeuvre a plane may not fly is flown as a straight, and the plane takes an A damage card',
  // the tournament rules (004)
  'out-of-control': 'A manoeuvre a plane may not fly sends it out of control: the plane is lost',
}

export function rulesInWords(o: RulesOptions): string[] {
  return [
    ILLEGAL[o.illegalPlan],
    `Range ruler ${o.ruler} cm: short range up to ${o.ruler / 2} cm`,
    // 004's tournament rule and 000 take them out
    o.explosionsInAB ? 'Explosion cards stay in the A and B damage decks' : 'No explosion cards in the A and B damage decks',
    o.turnLimit > 0 ? `The game ends after turn ${o.turnLimit}` : 'Played until one side is left',
  ]
}
