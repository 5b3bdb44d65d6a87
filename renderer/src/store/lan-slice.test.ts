/**
 * The LAN as the host's screen keeps it: hosting, the games found, the link to another host and how it ended,
 * and the requests still waiting for an answer.
 */
import { describe, expect, it } from 'vitest'
import type { LanHostingStatus } from '../../../shared/protocol/lan'
import {
  connectRequested,
  gamesFound,
  hostingChanged,
  hostingRequested,
  lanRequestRefused,
  lanSlice,
  linkChanged,
  linkLeft,
  linkNotice,
  linkNoticeDismissed,
  remoteHost,
  type LanState,
} from './lan-slice'
import { lanGame } from '../testing/lan-games'

const reduce = (actions: Parameters<typeof lanSlice.reducer>[1][]): LanState => actions.reduce(lanSlice.reducer, lanSlice.reducer(undefined, { type: 'init' }))

const game = lanGame()

const hosting: LanHostingStatus = { hosting: true, port: 4317, addresses: ['http://192.168.1.20:4317/'], name: 'Kitchen PC', announced: true, problem: null }


describe('lan slice: hosting on the LAN', () => {
  it('a request waits until the host says how hosting stands; a refusal ends the wait with its reason', () => {
    let s = reduce([hostingRequested('start')])
    expect(s.pending.host).toBe('start')
    expect(s.hosting).toBeNull()
    s = lanSlice.reducer(s, hostingChanged(hosting))
    expect(s.pending.host).toBeNull()
    expect(s.hosting?.addresses).toEqual(['http://192.168.1.20:4317/'])

    s = reduce([hostingRequested('start'), lanRequestRefused({ kind: 'host', message: 'this host cannot play on a LAN' })])
    expect(s.pending.host).toBeNull()
    expect(s.refused.host).toBe('this host cannot play on a LAN')
    // asking again clears the old refusal
    expect(lanSlice.reducer(s, hostingRequested('status')).refused.host).toBeNull()
  })
})

describe('lan slice: games found', () => {
  it('keeps the whole list the host sends, and why browsing does not work when it does not', () => {
    let s = reduce([gamesFound({ browsing: true, games: [game] })])
    expect(s.browsing).toBe(true)
    expect(s.games.map((g) => g.host)).toEqual(['Kitchen PC'])
    s = lanSlice.reducer(s, gamesFound({ browsing: false, games: [], problem: 'no multicast on this network' }))
    expect(s).toMatchObject({ browsing: false, games: [], browseProblem: 'no multicast on this network' })
    expect(lanSlice.reducer(s, gamesFound({ browsing: true, games: [] })).browseProblem).toBeNull()
  })
})

describe('lan slice: the link to another host', () => {
  const connecting = linkChanged({ state: 'connecting', link: 'k1', address: '192.168.1.20:4317' })
  const open = linkChanged({ state: 'open', link: 'k1', address: '192.168.1.20:4317', hostName: 'Kitchen PC' })

  it('connecting, then open: the app is that host guest, and nothing is to be told', () => {
    let s = reduce([connectRequested('192.168.1.20:4317')])
    expect(s.pending.connect).toBe('192.168.1.20:4317')
    s = reduce([connectRequested('192.168.1.20:4317'), connecting])
    expect(s.pending.connect).toBeNull()
    expect(remoteHost(s)).toBeNull()
    s = lanSlice.reducer(s, open)
    expect(remoteHost(s)).toEqual({ hostName: 'Kitchen PC', address: '192.168.1.20:4317' })
    expect(linkNotice(s)).toBeNull()
  })

  it('a link that closes is told until dismissed; one refused says why', () => {
    let s = reduce([connecting, open, linkChanged({ state: 'closed', link: 'k1', address: '192.168.1.20:4317', message: 'Kitchen PC stopped hosting.' })])
    expect(remoteHost(s)).toBeNull()
    expect(linkNotice(s)).toEqual({ address: '192.168.1.20:4317', message: 'Kitchen PC stopped hosting.', refused: false })
    s = lanSlice.reducer(s, linkNoticeDismissed())
    expect(linkNotice(s)).toBeNull()

    s = reduce([connecting, linkChanged({ state: 'refused', link: 'k1', address: '192.168.1.20:4317', message: 'That host runs a newer Overdive.' })])
    expect(linkNotice(s)?.refused).toBe(true)
    // trying again: the old refusal is gone
    s = lanSlice.reducer(s, connectRequested('192.168.1.21:4317'))
    expect(s.link).toBeNull()
    expect(linkNotice(s)).toBeNull()
  })

  it('leaving on purpose ends the link with nothing to tell', () => {
    const s = reduce([connecting, open, linkLeft()])
    expect(remoteHost(s)).toBeNull()
    expect(s.link).toBeNull()
    expect(linkNotice(s)).toBeNull()
  })

  it('a connect the host refused outright stops waiting and says why', () => {
    const s = reduce([connectRequested('nowhere'), lanRequestRefused({ kind: 'connect', message: 'not an address: nowhere' })])
    expect(s.pending.connect).toBeNull()
    expect(s.refused.connect).toBe('not an address: nowhere')
  })
})
