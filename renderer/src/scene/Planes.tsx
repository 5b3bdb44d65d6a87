/**
 * The planes on the table: each model on its stack of pegs (altitude + 1) above its base. Models are one draw
 * call each; bases, pegs and shadows are instanced, one draw call for all of them.
 */
import { useFrame, type ThreeEvent } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { BoxGeometry, BufferGeometry, Color, CylinderGeometry, Float32BufferAttribute, InstancedMesh, Matrix4, Mesh, MeshStandardMaterial, Object3D, Quaternion, Vector3 } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useAppDispatch } from '../store'
import { planeSelected } from '../store/ui-slice'
import { BASE_HEIGHT, DEFAULT_ALTITUDE, headingToRotationY, modelHeight, PEG_HEIGHT, toWorld } from './coords'
import { planeGeometry } from './models/plane-geometry'
import { useAnimator } from './playback'
import { teamColour } from './team-colours'

const MAX_PLANES = 64
const MAX_PEGS = MAX_PLANES * 5

/** A base: a plate with a front mark and a rear arrowhead, white so that the instance colour tints it. */
function baseGeometry(width: number, depth: number): BufferGeometry {
  const paint = (g: BufferGeometry, hex: string) => {
    const c = new Color(hex)
    const n = g.getAttribute('position').count
    const a = new Float32Array(n * 3)
    for (let i = 0; i < n; i++) a.set([c.r, c.g, c.b], 3 * i)
    g.setAttribute('color', new Float32BufferAttribute(a, 3))
    return g
  }
  const plate = paint(new BoxGeometry(width, BASE_HEIGHT, depth).translate(0, BASE_HEIGHT / 2, 0), '#ffffff')
  const inner = paint(new BoxGeometry(width - 0.6, 0.02, depth - 0.6).translate(0, BASE_HEIGHT + 0.01, 0), '#3a3f42')
  const front = paint(new BoxGeometry(0.25, 0.03, 0.7).translate(0, BASE_HEIGHT + 0.02, -depth / 2 + 0.35), '#f2f2ee')
  // the rear arrowhead: a small triangle pointing forward at the middle of the rear edge
  const arrow = new BufferGeometry()
  const y = BASE_HEIGHT + 0.03
  const z = depth / 2
  arrow.setAttribute('position', new Float32BufferAttribute([-0.6, y, z - 0.05, 0.6, y, z - 0.05, 0, y, z - 1.0], 3))
  arrow.setAttribute('normal', new Float32BufferAttribute([0, 1, 0, 0, 1, 0, 0, 1, 0], 3))
  arrow.setAttribute('uv', new Float32BufferAttribute([0, 0, 1, 0, 0.5, 1], 3 - 1))
  arrow.setIndex([0, 1, 2])
  paint(arrow, '#f2f2ee')
  return mergeGeometries([plate, inner, front, arrow])!
}

interface Props {
  view: GameView
}

export function Planes({ view }: Props) {
  const animator = useAnimator()
  const dispatch = useAppDispatch()
  const table = view.setup.table
  const baseShape = content.table.bases.standard
  const baseGeo = useMemo(() => baseGeometry(baseShape.width, baseShape.depth), [baseShape.width, baseShape.depth])
  const baseMat = useMemo(() => new MeshStandardMaterial({ vertexColors: true, roughness: 0.6 }), [])
  const pegGeo = useMemo(() => new CylinderGeometry(0.32, 0.32, PEG_HEIGHT * 0.96, 10).translate(0, PEG_HEIGHT / 2, 0), [])
  const pegMat = useMemo(() => new MeshStandardMaterial({ color: '#1e2226', roughness: 0.4, transparent: true, opacity: 0.85 }), [])
  const modelMat = useMemo(() => new MeshStandardMaterial({ vertexColors: true, roughness: 0.75, metalness: 0.05 }), [])
  const bases = useRef<InstancedMesh>(null)
  const pegs = useRef<InstancedMesh>(null)
  const models = useRef(new Map<string, Mesh>())
  const teams = useMemo(() => new Map(view.setup.teams.map((t) => [t.id, t.side])), [view.setup.teams])

  const tmp = useMemo(() => ({ m: new Matrix4(), o: new Object3D(), c: new Color(), q: new Quaternion(), s: new Vector3(1, 1, 1) }), [])

  useFrame(() => {
    let nb = 0
    let np = 0
    for (const p of view.planes) {
      const d = animator.planes.get(p.id)
      const model = models.current.get(p.id)
      if (!d) continue
      const gone = d.look === 'gone'
      const [wx, wz] = toWorld(table, d.x, d.y)
      const rot = headingToRotationY(d.h)
      const baseVisible = !gone && d.look !== 'exploding' && d.look !== 'falling'
      if (baseVisible && bases.current) {
        tmp.o.position.set(wx, 0, wz)
        tmp.o.rotation.set(0, rot, 0)
        tmp.o.scale.set(1, 1, 1)
        tmp.o.updateMatrix()
        bases.current.setMatrixAt(nb, tmp.o.matrix)
        bases.current.setColorAt(nb, tmp.c.set(teamColour(teams.get(p.team))))
        nb++
        for (let k = 0; k < DEFAULT_ALTITUDE + 1 && pegs.current; k++) {
          tmp.o.position.set(wx, BASE_HEIGHT + k * PEG_HEIGHT, wz)
          tmp.o.rotation.set(0, 0, 0)
          tmp.o.updateMatrix()
          pegs.current.setMatrixAt(np++, tmp.o.matrix)
        }
      }
      if (model) {
        const h = modelHeight(DEFAULT_ALTITUDE) + d.lift
        model.visible = !gone
        if (d.look === 'falling') {
          // spiral down to the table
          const f = d.fate
          model.position.set(wx + Math.sin(f * 9) * 2 * f, h * (1 - f * f) + 0.3, wz + Math.cos(f * 9) * 2 * f)
          model.rotation.set(-0.6 * f, rot + f * 6, 1.2 * f)
        } else if (d.look === 'exploding') {
          model.visible = d.fate < 0.15
          model.position.set(wx, h, wz)
        } else if (d.look === 'leaving') {
          model.position.set(wx + Math.sin(d.h) * 25 * d.fate, h + d.fate * 4, wz - Math.cos(d.h) * 25 * d.fate)
          model.rotation.set(0, rot, 0)
          model.scale.setScalar(1 - 0.6 * d.fate)
        } else {
          model.position.set(wx, h, wz)
          model.rotation.set(0, rot, 0, 'YXZ')
          model.rotation.z = -d.roll
          model.scale.setScalar(1)
        }
      }
    }
    if (bases.current) {
      bases.current.count = nb
      bases.current.instanceMatrix.needsUpdate = true
      if (bases.current.instanceColor) bases.current.instanceColor.needsUpdate = true
    }
    if (pegs.current) {
      pegs.current.count = np
      pegs.current.instanceMatrix.needsUpdate = true
    }
  })

  const select = (id: string) => (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation()
    dispatch(planeSelected(id))
  }

  return (
    <group name="planes">
      <instancedMesh ref={bases} args={[baseGeo, baseMat, MAX_PLANES]} frustumCulled={false} name="bases" />
      <instancedMesh ref={pegs} args={[pegGeo, pegMat, MAX_PEGS]} frustumCulled={false} name="pegs" />
      {view.planes.map((p) => {
        const aircraft = content.aircraft[p.aircraft]
        const geo = planeGeometry(aircraft, content.nations[aircraft.nation])
        return (
          <mesh
            key={p.id}
            name={`plane-${p.id}`}
            geometry={geo}
            material={modelMat}
            ref={(m) => {
              if (m) models.current.set(p.id, m)
              else models.current.delete(p.id)
            }}
            onClick={select(p.id)}
          />
        )
      })}
    </group>
  )
}
