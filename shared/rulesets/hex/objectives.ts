/**
 * Scenario objectives (002 VICTORY): "Other scenario objectives may include: Shooting down balloons, spotting
 * missions, aerial photography, strafing/bombing trenches, dropping propaganda leaflets, etc." Each is data in a
 * scenario (types.ts Objective); rules.md says what each means on the map:
 * - balloon: the balloon is shot down (by anyone: it is down);
 * - spotting, photography, bombing, leaflets: a plane of the side ends a move within `range` hexes (0: over) of the
 *   hex, at an altitude from `minAltitude` to `maxAltitude`, with its observer alive when `observer` says so;
 * - strafing: a plane of the side over the hex, at or below `maxAltitude` (1 by default), discards a Shoot card
 *   (`strafe`, spending one of its 12 shots) in its move.
 * Each objective is achieved once, for its side.
 */
import { z } from 'zod'
import type { HexCommandDef, HexContext } from './hooks'
import { distance, sameHex } from './geometry'
import type { HexCommand, HexPlane, Objective, SeatId } from './types'
import { modules, mover, playCard, refuse } from './util'

function fits(o: Objective, p: HexPlane): boolean {
  if (!o.hex || o.side !== p.side || p.status !== 'flying') return false
  if (distance(o.hex, p.hex) > (o.range ?? 0)) return false
  if (p.altitude < (o.minAltitude ?? 1) || p.altitude > (o.maxAltitude ?? 6)) return false
  return !o.observer || p.crew.observer
}

/** whether the options in force let the plane achieve it (hooks.ts objectiveAllowed) */
function optionsAllow(ctx: HexContext, p: HexPlane, o: Objective): boolean {
  return modules(ctx.state).every((m) => m.objectiveAllowed?.(ctx, p, o) ?? true)
}

function achieve(ctx: HexContext, o: Objective, by: string): void {
  ctx.state.achieved.push(o.id)
  ctx.say('objective', `${o.words}: done by ${by}`, { objective: o.id, side: o.side, plane: by })
}

/** A plane ends its move: the objectives it reaches there. */
export function reachObjectives(ctx: HexContext, p: HexPlane): void {
  for (const o of ctx.state.setup.objectives) {
    if (o.kind === 'balloon' || o.kind === 'strafing' || ctx.state.achieved.includes(o.id)) continue
    if (fits(o, p) && optionsAllow(ctx, p, o)) achieve(ctx, o, p.id)
  }
}

/** Balloon objectives: achieved once the balloon is down. */
export function balloonObjectives(ctx: HexContext): void {
  for (const o of ctx.state.setup.objectives) {
    if (o.kind !== 'balloon' || ctx.state.achieved.includes(o.id) || ctx.state.balloons.includes(o.balloon!)) continue
    const credit = ctx.state.credits.find((c) => c.victim === o.balloon)
    achieve(ctx, o, credit?.by.join(', ') || 'no one')
  }
}

export const strafeCommand: HexCommandDef = {
  type: 'strafe',
  schema: z.object({ type: z.literal('strafe'), seat: z.string(), card: z.number().int(), objective: z.string() }),
  play(ctx, cmd: HexCommand) {
    const p = mover(ctx.state, cmd.seat as SeatId)
    const o = ctx.state.setup.objectives.find((x) => x.id === cmd.objective && x.kind === 'strafing')
    if (!o) refuse('no-objective', `There is no strafing objective "${String(cmd.objective)}"`)
    if (o.side !== p.side) refuse('not-yours', `${o.id} is not your side's objective`)
    if (ctx.state.achieved.includes(o.id)) refuse('done', `${o.id} is already done`)
    if (!optionsAllow(ctx, p, o)) refuse('option', `${p.id} cannot carry out ${o.id} now (its crew)`)
    if (!o.hex || !sameHex(o.hex, p.hex)) refuse('not-over', `${p.id} must be over (${o.hex?.col},${o.hex?.row}) to strafe it`)
    const top = o.maxAltitude ?? 1
    if (p.altitude > top) refuse('too-high', `${p.id} must be at altitude ${top} or lower to strafe`)
    if (p.ammo <= 0) refuse('no-ammo', `${p.id} has fired all 12 of its shots`)
    playCard(ctx.state, cmd.seat, cmd.card, ['shoot'], 'a Shoot card')
    p.ammo--
    achieve(ctx, o, p.id)
  },
}
