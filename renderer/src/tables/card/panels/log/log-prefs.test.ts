/**
 * The combat log's kept choices (log-prefs.ts): a phone or a tablet held upright starts with the log folded
 * (card-phone.css has room for its title bar only); any other window starts with it open; a choice kept on this machine wins either way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLogPrefs, saveLogPrefs } from './log-prefs'

function machine(width: number, height = 844): Map<string, string> {
  const kept = new Map<string, string>()
  vi.stubGlobal('window', { innerWidth: width, innerHeight: height })
  vi.stubGlobal('localStorage', { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) })
  return kept
}

describe('the combat log starts folded on a phone (log-prefs.ts)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('folded on a phone or a tablet held upright, open on its side and at the desk', () => {
    machine(390)
    expect(loadLogPrefs().folded).toBe(true)
    machine(768, 1024)
    expect(loadLogPrefs().folded).toBe(true)
    machine(844, 390)
    expect(loadLogPrefs().folded).toBe(false)
    machine(1280, 800)
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
