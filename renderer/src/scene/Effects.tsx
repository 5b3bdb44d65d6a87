/**
 * Firing and damage on the table: tracers from the guns to the target, sparks where shots hit, smoke trails
 * behind damaged planes (thicker the more damage cards a plane holds, which is public), fire and smoke behind a
 * plane going down, and the flash of an explosion. Each kind is one draw call.
 */
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { AdditiveBlending, BufferAttribute, BufferGeometry, Color, IcosahedronGeometry, InstancedMesh, LineBasicMaterial, LineSegments, MeshBasicMaterial, MeshStandardMaterial, Object3D } from 'three'
import type { GameView } from '../../../shared/engine/view'
import { DEFAULT_ALTITUDE, modelHeight, toWorld } from './coords'
import { useAnimator } from './playback'

const MAX_TRACERS = 64
const MAX_PUFFS = 600
const MAX_FLASHES = 48

interface Puff {
  x: number
  y: number
  z: number
  age: number
  life: number
  size: number
  fire: boolean
}

export function Effects({ view }: { view: GameView }) {
  const animator = useAnimator()
  const table = view.setup.table
  const lines = useRef<LineSegments>(null)
  const smoke = useRef<InstancedMesh>(null)
  const flames = useRef<InstancedMesh>(null)
  const flashes = useRef<InstancedMesh>(null)
  const puffs = useRef<Puff[]>([])
  const emitClock = useRef(new Map<string, number>())

  const lineGeo = useMemo(() => {
    const g = new BufferGeometry()
    g.setAttribute('position', new BufferAttribute(new Float32Array(MAX_TRACERS * 6 * 3), 3))
    g.setDrawRange(0, 0)
    return g
  }, [])
  const lineMat = useMemo(() => new LineBasicMaterial({ color: '#ffd27a', transparent: true, opacity: 0.95, blending: AdditiveBlending }), [])
  const puffGeo = useMemo(() => new IcosahedronGeometry(1, 1), [])
  const smokeMat = useMemo(() => new MeshStandardMaterial({ color: '#4a4a4a', roughness: 1, transparent: true, opacity: 0.55, depthWrite: false }), [])
  const flameMat = useMemo(() => new MeshBasicMaterial({ color: '#ff8a2a', transparent: true, opacity: 0.85, blending: AdditiveBlending, depthWrite: false }), [])
  const flashMat = useMemo(() => new MeshBasicMaterial({ color: '#ffe6a0', transparent: true, opacity: 0.9, blending: AdditiveBlending, depthWrite: false }), [])
  const o = useMemo(() => new Object3D(), [])
  const colour = useMemo(() => new Color(), [])

  useFrame((_, rawDt) => {
    const dt = Math.min(rawDt, 0.1)
    const h = modelHeight(DEFAULT_ALTITUDE)
    const world = (id: string): [number, number, number] | null => {
      const d = animator.planes.get(id)
      if (!d) return null
      const [x, z] = toWorld(table, d.x, d.y)
      return [x, h + d.lift, z]
    }

    // tracers: dashes running from the firer to the target
    const pos = lineGeo.getAttribute('position') as BufferAttribute
    let n = 0
    for (const tr of animator.tracers) {
      const a = world(tr.from)
      const b = world(tr.to)
      if (!a || !b) continue
      for (let k = 0; k < 3 && n < MAX_TRACERS * 2; k++) {
        const u = (tr.age * 2.2 + k * 0.18) % 1
        const v = Math.min(1, u + 0.08)
        pos.setXYZ(n++, a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, a[2] + (b[2] - a[2]) * u)
        pos.setXYZ(n++, a[0] + (b[0] - a[0]) * v, a[1] + (b[1] - a[1]) * v, a[2] + (b[2] - a[2]) * v)
      }
    }
    pos.needsUpdate = true
    lineGeo.setDrawRange(0, n)

    // smoke behind damaged planes, fire and smoke behind planes going down
    for (const d of animator.planes.values()) {
      if (d.look === 'gone' || d.look === 'leaving') continue
      const burning = d.look === 'falling' || d.look === 'exploding'
      if (d.smoke <= 0 && !burning) continue
      const rate = burning ? 30 : Math.min(12, 1.5 + d.smoke * 1.5)
      const acc = (emitClock.current.get(d.id) ?? 0) + dt * rate
      const whole = Math.floor(acc)
      emitClock.current.set(d.id, acc - whole)
      const p = world(d.id)
      if (!p) continue
      const y = burning ? Math.max(0.5, h * (1 - d.fate * d.fate)) : p[1]
      for (let k = 0; k < whole && puffs.current.length < MAX_PUFFS; k++) {
        // from behind the tail
        const bx = p[0] - Math.sin(d.h) * 2.8
        const bz = p[2] + Math.cos(d.h) * 2.8
        puffs.current.push({ x: bx, y, z: bz, age: 0, life: burning ? 1.2 : 2.2, size: burning ? 1.1 : 0.5 + Math.min(1.2, d.smoke * 0.15), fire: burning && k % 2 === 0 })
      }
    }
    let ns = 0
    let nf = 0
    const alive: Puff[] = []
    for (const pf of puffs.current) {
      pf.age += dt
      if (pf.age >= pf.life) continue
      alive.push(pf)
      const u = pf.age / pf.life
      o.position.set(pf.x, pf.y + u * 3, pf.z)
      o.scale.setScalar(pf.size * (0.6 + u * 1.6) * (1 - u * 0.3))
      o.updateMatrix()
      if (pf.fire && flames.current && nf < MAX_PUFFS) flames.current.setMatrixAt(nf++, o.matrix)
      else if (smoke.current && ns < MAX_PUFFS) smoke.current.setMatrixAt(ns++, o.matrix)
    }
    puffs.current = alive
    if (smoke.current) {
      smoke.current.count = ns
      smoke.current.instanceMatrix.needsUpdate = true
    }
    if (flames.current) {
      flames.current.count = nf
      flames.current.instanceMatrix.needsUpdate = true
    }

    // sparks on hits, a fireball for explosions
    let nx = 0
    for (const f of animator.flashes) {
      const p = world(f.plane)
      if (!p || !flashes.current || nx >= MAX_FLASHES) continue
      const u = Math.min(1, f.age / (f.kind === 'explosion' ? 1.2 : 0.5))
      const size = f.kind === 'explosion' ? 2 + u * 9 : f.kind === 'jam' ? 0.6 : 1.2 * (1 - u)
      o.position.set(p[0], p[1], p[2])
      o.scale.setScalar(Math.max(0.01, size * (f.kind === 'explosion' ? 1 - u * 0.5 : 1)))
      o.updateMatrix()
      flashes.current.setMatrixAt(nx, o.matrix)
      flashes.current.setColorAt(nx, colour.set(f.kind === 'jam' ? '#9ad0ff' : f.kind === 'explosion' ? '#ff9a3a' : '#fff1b0'))
      nx++
    }
    if (flashes.current) {
      flashes.current.count = nx
      flashes.current.instanceMatrix.needsUpdate = true
      if (flashes.current.instanceColor) flashes.current.instanceColor.needsUpdate = true
    }
  })

  return (
    <group name="effects">
      <lineSegments ref={lines} geometry={lineGeo} material={lineMat} frustumCulled={false} name="tracers" />
      <instancedMesh ref={smoke} args={[puffGeo, smokeMat, MAX_PUFFS]} frustumCulled={false} name="smoke" />
      <instancedMesh ref={flames} args={[puffGeo, flameMat, MAX_PUFFS]} frustumCulled={false} name="flames" />
      <instancedMesh ref={flashes} args={[puffGeo, flashMat, MAX_FLASHES]} frustumCulled={false} name="flashes" />
    </group>
  )
}
