/**
 * UI state: which screen is up, the camera, what is selected and shown on the table, hand-offs between
 * players sharing the screen, and fire orders being chosen.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GunArc } from '../../../shared/engine/types'
import { fireTargetChosen } from '../tables/card/scene/target-choice'
import { hostError, leftGame, viewReceived } from './game-slice'
import { handOffConfirmed, handOffStarted, tableShownToAll } from './hand-off-actions'
import { planeChosen } from './planning-slice'
import { rulesetViewReceived } from './ruleset-slice'
import { loadSettings, settingChanged, SPEEDS } from './settings-slice'

export type Screen = 'menu' | 'new-game' | 'table' | 'saves' | 'replay' | 'join' | 'host-lan' | 'lan-join' | 'first-flight' | 'campaign'
export type CameraMode = 'orbit' | 'top' | 'follow' | 'director'

export interface HandOff {
  session: string
  seat: string
  name: string
  /** the player has confirmed and their view is on its way */
  confirmed: boolean
  /** the request id of the join that brings their view */
  re: string | null
}

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
  /** the speed a game or replay starts at (the settings' speed, or ?speed= in the address): a replay's speed does not carry into the next game */
  speedDefault: number
  /** animations playing on the table */
  animating: boolean
  /** the screen is handed to another player: everything is hidden until they confirm */
  handOff: HandOff | null
  connection: 'connecting' | 'open' | 'closed'
  /** the host was reached once: a later drop is a lost connection, not the page starting */
  hostSeen: boolean
  /** back in touch with the host, this client is taking its seats again */
  rejoining: boolean
  /** orders given while the host was away, sent once this client sits at its seat again */
  heldOrders: number
  /** the game this page was in is gone from the host (it restarted): said plainly until dismissed */
  gameLost: string | null
  /** the game has just been created by this client and these seats are to be taken */
  joining: boolean
  /** fire orders being chosen, per plane and arc: a target, or null to hold fire */
  fireDraft: Record<string, Partial<Record<GunArc, string | null>>>
  /** whose fire orders these are: "session|seat|turn|phase" (secret to that seat, for that phase) */
  fireDraftFor: string | null
  /** the planes whose fire orders went to the host this phase: the panel asks nothing more of them (a second Enter sends nothing) */
  fireSentPlanes: string[]
  /** the planning deck is folded away, leaving the slots */
  deckCollapsed: boolean
  /** names (and public damage) over the planes on the table */
  nameplates: boolean
  /** 003 Ground fire: what every ground piece threatens (the AA guns' ranges by declared height, the infantry's reach), drawn on the table */
  threats: boolean
  /** 003 Planes on the Ground (lines 409-411): where the taxi panel would put a parked plane's base, drawn on the table */
  taxiGhost: TaxiGhost | null
  /** 003 Ground fire (lines 679-706): the gun whose counter the archie panel places, the place clicked and the height, drawn on the table */
  archieAim: ArchieAim | null
}

/** A counter being placed: the gun, where it would go (null: not clicked yet), its height (with altitude) and whether the engine would take it. */
export interface ArchieAim {
  gun: string
  at: { x: number; y: number } | null
  level?: number
  ok: boolean
}

/** A pending taxi: the plane, its base's centre (cm) and heading (degrees), and whether the engine would take it. */
export interface TaxiGhost {
  plane: string
  x: number
  y: number
  heading: number
  ok: boolean
}

const params = typeof location !== 'undefined' ? new URLSearchParams(location.search) : new URLSearchParams()

const initialState: UiState = {
  screen: 'menu',
  camera: 'orbit',
  selected: null,
  arcsFor: [],
  rulerFor: null,
  speed: Number(params.get('speed') ?? loadSettings().speed) || 1,
  speedDefault: Number(params.get('speed') ?? loadSettings().speed) || 1,
  animating: false,
  handOff: null,
  connection: 'connecting',
  hostSeen: false,
  rejoining: false,
  heldOrders: 0,
  gameLost: null,
  joining: false,
  fireDraft: {},
  fireDraftFor: null,
  fireSentPlanes: [],
  deckCollapsed: false,
  nameplates: true,
  threats: false,
  taxiGhost: null,
  archieAim: null,
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
    connectionChanged(state, { payload }: PayloadAction<UiState['connection']>) {
      state.connection = payload
      // orders sent over a connection that changed may never have arrived: the panel asks for them again
      state.fireSentPlanes = []
      if (payload === 'open') state.hostSeen = true
    },
    /** how the connection's recovery stands: taking seats again, orders kept, the game gone */
    reconnectChanged(state, { payload }: PayloadAction<Partial<Pick<UiState, 'rejoining' | 'heldOrders' | 'gameLost'>>>) {
      Object.assign(state, payload)
    },
    joiningChanged(state, { payload }: PayloadAction<boolean>) {
      state.joining = payload
    },
    fireHeld(state, { payload }: PayloadAction<{ plane: string; arc: GunArc }>) {
      ;(state.fireDraft[payload.plane] ??= {})[payload.arc] = null
    },
    /** the plane's orders went to the host */
    fireSent(state, { payload }: PayloadAction<string>) {
      delete state.fireDraft[payload]
      if (!state.fireSentPlanes.includes(payload)) state.fireSentPlanes.push(payload)
    },
    deckToggled(state) {
      state.deckCollapsed = !state.deckCollapsed
    },
    nameplatesToggled(state) {
      state.nameplates = !state.nameplates
    },
    threatsToggled(state) {
      state.threats = !state.threats
    },
    /** the taxi panel's pending pose changed (null: no panel up) */
    taxiGhostShown(state, { payload }: PayloadAction<TaxiGhost | null>) {
      state.taxiGhost = payload
    },
    /** the archie panel is up for a gun (null: no panel), with its pending place and height */
    archieAimShown(state, { payload }: PayloadAction<ArchieAim | null>) {
      state.archieAim = payload
    },
    /** the table was clicked where the counter is to go */
    archieAimMoved(state, { payload }: PayloadAction<{ x: number; y: number }>) {
      if (state.archieAim) state.archieAim.at = payload
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fireTargetChosen, (state, { payload }) => {
        const draft = (state.fireDraft[payload.plane] ??= {})
        draft[payload.arc] = payload.target
        // a two-seater fires at two different targets
        const other: GunArc = payload.arc === 'front' ? 'rear' : 'front'
        if (draft[other] === payload.target) draft[other] = null
        state.selected = payload.plane
      })
      .addCase(planeChosen, (state, { payload }) => {
        state.selected = payload
      })
      .addCase(viewReceived, (state, { payload }) => {
        // fire orders are secret to their seat and good for one phase
        const key = `${payload.session}|${payload.seat}|${payload.view.turn}|${payload.view.phase}`
        if (key !== state.fireDraftFor) {
          state.fireDraft = {}
          state.fireDraftFor = key
          state.fireSentPlanes = []
        }
        // the next player's view is here: the hand-off is over
        if (state.handOff?.confirmed && payload.re !== undefined && payload.re === state.handOff.re) state.handOff = null
      })
      .addCase(rulesetViewReceived, (state, { payload }) => {
        // a hex game's (any other ruleset's) next player's view is here: the hand-off is over (net/hotseat.ts)
        if (state.handOff?.confirmed && payload.re !== undefined && payload.re === state.handOff.re) state.handOff = null
      })
      .addCase(handOffStarted, (state, { payload }) => {
        state.handOff = { ...payload, confirmed: false, re: null }
        state.fireDraft = {}
        state.fireDraftFor = null
        state.fireSentPlanes = []
        // the next player's table shows none of this one's choices
        state.taxiGhost = null
        state.archieAim = null
      })
      .addCase(tableShownToAll, (state) => {
        // the table is everyone's until the next hand-off: none of the last seat's choices stay on it
        state.fireDraft = {}
        state.fireDraftFor = null
        state.fireSentPlanes = []
        state.taxiGhost = null
        state.archieAim = null
      })
      .addCase(handOffConfirmed, (state, { payload }) => {
        if (state.handOff) state.handOff = { ...state.handOff, confirmed: true, re: payload.re }
      })
      .addCase(hostError, (state, { payload }) => {
        state.joining = false
        // the host refused something: orders it did not take may be given again
        state.fireSentPlanes = []
        // the host refused to seat the next player: let them try again
        if (state.handOff?.confirmed && (payload.re === undefined || payload.re === state.handOff.re)) state.handOff = { ...state.handOff, confirmed: false, re: null }
      })
      .addCase(settingChanged, (state, { payload }) => {
        if (payload.speed !== undefined && SPEEDS.includes(payload.speed)) state.speed = state.speedDefault = payload.speed
      })
      .addCase(leftGame, (state) => {
        state.speed = state.speedDefault
        state.handOff = null
        state.fireDraft = {}
        state.fireDraftFor = null
        state.fireSentPlanes = []
        state.selected = null
        state.arcsFor = []
        state.rulerFor = null
        state.animating = false
        state.joining = false
        state.taxiGhost = null
        state.archieAim = null
      })
  },
})

export const { screenShown, cameraModeChosen, cameraModeCycled, planeSelected, arcsToggled, rulerToggled, speedChosen, animationChanged, connectionChanged, reconnectChanged, joiningChanged, fireHeld, fireSent, deckToggled, nameplatesToggled, threatsToggled, taxiGhostShown, archieAimShown, archieAimMoved } = uiSlice.actions
