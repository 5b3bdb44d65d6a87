/**
 * From the hex map to the 3D world. The world's unit is the centimetre, as on the card table; a hex is HEX_RADIUS
 * from its centre to a corner (pointy-topped, so HEX_WIDTH across the flats), so that a plane model of about 1/144
 * scale "fits within 1 space of the map" (002 PIECES). The map's centre is the world's origin, north (row 0) is -z,
 * east is +x: the same frame as the card table (../../../scene/coords.ts), so the plane models point the same way.
 *
 * Odd rows are shifted half a hex to the east ("odd-r", shared/rulesets/hex/geometry.ts). Facing 0 is east and counts
 * counter-clockwise in 60 degree steps (1 north-east ... 5 south-east).
 */
import type { Hex } from '../../../../../shared/rulesets/hex/types'

export interface MapSize {
  width: number
  height: number
}

/** centre to corner, cm */
export const HEX_RADIUS = 6
/** across the flats, cm */
export const HEX_WIDTH = HEX_RADIUS * Math.sqrt(3)
/** from one row's centres to the next, cm */
export const ROW_STEP = HEX_RADIUS * 1.5

/** The height of one altitude step on a plane's peg, cm: six steps stand well apart even seen from above at a slant. */
export const STEP_HEIGHT = 3.2
/** The peg's foot (the hex base it stands on), cm. */
export const FOOT_HEIGHT = 0.6
/** How far over a plane's peg its label's middle stands, cm (HexPlanes.tsx). */
export const LABEL_OVER_PEG = 6

/** The world x and z of a hex's centre on a map of this size (the map centred on the origin). */
export function hexToWorld(h: Hex, map: MapSize): [number, number] {
  const x = HEX_WIDTH * (h.col + 0.5 * (h.row & 1))
  const z = ROW_STEP * h.row
  const [cx, cz] = mapCentre(map)
  return [x - cx, z - cz]
}

/** The middle of the map's hexes, before centring (the first hex's centre is at 0, 0). */
function mapCentre(map: MapSize): [number, number] {
  // the widest row runs from col 0 of an even row to the last col of an odd one (when there are two rows)
  const right = HEX_WIDTH * (map.width - 1 + (map.height > 1 ? 0.5 : 0))
  return [right / 2, (ROW_STEP * (map.height - 1)) / 2]
}

/** The map's extent in the world, hexes' edges included: half-widths along x and z. */
export function mapExtent(map: MapSize): { halfX: number; halfZ: number } {
  const [cx, cz] = mapCentre(map)
  return { halfX: cx + HEX_WIDTH / 2, halfZ: cz + HEX_RADIUS }
}

/** The angle of a facing, radians counter-clockwise from east as seen from above. */
export function facingAngle(f: number): number {
  return (f * Math.PI) / 3
}

/** A unit step along a facing in the world's x and z (north is -z). */
export function facingVector(f: number): [number, number] {
  const a = facingAngle(f)
  return [Math.cos(a), -Math.sin(a)]
}

/** The rotation about y that turns a model pointing along -z (north) to face `f`. */
export function facingToRotationY(f: number): number {
  return facingAngle(f) - Math.PI / 2
}

/** The height of the top of a plane's peg at an altitude (1-6): where its model's belly rests. */
export function pegTop(altitude: number): number {
  return FOOT_HEIGHT + Math.max(0, altitude) * STEP_HEIGHT
}

/** The six corners of a hex around (0, 0), pointy-topped: the first at the top (north), going clockwise seen from above. */
export function hexCorners(radius = HEX_RADIUS): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 2 - (i * Math.PI) / 3
    return [Math.cos(a) * radius, -Math.sin(a) * radius] as [number, number]
  })
}

/** Every hex of the map, row by row. */
export function allHexes(map: MapSize): Hex[] {
  const out: Hex[] = []
  for (let row = 0; row < map.height; row++) for (let col = 0; col < map.width; col++) out.push({ col, row })
  return out
}

/** The map side a team colour reads from: 002's sides ('allies', 'germans') by the card table's ('allied', 'central'). */
export function teamOfSide(side: string): string {
  if (side === 'allies' || side === 'allied') return 'allied'
  if (side === 'germans' || side === 'central') return 'central'
  return side
}
