/**
 * The record of each plane's moves that the 001 options read (move-kind.ts says how a 002 move maps onto a 001
 * manoeuvre): the move being flown and the one before it, in `plane.extra.track001`. It is on whenever any 001
 * option is, and listed first so that the others read a record that is up to date.
 */
import type { HexRuleModule, MoveStep } from '../hooks'
import type { HexOptions, HexPlane } from '../types'
import { emptyMove, type MoveCardKind, type MoveRecord } from './move-kind'
import { OPTION_001_FLAGS } from './schema'

export interface Track {
  /** the move being flown (or the last one flown, between the plane's turns) */
  now: MoveRecord
  /** the move before it, null before the plane's second */
  prev: MoveRecord | null
}

export function trackOf(plane: HexPlane): Track {
  const t = plane.extra.track001 as Track | undefined
  if (t) return t
  const fresh: Track = { now: emptyMove(plane.velocity), prev: null }
  plane.extra.track001 = fresh
  return fresh
}

/** Whether any 001 option is on. */
export function any001(options: HexOptions): boolean {
  return OPTION_001_FLAGS.some((f) => !!options[f]) || (Array.isArray(options.novicePilots) && options.novicePilots.length > 0)
}

const MOVE_CARDS: readonly string[] = ['left', 'right', 'hard-left', 'hard-right', 'forward', 'slide-left', 'slide-right', 'immelman']

/** Record one step into a move. */
export function record(m: MoveRecord, step: MoveStep, velocityAfter: number): void {
  if (step.facing && step.facing > 0) m.turnsLeft += step.facing
  if (step.facing && step.facing < 0) m.turnsRight -= step.facing
  if (step.altitude && step.altitude > 0) m.climbed += step.altitude
  if (step.altitude && step.altitude < 0) m.dived -= step.altitude
  if (step.kind === 'forward' || step.kind === 'slide' || step.kind === 'backward') m.spaces++
  if (step.card && MOVE_CARDS.includes(step.card) && !m.cards.includes(step.card as MoveCardKind)) m.cards.push(step.card as MoveCardKind)
  m.endVelocity = velocityAfter
}

export const track001: HexRuleModule = {
  id: 'track001',
  source: '001 lines 2-9 (the previous turn\'s maneuver)',
  active: any001,
  startOfTurn(_ctx, plane) {
    const t = plane.extra.track001 as Track | undefined
    // before a plane's first move it has flown straight on at its velocity (it entered the map so)
    plane.extra.track001 = { prev: t ? t.now : emptyMove(plane.velocity), now: emptyMove(plane.velocity) } satisfies Track
  },
  afterMove(_ctx, plane, step) {
    record(trackOf(plane).now, step, plane.velocity)
  },
  endOfMove(_ctx, plane) {
    trackOf(plane).now.endVelocity = plane.velocity
  },
}
