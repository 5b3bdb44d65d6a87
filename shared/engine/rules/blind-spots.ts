/**
 * Blind Spots for Rear Guns (rulebook 003, Two-Seaters, lines 266-285; the Roland C.II, lines 287-291).
 *
 * "The rear machine gun of two-seater planes has a blind spot just at the rear of the tail. Use the ruler to connect
 * the centre of the two-seater plane with the centre of the would-be target in the rear arc. If the ruler passes in
 * the flat side of the rear of the two-seater aircraft base and if the ruler touches any point of the target base
 * with its first half, firing is not possible." It "applies to any rear guns".
 *
 * The ruler from stand to stand first touches the target's base where that line enters it; the shot is ruled out
 * when the line leaves the firer's base through its flat rear edge and enters the target's within half a ruler.
 * Everyone sees it (it is geometry), so the shot is simply not offered. With the altitude rules a target at a higher
 * level is no blind spot's (aboveTheGuns). The Roland C.II's rear gun has the same blind spot ("Use the arc of fire
 * on the base with the blind spot for targets at the same or lower altitude"); its all-round fire at higher targets
 * is the fire options' (firing.ts, CompiledPlane.rearRing).
 */
import { passesThroughRearEdge, TOUCH_PER_RULER } from '../../geometry/ruler'
import type { HookContext, RuleModule } from './hooks'

/** Distance from (fx, fy) along the line to (tx, ty) at which it enters the base of width w and depth d centred at (tx, ty), heading h. */
function entryDistance(fx: number, fy: number, tx: number, ty: number, h: number, w: number, d: number): number {
  const len = Math.hypot(tx - fx, ty - fy)
  if (len === 0) return 0
  const s = Math.sin(h)
  const c = Math.cos(h)
  // the start and the direction in the target's frame (right, forward)
  const px = (fx - tx) * c - (fy - ty) * s
  const py = (fx - tx) * s + (fy - ty) * c
  const ux = ((tx - fx) * c - (ty - fy) * s) / len
  const uy = ((tx - fx) * s + (ty - fy) * c) / len
  let enter = 0
  for (const [p, u, half] of [
    [px, ux, w / 2],
    [py, uy, d / 2],
  ]) {
    if (u === 0) continue
    const a = (-half - p) / u
    const b = (half - p) / u
    enter = Math.max(enter, Math.min(a, b))
  }
  return enter
}

/** Whether the ruler from plane i's centre to plane j's leaves i's base through its flat rear edge. */
export function behindTail(ctx: HookContext, i: number, j: number): boolean {
  const f = ctx.state.planes[i]
  const t = ctx.state.planes[j]
  const fs = ctx.rules.planes[i].shape
  return passesThroughRearEdge(f.h, fs.width, fs.depth, f.x, f.y, t.x, t.y)
}

/** Whether plane j is in plane i's blind spot: behind its tail, the ruler touching j's base with its first half. */
export function inBlindSpot(ctx: HookContext, i: number, j: number): boolean {
  if (!behindTail(ctx, i, j)) return false
  const f = ctx.state.planes[i]
  const t = ctx.state.planes[j]
  const ts = ctx.rules.planes[j].shape
  const ruler = ctx.rules.ruler
  return entryDistance(f.x, f.y, t.x, t.y, t.h, ts.width, ts.depth) <= ruler / 2 + ruler * TOUCH_PER_RULER
}

export const BLIND_SPOT = 'in the blind spot of the rear guns, just behind the tail'

/**
 * "If you use the altitude optional rules, the blind spot is effective only against targets at the same or lower
 * altitude: Ignore it if the target is at a higher level" (lines 282-285).
 */
export function aboveTheGuns(ctx: HookContext, i: number, j: number): boolean {
  if (ctx.rules.setup.options.altitude !== true) return false
  const a = ctx.state.planes[i].effects?.alt?.level
  const b = ctx.state.planes[j].effects?.alt?.level
  return a !== undefined && b !== undefined && b > a
}

export const blindSpots: RuleModule = {
  id: 'blind-spots',
  source: '003 lines 266-285 (Blind Spots for Rear Guns) and 287-291 (Roland C.II)',

  shotRuledOut(ctx, i, arc, j) {
    return arc === 'rear' && !aboveTheGuns(ctx, i, j) && inBlindSpot(ctx, i, j) ? BLIND_SPOT : null
  },
}
