import { describe, expect, it } from 'vitest'
import type { SessionSummary } from '../../../shared/protocol/messages'
import { freeSeats, lobbySlice, sessionsListed } from './lobby-slice'

const session: SessionSummary = {
  session: 'g1',
  title: 'Dawn Patrols',
  scenario: 'dawn-patrols',
  turn: 2,
  over: false,
  seats: [
    { id: 'central', name: 'German', team: 'central', kind: 'bot:heuristic', taken: false },
    { id: 'allied', name: 'Allied', team: 'allied', kind: 'human', taken: true },
    { id: 'allied-2', name: 'Allied 2', team: 'allied', kind: 'human', taken: false },
    { id: 'allied-3', name: 'Allied 3', team: 'allied', kind: 'guest', taken: false },
    { id: 'allied-4', name: 'Allied 4', team: 'allied', kind: 'guest', taken: true },
    { id: 'allied-5', name: 'Allied 5', team: 'allied', kind: 'guest', taken: false, held: true },
  ],
}

describe('lobby: LAN guests "join from a browser"', () => {
  it("keeps the host's games and offers guests only the seats left for guests that nobody holds (issue 7)", () => {
    const s = lobbySlice.reducer(undefined, sessionsListed([session]))
    expect(s.sessions).toHaveLength(1)
    // not the host's own screen's seat (allied-2), nor one taken, nor one kept for a guest who dropped
    expect(freeSeats(s.sessions[0]).map((x) => x.id)).toEqual(['allied-3'])
  })
})
