/**
 * The planes on the hex map: each the card table's model of its aircraft (tables/common/models), on a peg of one
 * notched segment an altitude step (002 ALTITUDE: "There are 6 steps of Altitude (1-6)"), over a base in its side's
 * colour whose point shows the hex side it faces. A plane moves and turns smoothly from one view to the next. The
 * plane moving now has a pulsing ring; a plane shot down or crashed lies as a wreck in its hex; one that has left
 * the map is gone. Each plane carries a label with its name and altitude, and its critical hits for a while after
 * it takes one (dice.ts).
 *
 * Draw calls: a model and a base each a plane, the peg segments one instanced mesh, the ring one.
 */
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { AdditiveBlending, Color, CylinderGeometry, Group, InstancedMesh, Mesh, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, Object3D, RingGeometry, Shape, ShapeGeometry } from 'three'
import type { HexView, PlaneView } from '../../../../../shared/rulesets/hex/types'
import { content } from '../../../content'
import { markingsAtlas } from '../../common/models/markings-atlas'
import { planeGeometry } from '../../common/models/plane-geometry'
import { wreckGeometry } from '../../common/models/winch-geometry'
import { MOVE_PIECES } from '../../common/scene/frame-order'
import { HtmlInside } from '../../common/scene/HtmlInside'
import { teamColour } from '../../common/team-colours'
import type { CriticalMark } from './dice'
import { FOOT_HEIGHT, HEX_RADIUS, LABEL_OVER_PEG, STEP_HEIGHT, facingToRotationY, hexToWorld, pegTop, teamOfSide } from './hex-coords'

const MAX_SEGMENTS = 64 * 6
/** the models are shown a little larger than the card table's, so that they read across a map of many hexes */
const MODEL_SCALE = 1.75

/** A base: a small hexagon with a point towards the front (-z, the model's nose). */
function baseGeometry(): ShapeGeometry {
  const r = HEX_RADIUS * 0.5
  const s = new Shape()
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 2 + (k * Math.PI) / 3
    const [x, y] = [Math.cos(a) * r, Math.sin(a) * r]
    if (k === 0) {
      // the point, beyond the front corner
      s.moveTo(-r * 0.4, y * 0.92)
      s.lineTo(0, y + r * 0.55)
      s.lineTo(r * 0.4, y * 0.92)
    } else s.lineTo(x, y)
  }
  s.closePath()
  // the shape's +y is the model's -z (its nose)
  return new ShapeGeometry(s).rotateX(-Math.PI / 2)
}

interface Shown {
  x: number
  z: number
  y: number
  rot: number
}

/** the shortest turn from a to b */
function turnToward(a: number, b: number, k: number): number {
  let d = (b - a) % (Math.PI * 2)
  if (d > Math.PI) d -= Math.PI * 2
  if (d < -Math.PI) d += Math.PI * 2
  return a + d * k
}

export function HexPlanes({ view, mover, criticals }: { view: HexView; mover: string | null; criticals: CriticalMark[] }) {
  const map = view.setup.map
  const shared = useMemo(() => {
    const atlas = markingsAtlas(Object.values(content.nations))
    return {
      modelMat: new MeshStandardMaterial({ vertexColors: true, map: atlas, alphaTest: 0.5, roughness: 0.82, metalness: 0 }),
      baseGeo: baseGeometry(),
      segGeo: new CylinderGeometry(0.6, 0.6, STEP_HEIGHT * 0.8, 10),
      segMat: new MeshLambertMaterial({ color: '#ffffff' }),
      ringGeo: new RingGeometry(HEX_RADIUS * 0.7, HEX_RADIUS * 0.92, 6).rotateZ(Math.PI / 6).rotateX(-Math.PI / 2),
      ringMat: new MeshBasicMaterial({ color: '#ffd24a', transparent: true, opacity: 0.8, depthWrite: false, blending: AdditiveBlending }),
      critMat: new MeshBasicMaterial({ color: '#ff3b2f', transparent: true, opacity: 0.9, depthWrite: false }),
      wreckGeo: wreckGeometry(),
      wreckMat: new MeshLambertMaterial({ vertexColors: true }),
      baseMats: new Map<string, MeshLambertMaterial>(),
    }
  }, [])
  const baseMat = (side: string) => {
    const colour = teamColour(teamOfSide(side))
    let m = shared.baseMats.get(colour)
    if (!m) {
      m = new MeshLambertMaterial({ color: colour })
      shared.baseMats.set(colour, m)
    }
    return m
  }
  const flying = view.planes.filter((p) => p.status === 'flying')
  const wrecks = view.planes.filter((p) => p.status === 'shot-down' || p.status === 'crashed')
  const groups = useRef(new Map<string, Group>())
  const models = useRef(new Map<string, Mesh>())
  const shown = useRef(new Map<string, Shown>())
  const segs = useRef<InstancedMesh>(null)
  const ring = useRef<Mesh>(null)
  const tmp = useMemo(() => ({ o: new Object3D(), light: new Color('#efe8d2'), dark: new Color('#3a342a') }), [])

  useFrame((state, rawDt) => {
    const k = 1 - Math.exp(-Math.min(rawDt, 0.5) * 6)
    const { o } = tmp
    let n = 0
    for (const p of flying) {
      const [x, z] = hexToWorld(p.hex, map)
      const goal = { x, z, y: pegTop(p.altitude), rot: facingToRotationY(p.facing) }
      const s = shown.current.get(p.id) ?? { ...goal }
      s.x += (goal.x - s.x) * k
      s.z += (goal.z - s.z) * k
      s.y += (goal.y - s.y) * k
      s.rot = turnToward(s.rot, goal.rot, k)
      shown.current.set(p.id, s)
      const g = groups.current.get(p.id)
      if (g) {
        g.position.set(s.x, 0, s.z)
        g.rotation.y = s.rot
      }
      const m = models.current.get(p.id)
      if (m) m.position.y = s.y
      // one notched segment a step: count them to read the altitude
      const steps = Math.max(1, Math.round(p.altitude))
      for (let j = 0; j < steps && segs.current && n < MAX_SEGMENTS; j++) {
        const top = Math.min(s.y, pegTop(steps))
        const y = FOOT_HEIGHT + (j + 0.5) * ((top - FOOT_HEIGHT) / steps)
        o.position.set(s.x, y, s.z)
        o.updateMatrix()
        segs.current.setMatrixAt(n, o.matrix)
        segs.current.setColorAt(n, j % 2 ? tmp.dark : tmp.light)
        n++
      }
    }
    if (segs.current) {
      segs.current.count = n
      segs.current.instanceMatrix.needsUpdate = true
      if (segs.current.instanceColor) segs.current.instanceColor.needsUpdate = true
    }
    const r = ring.current
    const at = mover ? shown.current.get(mover) : undefined
    if (r) {
      r.visible = !!at
      if (at) r.position.set(at.x, 0.12, at.z)
      shared.ringMat.opacity = 0.55 + 0.35 * Math.sin(state.clock.elapsedTime * 4)
    }
  }, MOVE_PIECES)

  return (
    <group name="hex-planes">
      <instancedMesh ref={segs} args={[shared.segGeo, shared.segMat, MAX_SEGMENTS]} frustumCulled={false} name="altitude-pegs" />
      <mesh ref={ring} geometry={shared.ringGeo} material={shared.ringMat} visible={false} name="moving-ring" renderOrder={3} />
      {flying.map((p) => (
        <PlaneOnPeg
          key={p.id}
          plane={p}
          moving={p.id === mover}
          crits={criticals.filter((c) => c.plane === p.id)}
          modelMat={shared.modelMat}
          critRing={{ geo: shared.ringGeo, mat: shared.critMat }}
          baseGeo={shared.baseGeo}
          baseMat={baseMat(p.side)}
          groupRef={(g) => (g ? groups.current.set(p.id, g) : groups.current.delete(p.id))}
          modelRef={(m) => (m ? models.current.set(p.id, m) : models.current.delete(p.id))}
        />
      ))}
      {wrecks.map((p) => {
        const [x, z] = hexToWorld(p.hex, map)
        return (
          <group key={p.id} position={[x, 0, z]} name={`wreck-${p.id}`}>
            <mesh geometry={shared.wreckGeo} material={shared.wreckMat} scale={1.3} />
            <HtmlInside position={[0, 3, 0]} center zIndexRange={[2, 2]} still>
              <div className="hex-plate down" data-testid={`hex-plane-${p.id}`}>
                {p.aircraft.name}: {p.status === 'shot-down' ? 'shot down' : 'crashed'}
              </div>
            </HtmlInside>
          </group>
        )
      })}
    </group>
  )
}

function PlaneOnPeg(props: {
  plane: PlaneView
  moving: boolean
  crits: CriticalMark[]
  modelMat: MeshStandardMaterial
  critRing: { geo: RingGeometry; mat: MeshBasicMaterial }
  baseGeo: ShapeGeometry
  baseMat: MeshLambertMaterial
  groupRef: (g: Group | null) => void
  modelRef: (m: Mesh | null) => void
}) {
  const { plane: p } = props
  const aircraft = content.aircraft[p.aircraft.id]
  const geo = useMemo(() => (aircraft ? planeGeometry(aircraft, content.nations[aircraft.nation]) : null), [aircraft])
  const colour = teamColour(teamOfSide(p.side))
  return (
    <group ref={props.groupRef} name={`plane-${p.id}`}>
      <mesh geometry={props.baseGeo} material={props.baseMat} position={[0, 0.1, 0]} name={`base-${p.id}`} />
      {/* a critical hit just taken: a red ring round the plane's hex while its label says which */}
      {props.crits.length > 0 && <mesh geometry={props.critRing.geo} material={props.critRing.mat} position={[0, 0.16, 0]} scale={1.08} name={`critical-${p.id}`} />}
      {geo ? (
        <mesh ref={props.modelRef} geometry={geo} material={props.modelMat} scale={MODEL_SCALE} name={`model-${p.id}`} />
      ) : (
        // an aircraft the card table has no model of: a cone pointing its way
        <mesh ref={props.modelRef} rotation-x={-Math.PI / 2} name={`model-${p.id}`}>
          <coneGeometry args={[1.6, 5, 8]} />
          <meshLambertMaterial color={colour} />
        </mesh>
      )}
      {/* a plate with a critical hit on it stays over the dice; a plane at the map's side keeps its plate inside the window */}
      <HtmlInside position={[0, pegTop(p.altitude) + LABEL_OVER_PEG, 0]} center zIndexRange={props.crits.length ? [6, 6] : [3, 3]}>
        <div className={`hex-plate${props.moving ? ' moving' : ''}`} style={{ borderColor: colour }} data-testid={`hex-plane-${p.id}`}>
          <b>{p.aircraft.name}</b>
          <span className="hex-alt" title="altitude (1 to 6)">
            alt {p.altitude}
          </span>
          {props.crits.map((c, i) => (
            <span key={i} className="hex-crit" data-testid={`hex-critical-${p.id}`} title={c.name}>
              {c.words}
            </span>
          ))}
        </div>
      </HtmlInside>
    </group>
  )
}
