/**
 * What this seat may see of the game on the table: the host's view for the seat this client sits at (or the
 * public view for a spectator), the seats, and the events not yet shown on the table.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { GameEvent, SeatId } from '../../../shared/engine/types'
import type { GameView } from '../../../shared/engine/view'
import type { SeatInfo, ServerMessage } from '../../../shared/protocol/messages'
import { handOffStarted, tableShownToAll } from './hand-off-actions'
import { publicEvents, publicView } from './public-view'

export interface GameSliceState {
  session: string | null
  /** whose view this is (null: spectator) */
  seat: SeatId | null
  /** the seats this client sits at */
  mine: SeatId[]
  seats: SeatInfo[]
  /** the host's latest view: it decides what this seat may do now (plan, fire) */
  view: GameView | null
  /**
   * The views received and not yet left behind by the table, oldest first, each with `through`: how many events of
   * this slate (counted from its start) it includes. What the table has played up to is shown from the newest one
   * whose events have all been played (see shown-view.ts); the first is that one, or the oldest if none is reached.
   */
  views: QueuedView[]
  /** events received since this slate started (a new seat, game or replay starts a slate) */
  received: number
  /** events played on the table since this slate started */
  playedCount: number
  waitingFor: string[]
  /** events received but not yet played on the table */
  pending: GameEvent[]
  /** the events played on the table, for the combat log: this slate's, after what was kept of the one before */
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

export interface QueuedView {
  view: GameView
  /** the number of the slate's events this view includes: it is shown once that many events are played */
  through: number
}

const initialState: GameSliceState = { session: null, seat: null, mine: [], seats: [], view: null, views: [], received: 0, playedCount: 0, waitingFor: [], pending: [], played: [], error: null, errorId: 0, dropped: [], broken: null }
/** the combat log keeps a whole game (issue 26); a bound so that a game without end cannot grow the store forever */
const PLAYED_KEPT = 20000

/** Forget the queued views the table has left behind: the newest one reached stays first. */
function dropPassed(state: GameSliceState): void {
  let reached = 0
  for (let i = 0; i < state.views.length; i++) if (state.views[i].through <= state.playedCount) reached = i
  if (reached > 0) state.views.splice(0, reached)
}

/** A view and its events: a fresh slate starts with them, or they join the queue of the current one. */
function queueView(state: GameSliceState, view: GameView, events: GameEvent[], fresh: boolean, kept: GameEvent[] = []): void {
  if (fresh) {
    state.pending = events
    state.played = kept
    state.received = events.length
    state.playedCount = 0
    state.views = [{ view, through: events.length }]
  } else {
    state.pending = [...state.pending, ...events]
    state.received += events.length
    state.views.push({ view, through: state.received })
    dropPassed(state)
  }
}

export type ViewMessage = Extract<ServerMessage, { type: 'view' }>

export const gameSlice = createSlice({
  name: 'game',
  initialState,
  reducers: {
    viewReceived(state, { payload }: PayloadAction<ViewMessage>) {
      const sameSession = state.session === payload.session
      const changedSeat = !sameSession || state.seat !== payload.seat
      state.session = payload.session
      state.seat = payload.seat
      state.mine = payload.mine
      state.seats = payload.seats
      state.view = payload.view
      state.waitingFor = payload.waitingFor
      // a new seat starts with a clean slate: nothing of what the previous seat saw is kept but, in the same game,
      // the public events the combat log has told (hotseat: the log goes on from one player to the next); a game
      // this client arrives at under way starts its log with what the host says happened before (`past`)
      const kept = changedSeat && sameSession ? publicEvents(state.played) : !sameSession ? (payload.past ?? []).slice(-PLAYED_KEPT) : []
      queueView(state, payload.view, payload.events, changedSeat, kept)
    },
    eventsPlayed(state, { payload }: PayloadAction<number>) {
      const done = state.pending.splice(0, payload)
      state.played = [...state.played, ...done].slice(-PLAYED_KEPT)
      state.playedCount += done.length
      dropPassed(state)
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
    replayFrameShown(state, { payload }: PayloadAction<{ key: string; view: GameView; events: GameEvent[]; viewer: SeatId | null; past?: GameEvent[] }>) {
      const fresh = state.session !== payload.key
      state.session = payload.key
      state.seat = payload.viewer
      state.mine = []
      state.seats = []
      state.view = payload.view
      state.waitingFor = []
      // a jump: the combat log is given everything before the frame (`past`), as if the table had played it
      queueView(state, payload.view, fresh ? [] : payload.events, fresh, payload.past ?? [])
    },
  },
  extraReducers: (builder) => {
    // the screen goes to another player, or to everyone between two players' turns (hotseat): keep only what
    // everyone may see until a seat's view comes in
    builder.addMatcher(isAnyOf(handOffStarted, tableShownToAll), (state) => {
      state.seat = null
      if (state.view) state.view = publicView(state.view)
      // the queued views lose their secrets too, and count only the public events they include
      const before = state.pending
      state.views = state.views.map((q) => ({ view: publicView(q.view), through: state.playedCount + publicEvents(before.slice(0, Math.max(0, q.through - state.playedCount))).length }))
      state.pending = publicEvents(state.pending)
      state.received = state.playedCount + state.pending.length
      state.played = publicEvents(state.played)
    })
  },
})

export const { viewReceived, eventsPlayed, hostError, errorDismissed, leftGame, replayFrameShown, seatsChanged, seatDropped, droppedAcknowledged, sessionBroken } = gameSlice.actions
