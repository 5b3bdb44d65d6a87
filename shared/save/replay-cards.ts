/**
 * A replay stepped card by card (issue 26): between the end of one phase and the end of the next, each plane's
 * manoeuvre card is a step of its own, then the phase's fire. The engine flies a phase's cards together (all are
 * revealed, then every plane moves, each a 'moved' event, then fire is looked for), so the steps are cut at its
 * events: card k of a phase is the table after the k-th 'moved' event of that phase, in the engine's order (the
 * planes' order in the setup), with the planes that have not flown yet where they were; the last step is the end of
 * the phase, its fire resolved. docs/saves.md (Replays) says why.
 */
import type { GameEvent, GameState } from '../engine/types'
import { cloneJson } from '../util/clone'

/** Where a replay stands: at the end of phase frame `frame` (card 0), or `card` cards into the phase after it. */
export interface ReplayPosition {
  frame: number
  card: number
}

/** The number of events up to and including each 'moved' event of a phase's events: card k shows `cuts[k - 1]`. */
export function cardCuts(events: readonly GameEvent[]): number[] {
  const cuts: number[] = []
  for (let i = 0; i < events.length; i++) if (events[i].type === 'moved') cuts.push(i + 1)
  return cuts
}

/** The planes whose cards a phase's events fly, in order. */
export function cardPlanes(events: readonly GameEvent[]): string[] {
  const out: string[] = []
  for (const e of events) if (e.type === 'moved') out.push(e.plane)
  return out
}

/**
 * The table `card` cards into a phase: the state at the end of the phase before, each of the first `card` planes
 * to move put where its card took it (a copy: the frames are never changed).
 */
export function stateAtCard(before: GameState, events: readonly GameEvent[], card: number): GameState {
  const state = cloneJson(before)
  let k = 0
  for (const e of events) {
    if (e.type !== 'moved') continue
    if (k++ >= card) break
    const p = state.planes.find((q) => q.id === e.plane)
    if (!p) continue
    p.x = e.at.x
    p.y = e.at.y
    p.h = e.at.h
  }
  return state
}

/** The card after `pos`, or the end of the phase when its cards are all flown; `counts[i]`: the cards between frames i and i + 1. */
export function nextCard(pos: ReplayPosition, counts: readonly number[]): ReplayPosition {
  const last = counts.length - 1
  if (pos.frame >= last) return { frame: last, card: 0 }
  return pos.card < counts[pos.frame] ? { frame: pos.frame, card: pos.card + 1 } : { frame: pos.frame + 1, card: 0 }
}

/** The card before `pos`: the phase before's last card when `pos` is the end of a phase. */
export function previousCard(pos: ReplayPosition, counts: readonly number[]): ReplayPosition {
  if (pos.card > 0) return { frame: pos.frame, card: pos.card - 1 }
  if (pos.frame <= 0) return { frame: 0, card: 0 }
  return { frame: pos.frame - 1, card: counts[pos.frame - 1] ?? 0 }
}

/** The end of the phase being flown, or of the next one. */
export function nextPhase(pos: ReplayPosition, counts: readonly number[]): ReplayPosition {
  return { frame: Math.min(counts.length - 1, pos.frame + 1), card: 0 }
}

/** The end of the phase before: from within a phase, the start of that phase. */
export function previousPhase(pos: ReplayPosition): ReplayPosition {
  return { frame: pos.card > 0 ? pos.frame : Math.max(0, pos.frame - 1), card: 0 }
}

/** `to` is the step straight after `from` or later in the same phase: the table plays the way there. */
export function playsOn(from: ReplayPosition, to: ReplayPosition): boolean {
  if (to.frame === from.frame) return to.card > from.card
  return to.frame === from.frame + 1 && to.card === 0
}
