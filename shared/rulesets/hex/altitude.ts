/**
 * Altitude (002 ALTITUDE): "There are 6 steps of Altitude (1-6)... The ground would be considered altitude = 0."
 *
 * Decisions (rules.md): a plane may not climb above step 6 (an option may raise the ceiling); a plane with Struts
 * Damaged may not climb ("can no longer climb"). A plane that dives to 0 lands if its velocity is 2 or less (that is
 * how a punctured tank is saved: "must land in 2D6 turns"), and is out of the game, no one credited; faster, the
 * dive is refused. A fall (a stall's drop of 2 steps) to 0 or less crashes: "If this puts you at 0 or less steps you
 * crash."
 */
import type { HexContext } from './hooks'
import { downPlane } from './damage'
import { meet } from './position'
import type { HexPlane } from './types'
import { ceiling, refuse } from './util'

/** The largest velocity at which a plane may land on reaching altitude 0. */
export const LANDING_SPEED = 2

/** Refuses a climb or dive of `by` steps the plane may not make. */
export function checkAltitude(ctx: HexContext, p: HexPlane, by: number): void {
  if (by > 0 && p.crits.struts) refuse('struts', `${p.id}'s struts are damaged: it can no longer climb`)
  const to = p.altitude + by
  const top = ceiling(p, ctx.state)
  if (to > top) refuse('ceiling', `${p.id} is at altitude ${p.altitude}: the highest step is ${top}`)
  if (to <= 0 && p.velocity > LANDING_SPEED) refuse('too-fast-to-land', `Altitude 0 is the ground: ${p.id} can land only at velocity ${LANDING_SPEED} or less (it flies at ${p.velocity})`)
}

/** A climb or dive the plane makes (checked first): a landing at 0. */
export function changeAltitude(ctx: HexContext, p: HexPlane, by: number): void {
  if (by === 0) return
  checkAltitude(ctx, p, by)
  p.altitude += by
  ctx.say(by > 0 ? 'climb' : 'dive', `${p.id} ${by > 0 ? 'climbs' : 'dives'} to altitude ${Math.max(0, p.altitude)}`, { plane: p.id, altitude: p.altitude })
  if (p.altitude <= 0) {
    p.altitude = 0
    downPlane(ctx, p, 'landed', `${p.id} lands`)
    return
  }
  meet(ctx, p)
}

/** A fall the plane cannot refuse (a stall): 0 or less crashes, credited to `by`. */
export function fall(ctx: HexContext, p: HexPlane, steps: number, by: string[]): void {
  p.altitude -= steps
  ctx.say('fall', `${p.id} drops ${steps} steps to altitude ${Math.max(0, p.altitude)}`, { plane: p.id, altitude: p.altitude })
  if (p.altitude <= 0) {
    p.altitude = 0
    downPlane(ctx, p, 'crashed', `${p.id} falls to the ground and crashes`, by)
    return
  }
  meet(ctx, p)
}
