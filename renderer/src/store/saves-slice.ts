/**
 * The saves the host keeps: the list shown on the saves screen, and the unfinished games a crash left behind,
 * which the menu offers to resume.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SaveListing } from '../../../shared/protocol/messages'

export interface SavesState {
  list: SaveListing[]
  /** unfinished autosaved games (found at start, then from each list of saves): the menu continues the latest */
  resumable: SaveListing[]
  /** the last save written by this client, for a "saved as" note */
  lastSaved: string | null
  /** the list has been asked for and not yet come */
  loading: boolean
  /** what became of the last import or rename, for the saves screen to say */
  notice: SavesNotice | null
  /** the saves screen shows every save, or only the unfinished games (the menu's "Other unfinished games") */
  filter: 'all' | 'unfinished'
}

export interface SavesNotice {
  tone: 'ok' | 'error'
  text: string
}

const initialState: SavesState = { list: [], resumable: [], lastSaved: null, loading: false, notice: null, filter: 'all' }

export const savesSlice = createSlice({
  name: 'saves',
  initialState,
  reducers: {
    welcomed(state, { payload }: PayloadAction<SaveListing[]>) {
      state.resumable = payload
    },
    savesRequested(state) {
      state.loading = true
    },
    savesListed(state, { payload }: PayloadAction<SaveListing[]>) {
      state.list = payload
      state.loading = false
      // the unfinished games are the autosaves not over: a game left since is offered, one finished, renamed or
      // deleted since is not
      state.resumable = payload.filter((s) => s.kind === 'autosave' && s.over === false && s.problem === null)
    },
    gameSaved(state, { payload }: PayloadAction<string>) {
      state.lastSaved = payload
    },
    savedNoteDismissed(state) {
      state.lastSaved = null
    },
    saveDeleted(state, { payload }: PayloadAction<string>) {
      state.list = state.list.filter((s) => s.file !== payload)
      state.resumable = state.resumable.filter((s) => s.file !== payload)
    },
    resumeDeclined(state, { payload }: PayloadAction<string>) {
      state.resumable = state.resumable.filter((s) => s.file !== payload)
    },
    /** a save has a new name: an autosave renamed is a manual save now, no longer offered for recovery */
    saveRenamed(state, { payload }: PayloadAction<{ file: string; to: string }>) {
      state.list = state.list.map((s) => (s.file === payload.file ? { ...s, file: payload.to, kind: s.kind === 'autosave' ? 'manual' : s.kind } : s))
      state.resumable = state.resumable.filter((s) => s.file !== payload.file)
    },
    savesNotice(state, { payload }: PayloadAction<SavesNotice | null>) {
      state.notice = payload
    },
    savesFiltered(state, { payload }: PayloadAction<SavesState['filter']>) {
      state.filter = payload
    },
  },
})

export const { welcomed, savesRequested, savesListed, gameSaved, savedNoteDismissed, saveDeleted, resumeDeclined, saveRenamed, savesNotice, savesFiltered } = savesSlice.actions
