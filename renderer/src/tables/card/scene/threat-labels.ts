/**
 * Where the Threats overlay's ring labels go (issue 26: "the Threats overlay's labels overlap"). Each AA gun's labels
 * (h1..h4) run in a column from its red dot (piece-effects.ts ringLabelAngle and ringLabelAt); on a table of three
 * guns in a row the columns of neighbours crossed each other's rings, and two labels came out on top of each other.
 * Here the labels are placed gun by gun (in a fixed order, so they stand in the same places every turn), each slid
 * round its own ring, a little at a time either way, until it is `gap` cm clear of every label placed before it;
 * a label that finds no clear place on the table within half its ring is left out (the ring is drawn, and the same
 * ring of the gun is labelled elsewhere by its neighbours' columns being clear).
 */
import { ringLabelAngle, ringLabelAt, ringLabelOnTable } from './piece-effects'

export interface ThreatGun {
  id: string
  /** the red dot, world cm (the table's middle at the origin) */
  x: number
  z: number
}

export interface PlacedLabel {
  gun: string
  label: string
  /** the angle round the gun's ring, in the table's x-z plane, and the ring's radius */
  angle: number
  radius: number
  /** where it stands, world cm */
  x: number
  z: number
}

/** how far apart, cm, two labels' middles stand at least: a label is about 2.5 cm wide on the cloth at 1280 px */
export const LABEL_GAP = 4.5

/**
 * Every AA gun's ring labels, on the table and clear of each other and of the labels already standing at `avoid`
 * (the trenches' and AA machine guns' "rifles" labels, world cm); `hw` x `hd` the table's half-size.
 */
export function placeThreatLabels(guns: readonly ThreatGun[], rings: readonly { radius: number; label: string }[], hw: number, hd: number, gap = LABEL_GAP, avoid: readonly { x: number; z: number }[] = []): PlacedLabel[] {
  const out: PlacedLabel[] = []
  // a rifles label is wider ("rifles 1 ruler (level 1: ½)"): kept twice the gap away
  const clear = (x: number, z: number) => out.every((l) => Math.hypot(l.x - x, l.z - z) >= gap) && avoid.every((a) => Math.hypot(a.x - x, (a.z - z) * 2) >= 2 * gap)
  for (const g of [...guns].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const column = ringLabelAngle(g.x, g.z, hw, hd, rings.map((r) => r.radius))
    for (const r of rings) {
      const start = ringLabelAt(g.x, g.z, hw, hd, column, r.radius)
      if (start === null) continue
      // steps of about a centimetre along the ring, alternately either way, up to half the ring
      const step = Math.min(Math.PI / 8, 1 / Math.max(1, r.radius))
      const steps = Math.ceil(Math.PI / step)
      for (let k = 0; k <= 2 * steps; k++) {
        const a = start + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * step
        if (!ringLabelOnTable(g.x, g.z, hw, hd, a, r.radius)) continue
        const x = g.x + Math.cos(a) * r.radius
        const z = g.z + Math.sin(a) * r.radius
        if (!clear(x, z)) continue
        out.push({ gun: g.id, label: r.label, angle: a, radius: r.radius, x, z })
        break
      }
    }
  }
  return out
}
