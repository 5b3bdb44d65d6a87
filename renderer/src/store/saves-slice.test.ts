import { describe, expect, it } from 'vitest'
import type { SaveListing } from '../../../shared/protocol/messages'
import { autosaveReported, folderChecked, resumeDeclined, saveDeleted, saveRenamed, savesFiltered, savesListed, savesNotice, savesSlice, savingAgainDismissed, welcomed } from './saves-slice'

const listing = (file: string, over: boolean, kind: SaveListing['kind'] = 'autosave'): SaveListing => ({ file, size: 10, savedAt: '2026-11-22T10:00:00Z', kind, title: 'Duel', scenario: 'duel-over-the-trenches', turn: 3, over, winner: null, game: 'g', seats: [], problem: null, interrupted: false })

describe('saves slice: "the next start offers to resume exactly where play stopped"', () => {
  it('keeps the unfinished games the host offers at start', () => {
    const s = savesSlice.reducer(undefined, welcomed([listing('autosave-a.json', false)]))
    expect(s.resumable.map((r) => r.file)).toEqual(['autosave-a.json'])
  })

  it('stops offering a game once it is finished, deleted or declined', () => {
    let s = savesSlice.reducer(undefined, welcomed([listing('autosave-a.json', false), listing('autosave-b.json', false), listing('autosave-c.json', false)]))
    s = savesSlice.reducer(s, savesListed([listing('autosave-a.json', true), listing('autosave-b.json', false), listing('autosave-c.json', false)]))
    expect(s.resumable.map((r) => r.file)).toEqual(['autosave-b.json', 'autosave-c.json'])
    s = savesSlice.reducer(s, saveDeleted('autosave-b.json'))
    s = savesSlice.reducer(s, resumeDeclined('autosave-c.json'))
    expect(s.resumable).toEqual([])
    expect(s.list.map((l) => l.file)).toEqual(['autosave-a.json', 'autosave-c.json'])
  })
})

describe('saves slice: names, notes and the unfinished filter', () => {
  it('renames a save in the list; an autosave renamed is a manual save, no longer offered to continue', () => {
    let s = savesSlice.reducer(undefined, welcomed([listing('autosave-a.journal', false)]))
    s = savesSlice.reducer(s, savesListed([listing('autosave-a.journal', false), listing('b.json', false, 'manual')]))
    s = savesSlice.reducer(s, saveRenamed({ file: 'autosave-a.journal', to: 'Dawn.json' }))
    s = savesSlice.reducer(s, saveRenamed({ file: 'b.json', to: 'Dusk.json' }))
    expect(s.list.map((l) => [l.file, l.kind])).toEqual([
      ['Dawn.json', 'manual'],
      ['Dusk.json', 'manual'],
    ])
    expect(s.resumable).toEqual([])
  })

  it('keeps the last import or rename note until it is cleared, and which saves the screen shows', () => {
    let s = savesSlice.reducer(undefined, savesNotice({ tone: 'ok', text: 'Imported x' }))
    expect(s.notice).toEqual({ tone: 'ok', text: 'Imported x' })
    s = savesSlice.reducer(s, savesNotice(null))
    expect(s.notice).toBeNull()
    expect(s.filter).toBe('all')
    expect(savesSlice.reducer(s, savesFiltered('unfinished')).filter).toBe('unfinished')
  })
})

describe('saves slice: the menu continues a game left since the host said welcome', () => {
  it('takes the unfinished autosaves of each list of saves, not manual saves, finished games or broken files', () => {
    let s = savesSlice.reducer(undefined, welcomed([]))
    s = savesSlice.reducer(s, savesListed([listing('autosave-left.journal', false), listing('named.json', false, 'manual'), listing('autosave-done.journal', true), { ...listing('autosave-bad.journal', false), problem: 'damaged' }]))
    expect(s.resumable.map((r) => r.file)).toEqual(['autosave-left.journal'])
  })
})

describe('saves slice: a game not being saved (issue 27)', () => {
  it('keeps why until the host says it is saved again, then says so for that game only', () => {
    let s = savesSlice.reducer(undefined, autosaveReported({ session: 'g1', saving: false, message: 'not being saved: the disk is full' }))
    expect(s.notSaving).toEqual({ session: 'g1', message: 'not being saved: the disk is full' })
    // another game saving says nothing of this one
    s = savesSlice.reducer(s, autosaveReported({ session: 'g2', saving: true, message: '' }))
    expect(s.notSaving?.session).toBe('g1')
    expect(s.savingAgain).toBeNull()
    s = savesSlice.reducer(s, autosaveReported({ session: 'g1', saving: true, message: '' }))
    expect(s.notSaving).toBeNull()
    expect(s.savingAgain).toBe('g1')
    expect(savesSlice.reducer(s, savingAgainDismissed()).savingAgain).toBeNull()
  })

  it('keeps the host’s word on its saves folder, for the menu', () => {
    const s = savesSlice.reducer(undefined, folderChecked('games cannot be saved in /x: the folder is read-only'))
    expect(s.folderProblem).toMatch(/read-only/)
    expect(savesSlice.reducer(s, folderChecked(null)).folderProblem).toBeNull()
  })
})
