/**
 * Aircraft models built in code: one merged geometry with vertex colours per aircraft type, so that a plane is
 * drawn in a single call. The shape follows the catalogue: monoplane, parasol, sesquiplane, biplane or triplane
 * wings; rotary or inline engine; tractor or pusher; one or two seats; the nation's roundels or crosses on the
 * wings, the fuselage sides and the rudder (decals into the shared markings atlas).
 *
 * Units are centimetres at about 1/144 scale. The nose points along -z, up is +y, the right wing is +x. The
 * origin is the top of the stand: the bottom of the fuselage sits a little above it.
 */
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { AircraftType, Nation } from '../../../../../shared/content/types'
import { cockpit, DARK, fuselage, LEATHER, METAL, sectionAt, STRUT, tail, WOOD, wings, type Frame } from './airframe'
import { markingUV, type CellUV } from './markings-layout'
import { airframeOf, BELLY, propellerOf, tailZOf } from './model-size'
import { ball, box, cylinder, decal, loft, rod, shade, type Section } from './parts'

function balloon(a: AircraftType, mark: CellUV): BufferGeometry {
  const c = a.model.colours
  const parts = [
    ball(1.6, [0, 2.6, 0], c.fuselage, [1, 1, 2.3]),
    ball(1.2, [0, 2.6, -0.4], shade(c.fuselage, -0.08), [1.15, 1.15, 1.9]),
  ]
  // the stabilising lobes at the tail
  for (const [x, y] of [
    [1.35, 2.6],
    [-1.35, 2.6],
    [0, 1.25],
  ])
    parts.push(ball(0.55, [x, y, 3.1], c.wings, [1, 1, 2]))
  parts.push(rod([0, 1.1, 0], [0, 0.55, 0], 0.04, DARK))
  parts.push(box([0.7, 0.5, 0.7], [0, 0.3, 0], c.accent))
  parts.push(decal(1.1, [1.62, 2.6, 0.6], 'right', mark))
  parts.push(decal(1.1, [-1.62, 2.6, 0.6], 'left', mark))
  return mergeGeometries(parts)!
}

function tractor(f: Frame): void {
  const body = fuselage(f)
  cockpit(f, f.pilotZ, 'front')
  if (f.observerZ !== null) cockpit(f, f.observerZ, 'ring')
  wings(f)
  tail(f, tailZOf(f.a), 0.2, f.a.model.colours.fuselage)
  // the markings on the fuselage sides, between the cockpit and the tail
  const z = (body[2].z + body[3].z) / 2
  const at = sectionAt(body, z)
  const size = at.h * 0.8
  // the sides taper towards the tail: the decal leans with them
  const slope = (body[2].w - body[3].w) / 2 / (body[3].z - body[2].z)
  for (const side of [-1, 1]) f.parts.push(decal(size, [side * (at.w / 2 + 0.015), at.y, z], side > 0 ? 'right' : 'left', f.mark, -side * Math.atan(slope)))
}

/** A pusher (the D.H.2): a nacelle ahead of the wings, the engine and propeller behind, the tail on booms. */
function pusher(f: Frame): void {
  const { a } = f
  const c = a.model.colours
  const sections: Section[] = [
    { z: -2.3, w: 0.36, h: 0.42, y: 0.05, colour: c.fuselage },
    { z: -1.7, w: 0.72, h: 0.74, y: 0.02, colour: c.fuselage },
    { z: -0.2, w: 0.78, h: 0.78, y: 0.02, colour: c.fuselage },
    { z: 0.3, w: 0.6, h: 0.62, y: 0.05, colour: c.fuselage },
  ]
  f.parts.push(loft(sections, c.fuselage, DARK))
  // the pilot sits in the nose with a Lewis gun in front of him
  f.parts.push(box([0.5, 0.04, 0.6], [0, 0.42, -1.2], DARK))
  f.parts.push(ball(0.19, [0, 0.58, -1.15], LEATHER))
  f.parts.push(box([0.08, 0.09, 0.85], [0, 0.42, -2.1], DARK))
  // the rotary engine and the propeller behind the wings
  f.parts.push(cylinder(0.4, 0.4, 0.32, [0, 0.05, 0.5], METAL, 10))
  const prop = propellerOf(a)!
  f.parts.push(box([0.16, prop.radius * 2, 0.05], [0, prop.y, prop.z], WOOD, [0, 0, 0.45]))
  const upperY = wings(f)
  // four booms converge on the tail
  const tailZ = tailZOf(a)
  const tailY = 0.3
  for (const x of [-1, 1]) {
    f.parts.push(rod([x * 1.25, upperY, f.wingZ + 0.3], [x * 0.35, tailY + 0.05, tailZ], 0.05, STRUT))
    f.parts.push(rod([x * 1.25, -f.fh / 2, f.wingZ + 0.3], [x * 0.35, tailY - 0.05, tailZ], 0.05, STRUT))
  }
  tail(f, tailZ, tailY, c.wings)
  // markings on the nacelle sides too, where the game's cards show them
  for (const side of [-1, 1]) f.parts.push(decal(0.4, [side * (0.72 * 0.5 + 0.015), 0.06, -1.7 + 0.55], side > 0 ? 'right' : 'left', f.mark))
}

/** The merged, vertex-coloured model of an aircraft type. */
export function buildPlaneGeometry(a: AircraftType, nation: Nation): BufferGeometry {
  const mark = markingUV(nation.marking)
  const geo = a.kind === 'balloon' ? balloon(a, mark) : aeroplane(a, mark)
  // lift the model so that its belly rests on the stand
  if (a.kind !== 'balloon') geo.translate(0, BELLY, 0)
  geo.computeBoundingSphere()
  geo.computeBoundingBox()
  return geo
}

function aeroplane(a: AircraftType, mark: CellUV): BufferGeometry {
  const isPusher = a.model.layout === 'pusher'
  const f: Frame = { a, parts: [], mark, ...airframeOf(a) }
  if (isPusher) pusher(f)
  else tractor(f)
  const merged = mergeGeometries(f.parts)!
  for (const g of f.parts) g.dispose()
  return merged
}

const cache = new Map<string, BufferGeometry>()

/** One geometry per aircraft type, shared by every plane of that type. */
export function planeGeometry(a: AircraftType, nation: Nation): BufferGeometry {
  let g = cache.get(a.id)
  if (!g) {
    g = buildPlaneGeometry(a, nation)
    cache.set(a.id, g)
  }
  return g
}
