/**
 * How the hex bots judge a position and a shot, from what every seat sees (002's dice are rolled in the open and the
 * planes are public): the expected hits of a shot at a range, who could fire at whom from where the planes stand,
 * and one number for how good a plane's position is for its side. Pure functions of planes and the setup; the
 * heuristic bot steers by them and the search bot scores its rollouts' ends with them.
 */
import { cloudBetween } from '../attack'
import { distance, onMap, spacesBehind, spacesInFront, step } from '../geometry'
import type { CardType, Hex, HexSetup, HexState, PlaneView } from '../types'

/** The expected hits of 1D6 less `minus` (never below 0). */
export function expectedHits(minus: number): number {
  let s = 0
  for (let d = 1; d <= 6; d++) s += Math.max(0, d - minus)
  return s / 6
}

/** 002 SHOOT SEGMENT: at n spaces directly in front, 1D6 less n - 1. */
export const frontMinus = (range: number): number => range - 1
/** 002 OBSERVER SHOOTS SEGMENT: 1 space behind 1D6-1, 2: 1D6-3, 3: 1D6-4. */
export const observerMinus = (range: number): number => [0, 1, 3, 4][range] ?? 6

/** The part of a plane the judging needs (a PlaneView, or a plane of a sampled state). */
export type Flyer = Pick<PlaneView, 'id' | 'side' | 'hex' | 'facing' | 'altitude' | 'velocity' | 'status' | 'ammo' | 'hits' | 'crew'> & { aircraft: { observer: boolean } }

const cloudsOnly = (setup: HexSetup) => ({ setup }) as unknown as HexState

/** The expected hits `a`'s front guns would do to `b` now (0 when `b` is not a target for them). */
export function frontThreat(setup: HexSetup, a: Flyer, b: { hex: Hex; altitude: number }): number {
  if (a.ammo <= 0) return 0
  const r = spacesInFront(a.hex, a.facing, b.hex, 6)
  if (!r) return 0
  if (b.altitude !== a.altitude && b.altitude !== a.altitude - 1) return 0
  if (setup.clouds.length && cloudBetween(cloudsOnly(setup), a.hex, a.altitude, b.hex, b.altitude)) return 0
  return expectedHits(frontMinus(r))
}

/** The expected hits `a`'s observer would do to `b` now, in the 60 degree arc behind (0 without an observer). */
export function observerThreat(setup: HexSetup, a: Flyer, b: { hex: Hex; altitude: number }): number {
  if (!a.aircraft.observer || !a.crew.observer || a.ammo <= 0) return 0
  const r = spacesBehind(a.hex, a.facing, b.hex, 3)
  if (!r) return 0
  if (b.altitude !== a.altitude && b.altitude !== a.altitude + 1) return 0
  if (setup.clouds.length && cloudBetween(cloudsOnly(setup), a.hex, a.altitude, b.hex, b.altitude)) return 0
  return expectedHits(observerMinus(r))
}

/** How much a card is worth keeping in hand, to a plane (the heuristic discards the cheapest first). */
export function cardValue(type: CardType, maxSpeed: number): number {
  switch (type) {
    case 'ace':
      return 4
    case 'shoot':
      return 3
    case 'recover':
      return 2.5
    case 'stall':
      return 1.6
    case 'left':
    case 'right':
      return 1.5
    case 'hard-left':
    case 'hard-right':
      return 1.4
    case 'slide-left':
    case 'slide-right':
      return 1.2
    case 'immelman':
      return maxSpeed >= 5 ? 1.3 : 0.5
    default:
      return 1
  }
}

export interface PositionOptions {
  /** the spaces the plane must still fly this move, straight on, before the position counts (its projection) */
  toFly: number
  /** the chance an enemy holds a Stall card (the stall danger of a velocity of 0 or 1) */
  stallRisk: number
  /** the objectives achieved so far (the others of its side draw it on) */
  achieved: readonly string[]
  /** the balloons still up (a plane entering one's hex at its altitude crashes) */
  balloons: readonly string[]
}

/**
 * What the side's objectives still to do make of a position (objectives.ts): ending a move within range of the
 * hex at a fitting altitude does one (spotting, photography, bombing, leaflets), flying over it low lets a Shoot
 * card strafe it; the nearer the better. Balloons are the guns' business (positionValue's shots).
 */
export function objectiveValue(setup: HexSetup, at: Flyer, achieved: readonly string[]): number {
  let v = 0
  for (const o of setup.objectives) {
    if (o.side !== at.side || !o.hex || achieved.includes(o.id)) continue
    if (o.observer && !at.crew.observer) continue
    const d = distance(at.hex, o.hex)
    const lo = o.minAltitude ?? 1
    const hi = o.maxAltitude ?? (o.kind === 'strafing' ? 1 : 6)
    const altOff = at.altitude < lo ? lo - at.altitude : at.altitude > hi ? at.altitude - hi : 0
    const reach = o.kind === 'strafing' ? 0 : (o.range ?? 0)
    if (d <= reach && altOff === 0) v += 6
    v -= 0.35 * Math.max(0, d - reach) + 0.3 * altOff
  }
  return v
}

/**
 * How good `me`'s position is for its side, the higher the better: where it would stand after flying `toFly` spaces
 * straight on; its guns on an enemy (the expected hits it could fire next), the enemies' guns and observers on it
 * (what they could fire at it from where they stand), closing to a firing position (2-3 spaces, nose on), one step
 * above an enemy (it may fire, the enemy's front guns may not), velocity (0 or 1: the stall danger; 5+ may loop), the
 * map's edge (flying off leaves the fight) and a low altitude (a stall's fall of 2 steps crashes at 2 or below).
 */
export function positionValue(setup: HexSetup, me: Flyer, planes: readonly Flyer[], o: PositionOptions): number {
  let hex = me.hex
  for (let i = 0; i < o.toFly; i++) {
    hex = step(hex, me.facing)
    if (!onMap(hex, setup.map)) return -60 - 5 * (o.toFly - i)
    if (crashesAt(setup, o.balloons, me, planes, hex, me.altitude)) return -90
  }
  const at: Flyer = { ...me, hex }
  let v = 0
  const enemies = planes.filter((p) => p.status === 'flying' && p.side !== me.side)
  let best = Infinity
  for (const e of enemies) {
    const mine = frontThreat(setup, at, e)
    const theirs = frontThreat(setup, e, at) + observerThreat(setup, e, at)
    v += 1.2 * mine - 1.5 * theirs
    const d = distance(at.hex, e.hex)
    best = Math.min(best, d)
    // nose on: the enemy's hex ahead within a few spaces, or a turn away
    for (const turnBy of [0, 1, -1]) {
      const f = (((at.facing + turnBy) % 6) + 6) % 6
      const r = spacesInFront(at.hex, f, e.hex, 6)
      if (r) v += (turnBy === 0 ? 0.6 : 0.3) * (r <= 3 ? 1 : 0.6)
    }
    const dz = at.altitude - e.altitude
    v += dz === 1 ? 0.4 : dz === 0 ? 0.25 : -0.1 * Math.abs(dz)
  }
  if (enemies.length) v -= 0.15 * Math.abs(best - 3)
  if (at.velocity <= 1) v -= 2.5 * o.stallRisk + (at.altitude <= 2 ? 1.5 * o.stallRisk : 0)
  else if (at.velocity >= 2 && at.velocity <= 4) v += 0.2
  // the edge: the spaces it could fly straight on before leaving the map
  let room = 0
  for (let h = hex; room < 6 && onMap((h = step(h, at.facing)), setup.map); ) room++
  if (room < at.velocity) v -= 0.6 * (at.velocity - room)
  if (at.altitude <= 2) v -= 0.5
  return v + objectiveValue(setup, at, o.achieved)
}

/**
 * Whether a plane entering `hex` at `altitude` would crash there: another plane flying in it at that altitude, or a
 * balloon still up (`up`, the view's balloons: one shot down is no longer there).
 */
export function crashesAt(setup: HexSetup, up: readonly string[], me: { id: string }, planes: readonly Flyer[], hex: Hex, altitude: number): boolean {
  const same = (h: Hex) => h.col === hex.col && h.row === hex.row
  return planes.some((p) => p.id !== me.id && p.status === 'flying' && p.altitude === altitude && same(p.hex)) || setup.balloons.some((b) => b.altitude === altitude && same(b.hex) && up.includes(b.id))
}

/** The chance at least one of `cards` unseen cards in `held` hands holds one of `stalls` Stall cards among `unseen`. */
export function holdsChance(stalls: number, unseen: number, held: number): number {
  if (stalls <= 0 || held <= 0 || unseen <= 0) return 0
  let none = 1
  for (let i = 0; i < Math.min(held, unseen); i++) none *= Math.max(0, unseen - stalls - i) / (unseen - i)
  return 1 - none
}
