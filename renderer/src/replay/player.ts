/**
 * The replay on the table: built in the renderer from a save's text (the setup, the seed and the commands), so
 * stepping and seeking never wait for the host. The frames live here, beside the store; the store holds which
 * frame is shown and from whose point of view.
 */
import type { SeatId } from '../../../shared/engine/types'
import { Replay } from '../../../shared/save/replay'
import { readSave } from '../../../shared/save/save-file'
import { content } from '../content'
import type { AppStore } from '../store'
import { hostError, replayFrameShown } from '../store/game-slice'
import { frameChosen, replayFailed, replayOpened, viewerChosen, type ReplayViewer } from '../store/replay-slice'
import { screenShown } from '../store/ui-slice'

let current: { replay: Replay; file: string; jumps: number } | null = null

/** The replay on the table, if one is open (for the test hooks). */
export function currentReplay(): Replay | null {
  return current?.replay ?? null
}

function viewerOf(v: ReplayViewer): SeatId | null | 'all' {
  return v.kind === 'all' ? 'all' : v.kind === 'spectator' ? null : v.seat
}

/** Open a save as a replay and show its first frame. */
export function openReplay(store: AppStore, file: string, text: string): void {
  try {
    const { save } = readSave(content, text)
    const replay = Replay.build(content, save.setup, save.seed, save.commands)
    current = { replay, file, jumps: 0 }
    store.dispatch(replayOpened({ file, title: save.meta.title, labels: replay.frames.map((f) => f.label), seats: save.setup.seats.map((s) => ({ id: s.id, name: s.name })) }))
    store.dispatch(screenShown('replay'))
    showFrame(store, 0, false)
  } catch (e) {
    const message = `cannot replay ${file}: ${(e as Error).message}`
    store.dispatch(replayFailed(message))
    store.dispatch(hostError({ message }))
  }
}

/**
 * Put a frame on the table. Played (animate) when it is the next one: its movement and firing are shown; any
 * other move jumps straight to it.
 */
export function showFrame(store: AppStore, index: number, animate: boolean): void {
  if (!current) return
  const { viewer } = store.getState().replay
  const v = viewerOf(viewer)
  if (!animate) current.jumps++
  const key = `replay:${current.file}:${v === null ? 'spectator' : v}:${current.jumps}`
  store.dispatch(
    replayFrameShown({
      key,
      view: current.replay.view(index, v),
      events: animate ? current.replay.events(index, v) : [],
      viewer: v === 'all' ? null : v,
    }),
  )
}

export function closeReplay(): void {
  current = null
}

/**
 * Go to a frame: the next one is played, any other is jumped to. The table changes in the same moment as the
 * timeline, before anything is drawn again, so that seeking costs no more than a look-up.
 */
export function stepTo(store: AppStore, index: number): void {
  const before = store.getState().replay.index
  store.dispatch(frameChosen(index))
  const after = store.getState().replay.index
  if (after !== before) showFrame(store, after, after === before + 1)
}

/** Watch from another point of view: the same frame, as that seat, a spectator or with everything revealed. */
export function watchAs(store: AppStore, viewer: ReplayViewer): void {
  store.dispatch(viewerChosen(viewer))
  showFrame(store, store.getState().replay.index, false)
}
