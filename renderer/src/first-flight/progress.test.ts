/**
 * The first flight's progress in localStorage (progress.ts): kept and read back, resumed at the lesson left, and
 * anything unreadable read as a first flight not started.
 */
import { describe, expect, it } from 'vitest'
import { allSkipped, begun, finished, lessonToFly, loadProgress, markReached, NO_PROGRESS, PROGRESS_KEY, saveProgress } from './progress'

function memory(): Storage {
  const m = new Map<string, string>()
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 } as Storage
}

const ORDER = ['first-turn', 'fire', 'steep-and-immelmann', 'off-table']

describe('first-flight progress', () => {
  it('starts at the first lesson, and resumes at the lesson left half-way', () => {
    expect(lessonToFly(NO_PROGRESS, ORDER)).toBe('first-turn')
    let p = finished(begun(NO_PROGRESS, 'first-turn'), 'first-turn')
    p = markReached(begun(p, 'fire'), 'fire', 's1', 3)
    const store = memory()
    saveProgress(p, store)
    const back = loadProgress(store)
    expect(back).toEqual({ done: ['first-turn'], current: 'fire', mark: 3, session: 's1', skipped: false })
    expect(lessonToFly(back, ORDER)).toBe('fire')
    expect(lessonToFly(finished(back, 'fire'), ORDER)).toBe('steep-and-immelmann')
  })

  it('skipping a lesson or all of them counts them done; all done leaves nothing to fly', () => {
    const p = allSkipped(begun(NO_PROGRESS, 'fire'), ORDER)
    expect(p.skipped).toBe(true)
    expect(lessonToFly(p, ORDER)).toBeUndefined()
    expect(lessonToFly(finished(NO_PROGRESS, 'first-turn'), ORDER)).toBe('fire')
  })

  it('reads broken or hostile storage as no progress, field by field', () => {
    const store = memory()
    store.setItem(PROGRESS_KEY, '{not json')
    expect(loadProgress(store)).toEqual(NO_PROGRESS)
    store.setItem(PROGRESS_KEY, JSON.stringify({ done: ['fire', 3, null], current: 7, mark: -1, session: {}, skipped: 'yes' }))
    expect(loadProgress(store)).toEqual({ done: ['fire'], current: null, mark: 0, session: null, skipped: false })
    expect(loadProgress(null)).toEqual(NO_PROGRESS)
  })
})
