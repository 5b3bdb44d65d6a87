/**
 * The campaign slice: what the campaign screens read of the host's answers (campaign-client.test.ts runs it against
 * a real host; these are its rules one by one).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/campaign/types'
import { campaignAnswered, campaignClosed, campaignDeleted, campaignReceived, campaignRequested, campaignSlice, campaignsListed, reportSeen } from './campaign-slice'

const reduce = campaignSlice.reducer
const campaign = (id: string, done = 0, inFlight = false): Campaign =>
  ({
    id,
    name: id.toUpperCase(),
    sorties: [...Array.from({ length: done }, (_, k) => ({ number: k + 1, status: 'done' })), ...(inFlight ? [{ number: done + 1, status: 'in-flight' }] : [])],
  }) as unknown as Campaign
const row = (id: string) => ({ id, name: id, sorties: 0, updatedAt: '2026-11-29T06:00:00.000Z', problem: null, interrupted: false })

describe('the campaign slice', () => {
  it('counts the requests asked and answered, and a new request clears the last notice', () => {
    let s = reduce(undefined, campaignRequested('list'))
    s = reduce({ ...s, notice: { tone: 'error', text: 'no' } }, campaignRequested('open'))
    expect(s.pending).toEqual(['list', 'open'])
    expect(s.notice).toBeNull()
    s = reduce(s, campaignsListed({ campaigns: [row('a')], problem: 'the disk is full' }))
    expect(s.pending).toEqual(['open'])
    expect(s.folderProblem).toBe('the disk is full')
    s = reduce(s, campaignAnswered('open'))
    expect(s.pending).toEqual([])
  })

  it('shows the campaign received when it is the one open (or none is), and keeps its list row up to date either way', () => {
    let s = reduce(undefined, campaignsListed({ campaigns: [row('a'), row('b')] }))
    s = reduce(s, campaignReceived({ campaign: campaign('a'), games: [] }))
    expect(s.open?.id).toBe('a')
    // a sortie of another campaign closed: its row follows, the campaign open stays
    s = reduce(s, campaignReceived({ campaign: campaign('b', 2, true), games: [{ sortie: 3, state: 'playing', session: 's', save: 'x' }], closed: 2 }))
    expect(s.open?.id).toBe('a')
    expect(s.report).toBeNull()
    expect(s.list.find((r) => r.id === 'b')).toMatchObject({ name: 'B', sorties: 2 })
    // the open campaign's sortie closed: its report is to be seen
    s = reduce(s, campaignReceived({ campaign: campaign('a', 1), games: [], closed: 1 }))
    expect(s.report).toBe(1)
    s = reduce(s, reportSeen())
    expect(s.report).toBeNull()
  })

  it('forgets a deleted campaign, and the one closed', () => {
    let s = reduce(undefined, campaignsListed({ campaigns: [row('a')] }))
    s = reduce(s, campaignReceived({ campaign: campaign('a'), games: [], closed: 1 }))
    s = reduce(s, campaignDeleted('a'))
    expect(s).toMatchObject({ list: [], open: null, games: [], report: null })
    s = reduce(s, campaignReceived({ campaign: campaign('b'), games: [] }))
    s = reduce(s, campaignClosed())
    expect(s.open).toBeNull()
  })
})
