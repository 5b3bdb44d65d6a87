/**
 * The ground pieces' models (003 Ground fire, lines 649-777, and Bombing, lines 817-896), built in code like the
 * aircraft: each one merged, vertex-coloured geometry lying on its card, so that a piece is one instance of one draw
 * call. A trench is a zig-zag cut behind a sandbagged parapet; an AA gun a gun with its barrel raised on a
 * sandbagged platform, the red dot the rules measure from at the card's centre; an AA machine gun a ring of
 * sandbags round a gun on a post; a target a factory with its chimney, the red dot (lines 832-833) in its yard.
 * A silenced piece ("knocked") has its gun down, sandbags strewn and shell holes.
 *
 * Units are centimetres; the card's centre is the origin, its top at CARD_TOP; the piece faces -z (its heading).
 */
import type { BufferGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { DARK, WOOD } from './airframe'
import { ball, box, cylinder, rod, shade, type Vec3 } from './parts'

/** The card's thickness: the models stand on its top. */
export const CARD_TOP = 0.12

export const EARTH = '#7b6a48'
const MUD = '#3a2e20'
const SANDBAG = '#c9b27c'
const STEEL = '#4f574a'
/** a gun barrel: lighter than the mounting so that it reads against the platform and the table */
const GUN = '#7d8871'
const CONCRETE = '#9a958a'
const BRICK = '#9c4a30'
const ROOF = '#55595d'
const TILE = '#a8442c'
const FIELD_GREY = '#59604f'
export const RED = '#e0261c'
const WHITE = '#f2eee2'

/** A repeatable scatter, so that a model is built the same each time. */
function rng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) / 2147483647)
}

/** The card itself: a thin slab of earth, a little inside the team's outline. */
export function card(width: number, depth: number, colour = EARTH): BufferGeometry {
  return box([width - 0.1, CARD_TOP, depth - 0.1], [0, CARD_TOP / 2, 0], colour)
}

/** The red dot the rules measure from, on a white ring so that it reads on any colour, lying at height y. */
export function redDot(x: number, z: number, y: number, r = 0.6): BufferGeometry[] {
  return [cylinder(r + 0.18, r + 0.18, 0.04, [x, y + 0.02, z], WHITE, 16, 'y'), cylinder(r, r, 0.05, [x, y + 0.045, z], RED, 16, 'y')]
}

/** A shell hole: a dark pit with a rim of thrown-up earth. */
function crater(x: number, z: number, r: number): BufferGeometry[] {
  return [cylinder(r * 1.25, r * 1.4, 0.1, [x, CARD_TOP + 0.05, z], shade(EARTH, 0.15), 10, 'y'), cylinder(r, r, 0.12, [x, CARD_TOP + 0.07, z], MUD, 10, 'y')]
}

/** A box lying along the segment a..b (in x, z) at height y, offset sideways by `side` cm. */
function along(a: [number, number], b: [number, number], size: [number, number], y: number, side: number, colour: string, extra = 0): BufferGeometry {
  const dx = b[0] - a[0]
  const dz = b[1] - a[1]
  const len = Math.hypot(dx, dz)
  // the normal to the left going from a to b: the front (-z) for a segment running +x
  const nx = dz / len
  const nz = -dx / len
  const yaw = Math.atan2(-dz, dx)
  return box([len + extra, size[1], size[0]], [(a[0] + b[0]) / 2 + nx * side, y + size[1] / 2, (a[1] + b[1]) / 2 + nz * side], colour, [0, yaw, 0])
}

/** Sandbags along a segment, alternating shades; `gap` leaves some out (a knocked parapet). */
function bags(a: [number, number], b: [number, number], y: number, side: number, rnd: () => number, gap = 0): BufferGeometry[] {
  const out: BufferGeometry[] = []
  const len = Math.hypot(b[0] - a[0], b[1] - a[1])
  const n = Math.max(1, Math.round(len / 0.5))
  for (let k = 0; k < n; k++) {
    if (rnd() < gap) continue
    const t0 = k / n
    const t1 = (k + 0.92) / n
    const p: [number, number] = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0]
    const q: [number, number] = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1]
    out.push(along(p, q, [0.36, 0.18], y, side, shade(SANDBAG, k % 2 ? -0.12 : rnd() * 0.1)))
  }
  return out
}

/** Sandbags in a ring of radius r, `layers` high, leaving out the back (+z) for the way in. */
function bagRing(r: number, layers: number, bag: Vec3, rnd: () => number, gap = 0): BufferGeometry[] {
  const out: BufferGeometry[] = []
  const n = Math.round((2 * Math.PI * r) / (bag[0] * 1.05))
  for (let layer = 0; layer < layers; layer++) {
    for (let k = 0; k < n; k++) {
      const a = ((k + (layer % 2) * 0.5) / n) * Math.PI * 2
      // the way in, at the back
      if (Math.abs(a - Math.PI / 2) < 0.35) continue
      if (rnd() < gap * (layer + 1) * 0.6) continue
      const x = Math.cos(a) * r
      const z = Math.sin(a) * r
      out.push(box(bag, [x, CARD_TOP + bag[1] * (layer + 0.5), z], shade(SANDBAG, (k + layer) % 2 ? -0.14 : 0.02), [0, Math.PI / 2 - a, 0]))
    }
  }
  // a knocked ring's bags lie strewn inside it
  if (gap > 0)
    for (let k = 0; k < 5; k++) {
      const a = rnd() * Math.PI * 2
      // fallen in, on the floor of the emplacement
      const d = r - 0.6 - rnd() * 0.5
      out.push(box(bag, [Math.cos(a) * d, CARD_TOP + bag[1] / 2, Math.sin(a) * d], shade(SANDBAG, -0.2), [0, rnd() * 3, 0]))
    }
  return out
}

/** A man in a helmet, standing at (x, z): a body and a head, enough to give the scale. */
function soldier(x: number, z: number, y: number, colour = FIELD_GREY): BufferGeometry[] {
  return [box([0.3, 0.5, 0.22], [x, y + 0.25, z], colour), ball(0.15, [x, y + 0.62, z], shade(colour, -0.3))]
}

/** 003 Trenches (lines 660-673): a zig-zag cut across the card, the parapet towards the front, the parados behind. */
export function trenchGeometry(width: number, depth: number, knocked: boolean): BufferGeometry {
  const rnd = rng(11)
  const parts = [card(width, depth)]
  // the bays' diagonal parapets reach out past the ends of the zig-zag
  const half = width / 2 - 1.2
  const amp = Math.min(0.75, depth / 8)
  const n = 4
  const pts: [number, number][] = []
  for (let k = 0; k <= n; k++) pts.push([-half + (2 * half * k) / n, (k % 2 ? -1 : 1) * amp * 0.8])
  for (let k = 0; k < n; k++) {
    const a = pts[k]
    const b = pts[k + 1]
    // the cut: its floor dark, duckboards down the middle
    parts.push(along(a, b, [1.1, 0.03], CARD_TOP, 0, '#211a12', 0.6))
    parts.push(along(a, b, [0.28, 0.03], CARD_TOP + 0.03, 0, shade(WOOD, -0.2), 0.2))
    // the parapet of sandbags towards the front (left going +x is -z), two rows high; the parados of earth behind
    parts.push(along(a, b, [0.55, 0.22], CARD_TOP, 0.78, shade(SANDBAG, -0.25), 0.5))
    parts.push(along(a, b, [0.5, 0.2], CARD_TOP, -0.75, shade(EARTH, -0.3), 0.45))
    parts.push(...bags(a, b, CARD_TOP + 0.22, 0.72, rnd, knocked ? 0.45 : 0))
    parts.push(...bags(a, b, CARD_TOP + 0.4, 0.78, rnd, knocked ? 0.7 : 0.15))
  }
  // a few men in the bays; barbed wire pickets out in front
  if (!knocked) for (const k of [0, 2, 3]) parts.push(...soldier((pts[k][0] + pts[k + 1][0]) / 2, (pts[k][1] + pts[k + 1][1]) / 2, CARD_TOP))
  for (let k = 0; k < 7; k++) {
    const x = -half + (2 * half * k) / 6
    const z = -depth / 2 + 0.7
    if (knocked && k % 2) continue
    parts.push(rod([x - 0.25, CARD_TOP, z], [x + 0.25, CARD_TOP + 0.55, z], 0.07, DARK), rod([x + 0.25, CARD_TOP, z], [x - 0.25, CARD_TOP + 0.55, z], 0.07, DARK))
    if (k < 6 && !knocked) parts.push(rod([x, CARD_TOP + 0.4, z], [x + (2 * half) / 6, CARD_TOP + 0.4, z], 0.04, '#2b2925'))
  }
  if (knocked) parts.push(...crater(pts[2][0] + 0.3, pts[2][1] * 0.3, 0.7), ...crater(pts[3][0], -depth / 2 + 1.2, 0.5))
  return merge(parts)
}

/** 003 Anti-Aircraft Guns (lines 675-698): the gun on its platform in a ring of sandbags, the red dot at the centre. */
export function aaGunGeometry(width: number, depth: number, knocked: boolean): BufferGeometry {
  const rnd = rng(23)
  const top = CARD_TOP + 0.25
  const parts = [card(width, depth), cylinder(2.2, 2.3, 0.25, [0, CARD_TOP + 0.125, 0], CONCRETE, 16, 'y')]
  parts.push(...bagRing(2.65, 2, [0.7, 0.3, 0.42], rnd, knocked ? 0.35 : 0))
  parts.push(...redDot(0, 0, top, 0.5))
  // the mounting behind the dot, the barrel reaching forward over it
  const gz = 1.3
  parts.push(cylinder(0.5, 0.6, 0.4, [0, top + 0.2, gz], STEEL, 10, 'y'))
  parts.push(box([1.1, 0.4, 1.2], [0, top + 0.55, gz], STEEL))
  const elevation = knocked ? 0.08 : 0.9
  const yaw = knocked ? 0.45 : 0
  const breech: Vec3 = [0, top + 0.85, gz + 0.5]
  const dir: Vec3 = [-Math.sin(yaw) * Math.cos(elevation), Math.sin(elevation), -Math.cos(yaw) * Math.cos(elevation)]
  const at = (t: number): Vec3 => [breech[0] + dir[0] * t, breech[1] + dir[1] * t, breech[2] + dir[2] * t]
  parts.push(rod(breech, at(1.4), 0.55, shade(STEEL, -0.15)))
  parts.push(rod(at(1.2), at(3.8), 0.34, GUN))
  parts.push(rod(at(3.7), at(4.0), 0.42, DARK))
  // the shield, and the crew beside the gun
  parts.push(box([1.5, 0.8, 0.08], [0, top + 0.85, gz - 0.45], shade(STEEL, 0.1), [knocked ? 0.7 : -0.25, 0, knocked ? 0.3 : 0]))
  if (!knocked) parts.push(...soldier(-1.1, gz + 0.4, top), ...soldier(1.2, gz + 0.2, top))
  // shells ready by the gun
  parts.push(box([0.7, 0.3, 0.45], [1.7, top + 0.15, -0.6], shade(WOOD, -0.1), [0, 0.3, 0]), box([0.7, 0.3, 0.45], [-1.7, top + 0.15, -0.3], shade(WOOD, -0.1), [0, -0.2, 0]))
  if (knocked) parts.push(...crater(-3.0, -1.6, 0.6), ...crater(3.1, 1.5, 0.5))
  return merge(parts)
}

/** 003 Anti-Aircraft Machine Guns (lines 712-732): a ring of sandbags round a machine gun on a post. */
export function aamgGeometry(width: number, depth: number, knocked: boolean): BufferGeometry {
  const rnd = rng(37)
  const parts = [card(width, depth), cylinder(1.5, 1.5, 0.03, [0, CARD_TOP + 0.015, 0], MUD, 14, 'y')]
  parts.push(...bagRing(1.75, 3, [0.6, 0.26, 0.38], rnd, knocked ? 0.4 : 0))
  // the post, leaning over when knocked
  const foot: Vec3 = [0, CARD_TOP, 0]
  const head: Vec3 = knocked ? [0.6, CARD_TOP + 0.75, 0.3] : [0, CARD_TOP + 1.15, 0]
  parts.push(rod(foot, head, 0.24, WOOD))
  const elevation = knocked ? -0.4 : 0.6
  const dir: Vec3 = [0, Math.sin(elevation), -Math.cos(elevation)]
  const at = (t: number): Vec3 => [head[0] + dir[0] * t, head[1] + 0.12 + dir[1] * t, head[2] + dir[2] * t]
  // the gun: its body, the water jacket and the muzzle; the gunner behind it
  parts.push(rod(at(-0.6), at(0.1), 0.36, STEEL))
  parts.push(rod(at(0.1), at(1.6), 0.3, GUN))
  parts.push(rod(at(1.6), at(1.9), 0.14, DARK))
  if (!knocked) parts.push(...soldier(0, 0.75, CARD_TOP))
  if (knocked) parts.push(...crater(-2.8, 1.2, 0.6))
  return merge(parts)
}

/** A house: walls and a pitched roof (two boards meeting at the ridge, along x). */
function house(x: number, z: number, w: number, d: number, h: number, wall: string, roof: string, yaw = 0): BufferGeometry[] {
  const c = Math.cos(yaw)
  const s = Math.sin(yaw)
  const place = (lx: number, lz: number): [number, number] => [x + lx * c + lz * s, z - lx * s + lz * c]
  const pitch = 0.6
  const slope = d / 2 / Math.cos(pitch) + 0.1
  const out = [box([w, h, d], [x, CARD_TOP + h / 2, z], wall, [0, yaw, 0])]
  for (const side of [-1, 1]) {
    const [rx, rz] = place(0, (side * d) / 4)
    out.push(box([w + 0.2, 0.08, slope], [rx, CARD_TOP + h + Math.tan(pitch) * (d / 4), rz], roof, [side * pitch, yaw, 0]))
  }
  return out
}

/** 003 Bombing (lines 817-896): a target card, a factory round a yard with the red dot at the card's centre. */
export function targetGeometry(width: number, depth: number, knocked: boolean): BufferGeometry {
  const rnd = rng(53)
  const parts = [card(width, depth, '#857a5c')]
  // the yard, cinders round the dot
  parts.push(box([3.2, 0.03, 2.6], [0, CARD_TOP + 0.015, 0], '#5e5a52'))
  parts.push(...redDot(0, 0, CARD_TOP + 0.03, 0.7))
  // the long hall with its saw-tooth roof, to the front left
  const hx = -2.5
  const hz = -1.75
  parts.push(box([3.6, 1.1, 2.2], [hx, CARD_TOP + 0.55, hz], BRICK))
  for (let k = 0; k < 3; k++) {
    if (knocked && k === 1) continue
    const z = hz - 1.1 + (k + 0.5) * (2.2 / 3)
    parts.push(box([3.7, 0.08, 0.82], [hx, CARD_TOP + 1.35, z + 0.05], ROOF, [-0.6, 0, 0]))
    parts.push(box([3.6, 0.5, 0.06], [hx, CARD_TOP + 1.35, z - 0.31], '#2d3438'))
  }
  // the chimney, broken off when knocked
  const ch = knocked ? 1.2 : 4.2
  parts.push(cylinder(0.38, 0.3, ch, [2.9, CARD_TOP + ch / 2, -1.8], BRICK, 8, 'y'))
  if (!knocked) parts.push(cylinder(0.36, 0.36, 0.25, [2.9, CARD_TOP + ch - 0.1, -1.8], DARK, 8, 'y'))
  // a tank, offices and workers' houses with tiled roofs
  parts.push(cylinder(0.6, 0.6, 1.0, [1.3, CARD_TOP + 0.5, -2.1], CONCRETE, 10, 'y'))
  parts.push(...house(2.6, 1.5, 2.2, 1.4, 0.8, '#c7b28e', TILE))
  parts.push(...house(-2.6, 1.9, 2.0, 1.3, 0.7, '#b9a27c', TILE))
  parts.push(...house(-0.2, 2.2, 1.3, 1.0, 0.6, '#a79272', TILE, 0.2))
  if (knocked) {
    parts.push(...crater(-1.6, 0.4, 0.6), ...crater(1.9, -0.6, 0.5), ...crater(0.9, 2.2, 0.45))
    for (let k = 0; k < 6; k++) parts.push(box([0.4, 0.2, 0.3], [hx + (rnd() - 0.5) * 3, CARD_TOP + 0.1, hz + 1.4 + rnd() * 0.5], shade(BRICK, -0.3), [0, rnd() * 3, 0]))
  }
  return merge(parts)
}

function merge(parts: BufferGeometry[]): BufferGeometry {
  const g = mergeGeometries(parts)!
  for (const p of parts) p.dispose()
  g.computeBoundingBox()
  g.computeBoundingSphere()
  return g
}

export { merge as mergeParts }
