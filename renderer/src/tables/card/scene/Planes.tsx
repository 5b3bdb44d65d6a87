/**
 * The planes on the table: each model on its stack of pegs (altitude + 1) above its base. Models are one draw
 * call each; bases, their printed tops, pegs, shadows and propeller discs are instanced, one draw call a kind.
 * The plane being planned has a glowing ring round its base.
 */
import { useFrame, type ThreeEvent } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { AdditiveBlending, Color, DoubleSide, InstancedMesh, Matrix4, Mesh, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, Object3D, PlaneGeometry, RingGeometry } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useAppDispatch, useAppSelector } from '../../../store'
import { planeSelected } from '../../../store/ui-slice'
import { BASE_HEIGHT, headingToRotationY, PEG_HEIGHT, pegCount, toWorld } from './coords'
import { baseBodyGeometry, basePrintGeometry, basePrintTexture, flatQuad, pegGeometry, propTexture, shadowTexture } from './base-geometry'
import { markingsAtlas } from '../../common/models/markings-atlas'
import { BELLY, modelSize, propellerOf } from '../../common/models/model-size'
import { planeGeometry } from '../../common/models/plane-geometry'
import { plannedPlane } from './nameplates'
import { blankPose, planePose, poseMatrix } from './plane-pose'
import { useAnimator } from './playback'
import { teamColour } from '../../common/team-colours'

const MAX_PLANES = 64
const MAX_PEGS = MAX_PLANES * 6
/** the sun for the soft shadows: a little off the vertical, from the south-east */
const SHADOW_SLANT: [number, number] = [-0.2, -0.14]

type PrintKind = 'front' | 'front-rear' | 'none'

function printKind(aircraft: string): PrintKind {
  const a = content.aircraft[aircraft]
  if (!a.fire.front && !a.fire.rear) return 'none'
  return a.fire.rear ? 'front-rear' : 'front'
}

export function Planes({ view }: { view: GameView }) {
  const animator = useAnimator()
  const dispatch = useAppDispatch()
  const table = view.setup.table
  const chosen = useAppSelector((s) => s.planning.active)
  const busy = useAppSelector((s) => s.ui.animating || s.ui.handOff !== null)
  const planned = busy ? null : plannedPlane(view, view.viewer, chosen)
  const baseShape = content.table.bases.standard
  const arcs = content.table.arcs

  const shared = useMemo(() => {
    const atlas = markingsAtlas(Object.values(content.nations))
    const prints = new Map<PrintKind, MeshLambertMaterial>()
    for (const kind of ['front', 'front-rear', 'none'] as PrintKind[]) {
      const tex = basePrintTexture(baseShape.width, baseShape.depth, kind === 'none' ? 0 : arcs.front.opening, kind === 'front-rear' ? arcs.rear.opening : null)
      prints.set(kind, new MeshLambertMaterial({ map: tex }))
    }
    return {
      baseGeo: baseBodyGeometry(baseShape.width, baseShape.depth),
      baseMat: new MeshLambertMaterial({ vertexColors: true }),
      printGeo: basePrintGeometry(baseShape.width, baseShape.depth),
      prints,
      pegGeo: pegGeometry(),
      pegMat: new MeshLambertMaterial({ vertexColors: true }),
      modelMat: new MeshStandardMaterial({ vertexColors: true, map: atlas, alphaTest: 0.5, roughness: 0.82, metalness: 0 }),
      shadowGeo: flatQuad(),
      shadowMat: new MeshBasicMaterial({ color: '#000000', map: shadowTexture(), transparent: true, opacity: 0.42, depthWrite: false }),
      propGeo: new PlaneGeometry(2, 2),
      propMat: new MeshBasicMaterial({ map: propTexture(), transparent: true, depthWrite: false, side: DoubleSide }),
      // round the base's corners, clear of its edge
      ringGeo: new RingGeometry(Math.hypot(baseShape.width, baseShape.depth) / 2 + 0.5, Math.hypot(baseShape.width, baseShape.depth) / 2 + 1.4, 48).rotateX(-Math.PI / 2),
      ringMat: new MeshBasicMaterial({ color: '#ffc94a', transparent: true, opacity: 0.8, depthWrite: false, blending: AdditiveBlending }),
    }
  }, [baseShape.width, baseShape.depth, arcs.front.opening, arcs.rear.opening])

  // balloons and ground pieces are Pieces.tsx's: this draws the aircraft, on their stands
  const aircraftOnly = useMemo(() => view.planes.filter((p) => content.aircraft[p.aircraft]?.kind === 'aeroplane'), [view.planes])
  const kinds = useMemo(() => [...new Set(aircraftOnly.map((p) => printKind(p.aircraft)))], [aircraftOnly])
  const bases = useRef<InstancedMesh>(null)
  const pegs = useRef<InstancedMesh>(null)
  const shadows = useRef<InstancedMesh>(null)
  const props = useRef<InstancedMesh>(null)
  const ring = useRef<Mesh>(null)
  const prints = useRef(new Map<PrintKind, InstancedMesh>())
  const models = useRef(new Map<string, Mesh>())
  const teams = useMemo(() => new Map(view.setup.teams.map((t) => [t.id, t.side])), [view.setup.teams])
  const tmp = useMemo(() => ({ o: new Object3D(), c: new Color(), m: new Matrix4(), counts: new Map<PrintKind, number>(), pose: blankPose() }), [])

  useFrame((state) => {
    const { o, c, m, counts } = tmp
    let nb = 0
    let np = 0
    let ns = 0
    let nprop = 0
    counts.clear()
    const spin = state.clock.elapsedTime * 31
    const r = ring.current
    const rd = planned ? animator.planes.get(planned) : undefined
    if (r) {
      r.visible = !!rd && rd.look === 'flying'
      if (rd) {
        const [rx, rz] = toWorld(table, rd.x, rd.y)
        r.position.set(rx, 0.06, rz)
        shared.ringMat.opacity = 0.55 + 0.35 * Math.sin(state.clock.elapsedTime * 4)
      }
    }
    // 003 Cloud Cover: a plane in the clouds is hidden; its base stays on the table as the reminder
    const cover = view.setup.options.cloudCover
    for (const p of aircraftOnly) {
      const d = animator.planes.get(p.id)
      const model = models.current.get(p.id)
      if (!d) continue
      const hidden = cover !== undefined && d.level === cover && d.lift === 0
      const aircraft = content.aircraft[p.aircraft]
      const [wx, wz] = toWorld(table, d.x, d.y)
      const rot = headingToRotationY(d.h)
      const onStand = d.look === 'flying'
      // the stand stays while its plane falls or blows up, and goes with it; a plane leaving takes off from it
      if (d.look === 'flying' || d.look === 'falling' || d.look === 'exploding') {
        o.position.set(wx, 0, wz)
        o.rotation.set(0, rot, 0)
        o.scale.set(1, 1, 1)
        o.updateMatrix()
        bases.current?.setMatrixAt(nb, o.matrix)
        bases.current?.setColorAt(nb, c.set(teamColour(teams.get(p.team))))
        nb++
        const kind = printKind(p.aircraft)
        const k = counts.get(kind) ?? 0
        prints.current.get(kind)?.setMatrixAt(k, o.matrix)
        counts.set(kind, k + 1)
        for (let j = 0; j < pegCount(d.level) && pegs.current && !hidden; j++) {
          o.position.set(wx, BASE_HEIGHT + j * PEG_HEIGHT, wz)
          o.updateMatrix()
          pegs.current.setMatrixAt(np++, o.matrix)
        }
      }
      if (!model) continue
      const pose = planePose(d, table, tmp.pose)
      model.visible = pose.visible && !hidden
      poseMatrix(pose, model.matrix)
      model.matrixWorldNeedsUpdate = true
      const h = pose.y
      const size = modelSize(aircraft)
      if (onStand && !hidden && shadows.current && aircraft.kind === 'aeroplane') {
        o.position.set(wx + SHADOW_SLANT[0] * h, BASE_HEIGHT + 0.03, wz + SHADOW_SLANT[1] * h)
        o.rotation.set(0, rot, 0)
        o.scale.set(size.span * Math.cos(d.roll), 1, size.length)
        o.updateMatrix()
        shadows.current.setMatrixAt(ns++, o.matrix)
      }
      const prop = propellerOf(aircraft)
      if (prop && pose.visible && props.current && d.look !== 'falling') {
        o.position.set(0, prop.y + BELLY, prop.z - 0.03)
        o.rotation.set(0, 0, spin)
        o.scale.setScalar(prop.radius)
        o.updateMatrix()
        m.multiplyMatrices(model.matrix, o.matrix)
        props.current.setMatrixAt(nprop++, m)
      }
    }
    const done = (mesh: InstancedMesh | null | undefined, n: number) => {
      if (!mesh) return
      mesh.count = n
      mesh.instanceMatrix.needsUpdate = true
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    }
    done(bases.current, nb)
    done(pegs.current, np)
    done(shadows.current, ns)
    done(props.current, nprop)
    for (const [kind, mesh] of prints.current) done(mesh, counts.get(kind) ?? 0)
  })

  const select = (id: string) => (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation()
    dispatch(planeSelected(id))
  }

  return (
    <group name="planes">
      <instancedMesh ref={bases} args={[shared.baseGeo, shared.baseMat, MAX_PLANES]} frustumCulled={false} name="bases" />
      {kinds.map((kind) => (
        <instancedMesh
          key={kind}
          ref={(m) => {
            if (m) prints.current.set(kind, m)
            else prints.current.delete(kind)
          }}
          args={[shared.printGeo, shared.prints.get(kind)!, MAX_PLANES]}
          frustumCulled={false}
          name={`base-prints-${kind}`}
        />
      ))}
      <instancedMesh ref={pegs} args={[shared.pegGeo, shared.pegMat, MAX_PEGS]} frustumCulled={false} name="pegs" />
      <instancedMesh ref={shadows} args={[shared.shadowGeo, shared.shadowMat, MAX_PLANES]} frustumCulled={false} name="plane-shadows" renderOrder={1} />
      {aircraftOnly.map((p) => {
        const aircraft = content.aircraft[p.aircraft]
        const geo = planeGeometry(aircraft, content.nations[aircraft.nation])
        return (
          <mesh
            key={p.id}
            name={`plane-${p.id}`}
            geometry={geo}
            material={shared.modelMat}
            matrixAutoUpdate={false}
            ref={(m) => {
              if (m) models.current.set(p.id, m)
              else models.current.delete(p.id)
            }}
            onClick={select(p.id)}
            onPointerOver={() => (document.body.style.cursor = 'pointer')}
            onPointerOut={() => (document.body.style.cursor = '')}
          />
        )
      })}
      <instancedMesh ref={props} args={[shared.propGeo, shared.propMat, MAX_PLANES]} frustumCulled={false} name="propellers" renderOrder={2} />
      <mesh ref={ring} geometry={shared.ringGeo} material={shared.ringMat} name={planned ? `planned-ring-${planned}` : 'planned-ring'} visible={false} renderOrder={1} />
    </group>
  )
}
