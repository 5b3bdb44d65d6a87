/**
 * The shoot segment (002 SHOOT SEGMENT): "This segment is part of your Move phase. You make take this segment at any
 * point during your Move phase. You must discard a Shoot Card to attack." At 6 spaces directly in front 1D6-5 hits,
 * 5: 1D6-4, 4: 1D6-3, 3: 1D6-2, 2: 1D6-1, 1 space: 1D6. "The target must be at the same altitude or 1 step lower."
 * AMMO: "A plane can shoot a maximum of 12 times." BALLOONS: "Planes may shoot down balloons. (1 hit destroys them)".
 * CLOUDS: "Planes cannot shoot into or through clouds."
 *
 * Decision (rules.md): one shoot segment a move ("take this segment": one), so one Shoot card a move; the observer's
 * segment is another. The Ace card may be discarded as the Shoot card.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { cloudBetween, optionRefusal, rollAttack } from './attack'
import { spacesInFront } from './geometry'
import type { Hex, HexCommand, HexState, SeatId } from './types'
import { mover, planeById, playCard, refuse } from './util'

/** What the die loses at `range` spaces directly in front: 1D6 at 1 space, one less for each space beyond (1D6-5 at 6). */
export function shootMinus(range: number): number {
  return range - 1
}

/** A target a plane may fire at: an enemy plane flying, or an enemy balloon still up. */
export function targetOf(state: HexState, id: unknown, side: string): { id: string; hex: Hex; altitude: number } {
  const plane = planeById(state, String(id))
  if (plane) {
    if (plane.status !== 'flying') refuse('target-down', `${plane.id} is no longer flying`)
    if (plane.side === side) refuse('friendly', `${plane.id} is on your side`)
    return plane
  }
  const b = state.setup.balloons.find((x) => x.id === id)
  if (!b || !state.balloons.includes(b.id)) refuse('no-target', `There is no target called "${String(id)}"`)
  if (b.side === side) refuse('friendly', `The balloon ${b.id} is on your side`)
  return b
}

export const shootCommand: HexCommandDef = {
  type: 'shoot',
  schema: z.object({ type: z.literal('shoot'), seat: z.string(), card: z.number().int(), target: z.string() }),
  play(ctx, cmd: HexCommand) {
    const { state } = ctx
    const p = mover(state, cmd.seat as SeatId)
    if (state.move!.shot) refuse('shot', 'You have already taken your shoot segment this move')
    if (p.ammo <= 0) refuse('no-ammo', `${p.id} has fired all 12 of its shots`)
    const t = targetOf(state, cmd.target, p.side)
    const range = spacesInFront(p.hex, p.facing, t.hex, 6)
    if (!range) refuse('not-in-front', `${t.id} is not directly in front of ${p.id} within 6 spaces`)
    if (t.altitude !== p.altitude && t.altitude !== p.altitude - 1) refuse('altitude', `The target must be at the same altitude (${p.altitude}) or 1 step lower; ${t.id} is at ${t.altitude}`)
    if (cloudBetween(state, p.hex, p.altitude, t.hex, t.altitude)) refuse('cloud', `A cloud is in the way: planes cannot shoot into or through clouds`)
    const why = optionRefusal(ctx, { kind: 'shoot', attacker: p.id, target: t.id, range })
    if (why) refuse('option', why)
    playCard(state, cmd.seat, cmd.card, ['shoot'], 'a Shoot card')
    p.ammo--
    state.move!.shot = true
    rollAttack(ctx, { kind: 'shoot', attacker: p.id, target: t.id, range }, p.seat, shootMinus(range))
  },
}
