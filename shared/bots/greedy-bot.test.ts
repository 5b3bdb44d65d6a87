/**
 * The greedy bot (issue 14's baseline): of the plans it may fly, it takes one that puts an enemy in its guns over
 * one that does not, judged against the enemy flying straight; checked through the engine, phase by phase.
 */
import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../electron/testing/fixtures'
import { card, fire, planNumbers } from '../../electron/testing/engine-helpers'
import type { Game } from '../engine/game'
import type { PlanCommand } from '../engine/types'
import { viewFor } from '../engine/view'
import { BOTS } from '.'

/** The camel flies the plan the greedy bot gives it, the Dr.I three straights; the camel's shots at it, phase by phase. */
function shotsFlown(game: Game): number[] {
  const [plan] = BOTS.greedy.make(content, 'allied', 1).decide(viewFor(game.state, 'allied')) as PlanCommand[]
  expect(plan.type).toBe('plan')
  game.apply(plan)
  game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [1, 2, 3].map((n) => card(game, 'dr1', n)) })
  const shots: number[] = []
  while (game.state.step === 'firing' && shots.length < 3) {
    shots.push(game.state.fireOptions.find((o) => o.plane === 'camel' && o.target === 'dr1')?.cards ?? 0)
    fire(game)
  }
  return shots
}

describe('the greedy bot scores each plan by the shots it gives against enemies flying straight', () => {
  it('keeps an enemy that flies straight ahead of it dead ahead and in range, every phase', () => {
    const game = startGame([
      { id: 'camel', aircraft: 'sopwith-camel', x: 100, y: 100, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 120, heading: 0 },
    ])
    expect(shotsFlown(game).every((cards) => cards > 0)).toBe(true)
  })

  it('turns towards an enemy flying alongside, off its wing, so as to have it in its guns; three straights would not', () => {
    const spec = [
      { id: 'camel', aircraft: 'sopwith-camel', x: 100, y: 100, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' as const, x: 125, y: 100, heading: 0 },
    ]
    const straight = startGame(spec)
    planNumbers(straight, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(straight.state.fireOptions.some((o) => o.plane === 'camel')).toBe(false)
    const game = startGame(spec)
    expect(shotsFlown(game).some((cards) => cards > 0)).toBe(true)
    expect(game.state.planes.find((p) => p.id === 'camel')!.status).toBe('flying')
  })
})
