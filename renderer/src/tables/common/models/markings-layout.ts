/**
 * Where each national marking sits in the markings atlas: a 4 x 4 grid of cells, the first one plain white (the
 * uv of every part that is not a decal). Cells are handed out as markings are first asked for, the same way in
 * the browser and in tests; the atlas paints them (markings-atlas.ts).
 */
import type { Nation } from '../../../../../shared/content/types'

export const ATLAS_GRID = 4
const CELL = 1 / ATLAS_GRID
/** a small inset keeps neighbouring cells from bleeding in when the texture is minified */
const INSET = CELL * 0.02

export type Marking = Nation['marking']
export type CellUV = [number, number, number, number]

/** The uv of the plain white cell (top left of the canvas; the texture is flipped, so v runs upwards). */
export const PLAIN_UV: [number, number] = [CELL / 2, 1 - CELL / 2]

const cells = new Map<string, { index: number; marking: Marking }>()

export function markingKey(m: Marking): string {
  return JSON.stringify(m)
}

/** The cell of a marking, handing out the next free one the first time. */
export function markingCell(m: Marking): number {
  const key = markingKey(m)
  let c = cells.get(key)
  if (!c) {
    c = { index: Math.min(ATLAS_GRID * ATLAS_GRID - 1, cells.size + 1), marking: m }
    cells.set(key, c)
  }
  return c.index
}

export function registeredMarkings(): { index: number; marking: Marking }[] {
  return [...cells.values()]
}

export function cellUV(index: number): CellUV {
  const col = index % ATLAS_GRID
  const row = Math.floor(index / ATLAS_GRID)
  return [col * CELL + INSET, 1 - (row + 1) * CELL + INSET, (col + 1) * CELL - INSET, 1 - row * CELL - INSET]
}

export function markingUV(m: Marking): CellUV {
  return cellUV(markingCell(m))
}
