/**
 * The observation balloons as the table shows them (003 Balloon busting): a smooth envelope rather than the faceted
 * one of plane-geometry.ts, so that it reads as a balloon from across the table. The Caquot M (and the Italian
 * Avorio-Prassone) a streamlined teardrop with three stabilising lobes at the tail; the kite balloons of the Parseval-
 * Sigsfeld type (the German Drachen, the Austro-Hungarian AE 800) a sausage flown nose up, its steering bag curled
 * under the tail. Both lie within the envelope the engine's silhouette (shared/geometry/silhouette.ts)
 * measures to: an ellipse 1.6 cm round and 3.68 long, the lobes 1.9 out. The nation's marking on both sides.
 *
 * Same frame as the aircraft: nose along -z, the origin the bottom of the basket, the envelope's centre 2.6 above.
 */
import { LatheGeometry, SphereGeometry, Vector2, type BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { AircraftType, Nation } from '../../../../../shared/content/types'
import { DARK } from './airframe'
import { markingUV } from './markings-layout'
import { box, decal, finish, rod, shade, type Vec3 } from './parts'

const CENTRE = 2.6
/** the kite balloons of the Parseval-Sigsfeld type */
const SAUSAGES = new Set(['parseval-sigsfeld-drachen', 'ae-800'])
/** half the length and the radius of the silhouette's ellipse */
const LENGTH = 1.6 * 2.3
const RADIUS = 1.6

/** A body of revolution along z, its radius r(s) for s from -1 (the nose) to 1 (the tail), `half` long each way. */
function envelope(half: number, r: (s: number) => number, colour: string): BufferGeometry {
  const points: Vector2[] = []
  const n = 14
  for (let k = 0; k <= n; k++) {
    const s = -1 + (2 * k) / n
    points.push(new Vector2(Math.max(0.001, r(s)), s * half))
  }
  // the lathe turns about y; lay it along z with the nose to -z
  const g = new LatheGeometry(points, 16).rotateX(Math.PI / 2)
  g.translate(0, CENTRE, 0)
  return finish(g, colour)
}

/** A smooth lobe or bag: a sphere stretched by `scale`. */
function bag(r: number, at: Vec3, colour: string, scale: Vec3): BufferGeometry {
  const g = new SphereGeometry(r, 10, 7).scale(scale[0], scale[1], scale[2]).translate(at[0], at[1], at[2])
  return finish(g, colour)
}

function caquot(a: AircraftType): BufferGeometry[] {
  const c = a.model.colours
  // fullest a little ahead of the middle, tapering to the tail
  const body = envelope(LENGTH, (s) => RADIUS * Math.sqrt(1 - s * s) * (1 - 0.2 * Math.max(0, s)), c.fuselage)
  const parts = [body]
  for (const [x, y] of [
    [1.35, CENTRE],
    [-1.35, CENTRE],
    [0, CENTRE - 1.35],
  ])
    parts.push(bag(0.55, [x, y, 3.1], shade(c.wings, -0.06), [1, 1, 2]))
  return parts
}

function drachen(a: AircraftType): BufferGeometry[] {
  const c = a.model.colours
  const half = 3.3
  // a sausage: a superellipse of exponent 3, blunt at both ends
  const body = envelope(half, (s) => 1.25 * Math.cbrt(1 - Math.abs(s) ** 3), c.fuselage)
  return [
    body,
    // the steering bag curled under the tail, and the small ears at the nose
    bag(0.7, [0, CENTRE - 0.95, 2.3], shade(c.wings, -0.08), [1.5, 0.75, 1.5]),
    box([0.9, 0.06, 0.7], [1.45, CENTRE, -1.4], shade(c.wings, -0.1), [0, 0, -0.3]),
    box([0.9, 0.06, 0.7], [-1.45, CENTRE, -1.4], shade(c.wings, -0.1), [0, 0, 0.3]),
  ]
}

/** The merged balloon: envelope, lobes, markings, the rigging and the observer's basket. */
export function buildBalloonGeometry(a: AircraftType, nation: Nation): BufferGeometry {
  const mark = markingUV(nation.marking)
  const isDrachen = SAUSAGES.has(a.id)
  const upper = isDrachen ? drachen(a) : caquot(a)
  const side = isDrachen ? 1.2 : 1.55
  upper.push(decal(1.1, [side + 0.03, CENTRE, 0.3], 'right', mark), decal(1.1, [-side - 0.03, CENTRE, 0.3], 'left', mark))
  const top = mergeGeometries(upper)!
  for (const g of upper) g.dispose()
  // the Drachen flies nose up, about its centre
  if (isDrachen) top.translate(0, -CENTRE, 0).rotateX(0.4).translate(0, CENTRE, 0)
  const lower = [top, rod([0, CENTRE - 1.2, -0.2], [0, 0.55, 0], 0.05, DARK), rod([0.3, CENTRE - 1.1, 0.5], [0.2, 0.55, 0], 0.04, DARK), box([0.7, 0.5, 0.7], [0, 0.3, 0], a.model.colours.accent)]
  const out = mergeGeometries(lower)!
  for (const g of lower) g.dispose()
  out.computeBoundingBox()
  out.computeBoundingSphere()
  return out
}

const cache = new Map<string, BufferGeometry>()

/** One geometry per balloon type. */
export function balloonGeometry(a: AircraftType, nation: Nation): BufferGeometry {
  let g = cache.get(a.id)
  if (!g) {
    g = buildBalloonGeometry(a, nation)
    cache.set(a.id, g)
  }
  return g
}
