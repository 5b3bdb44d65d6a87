/**
 * The table talk of the game this client is in: the last lines said (in the lobby and at the table), whether the
 * chat panel at the table is folded away, and how many lines came in while it was.
 *
 * The host numbers a game's lines from 1; a line already here (the host sends the last lines again when this
 * client joins again) is not added twice. Only the last MAX_CHAT_LINES are kept.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChatLine } from '../../../shared/protocol/messages'
import { leftGame } from './game-slice'
import { inUprightWindow } from '../shell/common/upright-window'

export const MAX_CHAT_LINES = 100

export interface ChatState {
  /** the game these lines were said in */
  session: string | null
  lines: ChatLine[]
  /** the panel at the table is folded down to its button */
  folded: boolean
  /** lines that came in while the panel was folded */
  unread: number
}

/**
 * A short window (a laptop, 1024 x 640) or an upright one (a phone or a tablet: upright-window.ts) starts with the
 * chat at the table folded: the table needs the room.
 */
const shortWindow = typeof window !== 'undefined' && (window.innerHeight < 760 || inUprightWindow())

const initialState: ChatState = { session: null, lines: [], folded: shortWindow, unread: 0 }

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatReceived(state, { payload }: PayloadAction<{ session: string; lines: ChatLine[] }>) {
      if (state.session !== payload.session) {
        state.session = payload.session
        state.lines = []
        state.unread = 0
      }
      const last = state.lines.at(-1)?.n ?? 0
      const fresh = payload.lines.filter((l) => l.n > last).sort((a, b) => a.n - b.n)
      if (fresh.length === 0) return
      state.lines = [...state.lines, ...fresh].slice(-MAX_CHAT_LINES)
      if (state.folded) state.unread = Math.min(state.unread + fresh.length, MAX_CHAT_LINES)
    },
    chatFolded(state, { payload }: PayloadAction<boolean>) {
      state.folded = payload
      if (!payload) state.unread = 0
    },
    /** the lines are on screen (the lobby shows the chat whole) */
    chatRead(state) {
      state.unread = 0
    },
  },
  extraReducers: (builder) => {
    // a new game starts with nothing said; whether the panel is folded is the player's choice and stays
    builder.addCase(leftGame, (state) => ({ ...initialState, folded: state.folded }))
  },
})

export const { chatReceived, chatFolded, chatRead } = chatSlice.actions
