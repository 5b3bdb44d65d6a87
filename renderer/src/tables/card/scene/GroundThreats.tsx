/**
 * What each ground piece threatens (issue 13, "Each ground piece can show what it threatens"), shown with the HUD's
 * Threats toggle (H) for every piece, or for a piece whose own arcs are asked for: an AA gun's reach as rings about its red dot by the
 * height the shell is declared at (003 lines 696-697: 2 rulers at height 1, 1.5 at 2, 1 at 3, half a ruler at 4),
 * labelled h1..h4; a trench's or AA machine gun's infantry fire as a faint band a ruler out from its card (lines
 * 662-666; with the altitude rules a line at half a ruler for level 1 planes, lines 671-672); an AA machine gun's front
 * arc as a plane's (ArcsAndTargets.tsx's arcGeometry). One mesh per piece with shared geometries, a few labels,
 * the guns' labels placed together so that no two overlap (threat-labels.ts).
 */
import { HtmlLabel } from '../../common/scene/HtmlLabel'
import { useMemo } from 'react'
import { BufferGeometry, Color, DoubleSide, Float32BufferAttribute, MeshBasicMaterial } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { GameView } from '../../../../../shared/engine/view'
import { rulesFor } from '../../../content'
import { useAppSelector } from '../../../store'
import { arcGeometry } from './ArcsAndTargets'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { aaRings, infantryBands, offsetCard, threateningPieces } from './piece-effects'
import { placeThreatLabels } from './threat-labels'
import './piece-fx.css'

const AA = '#ff7a5c'
const RIFLES = '#efe39a'

function coloured(g: BufferGeometry, colour: string, alpha: number): BufferGeometry {
  const c = new Color(colour)
  const n = g.getAttribute('position').count
  const rgba = new Float32Array(n * 4)
  for (let i = 0; i < n; i++) rgba.set([c.r, c.g, c.b, alpha], 4 * i)
  g.setAttribute('color', new Float32BufferAttribute(rgba, 4))
  return g
}

const cache = new Map<string, BufferGeometry>()

/**
 * The AA gun's rings about its red dot at (gx, gz) on a table of half-size hw x hd (world cm), the inner (higher) ones
 * stronger: the shell reaches them at more heights. Only the parts over the table are drawn (a counter is placed on it).
 */
function aaGeometry(ruler: number, gx: number, gz: number, hw: number, hd: number): BufferGeometry {
  const key = `aa:${ruler}:${gx.toFixed(1)}:${gz.toFixed(1)}:${hw}:${hd}`
  let g = cache.get(key)
  if (!g) {
    const pos: number[] = []
    const rgba: number[] = []
    const c = new Color(AA)
    const on = (x: number, z: number) => Math.abs(gx + x) <= hw && Math.abs(gz + z) <= hd
    const SEGMENTS = 128
    aaRings(ruler).forEach((r, k) => {
      const alpha = 0.28 + 0.1 * k
      const r0 = r.radius - 0.16
      const r1 = r.radius + 0.16
      for (let i = 0; i < SEGMENTS; i++) {
        const a0 = (i / SEGMENTS) * Math.PI * 2
        const a1 = ((i + 1) / SEGMENTS) * Math.PI * 2
        const p = [Math.cos(a0), Math.sin(a0), Math.cos(a1), Math.sin(a1)]
        if (!on(p[0] * r1, p[1] * r1) || !on(p[2] * r1, p[3] * r1)) continue
        pos.push(p[0] * r0, 0, p[1] * r0, p[0] * r1, 0, p[1] * r1, p[2] * r1, 0, p[3] * r1)
        pos.push(p[0] * r0, 0, p[1] * r0, p[2] * r1, 0, p[3] * r1, p[2] * r0, 0, p[3] * r0)
        for (let v = 0; v < 6; v++) rgba.push(c.r, c.g, c.b, alpha)
      }
    })
    g = new BufferGeometry()
    g.setAttribute('position', new Float32BufferAttribute(pos, 3))
    g.setAttribute('color', new Float32BufferAttribute(rgba, 4))
    cache.set(key, g)
  }
  return g
}

/** A band between `inner` and `outer` cm out from a card, as triangles (x, z in the card's frame). */
function band(width: number, depth: number, inner: number, outer: number, colour: string, alpha: number): BufferGeometry {
  const a = offsetCard(width, depth, inner)
  const b = offsetCard(width, depth, outer)
  const pos: number[] = []
  for (let i = 0; i < a.length; i++) {
    const j = (i + 1) % a.length
    pos.push(a[i][0], 0, a[i][1], b[i][0], 0, b[i][1], b[j][0], 0, b[j][1], a[i][0], 0, a[i][1], b[j][0], 0, b[j][1], a[j][0], 0, a[j][1])
  }
  const g = new BufferGeometry()
  g.setAttribute('position', new Float32BufferAttribute(pos, 3))
  return coloured(g, colour, alpha)
}

/** The infantry fire's reach about a card: a faint fill out to a ruler, its edge drawn, and the level 1 line with altitude. */
function rifleGeometry(width: number, depth: number, ruler: number, altitude: boolean): BufferGeometry {
  const key = `rifles:${width}x${depth}:${ruler}:${altitude}`
  let g = cache.get(key)
  if (!g) {
    const parts = [band(width, depth, 0.4, ruler, RIFLES, 0.1)]
    for (const r of infantryBands(ruler, altitude)) parts.push(band(width, depth, r.radius - 0.25, r.radius + 0.25, RIFLES, 0.6))
    g = mergeGeometries(parts)!
    cache.set(key, g)
  }
  return g
}

export function GroundThreats({ view }: { view: GameView }) {
  const arcsFor = useAppSelector((s) => s.ui.arcsFor)
  const all = useAppSelector((s) => s.ui.threats)
  const rules = rulesFor(view.setup)
  const ruler = rules.ruler
  const table = view.setup.table
  const altitude = view.setup.options.altitude === true
  const mat = useMemo(() => new MeshBasicMaterial({ vertexColors: true, transparent: true, side: DoubleSide, depthWrite: false }), [])
  const pieces = threateningPieces(rules, view.planes, all, arcsFor)
  // every gun's ring labels, placed together: clear of each other, in the same places every turn
  const labels = placeThreatLabels(
    pieces.filter((p) => rules.byId.get(p.id)?.kind === 'aa-gun').map((p) => {
      const [x, z] = toWorld(table, p.x, p.y)
      return { id: p.id, x, z }
    }),
    aaRings(ruler),
    table.width / 2,
    table.depth / 2,
    undefined,
    // the rifles labels stand where they stand: the guns' labels keep off them
    pieces.flatMap((p) => {
      const cp = rules.byId.get(p.id)
      if (!cp || cp.kind === 'aa-gun') return []
      const [x, z] = toWorld(table, p.x, p.y)
      const rot = headingToRotationY(p.h)
      const lz = -(cp.shape.depth / 2 + ruler)
      return [{ x: x + lz * Math.sin(rot), z: z + lz * Math.cos(rot) }]
    }),
  )
  if (pieces.length === 0) return null
  return (
    <group name="ground-threats">
      {pieces.map((p) => {
        const cp = rules.byId.get(p.id)!
        const [x, z] = toWorld(table, p.x, p.y)
        if (cp.kind === 'aa-gun') {
          const hw = table.width / 2
          const hd = table.depth / 2
          return (
            <group key={p.id} position={[x, BASE_HEIGHT + 0.04, z]} name={`threat-aa-${p.id}`}>
              <mesh geometry={aaGeometry(ruler, x, z, hw, hd)} material={mat} renderOrder={2} />
              {labels
                .filter((l) => l.gun === p.id)
                .map((l) => (
                  <HtmlLabel key={l.label} position={[l.x - x, 0.2, l.z - z]} center zIndexRange={[0, 0]}>
                    <div className="threat-label" data-testid={`threat-${p.id}-${l.label}`}>
                      {l.label}
                    </div>
                  </HtmlLabel>
                ))}
            </group>
          )
        }
        const rot = headingToRotationY(p.h)
        return (
          <group key={p.id} position={[x, BASE_HEIGHT + 0.03, z]} rotation-y={rot} name={`threat-rifles-${p.id}`}>
            <mesh geometry={rifleGeometry(cp.shape.width, cp.shape.depth, ruler, altitude)} material={mat} renderOrder={2} />
            {cp.kind === 'aamg' && cp.arcs.front && <mesh geometry={arcGeometry(ruler, true, false)} material={mat} renderOrder={2} position-y={0.02} />}
            <HtmlLabel position={[0, 0.2, -(cp.shape.depth / 2 + ruler)]} center zIndexRange={[0, 0]}>
              <div className="threat-label rifles" data-testid={`threat-${p.id}-rifles`}>
                {cp.kind === 'aamg' ? 'MG' : 'rifles'} 1 ruler{altitude ? ' (level 1: ½)' : ''}
              </div>
            </HtmlLabel>
          </group>
        )
      })}
    </group>
  )
}
