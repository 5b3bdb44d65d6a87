import { describe, expect, it } from 'vitest'
import { newGameSummary } from './new-game-summary'

const duel = {
  teams: [
    { id: 'central', name: 'German' },
    { id: 'allied', name: 'Allied' },
  ],
  seats: [
    { id: 'central', name: 'German', team: 'central' },
    { id: 'allied', name: 'Allied', team: 'allied' },
  ],
}

describe('New game’s one-line summary (new-game-summary.ts)', () => {
  it('a solo duel: the bot by its level, the person as you, and the rules', () => {
    expect(newGameSummary('Duel over the Trenches', duel, ['bot:ace', 'human'], 'Basic rules')).toBe('Duel over the Trenches · German: Ace bot · Allied: you · Basic rules')
  })

  it('two people at one screen, a LAN guest, several seats of a side', () => {
    expect(newGameSummary('Duel', duel, ['human', 'human'], 'Advanced rules')).toBe('Duel · German: at this screen · Allied: at this screen · Advanced rules')
    expect(newGameSummary('Duel', duel, ['guest', 'human'], 'Basic rules')).toBe('Duel · German: a LAN guest · Allied: you · Basic rules')
    const four = { ...duel, seats: [...duel.seats, { id: 'allied-2', name: 'Allied 2', team: 'allied' }] } as typeof duel
    expect(newGameSummary('Free dogfight', four, ['bot:heuristic', 'human', 'bot:recruit'], 'Custom: 2 rules')).toBe('Free dogfight · German: Quick bot · Allied: you, Recruit bot · Custom: 2 rules')
  })
})
