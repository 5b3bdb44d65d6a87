/**
 * What the table plays for the pieces' own events (issue 13; 003 Ground fire, Bombing, lines 649-896), as pure
 * numbers shared by the animator, the scene and the tests: where an AA gun's shell bursts and how high, the camera's
 * shake, where a bomb card ends up and where the bombs fall on their way down, and what a ground piece threatens
 * (the AA gun's reach by declared height, the infantry fire's reach around a trench or an AA machine gun's card).
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { moveBombCard } from '../../../../../shared/engine/rules/bombing/bomb-card'
import { DEFAULT_ALTITUDE, modelHeight, pegLevel } from './coords'

/** The kinds of ground piece that fire on their own (003 Ground fire): an AA gun's shells, a trench's or AA machine gun's infantry fire. */
const THREATENING = new Set(['aa-gun', 'trench', 'aamg'])

/**
 * The ground pieces whose threat the table draws: those still standing that fire, all of them with the Threats
 * toggle on, else only those whose own arcs are asked for.
 */
export function threateningPieces<P extends { id: string; status: string }>(rules: CompiledRules, planes: readonly P[], all: boolean, asked: readonly string[]): P[] {
  return planes.filter((p) => p.status === 'standing' && THREATENING.has(rules.byId.get(p.id)?.kind ?? '') && (all || asked.includes(p.id)))
}

/** 003 lines 696-697: how far an AA gun's counter may be placed at each height 1-4, in rulers (height 5: over the gun card) */
export const AA_REACH_AT_HEIGHT = [2, 1.5, 1, 0.5] as const

export interface ThreatRing {
  /** radius from the gun's red dot, cm */
  radius: number
  label: string
}

/** The AA gun's reach as rings about its red dot (line 681): 2 rulers at height 1 ... half a ruler at height 4. */
export function aaRings(ruler: number): ThreatRing[] {
  return AA_REACH_AT_HEIGHT.map((r, k) => ({ radius: r * ruler, label: `h${k + 1}` }))
}

/**
 * A trench's or an AA machine gun's infantry fire (lines 662-665, 671-672, 716-717): one ruler from its card (a plane's stand
 * within it), and with the altitude rules half a ruler for a plane at level 1 (level 0 one ruler, higher none).
 */
export function infantryBands(ruler: number, altitude: boolean): ThreatRing[] {
  return altitude ? [{ radius: ruler, label: 'level 0' }, { radius: ruler / 2, label: 'level 1' }] : [{ radius: ruler, label: 'rifles' }]
}

/**
 * Points (x, z in the card's frame, cm) around a card of `width` x `depth` pushed out by `r`: the line a ruler's
 * reach from the card traces, straight along the sides and rounded at the corners. `perCorner` points on each corner.
 */
export function offsetCard(width: number, depth: number, r: number, perCorner = 8): [number, number][] {
  const hw = width / 2
  const hd = depth / 2
  const out: [number, number][] = []
  const corners: [number, number, number][] = [
    [hw, -hd, -Math.PI / 2],
    [hw, hd, 0],
    [-hw, hd, Math.PI / 2],
    [-hw, -hd, Math.PI],
  ]
  for (const [cx, cz, a0] of corners)
    for (let k = 0; k <= perCorner; k++) {
      const a = a0 + (k / perCorner) * (Math.PI / 2)
      out.push([cx + Math.cos(a) * r, cz + Math.sin(a) * r])
    }
  return out
}

/**
 * The height an archie burst is drawn at: a plane's at the burst's level, the basic game's level without altitude;
 * with Flying Higher counted from the floor (coords.ts pegFloor), none below it.
 */
export function burstHeight(level: number | undefined, floor = 0): number {
  return modelHeight(Math.max(0, pegLevel(Math.max(1, level ?? DEFAULT_ALTITUDE), floor)))
}

/** How long a shell takes to climb from the gun's muzzle flash to its burst, s. */
export const SHELL_FLIGHT = 0.35
/** How long the camera shakes after a burst, s, and how far at most, px. */
export const SHAKE_SECONDS = 0.45
export const SHAKE_PIXELS = 5

/** The camera's shake `age` s after a burst, in pixels of view offset: a few quick, dying jolts; 0 once over. */
export function shakeOffset(age: number, out: [number, number]): [number, number] {
  if (!(age >= 0) || age >= SHAKE_SECONDS) {
    out[0] = 0
    out[1] = 0
    return out
  }
  const fade = 1 - age / SHAKE_SECONDS
  const a = SHAKE_PIXELS * fade * fade
  out[0] = a * Math.sin(age * 71)
  out[1] = a * Math.cos(age * 53) * 0.7
  return out
}

export interface Place {
  x: number
  y: number
  h: number
}

/**
 * Where a bomb card dropped at `at` with `markers` comes down (lines 844-851): moved on `markers` times with the card
 * it was placed with (a stall after a stall, else the plane's straight), as the engine's bombing module moves it.
 */
export function bombCardLanding(rules: CompiledRules, plane: string, at: Place, markers: number, flown: string | undefined): Place {
  if (markers <= 0) return at
  const compiled = rules.byId.get(plane)
  if (!compiled) return at
  let card = compiled.straight.card
  if (flown && rules.content.cards[flown]?.stall)
    for (const c of compiled.cards.values())
      if (c.card.stall && !c.card.altitude) {
        card = c.card
        break
      }
  let p: Place = at
  for (let k = 0; k < markers; k++) p = moveBombCard(p, card.move, card.turn)
  return p
}

/** How long bombs take from the plane to the ground, s. */
export const BOMB_FALL = 0.8

/**
 * Where the bombs are `u` (0..1) of the way down, from (x0, y0 at height h0) to the ground at (x1, y1): they keep
 * some of the plane's way and fall faster and faster. Heights in cm above the table. Written into `out`.
 */
export function bombAt(x0: number, y0: number, h0: number, x1: number, y1: number, u: number, out: { x: number; y: number; h: number }): { x: number; y: number; h: number } {
  const t = Math.max(0, Math.min(1, u))
  const along = 1 - (1 - t) * (1 - t) * 0.6 - 0.4 * (1 - t)
  out.x = x0 + (x1 - x0) * along
  out.y = y0 + (y1 - y0) * along
  out.h = h0 * (1 - t * t)
  return out
}

/**
 * An archie burst as a stream audience should read it (003 lines 683-685, 695-696: the shell bursts at its declared height; "a black burst with a flash at its height"):
 * an orange flash at its heart for the first fraction of a second, and a compact black cloud that pops out, then
 * lingers a few seconds, slowly spreading, drifting up and thinning. Ages in the animator's seconds (a slow table
 * slows it too).
 */
export const BURST_FLASH = 0.45
export const BURST_LINGER = 4.5
/** puffs in a burst's black cloud */
export const BURST_PUFFS = 9

/** A repeatable pseudo-random number for puff k (the same every frame). */
function hashOf(k: number): number {
  const x = Math.sin(k * 127.1 + 311.7) * 43758.5453
  return x - Math.floor(x)
}

export interface PuffLook {
  /** offset from the burst's heart, cm (x, z across the table, y up) */
  x: number
  y: number
  z: number
  /** across, cm */
  size: number
  /** 0: not drawn */
  alpha: number
}

/** Puff k (0..BURST_PUFFS-1) of a burst's black cloud `age` s after it burst, written into `out`. */
export function burstPuff(age: number, k: number, out: PuffLook): PuffLook {
  if (!(age >= 0) || age >= BURST_LINGER) {
    out.alpha = 0
    return out
  }
  const u = age / BURST_LINGER
  // the pop: out to its compact size in a fifth of a second, then slowly spreading
  const pop = 1 - Math.exp(-age * 14)
  const spread = pop * (1 + 0.5 * u)
  const a = hashOf(k * 1.7 + 0.3) * Math.PI * 2
  const e = (hashOf(k * 2.9 + 1.1) - 0.5) * 1.4
  const r = k === 0 ? 0 : 1 + hashOf(k + 5) * 0.9
  out.x = Math.cos(a) * r * spread + 0.35 * age
  out.z = Math.sin(a) * r * spread
  out.y = e * r * spread + 0.3 * age
  out.size = (k === 0 ? 4.2 : 2.8 + hashOf(k + 9) * 1.4) * (0.45 + 0.55 * pop) * (1 + 0.6 * u)
  // dense black while it is fresh, thinning away over its last two thirds
  const thin = Math.max(0, Math.min(1, (u - 0.3) / 0.7))
  out.alpha = 0.95 * (1 - thin * thin * (3 - 2 * thin))
  return out
}

/** The orange flash at the burst's heart `age` s after it burst: its size (cm) and opacity, alpha 0 once over. */
export function burstFlash(age: number, out: { size: number; alpha: number }): { size: number; alpha: number } {
  if (!(age >= 0) || age >= BURST_FLASH) {
    out.size = 0
    out.alpha = 0
    return out
  }
  const u = age / BURST_FLASH
  out.size = 4.5 + 4 * Math.sqrt(u)
  out.alpha = u < 0.5 ? 1 : 1 - (u - 0.5) * 2
  return out
}

/**
 * Which way an AA gun's ring labels run from its red dot at (gx, gz) (world cm, the table's half-size hw x hd, its
 * middle at the origin), as an angle in the table's x-z plane: towards the table's middle (the way the enemy comes)
 * where the outermost ring's label is on the table, else turned aside by 45 and then 90 degrees, else the way that
 * keeps the most labels on the table.
 */
export function ringLabelAngle(gx: number, gz: number, hw: number, hd: number, radii: readonly number[]): number {
  const toward = Math.atan2(Math.sign(-gz) || 1, 0)
  const turns = [0, Math.PI / 4, -Math.PI / 4, Math.PI / 2, -Math.PI / 2, (3 * Math.PI) / 4, (-3 * Math.PI) / 4, Math.PI]
  let best = toward
  let most = -1
  for (const t of turns) {
    const a = toward + t
    const on = radii.filter((r) => ringLabelOnTable(gx, gz, hw, hd, a, r)).length
    if (on === radii.length) return a
    if (on > most) {
      most = on
      best = a
    }
  }
  return best
}

/** A ring label `r` from the dot along `a` lies on the table, a centimetre in from its edges. */
export function ringLabelOnTable(gx: number, gz: number, hw: number, hd: number, a: number, r: number): boolean {
  return Math.abs(gx + Math.cos(a) * r) <= hw - 1 && Math.abs(gz + Math.sin(a) * r) <= hd - 1
}

/**
 * Where on its ring (radius `r`) a label goes, as an angle: along the column `a` when that is on the table, else the
 * nearest place on the ring (either way round) that is; null when none of the ring is on the table.
 */
export function ringLabelAt(gx: number, gz: number, hw: number, hd: number, a: number, r: number): number | null {
  for (let k = 0; k <= 32; k++) {
    const d = (k * Math.PI) / 32
    if (ringLabelOnTable(gx, gz, hw, hd, a + d, r)) return a + d
    if (ringLabelOnTable(gx, gz, hw, hd, a - d, r)) return a - d
  }
  return null
}
