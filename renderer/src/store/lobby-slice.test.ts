/**
 * The lobby slice: the host's games and the seats a guest may take, the lobby of the game this client is in,
 * a removal notice, and what the start button needs to know.
 */
import { describe, expect, it } from 'vitest'
import type { LobbyPerson, SessionSummary } from '../../../shared/protocol/messages'
import { leftGame } from './game-slice'
import { emptySeats, freeSeats, lobbyReceived, lobbySlice, me, notReady, removedFromGame, removedNoticeDismissed, sessionsListed, type Lobby } from './lobby-slice'

const session: SessionSummary = {
  session: 'g1',
  title: 'Dawn Patrols',
  scenario: 'dawn-patrols',
  turn: 2,
  over: false,
  phase: 'playing',
  rules: [],
  people: 2,
  seats: [
    { id: 'central', name: 'German', team: 'central', kind: 'bot:heuristic', taken: false },
    { id: 'allied', name: 'Allied', team: 'allied', kind: 'human', taken: true },
    { id: 'allied-2', name: 'Allied 2', team: 'allied', kind: 'human', taken: false },
    { id: 'allied-3', name: 'Allied 3', team: 'allied', kind: 'guest', taken: false },
    { id: 'allied-4', name: 'Allied 4', team: 'allied', kind: 'guest', taken: true },
    { id: 'allied-5', name: 'Allied 5', team: 'allied', kind: 'guest', taken: false, held: true },
    { id: 'allied-6', name: 'Allied 6', team: 'allied', kind: 'guest', taken: true, standIn: true },
  ],
}

const person = (id: string, seats: string[], ready: boolean, extra: Partial<LobbyPerson> = {}): LobbyPerson => ({ id, name: id, seats, ready, screen: false, ...extra })

const lobby: Lobby = {
  session: 'g1',
  phase: 'lobby',
  title: 'Dawn Patrols',
  scenario: 'dawn-patrols',
  rules: ['The game ends after turn 6'],
  seats: session.seats,
  people: [person('Host', ['allied'], true, { screen: true }), person('Anna', ['allied-4'], false, { you: true }), person('Bea', ['allied-6'], true), person('Watcher', [], false)],
}

describe('lobby: LAN guests "join from a browser"', () => {
  it("keeps the host's games and offers guests only the seats left for guests that nobody holds (issue 7)", () => {
    const s = lobbySlice.reducer(undefined, sessionsListed([session]))
    expect(s.sessions).toHaveLength(1)
    // not the host's own screen's seat (allied-2), nor one taken, nor one kept for a guest who dropped, nor a bot's
    expect(freeSeats(s.sessions[0]).map((x) => x.id)).toEqual(['allied-3'])
  })
})

describe("lobby: the game this client is in, while it waits to start (issue 8)", () => {
  it('keeps the last lobby the host described, and forgets it when the client leaves the game', () => {
    let s = lobbySlice.reducer(undefined, lobbyReceived({ type: 'lobby', ...lobby }))
    expect(s.current).toEqual(lobby)
    expect(s.current).not.toHaveProperty('type')
    s = lobbySlice.reducer(s, lobbyReceived({ ...lobby, phase: 'playing' }))
    expect(s.current?.phase).toBe('playing')
    s = lobbySlice.reducer(s, leftGame())
    expect(s.current).toBeNull()
  })

  it("keeps which ruleset a lobby's game is of (the hex game's seats read as their sides: seat-words.ts)", () => {
    const s = lobbySlice.reducer(undefined, lobbyReceived({ type: 'lobby', ...lobby, ruleset: 'hex' }))
    expect(s.current?.ruleset).toBe('hex')
    expect(lobbySlice.reducer(undefined, lobbyReceived({ type: 'lobby', ...lobby })).current).not.toHaveProperty('ruleset')
  })

  it("a client the host's screen removed keeps the host's words until it reads them or joins a game again", () => {
    let s = lobbySlice.reducer(undefined, lobbyReceived(lobby))
    s = lobbySlice.reducer(s, removedFromGame({ session: 'g1', message: 'the host removed you from Dawn Patrols' }))
    expect(s.current).toBeNull()
    expect(s.removed).toBe('the host removed you from Dawn Patrols')
    expect(lobbySlice.reducer(s, removedNoticeDismissed()).removed).toBeNull()
    expect(lobbySlice.reducer(s, lobbyReceived(lobby)).removed).toBeNull()
    // an empty message still says what happened
    expect(lobbySlice.reducer(undefined, removedFromGame({ session: 'g1', message: '' })).removed).toMatch(/removed you/)
  })

  it('what the start button needs: seats nobody plays, and players not ready', () => {
    // a free guest seat and one kept for a guest who dropped have nobody to play them; a bot standing in does
    expect(emptySeats(lobby.seats).map((x) => x.id)).toEqual(['allied-3', 'allied-5'])
    // the screen is never waited for, nor a spectator
    expect(notReady(lobby).map((p) => p.name)).toEqual(['Anna'])
    expect(me(lobby)?.name).toBe('Anna')
  })
})
