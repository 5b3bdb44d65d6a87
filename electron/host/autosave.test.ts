/**
 * Issue 27: a failing autosave is said to the players at once, tried again on a timer and after every command,
 * and said again when it works. The journal store is a double here; disk-trouble.test.ts runs the real one on a
 * full and a read-only tmpfs.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Game } from '../../shared/engine/game'
import type { SaveStore } from '../saves/save-store'
import { Autosave, type AutosaveStatus } from './autosave'

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })

/** A store whose journals fail while `full` is true. */
function store(state: { full: boolean; opened: number; appended: number }) {
  const journal = {
    append: () => {
      if (state.full) throw enospc()
      state.appended++
    },
    close: () => {},
  }
  return {
    dir: '/no/such/folder',
    startJournal: () => {
      if (state.full) throw enospc()
      state.opened++
      return journal
    },
    resumeJournal: () => journal,
  } as unknown as SaveStore
}

describe('Autosave', () => {
  it('a journal that cannot be opened is said at once and opened again by the timer once the disk allows', () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const state = { full: true, opened: 0, appended: 0 }
    const said: AutosaveStatus[] = []
    const a = new Autosave({ store: store(state), game: {} as Game, uid: 'u', seats: {}, changed: (s) => said.push(s), retryMs: 1_000 })
    expect(said).toEqual([{ saving: false, message: 'not being saved: the disk is full' }])
    vi.advanceTimersByTime(1_000)
    expect(said).toHaveLength(1)
    // said once on the console, not at every try
    expect(errors).toHaveBeenCalledTimes(1)
    state.full = false
    vi.advanceTimersByTime(1_000)
    expect(state.opened).toBe(1)
    expect(said.at(-1)).toEqual({ saving: true, message: '' })
    expect(a.problem).toBeNull()
    a.close()
    errors.mockRestore()
    vi.useRealTimers()
  })

  it('a failed append is tried again after the next command, and stops being retried once closed', () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const state = { full: false, opened: 0, appended: 0 }
    const said: AutosaveStatus[] = []
    const a = new Autosave({ store: store(state), game: {} as Game, uid: 'u', seats: {}, changed: (s) => said.push(s), retryMs: 1_000 })
    expect(said).toEqual([])
    state.full = true
    a.afterCommand()
    expect(said).toEqual([{ saving: false, message: 'not being saved: the disk is full' }])
    state.full = false
    a.afterCommand()
    expect(state.appended).toBe(1)
    expect(said.at(-1)).toEqual({ saving: true, message: '' })
    state.full = true
    a.afterCommand()
    a.close()
    state.full = false
    vi.advanceTimersByTime(5_000)
    expect(state.appended).toBe(1)
    errors.mockRestore()
    vi.useRealTimers()
  })
})
