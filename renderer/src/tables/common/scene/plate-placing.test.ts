import { describe, expect, it } from 'vitest'
import { belowCeiling, deOverlapPlates, nearestOnBox, placePlates, type PlateShift, type PlateToPlace, type ScreenBox, type ScreenObstacle } from './plate-placing'
import { withinSides } from './within-sides'

describe('nameplate de-overlap (issue 9: plates of planes close together never cover each other)', () => {
  const plate = (id: string, x: number, y: number, width = 100, height = 30): PlateToPlace => ({ id, x, y, width, height })
  const boxOf = (p: PlateToPlace, s: PlateShift): ScreenBox => ({ left: p.x + s.dx - p.width / 2, right: p.x + s.dx + p.width / 2, top: p.y + s.dy - p.height, bottom: p.y + s.dy })
  const overlaps = (a: ScreenBox, b: ScreenBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  it('leaves plates that do not touch where they stand', () => {
    const shifts = deOverlapPlates([plate('a', 100, 100), plate('b', 400, 100)])
    expect(shifts.get('a')).toEqual({ dx: 0, dy: 0 })
    expect(shifts.get('b')).toEqual({ dx: 0, dy: 0 })
  })

  it('keeps the lower plate in place and moves the higher one clear of it, a short way', () => {
    const a = plate('a', 200, 200)
    const b = plate('b', 210, 190)
    const shifts = deOverlapPlates([b, a])
    expect(shifts.get('a')).toEqual({ dx: 0, dy: 0 })
    const s = shifts.get('b')!
    expect(overlaps(boxOf(a, shifts.get('a')!), boxOf(b, s))).toBe(false)
    // the nearest free spot: just above (about 20 px up plus the gap), not across the screen
    expect(Math.hypot(s.dx, s.dy)).toBeLessThan(40)
  })

  it('settles a cluster of five plates on one spot with none over another', () => {
    const ps = Array.from({ length: 5 }, (_, i) => plate(`p${i}`, 300 + i * 4, 300 - i * 3, 120, 34))
    const shifts = deOverlapPlates(ps, [], { maxShift: 400, tries: 40 })
    const boxes = ps.map((p) => boxOf(p, shifts.get(p.id)!))
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${i} and ${j}`).toBe(false)
  })

  it("keeps off obstacles (a ghost's warning label, another plane's base) but may cover its own plane's base", () => {
    const a = plate('a', 200, 200)
    const label: ScreenBox = { left: 150, right: 260, top: 180, bottom: 196 }
    const shifted = deOverlapPlates([a], [label]).get('a')!
    expect(overlaps(boxOf(a, shifted), label)).toBe(false)
    expect(deOverlapPlates([a], [{ ...label, owner: 'a' }]).get('a')).toEqual({ dx: 0, dy: 0 })
  })

  it('goes under its own plane, pointing up, when another plane stands just above it (beside it would read as the other’s)', () => {
    // its plane drawn at 160-240 x 200-260; the plate's spot over it is the other plane's base, and beside it too
    const own: ScreenObstacle = { left: 160, right: 240, top: 200, bottom: 260, owner: 'a' }
    const other: ScreenObstacle = { left: 60, right: 340, top: 120, bottom: 195, owner: 'b' }
    const a = plate('a', 200, 192)
    const s = deOverlapPlates([a], [own, other]).get('a')!
    expect(s.under).toBe(true)
    expect(s.dx).toBe(0)
    const box = boxOf(a, s)
    expect(box.top).toBeGreaterThanOrEqual(own.bottom)
    expect(overlaps(box, other)).toBe(false)
    // with the place above free, it stays there
    expect(deOverlapPlates([a], [own]).get('a')).toEqual({ dx: 0, dy: 0 })
  })

  it('goes no further than its limit: where nothing is free it takes the spot that covers least', () => {
    const a = plate('a', 200, 200)
    const wall: ScreenBox = { left: -1000, right: 1000, top: -1000, bottom: 1000 }
    const s = deOverlapPlates([a], [wall], { maxShift: 50 }).get('a')!
    expect(Math.hypot(s.dx, s.dy)).toBeLessThanOrEqual(50)
  })

  it('meets the leader line at the point of the box nearest the plane', () => {
    const box = { left: 10, right: 50, top: 10, bottom: 30 }
    expect(nearestOnBox(box, 30, 60)).toEqual([30, 30])
    expect(nearestOnBox(box, 0, 20)).toEqual([10, 20])
  })
})

describe('plates of pieces keep their places, and no plate goes under the bar (issue 26)', () => {
  // two AA guns side by side, their plates overlapping where they stand, and a plane passing near them
  const guns: PlateToPlace[] = [
    { id: 'aa-left', x: 300, y: 200, width: 90, height: 30 },
    { id: 'aa-centre', x: 340, y: 205, width: 90, height: 30 },
  ]
  const pieces = new Set(guns.map((g) => g.id))
  const plane = (x: number, y: number): PlateToPlace => ({ id: 'nieuport', x, y, width: 120, height: 34 })

  it('places the pieces the same whichever way a plane comes past them', () => {
    const a = placePlates([...guns, plane(310, 240)], pieces, [{ left: 290, right: 330, top: 210, bottom: 260, owner: 'nieuport' }])
    const b = placePlates([...guns, plane(360, 190)], pieces, [{ left: 340, right: 380, top: 180, bottom: 230, owner: 'nieuport' }])
    for (const g of guns) expect(a.get(g.id), g.id).toEqual(b.get(g.id))
    // and clear of each other
    const box = (p: PlateToPlace, m: Map<string, { dx: number; dy: number }>) => ({ l: p.x + m.get(p.id)!.dx - p.width / 2, r: p.x + m.get(p.id)!.dx + p.width / 2, t: p.y + m.get(p.id)!.dy - p.height, b: p.y + m.get(p.id)!.dy })
    const [l, c] = guns.map((g) => box(g, a))
    expect(Math.min(l.r, c.r) - Math.max(l.l, c.l) <= 0 || Math.min(l.b, c.b) - Math.max(l.t, c.t) <= 0).toBe(true)
  })

  it("keeps the plane's plate off the pieces' plates", () => {
    const m = placePlates([...guns, plane(320, 215)], pieces, [])
    const p = plane(320, 215)
    const s = m.get('nieuport')!
    for (const g of guns) {
      const gs = m.get(g.id)!
      const overlapX = Math.min(p.x + s.dx + p.width / 2, g.x + gs.dx + g.width / 2) - Math.max(p.x + s.dx - p.width / 2, g.x + gs.dx - g.width / 2)
      const overlapY = Math.min(p.y + s.dy, g.y + gs.dy) - Math.max(p.y + s.dy - p.height, g.y + gs.dy - g.height)
      expect(overlapX <= 0 || overlapY <= 0, `the plane's plate against ${g.id}'s`).toBe(true)
    }
  })

  it("moves a plate down below the bar's foot, and leaves one below it alone", () => {
    const balloon: PlateToPlace = { id: 'balloon', x: 400, y: 30, width: 100, height: 26 }
    const m = placePlates([balloon], new Set(['balloon']), [], 48)
    expect(balloon.y + m.get('balloon')!.dy - balloon.height).toBe(48)
    expect(belowCeiling(200, -10, 26, 48)).toBe(-10)
    expect(belowCeiling(60, 0, 26, 48)).toBe(14)
  })

  it("keeps a plate inside the window's sides: a plane at the table's side on a phone had its plate cut by the edge", () => {
    const albatros: PlateToPlace = { id: 'albatros', x: 40, y: 300, width: 120, height: 26 }
    const m = placePlates([albatros], new Set(), [], -Infinity, { left: 2, right: 388 })
    expect(albatros.x + m.get('albatros')!.dx - albatros.width / 2).toBe(2)
    // at the right-hand side, and one inside left alone
    expect(withinSides(350, 0, 120, 2, 388)).toBe(-22)
    expect(withinSides(200, 5, 120, 2, 388)).toBe(5)
    // a plate wider than the window keeps its place
    expect(withinSides(40, 0, 500, 2, 388)).toBe(0)
    // with no sides given, as before
    expect(placePlates([albatros], new Set(), []).get('albatros')!.dx).toBe(0)
  })

  it("keeps a plate brought inside the window clear of a piece's plate it would then cover", () => {
    const albatros: PlateToPlace = { id: 'albatros', x: 40, y: 300, width: 120, height: 26 }
    const gun: PlateToPlace = { id: 'gun', x: 150, y: 300, width: 80, height: 26 }
    const m = placePlates([albatros, gun], new Set(['gun']), [], -Infinity, { left: 2, right: 388 })
    const a = m.get('albatros')!
    const g = m.get('gun')!
    expect(albatros.x + a.dx - albatros.width / 2).toBeGreaterThanOrEqual(2)
    const overlapX = Math.min(albatros.x + a.dx + 60, gun.x + g.dx + 40) - Math.max(albatros.x + a.dx - 60, gun.x + g.dx - 40)
    const overlapY = Math.min(albatros.y + a.dy, gun.y + g.dy) - Math.max(albatros.y + a.dy - 26, gun.y + g.dy - 26)
    expect(overlapX <= 0 || overlapY <= 0, JSON.stringify({ a, g })).toBe(true)
  })
})
