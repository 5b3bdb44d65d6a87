/**
 * The game on the table when its ruleset is not the card game's (issue 30: the hex game of 002): the session, its
 * ruleset, whose view this is and the seats this screen holds, the host's latest view (typed by the ruleset's own
 * table, `unknown` here), the latest batch of events (the scene plays its dice and hits), every event seen in order
 * (the event log), whom the game waits for, and the card of the hand the player has picked.
 *
 * A card game's `game` slice is untouched by any of this: a screen is at one game at a time, and leaving either
 * (leftGame) clears both.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AnswerClock, SeatInfo, ServerMessage } from '../../../shared/protocol/messages'
import { leftGame } from './game-slice'
import { handOffStarted, tableShownToAll } from './hand-off-actions'
import { publicRulesetView } from './public-ruleset-view'

export type RulesetViewMessage = Extract<ServerMessage, { type: 'ruleset-view' }>
export type RulesetCreatedMessage = Extract<ServerMessage, { type: 'ruleset-game-created' }>

/** A card of the hand picked by the player: its place in the hand, and its id when the view's cards have ids. */
export interface PickedCard {
  index: number
  id?: number
}

export interface RulesetGameState {
  session: string
  /** the ruleset's id ('hex'): the app picks the table by it */
  ruleset: string
  /** whose view this is (null: a spectator's, or no view yet) */
  seat: string | null
  /** the seats this client holds in the session */
  mine: string[]
  seats: SeatInfo[]
  /** the host's latest view, as the ruleset shapes it (null until the first one comes) */
  view: unknown
  /** the events of the latest view message (what the table plays now) */
  events: unknown[]
  /** counts the view messages: a new batch of events has a new number, even one equal to the last */
  batch: number
  /** every event this screen has seen, in order (the event log): a seat's own events, and the public ones */
  log: unknown[]
  /** the seats the game waits for */
  waitingFor: string[]
  /**
   * the answer time running on the question the game waits on (create-game's answerSeconds): whose answer and the
   * seconds left when the view was sent (the table counts down from when this batch came); null when none runs
   */
  answer: AnswerClock | null
  /** the card the player points at or has chosen, or null */
  picked: PickedCard | null
}

export type RulesetSliceState = RulesetGameState | null

/** the event log keeps a whole game; a bound so that a game without end cannot grow the store forever */
const LOG_KEPT = 20000

/** a seat's events that a spectator may see too (events name their audience: 'all' or one seat) */
function publicOnly(events: unknown[]): unknown[] {
  return events.filter((e) => (e as { to?: unknown } | null)?.to === 'all')
}

/** The id of the card at `index` of a view's hand, if the view has a hand of cards with ids. */
function cardIdAt(view: unknown, index: number): number | undefined {
  const hand = (view as { hand?: unknown } | null)?.hand
  if (!Array.isArray(hand)) return undefined
  const id = (hand[index] as { id?: unknown } | undefined)?.id
  return typeof id === 'number' ? id : undefined
}

function fresh(session: string, ruleset: string): RulesetGameState {
  return { session, ruleset, seat: null, mine: [], seats: [], view: null, events: [], batch: 0, log: [], waitingFor: [], answer: null, picked: null }
}

export const rulesetSlice = createSlice({
  name: 'rulesetGame',
  initialState: null as RulesetSliceState,
  reducers: {
    /** the host created the game this client asked for: the table is shown while its first view is on its way */
    rulesetGameCreated(state, { payload }: PayloadAction<Pick<RulesetCreatedMessage, 'session' | 'ruleset' | 'seats'>>) {
      if (state?.session === payload.session) {
        state.seats = payload.seats
        return
      }
      return { ...fresh(payload.session, payload.ruleset), seats: payload.seats }
    },
    /** a seat's (or a spectator's) view and the events it may see since the last one */
    rulesetViewReceived(state, { payload }: PayloadAction<RulesetViewMessage>) {
      const next = state && state.session === payload.session && state.ruleset === payload.ruleset ? state : fresh(payload.session, payload.ruleset)
      // a game this client arrives at under way: its log starts with what the host says happened before (`past`)
      const before = next.view === null && next.log.length === 0 ? (payload.past ?? []) : []
      // a new seat on screen (hotseat) keeps only the public part of what the log told
      if (next.seat !== payload.seat && next.view !== null) next.log = publicOnly(next.log)
      next.seat = payload.seat
      next.mine = payload.mine
      next.seats = payload.seats
      next.view = payload.view
      next.events = payload.events
      next.batch++
      next.log = [...next.log, ...before, ...payload.events].slice(-LOG_KEPT)
      next.waitingFor = payload.waitingFor
      next.answer = payload.answer ?? null
      // the picked card stays picked while it is still in the hand at its place; a played or discarded one is gone
      if (next.picked) {
        const id = cardIdAt(payload.view, next.picked.index)
        if (id === undefined || (next.picked.id !== undefined && id !== next.picked.id)) next.picked = null
      }
      return next
    },
    /** the player points at or chooses a card of the hand (null: none) */
    cardPicked(state, { payload }: PayloadAction<number | null>) {
      if (!state) return
      if (payload === null) {
        state.picked = null
        return
      }
      const id = cardIdAt(state.view, payload)
      state.picked = { index: payload, ...(id !== undefined ? { id } : {}) }
    },
    /**
     * A replay's frame of a game of another ruleset (tables/hex/replay/): the view as the chosen viewer saw it, the
     * events the frame's command made (what the table plays now; none after a jump) and the log up to it. `session`
     * names the replay ("replay:<file>"), so that nothing is ever sent to a host for it.
     */
    rulesetReplayFrame(_state, { payload }: PayloadAction<{ session: string; ruleset: string; seat: string | null; seats: SeatInfo[]; view: unknown; events: unknown[]; log: unknown[]; batch: number }>) {
      return { ...fresh(payload.session, payload.ruleset), seat: payload.seat, seats: payload.seats, view: payload.view, events: payload.events, log: payload.log.slice(-LOG_KEPT), batch: payload.batch }
    },
    /** who sits where changed */
    rulesetSeatsChanged(state, { payload }: PayloadAction<{ session: string; seats: SeatInfo[] }>) {
      if (state && state.session === payload.session) state.seats = payload.seats
    },
  },
  extraReducers: (builder) => {
    // leaving a game (or the host going away) clears the table, whatever its ruleset
    builder.addCase(leftGame, () => null)
    // the screen goes to another player (hotseat): the hand and the picked card go with the seat's secrets; the
    // log keeps what everyone saw. The next seat's view brings its own.
    builder.addMatcher(
      (a) => handOffStarted.match(a) || tableShownToAll.match(a),
      (state) => {
        if (!state) return
        state.seat = null
        state.picked = null
        state.log = publicOnly(state.log)
        state.events = publicOnly(state.events)
        // and the option state only a plane's owner sees (001 wounds, battle damage): public-ruleset-view.ts
        state.view = publicRulesetView(state.view)
      },
    )
  },
})

export const { rulesetGameCreated, rulesetViewReceived, cardPicked, rulesetSeatsChanged, rulesetReplayFrame } = rulesetSlice.actions
