/**
 * Exiting the Gaming Surface, as "WW1 Aerial Combat – Tactical Rules v6" plays it (document 000, line 195), option
 * burningExit, with specialDamage (the flame counters are its).
 *
 * "If, at the end of a manoeuvre, the centre of any aircraft's base is outside the playing area, that aircraft is
 * removed from the game. An aircraft that exits while on fire must immediately take damage cards for all remaining
 * fire markers."
 *
 * Each remaining flame counter goes with an A card, as before a turn's first reveal (special-damage.ts: "only damage
 * points and explosions are taken into account"). A plane those cards shoot down or explode scores so (victory.ts: 2
 * to each enemy team, not the 1 of a plane that left); one that survives them has left the table.
 *
 * Judgement call: the cards are taken one by one, and the plane stops taking them once it is down.
 */
import type { RuleModule } from './hooks'
import { takeFlameCard } from './special-damage'

export const burningExit: RuleModule = {
  id: 'burning-exit',
  source: '000 line 195 (Exiting the Gaming Surface)',

  exiting(ctx, i) {
    const p = ctx.state.planes[i]
    while (p.status === 'flying' && (p.effects?.flame ?? 0) > 0) takeFlameCard(ctx, i)
  },
}
