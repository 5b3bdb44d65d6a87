/**
 * The replay on the table: built in the renderer from a save's text (the setup, the seed and the commands), so
 * stepping and seeking never wait for the host. The frames live here, beside the store; the store holds which
 * frame (and how many cards into the phase after it) is shown and from whose point of view. Each position also
 * gives the combat log every event the viewer may see up to it, so that the log is the game's up to that point
 * whether the table got there by playing or by a jump.
 */
import type { SeatId } from '../../../../shared/engine/types'
import { Replay } from '../../../../shared/save/replay'
import { nextCard, nextPhase, playsOn, previousCard, previousPhase, type ReplayPosition } from '../../../../shared/save/replay-cards'
import { readSave } from '../../../../shared/save/save-file'
import { content } from '../../content'
import type { AppStore } from '../../store'
import { hostError, replayFrameShown } from '../../store/game-slice'
import { frameChosen, positionChosen, replayFailed, replayOpened, viewerChosen, type FrameSteps, type ReplayViewer } from '../../store/replay-slice'
import { screenShown } from '../../store/ui-slice'
import { planeName } from '../../tables/card/panels/plane-name'

let current: { replay: Replay; file: string; jumps: number; counts: number[] } | null = null

/** The replay on the table, if one is open (for the test hooks). */
export function currentReplay(): Replay | null {
  return current?.replay ?? null
}

function viewerOf(v: ReplayViewer): SeatId | null | 'all' {
  return v.kind === 'all' ? 'all' : v.kind === 'spectator' ? null : v.seat
}

const FIRE = new Set(['fire-options', 'fired', 'infantry-fire', 'archie-burst'])

/** What the position line needs of each frame (replay-words.ts). */
export function frameSteps(replay: Replay): FrameSteps[] {
  return replay.frames.map((f, i) => {
    const planes = replay.view(i, 'all').planes
    return {
      turn: f.turn,
      phase: f.phase,
      over: f.state.step === 'over',
      fire: f.events.some((e) => FIRE.has(e.type)),
      next: replay.cardPlanes(i).map((id) => planeName(planes, id, content)),
    }
  })
}

/** The ruleset a save's text names ("card" when it names none, as every save before issue 29; null: not JSON). */
export function rulesetOfSaveText(text: string): string | null {
  try {
    const ruleset = (JSON.parse(text) as { ruleset?: unknown } | null)?.ruleset
    return typeof ruleset === 'string' ? ruleset : 'card'
  } catch {
    return null
  }
}

/**
 * Open a save as a replay and show its first frame: a card game's here, a hex game's by the hex table's replay
 * (tables/hex/replay/hex-replay.ts), loaded with that table's chunk.
 */
export function openReplay(store: AppStore, file: string, text: string): void {
  if (rulesetOfSaveText(text) === 'hex') {
    import('../../tables/hex/replay/hex-replay')
      .then((m) => m.openHexReplay(store, file, text))
      .catch((e: unknown) => store.dispatch(hostError({ message: `cannot replay ${file}: ${(e as Error).message}` })))
    return
  }
  try {
    const { save } = readSave(content, text)
    const replay = Replay.build(content, save.setup, save.seed, save.commands)
    current = { replay, file, jumps: 0, counts: replay.cardCounts() }
    store.dispatch(replayOpened({ file, title: save.meta.title, labels: replay.frames.map((f) => f.label), seats: save.setup.seats.map((s) => ({ id: s.id, name: s.name })), steps: frameSteps(replay) }))
    store.dispatch(screenShown('replay'))
    show(store, null, { frame: 0, card: 0 })
  } catch (e) {
    const message = `cannot replay ${file}: ${(e as Error).message}`
    store.dispatch(replayFailed(message))
    store.dispatch(hostError({ message }))
  }
}

/**
 * Put a position on the table. Played when it comes after `from` in the same phase (the next card, the rest of the
 * phase): its movement and firing are shown; any other move jumps straight to it, the log given all before it.
 */
function show(store: AppStore, from: ReplayPosition | null, to: ReplayPosition): void {
  if (!current) return
  const v = viewerOf(store.getState().replay.viewer)
  const animate = from !== null && playsOn(from, to)
  if (!animate) current.jumps++
  const key = `replay:${current.file}:${v === null ? 'spectator' : v}:${current.jumps}`
  store.dispatch(
    replayFrameShown({
      key,
      view: current.replay.viewAt(to, v),
      events: animate ? current.replay.eventsBetween(from, to, v) : [],
      viewer: v === 'all' ? null : v,
      ...(animate ? {} : { past: current.replay.eventsBefore(to, v) }),
    }),
  )
}

export function closeReplay(): void {
  current = null
}

function where(store: AppStore): ReplayPosition {
  const r = store.getState().replay
  return { frame: r.index, card: r.card }
}

/** Go to a position: a later one in the same phase is played, any other is jumped to. */
function goTo(store: AppStore, to: ReplayPosition): void {
  const before = where(store)
  store.dispatch(positionChosen(to))
  const after = where(store)
  if (after.frame !== before.frame || after.card !== before.card) show(store, before, after)
}

/**
 * Go to a frame (the end of a phase): the next one is played (from within a phase, the rest of it), any other is
 * jumped to. The table changes in the same moment as the timeline, before anything is drawn again, so that seeking
 * costs no more than a look-up.
 */
export function stepTo(store: AppStore, index: number): void {
  const before = where(store)
  store.dispatch(frameChosen(index))
  const after = where(store)
  if (after.frame !== before.frame || after.card !== before.card) show(store, before, after)
}

/** One card on or back: each plane's manoeuvre of a phase in turn, then the phase's fire (replay-cards.ts). */
export function stepCard(store: AppStore, by: 1 | -1): void {
  if (!current) return
  const at = where(store)
  goTo(store, by > 0 ? nextCard(at, current.counts) : previousCard(at, current.counts))
}

/** One phase on (to the end of the phase being flown, or the next) or back (to the end of the phase before). */
export function stepPhase(store: AppStore, by: 1 | -1): void {
  if (!current) return
  const at = where(store)
  goTo(store, by > 0 ? nextPhase(at, current.counts) : previousPhase(at))
}

/** Watch from another point of view: the same position, as that seat, a spectator or with everything revealed. */
export function watchAs(store: AppStore, viewer: ReplayViewer): void {
  store.dispatch(viewerChosen(viewer))
  show(store, null, where(store))
}
