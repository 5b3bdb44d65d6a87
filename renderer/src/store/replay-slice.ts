/**
 * The replay being watched: which frame (the start, then the end of every phase), from whose point of view,
 * playing or paused. The replay itself (every frame's state) lives beside the store in replay/player.ts: it is
 * large and only ever read.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Watch as a seat, as a spectator (public only), or as a spectator with everything revealed. */
export type ReplayViewer = { kind: 'seat'; seat: string } | { kind: 'spectator' } | { kind: 'all' }

export interface ReplayState {
  /** the save the replay comes from */
  file: string | null
  title: string
  labels: string[]
  index: number
  viewer: ReplayViewer
  playing: boolean
  seats: { id: string; name: string }[]
  /** a problem opening the replay */
  problem: string | null
}

const initialState: ReplayState = { file: null, title: '', labels: [], index: 0, viewer: { kind: 'all' }, playing: false, seats: [], problem: null }

export const replaySlice = createSlice({
  name: 'replay',
  initialState,
  reducers: {
    replayOpened(_state, { payload }: PayloadAction<{ file: string; title: string; labels: string[]; seats: { id: string; name: string }[] }>) {
      return { ...initialState, ...payload }
    },
    replayFailed(state, { payload }: PayloadAction<string>) {
      state.problem = payload
    },
    /** step to a frame; stepping forward by one plays that phase, anything else jumps */
    frameChosen(state, { payload }: PayloadAction<number>) {
      state.index = Math.max(0, Math.min(state.labels.length - 1, payload))
      if (state.index === state.labels.length - 1) state.playing = false
    },
    viewerChosen(state, { payload }: PayloadAction<ReplayViewer>) {
      state.viewer = payload
    },
    playToggled(state) {
      state.playing = !state.playing && state.index < state.labels.length - 1
    },
    replayClosed() {
      return initialState
    },
  },
})

export const { replayOpened, replayFailed, frameChosen, viewerChosen, playToggled, replayClosed } = replaySlice.actions
