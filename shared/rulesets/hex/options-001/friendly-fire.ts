/**
 * Friendly Fire (001 lines 67-70), the option `friendlyFire`.
 *
 * "When an aircraft flies over its own trench line hexes, it must test for friendly ground fire. Roll 1d6: 1 or 2:
 * Ground troops fire on the friendly aircraft; 3, 4, 5 or 6: Ground troops hold their fire."
 *
 * The trench hexes are scenario data (`setup.extra.friendlyFire.trenches`, or the option's `trenches`): each side's
 * line. A plane tests when it enters a hex of its own side's line at altitude 1 or 2 (within reach of 002's rifles
 * and machine guns, 1 and 2 altitude steps), once a move. Troops that fire fire as 002's machine gun: 1D6-4 hits,
 * taken as any hit (002's critical roll, and the other options' damage).
 */
import type { HexContext, HexRuleModule } from '../hooks'
import type { Hex, HexPlane } from '../types'
import type { z } from 'zod'
import type { trenchSchema } from './schema'
import { putOut } from './fate'

export type Trench = z.infer<typeof trenchSchema>

/** the highest altitude own troops reach (002: "Machine guns have a range of 1 hex and 2 altitude steps") */
export const TRENCH_REACH = 2

export function trenchesOf(ctx: HexContext): Trench[] {
  const fromScenario = (ctx.state.setup.extra?.friendlyFire as { trenches?: Trench[] } | undefined)?.trenches
  return fromScenario ?? (ctx.state.setup.options.trenches as Trench[] | undefined) ?? []
}

export function overOwnTrench(ctx: HexContext, plane: HexPlane): boolean {
  const at = (h: Hex) => h.col === plane.hex.col && h.row === plane.hex.row
  return trenchesOf(ctx).some((t) => t.side === plane.side && t.hexes.some(at))
}

/** Hits the troops land, through the game's own damage when it gives one (HexContext.hit). */
function troopsHit(ctx: HexContext, plane: HexPlane, hits: number): void {
  if (hits < 1) return
  if (ctx.hit) return ctx.hit(plane, hits, null)
  plane.hits += hits
  ctx.say('hit', `${plane.id} takes ${hits} hit${hits === 1 ? '' : 's'} (${plane.hits} in all)`, { plane: plane.id, hits, total: plane.hits, by: null })
  if (plane.hits >= 6) putOut(ctx, plane, 'shot-down', `${plane.id} is shot down (6 or more hits)`)
}

export const friendlyFire: HexRuleModule = {
  id: 'friendlyFire',
  source: '001 lines 67-70 (Friendly Fire)',
  startOfTurn(ctx, plane) {
    delete plane.extra.friendlyFire
  },
  afterMove(ctx, plane, step) {
    if (step.kind !== 'forward' && step.kind !== 'slide' && step.kind !== 'backward') return
    if (plane.status !== 'flying' || plane.altitude > TRENCH_REACH || plane.extra.friendlyFire || !overOwnTrench(ctx, plane)) return
    plane.extra.friendlyFire = true
    if (ctx.roll(`${plane.id} flies over its own trenches: the troops fire on 1-2`, plane.id) > 2) {
      ctx.say('friendly-fire', `the ${plane.side}' troops hold their fire`, { plane: plane.id })
      return
    }
    ctx.say('friendly-fire', `the ${plane.side}' troops fire on their own plane ${plane.id}`, { plane: plane.id })
    troopsHit(ctx, plane, Math.max(0, ctx.roll(`friendly machine gun at ${plane.id}: 1D6-4 hits`, plane.id) - 4))
  },
}
