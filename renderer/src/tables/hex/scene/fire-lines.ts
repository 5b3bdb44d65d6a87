/**
 * What the moving plane covers with its guns, for the table to draw: the wedge it faces, the forward fire line and the
 * observer's arc with their range bands, and the targets in them (002 SHOOT SEGMENT, OBSERVER SHOOTS SEGMENT).
 *
 * - Forward: "If your opponent is 6 spaces directly in front of you he takes 1D6-5 hits ... 1 space directly in front
 *   of you he takes 1D6 hits. The target must be at the same altitude or 1 step lower."
 * - Observer: "The observer attacks into the 60 degree arc behind the plane. ... 3 spaces behind you ... 1D6-4 hits.
 *   ... 2 spaces ... 1D6-3 hits. ... 1 space directly behind you ... 1D6-1 hits. The target must be at the same
 *   altitude or 1 step higher."
 * - CLOUDS: "Planes cannot shoot into or through clouds."
 * The range bands are the table's own reading (docs/architecture.md "The hex table's scene"): short range where the
 * roll loses at most 1 (1 or 2 spaces in front, 1 behind), long range beyond. The geometry is the game's own
 * (geometry.ts: spacesInFront, spacesBehind), so what is drawn is what the host takes.
 */
import { cloudBetween } from '../../../../../shared/rulesets/hex/attack'
import { distance, onMap, spacesBehind, step, turn } from '../../../../../shared/rulesets/hex/geometry'
import { OBSERVER_MINUS } from '../../../../../shared/rulesets/hex/observer'
import { shootMinus } from '../../../../../shared/rulesets/hex/shoot'
import type { Hex, HexState, HexView, PlaneView } from '../../../../../shared/rulesets/hex/types'
import { allHexes } from './hex-coords'

export type RangeBand = 'short' | 'long'

export interface FireHex {
  hex: Hex
  spaces: number
  /** the roll at this range, as the rules write it: "1D6", "1D6-3" */
  dice: string
  band: RangeBand
}

export interface FireTarget {
  id: string
  hex: Hex
  altitude: number
  spaces: number
  dice: string
  band: RangeBand
  /** why it may not be fired at now, in plain words; null when it may */
  blocked: string | null
}

export interface FireCover {
  hexes: FireHex[]
  targets: FireTarget[]
}

function diceWords(minus: number): string {
  return minus ? `1D6-${minus}` : '1D6'
}

/**
 * The front 60 degree wedge (the hexes within 30 degrees of straight ahead), up to `max` spaces, on the map: where the
 * plane faces, which no 002 rule fires into (its guns fire only straight ahead, `forwardLine`); the key says so.
 */
export function frontArc(plane: Pick<PlaneView, 'hex' | 'facing'>, map: { width: number; height: number }, max = 6): Hex[] {
  return allHexes(map).filter((h) => spacesBehind(plane.hex, turn(plane.facing, 3), h, max) !== null)
}

/** The straight line of hexes in front (1-6 spaces, on the map), each with its roll. */
export function forwardLine(plane: Pick<PlaneView, 'hex' | 'facing'>, map: { width: number; height: number }): FireHex[] {
  const out: FireHex[] = []
  for (let n = 1; n <= 6; n++) {
    const h = step(plane.hex, plane.facing, n)
    if (!onMap(h, map)) break
    out.push({ hex: h, spaces: n, dice: diceWords(shootMinus(n)), band: n <= 2 ? 'short' : 'long' })
  }
  return out
}

/** The 60 degree arc behind (1-3 spaces, on the map), each hex with its roll. */
export function observerArc(plane: Pick<PlaneView, 'hex' | 'facing'>, map: { width: number; height: number }): FireHex[] {
  const out: FireHex[] = []
  for (const h of allHexes(map)) {
    const n = spacesBehind(plane.hex, plane.facing, h, 3)
    if (n) out.push({ hex: h, spaces: n, dice: diceWords(OBSERVER_MINUS[n]), band: n === 1 ? 'short' : 'long' })
  }
  return out
}

/** The enemy planes flying and balloons still up, where they are. */
function enemiesOf(view: HexView, plane: PlaneView): { id: string; hex: Hex; altitude: number }[] {
  const planes = view.planes.filter((p) => p.status === 'flying' && p.side !== plane.side)
  const balloons = view.setup.balloons.filter((b) => view.balloons.includes(b.id) && b.side !== plane.side)
  return [...planes, ...balloons]
}

function cover(view: HexView, plane: PlaneView, hexes: FireHex[], altitudeOk: (alt: number) => string | null): FireCover {
  // cloudBetween reads only the setup's clouds
  const clouds = { setup: view.setup } as HexState
  const targets: FireTarget[] = []
  for (const e of enemiesOf(view, plane)) {
    const at = hexes.find((f) => f.hex.col === e.hex.col && f.hex.row === e.hex.row)
    if (!at) continue
    const blocked = altitudeOk(e.altitude) ?? (cloudBetween(clouds, plane.hex, plane.altitude, e.hex, e.altitude) ? 'a cloud is in the way' : null)
    targets.push({ id: e.id, hex: e.hex, altitude: e.altitude, spaces: at.spaces, dice: at.dice, band: at.band, blocked })
  }
  return { hexes, targets }
}

/** The forward fire line of a plane and the enemies on it. */
export function forwardCover(view: HexView, plane: PlaneView): FireCover {
  return cover(view, plane, forwardLine(plane, view.setup.map), (alt) =>
    alt === plane.altitude || alt === plane.altitude - 1 ? null : alt > plane.altitude ? 'too high: the guns reach the same altitude or 1 lower' : 'too low: the guns reach the same altitude or 1 lower',
  )
}

/** The observer's arc and the enemies in it, or null when the plane has no observer alive. */
export function observerCover(view: HexView, plane: PlaneView): FireCover | null {
  if (!plane.aircraft.observer || !plane.crew.observer) return null
  return cover(view, plane, observerArc(plane, view.setup.map), (alt) =>
    alt === plane.altitude || alt === plane.altitude + 1 ? null : alt < plane.altitude ? 'too low: the observer reaches the same altitude or 1 higher' : 'too high: the observer reaches the same altitude or 1 higher',
  )
}

/** How far apart two hexes are, in spaces (for labels). */
export function spacesBetween(a: Hex, b: Hex): number {
  return distance(a, b)
}
