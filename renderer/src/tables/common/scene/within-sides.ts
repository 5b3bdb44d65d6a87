/**
 * A label over the table kept inside the window's sides: on a narrow screen a plane at the table's side had its name
 * cut by the window's edge (the card table's plates, nameplates.ts; the hex table's, HexPlanes.tsx).
 */
import { Vector3, type Camera, type Object3D } from 'three'

/**
 * The sideways shift `dx` that keeps a plate of `width` centred at `x` between `left` and `right` (the window's sides,
 * px). A plate wider than the room keeps its place.
 */
export function withinSides(x: number, dx: number, width: number, left: number, right: number): number {
  if (width > right - left) return dx
  const l = x + dx - width / 2
  const r = x + dx + width / 2
  return l < left ? dx + left - l : r > right ? dx - (r - right) : dx
}

const at = new Vector3()

/** Where drei's `<Html center>` puts a label on the canvas (its own calculation): its middle, px from the top left. */
export function canvasPoint(el: Object3D, camera: Camera, size: { width: number; height: number }): [number, number] {
  at.setFromMatrixPosition(el.matrixWorld).project(camera)
  return [((at.x + 1) / 2) * size.width, ((1 - at.y) / 2) * size.height]
}
