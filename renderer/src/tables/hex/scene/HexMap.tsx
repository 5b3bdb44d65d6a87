/**
 * The map on the table and what is lit on it: the painted battlefield with its hexes (map-texture.ts, one draw call),
 * the wedge the moving plane faces, its forward fire line and its observer's arc tinted by range band, and the hexes
 * the picked move card can reach ringed (reach.ts). The tints are one instanced mesh of flat hexes and the rings
 * another, whatever their number; the lines to the targets in range are one line mesh.
 */
import { HtmlInside } from '../../common/scene/HtmlInside'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { BufferGeometry, CircleGeometry, Color, Float32BufferAttribute, InstancedMesh, MeshBasicMaterial, Object3D, RingGeometry } from 'three'
import type { Hex, HexView, PlaneView } from '../../../../../shared/rulesets/hex/types'
import { frontArc, type FireCover } from './fire-lines'
import { HEX_RADIUS, hexToWorld, pegTop } from './hex-coords'
import { mapBoard, paintHexMap } from './map-texture'
import type { Reach } from './reach'
import { TINTS } from './map-tints'

const MAX_TILES = 256

interface Tile {
  hex: Hex
  colour: string
  /** share of the hex it covers */
  size: number
  opacity: number
}

/** The tints of the plane moving now: arc, forward line, observer arc. */
function fireTiles(view: HexView, plane: PlaneView, forward: FireCover, observer: FireCover | null): Tile[] {
  const tiles: Tile[] = frontArc(plane, view.setup.map).map((hex) => ({ hex, colour: TINTS.arc, size: 0.94, opacity: 0.16 }))
  for (const f of forward.hexes) tiles.push({ hex: f.hex, colour: f.band === 'short' ? TINTS.forwardShort : TINTS.forwardLong, size: 0.7, opacity: 0.55 })
  for (const f of observer?.hexes ?? []) tiles.push({ hex: f.hex, colour: f.band === 'short' ? TINTS.observerShort : TINTS.observerLong, size: 0.7, opacity: 0.5 })
  return tiles
}

/** `forward` and `observer`: what the moving plane's guns cover (fire-lines.ts), worked out once by HexScene for the map and its key. */
export function HexMap({ view, mover, forward, observer, reach }: { view: HexView; mover: PlaneView | null; forward: FireCover | null; observer: FireCover | null; reach: Reach | null }) {
  const setup = view.setup
  const mapKey = `${setup.scenario}:${setup.map.width}x${setup.map.height}:${JSON.stringify(setup.objectives)}`
  const board = useMemo(() => mapBoard(setup), [mapKey]) // eslint-disable-line react-hooks/exhaustive-deps -- the painted map changes only with the map
  const texture = useMemo(() => paintHexMap(setup), [mapKey]) // eslint-disable-line react-hooks/exhaustive-deps -- as above
  const shared = useMemo(
    () => ({
      tileGeo: new CircleGeometry(HEX_RADIUS, 6).rotateZ(Math.PI / 6).rotateX(-Math.PI / 2),
      tileMat: new MeshBasicMaterial({ transparent: true, depthWrite: false, opacity: 0.5, polygonOffset: true, polygonOffsetFactor: -2 }),
      ringGeo: new RingGeometry(HEX_RADIUS * 0.62, HEX_RADIUS * 0.86, 6).rotateZ(Math.PI / 6).rotateX(-Math.PI / 2),
      ringMat: new MeshBasicMaterial({ color: '#ffffff', transparent: true, depthWrite: false, opacity: 0.95, polygonOffset: true, polygonOffsetFactor: -4 }),
    }),
    [],
  )
  const tiles = useMemo(() => (mover && forward ? fireTiles(view, mover, forward, observer) : []), [view, mover, forward, observer])
  const rings = useMemo<Tile[]>(
    () => [
      ...(reach?.through ?? []).map((hex) => ({ hex, colour: TINTS.reachThrough, size: 0.8, opacity: 1 })),
      ...(reach?.ends ?? []).map((hex) => ({ hex, colour: TINTS.reachEnd, size: 1, opacity: 1 })),
    ],
    [reach],
  )
  const tileMesh = useRef<InstancedMesh>(null)
  const ringMesh = useRef<InstancedMesh>(null)

  useLayoutEffect(() => {
    const o = new Object3D()
    const c = new Color()
    const fill = (mesh: InstancedMesh | null, list: Tile[], y: number) => {
      if (!mesh) return
      const n = Math.min(list.length, MAX_TILES)
      for (let i = 0; i < n; i++) {
        const t = list[i]
        const [x, z] = hexToWorld(t.hex, setup.map)
        o.position.set(x, y, z)
        o.scale.set(t.size, 1, t.size)
        o.updateMatrix()
        mesh.setMatrixAt(i, o.matrix)
        // the material is white: the instance colour, darkened by the tint's opacity over the ground, carries the tint
        mesh.setColorAt(i, c.set(t.colour).multiplyScalar(0.35 + 0.65 * t.opacity))
      }
      mesh.count = n
      mesh.instanceMatrix.needsUpdate = true
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    }
    fill(tileMesh.current, tiles, 0.04)
    fill(ringMesh.current, rings, 0.08)
  }, [tiles, rings, setup.map])

  // the lines from the moving plane to each target in its fire line or arc, at their altitudes
  const targets = useMemo(() => [...(forward?.targets ?? []).map((t) => ({ ...t, kind: 'forward' as const })), ...(observer?.targets ?? []).map((t) => ({ ...t, kind: 'observer' as const }))], [forward, observer])
  const lines = useMemo(() => {
    if (!mover || !targets.length) return null
    const [mx, mz] = hexToWorld(mover.hex, setup.map)
    const pts: number[] = []
    const cols: number[] = []
    const c = new Color()
    for (const t of targets) {
      const [tx, tz] = hexToWorld(t.hex, setup.map)
      pts.push(mx, pegTop(mover.altitude) + 1, mz, tx, pegTop(t.altitude) + 1, tz)
      c.set(t.blocked ? '#9a9a9a' : t.kind === 'forward' ? TINTS.forwardShort : TINTS.observerShort)
      cols.push(c.r, c.g, c.b, c.r, c.g, c.b)
    }
    const g = new BufferGeometry()
    g.setAttribute('position', new Float32BufferAttribute(pts, 3))
    g.setAttribute('color', new Float32BufferAttribute(cols, 3))
    return g
  }, [mover, targets, setup.map])

  return (
    <group name="hex-map">
      <mesh name="hex-ground" rotation-x={-Math.PI / 2} receiveShadow={false}>
        <planeGeometry args={[board.width, board.depth]} />
        <meshLambertMaterial map={texture} />
      </mesh>
      <instancedMesh ref={tileMesh} args={[shared.tileGeo, shared.tileMat, MAX_TILES]} frustumCulled={false} name="hex-tints" renderOrder={1} />
      <instancedMesh ref={ringMesh} args={[shared.ringGeo, shared.ringMat, MAX_TILES]} frustumCulled={false} name="hex-reach" renderOrder={2} />
      {lines && (
        <lineSegments geometry={lines} name="fire-lines">
          <lineBasicMaterial vertexColors transparent opacity={0.95} />
        </lineSegments>
      )}
      {forward?.hexes.map((f) => {
        const [x, z] = hexToWorld(f.hex, setup.map)
        return (
          <HtmlInside key={`f${f.spaces}`} position={[x, 0.3, z + HEX_RADIUS * 0.45]} center zIndexRange={[0, 0]} fixed>
            {/* short, so that a line of them fits small hexes: "1D6" then what each space further takes off */}
            <div className={`hex-range hex-range-${f.band}`} data-testid={`hex-range-forward-${f.spaces}`} title={`${f.dice} hits at ${f.spaces} space${f.spaces === 1 ? '' : 's'}`}>
              {f.spaces === 1 ? f.dice : `−${f.spaces - 1}`}
            </div>
          </HtmlInside>
        )
      })}
      {targets.map((t) => {
        const [x, z] = hexToWorld(t.hex, setup.map)
        return (
          // on the ground at the target's hex, below its own label
          <HtmlInside key={`t-${t.kind}-${t.id}`} position={[x, 0.5, z + HEX_RADIUS * 0.75]} center zIndexRange={[1, 1]} fixed>
            <div className={`hex-target${t.blocked ? ' blocked' : ''}`} data-testid={`hex-target-${t.id}`}>
              {t.kind === 'observer' ? 'Observer: ' : 'Guns: '}
              {t.blocked ? t.blocked : `${t.dice} hits, ${t.band} range`}
            </div>
          </HtmlInside>
        )
      })}
    </group>
  )
}
