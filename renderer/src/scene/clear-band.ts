/**
 * The part of the canvas that the HTML panels leave clear: the bar along the top, the planning panel along the
 * bottom and the damage panel down the right cover the rest. The camera centres its view in this band
 * (camera.setViewOffset), so that the table and a followed plane are never framed behind a panel.
 */
import { PerspectiveCamera, Vector3 } from 'three'

export interface Band {
  /** pixels covered at the top, the bottom and the right of the canvas */
  top: number
  bottom: number
  right: number
}

/** The bottom panel may come and go (it is hidden while events play): keep the framing it had. */
export function measureBand(canvas: HTMLElement, last: Band | null): Band {
  const c = canvas.getBoundingClientRect()
  const hud = document.querySelector('[data-testid=hud]')?.getBoundingClientRect()
  const panel = document.querySelector('[data-testid=planning-panel]')?.getBoundingClientRect()
  const side = document.querySelector('[data-testid=damage-panel]')?.getBoundingClientRect()
  const top = hud ? Math.max(0, Math.min(c.height * 0.2, hud.bottom - c.top)) : (last?.top ?? 0)
  let bottom = last?.bottom ?? c.height * 0.42
  if (panel && panel.height > 0) bottom = Math.max(0, c.bottom - panel.top)
  // never frame into less than half of the canvas, however big the panels
  bottom = Math.min(bottom, c.height * 0.5 - top)
  // the side panel counts where it reaches well down into the band
  let right = last?.right ?? 0
  if (side && side.width > 0) right = side.bottom - c.top > top + (c.height - top - bottom) * 0.5 ? Math.max(0, c.right - side.left) : 0
  right = Math.min(right, c.width * 0.3)
  return { top, bottom, right }
}

/** The shift, in pixels, that puts the camera's centre of view in the middle of the band. */
export function bandShift(b: Band, width: number, height: number): [number, number] {
  return [b.right / 2, height / 2 - (b.top + (height - b.bottom)) / 2]
}

/** The band's share of the canvas width and height. */
export function bandFraction(b: Band, width: number, height: number): [number, number] {
  return [Math.max(0.3, (width - b.right) / width), Math.max(0.2, (height - b.top - b.bottom) / height)]
}

/**
 * How far from `target`, along `dir`, a camera must stand for all `points` to fall inside the band (with a small
 * margin), seen through `camera`'s lens with the band's view offset.
 */
export function fitDistance(camera: PerspectiveCamera, b: Band, width: number, height: number, target: Vector3, dir: Vector3, points: Vector3[]): number {
  const probe = camera.clone()
  const [sx, sy] = bandShift(b, width, height)
  probe.setViewOffset(width, height, sx, sy, width, height)
  const yTop = 1 - (2 * (b.top + 8)) / height
  const yBottom = 1 - (2 * (height - b.bottom - 8)) / height
  const xRight = (2 * (width - b.right - 12)) / width - 1
  const fits = (d: number) => {
    probe.position.copy(dir).multiplyScalar(d).add(target)
    probe.lookAt(target)
    probe.updateMatrixWorld()
    const v = new Vector3()
    for (const p of points) {
      v.copy(p).project(probe)
      if (v.x < -0.97 || v.x > xRight || v.y > yTop || v.y < yBottom) return false
    }
    return true
  }
  // the table only shrinks on screen as the camera backs away, so halve the interval till it is tight
  let lo = 5
  let hi = 5000
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2
    if (fits(mid)) hi = mid
    else lo = mid
  }
  return hi
}
