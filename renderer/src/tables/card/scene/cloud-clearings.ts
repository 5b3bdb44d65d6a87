/**
 * Where the clouds thin so as not to hide what a player reads on the table (Clouds.tsx, puff-material.ts): every
 * plane flying, then the plan being drafted (the card pointed at in the deck, then each drafted card's ghost and the
 * middle of its path), then the seat's committed paths, then the balloons and ground pieces standing (targets and
 * threats). The shader has room for `max` points; the planes come first, so a crowded table keeps its planes clear
 * before its ghosts, and its ghosts before its pieces.
 */
import type { Pose } from '../../../../../shared/geometry/pose'
import { BASE_HEIGHT, modelHeight, toWorld, type TableSize } from './coords'

export interface FlyingPoint {
  x: number
  y: number
  level: number
  lift: number
}

export interface PathToClear {
  path: Pose[]
  end: Pose
}

export type WorldPoint = [number, number, number]

/** A balloon or ground piece: where it stands on the table and how high its top is, cm. */
export interface PiecePoint {
  x: number
  y: number
  height: number
}

export function cloudClearings(table: TableSize, planes: readonly FlyingPoint[], hover: PathToClear | null, drafted: readonly PathToClear[], committed: readonly PathToClear[], max: number, pieces: readonly PiecePoint[] = []): WorldPoint[] {
  const out: WorldPoint[] = []
  const add = (x: number, y: number, height: number) => {
    if (out.length >= max) return
    const [wx, wz] = toWorld(table, x, y)
    out.push([wx, height, wz])
  }
  for (const p of planes) add(p.x, p.y, modelHeight(p.level) + p.lift)
  for (const s of [...(hover ? [hover] : []), ...drafted, ...committed]) {
    add(s.end.x, s.end.y, BASE_HEIGHT)
    const mid = s.path[Math.floor(s.path.length / 2)]
    if (mid) add(mid.x, mid.y, BASE_HEIGHT)
  }
  for (const p of pieces) add(p.x, p.y, p.height)
  return out
}
