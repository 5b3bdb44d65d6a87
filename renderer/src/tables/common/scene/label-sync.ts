/**
 * For the specs: whether the labels over a table were placed from the camera and the pieces that were then drawn.
 * While it watches, each label placed notes the camera it was placed with and the object it stands over; once the
 * frame is drawn (ProbeFeed's after-effect), a label whose camera or object has moved since counts the frame late.
 * A label's last placing before the frame is drawn is the one that counts: drei places a label once as it mounts
 * (React's commit, between frames) and again in the frame.
 * It notes nothing unless a spec asks it to watch (test-hooks.ts), so a player's frames do no more work.
 */
import type { Camera, Object3D } from 'three'

interface Placed {
  camera: Camera
  view: number[]
  object: Object3D | null
  world: number[] | null
}

function sameAs(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function cameraNow(camera: Camera): number[] {
  return [...camera.matrixWorld.elements, ...camera.projectionMatrix.elements]
}

export class LabelSync {
  watching = false
  /** frames drawn while watching with at least one label placed */
  frames = 0
  /** of them, frames in which a label stood where its object or the camera had been */
  late = 0
  /** each label's last placing, by the object it stands over (the card table's plates, placed together, by their camera) */
  private placed = new Map<object, Placed>()

  watch(): void {
    this.watching = true
    this.frames = 0
    this.late = 0
    this.placed.clear()
  }

  /** a label was placed from this camera (and over this object, where it stands over one) */
  place(camera: Camera, object: Object3D | null = null): void {
    if (!this.watching) return
    this.placed.set(object ?? camera, { camera, view: cameraNow(camera), object, world: object ? [...object.matrixWorld.elements] : null })
  }

  /** the frame is drawn: were its labels placed from what it drew? */
  drawn(): void {
    if (!this.watching || this.placed.size === 0) return
    this.frames++
    const late = [...this.placed.values()].some((p) => !sameAs(p.view, cameraNow(p.camera)) || (p.object !== null && p.world !== null && !sameAs(p.world, p.object.matrixWorld.elements)))
    if (late) this.late++
    this.placed.clear()
  }
}

export const labelSync = new LabelSync()
