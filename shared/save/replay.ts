/**
 * Replays: a finished or saved game rebuilt from its setup, seed and commands, one frame per phase, so that it
 * can be stepped forward and back a phase at a time, or a card at a time within a phase (replay-cards.ts),
 * scrubbed, played and paused. Seeking is a look-up: every frame's state is kept.
 */
import type { Content } from '../content/types'
import type { Seed } from '../engine/rng'
import { compileRules } from '../engine/compiled'
import { applyCommandInPlace, createGame } from '../engine/turn'
import type { Command, GameEvent, GameSetup, GameState, SeatId } from '../engine/types'
import { viewFor, type GameView } from '../engine/view'
import { cloneJson } from '../util/clone'
import { cardCuts, cardPlanes, stateAtCard, type ReplayPosition } from './replay-cards'

type Viewer = SeatId | null | 'all'

function seen(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  if (viewer === 'all') return events.slice()
  return events.filter((e) => e.to === 'all' || (viewer !== null && e.to.includes(viewer)))
}

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
  private constructor(
    readonly frames: ReplayFrame[],
    private readonly cards: Content['damageCards'],
  ) {}

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
    return new Replay(frames, content.damageCards)
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
    return viewer === 'all' ? viewFor(frame.state, null, { revealAll: true }) : viewFor(frame.state, viewer, { cards: this.cards })
  }

  /** The events of a frame that a viewer may see. */
  events(index: number, viewer: SeatId | null | 'all'): GameEvent[] {
    const frame = this.frames[Math.max(0, Math.min(this.frames.length - 1, index))]
    if (viewer === 'all') return frame.events
    return seen(frame.events, viewer)
  }

  /** How many cards are flown between each frame and the next (the last frame: none). */
  cardCounts(): number[] {
    return this.frames.map((_, i) => (i + 1 < this.frames.length ? cardCuts(this.frames[i + 1].events).length : 0))
  }

  /** The planes whose cards are flown between frame `index` and the next, in the order they are stepped. */
  cardPlanes(index: number): string[] {
    const next = this.frames[index + 1]
    return next ? cardPlanes(next.events) : []
  }

  private clamp(pos: ReplayPosition): ReplayPosition {
    const frame = Math.max(0, Math.min(this.frames.length - 1, pos.frame))
    const next = this.frames[frame + 1]
    const card = next ? Math.max(0, Math.min(cardCuts(next.events).length, pos.card)) : 0
    return { frame, card }
  }

  /** How many of the events between frame `frame` and the next come before a position in that phase. */
  private cut(pos: ReplayPosition): number {
    const next = this.frames[pos.frame + 1]
    if (!next) return 0
    return pos.card > 0 ? cardCuts(next.events)[pos.card - 1] : 0
  }

  /** What the table shows at a position, to a viewer: a phase's frame, or `card` cards into the phase after it. */
  viewAt(at: ReplayPosition, viewer: Viewer): GameView {
    const pos = this.clamp(at)
    if (pos.card === 0) return this.view(pos.frame, viewer)
    const state = stateAtCard(this.frames[pos.frame].state, this.frames[pos.frame + 1].events, pos.card)
    return viewer === 'all' ? viewFor(state, null, { revealAll: true }) : viewFor(state, viewer, { cards: this.cards })
  }

  /** The events a viewer may see that play the table from one position to a later one in the same phase. */
  eventsBetween(from: ReplayPosition, to: ReplayPosition, viewer: Viewer): GameEvent[] {
    const a = this.clamp(from)
    const b = this.clamp(to)
    const next = this.frames[a.frame + 1]
    if (!next) return []
    const end = b.frame === a.frame ? this.cut(b) : next.events.length
    return seen(next.events.slice(this.cut(a), end), viewer)
  }

  /** Every event a viewer may see from the start of the game up to a position (the combat log of that moment). */
  eventsBefore(at: ReplayPosition, viewer: Viewer): GameEvent[] {
    const pos = this.clamp(at)
    const out: GameEvent[] = []
    for (let i = 0; i <= pos.frame; i++) for (const e of seen(this.frames[i].events, viewer)) out.push(e)
    const next = this.frames[pos.frame + 1]
    if (next) for (const e of seen(next.events.slice(0, this.cut(pos)), viewer)) out.push(e)
    return out
  }
}
