/**
 * The hex table's labels kept off each other (a plane's over a balloon's, two planes' in neighbouring hexes): each
 * label reports where drei would put it and how big it stands, and gets back that place moved by the last layout.
 * Once a frame the room lays out what was reported (plate-placing.ts, as the card table's nameplates): the labels of
 * things that stand still (clouds, balloons, ground units, wrecks) first, among themselves, so that they keep their places whatever
 * flies past; then the planes' labels, clear of them and of each other. The labels keep to the area the map is
 * framed in: below the panels' band along the top, and between the side panels' bands (held sideways on a phone a
 * plane's label at the map's side lay over the move's steps). A layout is used from the next frame, so a label that
 * moves is placed against where the others stood a frame before; the sides are kept at once. Fixed labels (the range
 * badges on the hexes ahead of a plane, a target's odds, the dice) mark a place and are moved only to keep inside the
 * sides: the others keep off them. One whose place is under the band along the top is not shown. The dice of different
 * planes, rolled at once (every plane's starting altitude and turn order at a game's start), are fixed too but kept off
 * each other (`apart`): laid out among themselves first, from the lowest on the screen up, a longer way than a label
 * goes (their words say whose roll it is), then the labels clear of them. Without that, at a two-on-two's start, the
 * four planes' dice lay over each other and over the planes' labels. While dice stand (six seconds), a label that
 * finds no place clear of them and of the labels placed before it is not shown until they go (`crowdedOut`): on a
 * phone held upright, Ground Attack's ground units' and clouds' labels lay over the start's dice and over each other.
 */
import { belowCeiling, deOverlapPlates, placePlates, type PlateShift, type ScreenBox } from './plate-placing'
import { withinSides } from './within-sides'

/** Bands of the canvas kept clear of labels, px in from its edges. */
export interface Inset {
  top: number
  left: number
  right: number
}

interface Report {
  /** the label's middle, px from the canvas's top left, as drei places it */
  x: number
  y: number
  width: number
  height: number
  /** it stands still (a balloon's, a ground unit's label) */
  still: boolean
  /** it marks its place and is not moved (a range badge on its hex): the others keep off it */
  fixed?: boolean
  /** fixed, but moved off the other fixed labels that are `apart` (the dice of two planes): the others keep off it */
  apart?: boolean
}

export class LabelRoom {
  private reports = new Map<string, Report>()
  private shifts = new Map<string, PlateShift>()
  /** the labels not shown until the dice go: no place clear of them was found at the last layout */
  private hidden = new Set<string>()
  /** the bands of the canvas kept clear of labels at the last layout, px in from its top, left and right edges */
  private inset: Inset = { top: 0, left: 0, right: 0 }

  constructor(
    /** how far inside the canvas's sides a label keeps, px */
    readonly edge = 2,
    /** the furthest a label is moved from its thing, px: it carries no leader line, so it must stay by what it names */
    readonly maxShift = 90,
    /** the furthest an `apart` label (a plane's dice, whose words name the plane) is moved off the others, px */
    readonly apartShift = 200,
  ) {}

  /** The sides a label keeps within, px from the canvas's left: `edge` inside the canvas, or inside the insets given. */
  private sides(canvasWidth: number): { left: number; right: number } {
    return { left: this.inset.left + this.edge, right: canvasWidth - this.inset.right - this.edge }
  }

  /** How high a label's top may stand, px from the canvas's top: `edge` under the panels' band along the top, if any. */
  private get ceiling(): number {
    return this.inset.top > 0 ? this.inset.top + this.edge : -Infinity
  }

  /**
   * A label's place this frame (its middle, px): where drei would put it, moved by the last layout and kept inside the
   * sides. A label whose middle is off the canvas (a plane out of the follow camera's view) is left where it is, off
   * the canvas, and takes no room: it is not pulled in to stand at the edge for a plane nobody sees.
   */
  place(id: string, at: Report, canvas: { width: number; height: number }): [number, number] {
    if (at.x < 0 || at.x > canvas.width || at.y < 0 || at.y > canvas.height) return [at.x, at.y]
    const { left, right } = this.sides(canvas.width)
    if (at.fixed) {
      // one whose middle is under the panels' band along the top is put off the canvas, taking no room: its place is
      // hidden (the follow camera, looking past the map's far side, left the dice's words of a plane there, under a
      // see-through bar), and moved down it would mark a place it is not
      if (at.y < this.inset.top) return [at.x, -canvas.height]
      // kept inside the sides all the same (the dice's words by a plane at the map's edge lay over the log); one kept
      // apart from its kind moved as the last layout put it, not above the band along the top
      this.reports.set(id, { ...at, x: at.x + withinSides(at.x, 0, at.width, left, right) })
      const s = at.apart ? (this.shifts.get(id) ?? { dx: 0, dy: 0 }) : { dx: 0, dy: 0 }
      const x = at.x + withinSides(at.x, s.dx, at.width, left, right)
      const y = at.y + (at.apart ? belowCeiling(at.y + at.height / 2, s.dy, at.height, this.ceiling) : 0)
      return [x, y]
    }
    this.reports.set(id, at)
    // still reported, so that it is laid out again and shown as soon as there is room
    if (this.hidden.has(id)) return [at.x, -canvas.height]
    const s = this.shifts.get(id) ?? { dx: 0, dy: 0 }
    return [at.x + withinSides(at.x, s.dx, at.width, left, right), at.y + s.dy]
  }

  /**
   * Lays out the labels reported since the last call, for the next frame, within the canvas less the bands `inset`
   * (the panels' along the top and the sides); true when any label's place changed.
   */
  settle(canvasWidth: number, inset: Inset = { top: 0, left: 0, right: 0 }): boolean {
    const insetChanged = inset.top !== this.inset.top || inset.left !== this.inset.left || inset.right !== this.inset.right
    this.inset = inset
    const reports = [...this.reports]
    const plates = reports.filter(([, r]) => !r.fixed).map(([id, r]) => ({ id, x: r.x, y: r.y + r.height / 2, width: r.width, height: r.height }))
    const sides = this.sides(canvasWidth)
    // the fixed labels kept apart (the dice), off each other; x is already kept inside the sides (place)
    const apart = reports.filter(([, r]) => r.fixed && r.apart).map(([id, r]) => ({ id, x: r.x, y: r.y + r.height / 2, width: r.width, height: r.height }))
    const apartShifts = deOverlapPlates(apart, [], { sides, maxShift: this.apartShift })
    const boxOf = (r: Report, s: PlateShift) => ({ left: r.x + s.dx - r.width / 2, right: r.x + s.dx + r.width / 2, top: r.y + s.dy - r.height / 2, bottom: r.y + s.dy + r.height / 2 })
    const fixed = reports.filter(([, r]) => r.fixed).map(([id, r]) => boxOf(r, apartShifts.get(id) ?? { dx: 0, dy: 0 }))
    const still = new Set(reports.filter(([, r]) => r.still).map(([id]) => id))
    const next = placePlates(plates, still, [], this.ceiling, sides, this.maxShift, fixed)
    for (const [id, s] of apartShifts) next.set(id, s)
    const hidden = apart.length ? crowdedOut(reports, next, fixed, sides) : new Set<string>()
    this.reports.clear()
    let changed = insetChanged || next.size !== this.shifts.size || hidden.size !== this.hidden.size || [...hidden].some((id) => !this.hidden.has(id))
    this.hidden = hidden
    for (const [id, s] of next) {
      const was = this.shifts.get(id)
      if (!was || Math.abs(was.dx - s.dx) > 0.5 || Math.abs(was.dy - s.dy) > 0.5) changed = true
    }
    this.shifts = next
    return changed
  }
}

/**
 * The labels that, laid out, still lie over the dice or a range badge (`fixed`) or over a label placed before them:
 * the still things' labels first, then the planes', each from the lowest on the screen up (placePlates' order). They
 * wait while the dice stand; a label given way to by a hidden one keeps its place.
 */
function crowdedOut(reports: readonly [string, Report][], shifts: ReadonlyMap<string, PlateShift>, fixed: readonly ScreenBox[], sides: { left: number; right: number }): Set<string> {
  const over = (a: ScreenBox, b: ScreenBox) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
  const labels = reports
    .filter(([, r]) => !r.fixed)
    .map(([id, r]) => {
      const s = shifts.get(id) ?? { dx: 0, dy: 0 }
      const x = r.x + withinSides(r.x, s.dx, r.width, sides.left, sides.right)
      return { id, still: r.still, box: { left: x - r.width / 2, right: x + r.width / 2, top: r.y + s.dy - r.height / 2, bottom: r.y + s.dy + r.height / 2 } }
    })
    .sort((a, b) => Number(b.still) - Number(a.still) || b.box.bottom - a.box.bottom || (a.id < b.id ? -1 : 1))
  const shown: ScreenBox[] = []
  const hidden = new Set<string>()
  for (const l of labels) {
    if (fixed.some((f) => over(l.box, f)) || shown.some((b) => over(l.box, b))) hidden.add(l.id)
    else shown.push(l.box)
  }
  return hidden
}
