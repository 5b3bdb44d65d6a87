/**
 * A label over the table kept inside the window's sides: on a narrow screen a plane at the table's side had its name
 * cut by the window's edge (the card table's plates, nameplates.ts; the hex table's, HexPlanes.tsx).
 */
import type { Html } from '@react-three/drei'
import type { ComponentProps } from 'react'
import { Vector3 } from 'three'

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

type CalculatePosition = NonNullable<ComponentProps<typeof Html>['calculatePosition']>

const at = new Vector3()

/**
 * drei `<Html center>`'s place on the canvas (its own calculation), moved sideways to keep a label `width()` px wide
 * `edge` px inside the canvas's sides.
 */
export function insideSides(width: () => number, edge = 2): CalculatePosition {
  return (el, camera, size) => {
    at.setFromMatrixPosition(el.matrixWorld).project(camera)
    const x = ((at.x + 1) / 2) * size.width
    const y = ((1 - at.y) / 2) * size.height
    return [x + withinSides(x, 0, width(), edge, size.width - edge), y]
  }
}
