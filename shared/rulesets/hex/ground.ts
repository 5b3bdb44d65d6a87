/**
 * Ground attacks (002 GROUND ATTACKS): "Ground units are stationary. ... Rifles have a range of 1 hex and 1 altitude
 * step. Machine guns have a range of 1 hex and 2 altitude steps. Flak guns have a range of 3 hexes and 6 altitude
 * steps. If an enemy plane comes in range of one of your ground units, discard a shoot card to do damage in your
 * shoot phase: Rifles do 1D6-5 damage. A machine gun does 1D6-4 damage. A Flak gun does 1D6-2 damage."
 *
 * Decisions (rules.md): a seat fires its side's units in its own move phase, each unit once a turn, a Shoot (or the
 * Ace) card each; "a range of 1 hex" is a hex distance of 1 or less (over the unit too) and "1 altitude step" an
 * altitude of 1 or less. Ground fire spends none of a plane's 12 shots; clouds do not stop it (the text says only
 * that planes cannot shoot through them). Its target may evade with Recover (it is an attack); there is no attacking
 * plane to play a Stall, and a plane it downs is credited to no plane.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { optionRefusal, rollAttack } from './attack'
import { distance } from './geometry'
import type { GroundKind, HexCommand, SeatId } from './types'
import { flying, mover, planeById, playCard, refuse } from './util'

export const GROUND_UNITS: Record<GroundKind, { range: number; altitude: number; minus: number; name: string }> = {
  rifle: { range: 1, altitude: 1, minus: 5, name: 'Rifles' },
  'machine-gun': { range: 1, altitude: 2, minus: 4, name: 'A machine gun' },
  flak: { range: 3, altitude: 6, minus: 2, name: 'A flak gun' },
}

export const groundFireCommand: HexCommandDef = {
  type: 'ground-fire',
  schema: z.object({ type: z.literal('ground-fire'), seat: z.string(), card: z.number().int(), unit: z.string(), target: z.string() }),
  play(ctx, cmd: HexCommand) {
    const { state } = ctx
    const p = mover(state, cmd.seat as SeatId)
    const unit = state.setup.ground.find((g) => g.id === cmd.unit)
    if (!unit) refuse('no-unit', `There is no ground unit called "${String(cmd.unit)}"`)
    if (unit.side !== p.side) refuse('not-yours', `${unit.id} is not one of your side's ground units`)
    if (state.move!.groundFired.includes(unit.id)) refuse('fired', `${unit.id} has already fired this turn`)
    const t = planeById(state, String(cmd.target))
    if (!flying(t)) refuse('no-target', `There is no plane "${String(cmd.target)}" flying`)
    if (t.side === p.side) refuse('friendly', `${t.id} is on your side`)
    const g = GROUND_UNITS[unit.kind]
    const range = distance(unit.hex, t.hex)
    if (range > g.range) refuse('range', `${t.id} is ${range} hexes from ${unit.id}: its range is ${g.range}`)
    if (t.altitude > g.altitude) refuse('altitude', `${t.id} is at altitude ${t.altitude}: ${unit.id} reaches ${g.altitude}`)
    const why = optionRefusal(ctx, { kind: 'ground', attacker: unit.id, target: t.id, range })
    if (why) refuse('option', why)
    playCard(state, cmd.seat, cmd.card, ['shoot'], 'a Shoot card')
    state.move!.groundFired.push(unit.id)
    rollAttack(ctx, { kind: 'ground', attacker: unit.id, target: t.id, range }, null, g.minus)
  },
}
