/**
 * Framing the table in the free part of the window (issue 9, "layout that fills the free screen at any aspect
 * ratio"; issue 26, "the camera frames the table in the area the panels leave free"). The free area is the window
 * less a band along the top (the HUD bar) and a column down the right (the damage panel, the chat and the
 * narration); the planning (or fire) panel in the lower left corner is taken off too, so that it never covers the
 * plane being planned nor its ghosts: either as a band along the bottom (the table framed above the panel) or as
 * a column down the left (the table framed beside it), whichever leaves the table the bigger (panelAreas and
 * bestFraming). The camera's lens is shifted (PerspectiveCamera.setViewOffset) so that
 * the point it looks at lands in the middle of the free area, and it stands as close as it can with every corner
 * of the table (and the air above it, where the models fly) inside that area, through both its vertical and its
 * horizontal field of view: on a wide screen the table's depth limits it, on a tall one its width.
 */
import { PerspectiveCamera, Vector3 } from 'three'

/** The pixels of the window that panels cover: a band along the top, a column down the right, and the planning panel's band or column. */
export interface FreeArea {
  top: number
  right: number
  /** a band along the bottom: the planning panel, the table framed above it */
  bottom?: number
  /** a column down the left: the planning panel, the table framed beside it */
  left?: number
}

/** The lower left panel's size on the page, px (the planning panel, or the fire panel in its place). */
export interface PanelSize {
  width: number
  height: number
}

/** A window (or canvas) size, in CSS pixels. */
export interface Viewport {
  width: number
  height: number
}

export type Vec3 = readonly [number, number, number]

/** the space left between the framed table and the free area's edges, px */
export const FRAME_MARGIN_PX = 10
/** the most of the window the panels may take: the table is never framed into less */
const MAX_TOP = 0.2
const MAX_RIGHT = 0.32
const MAX_BOTTOM = 0.55
/** the left column and the right one together leave at least this share of the width */
const MIN_FREE_WIDTH = 0.25

/**
 * How much of the window a band along the top may take: MAX_TOP unless a caller allows more (the hex table's side
 * panel counted as a band along the top, HexCamera.tsx).
 */
export interface AreaLimits {
  maxTop?: number
  /** the most of the height the bands along the top and the bottom may take together (MAX_BOTTOM unless said) */
  maxBottom?: number
}

/** The free area, its panels clamped so that at least most of the window stays for the table. */
export function clampArea(area: FreeArea, vp: Viewport, limits: AreaLimits = {}): FreeArea {
  const top = Math.max(0, Math.min(area.top, vp.height * (limits.maxTop ?? MAX_TOP)))
  const right = Math.max(0, Math.min(area.right, vp.width * MAX_RIGHT))
  const out: FreeArea = { top, right, bottom: Math.max(0, Math.min(area.bottom ?? 0, vp.height * (limits.maxBottom ?? MAX_BOTTOM) - top)) }
  if (area.left) out.left = Math.max(0, Math.min(area.left, vp.width * (1 - MIN_FREE_WIDTH) - right))
  return out
}

/** The lens shift, px, that puts the camera's centre of view in the middle of the free area (setViewOffset's x, y). */
export function areaShift(area: FreeArea): [number, number] {
  return [(area.right - (area.left ?? 0)) / 2, ((area.bottom ?? 0) - area.top) / 2]
}

/** The free area in pixels of the window: left, top, right and bottom edges. */
export function areaRect(area: FreeArea, vp: Viewport): { left: number; top: number; right: number; bottom: number } {
  return { left: area.left ?? 0, top: area.top, right: vp.width - area.right, bottom: vp.height - (area.bottom ?? 0) }
}

/**
 * The free areas the lower left panel leaves: the table above it (the panel's height a band along the bottom) or
 * beside it (its width a column down the left), `edge` px of the window's margin round the panel counted in; with
 * no panel, the area as it is.
 */
export function panelAreas(base: FreeArea, panel: PanelSize | null, edge = 0): FreeArea[] {
  if (!panel || panel.width < 1 || panel.height < 1) return [base]
  return [
    { ...base, bottom: panel.height + edge },
    { ...base, left: panel.width + edge },
  ]
}

/**
 * Of the free areas offered, the one in which the points are framed the biggest (the camera stands nearest), with
 * its framing: the area is clamped as frameTable clamps it.
 */
export function bestFraming(f: Omit<Framing, 'area'>, areas: readonly FreeArea[], points: readonly Vec3[], marginPx = FRAME_MARGIN_PX, limits: AreaLimits = {}): Framed & { area: FreeArea } {
  let best: (Framed & { area: FreeArea }) | null = null
  for (const a of areas) {
    const area = clampArea(a, f.viewport, limits)
    const framed = frameTable({ ...f, area }, points, marginPx, limits)
    if (!best || framed.distance < best.distance - 1e-6) best = { ...framed, area }
  }
  return best!
}

/** The horizontal field of view, degrees, of a lens with vertical field `fovY` at an aspect ratio. */
export function horizontalFov(fovY: number, aspect: number): number {
  return (2 * Math.atan(Math.tan((fovY * Math.PI) / 360) * aspect) * 180) / Math.PI
}

/** The table's corners, `margin` cm beyond its edges, on the table and `height` cm above it (the models' air). */
export function tableCorners(width: number, depth: number, margin: number, height: number): Vec3[] {
  const pts: Vec3[] = []
  for (const x of [-1, 1]) for (const z of [-1, 1]) for (const y of [0, height]) pts.push([(x * (width + 2 * margin)) / 2, y, (z * (depth + 2 * margin)) / 2])
  return pts
}

export interface Framing {
  /** the lens's vertical field of view, degrees */
  fovY: number
  viewport: Viewport
  area: FreeArea
  /** the point looked at (the table's centre) */
  target: Vec3
  /** the unit direction from the target to the camera */
  dir: Vec3
}

/** A camera standing `distance` from the target along the framing's direction, its lens shifted by `shift` px (setViewOffset's x, y). */
export function framedCamera(f: Framing, distance: number, shift: readonly [number, number] = [0, 0]): PerspectiveCamera {
  const { width, height } = f.viewport
  const cam = new PerspectiveCamera(f.fovY, width / height, 1, 100000)
  cam.setViewOffset(width, height, shift[0], shift[1], width, height)
  cam.position.set(f.target[0] + f.dir[0] * distance, f.target[1] + f.dir[1] * distance, f.target[2] + f.dir[2] * distance)
  cam.lookAt(f.target[0], f.target[1], f.target[2])
  cam.updateMatrixWorld()
  return cam
}

/** Where a point falls in the window, px from its top left corner, seen through a camera. */
export function toPixels(cam: PerspectiveCamera, vp: Viewport, p: Vec3): [number, number] {
  const v = new Vector3(p[0], p[1], p[2]).project(cam)
  return [((v.x + 1) / 2) * vp.width, ((1 - v.y) / 2) * vp.height]
}

/** The points' bounding box on the screen, px, through an unshifted lens; null if one is behind the lens. */
function screenBox(f: Framing, d: number, points: readonly Vec3[]): { x0: number; x1: number; y0: number; y1: number } | null {
  const cam = framedCamera(f, d)
  const box = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity }
  const v = new Vector3()
  for (const p of points) {
    if (v.set(p[0], p[1], p[2]).applyMatrix4(cam.matrixWorldInverse).z > -1) return null
    const [x, y] = toPixels(cam, f.viewport, p)
    box.x0 = Math.min(box.x0, x)
    box.x1 = Math.max(box.x1, x)
    box.y0 = Math.min(box.y0, y)
    box.y1 = Math.max(box.y1, y)
  }
  return box
}

export interface Framed {
  /** how far from the target the camera stands, along the framing's direction */
  distance: number
  /** the lens shift, px (setViewOffset's x and y), that centres the points in the free area */
  shift: [number, number]
}

/**
 * The nearest stand, along the framing's direction, from which every point fits inside the free area less the
 * margin, and the lens shift that centres them there. Shifting the lens only slides the picture, so the points'
 * size on the screen depends on the distance alone, and only shrinks as the camera backs away: the distance is
 * found by halving an interval, and the shift then puts the middle of the points' box in the middle of the area
 * (on the orbit view the table's near half looks bigger than its far half, so its centre sits below the box's).
 */
export function frameTable(f: Framing, points: readonly Vec3[], marginPx = FRAME_MARGIN_PX, limits: AreaLimits = {}): Framed {
  const r = areaRect(clampArea(f.area, f.viewport, limits), f.viewport)
  // a small free area keeps a smaller margin
  const margin = Math.min(marginPx, 0.015 * Math.min(r.right - r.left, r.bottom - r.top))
  const w = Math.max(1, r.right - r.left - 2 * margin)
  const h = Math.max(1, r.bottom - r.top - 2 * margin)
  const fits = (d: number) => {
    const b = screenBox(f, d, points)
    return b !== null && b.x1 - b.x0 <= w && b.y1 - b.y0 <= h
  }
  let lo = 1
  let hi = 20000
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (fits(mid)) hi = mid
    else lo = mid
  }
  const b = screenBox(f, hi, points)!
  return { distance: hi, shift: [(b.x0 + b.x1) / 2 - (r.left + r.right) / 2, (b.y0 + b.y1) / 2 - (r.top + r.bottom) / 2] }
}

/** What the camera keeps clear of, measured on the page: the HUD's band, the right-hand column, the lower left panel. */
export interface PanelLayout {
  area: FreeArea
  /** the planning panel's (or the fire panel's) size, or null when neither is there */
  panel: PanelSize | null
}

/**
 * Where the panels are, measured on the page: the HUD's foot, the damage panel's left side, and the size of the
 * planning panel (or the fire panel, which takes its corner in the fire step). Those panels come and go (hidden
 * while events play): the one last seen is kept from `last` meanwhile, so that the camera does not lunge at the
 * table's corner and back each phase.
 */
export function measurePanels(canvas: HTMLElement, last: PanelLayout | null): PanelLayout {
  const c = canvas.getBoundingClientRect()
  const hud = document.querySelector('[data-testid=hud]')?.getBoundingClientRect()
  const side = document.querySelector('[data-testid=damage-panel]')?.getBoundingClientRect()
  // the damage panel stands in the right column; on a phone held upright it is a strip under the bar across the
  // width (card-phone.css), and the table goes below it
  const across = !!side && side.width > c.width / 2
  // there a question along the top (the floor agreed, where a plane enters) takes the strip's place while it is
  // asked, and may reach a little further (a balloon's orders fold to a button on the log's line instead)
  const rows = across ? [...document.querySelectorAll('.top-row:not(.balloon-orders)')].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0) : []
  const top = Math.max(hud && hud.height > 0 ? hud.bottom - c.top : 0, across && side.height > 0 ? side.bottom - c.top : 0, ...rows.map((r) => r.bottom - c.top), 0)
  const right = side && side.width > 0 && !across ? Math.max(0, c.right - side.left) : 0
  let panel: PanelSize | null = null
  for (const id of ['planning-panel', 'fire-panel']) {
    const r = document.querySelector(`[data-testid=${id}]`)?.getBoundingClientRect()
    if (r && r.height > 0 && r.width > 0) {
      panel = { width: Math.max(0, r.right - c.left), height: Math.max(0, c.bottom - r.top) }
      break
    }
  }
  return { area: { top, right }, panel: panel ?? last?.panel ?? null }
}
