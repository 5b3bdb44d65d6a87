/**
 * What this seat may see of the game on the table: the host's view for the seat this client sits at (or the
 * public view for a spectator), the seats, and the events not yet shown on the table.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GameEvent, SeatId } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import type { SeatInfo, ServerMessage } from '../../../shared/protocol/messages'

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
  error: string | null
}

const initialState: GameSliceState = { session: null, seat: null, mine: [], seats: [], view: null, waitingFor: [], pending: [], played: [], error: null }
const PLAYED_KEPT = 40

type ViewMessage = Extract<ServerMessage, { type: 'view' }>

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
      state.error = null
    },
    eventsPlayed(state, { payload }: PayloadAction<number>) {
      const done = state.pending.splice(0, payload)
      state.played = [...state.played, ...done].slice(-PLAYED_KEPT)
    },
    hostError(state, { payload }: PayloadAction<string>) {
      state.error = payload
    },
    errorDismissed(state) {
      state.error = null
    },
    leftGame() {
      return initialState
    },
  },
})

export const { viewReceived, eventsPlayed, hostError, errorDismissed, leftGame } = gameSlice.actions
