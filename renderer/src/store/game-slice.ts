/**
 * What this seat may see of the game on the table: the host's view for the seat this client sits at (or the
 * public view for a spectator), the seats, and the events not yet shown on the table.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GameEvent, SeatId } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import type { SeatInfo, ServerMessage } from '../../../shared/protocol/messages'
import { handOffStarted } from './hand-off-actions'
import { publicEvents, publicView } from './public-view'

export interface GameSliceState {
  session: string | null
  /** whose view this is (null: spectator) */
  seat: SeatId | null
  /** the seats this client sits at */
  mine: SeatId[]
  seats: SeatInfo[]
  view: GameView | null
  waitingFor: string[]
  /** events received but not yet played on the table */
  pending: GameEvent[]
  /** the last events played, for the narration */
  played: GameEvent[]
  /** the host's last refusal, shown until dismissed */
  error: string | null
  /** counts refusals, so that the same message twice is still shown afresh */
  errorId: number
  /** guests who dropped and whose seats wait for the host's screen to decide */
  dropped: { seat: SeatId; name: string }[]
  /** the game failed on the host and cannot go on */
  broken: string | null
}

const initialState: GameSliceState = { session: null, seat: null, mine: [], seats: [], view: null, waitingFor: [], pending: [], played: [], error: null, errorId: 0, dropped: [], broken: null }
const PLAYED_KEPT = 40

export type ViewMessage = Extract<ServerMessage, { type: 'view' }>

export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    viewReceived(state, { payload }: PayloadAction<ViewMessage>) {
      const changedSeat = state.session !== payload.session || state.seat !== payload.seat
      state.session = payload.session
      state.seat = payload.seat
      state.mine = payload.mine
      state.seats = payload.seats
      state.view = payload.view
      state.waitingFor = payload.waitingFor
      // a new seat starts with a clean slate: nothing of what the previous seat saw is kept
      state.pending = changedSeat ? payload.events : [...state.pending, ...payload.events]
      if (changedSeat) state.played = []
    },
    eventsPlayed(state, { payload }: PayloadAction<number>) {
      const done = state.pending.splice(0, payload)
      state.played = [...state.played, ...done].slice(-PLAYED_KEPT)
    },
    hostError(state, { payload }: PayloadAction<{ message: string; re?: string }>) {
      state.error = payload.message
      state.errorId++
    },
    errorDismissed(state) {
      state.error = null
    },
    seatsChanged(state, { payload }: PayloadAction<{ session: string; seats: SeatInfo[] }>) {
      if (payload.session !== state.session) return
      state.seats = payload.seats
      // a dropped guest who came back, or a seat the screen already decided about, needs no decision
      state.dropped = state.dropped.filter((d) => payload.seats.some((s) => s.id === d.seat && s.held))
    },
    seatDropped(state, { payload }: PayloadAction<{ session: string; seat: SeatId; name: string }>) {
      if (payload.session !== state.session || state.dropped.some((d) => d.seat === payload.seat)) return
      state.dropped.push({ seat: payload.seat, name: payload.name })
    },
    /** the screen chose to wait for the guest: no more asking */
    droppedAcknowledged(state, { payload }: PayloadAction<SeatId>) {
      state.dropped = state.dropped.filter((d) => d.seat !== payload)
    },
    sessionBroken(state, { payload }: PayloadAction<{ session: string; message: string }>) {
      if (payload.session === state.session) state.broken = payload.message
    },
    leftGame() {
      return initialState
    },
    /**
     * A replay frame on the table. `key` names the replay and the point of view; a jump (stepping back, scrubbing)
     * gets a new key, so the table shows the frame at once instead of playing events towards it.
     */
    replayFrameShown(state, { payload }: PayloadAction<{ key: string; view: GameView; events: GameEvent[]; viewer: SeatId | null }>) {
      const fresh = state.session !== payload.key
      state.session = payload.key
      state.seat = payload.viewer
      state.mine = []
      state.seats = []
      state.view = payload.view
      state.waitingFor = []
      state.pending = fresh ? [] : [...state.pending, ...payload.events]
      if (fresh) state.played = []
    },
  },
  extraReducers: (builder) => {
    // the screen goes to another player: keep only what everyone may see until their view comes in
    builder.addCase(handOffStarted, (state) => {
      state.seat = null
      if (state.view) state.view = publicView(state.view)
      state.pending = publicEvents(state.pending)
      state.played = publicEvents(state.played)
    })
  },
})

export const { viewReceived, eventsPlayed, hostError, errorDismissed, leftGame, replayFrameShown, seatsChanged, seatDropped, droppedAcknowledged, sessionBroken } = gameSlice.actions
