/**
 * The move phase's own moves (002 MOVE PHASE): "Your plane must move a number of spaces equal to it's velocity.
 * Velocity ranges from 0 to 6." "You may freely change your facing 1 arc (hex side or 60 degrees) anytime during
 * your move. You may freely increase (Climb) or decrease (Dive) your altitude 1 step anytime during your move. You
 * may freely increase or decrease your velocity by 1 anytime during your move."
 *
 * Commands: `move` (one space forward), `face` (left or right), `climb`, `dive`, `speed` (+1 or -1), `end-move`.
 * Decisions (rules.md): each free change is once a move (one arc, one step, one point of velocity); the spaces flown
 * forward must equal the velocity when the move ends (the move cards' slides and loops are extra movement and do
 * not count); the velocity may not be brought below the spaces already flown; the top velocity is the plane's max
 * speed (5 with an observer, 6 without, less an engine's damage).
 */
import { z } from 'zod'
import type { HexCommandDef, HexContext, MoveStep } from './hooks'
import { changeAltitude, checkAltitude } from './altitude'
import { onMap, step, turn } from './geometry'
import { enterHex } from './position'
import { reachObjectives } from './objectives'
import { offerStall } from './stall'
import type { HexCommand, HexPlane, SeatId } from './types'
import { maxSpeed, modules, mover, refuse } from './util'

/** Refuses a step an option forbids. */
export function stepAllowed(ctx: HexContext, p: HexPlane, s: MoveStep): void {
  for (const m of modules(ctx.state)) {
    const why = m.moveAllowed?.(ctx, p, s)
    if (why) refuse('option', why)
  }
}

export function afterStep(ctx: HexContext, p: HexPlane, s: MoveStep): void {
  for (const m of modules(ctx.state)) m.afterMove?.(ctx, p, s)
}

/** A velocity the plane may take now: 0 to its max speed, and not below the spaces already flown. */
export function checkVelocity(ctx: HexContext, p: HexPlane, v: number): void {
  const max = maxSpeed(p, ctx.state)
  if (v < 0) refuse('velocity', 'Velocity cannot go below 0')
  if (v > max) refuse('velocity', `${p.id}'s max speed is ${max}`)
  const moved = ctx.state.move?.moved ?? 0
  if (v < moved) refuse('velocity', `${p.id} has already flown ${moved} spaces this move: its velocity cannot be less`)
}

/** A climb or dive as a step (free or a card's). */
export function altitudeStep(ctx: HexContext, p: HexPlane, by: number, card: MoveStep['card']): void {
  if (!by) return
  const s: MoveStep = { kind: by > 0 ? 'climb' : 'dive', card, altitude: by }
  checkAltitude(ctx, p, by)
  stepAllowed(ctx, p, s)
  ctx.state.move?.altitudeSteps.push(by)
  changeAltitude(ctx, p, by)
  afterStep(ctx, p, s)
}

const seatOnly = (type: string) => z.object({ type: z.literal(type), seat: z.string() })

export const moveCommand: HexCommandDef = {
  type: 'move',
  schema: seatOnly('move'),
  play(ctx, cmd: HexCommand) {
    const p = mover(ctx.state, cmd.seat as SeatId)
    const m = ctx.state.move!
    if (m.moved >= p.velocity) refuse('flown', `${p.id} has flown all ${p.velocity} spaces of its velocity`)
    const s: MoveStep = { kind: 'forward', card: null }
    stepAllowed(ctx, p, s)
    m.moved++
    const to = step(p.hex, p.facing)
    // said before what the hex holds (a collision reads after the step into it); a step off the map is said by the
    // plane's leaving the fight, not as a hex it flew to
    if (onMap(to, ctx.state.setup.map)) ctx.say('move', `${p.id} flies forward to (${to.col},${to.row})`, { plane: p.id, hex: to })
    enterHex(ctx, p, to)
    afterStep(ctx, p, s)
  },
}

export const faceCommand: HexCommandDef = {
  type: 'face',
  schema: z.object({ type: z.literal('face'), seat: z.string(), dir: z.enum(['left', 'right']) }),
  play(ctx, cmd: HexCommand) {
    const p = mover(ctx.state, cmd.seat as SeatId)
    const m = ctx.state.move!
    if (m.freeFacing) refuse('free-used', 'You have already made your free change of facing this move')
    const by = cmd.dir === 'left' ? 1 : -1
    const s: MoveStep = { kind: 'face', card: null, facing: by }
    stepAllowed(ctx, p, s)
    m.freeFacing = true
    p.facing = turn(p.facing, by)
    ctx.say('face', `${p.id} turns ${String(cmd.dir)}`, { plane: p.id, facing: p.facing })
    afterStep(ctx, p, s)
  },
}

function freeAltitude(dir: 1 | -1): HexCommandDef {
  const type = dir > 0 ? 'climb' : 'dive'
  return {
    type,
    schema: seatOnly(type),
    play(ctx, cmd: HexCommand) {
      const p = mover(ctx.state, cmd.seat as SeatId)
      const m = ctx.state.move!
      if (m.freeAltitude) refuse('free-used', 'You have already made your free climb or dive this move')
      m.freeAltitude = true
      altitudeStep(ctx, p, dir, null)
    },
  }
}

export const climbCommand = freeAltitude(1)
export const diveCommand = freeAltitude(-1)

export const speedCommand: HexCommandDef = {
  type: 'speed',
  schema: z.object({ type: z.literal('speed'), seat: z.string(), delta: z.union([z.literal(1), z.literal(-1)]) }),
  play(ctx, cmd: HexCommand) {
    const p = mover(ctx.state, cmd.seat as SeatId)
    const m = ctx.state.move!
    if (m.freeVelocity) refuse('free-used', 'You have already made your free change of velocity this move')
    const by = cmd.delta as number
    checkVelocity(ctx, p, p.velocity + by)
    const s: MoveStep = { kind: 'speed', card: null, velocity: by }
    stepAllowed(ctx, p, s)
    m.freeVelocity = true
    p.velocity += by
    ctx.say('speed', `${p.id}'s velocity is now ${p.velocity}`, { plane: p.id, velocity: p.velocity })
    afterStep(ctx, p, s)
  },
}

export const endMoveCommand: HexCommandDef = {
  type: 'end-move',
  schema: seatOnly('end-move'),
  play(ctx, cmd: HexCommand) {
    const p = mover(ctx.state, cmd.seat as SeatId)
    const m = ctx.state.move!
    // more flown than the velocity only when the velocity was cut mid-move (an engine hit): the move may end
    if (m.moved < p.velocity) refuse('spaces-left', `${p.id} must fly ${p.velocity} spaces (its velocity); it has flown ${m.moved}`)
    for (const mod of modules(ctx.state)) {
      const why = mod.endMoveAllowed?.(ctx, p)
      if (why) refuse('option', why)
    }
    m.ended = true
    ctx.say('end-move', `${p.id} ends its move in (${p.hex.col},${p.hex.row}) at altitude ${p.altitude}, velocity ${p.velocity}`, { plane: p.id })
    reachObjectives(ctx, p)
    for (const mod of modules(ctx.state)) mod.endOfMove?.(ctx, p)
    offerStall(ctx, p)
  },
}
