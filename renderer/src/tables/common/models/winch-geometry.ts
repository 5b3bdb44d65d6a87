/**
 * What a balloon leaves on the table (003 Balloon busting, lines 549-583), and the outline of every piece's card:
 * the winch lorry on the balloon's card that its cable runs down to, the envelope lying deflated on the ground (a
 * balloon destroyed without exploding, lines 571-572) and the scorched remains of one that exploded, and the frame in the
 * team's colour round a card (white here: the instance colour paints it). Same conventions as ground-geometry.ts.
 */
import { BoxGeometry, SphereGeometry, type BufferGeometry } from 'three'
import { DARK } from './airframe'
import { card, CARD_TOP, mergeParts } from './ground-geometry'
import { box, cylinder, finish, rod, shade, type Vec3 } from './parts'

const DRAB = '#5d6140'
const WHEEL = '#1f1e1b'

/** Where the lorry stands on the balloon's card: to one side, so that the balloon hangs over the card's centre. */
export const WINCH_AT: Vec3 = [2.9, 0, 0.4]
/** Where the cable leaves the winch drum, from the lorry's place. */
export const WINCH_DRUM: Vec3 = [0, 1.35, 0.55]
/** Where the cable meets the balloon, from the balloon model's origin (the rigging under the envelope). */
export const BALLOON_RIGGING: Vec3 = [0, 1.15, -0.6]

/** The card and the winch lorry: bonnet and cab to the front, the drum on its bed, four wheels. */
export function winchGeometry(width: number, depth: number): BufferGeometry {
  const [x, , z] = WINCH_AT
  const y = CARD_TOP
  const parts = [card(width, depth)]
  parts.push(box([1.3, 0.25, 3.0], [x, y + 0.5, z], shade(DRAB, -0.25)))
  parts.push(box([1.1, 0.55, 0.7], [x, y + 0.85, z - 1.6], DRAB))
  parts.push(box([1.3, 0.85, 0.8], [x, y + 1.05, z - 0.85], shade(DRAB, 0.08)))
  parts.push(box([1.2, 0.08, 0.9], [x, y + 1.5, z - 0.85], shade(DRAB, -0.3)))
  // the winch: its frame and drum, and the sheave at its top that the cable runs through
  parts.push(box([1.3, 0.35, 1.8], [x, y + 0.8, z + 0.55], shade(DRAB, -0.1)))
  parts.push(cylinder(0.42, 0.42, 1.0, [x + WINCH_DRUM[0], y + 1.0, z + WINCH_DRUM[2]], shade(DRAB, -0.45), 10, 'x'))
  parts.push(rod([x, y + 0.9, z + 0.2], [x + WINCH_DRUM[0], y + WINCH_DRUM[1], z + WINCH_DRUM[2]], 0.12, DARK))
  for (const wx of [-0.62, 0.62]) for (const wz of [-1.1, 1.1]) parts.push(cylinder(0.36, 0.36, 0.26, [x + wx, y + 0.36, z + wz], WHEEL, 10, 'x'))
  // pegs and sandbags that hold the ground party's ropes
  for (const [px, pz] of [
    [-3.6, -2.4],
    [-3.6, 2.4],
    [1.2, 2.5],
  ])
    parts.push(box([0.5, 0.22, 0.34], [px, y + 0.11, pz], '#b39e6e'))
  return mergeParts(parts)
}

/** A smooth ball stretched by `scale`: folds of fabric. */
function fold(r: number, at: Vec3, colour: string, scale: Vec3): BufferGeometry {
  return finish(new SphereGeometry(r, 10, 6).scale(scale[0], scale[1], scale[2]).translate(at[0], at[1], at[2]), colour)
}

/** A balloon destroyed without burning: its envelope collapsed in folds beside the lorry. */
export function deflatedGeometry(fabric: string): BufferGeometry {
  const y = CARD_TOP
  const parts = [
    fold(1.7, [-0.6, y + 0.16, 0], fabric, [1.1, 0.16, 1.75]),
    fold(1.0, [-1.3, y + 0.2, -0.7], shade(fabric, -0.12), [1, 0.3, 1.3]),
    fold(0.9, [0.1, y + 0.14, 1.1], shade(fabric, -0.08), [1.1, 0.28, 1.2]),
    fold(0.5, [-0.4, y + 0.06, 2.3], shade(fabric, -0.2), [1.6, 0.35, 1]),
    box([0.7, 0.5, 0.7], [1.3, y + 0.4, -1.6], '#5a4a36', [0, 0.5, 0.3]),
  ]
  return mergeParts(parts)
}

/** A balloon that exploded: a scorched patch with the charred envelope and its rigging in it. */
export function wreckGeometry(): BufferGeometry {
  const y = CARD_TOP
  const parts = [
    cylinder(2.4, 2.6, 0.03, [-0.6, y + 0.015, 0], '#2e251c', 14, 'y'),
    cylinder(1.6, 1.6, 0.04, [-0.4, y + 0.03, 0.3], '#120f0c', 12, 'y'),
    fold(0.9, [-0.8, y + 0.11, -0.4], '#2c2824', [1.4, 0.25, 1.8]),
    fold(0.5, [0.3, y + 0.03, 0.8], '#3a332c', [1.5, 0.3, 1]),
  ]
  for (let k = 0; k < 6; k++) {
    const a = (k / 6) * Math.PI * 2
    parts.push(rod([-0.6 + Math.cos(a) * 0.4, y + 0.05, Math.sin(a) * 0.4], [-0.6 + Math.cos(a) * 1.8, y + 0.05 + (k % 2) * 0.4, Math.sin(a) * 2.0], 0.08, '#15120f'))
  }
  parts.push(box([0.7, 0.4, 0.7], [1.0, y + 0.42, -1.4], '#1c1814', [0.4, 0.6, 0.2]))
  return mergeParts(parts)
}

/** The frame round a card, `rim` wide, raised a little above the card so that it reads from across the table. */
export function outlineGeometry(width: number, depth: number, rim = 0.32): BufferGeometry {
  const h = CARD_TOP + 0.08
  const side = (w: number, d: number, x: number, z: number) => finish(new BoxGeometry(w, h, d).translate(x, h / 2, z), '#ffffff')
  return mergeParts([
    side(width, rim, 0, -depth / 2 + rim / 2),
    side(width, rim, 0, depth / 2 - rim / 2),
    side(rim, depth - 2 * rim, -width / 2 + rim / 2, 0),
    side(rim, depth - 2 * rim, width / 2 - rim / 2, 0),
  ])
}
