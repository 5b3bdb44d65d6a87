/**
 * The games this host is running, for a LAN guest or a stream overlay choosing one to join or watch.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SessionSummary } from '../../../shared/protocol/messages'

export interface LobbyState {
  sessions: SessionSummary[]
}

const initialState: LobbyState = { sessions: [] }

export const lobbySlice = createSlice({
  name: 'lobby',
  initialState,
  reducers: {
    sessionsListed(state, { payload }: PayloadAction<SessionSummary[]>) {
      state.sessions = payload
    },
  },
})

export const { sessionsListed } = lobbySlice.actions

/** Human seats nobody sits at yet: a guest may take one. */
export function freeSeats(s: SessionSummary): SessionSummary['seats'] {
  return s.seats.filter((x) => x.kind === 'human' && !x.taken)
}
