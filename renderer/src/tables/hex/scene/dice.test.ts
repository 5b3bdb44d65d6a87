/**
 * The dice and criticals the table shows, read from events the game itself emits (002: every die is rolled in the
 * open; CRITICAL HIT TABLE).
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { criticalHit } from '../../../../../shared/rulesets/hex/damage'
import { copyState, HexGame, hexContext } from '../../../../../shared/rulesets/hex/game'
import { hexSetupFor } from '../../../../../shared/rulesets/hex/setup'
import type { HexEvent } from '../../../../../shared/rulesets/hex/types'
import { criticalsOf, diceByPlace, diceOf } from './dice'

describe('dice on the table', () => {
  it('shows the start of a game: each plane’s altitude die by its plane, each seat’s turn-order die by its plane', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'duel'), 1)
    const view = game.view('allies')
    const dice = diceOf(game.eventsFor(game.events, 'allies'), view)
    // seed 1: camel's altitude 6, fokker's 1, then the order rolls 6 and 4
    expect(dice.map((d) => [d.value, d.by])).toEqual([
      [6, 'camel'],
      [1, 'fokker'],
      [6, 'allies'],
      [4, 'germans'],
    ])
    expect(dice[0].why).toBe("camel's starting altitude")
    expect(dice[0].sides).toBe(6)
    expect(dice[2].hex).toEqual({ col: 0, row: 4 })
    // two places: the Camel's hex and the Fokker's, each with its two dice
    expect(diceByPlace(dice).map((g) => [g.key, g.dice.length])).toEqual([
      ['0,4', 2],
      ['13,4', 2],
    ])
  })

  it('marks a critical hit on the plane that took it, with its name on the Critical Hit Table', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'duel'), 1)
    const state = copyState(game.state)
    const events: HexEvent[] = []
    const ctx = hexContext(state, events)
    criticalHit(ctx, state.planes[1], 2, [])
    criticalHit(ctx, state.planes[1], 3, [])
    const marks = criticalsOf(events)
    expect(marks.map((m) => [m.plane, m.roll, m.name])).toEqual([
      ['fokker', 2, 'Engine Damaged'],
      ['fokker', 3, 'Gas Tank Punctured'],
    ])
    // the gas tank's 2D6 are dice on the table too, by the Fokker
    const dice = diceOf(events, game.view(null))
    expect(dice).toHaveLength(2)
    expect(dice.every((d) => d.by === 'fokker' && d.value >= 1 && d.value <= 6)).toBe(true)
  })

  it('ignores events that are not dice, and a batch with none gives none', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'duel'), 1)
    const notDice = game.events.filter((e) => e.type !== 'roll')
    expect(notDice.length).toBeGreaterThan(0)
    expect(diceOf(notDice, game.view(null))).toEqual([])
    expect(criticalsOf(game.events)).toEqual([])
  })
})
