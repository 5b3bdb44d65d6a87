/**
 * Replays: a finished or saved game rebuilt from its setup, seed and commands, one frame per phase, so that it
 * can be stepped forward and back a phase at a time, scrubbed, played and paused. Seeking is a look-up: every
 * frame's state is kept.
 */
import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import { compileRules } from '../engine/compiled'
import { applyCommandInPlace, createGame } from '../engine/turn'
import type { Command, GameEvent, GameSetup, GameState, SeatId } from '../engine/types'
import { viewFor, type GameView } from '../engine/view'
import { cloneJson } from '../util/clone'

export interface ReplayFrame {
  index: number
  turn: number
  /** the phase that has just been flown (0: the start of the turn) */
  phase: number
  label: string
  state: GameState
  /** what happened since the previous frame */
  events: GameEvent[]
}

export class Replay {
  private constructor(readonly frames: ReplayFrame[]) {}

  static build(content: Content, setup: GameSetup, seed: Seed, commands: readonly Command[]): Replay {
    const rules = compileRules(content, setup)
    const events: GameEvent[] = []
    const state = createGame(rules, seed, events)
    const frames: ReplayFrame[] = []
    let from = 0
    const push = (s: GameState) => {
      const over = s.step === 'over'
      const label = frames.length === 0 ? 'Start' : over ? `Game over (turn ${s.turn}, phase ${s.phase})` : s.phase === 0 ? `Turn ${s.turn - 1}, phase 3` : `Turn ${s.turn}, phase ${s.phase}`
      frames.push({ index: frames.length, turn: s.phase === 0 && frames.length > 0 ? s.turn - 1 : s.turn, phase: s.phase === 0 && frames.length > 0 ? 3 : s.phase, label, state: cloneJson(s), events: events.slice(from) })
      from = events.length
    }
    push(state)
    // plans of a turn not yet flown change nothing on the table: they make no frame of their own
    for (const cmd of commands) applyCommandInPlace(rules, state, cmd, events, push)
    return new Replay(frames)
  }

  get length(): number {
    return this.frames.length
  }

  /**
   * What frame `index` shows to a viewer: a seat, a spectator (null), or 'all' for a spectator with every
   * secret revealed.
   */
  view(index: number, viewer: SeatId | null | 'all'): GameView {
    const frame = this.frames[Math.max(0, Math.min(this.frames.length - 1, index))]
    return viewer === 'all' ? viewFor(frame.state, null, { revealAll: true }) : viewFor(frame.state, viewer)
  }

  /** The events of a frame that a viewer may see. */
  events(index: number, viewer: SeatId | null | 'all'): GameEvent[] {
    const frame = this.frames[Math.max(0, Math.min(this.frames.length - 1, index))]
    if (viewer === 'all') return frame.events
    return frame.events.filter((e) => e.to === 'all' || (viewer !== null && e.to.includes(viewer)))
  }
}
