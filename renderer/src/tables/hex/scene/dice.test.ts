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
import { criticalsOf, crowded, diceByPlace, diceOf } from './dice'

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
    expect(dice[0].words).toBe("camel's starting altitude")
    // told in the panels' words when given them
    const told = diceOf(game.events, view, (e) => (e.type === 'roll' ? `told ${e.roll}` : null))
    expect(told.map((d) => d.words)).toEqual(['told 6', 'told 1', 'told 6', 'told 4'])
    expect(dice[0].sides).toBe(6)
    expect(dice[2].hex).toEqual({ col: 0, row: 4 })
    // two places: the Camel's hex and the Fokker's, each with its two dice
    expect(diceByPlace(dice).map((g) => [g.key, g.dice.length])).toEqual([
      ['0,4', 2],
      ['13,4', 2],
    ])
  })

  it('calls a two-on-two’s start crowded (four places roll at once), a duel’s not (two), the map’s edge not a place', () => {
    // 002 GAME SETUP: every plane rolls its starting altitude, every seat its turn order, all at once
    const places = (scenario: string) => {
      const game = HexGame.start(hexSetupFor(hexContent, scenario), 1)
      const view = game.view(game.state.order[0])
      return diceByPlace(diceOf(game.eventsFor(game.events, view.seat!), view))
    }
    expect(places('two-on-two')).toHaveLength(4)
    expect(crowded(places('two-on-two'))).toBe(true)
    expect(places('duel')).toHaveLength(2)
    expect(crowded(places('duel'))).toBe(false)
    // dice with no place on the map (shown at its edge) do not crowd it
    expect(crowded([{ hex: { col: 1, row: 1 } }, { hex: { col: 5, row: 1 } }, { hex: null }])).toBe(false)
  })

  it('marks a critical hit on the plane that took it, with its name on the Critical Hit Table', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'duel'), 1)
    const state = copyState(game.state)
    const events: HexEvent[] = []
    const ctx = hexContext(state, events)
    criticalHit(ctx, state.planes[1], 2, [])
    criticalHit(ctx, state.planes[1], 3, [])
    const marks = criticalsOf(events)
    expect(marks[0].words).toBe("Engine Damaged: fokker's max speed is now 4")
    expect(criticalsOf(events, (e) => `Critical hit! ${e.words}`)[0].words).toBe("Critical hit! Engine Damaged: fokker's max speed is now 4")
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

describe('where the dice land', () => {
  it('in the first free hex beside the roller: east, then west, then the others; never off the map', async () => {
    const { besideHex } = await import('./HexDice')
    const map = { width: 14, height: 9 }
    expect(besideHex({ col: 5, row: 4 }, map, () => false)).toEqual({ col: 6, row: 4 })
    expect(besideHex({ col: 5, row: 4 }, map, (h) => h.col === 6 && h.row === 4)).toEqual({ col: 4, row: 4 })
    // at the east edge, east is off the map
    expect(besideHex({ col: 13, row: 4 }, map, () => false)).toEqual({ col: 12, row: 4 })
    // nowhere free: the hex itself
    expect(besideHex({ col: 5, row: 4 }, map, () => true)).toEqual({ col: 5, row: 4 })
  })
})
