/**
 * Clouds drifting over the table on the wind, with their shadows sliding over the fields. All the puffs are one
 * instanced draw call and all the shadows another. The puffs thin out near the camera and wherever they stand
 * between the camera and a plane or the plan being drawn (puff-material.ts, cloud-clearings.ts), so they never hide
 * a plane, a ghost or its path, nor fill the screen.
 */
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { Color, InstancedBufferAttribute, InstancedMesh, Object3D, Vector3 } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { modelHeight, pegFloor, pegLevel } from './coords'
import { cloudClearings, type FlyingPoint, type PiecePoint } from './cloud-clearings'
import { pieceShowsPlate } from './nameplates'
import { balloonHeight } from './piece-looks'
import { useHoverStep, usePlanPreview } from './ManoeuvrePreview'
import { useAnimator } from './playback'
import { useAppSelector } from '../../../store'
import { MAX_OCCLUDED_PLANES, puffGeometry, puffMaterial, puffTexture } from '../../common/scene/puff-material'

interface Puff {
  cloud: number
  dx: number
  dy: number
  dz: number
  r: number
  alpha: number
}

const WIND = 1.1 // cm per second, towards the east
/** the height over a ground piece's card the clouds keep clear, cm (its model's top) */
const PIECE_CLEAR_HEIGHT = 2
/** the sun's slant for the shadows on the table: x and z moved per cm of height */
const SUN: [number, number] = [-0.35, -0.25]

export function Clouds({ view }: { view: GameView }) {
  const { width, depth } = view.setup.table
  const animator = useAnimator()
  // the settings: clouds on, dimmed (fainter puffs and shadows) or off
  const setting = useAppSelector((s) => s.settings.values.clouds)
  // the plan being drawn: the clouds thin in front of its ghosts and paths too, and of the pieces standing
  const hover = useHoverStep(view)
  const { steps, committed } = usePlanPreview(view)
  // 003 Flying Higher: heights count from the floor
  const floor = pegFloor(view)
  const pieces = useMemo<PiecePoint[]>(() => {
    const kinds = new Map(view.setup.planes.map((p) => [p.id, p.kind]))
    return view.planes.flatMap((p) => {
      const kind = kinds.get(p.id)
      if (!kind || !pieceShowsPlate(p.status)) return []
      return [{ x: p.x, y: p.y, height: kind === 'balloon' ? balloonHeight('up', p.effects?.alt ? pegLevel(p.effects.alt.level, floor) : undefined) : PIECE_CLEAR_HEIGHT }]
    })
  }, [view, floor])
  const puffsRef = useRef<InstancedMesh>(null)
  const shadowsRef = useRef<InstancedMesh>(null)
  // 003 Cloud Cover (lines 457-473): the clouds float at the cover's level, thicker, just above where a plane in them stands
  const cover = view.setup.options.cloudCover
  const { puffs, clouds } = useMemo(() => {
    let seed = 17 + Math.round(width * 7 + depth)
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    // clouds are sized to the table: a small table gets small clouds, so that none fills the view
    const scale = Math.max(0.5, Math.min(1.3, Math.min(width, depth) / 75))
    const count = Math.round(Math.max(3, Math.min(10, Math.round((width * depth) / 1300))) * (cover !== undefined ? 1.5 : 1))
    const clouds = Array.from({ length: count }, (_, i) => ({
      x: ((i + rnd() * 0.6) / count - 0.5) * width * 1.5,
      z: (rnd() - 0.5) * depth * 0.95,
      y: cover !== undefined ? modelHeight(pegLevel(cover, floor)) + 1 + rnd() * 3 * scale : 17 + (7 + rnd() * 12) * scale,
      size: (0.8 + rnd() * 0.5) * scale,
    }))
    const puffs: Puff[] = []
    clouds.forEach((c, k) => {
      const n = 5 + Math.floor(rnd() * 3)
      for (let i = 0; i < n; i++) {
        const u = (i / (n - 1) - 0.5) * 2
        puffs.push({ cloud: k, dx: u * 11 * c.size + (rnd() - 0.5) * 3, dy: (1 - Math.abs(u)) * 2.5 * c.size + rnd() * 1.5, dz: (rnd() - 0.5) * 8 * c.size, r: (9 + rnd() * 6) * c.size * (1.15 - Math.abs(u) * 0.35), alpha: 0.75 + rnd() * 0.25 })
      }
    })
    return { puffs, clouds }
  }, [width, depth, cover, floor])

  const shared = useMemo(() => {
    const tex = puffTexture(11, 16)
    const geo = puffGeometry(puffs.length)
    const shadowGeo = puffGeometry(clouds.length)
    const alphas = geo.getAttribute('aAlpha') as InstancedBufferAttribute
    puffs.forEach((p, i) => alphas.setX(i, p.alpha))
    return {
      geo,
      mat: puffMaterial(tex, { opacity: 0.7, shade: 0.3, occlude: true }),
      shadowGeo,
      shadowMat: puffMaterial(puffTexture(3, 10), { opacity: 0.3, flat: true }),
    }
  }, [puffs, clouds])

  const tmp = useMemo(() => ({ o: new Object3D(), dark: new Color('#1d2a22'), v: new Vector3() }), [])

  useFrame((state) => {
    const m = puffsRef.current
    const s = shadowsRef.current
    if (!m || !s) return
    const t = state.clock.elapsedTime
    const span = width * 1.7
    const { o } = tmp
    if (!s.instanceColor) for (let k = 0; k < clouds.length; k++) s.setColorAt(k, tmp.dark)
    const xs = clouds.map((c) => {
      const x = c.x + t * WIND
      return ((((x + span / 2) % span) + span) % span) - span / 2
    })
    puffs.forEach((p, i) => {
      const c = clouds[p.cloud]
      o.position.set(xs[p.cloud] + p.dx, c.y + p.dy, c.z + p.dz)
      o.scale.set(p.r * 1.5, p.r, 1)
      o.updateMatrix()
      m.setMatrixAt(i, o.matrix)
    })
    // each cloud's shadow lies on the table under the sun's slant
    clouds.forEach((c, k) => {
      o.position.set(xs[k] + SUN[0] * c.y, 0.04, c.z + SUN[1] * c.y)
      o.scale.set(30 * c.size, 18 * c.size, 1)
      o.updateMatrix()
      s.setMatrixAt(k, o.matrix)
    })
    m.instanceMatrix.needsUpdate = true
    s.instanceMatrix.needsUpdate = true
    // the planes and the plan the clouds must not hide
    const flying: FlyingPoint[] = []
    for (const d of animator.planes.values()) if (d.look !== 'gone') flying.push(d)
    const clear = cloudClearings(view.setup.table, flying, hover, steps, committed, MAX_OCCLUDED_PLANES, pieces)
    const points = shared.mat.uniforms.uPlanes.value as Vector3[]
    clear.forEach(([x, y, z], i) => points[i].set(x, y, z))
    shared.mat.uniforms.uPlaneCount.value = clear.length
  })

  shared.mat.uniforms.uOpacity.value = setting === 'dimmed' ? 0.3 : 0.7
  shared.shadowMat.uniforms.uOpacity.value = setting === 'dimmed' ? 0.12 : 0.3
  if (setting === 'off') return null
  return (
    <group name="clouds-and-shadows" userData={{ clouds: setting }}>
      <instancedMesh ref={shadowsRef} args={[shared.shadowGeo, shared.shadowMat, clouds.length]} frustumCulled={false} name="cloud-shadows" renderOrder={1} />
      <instancedMesh ref={puffsRef} args={[shared.geo, shared.mat, puffs.length]} frustumCulled={false} name="clouds" renderOrder={10} />
    </group>
  )
}
