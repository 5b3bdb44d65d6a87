/**
 * The games this host is running (for a LAN guest or a stream overlay choosing one to join or watch), and the
 * lobby of the game this client is in: who is there, who sits where, who is ready, and whether the game has
 * started. A client the host's screen removed from its game keeps the host's message to show on the join screen.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SeatInfo, ServerMessage, SessionSummary } from '../../../shared/protocol/messages'
import { leftGame } from './game-slice'

export type LobbyMessage = Extract<ServerMessage, { type: 'lobby' }>
/** The lobby of the game this client is in, as the host last described it. */
export type Lobby = Omit<LobbyMessage, 'type'>

export interface LobbyState {
  sessions: SessionSummary[]
  /** the host's own screen, or a guest (known once the host has greeted this client) */
  role: 'screen' | 'guest' | null
  /** this tab showed a screen token the host does not know (it restarted since): it is a guest now */
  screenRefused: boolean
  /** the lobby of the game this client is in (null: none, or the host has not described it yet) */
  current: Lobby | null
  /** the host's screen removed this client from its game: what it said, until read */
  removed: string | null
}

const initialState: LobbyState = { sessions: [], role: null, screenRefused: false, current: null, removed: null }

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
    /** the host described the lobby of this client's game (it changed, or the game started) */
    lobbyReceived(state, { payload }: PayloadAction<Lobby | LobbyMessage>) {
      const { session, ruleset, phase, title, scenario, rules, people, seats } = payload
      // a game of another ruleset than the card game's says which (its seats are named its own way: seat-words.ts)
      state.current = { session, ...(ruleset ? { ruleset } : {}), phase, title, scenario, rules, people, seats }
      state.removed = null
    },
    /** the host's screen removed this client from its game */
    removedFromGame(state, { payload }: PayloadAction<{ session: string; message: string }>) {
      state.current = null
      state.removed = payload.message || 'The host removed you from the game.'
    },
    removedNoticeDismissed(state) {
      state.removed = null
    },
  },
  extraReducers: (builder) => {
    builder.addCase(leftGame, (state) => {
      state.current = null
    })
  },
})

export const { sessionsListed, roleKnown, lobbyReceived, removedFromGame, removedNoticeDismissed } = lobbySlice.actions

/** A guest seat nobody plays or holds: any guest may take it (or, in the lobby, a guest may move to it). */
export function isFreeGuestSeat(x: SeatInfo): boolean {
  return x.kind === 'guest' && !x.taken && !x.held
}

/** Seats the host left for guests that nobody holds: a guest may take one. */
export function freeSeats(s: Pick<SessionSummary, 'seats'>): SessionSummary['seats'] {
  return s.seats.filter(isFreeGuestSeat)
}

/**
 * The games a guest may join, those with a seat for a guest first (free, or kept for one who dropped), each group
 * in the host's order: what a guest comes to the list for was below every game already under way.
 */
export function joinOrder<S extends Pick<SessionSummary, 'seats'>>(sessions: readonly S[]): S[] {
  const seatFor = (s: S) => s.seats.some((x) => isFreeGuestSeat(x) || (x.kind === 'guest' && (x.held || x.standIn)))
  return [...sessions.filter(seatFor), ...sessions.filter((s) => !seatFor(s))]
}

/** A guest seat with neither a guest nor a bot at it: the host refuses to start the game while there is one. */
export function emptySeats(seats: SeatInfo[]): SeatInfo[] {
  return seats.filter((x) => x.kind === 'guest' && !x.taken)
}

/** The players (not the host's screen, not spectators) who have not said they are ready. */
export function notReady(lobby: Pick<Lobby, 'people'>): Lobby['people'] {
  return lobby.people.filter((p) => !p.screen && p.seats.length > 0 && !p.ready)
}

/** This client, as the lobby lists it. */
export function me(lobby: Pick<Lobby, 'people'>): Lobby['people'][number] | undefined {
  return lobby.people.find((p) => p.you)
}
