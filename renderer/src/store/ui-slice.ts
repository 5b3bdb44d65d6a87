/**
 * UI state: which screen is up, the camera, what is selected and shown on the table, hand-offs between
 * players sharing the screen.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GunArc } from '../../../shared/engine/types'
import { fireTargetChosen } from '../scene/target-choice'

export type Screen = 'menu' | 'new-game' | 'table'
export type CameraMode = 'orbit' | 'top' | 'follow'

export interface UiState {
  screen: Screen
  camera: CameraMode
  /** the plane the camera follows, and the one being planned or fired */
  selected: string | null
  /** show fire arcs and the ruler for these planes */
  arcsFor: string[]
  rulerFor: string | null
  /** animation speed: 1 is normal */
  speed: number
  /** animations playing on the table */
  animating: boolean
  /** the screen is handed to another player: everything is hidden until they confirm */
  handOff: { seat: string; name: string } | null
  connection: 'connecting' | 'open' | 'closed'
  /** the game has just been created by this client and these seats are to be taken */
  joining: boolean
  /** fire orders being chosen, per plane and arc: a target, or null to hold fire */
  fireDraft: Record<string, Partial<Record<GunArc, string | null>>>
}

const params = typeof location !== 'undefined' ? new URLSearchParams(location.search) : new URLSearchParams()

const initialState: UiState = {
  screen: 'menu',
  camera: 'orbit',
  selected: null,
  arcsFor: [],
  rulerFor: null,
  speed: Number(params.get('speed') ?? 1) || 1,
  animating: false,
  handOff: null,
  connection: 'connecting',
  joining: false,
  fireDraft: {},
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    screenShown(state, { payload }: PayloadAction<Screen>) {
      state.screen = payload
    },
    cameraModeChosen(state, { payload }: PayloadAction<CameraMode>) {
      state.camera = payload
    },
    cameraModeCycled(state) {
      state.camera = state.camera === 'orbit' ? 'top' : state.camera === 'top' ? 'follow' : 'orbit'
    },
    planeSelected(state, { payload }: PayloadAction<string | null>) {
      state.selected = payload
    },
    arcsToggled(state, { payload }: PayloadAction<string>) {
      state.arcsFor = state.arcsFor.includes(payload) ? state.arcsFor.filter((p) => p !== payload) : [...state.arcsFor, payload]
    },
    rulerToggled(state, { payload }: PayloadAction<string>) {
      state.rulerFor = state.rulerFor === payload ? null : payload
    },
    speedChosen(state, { payload }: PayloadAction<number>) {
      state.speed = payload
    },
    animationChanged(state, { payload }: PayloadAction<boolean>) {
      state.animating = payload
    },
    handOffStarted(state, { payload }: PayloadAction<{ seat: string; name: string }>) {
      state.handOff = payload
    },
    handOffEnded(state) {
      state.handOff = null
    },
    connectionChanged(state, { payload }: PayloadAction<UiState['connection']>) {
      state.connection = payload
    },
    joiningChanged(state, { payload }: PayloadAction<boolean>) {
      state.joining = payload
    },
    fireHeld(state, { payload }: PayloadAction<{ plane: string; arc: GunArc }>) {
      ;(state.fireDraft[payload.plane] ??= {})[payload.arc] = null
    },
    fireDraftCleared(state) {
      state.fireDraft = {}
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fireTargetChosen, (state, { payload }) => {
      const draft = (state.fireDraft[payload.plane] ??= {})
      draft[payload.arc] = payload.target
      // a two-seater fires at two different targets
      const other: GunArc = payload.arc === 'front' ? 'rear' : 'front'
      if (draft[other] === payload.target) draft[other] = null
      state.selected = payload.plane
    })
  },
})

export const { screenShown, cameraModeChosen, cameraModeCycled, planeSelected, arcsToggled, rulerToggled, speedChosen, animationChanged, handOffStarted, handOffEnded, connectionChanged, joiningChanged, fireHeld, fireDraftCleared } = uiSlice.actions
