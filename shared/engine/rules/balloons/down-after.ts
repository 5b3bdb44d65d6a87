/**
 * Balloons come down after an agreed number of turns (003 Observation Balloons, lines 553-555; Burning Drachens,
 * lines 592-593).
 *
 * "Before starting, the players should agree on a number of turns during which balloons are in the air (for example,
 * 12). At the end of the agreed-upon turn, they are on the ground and they cannot be attacked any more."
 *
 * "When playing a scenario with balloons but without the altitude rules, if no balloons are destroyed after 12 turns,
 * they are considered to be on the ground and taken out of the game."
 *
 * The agreed turn is the setup's balloons.downAfter, 12 when not given. With the altitude rules the balloons are
 * winched down by their owners instead (lines 574-583), so the agreed turn is not played; nor is it where the scenario
 * has them winched down by order (setup balloons.winch, winch.ts).
 */
import { removePlane } from '../../removal'
import type { HookContext } from '../hooks'

/** "for example, 12" (line 554); 003's Burning Drachens scenarios say 12 (line 592) */
export const DOWN_AFTER = 12

/** The turn at whose end the balloons are on the ground, or null with the altitude rules. */
export function downAfter(ctx: HookContext): number | null {
  if (ctx.rules.setup.options.altitude === true || ctx.state.setup.balloons?.winch !== undefined) return null
  return ctx.state.setup.balloons?.downAfter ?? DOWN_AFTER
}

/** At the end of the agreed turn every balloon still up is on the ground: out of the game, not eliminated. */
export function comeDown(ctx: HookContext): void {
  const { state, rules, events } = ctx
  if (state.turn !== downAfter(ctx)) return
  for (let i = 0; i < state.planes.length; i++) {
    const b = state.planes[i]
    if (rules.planes[i].kind === 'balloon' && b.status === 'standing') removePlane(state, b, 'landed', null, events)
  }
}
