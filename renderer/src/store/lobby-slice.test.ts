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
  ],
}

describe('lobby: LAN guests "join from a browser"', () => {
  it('keeps the host\'s games and offers only human seats nobody sits at', () => {
    const s = lobbySlice.reducer(undefined, sessionsListed([session]))
    expect(s.sessions).toHaveLength(1)
    expect(freeSeats(s.sessions[0]).map((x) => x.id)).toEqual(['allied-2'])
  })
})
