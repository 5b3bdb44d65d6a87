/**
 * The 3D table: one Canvas holding the table, the planes, the effects, the clouds, the previews and the camera.
 * Software WebGL gets no MSAA and a pixel ratio of 1 (render-quality.ts); colours are used as painted (`flat`).
 */
import { Canvas } from '@react-three/fiber'
import { useMemo } from 'react'
import type { GameView } from '../../../../../shared/engine/view'
import { Animator } from './animator'
import { ArchieGhost } from './ArchieGhost'
import { ArcsAndTargets } from './ArcsAndTargets'
import { CameraRig } from './CameraRig'
import { Clouds } from './Clouds'
import { Effects } from './Effects'
import { ManoeuvrePreview } from './ManoeuvrePreview'
import { NameplateLayer, NameplateTracker, type PlateElements } from './Nameplates'
import { GroundThreats } from './GroundThreats'
import { PieceFx } from './PieceFx'
import { Pieces } from './Pieces'
import { Planes } from './Planes'
import { AnimatorContext, Playback } from './playback'
import { FrameCap } from '../../common/scene/FrameCap'
import { renderQuality } from '../../common/scene/render-quality'
import { Table } from './Table'
import { neutralEdge } from './camera-facing'
import { useAppSelector } from '../../../store'
import { TailingLines } from './TailingLines'
import { TaxiGhost } from './TaxiGhost'
import { ProbeFeed } from '../../common/scene/ProbeFeed'
import { sceneProbe } from '../../common/scene/scene-probe'
import { SoundCues } from '../../../sound/SoundCues'

export function TableScene({ view }: { view: GameView }) {
  const animator = useMemo(() => new Animator(), [])
  const quality = useMemo(() => renderQuality(), [])
  const plates = useMemo<PlateElements>(() => new Map(), [])
  sceneProbe.animator = animator
  const { width, depth } = view.setup.table
  // every view from the host is a new object: keep the teams (and so the painted table) while they are the same
  const teamsKey = JSON.stringify(view.setup.teams)
  const teams = useMemo(() => JSON.parse(teamsKey) as GameView['setup']['teams'], [teamsKey])
  // a client at no seat (a spectator, a stream) sees the table from the neutral edge: the sides' names read from there
  const spectator = useAppSelector((s) => s.game.mine.length === 0)
  const readFrom = spectator ? neutralEdge({ teams }) : undefined
  // 003 Landings: the fields are painted on the table
  const fieldsKey = JSON.stringify(view.setup.fields ?? [])
  const landing = useMemo(() => JSON.parse(fieldsKey) as NonNullable<GameView['setup']['fields']>, [fieldsKey])
  const size = Math.max(width, depth)
  return (
    <AnimatorContext.Provider value={animator}>
      <Canvas
        className="table-canvas"
        camera={{ position: [0, size * 0.9, depth * 0.8 + 25], fov: 40, near: 1, far: size * 14 }}
        dpr={quality.dpr}
        frameloop={quality.frameCap ? 'demand' : 'always'}
        flat
        gl={{ antialias: quality.antialias, preserveDrawingBuffer: true, powerPreference: 'high-performance' }}
        onPointerMissed={() => undefined}
      >
        <color attach="background" args={['#1b2226']} />
        <fog attach="fog" args={['#1b2226', size * 3, size * 9]} />
        <hemisphereLight args={['#e4ecf2', '#5a5240', 1.5]} />
        <directionalLight position={[size * 0.4, size, size * 0.3]} intensity={2.2} color="#fff3df" />
        {quality.frameCap && <FrameCap fps={quality.frameCap} />}
        <Playback />
        <SoundCues />
        <ProbeFeed />
        <Table width={width} depth={depth} teams={teams} landing={landing} readFrom={readFrom} />
        <Planes view={view} />
        <Pieces view={view} />
        <NameplateTracker view={view} elements={plates} />
        <ArcsAndTargets view={view} />
        <TailingLines view={view} />
        <ManoeuvrePreview view={view} />
        <TaxiGhost view={view} />
        <ArchieGhost view={view} />
        <GroundThreats view={view} />
        <PieceFx view={view} />
        <Effects view={view} />
        <Clouds view={view} />
        <CameraRig width={width} depth={depth} />
      </Canvas>
      <NameplateLayer view={view} elements={plates} />
    </AnimatorContext.Provider>
  )
}
