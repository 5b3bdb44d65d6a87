/**
 * 003 Planes on the Ground (lines 409-411): while the owner places a parked plane's base (the taxi panel), the table
 * shows where it would go: a ghost base at the pending centre and heading, green where the engine would take it and red
 * where it would not, and a ring of half a ruler round where the base stands, the reach of a move (ground-move.ts).
 * The ghost is drawn just above the base tops and through the models (no depth test): a pale fill, a solid outline and
 * a long arrow from its nose, so that a move of a cm or two, mostly under the real base, still reads (issue 12).
 */
import { useEffect, useMemo } from 'react'
import { BufferGeometry, DoubleSide, Float32BufferAttribute, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { rulesFor } from '../../../content'
import { useAppSelector } from '../../../store'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'

const OK = '#8df0a8'
const REFUSED = '#ff5a4a'

/** Above the base tops, so that the ghost lies over the real base it moves from. */
const LIFT = BASE_HEIGHT + 0.08
/** The outline's width and the nose arrow's reach beyond the base, in cm. */
const BAND = 0.45
const ARROW = 6

/** Flat quads (x0, z0, x1, z1 each) at the ghost's height, two triangles each. */
function quads(rects: readonly [number, number, number, number][], tris: readonly number[] = []): BufferGeometry {
  const y = LIFT
  const pos: number[] = []
  for (const [x0, z0, x1, z1] of rects) pos.push(x0, y, z0, x1, y, z0, x1, y, z1, x0, y, z0, x1, y, z1, x0, y, z1)
  for (let i = 0; i < tris.length; i += 2) pos.push(tris[i], y, tris[i + 1])
  const g = new BufferGeometry()
  g.setAttribute('position', new Float32BufferAttribute(pos, 3))
  return g
}

/** The base's rim, BAND wide, inside its edges. */
function outlineGeometry(width: number, depth: number): BufferGeometry {
  const [w, d] = [width / 2, depth / 2]
  return quads([
    [-w, -d, w, -d + BAND],
    [-w, d - BAND, w, d],
    [-w, -d + BAND, -w + BAND, d - BAND],
    [w - BAND, -d + BAND, w, d - BAND],
  ])
}

/** An arrow from the middle of the base to ARROW cm beyond its nose (the nose is -z before the heading's rotation). */
function noseGeometry(width: number, depth: number): BufferGeometry {
  const shaft = BAND / 2 + 0.1
  const head = Math.min(width / 3, 2.2)
  const tip = -depth / 2 - ARROW
  const neck = tip + 2.5
  return quads([[-shaft, neck, shaft, 0]], [-head, neck, head, neck, 0, tip])
}

/** Seen through the models and the real base: no depth test, drawn after them. */
const ghostMaterial = (color: string, opacity: number) => new MeshBasicMaterial({ color, side: DoubleSide, transparent: true, opacity, depthWrite: false, depthTest: false })

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
      body: new PlaneGeometry(width || 1, depth || 1).rotateX(-Math.PI / 2).translate(0, LIFT, 0),
      outline: outlineGeometry(width || 1, depth || 1),
      nose: noseGeometry(width || 1, depth || 1),
      ring: new RingGeometry(reach - 0.25, reach + 0.25, 96).rotateX(-Math.PI / 2),
      okMat: ghostMaterial(OK, 0.3),
      badMat: ghostMaterial(REFUSED, 0.3),
      okLine: ghostMaterial(OK, 0.95),
      badLine: ghostMaterial(REFUSED, 0.95),
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
      <group position={[gx, 0, gz]} rotation={[0, turn, 0]}>
        <mesh geometry={parts.body} material={ghost.ok ? parts.okMat : parts.badMat} frustumCulled={false} name="taxi-ghost" renderOrder={10} />
        <mesh geometry={parts.outline} material={ghost.ok ? parts.okLine : parts.badLine} frustumCulled={false} name="taxi-ghost-outline" renderOrder={11} />
        <mesh geometry={parts.nose} material={ghost.ok ? parts.okLine : parts.badLine} frustumCulled={false} name="taxi-ghost-nose" renderOrder={11} />
      </group>
    </group>
  )
}
