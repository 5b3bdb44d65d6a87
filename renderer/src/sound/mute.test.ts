/**
 * The mute (issue 26): muted, no cue is played and the engines are silent whatever the volume; unmuted, the sound
 * comes back at the volume it had. Muting is a setting kept like the others, and the S key and the bar's button
 * toggle it.
 */
import { describe, expect, it } from 'vitest'
import { applySettings } from '../store/settings-watch'
import { DEFAULT_SETTINGS, loadSettings, muteToggled, parseSettings, saveSettings, settingsSlice, type Settings } from '../store/settings-slice'
import { fakeSoundBoard } from './fake-audio'

const board = fakeSoundBoard

const settings = (over: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...over })

describe('muted: no sound', () => {
  it('plays no cue while muted, and plays again at the kept volume once unmuted', () => {
    const { b, made } = board()
    applySettings(settings({ volume: 0.8, muted: true }), null, b)
    b.unlock()
    expect(b.play({ kind: 'hit' }), 'muted: the cue is not played').toBe(false)
    expect(b.play({ kind: 'guns', rounds: 5, rear: false })).toBe(false)
    // no sound source was ever made: nothing was scheduled
    expect(made.flatMap((c) => c.sources)).toEqual([])

    applySettings(settings({ volume: 0.8, muted: false }), null, b)
    expect(b.play({ kind: 'hit' }), 'unmuted: heard again').toBe(true)
    const ctx = made[0]
    expect(ctx.sources.length).toBeGreaterThan(0)
    // the master gain is the kept volume's square (0.8² = 0.64), not 0
    const master = ctx.nodes.find((n) => n.kind === 'gain' && n.outputs.includes(ctx.destination as never))!
    expect(master.gain.value).toBeCloseTo(0.64, 5)
  })

  it('silences a board that was playing: the context is suspended and the next cue is not played', () => {
    const { b, made } = board()
    applySettings(settings({ volume: 0.6 }), null, b)
    b.unlock()
    expect(b.play({ kind: 'hit' })).toBe(true)
    const before = made[0].sources.length
    applySettings(settings({ volume: 0.6, muted: true }), null, b)
    expect(b.play({ kind: 'explosion' })).toBe(false)
    expect(made[0].sources.length).toBe(before)
    expect(made[0].suspends).toBeGreaterThan(0)
  })
})

describe('muted: a setting like the others', () => {
  it('toggles with muteToggled and keeps the volume', () => {
    const r = settingsSlice.reducer
    const s0 = r(undefined, { type: 'init' })
    const s1 = r(s0, muteToggled())
    expect(s1.values.muted).toBe(!s0.values.muted)
    expect(s1.values.volume).toBe(s0.values.volume)
    expect(r(s1, muteToggled()).values.muted).toBe(s0.values.muted)
  })

  it('is kept on this machine and read back; a bad stored value falls back to not muted', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    saveSettings(settings({ muted: true, volume: 0.4 }), storage)
    expect(loadSettings(storage)).toMatchObject({ muted: true, volume: 0.4 })
    expect(parseSettings('{"muted":"yes"}').muted).toBe(false)
    expect(parseSettings('{}').muted).toBe(false)
  })
})
