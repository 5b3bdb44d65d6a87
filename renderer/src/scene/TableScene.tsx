/**
 * The 3D table: one Canvas holding the table, the planes, the effects, the clouds, the previews and the camera.
 */
import { Canvas, useFrame, useThree } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import type { GameView } from '../../../shared/engine/view'
import { Animator } from './animator'
import { ArcsAndTargets } from './ArcsAndTargets'
import { CameraRig } from './CameraRig'
import { Clouds } from './Clouds'
import { Effects } from './Effects'
import { ManoeuvrePreview } from './ManoeuvrePreview'
import { Planes } from './Planes'
import { AnimatorContext, Playback } from './playback'
import { Table } from './Table'
import { sceneProbe } from '../test-hooks'

/** Frame statistics for the test hooks and the renderer benchmark. */
function Probe() {
  const gl = useThree((s) => s.gl)
  const last = useRef(performance.now())
  useFrame(() => {
    const now = performance.now()
    sceneProbe.frame(now - last.current, gl.info.render.calls, gl.info.render.triangles)
    last.current = now
  })
  return null
}

export function TableScene({ view }: { view: GameView }) {
  const animator = useMemo(() => new Animator(), [])
  sceneProbe.animator = animator
  const { width, depth } = view.setup.table
  const size = Math.max(width, depth)
  return (
    <AnimatorContext.Provider value={animator}>
      <Canvas
        className="table-canvas"
        camera={{ position: [0, size * 0.85, depth * 0.75 + 25], fov: 45, near: 1, far: size * 12 }}
        dpr={[1, 1.5]}
        gl={{ antialias: true, preserveDrawingBuffer: true }}
        onPointerMissed={() => undefined}
      >
        <color attach="background" args={['#9fb8c8']} />
        <fog attach="fog" args={['#9fb8c8', size * 2.2, size * 6]} />
        <hemisphereLight args={['#dfe9f2', '#4a4636', 1.1]} />
        <directionalLight position={[size * 0.4, size, size * 0.3]} intensity={1.6} />
        <Playback />
        <Probe />
        <Table width={width} depth={depth} teams={view.setup.teams} />
        <Planes view={view} />
        <ArcsAndTargets view={view} />
        <ManoeuvrePreview view={view} />
        <Effects view={view} />
        <Clouds width={width} depth={depth} />
        <CameraRig width={width} depth={depth} />
      </Canvas>
    </AnimatorContext.Provider>
  )
}
