/**
 * 003 Planes on the Ground (lines 409-411): while the owner places a parked plane's base (the taxi panel), the table
 * shows where it would go: a ghost base at the pending centre and heading, with an arrowhead at its nose, green where
 * the engine would take it and red where it would not, and a ring of half a ruler round where the base stands, the
 * reach of a move (ground-move.ts).
 */
import { useEffect, useMemo } from 'react'
import { BufferGeometry, DoubleSide, Float32BufferAttribute, MeshBasicMaterial, RingGeometry } from 'three'
import type { GameView } from '../../../shared/engine/view'
import { rulesFor } from '../content'
import { useAppSelector } from '../store'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { baseBodyGeometry } from './models/base-geometry'

const OK = '#8df0a8'
const REFUSED = '#ff5a4a'

/** A flat arrowhead ahead of a base `depth` deep (the nose is -z before the heading's rotation). */
function noseGeometry(width: number, depth: number): BufferGeometry {
  const g = new BufferGeometry()
  const y = BASE_HEIGHT + 0.06
  const z0 = -depth / 2 - 0.4
  g.setAttribute('position', new Float32BufferAttribute([-width / 4, y, z0, width / 4, y, z0, 0, y, z0 - 2.5], 3))
  return g
}

export function TaxiGhost({ view }: { view: GameView }) {
  const ghost = useAppSelector((s) => s.ui.taxiGhost)
  const rules = rulesFor(view.setup)
  const plane = ghost && view.step === 'taxiing' ? view.planes.find((p) => p.id === ghost.plane) : undefined
  const shape = plane ? rules.byId.get(plane.id)?.shape : undefined
  const width = shape?.width ?? 0
  const depth = shape?.depth ?? 0
  const reach = rules.ruler / 2
  const parts = useMemo(
    () => ({
      body: baseBodyGeometry(width || 1, depth || 1),
      nose: noseGeometry(width || 1, depth || 1),
      ring: new RingGeometry(reach - 0.25, reach + 0.25, 96).rotateX(-Math.PI / 2),
      okMat: new MeshBasicMaterial({ vertexColors: true, color: OK, transparent: true, opacity: 0.55, depthWrite: false }),
      badMat: new MeshBasicMaterial({ vertexColors: true, color: REFUSED, transparent: true, opacity: 0.55, depthWrite: false }),
      okNose: new MeshBasicMaterial({ color: OK, side: DoubleSide, transparent: true, opacity: 0.9, depthWrite: false }),
      badNose: new MeshBasicMaterial({ color: REFUSED, side: DoubleSide, transparent: true, opacity: 0.9, depthWrite: false }),
      ringMat: new MeshBasicMaterial({ color: '#f4e3b0', side: DoubleSide, transparent: true, opacity: 0.6, depthWrite: false }),
    }),
    [width, depth, reach],
  )
  useEffect(() => () => Object.values(parts).forEach((p) => p.dispose()), [parts])
  if (!ghost || !plane || !shape) return null
  const table = view.setup.table
  const [gx, gz] = toWorld(table, ghost.x, ghost.y)
  const [sx, sz] = toWorld(table, plane.x, plane.y)
  const turn = headingToRotationY((ghost.heading * Math.PI) / 180)
  return (
    <group name="taxi-preview">
      <mesh geometry={parts.ring} material={parts.ringMat} position={[sx, 0.03, sz]} frustumCulled={false} name="taxi-reach" renderOrder={2} />
      <group position={[gx, 0.02, gz]} rotation={[0, turn, 0]}>
        <mesh geometry={parts.body} material={ghost.ok ? parts.okMat : parts.badMat} frustumCulled={false} name="taxi-ghost" renderOrder={2} />
        <mesh geometry={parts.nose} material={ghost.ok ? parts.okNose : parts.badNose} frustumCulled={false} name="taxi-ghost-nose" renderOrder={3} />
      </group>
    </group>
  )
}
