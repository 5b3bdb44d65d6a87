import { describe, expect, it } from 'vitest'
import { makeStore } from '.'
import { leftGame } from './game-slice'
import { aceMemoryReported, DEFAULT_SETTINGS, effectiveScale, loadSettings, parseSettings, rulesOpened, saveSettings, SETTINGS_KEY, settingChanged, settingsOpened, settingsReset, settingsSlice } from './settings-slice'
import { speedChosen } from './ui-slice'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m }
}

describe('settings kept on this machine', () => {
  it('loads the defaults when nothing is stored, or the stored JSON is broken, or not an object', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('"on"')).toEqual(DEFAULT_SETTINGS)
    expect(parseSettings('null')).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps every good field and puts the default in place of each bad one', () => {
    const s = parseSettings(JSON.stringify({ uiScale: 1.25, clouds: 'misty', speed: 3, volume: 0.4, palette: 'colour-blind', streamMode: 'yes', extra: 1 }))
    expect(s).toEqual({ ...DEFAULT_SETTINGS, uiScale: 1.25, volume: 0.4, palette: 'colour-blind' })
  })

  it('clamps the UI scale to 80–150% and the volume to 0–1', () => {
    expect(parseSettings(JSON.stringify({ uiScale: 9, volume: -2 }))).toMatchObject({ uiScale: 1.5, volume: 0 })
    expect(parseSettings(JSON.stringify({ uiScale: 0.1, volume: 7 }))).toMatchObject({ uiScale: 0.8, volume: 1 })
    expect(parseSettings(JSON.stringify({ uiScale: null, volume: 'loud' }))).toMatchObject({ uiScale: 1, volume: DEFAULT_SETTINGS.volume })
  })

  it('saves and loads back through storage, and survives a storage that throws', () => {
    const store = memory()
    const s = { ...DEFAULT_SETTINGS, clouds: 'off' as const, speed: 4, streamMode: true }
    saveSettings(s, store)
    expect(JSON.parse(store.m.get(SETTINGS_KEY)!)).toEqual(s)
    expect(loadSettings(store)).toEqual(s)
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('full') } }
    expect(loadSettings(broken)).toEqual(DEFAULT_SETTINGS)
    expect(() => saveSettings(s, broken)).not.toThrow()
  })

  it('changes a setting, refuses a bad value, and resets to the defaults', () => {
    const r = settingsSlice.reducer
    let s = r(undefined, settingChanged({ clouds: 'dimmed', volume: 0 }))
    expect(s.values).toMatchObject({ clouds: 'dimmed', volume: 0 })
    s = r(s, settingChanged({ speed: 3, palette: 'pink' as never }))
    expect(s.values.speed).toBe(DEFAULT_SETTINGS.speed)
    expect(s.values.palette).toBe('standard')
    s = r(s, settingsReset())
    expect(s.values).toEqual(DEFAULT_SETTINGS)
  })

  it('opens the settings or the rules, one at a time', () => {
    const r = settingsSlice.reducer
    let s = r(undefined, settingsOpened(true))
    expect(s.open).toBe(true)
    s = r(s, rulesOpened(true))
    expect([s.open, s.rulesOpen]).toEqual([false, true])
    s = r(s, rulesOpened(false))
    expect(s.rulesOpen).toBe(false)
  })
})

describe('the animation speed setting', () => {
  it('sets the speed now and the speed every later game and replay starts at; a replay’s own speed does not carry into the next game', () => {
    const store = makeStore()
    store.dispatch(settingChanged({ speed: 2 }))
    expect(store.getState().ui.speed).toBe(2)
    // a replay (or a game) played faster
    store.dispatch(speedChosen(10))
    expect(store.getState().ui.speed).toBe(10)
    // closing a replay leaves its game: the next game starts at the setting
    store.dispatch(leftGame())
    expect(store.getState().ui.speed).toBe(2)
    expect(store.getState().settings.values.speed).toBe(2)
  })
})

describe('the UI scale in effect', () => {
  it('always scales down, and scales up only as far as keeps a 1024 x 640 page', () => {
    expect(effectiveScale(0.8, 1024, 640)).toBe(0.8)
    expect(effectiveScale(1.5, 1920, 1080)).toBe(1.5)
    expect(effectiveScale(1.5, 1280, 800)).toBe(1.25)
    expect(effectiveScale(1.25, 1024, 768)).toBe(1)
    expect(effectiveScale(1.1, 0, 0)).toBe(1.1)
  })
})

describe("the ace's memory of the screen's player, as the host says it", () => {
  it('is unknown until the host answers, then holds what it said and never the turns themselves; it is not a setting kept here', () => {
    const store = makeStore()
    expect(store.getState().settings.aceMemory).toBeNull()
    store.dispatch(aceMemoryReported({ learning: false, turns: 12, problem: 'disk full', turnsData: [1] } as never))
    expect(store.getState().settings.aceMemory).toEqual({ learning: false, turns: 12, problem: 'disk full' })
    store.dispatch(aceMemoryReported({ learning: true, turns: 0 }))
    expect(store.getState().settings.aceMemory).toEqual({ learning: true, turns: 0 })
    expect(Object.keys(store.getState().settings.values)).not.toContain('aceMemory')
  })
})
