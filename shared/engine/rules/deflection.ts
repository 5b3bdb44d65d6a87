/**
 * Deflection (004, house rules, lines 102-104).
 *
 * "Whenever you shoot, trace a line from the center of the firing plane to the center of the target plane. If the
 * line crosses a short side of the firing card and a short side of the target card, you are firing without
 * deflection and the damage cards are worth +1 damage point (but 0s are still counted as 0s). ... If they are also +1
 * for other reasons (aim, ace rules...) they are +2".
 *
 * The "card" is the base: its short sides are its front and rear edges (9 cm wide, 6.3 cm deep). The line leaves the
 * firer's base through its nose or tail and enters the target's through its nose or tail: a shot from dead astern
 * or dead ahead. The bonus is added to whatever other rules give (Aim), so both make +2.
 */
import { passesThroughRearEdge } from '../../geometry/ruler'
import type { RuleModule } from './hooks'
import { shootingEye } from './aces/shooting-eye'

/** Whether the line between the two stands leaves the base at (x, y, h) through its front or its rear edge. */
function throughShortSide(x: number, y: number, h: number, width: number, depth: number, ox: number, oy: number): boolean {
  return passesThroughRearEdge(h, width, depth, x, y, ox, oy) || passesThroughRearEdge(h + Math.PI, width, depth, x, y, ox, oy)
}

export const deflection: RuleModule = {
  id: 'deflection',
  source: '004 lines 102-104 (Deflection)',

  cardPoints(ctx, dealt, points) {
    if (points <= 0) return points
    const f = ctx.state.planes[dealt.firer]
    const t = ctx.state.planes[dealt.target]
    const fs = ctx.rules.planes[dealt.firer].shape
    const ts = ctx.rules.planes[dealt.target].shape
    // 004 Shooting Eye (line 392): the ace's shots are never penalised for deflection (aces/shooting-eye.ts)
    const clean = shootingEye(ctx, dealt.firer, dealt.arc) || throughShortSide(f.x, f.y, f.h, fs.width, fs.depth, t.x, t.y) && throughShortSide(t.x, t.y, t.h, ts.width, ts.depth, f.x, f.y)
    if (!clean) return points
    // the bonus tells that the card did damage: the target's seat only hears of it
    ctx.events?.push({ type: 'deflection-bonus', to: [t.seat], turn: ctx.state.turn, phase: ctx.state.phase, plane: f.id, arc: dealt.arc, target: t.id, cards: 1 })
    return points + 1
  },
}
