/**
 * Plans being made: for each of this seat's planes, the card chosen for each of the three slots and the slot
 * being filled, and the plane being planned. Choices can be undone and redone until the plan is committed.
 *
 * Drafts are secret to the seat that makes them: another seat, another game, a new turn or a hand-off to
 * another player starts from nothing. The tab keeps them over a reload (draft-memory.ts), and brings them back
 * with draftsRestored.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { handOffStarted, tableShownToAll } from './hand-off-actions'
import { hostError, leftGame, viewReceived } from './game-slice'
import { queueLength } from '../../../shared/engine/rules/turnless'

export type Draft = (string | null)[]

/** A draft as it was, with the slot that was being filled. */
export interface Snapshot {
  draft: Draft
  slot: number
}

export interface PlanningState {
  drafts: Record<string, Draft>
  slot: Record<string, number>
  /** per plane: earlier drafts (undo) and undone ones (redo) */
  past: Record<string, Snapshot[]>
  future: Record<string, Snapshot[]>
  /** the plane being planned (null: the seat's first plane still to plan) */
  active: string | null
  /** the turn these drafts are for */
  turn: number
  /** 004's turn-less game: the phase these drafts are for (a card is queued before each phase; issue 11) */
  phase?: number
  /** whose drafts these are: "session|seat" */
  owner: string | null
  /** planes whose plan was sent to the host and not yet taken or refused: a second Commit sends nothing */
  committing: string[]
  /** the card the pointer (or the keyboard focus) is on in the deck, and the slot it would go in: the table previews it */
  hover?: CardHover | null
}

/** A card pointed at in the deck, not yet placed: previewed on the table as a fainter, dashed ghost. */
export interface CardHover {
  plane: string
  slot: number
  card: string
}

const initialState: PlanningState = { drafts: {}, slot: {}, past: {}, future: {}, active: null, turn: 0, owner: null, committing: [] }
const EMPTY: Draft = [null, null, null]
const HISTORY_KEPT = 60

function snapshot(state: PlanningState, plane: string): Snapshot {
  return { draft: [...(state.drafts[plane] ?? EMPTY)], slot: state.slot[plane] ?? 0 }
}

/** Make `next` the plane's draft, remembering the one before for undo; a change that changes nothing is no step. */
function record(state: PlanningState, plane: string, next: Draft): boolean {
  const current = state.drafts[plane] ?? EMPTY
  if (current.every((c, i) => c === next[i])) return false
  const past = (state.past[plane] ??= [])
  past.push(snapshot(state, plane))
  if (past.length > HISTORY_KEPT) past.shift()
  state.future[plane] = []
  state.drafts[plane] = next
  return true
}

function clampSlot(slot: number): number {
  return Math.max(0, Math.min(2, slot))
}

export const planningSlice = createSlice({
  name: 'planning',
  initialState,
  reducers: {
    cardPlaced(state, { payload }: PayloadAction<{ plane: string; slot: number; card: string }>) {
      const slot = clampSlot(payload.slot)
      const next = [...(state.drafts[payload.plane] ?? EMPTY)]
      next[slot] = payload.card
      record(state, payload.plane, next)
      // move on to the next empty slot after this one (or the first empty one)
      const after = [1, 2, 3].map((k) => (slot + k) % 3).find((i) => next[i] === null)
      state.slot[payload.plane] = after ?? slot
    },
    slotCleared(state, { payload }: PayloadAction<{ plane: string; slot: number }>) {
      const slot = clampSlot(payload.slot)
      const next = [...(state.drafts[payload.plane] ?? EMPTY)]
      next[slot] = null
      record(state, payload.plane, next)
      state.slot[payload.plane] = slot
    },
    planCleared(state, { payload }: PayloadAction<string>) {
      if (record(state, payload, [null, null, null])) state.slot[payload] = 0
    },
    slotChosen(state, { payload }: PayloadAction<{ plane: string; slot: number }>) {
      state.slot[payload.plane] = clampSlot(payload.slot)
    },
    planUndone(state, { payload }: PayloadAction<string>) {
      const prev = state.past[payload]?.pop()
      if (!prev) return
      ;(state.future[payload] ??= []).push(snapshot(state, payload))
      state.drafts[payload] = prev.draft
      state.slot[payload] = prev.slot
    },
    planRedone(state, { payload }: PayloadAction<string>) {
      const next = state.future[payload]?.pop()
      if (!next) return
      ;(state.past[payload] ??= []).push(snapshot(state, payload))
      state.drafts[payload] = next.draft
      state.slot[payload] = next.slot
    },
    planeChosen(state, { payload }: PayloadAction<string>) {
      state.active = payload
    },
    /** The pointer or the keyboard focus is on a deck card that may go in `slot` (null: on none). */
    cardHovered(state, { payload }: PayloadAction<CardHover | null>) {
      state.hover = payload
    },
    /** The tab's drafts of this seat and turn, kept over a reload (draft-memory.ts): only into a planning not begun. */
    draftsRestored(state, { payload }: PayloadAction<{ drafts: Record<string, Draft>; slot: Record<string, number>; active: string | null }>) {
      if (Object.keys(state.drafts).length > 0) return
      state.drafts = payload.drafts
      state.slot = payload.slot
      if (payload.active !== null) state.active = payload.active
    },
    /** The plan of `payload` went to the host: until it answers, the plane's plan is in flight. */
    commitSent(state, { payload }: PayloadAction<string>) {
      if (!state.committing.includes(payload)) state.committing.push(payload)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(viewReceived, (state, { payload }) => {
        const owner = `${payload.session}|${payload.seat}`
        // 004's turn-less game: a card is queued before each phase, and a new phase's card starts from nothing
        const queueing = queueLength(payload.view.setup?.options ?? {}) > 0
        const phase = queueing ? { phase: payload.view.phase } : {}
        if (owner !== state.owner || payload.view.turn !== state.turn) return { ...initialState, owner, turn: payload.view.turn, ...phase }
        if (queueing && payload.view.phase !== state.phase) return { ...initialState, owner, turn: payload.view.turn, ...phase }
        // a plan in flight is settled once the view shows the plane committed (or no longer planning)
        if (state.committing.length) {
          const v = payload.view
          state.committing = state.committing.filter((id) => v.step === 'planning' && v.planes.some((p) => p.id === id && p.status === 'flying' && !p.committed))
        }
      })
      // the host refused something: whatever was in flight may be sent again
      .addCase(hostError, (state) => {
        state.committing = []
      })
      .addCase(handOffStarted, () => initialState)
      .addCase(tableShownToAll, () => initialState)
      .addCase(leftGame, () => initialState)
      // the connection changed (lost, or back): a plan sent over it may never have arrived, so it may be sent again
      // (matched by type: ui-slice imports this slice)
      .addMatcher(
        (a) => a.type === 'ui/connectionChanged',
        (state) => {
          state.committing = []
        },
      )
  },
})

export const { cardPlaced, slotCleared, planCleared, slotChosen, planUndone, planRedone, planeChosen, commitSent, cardHovered, draftsRestored } = planningSlice.actions
