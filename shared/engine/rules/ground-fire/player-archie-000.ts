/**
 * Player Controlled Archie, as "WW1 Aerial Combat – Tactical Rules v6" plays it (document 000, lines 520-530), option
 * playerArchie000: where it differs from 003's AA guns placed by their players (player-aa.ts, which reads these).
 *
 * "At the start of any phase, just before manoeuvres are revealed, the player controlling the gun can place an Archie
 * fire marker anywhere on the table within a range of 2 rulers distance except directly above the Archie base. When
 * altitude rules are in use, the player must declare the altitude at which the shot is aimed (minimum level 1,
 * maximum level 5). ... if one or more airplanes (friend or foe) overlap at least part of the Archie fire marker and
 * at the same altitude level, each of them takes a ‘C’ damage card." (lines 524-528)
 *
 * What plays differently from 003 (lines 693-708):
 * - the reach is 2 rulers at every level 1-5 (003: 2, 1.5, 1, half a ruler, over the gun card at 5), and the marker is
 *   never over the gun card, at any level;
 * - balloons: 000 has no balloon rule for the marker, so it may go on a friendly balloon, needs no clear line past
 *   balloons, and its burst hits only aircraft (003: a balloon within half a ruler takes a C card).
 * What plays the same: loaded at the start ("three roundel counters", line 522), the burst after the second manoeuvre
 * (line 528), and the reload: a roundel after each of three manoeuvre phases, firing again the next phase (line 530),
 * is 003's corner, side and centre (lines 687-689).
 *
 * "Archie can be player controlled in which case that player may not fly any aircraft" (line 518): a scenario's guns
 * get a seat of their own (setup.ts), and a game whose seat holds both a gun and an aircraft is refused as it starts.
 */
import type { HookContext } from '../hooks'

/** line 524: "within a range of 2 rulers", at every level */
export const REACH_000 = 2

/** Whether this game's player-placed guns play 000's Player Controlled Archie. */
export function playerArchie000(ctx: HookContext): boolean {
  return ctx.rules.setup.options.playerArchie000 === true
}

/** Why this game may not be played with 000's Player Controlled Archie: a seat that lays a gun and flies an aircraft; or null. */
export function archieSeatProblem(ctx: HookContext): string | null {
  const { rules } = ctx
  if (!playerArchie000(ctx) || rules.setup.groundFire?.aa !== 'player') return null
  for (let g = 0; g < rules.planes.length; g++) {
    if (rules.planes[g].kind !== 'aa-gun') continue
    const seat = rules.setup.planes[g].seat
    const flies = rules.setup.planes.find((p, i) => p.seat === seat && rules.planes[i].kind === 'aeroplane')
    if (flies) return `000's Player Controlled Archie: "that player may not fly any aircraft" (line 518), but seat "${seat}" lays the gun "${rules.setup.planes[g].id}" and flies "${flies.id}"`
  }
  return null
}
