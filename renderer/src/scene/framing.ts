/**
 * Framing the table in the free part of the window (issue 9, "layout that fills the free screen at any aspect
 * ratio"). The free area is the window less a band along the top (the HUD bar) and a column down the right (the
 * damage panel, over the table's side); the planning panel sits in the lower left corner, over the table's
 * foreground, and is taken off (as a band along the bottom) only where it is too wide to see the table beside it,
 * as on a 4:3 or a tall screen. The camera's lens is shifted (PerspectiveCamera.setViewOffset) so that
 * the point it looks at lands in the middle of the free area, and it stands as close as it can with every corner
 * of the table (and the air above it, where the models fly) inside that area, through both its vertical and its
 * horizontal field of view: on a wide screen the table's depth limits it, on a tall one its width.
 */
import { PerspectiveCamera, Vector3 } from 'three'

/** The pixels of the window that panels cover: a band along the top and a column down the right. */
export interface FreeArea {
  top: number
  right: number
  /** a band along the bottom, where the planning panel is too wide to leave the table beside it */
  bottom?: number
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
const MAX_BOTTOM = 0.45
/** the planning panel is taken off the free area when it is wider than this share of it */
export const WIDE_PANEL = 0.6

/** The free area, its panels clamped so that at least most of the window stays for the table. */
export function clampArea(area: FreeArea, vp: Viewport): FreeArea {
  const top = Math.max(0, Math.min(area.top, vp.height * MAX_TOP))
  return { top, right: Math.max(0, Math.min(area.right, vp.width * MAX_RIGHT)), bottom: Math.max(0, Math.min(area.bottom ?? 0, vp.height * MAX_BOTTOM - top)) }
}

/** The lens shift, px, that puts the camera's centre of view in the middle of the free area (setViewOffset's x, y). */
export function areaShift(area: FreeArea): [number, number] {
  return [area.right / 2, ((area.bottom ?? 0) - area.top) / 2]
}

/** The free area in pixels of the window: left, top, right and bottom edges. */
export function areaRect(area: FreeArea, vp: Viewport): { left: number; top: number; right: number; bottom: number } {
  return { left: 0, top: area.top, right: vp.width - area.right, bottom: vp.height - (area.bottom ?? 0) }
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
export function frameTable(f: Framing, points: readonly Vec3[], marginPx = FRAME_MARGIN_PX): Framed {
  const r = areaRect(clampArea(f.area, f.viewport), f.viewport)
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

/**
 * Where the panels are, measured on the page: the HUD's foot, the damage panel's left side and, when it is too
 * wide to see the table beside, the planning panel's top. The planning panel comes and goes (it is hidden while
 * events play): the band it took is kept from `last` meanwhile.
 */
export function measureFreeArea(canvas: HTMLElement, last: FreeArea | null): FreeArea {
  const c = canvas.getBoundingClientRect()
  const hud = document.querySelector('[data-testid=hud]')?.getBoundingClientRect()
  const side = document.querySelector('[data-testid=damage-panel]')?.getBoundingClientRect()
  const top = hud && hud.height > 0 ? Math.max(0, hud.bottom - c.top) : 0
  const right = side && side.width > 0 ? Math.max(0, c.right - side.left) : 0
  const panel = document.querySelector('[data-testid=planning-panel]')?.getBoundingClientRect()
  const bottom = panel && panel.height > 0 ? bottomBand(panel.width, c.bottom - panel.top, c.width - right) : (last?.bottom ?? 0)
  return { top, right, bottom }
}

/** The band the planning panel takes along the bottom: its height, if it is wider than WIDE_PANEL of the free width. */
export function bottomBand(panelWidth: number, panelHeight: number, freeWidth: number): number {
  return panelWidth > freeWidth * WIDE_PANEL ? Math.max(0, panelHeight) : 0
}
