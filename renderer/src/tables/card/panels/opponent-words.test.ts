import { describe, expect, it } from 'vitest'
import type { SeatInfo } from '../../../../../shared/protocol/messages'
import { botName } from '../../../../../shared/protocol/seat-kinds'
import { opponentWords } from './opponent-words'

const seat = (id: string, team: string, kind: SeatInfo['kind'], more: Partial<SeatInfo> = {}): SeatInfo => ({ id, name: id, team, kind, taken: true, ...more })

describe('who the seat plays against (opponent-words.ts)', () => {
  it('names each bot level as a player calls it', () => {
    expect(botName('bot:ace')).toBe('Ace bot')
    expect(botName('bot:heuristic')).toBe('Quick bot')
    expect(botName('bot:random')).toBe('Random bot')
    expect(botName('bot:veteran')).toBe('Veteran bot')
  })

  it('says the bot across the table', () => {
    expect(opponentWords([seat('allied', 'a', 'human'), seat('central', 'c', 'bot:ace')], 'allied')).toBe('against the Ace bot')
  })

  it('lists different bots once each, and leaves out the seat’s own team', () => {
    const seats = [seat('a1', 'a', 'human'), seat('a2', 'a', 'bot:recruit'), seat('c1', 'c', 'bot:ace'), seat('c2', 'c', 'bot:ace'), seat('c3', 'c', 'bot:heuristic')]
    expect(opponentWords(seats, 'a1')).toBe('against the Ace bot and the Quick bot')
  })

  it('names a bot standing in for a dropped guest', () => {
    expect(opponentWords([seat('allied', 'a', 'human'), seat('central', 'c', 'guest', { standIn: true })], 'allied')).toBe('against a stand-in bot')
  })

  it('says nothing against people, or for a spectator', () => {
    const seats = [seat('allied', 'a', 'human'), seat('central', 'c', 'human')]
    expect(opponentWords(seats, 'allied')).toBeNull()
    expect(opponentWords([seat('allied', 'a', 'bot:ace'), seat('central', 'c', 'bot:ace')], null)).toBeNull()
  })
})
