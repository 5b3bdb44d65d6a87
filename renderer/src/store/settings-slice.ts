/**
 * Settings kept per machine (in the browser's localStorage): the UI scale, the clouds, the animation speed games
 * start at, the sound volume and whether it is muted, the team palette and stream mode. Also whether the settings,
 * the rules reference and the keyboard map are open over the screen (they are overlays, so the table underneath keeps playing).
 *
 * Stored settings are read field by field: anything missing, of the wrong type or out of range falls back to its
 * default, and unreadable JSON gives the defaults.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TeamPalette } from '../tables/common/team-colours'

export type CloudSetting = 'on' | 'dimmed' | 'off'

export interface Settings {
  /** the size of the panels and text, 0.8 to 1.5 */
  uiScale: number
  clouds: CloudSetting
  /** the animation speed every game starts at */
  speed: number
  /** sound volume 0 to 1; 0 is silent */
  volume: number
  /** the sound is off whatever the volume (the mute key, S, and the bar's sound button), kept like the rest */
  muted: boolean
  palette: TeamPalette
  /** a screen shown to an audience (stored here; stream pages read it) */
  streamMode: boolean
}

export const SETTINGS_KEY = 'overdive.settings'
export const UI_SCALES = [0.8, 0.9, 1, 1.1, 1.25, 1.5]
export const SPEEDS = [0.5, 1, 2, 4, 10]

export const DEFAULT_SETTINGS: Settings = { uiScale: 1, clouds: 'on', speed: 1, volume: 0.6, muted: false, palette: 'standard', streamMode: false }

/** A setting's value made valid, or undefined when it cannot be. */
function checked<K extends keyof Settings>(key: K, v: unknown): Settings[K] | undefined {
  switch (key) {
    case 'uiScale':
      return (typeof v === 'number' && Number.isFinite(v) ? Math.max(0.8, Math.min(1.5, v)) : undefined) as Settings[K]
    case 'clouds':
      return (v === 'on' || v === 'dimmed' || v === 'off' ? v : undefined) as Settings[K]
    case 'speed':
      return (typeof v === 'number' && SPEEDS.includes(v) ? v : undefined) as Settings[K]
    case 'volume':
      return (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : undefined) as Settings[K]
    case 'palette':
      return (v === 'standard' || v === 'colour-blind' ? v : undefined) as Settings[K]
    case 'streamMode':
    case 'muted':
      return (typeof v === 'boolean' ? v : undefined) as Settings[K]
  }
  return undefined
}

/** Settings from stored JSON: every field that is missing or bad takes its default. */
export function parseSettings(json: string | null | undefined): Settings {
  const out = { ...DEFAULT_SETTINGS }
  if (!json) return out
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return out
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const v = checked(key, (raw as Record<string, unknown>)[key])
    if (v !== undefined) (out as Record<string, unknown>)[key] = v
  }
  return out
}

/** The smallest page the panels are laid out for, in CSS pixels: a larger UI scale is held back to keep it. */
export const MIN_PAGE = { width: 1024, height: 640 }

/**
 * The scale put into effect in a window of this size: scaling down always applies; scaling up stops where the
 * zoomed page would be smaller than MIN_PAGE (125% in a 1280 x 800 window), so no panel is pushed off screen.
 */
export function effectiveScale(scale: number, width: number, height: number): number {
  if (scale <= 1 || !(width > 0) || !(height > 0)) return scale
  const room = Math.min(width / MIN_PAGE.width, height / MIN_PAGE.height)
  return Math.max(1, Math.min(scale, Math.floor(room * 100) / 100))
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null
  } catch {
    // storage refused (a sandboxed frame, privacy settings): the defaults, not kept
    return null
  }
}

export function loadSettings(from: Storage | null = storage()): Settings {
  try {
    return parseSettings(from?.getItem(SETTINGS_KEY))
  } catch {
    return { ...DEFAULT_SETTINGS }
  }
}

export function saveSettings(settings: Settings, to: Storage | null = storage()): void {
  try {
    to?.setItem(SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // full or refused: the settings last for this session only
  }
}

export interface SettingsState {
  values: Settings
  /** the settings overlay is open */
  open: boolean
  /** the rules reference is open */
  rulesOpen: boolean
  /** the keyboard map is open */
  keysOpen?: boolean
  /**
   * the ace's memory of the player at the host's screen, as the host last said it (kept by the host, not in this
   * page: electron/host/opponent-memory.ts); null until asked
   */
  aceMemory?: AceMemoryStatus | null
}

export interface AceMemoryStatus {
  learning: boolean
  turns: number
  problem?: string
}

const initialState: SettingsState = { values: loadSettings(), open: false, rulesOpen: false, keysOpen: false, aceMemory: null }

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    /** One setting changed; a bad value is refused (the setting keeps its value). */
    settingChanged(state, { payload }: PayloadAction<Partial<Settings>>) {
      for (const key of Object.keys(payload) as (keyof Settings)[]) {
        const v = checked(key, payload[key])
        if (v !== undefined) (state.values as unknown as Record<string, unknown>)[key] = v
      }
    },
    settingsReset(state) {
      state.values = { ...DEFAULT_SETTINGS }
    },
    settingsOpened(state, { payload = true }: PayloadAction<boolean | undefined>) {
      state.open = payload
      if (payload) state.rulesOpen = state.keysOpen = false
    },
    rulesOpened(state, { payload = true }: PayloadAction<boolean | undefined>) {
      state.rulesOpen = payload
      if (payload) state.open = state.keysOpen = false
    },
    keysOpened(state, { payload = true }: PayloadAction<boolean | undefined>) {
      state.keysOpen = payload
      if (payload) state.open = state.rulesOpen = false
    },
    aceMemoryReported(state, { payload }: PayloadAction<AceMemoryStatus>) {
      state.aceMemory = { learning: payload.learning, turns: payload.turns, ...(payload.problem ? { problem: payload.problem } : {}) }
    },
    /** The mute key or button: the sound off, or back on at the volume it had. */
    muteToggled(state) {
      state.values.muted = !state.values.muted
    },
  },
})

export const { settingChanged, settingsReset, settingsOpened, rulesOpened, keysOpened, muteToggled, aceMemoryReported } = settingsSlice.actions
