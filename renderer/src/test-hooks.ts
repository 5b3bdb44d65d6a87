/**
 * Scene state exposed for tests and benchmarks (window.__overdive): what the table shows, not only its pixels.
 */
import type { AppStore } from './store'
import type { Animator } from './scene/animator'
import { previewSteps } from './scene/ManoeuvrePreview'
import { rulesFor } from './content'

class SceneProbe {
  animator: Animator | null = null
  frames = 0
  drawCalls = 0
  triangles = 0
  private times: number[] = []

  frame(ms: number, calls: number, triangles: number): void {
    this.frames++
    this.drawCalls = calls
    this.triangles = triangles
    this.times.push(ms)
    if (this.times.length > 120) this.times.shift()
  }

  /** mean frame time over the last frames, ms */
  frameTime(): number {
    if (this.times.length === 0) return 0
    return this.times.reduce((a, b) => a + b, 0) / this.times.length
  }

  resetTimes(): void {
    this.times = []
  }
}

export const sceneProbe = new SceneProbe()

export function installTestHooks(store: AppStore): void {
  const hooks = {
    store,
    state: () => store.getState(),
    scene: () => {
      const s = store.getState()
      const view = s.game.view
      const planes = sceneProbe.animator ? [...sceneProbe.animator.planes.values()].map((p) => ({ ...p })) : []
      const mine = view ? view.planes.filter((p) => p.seat === s.game.seat && p.status === 'flying' && !p.committed).map((p) => p.id) : []
      const ghosts = view && view.step === 'planning' ? previewSteps(rulesFor(view.setup), view, s.planning.drafts, mine).map((st) => ({ plane: st.plane, slot: st.slot, card: st.card, x: st.end.x, y: st.end.y, h: st.end.h })) : []
      return {
        frames: sceneProbe.frames,
        drawCalls: sceneProbe.drawCalls,
        triangles: sceneProbe.triangles,
        frameTime: sceneProbe.frameTime(),
        animating: s.ui.animating,
        camera: s.ui.camera,
        planes,
        ghosts,
        tracers: sceneProbe.animator?.tracers.length ?? 0,
      }
    },
    resetFrameTimes: () => sceneProbe.resetTimes(),
  }
  ;(window as unknown as { __overdive: typeof hooks }).__overdive = hooks
}
