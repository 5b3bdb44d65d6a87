/**
 * Inside a table's Canvas: feeds the scene probe (scene-probe.ts) each frame's time, draw calls and triangles, for the
 * test hooks and the renderer benchmark. Both tables draw one.
 */
import { useFrame, useThree } from '@react-three/fiber'
import { useRef } from 'react'
import { sceneProbe } from './scene-probe'

export function ProbeFeed() {
  const gl = useThree((s) => s.gl)
  const last = useRef(performance.now())
  useFrame(() => {
    const now = performance.now()
    sceneProbe.frame(now - last.current, gl.info.render.calls, gl.info.render.triangles)
    last.current = now
  })
  return null
}
