/**
 * A plane entering a hex, and what it meets there (002 MOVE PHASE, BALLOONS, BOARD):
 * - "Two planes in the same hex at the same altitude crash." Both, credited to no one.
 * - "Planes that move into baloons crash." (a balloon's hex at its altitude)
 * - Leaving the map (not in the text; rules.md): a plane that flies off the edge has left the fight, as if it
 *   disengaged: out of the game, no one credited.
 * Every hex a plane enters is checked, the ones an Immelman passes through included; a climb or a dive checks the
 * hex it is in at its new altitude.
 */
import type { HexContext } from './hooks'
import { downPlane } from './damage'
import { hexName, onMap, sameHex } from './geometry'
import type { Hex, HexPlane } from './types'

export function enterHex(ctx: HexContext, p: HexPlane, to: Hex): void {
  const { state } = ctx
  if (!onMap(to, state.setup.map)) {
    downPlane(ctx, p, 'left-map', `${p.id} flies off the map and leaves the fight`)
    return
  }
  p.hex = { ...to }
  meet(ctx, p)
}

/** The plane's hex and altitude as they are now: a collision, a balloon. */
export function meet(ctx: HexContext, p: HexPlane): void {
  const { state } = ctx
  if (p.status !== 'flying') return
  const other = state.planes.find((o) => o !== p && o.status === 'flying' && sameHex(o.hex, p.hex) && o.altitude === p.altitude)
  if (other) {
    ctx.say('collision', `${p.id} and ${other.id} collide in ${hexName(p.hex)} at altitude ${p.altitude}`, { plane: p.id, other: other.id })
    downPlane(ctx, p, 'crashed', `${p.id} crashes (collision)`)
    downPlane(ctx, other, 'crashed', `${other.id} crashes (collision)`)
    return
  }
  const balloon = state.setup.balloons.find((b) => state.balloons.includes(b.id) && sameHex(b.hex, p.hex) && b.altitude === p.altitude)
  if (balloon) downPlane(ctx, p, 'crashed', `${p.id} flies into the balloon ${balloon.id} and crashes`)
}
