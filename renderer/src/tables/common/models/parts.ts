/**
 * Building blocks for the models made in code: boxes, rods, slabs (wings and tail surfaces), lofted fuselages,
 * cylinders and decals. Every part comes out non-indexed with position, normal, uv and colour, so that the parts
 * of a model merge into one geometry. Parts that are not decals point their uv at the white cell of the
 * markings atlas.
 */
import { BoxGeometry, BufferGeometry, Color, CylinderGeometry, Float32BufferAttribute, IcosahedronGeometry, PlaneGeometry, Quaternion, Vector3 } from 'three'
import { PLAIN_UV } from './markings-layout'

export type Vec3 = [number, number, number]

/** A colour made lighter (k > 0, towards white) or darker (k < 0, towards black). */
export function shade(hex: string, k: number): string {
  const c = new Color(hex)
  if (k >= 0) c.lerp(new Color('#ffffff'), k)
  else c.multiplyScalar(1 + k)
  return `#${c.getHexString()}`
}

/** Non-indexed, one colour, uv on the plain cell. */
export function finish(g: BufferGeometry, colour: string, keepUv = false): BufferGeometry {
  const out = g.index ? g.toNonIndexed() : g
  if (out !== g) g.dispose()
  const n = out.getAttribute('position').count
  const c = new Color(colour)
  const col = new Float32Array(n * 3)
  for (let i = 0; i < n; i++) col.set([c.r, c.g, c.b], 3 * i)
  out.setAttribute('color', new Float32BufferAttribute(col, 3))
  if (!keepUv || !out.getAttribute('uv')) {
    const uv = new Float32Array(n * 2)
    for (let i = 0; i < n; i++) uv.set(PLAIN_UV, 2 * i)
    out.setAttribute('uv', new Float32BufferAttribute(uv, 2))
  }
  return out
}

/** A box centred at (x, y, z), optionally turned (radians about x, then z, then y). */
export function box(size: Vec3, at: Vec3, colour: string, rot: Vec3 = [0, 0, 0]): BufferGeometry {
  const g = new BoxGeometry(size[0], size[1], size[2])
  if (rot[0]) g.rotateX(rot[0])
  if (rot[2]) g.rotateZ(rot[2])
  if (rot[1]) g.rotateY(rot[1])
  g.translate(at[0], at[1], at[2])
  return finish(g, colour)
}

const UP = new Vector3(0, 1, 0)

/** A thin square rod from a to b: struts, booms, axles, gun barrels. */
export function rod(a: Vec3, b: Vec3, thickness: number, colour: string): BufferGeometry {
  const va = new Vector3(...a)
  const vb = new Vector3(...b)
  const dir = vb.clone().sub(va)
  const g = new BoxGeometry(thickness, dir.length(), thickness)
  g.applyQuaternion(new Quaternion().setFromUnitVectors(UP, dir.normalize()))
  const mid = va.add(vb).multiplyScalar(0.5)
  g.translate(mid.x, mid.y, mid.z)
  return finish(g, colour)
}

/** A cylinder along z (axis 'z') or x, centred at `at`. */
export function cylinder(r0: number, r1: number, length: number, at: Vec3, colour: string, segments = 10, axis: 'z' | 'x' | 'y' = 'z', open = false): BufferGeometry {
  // r0 at the -z (nose) end
  const g = new CylinderGeometry(r1, r0, length, segments, 1, open)
  if (axis === 'z') g.rotateX(Math.PI / 2)
  else if (axis === 'x') g.rotateZ(Math.PI / 2)
  g.translate(at[0], at[1], at[2])
  return finish(g, colour)
}

/** A low-poly ball: heads, balloon lobes. */
export function ball(r: number, at: Vec3, colour: string, scale: Vec3 = [1, 1, 1]): BufferGeometry {
  const g = new IcosahedronGeometry(r, 0)
  g.scale(scale[0], scale[1], scale[2])
  g.translate(at[0], at[1], at[2])
  return finish(g, colour)
}

/** Builds triangles, each turned to face away from a reference point (parts are convex). */
class Tris {
  pos: number[] = []
  col: number[] = []
  constructor(private ref: Vector3) {}
  add(a: Vector3, b: Vector3, c: Vector3, colour: Color): void {
    const n = b.clone().sub(a).cross(c.clone().sub(a))
    const centre = a.clone().add(b).add(c).multiplyScalar(1 / 3)
    if (n.dot(centre.sub(this.ref)) < 0) [b, c] = [c, b]
    for (const v of [a, b, c]) {
      this.pos.push(v.x, v.y, v.z)
      this.col.push(colour.r, colour.g, colour.b)
    }
  }
  quad(a: Vector3, b: Vector3, c: Vector3, d: Vector3, colour: Color): void {
    this.add(a, b, c, colour)
    this.add(a, c, d, colour)
  }
  geometry(): BufferGeometry {
    const g = new BufferGeometry()
    g.setAttribute('position', new Float32BufferAttribute(this.pos, 3))
    g.setAttribute('color', new Float32BufferAttribute(this.col, 3))
    g.computeVertexNormals()
    const n = this.pos.length / 3
    const uv = new Float32Array(n * 2)
    for (let i = 0; i < n; i++) uv.set(PLAIN_UV, 2 * i)
    g.setAttribute('uv', new Float32BufferAttribute(uv, 2))
    return g
  }
}

/**
 * A flat slab with a convex outline: a wing or tailplane (outline in x, z; thickness along y) or a fin (outline
 * in z, y; thickness along x). Top and bottom may differ in colour: doped linen is paler underneath.
 */
export function slab(outline: [number, number][], thickness: number, at: Vec3, top: string, bottom: string, orientation: 'flat' | 'upright' = 'flat'): BufferGeometry {
  const cTop = new Color(top)
  const cBottom = new Color(bottom)
  const h = thickness / 2
  const place = (p: [number, number], side: number): Vector3 =>
    orientation === 'flat' ? new Vector3(at[0] + p[0], at[1] + side * h, at[2] + p[1]) : new Vector3(at[0] + side * h, at[1] + p[1], at[2] + p[0])
  const cx = outline.reduce((s, p) => s + p[0], 0) / outline.length
  const cy = outline.reduce((s, p) => s + p[1], 0) / outline.length
  const t = new Tris(place([cx, cy], 0))
  const upper = outline.map((p) => place(p, 1))
  const lower = outline.map((p) => place(p, -1))
  for (let i = 1; i < outline.length - 1; i++) {
    t.add(upper[0], upper[i], upper[i + 1], cTop)
    t.add(lower[0], lower[i], lower[i + 1], cBottom)
  }
  for (let i = 0; i < outline.length; i++) {
    const j = (i + 1) % outline.length
    t.quad(upper[i], upper[j], lower[j], lower[i], cTop)
  }
  return t.geometry()
}

/** A wing's outline seen from above: span across x, chord along z, the tips cut back by `tip` (0..0.5 of chord). */
export function wingOutline(span: number, chord: number, tip = 0.3): [number, number][] {
  const s = span / 2
  const c = chord / 2
  const cut = chord * tip
  return [
    [-s, -c + cut],
    [-s + cut, -c],
    [s - cut, -c],
    [s, -c + cut],
    [s, c - cut * 0.5],
    [s - cut * 0.5, c],
    [-s + cut * 0.5, c],
    [-s, c - cut * 0.5],
  ]
}

export interface Section {
  z: number
  /** width and height of the cross-section */
  w: number
  h: number
  /** height of its centre */
  y: number
  /** colour of the skin from this section to the next */
  colour: string
}

/**
 * A fuselage or nacelle lofted through cross-sections along z: flat sides and top with chamfered corners, so that
 * the markings on its sides lie flat. The ends are closed.
 */
export function loft(sections: Section[], frontCap: string, rearCap: string): BufferGeometry {
  const shape: [number, number][] = [
    [1, 0.5],
    [0.55, 1],
    [-0.55, 1],
    [-1, 0.5],
    [-1, -0.55],
    [-0.6, -1],
    [0.6, -1],
    [1, -0.55],
  ]
  const ring = (s: Section) => shape.map(([x, y]) => new Vector3((x * s.w) / 2, s.y + (y * s.h) / 2, s.z))
  const rings = sections.map(ring)
  const mid = sections.reduce((a, s) => a + s.z, 0) / sections.length
  const ys = sections.reduce((a, s) => a + s.y, 0) / sections.length
  const t = new Tris(new Vector3(0, ys, mid))
  for (let k = 0; k < sections.length - 1; k++) {
    const c = new Color(sections[k].colour)
    const a = rings[k]
    const b = rings[k + 1]
    // each quad is oriented against the axis at its own place, which works for a tapering tube
    const local = new Tris(new Vector3(0, (sections[k].y + sections[k + 1].y) / 2, (sections[k].z + sections[k + 1].z) / 2))
    for (let i = 0; i < shape.length; i++) {
      const j = (i + 1) % shape.length
      local.quad(a[i], a[j], b[j], b[i], c)
    }
    t.pos.push(...local.pos)
    t.col.push(...local.col)
  }
  const cap = (r: Vector3[], colour: string, z: number) => {
    const c = new Color(colour)
    const capper = new Tris(new Vector3(0, r[0].y, z))
    for (let i = 1; i < r.length - 1; i++) capper.add(r[0], r[i], r[i + 1], c)
    t.pos.push(...capper.pos)
    t.col.push(...capper.col)
  }
  cap(rings[0], frontCap, sections[0].z + 1)
  cap(rings[rings.length - 1], rearCap, sections[sections.length - 1].z - 1)
  return t.geometry()
}

/**
 * A decal: a square showing one cell of the markings atlas, facing up, down, left (-x) or right (+x). The
 * material's alpha test cuts it to the marking's shape.
 */
export function decal(size: number, at: Vec3, facing: 'up' | 'down' | 'left' | 'right', cell: [number, number, number, number], yaw = 0): BufferGeometry {
  const g = new PlaneGeometry(size, size)
  // PlaneGeometry faces +z; its uv runs 0..1 across it
  const uv = g.getAttribute('uv')
  for (let i = 0; i < uv.count; i++) uv.setXY(i, cell[0] + (cell[2] - cell[0]) * uv.getX(i), cell[1] + (cell[3] - cell[1]) * uv.getY(i))
  if (facing === 'up') g.rotateX(-Math.PI / 2)
  else if (facing === 'down') g.rotateX(Math.PI / 2)
  else if (facing === 'right') g.rotateY(Math.PI / 2)
  else g.rotateY(-Math.PI / 2)
  if (yaw) g.rotateY(yaw)
  g.translate(at[0], at[1], at[2])
  return finish(g, '#ffffff', true)
}
