import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../shared/engine/types'
import { describeEvent } from './event-text'

const n = { name: (id: string) => ({ a: 'Sopwith Camel', t: 'Fokker Dr.I' })[id] ?? id, mine: (id: string) => id === 'a' }
const base = { to: 'all' as const, turn: 2, phase: 1 }

describe('describeEvent: the narration', () => {
  it('tells fire with its range band', () => {
    expect(describeEvent({ ...base, type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 2, distance: 4 }, n)).toBe('Sopwith Camel fires at Fokker Dr.I (short range, 2 cards)')
    expect(describeEvent({ ...base, type: 'fired', plane: 't', arc: 'rear', target: 'a', cards: 1, distance: 30 }, n)).toBe('Fokker Dr.I fires its rear guns at Sopwith Camel (long range, 1 card)')
  })

  it('tells the owner its damage points, and the others only how many cards were taken', () => {
    const taken = (plane: string): GameEvent => ({ ...base, type: 'damage-taken', plane, from: 'x', cards: 2, cause: 'fire' })
    expect(describeEvent(taken('t'), n)).toBe('Fokker Dr.I takes 2 damage cards')
    // the owner reads the points from its own event instead
    expect(describeEvent(taken('a'), n)).toBeNull()
    expect(describeEvent({ ...base, to: ['pilot'], type: 'damage-cards', plane: 'a', from: 't', cards: ['A01', 'A02'], points: 3, total: 5 }, n)).toBe('Sopwith Camel takes 3 damage (5 in all)')
  })

  it('tells jams, losses and turns; keeps quiet about the rest', () => {
    expect(describeEvent({ ...base, type: 'jammed', plane: 'a', arc: 'front', by: 't', card: 'A07' }, n)).toBe("Sopwith Camel's front guns jam")
    expect(describeEvent({ ...base, type: 'shot-down', plane: 't' }, n)).toBe('Fokker Dr.I is shot down')
    expect(describeEvent({ ...base, type: 'exited', plane: 't', edge: 'north' }, n)).toBe('Fokker Dr.I leaves the table')
    expect(describeEvent({ ...base, type: 'turn-started' }, n)).toMatch(/Turn 2/)
    expect(describeEvent({ ...base, type: 'plan-committed', plane: 'a' }, n)).toBeNull()
    expect(describeEvent({ ...base, type: 'bumped', plane: 'a', order: 1, draw: 'B01', draws: ['B01'], planned: { x: 0, y: 0 }, placed: { x: 0, y: 0 } }, n)).toBeNull()
  })
})
