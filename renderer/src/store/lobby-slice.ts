/**
 * The games this host is running, for a LAN guest or a stream overlay choosing one to join or watch.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SessionSummary } from '../../../shared/protocol/messages'

export interface LobbyState {
  sessions: SessionSummary[]
  /** the host's own screen, or a guest (known once the host has greeted this client) */
  role: 'screen' | 'guest' | null
  /** this tab showed a screen token the host does not know (it restarted since): it is a guest now */
  screenRefused: boolean
}

const initialState: LobbyState = { sessions: [], role: null, screenRefused: false }

export const lobbySlice = createSlice({
  name: 'lobby',
  initialState,
  reducers: {
    sessionsListed(state, { payload }: PayloadAction<SessionSummary[]>) {
      state.sessions = payload
    },
    roleKnown(state, { payload }: PayloadAction<{ role: 'screen' | 'guest'; screenRefused?: boolean }>) {
      state.role = payload.role
      state.screenRefused = !!payload.screenRefused
    },
  },
})

export const { sessionsListed, roleKnown } = lobbySlice.actions

/** Seats the host left for guests that nobody holds: a guest may take one. */
export function freeSeats(s: SessionSummary): SessionSummary['seats'] {
  return s.seats.filter((x) => x.kind === 'guest' && !x.taken && !x.held)
}
