/**
 * Hex geometry for 002 ("BOARD Use a Hex map"): pointy-topped hexes named by column and row ("odd-r": odd rows
 * shifted half a hex right), turned into cube coordinates for neighbours, distances and lines.
 *
 * Facing 0 is east and counts counter-clockwise (1 north-east ... 5 south-east). "Directly in front" (SHOOT
 * SEGMENT) is the straight line of hexes along the facing; "the 60 degree arc behind the plane" (OBSERVER SHOOTS
 * SEGMENT) is every hex whose centre lies within 30 degrees either side of the line straight behind, the edges
 * included (rules.md: at 1 space only the hex directly behind, at 2 and 3 spaces three hexes each).
 */
import type { Facing, Hex } from './types'

interface Cube {
  x: number
  y: number
  z: number
}

/** cube steps of the six facings (x = q, z = r): east, north-east, north-west, west, south-west, south-east */
const DIRS: Cube[] = [
  { x: 1, y: -1, z: 0 },
  { x: 1, y: 0, z: -1 },
  { x: 0, y: 1, z: -1 },
  { x: -1, y: 1, z: 0 },
  { x: -1, y: 0, z: 1 },
  { x: 0, y: -1, z: 1 },
]

export function toCube(h: Hex): Cube {
  const x = h.col - (h.row - (h.row & 1)) / 2
  const z = h.row
  return { x, y: -x - z, z }
}

export function fromCube(c: Cube): Hex {
  return { col: c.x + (c.z - (c.z & 1)) / 2, row: c.z }
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.col === b.col && a.row === b.row
}

export function turn(f: number, by: number): Facing {
  return ((((f + by) % 6) + 6) % 6) as Facing
}

/** the hex `n` steps from `h` along facing `f` */
export function step(h: Hex, f: number, n = 1): Hex {
  const c = toCube(h)
  const d = DIRS[turn(f, 0)]
  return fromCube({ x: c.x + d.x * n, y: c.y + d.y * n, z: c.z + d.z * n })
}

export function distance(a: Hex, b: Hex): number {
  const p = toCube(a)
  const q = toCube(b)
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z))
}

export function onMap(h: Hex, map: { width: number; height: number }): boolean {
  return h.col >= 0 && h.row >= 0 && h.col < map.width && h.row < map.height
}

/** How many spaces `to` is directly in front of `from` facing `f` (along the straight line), or null. */
export function spacesInFront(from: Hex, f: number, to: Hex, max = 6): number | null {
  for (let n = 1; n <= max; n++) if (sameHex(step(from, f, n), to)) return n
  return null
}

/** centre of a hex in hex widths: x to the east, y to the south */
function centre(h: Hex): { x: number; y: number } {
  const c = toCube(h)
  return { x: c.x + c.z / 2, y: (c.z * Math.sqrt(3)) / 2 }
}

/** How many spaces `to` is behind `from` facing `f` within the 60 degree arc behind, or null (up to `max`). */
export function spacesBehind(from: Hex, f: number, to: Hex, max = 3): number | null {
  const n = distance(from, to)
  if (n < 1 || n > max) return null
  const a = centre(from)
  const b = centre(to)
  const back = centre(step(from, turn(f, 3)))
  const vx = b.x - a.x
  const vy = b.y - a.y
  const bx = back.x - a.x
  const by = back.y - a.y
  const cos = (vx * bx + vy * by) / (Math.hypot(vx, vy) * Math.hypot(bx, by))
  return cos >= Math.cos(Math.PI / 6) - 1e-9 ? n : null
}

/**
 * The hexes a straight line from `a` to `b` passes through, `a` excluded and `b` included (cube interpolation). A
 * line that runs exactly along the side between two hexes passes both (rules.md: a cloud in either blocks a shot), so
 * that a shot and its mirror image meet the same hexes: the line is nudged off the sides one way, then the other.
 */
export function lineBetween(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b)
  const p = toCube(a)
  const q = toCube(b)
  const out: Hex[] = []
  for (let i = 1; i <= n; i++) {
    const t = i / n
    const x = p.x + (q.x - p.x) * t
    const y = p.y + (q.y - p.y) * t
    const z = p.z + (q.z - p.z) * t
    const one = fromCube(cubeRound(x + 1e-6, y + 2e-6, z - 3e-6))
    const other = fromCube(cubeRound(x - 1e-6, y - 2e-6, z + 3e-6))
    out.push(one)
    if (!sameHex(one, other)) out.push(other)
  }
  return out
}

function cubeRound(x: number, y: number, z: number): Cube {
  let rx = Math.round(x)
  let ry = Math.round(y)
  let rz = Math.round(z)
  const dx = Math.abs(rx - x)
  const dy = Math.abs(ry - y)
  const dz = Math.abs(rz - z)
  if (dx > dy && dx > dz) rx = -ry - rz
  else if (dy > dz) ry = -rx - rz
  else rz = -rx - ry
  return { x: rx, y: ry, z: rz }
}

export function hexName(h: Hex): string {
  return `(${h.col},${h.row})`
}

export const FACING_NAMES = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'] as const
