/**
 * The hex table's framing (HexCamera.tsx): the presets' directions, and what the camera keeps in the picture: the
 * painted map's corners, and seen at a slant the air above it where a plane at the top of its peg shows its label.
 * The air is over the hexes only, each plane's model reaching a little round its hex: no plane stands over the margin
 * of edge numbers, and the air framed over the board's own corners kept a band of nothing above the map (the map
 * stood about 8% smaller, on a stream's page and on the player's screen alike).
 */
import { tableCorners, type Vec3 } from '../../common/scene/framing'
import { HEX_RADIUS, HEX_WIDTH, LABEL_OVER_PEG, mapExtent, pegTop, type MapSize } from './hex-coords'
import { mapBoard } from './map-texture'

/** the air kept over a hex: the highest peg, its label's middle and about half the label again */
export const AIR = pegTop(6) + LABEL_OVER_PEG + 2
/** how far a plane's model reaches round its hex's centre, cm */
export const PLANE_REACH = 4

const OBLIQUE = (55 * Math.PI) / 180

/** The direction from the map's centre to the camera for a preset: oblique from the south edge about 55 degrees up, or straight down. */
export function presetDirection(mode: 'orbit' | 'top'): Vec3 {
  if (mode === 'top') return [0, 1, 0.002]
  return [0, Math.sin(OBLIQUE), Math.cos(OBLIQUE)]
}

/** The points to frame: the board's corners; for a slanting view also the air over the hexes. */
export function framedPoints(map: MapSize, slanting: boolean): Vec3[] {
  const board = mapBoard({ map })
  const corners = tableCorners(board.width, board.depth, 0, 0)
  if (!slanting) return corners
  const e = mapExtent(map)
  const air = tableCorners(2 * (e.halfX - HEX_WIDTH / 2 + PLANE_REACH), 2 * (e.halfZ - HEX_RADIUS + PLANE_REACH), 0, AIR).filter((p) => p[1] > 0)
  return [...corners, ...air]
}
