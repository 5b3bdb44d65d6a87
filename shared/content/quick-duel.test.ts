/**
 * The quick duel (the main menu's "Quick duel against the bot" and "Duel for two at this screen": 003's Duel over the
 * Trenches, lines 1039-1053) starts far enough apart that turn 1 is not decided by one card: whatever first card
 * each plane plays, neither can fire in the first phase of turn 1, and the game is not over after it. Checked through
 * the engine for every pair of first cards, in the scenario and each of its variants (issue 26).
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { Game } from '../engine/game'
import { scenarioSetup } from '../engine/setup'

const DUEL = 'duel-over-the-trenches'

/** a three-card plan whose first card is `first` (the other two do not matter to phase 1) */
function planStarting(deck: readonly string[], first: string): string[] {
  return [first, ...deck.filter((id) => id !== first).slice(0, 2)]
}

describe('the quick duel starts out of range (003 lines 1045-1049: "at least 70cm apart", half a ruler from each side)', () => {
  const variants = [null, ...content.scenarios[DUEL].variants.map((v) => v.id)]
  for (const variant of variants) {
    it(`no first card of either plane gives a shot in turn 1, phase 1 (${variant ?? 'Camel against Dr.I'})`, () => {
      const setup = scenarioSetup(content, { scenario: DUEL, variant })
      const first = Game.start(content, setup, 1)
      const [a, b] = first.state.planes
      const deckA = [...first.rules.byId.get(a.id)!.cards.keys()]
      const deckB = [...first.rules.byId.get(b.id)!.cards.keys()]
      expect(deckA.length).toBeGreaterThan(10)
      const shots: string[] = []
      let pairs = 0
      for (const cardA of deckA) {
        for (const cardB of deckB) {
          const game = Game.start(content, setup, 1)
          game.apply({ type: 'plan', seat: a.seat, plane: a.id, cards: planStarting(deckA, cardA) })
          game.apply({ type: 'plan', seat: b.seat, plane: b.id, cards: planStarting(deckB, cardB) })
          pairs++
          // the first card has been flown: the game waits for phase 1's fire orders if anyone has a target, or has
          // played on (phase 2's fire, or the whole turn) when no one had one
          if (game.over || (game.state.turn === 1 && game.state.phase === 1 && game.state.step === 'firing')) shots.push(`${cardA} against ${cardB}`)
        }
      }
      expect(pairs).toBe(deckA.length * deckB.length)
      expect(shots).toEqual([])
    })
  }

  it('the same check finds the shots of the old 70 cm table (the test can fail)', () => {
    const old = structuredClone(content.scenarios[DUEL])
    old.table.depth = 70
    const c = { ...content, scenarios: { ...content.scenarios, [DUEL]: old } }
    const setup = scenarioSetup(c, { scenario: DUEL, variant: null })
    const game = Game.start(c, setup, 1)
    const [a, b] = game.state.planes
    // both fly their first card, a straight, towards each other: 36 cm apart at the start, in range after it
    const deckA = [...game.rules.byId.get(a.id)!.cards.keys()]
    const deckB = [...game.rules.byId.get(b.id)!.cards.keys()]
    game.apply({ type: 'plan', seat: a.seat, plane: a.id, cards: planStarting(deckA, deckA[0]) })
    game.apply({ type: 'plan', seat: b.seat, plane: b.id, cards: planStarting(deckB, deckB[0]) })
    expect([game.state.turn, game.state.phase, game.state.step]).toEqual([1, 1, 'firing'])
  })
})
