/**
 * Blind Spots for Rear Gunners, as "WW1 Aerial Combat – Tactical Rules v6" plays them (document 000, line 233), option
 * blindSpotOneCard.
 *
 * "Rear machine gunners had a blind spot at the tail. Use the ruler to connect the centre of firing airplane's base
 * with the centre of the target's base. If the ruler crosses the flat part of the rear of the firer's base, then close
 * range shots draw only one damage card."
 *
 * In place of 003's Blind Spots for Rear Guns (blind-spots.ts), where such a shot is not possible at all: with both
 * options on, this one is played (rules/index.ts). Everyone sees it (it is geometry): the shot is offered at one card.
 *
 * Judgement calls:
 * - "Close range" is the shot's own: the ruler reaching the target's base with its first half, two cards. A shot
 *   that another rule has already made one card (003 Altitude, one level apart) stays one card.
 * - Any rear gun, as 003's blind spot ("It applies to any rear guns"); the Roland C.II's too.
 * - 000's altitude section has its own blind spot (line 408: no fire at a target a level below, and 003's rule at the
 *   same level); like 003's blind-spots.ts, this module does not look at levels yet.
 */
import { passesThroughRearEdge } from '../../geometry/ruler'
import type { RuleModule } from './hooks'

export const blindSpotOneCard: RuleModule = {
  id: 'blind-spot-one-card',
  source: '000 line 233 (Blind Spots for Rear Gunners)',

  shotCards(ctx, i, arc, j, cards) {
    if (arc !== 'rear' || cards !== 2) return cards
    const f = ctx.state.planes[i]
    const t = ctx.state.planes[j]
    const shape = ctx.rules.planes[i].shape
    // "If the ruler crosses the flat part of the rear of the firer's base"
    return passesThroughRearEdge(f.h, shape.width, shape.depth, f.x, f.y, t.x, t.y) ? 1 : cards
  },
}
