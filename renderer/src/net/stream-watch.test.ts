/**
 * Stream mode (issue 9): which game a streaming program's browser source shows, and its delay.
 */
import { describe, expect, it } from 'vitest'
import type { ServerMessage, SessionSummary } from '../../../shared/protocol/messages'
import { delayedTransport } from './delayed-transport'
import { END_SHOWN_MS, JOIN_WAIT_MS, gameToWatch, streamParams, watchStream, type StreamApp } from './stream-watch'
import type { Transport } from './transport'

const game = (session: string, over = false): SessionSummary => ({ session, title: session, scenario: 's', turn: 1, over, seats: [], phase: 'playing', rules: [], people: 0 })

describe('streamParams: the address of a browser source', () => {
  it('needs stream=1 and a game (or "latest"); the delay is whole seconds, at most ten minutes', () => {
    expect(streamParams('?watch=latest&stream=1')).toEqual({ watch: 'latest', delayMs: 0 })
    expect(streamParams('?watch=AbC_12-x&stream=1&delay=30')).toEqual({ watch: 'AbC_12-x', delayMs: 30_000 })
    expect(streamParams('?watch=latest&stream=1&delay=9999')!.delayMs).toBe(600_000)
    expect(streamParams('?watch=latest&stream=1&delay=-5')!.delayMs).toBe(0)
    expect(streamParams('?watch=latest&stream=1&delay=soon')!.delayMs).toBe(0)
    expect(streamParams('?watch=latest')).toBeNull()
    expect(streamParams('?stream=1')).toBeNull()
    expect(streamParams('?watch=<script>&stream=1')).toBeNull()
  })
})

describe('gameToWatch', () => {
  it('a named game while the host has it', () => {
    expect(gameToWatch('g2', [game('g1'), game('g2', true)], null, 0)).toBe('g2')
    expect(gameToWatch('g9', [game('g1')], null, 0)).toBeNull()
  })

  it('latest: the newest game running; an ended one stays on for its end screen, then the next', () => {
    expect(gameToWatch('latest', [], null, 0)).toBeNull()
    expect(gameToWatch('latest', [game('g1'), game('g2')], null, 0)).toBe('g2')
    const sessions = [game('g2', true), game('g3')]
    expect(gameToWatch('latest', sessions, { session: 'g2', overSince: 1000 }, 1000 + END_SHOWN_MS - 1)).toBe('g2')
    expect(gameToWatch('latest', sessions, { session: 'g2', overSince: 1000 }, 1000 + END_SHOWN_MS)).toBe('g3')
    // nothing newer: the ended game stays
    expect(gameToWatch('latest', [game('g2', true)], { session: 'g2', overSince: 0 }, END_SHOWN_MS * 9)).toBe('g2')
    // the game vanished (the host restarted): the newest one, or none
    expect(gameToWatch('latest', [game('g7')], { session: 'g2', overSince: null }, 0)).toBe('g7')
    // a newer game started while the shown one is left unfinished: the stream moves to it at once
    expect(gameToWatch('latest', [game('g1'), game('g2')], { session: 'g1', overSince: null }, 0)).toBe('g2')
    // an older game does not take the stream back
    expect(gameToWatch('latest', [game('g1'), game('g2')], { session: 'g2', overSince: null }, 0)).toBe('g2')
  })
})

describe('watchStream: the stream follows the games', () => {
  it('waits for a game, joins it, and moves on after the end screen', async () => {
    let sessions: SessionSummary[] = []
    let shown: { session: string | null; over: boolean } = { session: null, over: false }
    const calls: string[] = []
    let t = 0
    const app: StreamApp = {
      sessions: () => sessions,
      shown: () => shown,
      listSessions: () => calls.push('list'),
      onSessions: () => () => {},
      watchGame: (s) => {
        calls.push(`watch ${s}`)
        shown = { session: s, over: false }
      },
      leaveGame: () => {
        calls.push('leave')
        shown = { session: null, over: false }
      },
    }
    const stop = watchStream({ watch: 'latest', delayMs: 0 }, app, { everyMs: 5, now: () => t })
    const tick = () => new Promise((r) => setTimeout(r, 12))
    await tick()
    expect(calls.filter((c) => c !== 'list')).toEqual([])
    sessions = [game('g1')]
    await tick()
    expect(calls.filter((c) => c !== 'list')).toEqual(['watch g1'])
    shown = { session: 'g1', over: true }
    sessions = [game('g1', true), game('g2')]
    await tick()
    t += END_SHOWN_MS
    await tick()
    expect(calls.filter((c) => c !== 'list')).toEqual(['watch g1', 'leave', 'watch g2'])
    stop()
  })

  it('joins a new game as soon as the host’s list names it, not at the next ask (the start’s dice were gone)', () => {
    let sessions: SessionSummary[] = []
    let heard: (() => void) | null = null
    const calls: string[] = []
    const app: StreamApp = {
      sessions: () => sessions,
      shown: () => ({ session: null, over: false }),
      listSessions: () => calls.push('list'),
      onSessions: (listener) => {
        heard = listener
        return () => (heard = null)
      },
      watchGame: (s) => calls.push(`watch ${s}`),
      leaveGame: () => calls.push('leave'),
    }
    // asked once at the start, and not again within the test
    const stop = watchStream({ watch: 'latest', delayMs: 0 }, app, { everyMs: 3_600_000 })
    expect(calls).toEqual(['list'])
    sessions = [game('g1')]
    heard!()
    expect(calls).toEqual(['list', 'watch g1'])
    stop()
    expect(heard, 'stopped listening').toBeNull()
  })

  it('asks to join a game once while its view is on its way, and again if none comes within JOIN_WAIT_MS', () => {
    let heard: () => void = () => {}
    let t = 0
    const calls: string[] = []
    const app: StreamApp = {
      sessions: () => [game('g1')],
      shown: () => ({ session: null, over: false }),
      listSessions: () => {},
      onSessions: (listener) => {
        heard = listener
        return () => {}
      },
      watchGame: (s) => calls.push(`watch ${s}`),
      leaveGame: () => calls.push('leave'),
    }
    const stop = watchStream({ watch: 'latest', delayMs: 0 }, app, { everyMs: 3_600_000, now: () => t })
    heard()
    t += 1000
    heard()
    t += 1000
    heard()
    expect(calls, 'the lists of the next seconds ask nothing more').toEqual(['watch g1'])
    t += JOIN_WAIT_MS
    heard()
    expect(calls, 'no view came: asked again').toEqual(['watch g1', 'watch g1'])
    stop()
  })
})

describe('delayedTransport: the stream shows the host’s messages late, in order', () => {
  it('holds each message for the delay; sends at once', () => {
    const scheduled: { f: () => void; ms: number }[] = []
    let deliver: (m: ServerMessage) => void = () => {}
    const sent: unknown[] = []
    const inner: Transport = { send: (m) => sent.push(m), onMessage: (l) => (deliver = l), onStatus: () => {} }
    const t = delayedTransport(inner, 30_000, (f, ms) => scheduled.push({ f, ms }))
    const got: string[] = []
    t.onMessage((m) => got.push(m.type))
    deliver({ type: 'sessions', sessions: [] })
    deliver({ type: 'game-over', session: 'g', result: { winner: null, scores: {}, reason: 'no-planes-left' } })
    expect(got).toEqual([])
    expect(scheduled.map((s) => s.ms)).toEqual([30_000, 30_000])
    scheduled.forEach((s) => s.f())
    expect(got).toEqual(['sessions', 'game-over'])
    t.send({ type: 'list-sessions' })
    expect(sent).toHaveLength(1)
    expect(delayedTransport(inner, 0)).toBe(inner)
  })
})
