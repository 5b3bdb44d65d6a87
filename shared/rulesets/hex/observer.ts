/**
 * The observer shoots segment (002 OBSERVER SHOOTS SEGMENT): "If your plane has an observer, play a Shoot card to let
 * him attack. The observer attacks into the 60 degree arc behind the plane. If your opponent is 3 spaces behind you
 * he takes 1D6-4 hits. ... 2 spaces behind you ... 1D6-3 hits. ... 1 space directly behind you ... 1D6-1 hits. The
 * target must be at the same altitude or 1 step higher."
 *
 * Decisions (rules.md): the arc behind is geometry.ts's `spacesBehind` (the hexes within 30 degrees of straight
 * behind); the observer's shots come from the plane's 12 (AMMO: "A plane can shoot a maximum of 12 times"); one
 * observer segment a move; a killed observer no longer shoots.
 */
import { z } from 'zod'
import type { HexCommandDef } from './hooks'
import { cloudBetween, optionRefusal, rollAttack } from './attack'
import { spacesBehind } from './geometry'
import { targetOf } from './shoot'
import type { HexCommand, SeatId } from './types'
import { mover, playCard, refuse } from './util'

/** 1, 2, 3 spaces behind: 1D6-1, 1D6-3, 1D6-4 */
export const OBSERVER_MINUS = [0, 1, 3, 4]

export const observerShootCommand: HexCommandDef = {
  type: 'observer-shoot',
  schema: z.object({ type: z.literal('observer-shoot'), seat: z.string(), card: z.number().int(), target: z.string() }),
  play(ctx, cmd: HexCommand) {
    const { state } = ctx
    const p = mover(state, cmd.seat as SeatId)
    if (!p.aircraft.observer) refuse('no-observer', `${p.id} has no observer`)
    if (!p.crew.observer) refuse('observer-killed', `${p.id}'s observer has been killed`)
    if (state.move!.observerShot) refuse('shot', 'Your observer has already taken his segment this move')
    if (p.ammo <= 0) refuse('no-ammo', `${p.id} has fired all 12 of its shots`)
    const t = targetOf(state, cmd.target, p.side)
    const range = spacesBehind(p.hex, p.facing, t.hex, 3)
    if (!range) refuse('not-behind', `${t.id} is not in the 60 degree arc behind ${p.id} within 3 spaces`)
    if (t.altitude !== p.altitude && t.altitude !== p.altitude + 1) refuse('altitude', `The observer's target must be at the same altitude (${p.altitude}) or 1 step higher; ${t.id} is at ${t.altitude}`)
    if (cloudBetween(state, p.hex, p.altitude, t.hex, t.altitude)) refuse('cloud', `A cloud is in the way: planes cannot shoot into or through clouds`)
    const why = optionRefusal(ctx, { kind: 'observer', attacker: p.id, target: t.id, range })
    if (why) refuse('option', why)
    playCard(state, cmd.seat, cmd.card, ['shoot'], 'a Shoot card')
    p.ammo--
    state.move!.observerShot = true
    rollAttack(ctx, { kind: 'observer', attacker: p.id, target: t.id, range }, p.seat, OBSERVER_MINUS[range])
  },
}
