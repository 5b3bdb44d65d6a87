/**
 * The parts of an aeroplane model, built from the catalogue's description: fuselage and engine, cockpits and
 * guns, wings with their struts and undercarriage, and the tail, with the nation's markings as decals. Each
 * function adds its parts to the frame's list; plane-geometry.ts merges them.
 */
import type { BufferGeometry } from 'three'
import type { AircraftType } from '../../../../../shared/content/types'
import type { CellUV } from './markings-layout'
import { propellerOf, tailplaneSpan, type Airframe } from './model-size'
import { ball, box, cylinder, decal, loft, rod, shade, slab, wingOutline, type Section, type Vec3 } from './parts'

export const DARK = '#25221d'
export const WOOD = '#7a5532'
export const METAL = '#8d9296'
export const LEATHER = '#4a3424'
export const STRUT = '#5b4a36'

/** An airframe's proportions (shared with the engine's silhouettes) and the parts being built for it. */
export interface Frame extends Airframe {
  a: AircraftType
  parts: BufferGeometry[]
  mark: CellUV
}

export function fuselage(f: Frame): Section[] {
  const { a, parts, length, fw, fh } = f
  const c = a.model.colours
  const rotary = a.model.engine === 'rotary'
  const nose = -length / 2
  const tail = length / 2
  const nc = rotary ? c.fuselage : shade(METAL, -0.1)
  const sections: Section[] = [
    { z: nose, w: fw * 0.86, h: fh * 0.84, y: 0, colour: nc },
    { z: nose + 0.9, w: fw, h: fh, y: 0, colour: c.fuselage },
    { z: f.pilotZ + 0.45, w: fw, h: fh, y: 0.02, colour: c.fuselage },
    { z: tail - length * 0.3, w: fw * 0.6, h: fh * 0.62, y: 0.1, colour: c.fuselage },
    { z: tail, w: 0.08, h: fh * 0.3, y: 0.2, colour: c.fuselage },
  ]
  parts.push(loft(sections, rotary ? c.fuselage : DARK, c.fuselage))
  if (rotary) {
    // the round cowling of a rotary engine, open at the front
    parts.push(cylinder(fw * 0.66, fw * 0.66, 0.55, [0, 0, nose - 0.22], c.accent, 12, 'z', true))
    parts.push(cylinder(fw * 0.5, fw * 0.5, 0.04, [0, 0, nose - 0.46], DARK, 12))
  } else {
    // a radiator face and exhaust stubs
    parts.push(box([fw * 0.7, fh * 0.66, 0.06], [0, 0.02, nose - 0.02], shade(METAL, -0.45)))
    parts.push(box([0.08, 0.1, 0.8], [fw / 2 + 0.03, fh * 0.22, nose + 0.55], DARK))
  }
  // the propeller: two blades and a hub
  const prop = propellerOf(a)!
  parts.push(box([0.16, prop.radius * 2, 0.05], [0, prop.y, prop.z + 0.02], WOOD, [0, 0, 0.45]))
  parts.push(cylinder(0.13, 0.1, 0.22, [0, prop.y, prop.z + 0.06], METAL, 8))
  return sections
}

/** The cross-section of a loft at z, by linear interpolation between its sections. */
export function sectionAt(sections: Section[], z: number): { w: number; h: number; y: number } {
  for (let k = 0; k < sections.length - 1; k++) {
    const a = sections[k]
    const b = sections[k + 1]
    if (z >= a.z && z <= b.z) {
      const u = (z - a.z) / (b.z - a.z)
      return { w: a.w + (b.w - a.w) * u, h: a.h + (b.h - a.h) * u, y: a.y + (b.y - a.y) * u }
    }
  }
  return sections[sections.length - 1]
}

export function cockpit(f: Frame, z: number, withGun: 'front' | 'ring' | null): void {
  const { parts, fw, fh } = f
  const top = fh / 2 + 0.02
  parts.push(box([fw * 0.62, 0.04, 0.62], [0, top, z], DARK))
  parts.push(ball(0.19, [0, top + 0.16, z + 0.06], LEATHER))
  if (withGun === 'front') {
    // the forward guns on the cowling, one or two (twin guns fire on the A table)
    const twin = f.a.fire.front === 'A'
    for (const x of twin ? [-0.13, 0.13] : [0]) parts.push(box([0.08, 0.09, 0.85], [x, top + 0.04, z - 0.75], DARK))
    parts.push(box([0.4, 0.16, 0.04], [0, top + 0.1, z - 0.34], '#9fb3bd', [-0.35, 0, 0]))
  } else if (withGun === 'ring') {
    // the observer's Scarff ring and Lewis gun, pointing back
    parts.push(cylinder(0.36, 0.36, 0.06, [0, top + 0.06, z], METAL, 10, 'y', true))
    parts.push(rod([0, top + 0.22, z + 0.15], [0.08, top + 0.4, z + 0.95], 0.08, DARK))
  }
}

/** Wings, struts and undercarriage for every layout. */
export function wings(f: Frame): number {
  const { a, parts, span, chord, wingZ } = f
  const c = a.model.colours
  const top = c.wings
  const under = shade(c.wings, 0.35)
  const t = 0.08
  const kind = a.model.wings
  const wing = (sp: number, ch: number, y: number, z: number, tip = 0.32) => parts.push(slab(wingOutline(sp, ch, tip), t, [0, y, z], top, under))
  const strut = (x: number, y0: number, y1: number, z0: number, z1: number) => parts.push(rod([x, y0, z0], [x, y1, z1], 0.07, STRUT))
  const lowY = -f.fh / 2 + 0.02
  let upperY: number
  let lowerY = lowY
  if (kind === 'monoplane') {
    upperY = lowerY = f.fh * 0.28
    wing(span, chord, upperY, wingZ, 0.45)
    // the pylon and the wires that warp the wing
    const apex: Vec3 = [0, f.fh / 2 + 0.75, f.pilotZ - 0.55]
    parts.push(rod([-0.3, f.fh / 2, apex[2] - 0.2], apex, 0.06, STRUT))
    parts.push(rod([0.3, f.fh / 2, apex[2] - 0.2], apex, 0.06, STRUT))
    for (const x of [-span * 0.3, span * 0.3]) parts.push(rod(apex, [x, upperY + 0.05, wingZ], 0.025, DARK))
  } else if (kind === 'parasol') {
    upperY = f.fh / 2 + 0.75
    wing(span, chord, upperY, wingZ, 0.4)
    for (const x of [-0.35, 0.35]) {
      strut(x, f.fh / 2 - 0.05, upperY, wingZ - chord * 0.2, wingZ - chord * 0.25)
      strut(x, f.fh / 2 - 0.05, upperY, wingZ + chord * 0.2, wingZ + chord * 0.25)
    }
    for (const x of [-span * 0.3, span * 0.3]) parts.push(rod([x * 0.15, lowY, wingZ], [x, upperY, wingZ], 0.06, STRUT))
  } else if (kind === 'triplane') {
    const ch = chord * 0.78
    const ys = [lowY - 0.05, f.fh / 2 + 0.12, f.fh / 2 + 1.05]
    ys.forEach((y, k) => wing(span * (0.88 + k * 0.06), ch, y, wingZ - k * 0.12, 0.25))
    upperY = ys[2]
    lowerY = ys[0]
    // one I-strut each side through all three wings, and the cabane
    for (const x of [-span * 0.4, span * 0.4]) parts.push(box([0.07, ys[2] - ys[0], ch * 0.55], [x, (ys[0] + ys[2]) / 2, wingZ - 0.12], STRUT, [0.08, 0, 0]))
    for (const x of [-0.3, 0.3]) strut(x, f.fh / 2 - 0.05, ys[2], wingZ - 0.05, wingZ - 0.2)
  } else {
    const sesqui = kind === 'sesquiplane'
    upperY = f.fh / 2 + 0.85 + (f.a.twoSeater ? 0.15 : 0)
    const stagger = 0.3
    wing(span, chord, upperY, wingZ - stagger, 0.32)
    const lowerSpan = sesqui ? span * 0.82 : span * 0.96
    const lowerChord = sesqui ? chord * 0.55 : chord
    wing(lowerSpan, lowerChord, lowerY, wingZ + (sesqui ? -0.1 : 0), sesqui ? 0.45 : 0.32)
    const bay = f.a.twoSeater ? [0.22, 0.4] : [0.36]
    for (const k of bay)
      for (const x of [-span * k, span * k]) {
        if (sesqui) {
          // V-struts meeting on the single spar of the narrow lower wing
          strut(x, lowerY, upperY, wingZ - 0.1, wingZ - stagger - chord * 0.3)
          strut(x, lowerY, upperY, wingZ - 0.1, wingZ - stagger + chord * 0.3)
        } else {
          strut(x, lowerY, upperY, wingZ - chord * 0.25, wingZ - stagger - chord * 0.25)
          strut(x, lowerY, upperY, wingZ + chord * 0.25, wingZ - stagger + chord * 0.25)
        }
      }
    // the cabane struts holding the upper wing over the fuselage
    for (const x of [-0.32, 0.32]) {
      strut(x, f.fh / 2 - 0.05, upperY, wingZ - chord * 0.2, wingZ - stagger - chord * 0.28)
      strut(x, f.fh / 2 - 0.05, upperY, wingZ + chord * 0.2, wingZ - stagger + chord * 0.22)
    }
  }
  // the undercarriage: V-struts, the axle and two wheels
  const axleY = -f.fh / 2 - 0.62
  const axleZ = wingZ - chord * 0.45
  for (const x of [-0.45, 0.45]) {
    parts.push(rod([x * 0.7, -f.fh / 2 + 0.05, axleZ - 0.45], [x, axleY, axleZ], 0.06, STRUT))
    parts.push(rod([x * 0.7, -f.fh / 2 + 0.05, axleZ + 0.4], [x, axleY, axleZ], 0.06, STRUT))
    parts.push(cylinder(0.3, 0.3, 0.12, [x * 1.35, axleY, axleZ], DARK, 8, 'x'))
  }
  parts.push(rod([-0.62, axleY, axleZ], [0.62, axleY, axleZ], 0.05, STRUT))
  // markings near the tips of the top wing and under the lowest one
  const m = Math.min(chord * 0.82, 1.2)
  const upperZ = kind === 'monoplane' || kind === 'parasol' ? wingZ : kind === 'triplane' ? wingZ - 0.24 : wingZ - 0.3
  const lowerChord = kind === 'sesquiplane' ? chord * 0.55 : kind === 'triplane' ? chord * 0.78 : chord
  const lowerSpan = kind === 'sesquiplane' ? span * 0.82 : kind === 'triplane' ? span * 0.88 : span
  const lowerZ = kind === 'sesquiplane' ? wingZ - 0.1 : wingZ
  const ml = Math.min(lowerChord * 0.85, m)
  for (const s of [-1, 1]) {
    parts.push(decal(m, [s * span * 0.37, upperY + t / 2 + 0.012, upperZ], 'up', f.mark))
    parts.push(decal(ml, [s * lowerSpan * 0.37, lowerY - t / 2 - 0.012, lowerZ], 'down', f.mark))
  }
  return upperY
}

export function tail(f: Frame, tailZ: number, tailY: number, finColour: string): void {
  const { a, parts } = f
  const c = a.model.colours
  const tw = tailplaneSpan(a)
  parts.push(slab([[-tw / 2, 0.05], [-tw / 2 + 0.3, -0.35], [tw / 2 - 0.3, -0.35], [tw / 2, 0.05], [tw / 2 - 0.15, 0.4], [-tw / 2 + 0.15, 0.4]], 0.05, [0, tailY, tailZ - 0.2], c.wings, shade(c.wings, 0.35)))
  // the fin and rudder seen from the side: (z, y) around the tail post
  const fin: [number, number][] = [
    [-0.75, 0.02],
    [-0.2, 0.78],
    [0.15, 0.9],
    [0.42, 0.7],
    [0.4, -0.12],
    [0.1, -0.18],
  ]
  parts.push(slab(fin, 0.06, [0, tailY, tailZ], finColour, finColour, 'upright'))
  for (const s of [-1, 1]) parts.push(decal(0.5, [s * 0.045, tailY + 0.38, tailZ + 0.12], s > 0 ? 'right' : 'left', f.mark))
}
