import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../shared/engine/types'
import { firstTurnDamage, firstTurnPlans } from './bench-game'

const dmg = (turn: number, plane: string, points: number): GameEvent => ({ to: 'all', turn, phase: 1, type: 'damage-cards', plane, from: null, cards: ['A1'], points, total: points })

describe('firstTurnDamage', () => {
  const team = (id: string) => ({ camel: 'allied', dr1: 'central' })[id]
  it("sums each side's damage points of the first turn only", () => {
    const events = [dmg(1, 'camel', 3), dmg(1, 'dr1', 5), dmg(1, 'camel', 2), dmg(2, 'camel', 9)]
    expect(firstTurnDamage(events, team, 'allied')).toEqual({ a: 5, b: 5 })
    expect(firstTurnDamage(events, team, 'central')).toEqual({ a: 5, b: 5 })
    expect(firstTurnDamage(events.slice(1), team, 'central')).toEqual({ a: 5, b: 2 })
  })
  it('counts nothing where no damage card was taken in the first turn', () => {
    expect(firstTurnDamage([dmg(2, 'dr1', 4), { to: 'all', turn: 1, phase: 1, type: 'turn-started' }], team, 'allied')).toEqual({ a: 0, b: 0 })
  })
})

describe('firstTurnPlans', () => {
  const team = (id: string) => ({ camel: 'allied', dr1: 'central', spad: 'allied' })[id]
  const plan = (turn: number, plane: string, cards: string[]): GameEvent => ({ to: 'all', turn, phase: 0, type: 'plan-recorded', plane, cards })
  it("keeps each side's first plane's plan of the first turn", () => {
    const events = [plan(1, 'dr1', ['B01', 'B12', 'B03']), plan(1, 'camel', ['B04', 'B03', 'B12']), plan(1, 'spad', ['B01', 'B01', 'B01']), plan(2, 'camel', ['B01', 'B05', 'B09'])]
    expect(firstTurnPlans(events, team, 'allied')).toEqual({ a: ['B04', 'B03', 'B12'], b: ['B01', 'B12', 'B03'] })
    expect(firstTurnPlans(events.slice(0, 1), team, 'allied')).toEqual({ a: null, b: ['B01', 'B12', 'B03'] })
  })
})
