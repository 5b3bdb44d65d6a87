/**
 * The combat log's kept choices (log-prefs.ts): a phone held upright starts with the log folded (card-phone.css has
 * room for its title bar only); a wider window starts with it open; a choice kept on this machine wins either way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLogPrefs, saveLogPrefs } from './log-prefs'

function machine(width: number): Map<string, string> {
  const kept = new Map<string, string>()
  vi.stubGlobal('window', { innerWidth: width, innerHeight: 800 })
  vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) })
  return kept
}

describe('the combat log starts folded on a phone (log-prefs.ts)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('folded at 390 px wide, open at 1280', () => {
    machine(390)
    expect(loadLogPrefs().folded).toBe(true)
    machine(1280)
    expect(loadLogPrefs().folded).toBe(false)
  })

  it('the player’s own choice, once kept, wins over the window', () => {
    machine(390)
    saveLogPrefs({ ...loadLogPrefs(), folded: false })
    expect(loadLogPrefs().folded).toBe(false)
  })

  it('a broken entry gives the defaults for the window', () => {
    const kept = machine(390)
    kept.set('overdive.combat-log', '{not json')
    expect(loadLogPrefs().folded).toBe(true)
  })
})
