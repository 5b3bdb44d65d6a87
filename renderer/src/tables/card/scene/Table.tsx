/**
 * The gaming surface (table-texture.ts), the wooden frame whose inner edge is the edge of the playing area, and
 * the dim room round it (the clear colour, which costs nothing). The frame is one merged geometry: the table is two
 * draw calls.
 */
import { useEffect, useMemo } from 'react'
import { BoxGeometry, BufferGeometry, Color, Float32BufferAttribute, MeshBasicMaterial, MeshLambertMaterial } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { Edge } from '../../../../../shared/content/types'
import type { LandingField, SetupTeam } from '../../../../../shared/engine/types'
import { paintSurface } from './table-texture'

const FRAME = 2.5
const FRAME_HEIGHT = 1.6

function frameGeometry(width: number, depth: number): BufferGeometry {
  const side = (w: number, d: number, x: number, z: number, lip: number) => {
    const g = new BoxGeometry(w, FRAME_HEIGHT, d).translate(x, 0.4 - FRAME_HEIGHT / 2, z)
    // a lighter top so the edge reads against the table; darker sides
    const wood = new Color('#7a5334')
    const c: number[] = []
    for (let f = 0; f < 6; f++) {
      const k = f === 2 ? 1 : f === lip ? 0.7 : 0.5
      for (let v = 0; v < 4; v++) c.push(wood.r * k, wood.g * k, wood.b * k)
    }
    g.setAttribute('color', new Float32BufferAttribute(c, 3))
    return g
  }
  return mergeGeometries([
    side(width + 2 * FRAME, FRAME, 0, -depth / 2 - FRAME / 2, 4),
    side(width + 2 * FRAME, FRAME, 0, depth / 2 + FRAME / 2, 5),
    side(FRAME, depth, -width / 2 - FRAME / 2, 0, 0),
    side(FRAME, depth, width / 2 + FRAME / 2, 0, 1),
  ])!
}

/** `readFrom`: the edge a spectator sees the table from, the sides' names turned to read from there (table-texture.ts). */
export function Table({ width, depth, teams, landing = [], readFrom }: { width: number; depth: number; teams: SetupTeam[]; landing?: readonly LandingField[]; readFrom?: Edge }) {
  const surface = useMemo(() => new MeshBasicMaterial({ map: paintSurface(width, depth, teams, landing, readFrom) }), [width, depth, teams, landing, readFrom])
  const frame = useMemo(() => ({ geo: frameGeometry(width, depth), mat: new MeshLambertMaterial({ vertexColors: true }) }), [width, depth])
  useEffect(
    () => () => {
      surface.map?.dispose()
      surface.dispose()
    },
    [surface],
  )
  useEffect(() => () => frame.geo.dispose(), [frame])
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} name="table-surface" material={surface}>
        <planeGeometry args={[width, depth]} />
      </mesh>
      <mesh geometry={frame.geo} material={frame.mat} name="table-edges" />
    </group>
  )
}
