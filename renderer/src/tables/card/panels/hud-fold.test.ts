import { describe, expect, it } from 'vitest'
import { foldedIds, type FoldMeasure } from './hud-fold'
import { escapeLeaves } from '../../common/TableExitButtons'

// the bar at 1280x800 in Fireworks over the Front with Altitude on, as measured (px): the controls that may fold
const TOOLS: FoldMeasure[] = [
  { id: 'plane', rank: 90, width: 118 },
  { id: 'arcs', rank: 40, width: 48 },
  { id: 'ruler', rank: 30, width: 54 },
  { id: 'names', rank: 10, width: 61 },
  { id: 'threats', rank: 20, width: 72 },
  { id: 'camera', rank: 70, width: 206 },
  { id: 'speed', rank: 50, width: 72 },
  { id: 'save', rank: 55, width: 48 },
  { id: 'settings', rank: 60, width: 32 },
  { id: 'rules', rank: 80, width: 30 },
]
const sum = (ids: Iterable<string>) => [...ids].reduce((s, id) => s + TOOLS.find((t) => t.id === id)!.width! + 8, 0)

describe('the top bar folds its less-used controls into "☰ More" (issue 26)', () => {
  it('folds nothing when everything fits', () => {
    expect(foldedIds(2000, 400, TOOLS, 8, 70).size).toBe(0)
  })

  it('folds the lowest ranks first, and only as many as the width needs', () => {
    const all = sum(TOOLS.map((t) => t.id))
    // 40 px short: Names (61 + 8) goes, and the More button (70 + 8) comes: still short, so Threats goes too
    const f = foldedIds(400 + all - 40, 400, TOOLS, 8, 70)
    expect([...f]).toEqual(['names', 'threats'])
    // what stays, the menu button and the fixed part fit
    expect(400 + all - sum(f) + 78).toBeLessThanOrEqual(400 + all - 40)
  })

  it('at any width what stays fits, down to everything folded', () => {
    for (let available = 300; available < 1400; available += 37) {
      const f = foldedIds(available, 300, TOOLS, 8, 70)
      const used = 300 + sum(TOOLS.map((t) => t.id)) - sum(f) + (f.size ? 78 : 0)
      if (f.size < TOOLS.length) expect(used, `at ${available}`).toBeLessThanOrEqual(available)
      // folding is by rank: a folded control never outranks one left on the bar
      const kept = TOOLS.filter((t) => !f.has(t.id))
      for (const t of TOOLS.filter((x) => f.has(x.id))) for (const k of kept) expect(t.rank).toBeLessThan(k.rank)
    }
  })

  it('takes an unmeasured control as standing on the bar (its width unknown until it is drawn)', () => {
    expect(foldedIds(500, 400, [{ id: 'new', rank: 1, width: undefined }], 8, 70).size).toBe(0)
  })
})

describe('Escape asks to leave the table (issue 26)', () => {
  const key = (over: Partial<KeyboardEvent> = {}) => ({ key: 'Escape', defaultPrevented: false, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over })
  it('when nothing else is open', () => expect(escapeLeaves(key(), false)).toBe(true))
  it('not while a dialog, an overlay or the More menu is open: that closes first', () => expect(escapeLeaves(key(), true)).toBe(false))
  it('not when something else has used the key, nor with a modifier, nor for another key', () => {
    expect(escapeLeaves(key({ defaultPrevented: true }), false)).toBe(false)
    expect(escapeLeaves(key({ ctrlKey: true }), false)).toBe(false)
    expect(escapeLeaves(key({ key: 'Enter' }), false)).toBe(false)
  })
})
