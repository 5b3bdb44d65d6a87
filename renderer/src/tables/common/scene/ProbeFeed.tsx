/**
 * Inside a table's Canvas: feeds the scene probe (scene-probe.ts) each frame's time, draw calls and triangles, for the
 * test hooks and the renderer benchmark, and tells label-sync.ts when a frame is drawn. Both tables draw one.
 */
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import { labelSync } from './label-sync'
import { sceneProbe } from './scene-probe'

export function ProbeFeed() {
  const gl = useThree((s) => s.gl)
  const last = useRef(performance.now())
  // once the frame is drawn: were its labels placed from what it drew? (nothing unless a spec watches)
  useEffect(() => addAfterEffect(() => labelSync.drawn()), [])
  useFrame(() => {
    const now = performance.now()
    sceneProbe.frame(now - last.current, gl.info.render.calls, gl.info.render.triangles)
    last.current = now
  })
  return null
}
