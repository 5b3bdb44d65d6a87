/**
 * Spins (001 lines 53-56, 116-117, 125-126), shared by the wounds, anoxia and battle damage options.
 *
 * "If a pilot is killed, the aircraft immediately goes into a spin (plot 0S1) and will remain spinning until it
 * reaches altitude "0", where upon it is destroyed." "If the pilot has passed out, the aircraft automatically goes
 * into a spin." "a spinning aircraft must still recover from the spin (use normal spin recovery roll)."
 *
 * On 002's map a spin is 001's plot 0S1: velocity 0, no step of any kind, and 1 altitude step lost when the move
 * ends; at altitude 0 the plane is destroyed (credited to whoever last hurt it). The fragment has no "normal spin
 * recovery roll": Overdive rolls 1D6 at the start of each of the plane's turns while its pilot is alive and awake,
 * 4 or more recovers, and the plane flies on at velocity 2 (as it pulls out of the dive). A spinning plane's crew
 * cannot fire. A spin is open to all (line 53: "is spinning" is one of the obvious results).
 */
import type { HexContext, HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import { baseMaxSpeed, putOut } from './fate'

export interface Spin {
  why: string
  /** false when the pilot is dead: it spins to the ground */
  recoverable: boolean
}

export const SPIN_RECOVERY = 4
export const VELOCITY_AFTER_SPIN = 2

export function spinOf(plane: HexPlane): Spin | null {
  return (plane.extra.spin001 as Spin | undefined) ?? null
}

export function startSpin(ctx: HexContext, plane: HexPlane, why: string, recoverable: boolean): void {
  const s = spinOf(plane)
  if (s) {
    s.recoverable = s.recoverable && recoverable
    return
  }
  plane.extra.spin001 = { why, recoverable } satisfies Spin
  // 0S1: no speed (in its own move, the spaces it has flown, so that the move can end)
  plane.velocity = ctx.state.move?.plane === plane.id ? ctx.state.move.moved : 0
  ctx.say('spin', `${plane.id} goes into a spin (${why})`, { plane: plane.id })
}

/** whether the pilot can fly (alive, not passed out: anoxia.ts) */
export function pilotAwake(plane: HexPlane): boolean {
  const a = plane.extra.anoxia as { pilotOut?: boolean } | undefined
  return plane.crew.pilot && !a?.pilotOut
}

export const spin001: HexRuleModule = {
  id: 'spin001',
  source: '001 lines 53-56 (a spin)',
  active: (o) => !!o.wounds || !!o.anoxia || !!o.battleDamage,
  startOfTurn(ctx, plane) {
    const s = spinOf(plane)
    if (!s || plane.status !== 'flying' || !s.recoverable || !pilotAwake(plane)) return
    if (ctx.roll(`${plane.id} tries to recover from its spin (${SPIN_RECOVERY}+)`, plane.id) < SPIN_RECOVERY) return
    delete plane.extra.spin001
    plane.velocity = Math.min(VELOCITY_AFTER_SPIN, baseMaxSpeed(plane))
    ctx.say('spin-recovered', `${plane.id} recovers from its spin at velocity ${plane.velocity}`, { plane: plane.id })
  },
  moveAllowed(_ctx, plane) {
    return spinOf(plane) ? `${plane.id} is spinning: it cannot fly this move (end the move; it falls 1 step)` : null
  },
  beforeCard(_ctx, plane) {
    return spinOf(plane) ? `${plane.id} is spinning: it cannot play a move card` : null
  },
  shotAllowed(ctx, shot) {
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    return p && spinOf(p) ? `${p.id} is spinning: its crew cannot fire` : null
  },
  endOfMove(ctx, plane) {
    if (!spinOf(plane) || plane.status !== 'flying') return
    plane.altitude = Math.max(0, plane.altitude - 1)
    ctx.say('spin-fall', `${plane.id} spins down to altitude ${plane.altitude}`, { plane: plane.id })
    if (plane.altitude <= 0) putOut(ctx, plane, 'crashed', `${plane.id} spins into the ground`)
  },
}
