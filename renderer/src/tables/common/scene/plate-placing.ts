/**
 * Where labels over a table go on the screen: each over the point it stands on, moved clear of the labels placed
 * before it and of what it must not cover, and kept inside the window's sides. The card table's nameplates (issue 9)
 * and the hex table's labels (label-room.ts) are placed by it.
 */
import { withinSides } from './within-sides'

/** A box on the screen, px, y down. */
export interface ScreenBox {
  left: number
  top: number
  right: number
  bottom: number
}

/** A plate to place: its size and the point it stands on (the middle of its lower edge), px. */
export interface PlateToPlace {
  id: string
  x: number
  y: number
  width: number
  height: number
}

/** Something a plate must not cover: another plate's label, a ghost's warning, a plane's base; `owner` may be covered by its own plate. */
export interface ScreenObstacle extends ScreenBox {
  owner?: string
}

/** Where a plate goes: its offset from the point it stands on, px; `under`: below its own plane, pointing up at it. */
export interface PlateShift {
  dx: number
  dy: number
  under?: boolean
}

const boxAt = (p: PlateToPlace, s: PlateShift, gap: number): ScreenBox => ({
  left: p.x + s.dx - p.width / 2 - gap,
  right: p.x + s.dx + p.width / 2 + gap,
  top: p.y + s.dy - p.height - gap,
  bottom: p.y + s.dy + gap,
})

const overlapArea = (a: ScreenBox, b: ScreenBox): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/**
 * Screen-space de-overlap of the nameplates (issue 9: plates of planes close together, the ghosts' warning labels
 * and other planes' bases were drawn over each other). Plates are placed from the lowest on the screen up (the
 * nearer planes, as a rule); each stays where it stands unless its box would cover one placed before it or an
 * obstacle it does not own, and then goes to the nearest free spot among those just above, left or right of what
 * it hit (a few rounds of that, so a small cluster settles), or just under its own plane (the obstacle it owns, the
 * plane as drawn), never further than `maxShift` px nor past `sides` (the window's edges). Where nothing is free,
 * the spot that covers least. Cheap for a
 * handful of plates: at most `tries` boxes tested per plate. A plate beside another plane reads as that plane's;
 * one under its own does not.
 */
export function deOverlapPlates(
  plates: readonly PlateToPlace[],
  obstacles: readonly ScreenObstacle[] = [],
  opts: { gap?: number; maxShift?: number; tries?: number; sides?: { left: number; right: number } } = {},
): Map<string, PlateShift> {
  const gap = opts.gap ?? 3
  const sides = opts.sides ?? { left: -Infinity, right: Infinity }
  const maxShift = opts.maxShift ?? 160
  const tries = opts.tries ?? 24
  const placed: ScreenObstacle[] = []
  const out = new Map<string, PlateShift>()
  const order = [...plates].sort((a, b) => b.y - a.y || a.x - b.x || (a.id < b.id ? -1 : 1))
  for (const p of order) {
    const blocking = [...obstacles.filter((o) => o.owner !== p.id), ...placed]
    // a move up costs a little more than one aside; under its own plane costs half its length (it cannot be misread)
    const cost = (s: PlateShift) => (s.under ? 0.5 * Math.hypot(s.dx, s.dy) : Math.hypot(s.dx, s.dy * 1.2))
    const queue: PlateShift[] = [{ dx: 0, dy: 0 }]
    const own = obstacles.find((o) => o.owner === p.id)
    if (own) queue.push({ dx: 0, dy: own.bottom + 2 * gap + p.height - p.y, under: true })
    const seen = new Set<string>()
    let best: { s: PlateShift; covered: number } | null = null
    let tested = 0
    while (queue.length && tested < tries) {
      queue.sort((a, b) => cost(a) - cost(b))
      const s = queue.shift()!
      const key = `${Math.round(s.dx)},${Math.round(s.dy)}`
      if (seen.has(key) || Math.hypot(s.dx, s.dy) > maxShift) continue
      seen.add(key)
      tested++
      // not past the window's sides (a plate that starts inside them)
      const drawn = boxAt(p, s, 0)
      if ((drawn.left < sides.left - 0.5 || drawn.right > sides.right + 0.5) && p.width <= sides.right - sides.left) continue
      const box = boxAt(p, s, gap)
      let covered = 0
      let hit: ScreenBox | null = null
      for (const o of blocking) {
        const a = overlapArea(box, o)
        if (a > 0) {
          covered += a
          hit ??= o
        }
      }
      if (!best || covered < best.covered || (covered === best.covered && cost(s) < cost(best.s))) best = { s, covered }
      if (!hit) break
      // just above what it hit, or beside it on either side (the box includes the gap, so `hit` edges are exact)
      if (s.under) continue
      queue.push({ dx: s.dx, dy: s.dy - (box.bottom - hit.top) })
      queue.push({ dx: s.dx - (box.right - hit.left), dy: s.dy })
      queue.push({ dx: s.dx + (hit.right - box.left), dy: s.dy })
    }
    const s = best?.s ?? { dx: 0, dy: 0 }
    out.set(p.id, s)
    const b = boxAt(p, s, 0)
    placed.push({ ...b, owner: p.id })
  }
  return out
}

/** The point of a box nearest to (x, y): where a plate's leader line meets it. */
export function nearestOnBox(box: ScreenBox, x: number, y: number): [number, number] {
  return [Math.max(box.left, Math.min(box.right, x)), Math.max(box.top, Math.min(box.bottom, y))]
}

/** A plate's vertical offset moved down, if need be, so that its top (its point `y` + `dy` less its height) is not above `ceiling` (the HUD bar's foot), px. */
export function belowCeiling(y: number, dy: number, height: number, ceiling: number): number {
  return y + dy - height < ceiling ? ceiling + height - y : dy
}

/**
 * Where every plate goes (issue 26): the pieces' plates first, among themselves only, so that they keep their places
 * from turn to turn whatever the planes do (they stand still; placed after the planes' plates, a piece's plate was
 * pushed about by them and two pieces' plates swapped places); then the planes' plates, clear of the pieces' plates
 * and of the obstacles; no plate's top above `ceiling` (the HUD bar's foot, px), none past `sides` (the window's
 * left and right edges, px), and none moved further than `maxShift` px to get clear (deOverlapPlates' own limit when
 * not given). `fixed`: boxes that every plate keeps off, the pieces' too (the hex table's range badges, which mark
 * their hexes and cannot move).
 */
export function placePlates(
  plates: readonly PlateToPlace[],
  pieces: ReadonlySet<string>,
  obstacles: readonly ScreenObstacle[],
  ceiling = -Infinity,
  sides: { left: number; right: number } = { left: -Infinity, right: Infinity },
  maxShift?: number,
  fixed: readonly ScreenObstacle[] = [],
): Map<string, PlateShift> {
  // a plate the window's side would cut starts inside it, so that the others are kept clear of where it will stand
  const pre = new Map(plates.map((p) => [p.id, withinSides(p.x, 0, p.width, sides.left, sides.right)]))
  const inside = plates.map((p) => ({ ...p, x: p.x + pre.get(p.id)! }))
  const ofPieces = inside.filter((p) => pieces.has(p.id))
  const shifts = deOverlapPlates(ofPieces, fixed, { sides, maxShift })
  const pieceBoxes: ScreenObstacle[] = ofPieces.map((p) => {
    const s = shifts.get(p.id)!
    return { left: p.x + s.dx - p.width / 2, right: p.x + s.dx + p.width / 2, top: p.y + s.dy - p.height, bottom: p.y + s.dy, owner: p.id }
  })
  for (const [id, s] of deOverlapPlates(
    inside.filter((p) => !pieces.has(p.id)),
    [...obstacles, ...fixed, ...pieceBoxes],
    { sides, maxShift },
  ))
    shifts.set(id, s)
  for (const p of plates) {
    const s = shifts.get(p.id)
    if (s) shifts.set(p.id, { ...s, dx: withinSides(p.x, s.dx + pre.get(p.id)!, p.width, sides.left, sides.right), dy: belowCeiling(p.y, s.dy, p.height, ceiling) })
  }
  return shifts
}
