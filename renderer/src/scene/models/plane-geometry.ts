/**
 * Aircraft models built in code: one merged geometry with vertex colours per aircraft type, so that a plane is
 * drawn in a single call. The shape follows the catalogue: monoplane, parasol, sesquiplane, biplane or triplane
 * wings; rotary or inline engine; tractor or pusher; one or two seats; the nation's roundels or crosses.
 *
 * Units are centimetres at about 1/144 scale. The nose points along -z, up is +y, the right wing is +x.
 */
import { BoxGeometry, BufferGeometry, CircleGeometry, Color, CylinderGeometry, Float32BufferAttribute, SphereGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { AircraftType, Nation } from '../../../../shared/content/types'

const DARK = '#2a2620'
const WOOD = '#6b4a2b'
const METAL = '#8a8f94'

function paint(g: BufferGeometry, colour: string): BufferGeometry {
  const c = new Color(colour)
  const n = g.getAttribute('position').count
  const data = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) {
    data[3 * i] = c.r
    data[3 * i + 1] = c.g
    data[3 * i + 2] = c.b
  }
  g.setAttribute('color', new Float32BufferAttribute(data, 3))
  return g
}

function box(w: number, h: number, d: number, x: number, y: number, z: number, colour: string, rotY = 0, rotZ = 0, rotX = 0): BufferGeometry {
  const g = new BoxGeometry(w, h, d)
  if (rotX) g.rotateX(rotX)
  if (rotZ) g.rotateZ(rotZ)
  if (rotY) g.rotateY(rotY)
  g.translate(x, y, z)
  return paint(g, colour)
}

/** A cylinder lying along z, radius r0 at the nose end (-z) and r1 at the tail end. */
function tube(r0: number, r1: number, length: number, z: number, y: number, colour: string, segments = 10): BufferGeometry {
  const g = new CylinderGeometry(r1, r0, length, segments)
  g.rotateX(Math.PI / 2)
  g.translate(0, y, z)
  return paint(g, colour)
}

/** A disc facing up (+y) or sideways (+x / -x) for markings. */
function disc(r: number, x: number, y: number, z: number, colour: string, facing: 'up' | 'left' | 'right' | 'down'): BufferGeometry {
  const g = new CircleGeometry(r, 18)
  if (facing === 'up') g.rotateX(-Math.PI / 2)
  else if (facing === 'down') g.rotateX(Math.PI / 2)
  else if (facing === 'right') g.rotateY(Math.PI / 2)
  else g.rotateY(-Math.PI / 2)
  g.translate(x, y, z)
  return paint(g, colour)
}

function marking(nation: Nation, size: number, x: number, y: number, z: number, facing: 'up' | 'left' | 'right' | 'down'): BufferGeometry[] {
  const out: BufferGeometry[] = []
  const lift = 0.012
  const offset = (k: number) => {
    const d = lift * (k + 1)
    return facing === 'up' ? [x, y + d, z] : facing === 'down' ? [x, y - d, z] : facing === 'right' ? [x + d, y, z] : [x - d, y, z]
  }
  if (nation.marking.kind === 'roundel') {
    const rings = nation.marking.rings
    rings.forEach((colour, k) => {
      const [px, py, pz] = offset(k)
      out.push(disc((size / 2) * (1 - k / rings.length), px, py, pz, colour, facing))
    })
  } else {
    const { colour, field } = nation.marking
    const [fx, fy, fz] = offset(0)
    const [cx, cy, cz] = offset(1)
    const t = 0.02
    if (facing === 'up' || facing === 'down') {
      out.push(box(size, t, size, fx, fy, fz, field))
      out.push(box(size * 0.86, t, size * 0.26, cx, cy, cz, colour))
      out.push(box(size * 0.26, t, size * 0.86, cx, cy, cz, colour))
    } else {
      out.push(box(t, size, size, fx, fy, fz, field))
      out.push(box(t, size * 0.86, size * 0.26, cx, cy, cz, colour))
      out.push(box(t, size * 0.26, size * 0.86, cx, cy, cz, colour))
    }
  }
  return out
}

export interface ModelSize {
  span: number
  length: number
}

export function modelSize(a: AircraftType): ModelSize {
  if (a.kind === 'balloon') return { span: 3.2, length: 7 }
  const twoSeat = a.twoSeater
  if (a.model.wings === 'triplane') return { span: 5.6, length: 4.3 }
  if (a.model.wings === 'monoplane' || a.model.wings === 'parasol') return { span: 6.2, length: 5 }
  return { span: twoSeat ? 8.4 : 6.6, length: twoSeat ? 6.4 : 4.9 }
}

function balloon(a: AircraftType): BufferGeometry {
  const c = a.model.colours
  const body = new SphereGeometry(1.6, 16, 12)
  body.scale(1, 1, 2.2)
  body.translate(0, 0, 0)
  const parts = [paint(body, c.fuselage)]
  // stabilising lobes at the tail
  for (const [x, y] of [[1.3, 0], [-1.3, 0], [0, -1.3]]) {
    const lobe = new SphereGeometry(0.55, 10, 8)
    lobe.scale(1, 1, 2)
    lobe.translate(x, y, 3)
    parts.push(paint(lobe, c.wings))
  }
  parts.push(box(0.8, 0.6, 0.8, 0, -2.6, 0, c.accent))
  return mergeGeometries(parts)!
}

/** The merged, vertex-coloured model of an aircraft type. */
export function buildPlaneGeometry(a: AircraftType, nation: Nation): BufferGeometry {
  if (a.kind === 'balloon') return balloon(a)
  const { span, length } = modelSize(a)
  const c = a.model.colours
  const parts: BufferGeometry[] = []
  const pusher = a.model.layout === 'pusher'
  const chord = a.twoSeater ? 1.45 : 1.25
  const fw = 0.78 // fuselage width

  // fuselage: a tapered tube from the nose to the tail (a short nacelle and tail booms for a pusher)
  if (pusher) {
    parts.push(tube(0.45, 0.5, 1.9, -0.9, 0, c.fuselage))
    for (const x of [-0.9, 0.9]) parts.push(box(0.06, 0.06, length * 0.62, x, 0.1, length * 0.22, WOOD))
    parts.push(tube(0.35, 0.35, 0.5, 0.25, 0, c.accent))
    parts.push(box(0.12, 1.6, 0.08, 0, 0, 0.55, DARK))
  } else {
    parts.push(tube(fw / 2, 0.14, length, 0.2, 0, c.fuselage, 8))
    // engine
    if (a.model.engine === 'rotary') parts.push(tube(0.5, 0.46, 0.55, -length / 2 - 0.05, 0, c.accent, 14))
    else {
      parts.push(box(fw * 0.95, fw * 0.95, 0.9, 0, 0, -length / 2 + 0.25, c.accent))
      parts.push(box(fw * 0.7, fw * 0.6, 0.06, 0, 0, -length / 2 - 0.22, DARK))
    }
    // propeller: two blades and a spinner
    parts.push(box(0.14, 1.9, 0.05, 0, 0, -length / 2 - 0.38, WOOD, 0, 0.35))
    parts.push(tube(0.1, 0.1, 0.2, -length / 2 - 0.38, 0, METAL, 8))
  }

  // cockpits: one, or the pilot's and the observer's
  const seatZ = pusher ? -1.1 : -length * 0.08
  parts.push(box(0.5, 0.1, 0.55, 0, fw / 2, seatZ, DARK))
  if (a.twoSeater) {
    parts.push(box(0.55, 0.1, 0.6, 0, fw / 2 - 0.02, seatZ + 0.95, DARK))
    // the observer's gun ring
    parts.push(box(0.06, 0.06, 0.5, 0, fw / 2 + 0.18, seatZ + 1.15, METAL))
  }
  // forward guns on top of the cowling
  if (!pusher && a.fire.front) {
    const twin = a.fire.front === 'A'
    for (const x of twin ? [-0.14, 0.14] : [0]) parts.push(box(0.07, 0.07, 0.8, x, fw / 2 + 0.05, seatZ - 0.6, METAL))
  }

  // wings
  const wingT = 0.07
  const wingZ = pusher ? -0.6 : -length * 0.2
  const wing = (w: number, y: number, depth: number, colour: string) => parts.push(box(w, wingT, depth, 0, y, wingZ, colour))
  const wings = a.model.wings
  let upperY = 0
  if (wings === 'monoplane') {
    wing(span, 0.05, chord, c.wings)
    upperY = 0.05
  } else if (wings === 'parasol') {
    wing(span, 1.15, chord, c.wings)
    upperY = 1.15
  } else if (wings === 'triplane') {
    for (const y of [-0.35, 0.55, 1.45]) wing(span, y, chord * 0.78, c.wings)
    upperY = 1.45
  } else {
    const lowerSpan = wings === 'sesquiplane' ? span * 0.78 : span * 0.96
    const lowerChord = wings === 'sesquiplane' ? chord * 0.6 : chord
    wing(span, 1.25, chord, c.wings)
    wing(lowerSpan, -0.35, lowerChord, c.wings)
    upperY = 1.25
  }
  // struts between the wings, and cabane struts
  if (wings !== 'monoplane') {
    const bottom = wings === 'parasol' ? fw / 2 : -0.35
    const h = upperY - bottom
    const strutX = wings === 'triplane' ? span * 0.36 : span * 0.33
    for (const x of wings === 'parasol' ? [-0.4, 0.4] : [-strutX, strutX, -0.35, 0.35]) {
      parts.push(box(0.07, h, 0.07, x, bottom + h / 2, wingZ - chord * 0.25, WOOD))
      parts.push(box(0.07, h, 0.07, x, bottom + h / 2, wingZ + chord * 0.25, WOOD))
    }
  } else {
    // wing-warping pylon above the cockpit
    parts.push(box(0.06, 0.9, 0.06, 0, fw / 2 + 0.45, seatZ - 0.4, WOOD))
  }
  // undercarriage
  for (const x of [-0.55, 0.55]) parts.push(box(0.06, 0.9, 0.06, x, -0.75, wingZ - 0.2, WOOD))
  parts.push(box(1.4, 0.22, 0.22, 0, -1.15, wingZ - 0.2, DARK))

  // tail: stabiliser and fin
  const tailZ = length / 2 + 0.05
  parts.push(box(a.twoSeater ? 2.8 : 2.2, 0.05, 0.75, 0, 0.05, tailZ, c.wings))
  parts.push(box(0.06, 0.9, 0.8, 0, 0.5, tailZ, c.wings))
  parts.push(box(0.08, 0.8, 0.3, 0, 0.55, tailZ + 0.45, c.accent))

  // markings: on the upper wing near the tips, under the lower wing, on the fuselage sides and the fin
  const m = Math.min(chord * 0.85, 1.2)
  for (const x of [-span * 0.36, span * 0.36]) {
    parts.push(...marking(nation, m, x, upperY + wingT / 2, wingZ, 'up'))
    parts.push(...marking(nation, m, x, (wings === 'monoplane' ? 0.05 : wings === 'triplane' ? -0.35 : wings === 'parasol' ? 1.15 : -0.35) - wingT / 2, wingZ, 'down'))
  }
  if (!pusher) {
    parts.push(...marking(nation, 0.6, fw / 2 - 0.02, 0, length * 0.28, 'right'))
    parts.push(...marking(nation, 0.6, -fw / 2 + 0.02, 0, length * 0.28, 'left'))
  }
  parts.push(...marking(nation, 0.55, 0.04, 0.5, tailZ, 'right'))
  parts.push(...marking(nation, 0.55, -0.04, 0.5, tailZ, 'left'))

  const merged = mergeGeometries(parts.map((g) => (g.index ? g : g)))!
  for (const g of parts) g.dispose()
  merged.computeBoundingSphere()
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
