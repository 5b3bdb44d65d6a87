import { describe, expect, it } from 'vitest'
import { answerCards, defaultGift, evadeHint, snipeHint, toggledGift } from './ace-answer'

describe('the aces\' answers at the firing, in words (ace-answer.ts)', () => {
  const snipe = { kind: 'snipe' as const, plane: 'camel', target: 'dr1', arc: 'front' as const, ability: 'sniper' as const, cards: ['A30', 'A48', 'A01'], give: 2 }

  it('shows each card face up with its words, the one that hurts most marked', () => {
    const cards = answerCards(['A30', 'A48', 'A07'])
    expect(cards.map((c) => [c.id, c.label, c.worst])).toEqual([
      ['A30', '3', false],
      ['A48', '✸', true],
      ['A07', '0✚', false],
    ])
    expect(cards[1].words).toMatch(/explosion, the plane is eliminated/)
    expect(cards[2].words).toMatch(/jam/)
  })

  it('a sniper\'s default gives the cards that hurt most; a click adds or takes out a card, never more than the target takes', () => {
    expect(defaultGift(snipe)).toEqual(['A30', 'A48'])
    expect(toggledGift(snipe.cards, ['A30', 'A48'], 'A30', 2)).toEqual(['A48'])
    expect(toggledGift(snipe.cards, ['A48'], 'A01', 2)).toEqual(['A48', 'A01'])
    expect(toggledGift(snipe.cards, ['A30', 'A48'], 'A01', 2)).toEqual(['A48', 'A01'])
  })

  it('says what happens to the cards not given (003: under the deck; 004: discarded) and what evading does', () => {
    expect(snipeHint(snipe, 'the Dr.I')).toBe("Bull's-eye: you drew three cards. Give the Dr.I the two of your choice; the other goes under the damage deck.")
    expect(snipeHint({ ...snipe, ability: 'sniper-behind', cards: ['A30', 'A48'], give: 1 }, 'the Dr.I')).toMatch(/the one of your choice; the other goes on the discard pile/)
    expect(evadeHint('the Dr.I')).toMatch(/Once a game its pilot may ignore one: it goes to the bottom of the deck/)
  })
})
