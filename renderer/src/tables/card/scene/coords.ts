/**
 * From the table to the 3D world. The world's unit is the centimetre, like the table's. The table's centre is
 * the world's origin, north is -z (away from a camera on the south side) and east is +x. A plane's model points
 * along -z, so a heading h (radians clockwise from north) is a rotation of -h about the y axis.
 */
import type { GameView } from '../../../../../shared/engine/view'

export interface TableSize {
  width: number
  depth: number
}

export function toWorld(t: TableSize, x: number, y: number): [number, number] {
  return [x - t.width / 2, -(y - t.depth / 2)]
}

export function headingToRotationY(h: number): number {
  return -h
}

/** Height of one altitude peg, cm (the stands of the physical game). */
export const PEG_HEIGHT = 2.4
/** Thickness of a base, cm. */
export const BASE_HEIGHT = 0.5

/** Planes fly at altitude 1 in the basic game (the altitude rules move them between levels). */
export const DEFAULT_ALTITUDE = 1

/**
 * The level a stand's pegs count from: 003 Flying Higher's floor, "Put one stand between the plane base and the model
 * plus one for each level agreed above the floor" (lines 437-438), the floor the planes have now (it moves when all
 * agree, lines 442-445); without Flying Higher 0, the ground. Every piece's height on the table is its level less
 * this (pegLevel), so that pieces at different levels stand as far apart as ever.
 */
export function pegFloor(view: Pick<GameView, 'setup' | 'planes'>): number {
  const floor = view.setup.options.floor
  if (floor === undefined) return 0
  // the aeroplanes' floor (a balloon's or ground piece's is the ground's)
  const pieces = new Set(view.setup.planes.filter((p) => p.kind !== undefined).map((p) => p.id))
  let lowest = Infinity
  for (const p of view.planes) {
    const f = p.effects?.alt?.floor
    if (f !== undefined && !pieces.has(p.id)) lowest = Math.min(lowest, f)
  }
  return lowest === Infinity ? floor : lowest
}

/** The level a piece at `level` is drawn at: its pegs less one, counted from the floor (pegFloor). */
export function pegLevel(level: number, floor: number): number {
  return level - floor
}

/** How many pegs a plane stands on at an altitude counted from the floor (pegLevel): altitude + 1. */
export function pegCount(altitude: number): number {
  return altitude + 1
}

/** Height of the top of the stand for an altitude: the model's belly rests there. */
export function standHeight(altitude: number): number {
  return BASE_HEIGHT + pegCount(altitude) * PEG_HEIGHT + 0.05
}

/** Height of the middle of a model above the table for an altitude (where guns fire from and smoke trails). */
export function modelHeight(altitude: number): number {
  return standHeight(altitude) + 0.45
}
