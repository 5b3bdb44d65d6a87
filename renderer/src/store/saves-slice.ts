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
  /** why the host cannot save games at all (its saves folder checked when this screen said hello), or null */
  folderProblem: string | null
  /** the game on the table is not being autosaved: why (from the host, as soon as it happens), or null */
  notSaving: { session: string; message: string } | null
  /** the autosave of this game was failing and works again: said for a moment */
  savingAgain: string | null
}

export interface SavesNotice {
  tone: 'ok' | 'error'
  text: string
}

const initialState: SavesState = { list: [], resumable: [], lastSaved: null, loading: false, notice: null, filter: 'all', folderProblem: null, notSaving: null, savingAgain: null }

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
    folderChecked(state, { payload }: PayloadAction<string | null>) {
      state.folderProblem = payload
    },
    /** the host says whether a game is being autosaved: a failure is kept until it says it works again */
    autosaveReported(state, { payload }: PayloadAction<{ session: string; saving: boolean; message: string }>) {
      if (!payload.saving) {
        state.notSaving = { session: payload.session, message: payload.message }
        state.savingAgain = null
      } else if (state.notSaving?.session === payload.session) {
        state.notSaving = null
        state.savingAgain = payload.session
      }
    },
    savingAgainDismissed(state) {
      state.savingAgain = null
    },
  },
})

export const { welcomed, savesRequested, savesListed, gameSaved, savedNoteDismissed, saveDeleted, resumeDeclined, saveRenamed, savesNotice, savesFiltered, folderChecked, autosaveReported, savingAgainDismissed } = savesSlice.actions
