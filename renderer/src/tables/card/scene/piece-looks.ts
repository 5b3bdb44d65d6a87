/**
 * How the pieces that are not aeroplanes look on the table (003 Balloon busting and Ground fire, lines 530-896):
 * which model a piece's status gets, how high a balloon hangs, how dark a silenced piece is drawn, how much smoke and
 * fire rise from it, and how a balloon sways on its cable. Pure, so that the scene (Pieces.tsx) and the tests share it.
 */
import type { PieceKind } from '../../../../../shared/content/types'
import { fnv1a } from '../../../../../shared/util/fnv'
import { standHeight } from './coords'

/**
 * 'up': in play (a balloon aloft, a ground piece firing); 'silenced': a ground piece silenced (003 lines 670, 690-691,
 * 725-727), still on the table; 'landed': a balloon winched down and out of the game (lines 579-581); 'deflated': a
 * balloon destroyed without exploding (lines 571-572), its envelope on the ground; 'wreck': burnt out (an exploded balloon,
 * a ground piece destroyed); 'gone': nothing to draw.
 */
export type PieceLook = 'up' | 'silenced' | 'landed' | 'deflated' | 'wreck' | 'gone'

/** Without the altitude rules a balloon is drawn at this level: high over the planes of the basic game's level 1. */
export const BALLOON_DEFAULT_LEVEL = 3

/** The model of a piece: its own kind, or a balloon's winch lorry. */
export type GroundModel = 'trench' | 'aa-gun' | 'aamg' | 'target' | 'winch'

/** Whether the pieces layer draws this kind (aeroplanes are Planes.tsx's). */
export function isPiece(kind: PieceKind): boolean {
  return kind !== 'aeroplane'
}

/** The model on the table for a kind: each ground piece its own, a balloon its winch lorry. */
export function groundModelOf(kind: Exclude<PieceKind, 'aeroplane'>): GroundModel {
  return kind === 'balloon' ? 'winch' : kind
}

/**
 * The look of a piece for its status. The status is taken as a string: pieces have 'standing', 'silenced' and
 * 'landed' besides the aeroplanes' statuses.
 */
export function pieceLook(kind: PieceKind, status: string): PieceLook {
  if (kind === 'balloon') {
    if (status === 'landed') return 'landed'
    if (status === 'exploded') return 'wreck'
    if (status === 'shot-down' || status === 'crashed' || status === 'out-of-control') return 'deflated'
    if (status === 'exited') return 'gone'
    return 'up'
  }
  if (status === 'silenced') return 'silenced'
  if (status === 'shot-down' || status === 'exploded' || status === 'crashed' || status === 'out-of-control') return 'wreck'
  if (status === 'exited') return 'gone'
  return 'up'
}

/**
 * A landed balloon's model origin is sunk this far into the table: the envelope rests on the ground and the basket,
 * packed away, is out of sight (plane-geometry.ts hangs the envelope 2.6 cm over the basket).
 */
export const LANDED_SINK = 1.05

/**
 * Height of a balloon model's origin (the bottom of its basket) above the table, cm: over the stand of its level as
 * a plane at that level would stand (with the altitude rules its own level, else BALLOON_DEFAULT_LEVEL), plus the
 * lift of a level change being played; bedded down on the ground once landed; 0 once destroyed (the model is not
 * drawn then: the remains lie on the card).
 */
export function balloonHeight(look: PieceLook, level: number | undefined, lift = 0): number {
  if (look === 'landed') return -LANDED_SINK
  if (look !== 'up') return 0
  return standHeight(Math.max(0, level ?? BALLOON_DEFAULT_LEVEL)) + lift
}

/** The colour a ground piece's model is multiplied by: a silenced piece is darker, a destroyed one charred. */
export function lookTint(look: PieceLook): number {
  if (look === 'silenced') return 0.45
  if (look === 'wreck') return 0.28
  return 1
}

export interface Emission {
  /** puffs of smoke a second */
  smoke: number
  /** flames a second */
  fire: number
  /** black smoke (burning) or grey wisps */
  black: boolean
}

/**
 * What rises from a piece: a burning balloon (003 lines 561, 565: a flame counter for each fire) flames and smokes black,
 * more with every counter; a silenced ground piece or a wreck smoulders in grey wisps.
 */
export function emission(look: PieceLook, flame: number): Emission {
  if (look === 'up' && flame > 0) return { smoke: 14 + 6 * flame, fire: 20 + 8 * flame, black: true }
  if (look === 'silenced') return { smoke: 5, fire: 0, black: false }
  if (look === 'wreck') return { smoke: 3, fire: 0, black: false }
  return { smoke: 0, fire: 0, black: false }
}

export interface Sway {
  /** drift of the balloon across and along the wind, cm */
  dx: number
  dz: number
  /** turn about the cable, and the roll and pitch of the envelope, radians */
  yaw: number
  roll: number
  pitch: number
}

/** The gentle sway of a balloon on its cable at time t (s); `seed` keeps two balloons out of step. Written into `out`. */
export function balloonSway(t: number, seed: number, out: Sway): Sway {
  const a = t * 0.55 + seed * 2.1
  const b = t * 0.37 + seed * 4.7
  out.dx = 0.35 * Math.sin(a) + 0.12 * Math.sin(b * 2.3)
  out.dz = 0.3 * Math.sin(b)
  out.yaw = 0.07 * Math.sin(a * 0.6 + 1)
  out.roll = 0.05 * Math.sin(a * 1.3)
  out.pitch = 0.035 * Math.sin(b * 1.1 + 0.5)
  return out
}

/** A stable number in [0, 1) for a piece's id, so that each balloon sways and each fire flickers its own way. */
export function seedOf(id: string): number {
  return fnv1a(id) / 4294967296
}
