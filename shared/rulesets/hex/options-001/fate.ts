/**
 * What the 001 options do to a plane's crew and airframe that the game's own modules also do: a plane's max speed
 * and taking it out of the game with its credit. The options sit below the game's modules (the game's util.ts lists
 * them through option-modules.ts), so they cannot import damage.ts or util.ts without an import cycle; these
 * mirror damage.ts's downPlane and util.ts's maxSpeed (before the options' own changes), and say the same words.
 */
import type { HexContext } from '../hooks'
import type { HexPlane, PlaneStatus } from '../types'

/** The plane's max speed: its aircraft's, -2 for each Engine Damaged (002 CRITICAL HIT TABLE 2). */
export function baseMaxSpeed(p: HexPlane): number {
  return Math.max(0, p.aircraft.maxSpeed - 2 * p.crits.engine)
}

/** Puts a plane out of the game, crediting the plane that last hurt it when it was downed. */
export function putOut(ctx: HexContext, p: HexPlane, status: Exclude<PlaneStatus, 'flying'>, words: string): void {
  if (p.status !== 'flying') return
  p.status = status
  const by = p.lastHurtBy && ctx.state.planes.some((x) => x.id === p.lastHurtBy) ? [p.lastHurtBy] : []
  ctx.say('plane-out', words, { plane: p.id, status, by })
  if (status === 'shot-down' || status === 'crashed') ctx.state.credits.push({ victim: p.id, by, how: status, round: ctx.state.round })
}
