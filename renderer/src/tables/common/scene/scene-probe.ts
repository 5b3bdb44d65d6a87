/**
 * What the table's canvas counts as it draws: frames, draw calls, triangles, frame times and tracers seen. The
 * scene feeds it in every build; only test builds read it from outside (test-hooks.ts), and the renderer
 * benchmark reports from it.
 */

/** What a table's animator shows the probe: its tracers now (the card table's animator; the hex table has none). */
export interface ProbedAnimator {
  readonly tracers: readonly object[]
}

export class SceneProbe {
  /** the card table's animator while it is drawn (test-hooks.ts reads the rest of it as the card table's) */
  animator: ProbedAnimator | null = null
  frames = 0
  drawCalls = 0
  triangles = 0
  /** tracers that have appeared on the table since the page loaded (they live a fraction of a second) */
  tracersSeen = 0
  private seen = new WeakSet<object>()
  private times: number[] = []

  frame(ms: number, calls: number, triangles: number): void {
    this.frames++
    this.drawCalls = calls
    this.triangles = triangles
    this.times.push(ms)
    if (this.times.length > 120) this.times.shift()
    for (const t of this.animator?.tracers ?? []) {
      if (this.seen.has(t)) continue
      this.seen.add(t)
      this.tracersSeen++
    }
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
