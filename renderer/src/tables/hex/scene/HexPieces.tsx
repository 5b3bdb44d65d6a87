/**
 * What else stands on the hex map (002 CLOUDS, BALLOONS, GROUND ATTACKS):
 * - clouds: each hex a cloud occupies is a soft white column from the lowest altitude step it fills to the highest,
 *   so a player sees which steps a plane can hide in ("Planes may move into or through clouds") and which block a
 *   shot ("Planes cannot shoot into or through clouds"); all the columns are one instanced mesh;
 * - balloons: the card table's balloon model (a Drachen for the Germans, a Caquot for the Allies) on its cable at its
 *   altitude, over a ring in its side's colour; gone once shot down ("1 hit destroys them");
 * - ground units: the card table's ground models (a trench of riflemen, a machine-gun pit, a flak gun) in their hex,
 *   over a ring in their side's colour.
 * Each carries a short label saying what it is, in plain words.
 */
import { useLayoutEffect, useMemo, useRef } from 'react'
import { BufferGeometry, CylinderGeometry, Float32BufferAttribute, InstancedMesh, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, Object3D, RingGeometry } from 'three'
import type { GroundKind, HexView } from '../../../../../shared/rulesets/hex/types'
import { content } from '../../../content'
import { balloonGeometry } from '../../common/models/balloon-geometry'
import { aaGunGeometry, aamgGeometry, trenchGeometry } from '../../common/models/ground-geometry'
import { markingsAtlas } from '../../common/models/markings-atlas'
import { HtmlInside } from '../../common/scene/HtmlInside'
import { teamColour } from '../../common/team-colours'
import { FOOT_HEIGHT, HEX_RADIUS, LABEL_OVER_PEG, STEP_HEIGHT, hexToWorld, pegTop, teamOfSide } from './hex-coords'

const MAX_CLOUD_HEXES = 128

export const GROUND_NAMES: Record<GroundKind, string> = { rifle: 'Rifles', 'machine-gun': 'Machine gun', flak: 'Flak gun' }

/** the balloon model of each side */
const BALLOON_MODEL: Record<string, string> = { central: 'parseval-sigsfeld-drachen', allied: 'caquot-m' }

/** A cloud's column: from half a step under its lowest altitude to half a step over its highest. */
export function cloudSpan(altitudes: number[]): { bottom: number; top: number } {
  const lo = Math.min(...altitudes)
  const hi = Math.max(...altitudes)
  return { bottom: pegTop(lo) - STEP_HEIGHT / 2, top: pegTop(hi) + STEP_HEIGHT / 2 }
}

export function HexPieces({ view }: { view: HexView }) {
  const { setup } = view
  const shared = useMemo(() => {
    const w = HEX_RADIUS * 1.05
    const d = HEX_RADIUS * 0.78
    return {
      cloudGeo: new CylinderGeometry(HEX_RADIUS * 0.97, HEX_RADIUS * 0.97, 1, 6).rotateY(Math.PI / 6),
      cloudMat: new MeshLambertMaterial({ color: '#f4f6f8', emissive: '#8a96a4', transparent: true, opacity: 0.42, depthWrite: false }),
      ringGeo: new RingGeometry(HEX_RADIUS * 0.78, HEX_RADIUS * 0.9, 6).rotateZ(Math.PI / 6).rotateX(-Math.PI / 2),
      ground: {
        rifle: trenchGeometry(w, d, false),
        'machine-gun': aamgGeometry(w, d, false),
        flak: aaGunGeometry(w, d, false),
      } as Record<GroundKind, BufferGeometry>,
      groundMat: new MeshLambertMaterial({ vertexColors: true }),
      balloonMat: new MeshStandardMaterial({ vertexColors: true, map: markingsAtlas(Object.values(content.nations)), alphaTest: 0.5, roughness: 0.85, metalness: 0 }),
      cableMat: new MeshBasicMaterial({ color: '#2a2620' }),
    }
  }, [])
  const ringMats = useMemo(() => new Map<string, MeshBasicMaterial>(), [])
  const ringMat = (side: string) => {
    const c = teamColour(teamOfSide(side))
    let m = ringMats.get(c)
    if (!m) {
      m = new MeshBasicMaterial({ color: c, transparent: true, opacity: 0.85, depthWrite: false })
      ringMats.set(c, m)
    }
    return m
  }

  // the clouds' columns
  const cloudHexes = useMemo(() => setup.clouds.flatMap((c) => c.hexes.map((h) => ({ hex: h, ...cloudSpan(c.altitudes) }))), [setup.clouds])
  const clouds = useRef<InstancedMesh>(null)
  useLayoutEffect(() => {
    const m = clouds.current
    if (!m) return
    const o = new Object3D()
    const n = Math.min(cloudHexes.length, MAX_CLOUD_HEXES)
    for (let i = 0; i < n; i++) {
      const c = cloudHexes[i]
      const [x, z] = hexToWorld(c.hex, setup.map)
      o.position.set(x, (c.top + c.bottom) / 2, z)
      o.scale.set(1, c.top - c.bottom, 1)
      o.updateMatrix()
      m.setMatrixAt(i, o.matrix)
    }
    m.count = n
    m.instanceMatrix.needsUpdate = true
  }, [cloudHexes, setup.map])

  // one cable line for all the balloons up
  const up = setup.balloons.filter((b) => view.balloons.includes(b.id))
  const cables = useMemo(() => {
    const pts: number[] = []
    for (const b of up) {
      const [x, z] = hexToWorld(b.hex, setup.map)
      pts.push(x, FOOT_HEIGHT, z, x, pegTop(b.altitude), z)
    }
    const g = new BufferGeometry()
    g.setAttribute('position', new Float32BufferAttribute(pts, 3))
    return g
  }, [up.map((b) => b.id).join(','), setup.map]) // eslint-disable-line react-hooks/exhaustive-deps -- the balloons up, by id

  return (
    <group name="hex-pieces">
      {cloudHexes.length > 0 && <instancedMesh ref={clouds} args={[shared.cloudGeo, shared.cloudMat, MAX_CLOUD_HEXES]} frustumCulled={false} name="hex-clouds" renderOrder={5} />}
      {setup.clouds.map((c, i) => {
        const [x, z] = hexToWorld(c.hexes[0], setup.map)
        const { top } = cloudSpan(c.altitudes)
        const lo = Math.min(...c.altitudes)
        const hi = Math.max(...c.altitudes)
        return (
          <HtmlInside key={`cloud-${i}`} position={[x, top + 1, z]} center zIndexRange={[0, 0]} still>
            <div className="hex-label cloud" data-testid={`hex-cloud-${i}`}>
              Cloud, altitude {lo === hi ? lo : `${lo} to ${hi}`}
            </div>
          </HtmlInside>
        )
      })}
      {up.length > 0 && <lineSegments geometry={cables} material={shared.cableMat} name="balloon-cables" />}
      {up.map((b) => {
        const [x, z] = hexToWorld(b.hex, setup.map)
        const model = content.aircraft[BALLOON_MODEL[teamOfSide(b.side)] ?? BALLOON_MODEL.central]
        const geo = model ? balloonGeometry(model, content.nations[model.nation]) : null
        return (
          <group key={b.id} position={[x, 0, z]} name={`balloon-${b.id}`}>
            <mesh geometry={shared.ringGeo} material={ringMat(b.side)} position={[0, 0.1, 0]} />
            {geo && <mesh geometry={geo} material={shared.balloonMat} position={[0, pegTop(b.altitude) - 1, 0]} scale={1.4} />}
            <HtmlInside position={[0, pegTop(b.altitude) + LABEL_OVER_PEG, 0]} center zIndexRange={[1, 1]} still>
              <div className="hex-label" style={{ borderColor: teamColour(teamOfSide(b.side)) }} data-testid={`hex-balloon-${b.id}`}>
                Balloon, altitude {b.altitude}
              </div>
            </HtmlInside>
          </group>
        )
      })}
      {setup.ground.map((u) => {
        const [x, z] = hexToWorld(u.hex, setup.map)
        return (
          <group key={u.id} position={[x, 0, z]} name={`ground-${u.id}`}>
            <mesh geometry={shared.ringGeo} material={ringMat(u.side)} position={[0, 0.1, 0]} />
            <mesh geometry={shared.ground[u.kind]} material={shared.groundMat} position={[0, 0.12, 0]} />
            <HtmlInside position={[0, 2.2, HEX_RADIUS * 0.55]} center zIndexRange={[0, 0]} still>
              <div className="hex-label ground" style={{ borderColor: teamColour(teamOfSide(u.side)) }} data-testid={`hex-ground-${u.id}`}>
                {GROUND_NAMES[u.kind]}
              </div>
            </HtmlInside>
          </group>
        )
      })}
    </group>
  )
}
