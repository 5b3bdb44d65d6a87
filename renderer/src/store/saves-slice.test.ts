import { describe, expect, it } from 'vitest'
import type { SaveListing } from '../../../shared/protocol/messages'
import { resumeDeclined, saveDeleted, savesListed, savesSlice, welcomed } from './saves-slice'

const listing = (file: string, over: boolean, kind: SaveListing['kind'] = 'autosave'): SaveListing => ({ file, size: 10, savedAt: '2026-11-22T10:00:00Z', kind, title: 'Duel', scenario: 'duel-over-the-trenches', turn: 3, over, seats: [], problem: null, interrupted: false })

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
