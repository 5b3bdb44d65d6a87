/**
 * Plans being made: for each of this seat's planes, the card chosen for each of the three slots and the slot
 * being filled. Choices can be undone and redone until the plan is committed.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type Draft = (string | null)[]

export interface PlanningState {
  drafts: Record<string, Draft>
  slot: Record<string, number>
  /** per plane: earlier drafts (undo) and undone ones (redo) */
  past: Record<string, Draft[]>
  future: Record<string, Draft[]>
  /** the turn these drafts are for; a new turn clears them */
  turn: number
}

const initialState: PlanningState = { drafts: {}, slot: {}, past: {}, future: {}, turn: 0 }
const EMPTY: Draft = [null, null, null]

function record(state: PlanningState, plane: string, next: Draft) {
  const current = state.drafts[plane] ?? EMPTY
  ;(state.past[plane] ??= []).push([...current])
  state.future[plane] = []
  state.drafts[plane] = next
}

export const planningSlice = createSlice({
  name: 'planning',
  initialState,
  reducers: {
    turnBegan(state, { payload }: PayloadAction<number>) {
      if (state.turn !== payload) return { ...initialState, turn: payload }
    },
    cardPlaced(state, { payload }: PayloadAction<{ plane: string; slot: number; card: string }>) {
      const next = [...(state.drafts[payload.plane] ?? EMPTY)]
      next[payload.slot] = payload.card
      record(state, payload.plane, next)
      // move on to the next empty slot
      const empty = next.findIndex((c) => c === null)
      state.slot[payload.plane] = empty === -1 ? payload.slot : empty
    },
    slotCleared(state, { payload }: PayloadAction<{ plane: string; slot: number }>) {
      const next = [...(state.drafts[payload.plane] ?? EMPTY)]
      next[payload.slot] = null
      record(state, payload.plane, next)
      state.slot[payload.plane] = payload.slot
    },
    slotChosen(state, { payload }: PayloadAction<{ plane: string; slot: number }>) {
      state.slot[payload.plane] = Math.max(0, Math.min(2, payload.slot))
    },
    planUndone(state, { payload }: PayloadAction<string>) {
      const prev = state.past[payload]?.pop()
      if (!prev) return
      ;(state.future[payload] ??= []).push([...(state.drafts[payload] ?? EMPTY)])
      state.drafts[payload] = prev
    },
    planRedone(state, { payload }: PayloadAction<string>) {
      const next = state.future[payload]?.pop()
      if (!next) return
      ;(state.past[payload] ??= []).push([...(state.drafts[payload] ?? EMPTY)])
      state.drafts[payload] = next
    },
    draftsCleared() {
      return initialState
    },
  },
})

export const { turnBegan, cardPlaced, slotCleared, slotChosen, planUndone, planRedone, draftsCleared } = planningSlice.actions
