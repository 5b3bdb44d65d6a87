import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { straights } from '../../../electron/testing/rule-helpers'
import type { Game } from '../game'
import { checkPlan, slotOptions } from '../planning'

function turning(game: Game, plane: string, dir: 'left' | 'right'): string {
  return [...game.rules.byId.get(plane)!.cards.values()].find((c) => c.card.turn === dir && !c.card.steep && !c.card.straight)!.card.id
}

function lone(options: Record<string, boolean>) {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 20, y: 180, heading: 180 },
    ],
    { options },
  )
}

describe('004 Turning (lines 141-147): "you can\'t play a card turning the opposite way until you\'ve played a straight card"', () => {
  it('a right turn straight after a left turn is illegal and flown as a straight (003\'s handling of illegal cards)', () => {
    const game = lone({ oppositeTurns: true })
    const [left, right, s1] = [turning(game, 'camel', 'left'), turning(game, 'camel', 'right'), straights(game, 'camel')[0]]
    const pr = { rules: game.rules, effects: game.state.planes[0].effects, turn: 1 }
    const checks = checkPlan(game.rules.byId.get('camel')!, null, [left, right, s1], pr)
    expect(checks[1].reason).toBe('no turn to the right after a turn to the left without a straight in between')
    // the planning screen says why
    expect(slotOptions(game.rules.byId.get('camel')!, null, [left, null, null], 1, pr).get(right)).toMatch(/no turn to the right after a turn to the left/)
    // a straight in between makes it legal
    expect(checkPlan(game.rules.byId.get('camel')!, null, [left, s1, right], pr).every((c) => c.reason === null)).toBe(true)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [left, right, s1] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    const illegal = game.events.filter((e) => e.type === 'illegal-manoeuvre')
    expect(illegal.map((e) => e.type === 'illegal-manoeuvre' && [e.plane, e.card, e.outcome])).toEqual([['camel', right, 'replaced']])
    const moved = game.events.filter((e) => e.type === 'moved' && e.plane === 'camel' && e.turn === 1 && e.phase === 2)
    expect(moved.map((e) => e.type === 'moved' && e.card)).toEqual([game.rules.byId.get('camel')!.straight.card.id])
  })

  it('across turns: a turn ending a turn forbids the opposite turn opening the next, until a straight', () => {
    const game = lone({ oppositeTurns: true })
    const [left, right] = [turning(game, 'camel', 'left'), turning(game, 'camel', 'right')]
    const [s1, s2] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [s1, s2, left] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    expect(game.state.turn).toBe(2)
    expect(game.state.planes[0].effects!.lastTurn).toBe('left')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [right, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    expect(game.events.some((e) => e.type === 'illegal-manoeuvre' && e.turn === 2 && e.card === right)).toBe(true)
  })

  it('without the option, left then right is legal', () => {
    const game = lone({})
    const checks = checkPlan(game.rules.byId.get('camel')!, null, [turning(game, 'camel', 'left'), turning(game, 'camel', 'right'), straights(game, 'camel')[0]])
    expect(checks.every((c) => c.reason === null)).toBe(true)
  })
})
