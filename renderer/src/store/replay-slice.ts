/**
 * The replay being watched: which frame (the start, then the end of every phase) and how many cards into the phase
 * after it (issue 26: replays step by card), from whose point of view, playing or paused. The replay itself (every frame's state) lives beside the store in shell/replay/player.ts: it is
 * large and only ever read.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Watch as a seat, as a spectator (public only), or as a spectator with everything revealed. */
export type ReplayViewer = { kind: 'seat'; seat: string } | { kind: 'spectator' } | { kind: 'all' }

/** What the position line says of a frame: its turn and phase, whether fire was resolved, the cards flown after it. */
export interface FrameSteps {
  turn: number
  phase: number
  over: boolean
  /** the phase had a fire step (someone had a target) */
  fire: boolean
  /** the names of the planes whose cards are flown between this frame and the next, in step order */
  next: string[]
}

export interface ReplayState {
  /** the save the replay comes from */
  file: string | null
  title: string
  labels: string[]
  index: number
  /** cards of the phase after frame `index` flown (0: the frame itself) */
  card: number
  steps: FrameSteps[]
  viewer: ReplayViewer
  playing: boolean
  seats: { id: string; name: string }[]
  /** a problem opening the replay */
  problem: string | null
  /** the replay's ruleset when it is not the card game ('hex': a frame per command, tables/hex/replay/) */
  ruleset?: string
}

const initialState: ReplayState = { file: null, title: '', labels: [], index: 0, card: 0, steps: [], viewer: { kind: 'all' }, playing: false, seats: [], problem: null }

export const replaySlice = createSlice({
  name: 'replay',
  initialState,
  reducers: {
    replayOpened(_state, { payload }: PayloadAction<{ file: string; title: string; labels: string[]; seats: { id: string; name: string }[]; steps?: FrameSteps[]; ruleset?: string }>) {
      return { ...initialState, ...payload }
    },
    replayFailed(state, { payload }: PayloadAction<string>) {
      state.problem = payload
    },
    /** step to a frame; stepping forward by one plays that phase, anything else jumps */
    frameChosen(state, { payload }: PayloadAction<number>) {
      state.index = Math.max(0, Math.min(state.labels.length - 1, payload))
      state.card = 0
      if (state.index === state.labels.length - 1) state.playing = false
    },
    /** step to a card within a phase (card 0: the frame itself) */
    positionChosen(state, { payload }: PayloadAction<{ frame: number; card: number }>) {
      state.index = Math.max(0, Math.min(state.labels.length - 1, payload.frame))
      state.card = Math.max(0, Math.min(state.steps[state.index]?.next.length ?? 0, payload.card))
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

export const { replayOpened, replayFailed, frameChosen, positionChosen, viewerChosen, playToggled, replayClosed } = replaySlice.actions
