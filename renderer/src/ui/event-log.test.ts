/**
 * The event log (issue 9, "small things"): markers where the turn or phase changes, the same line told twice in a
 * row counted instead of repeated.
 */
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../../../shared/engine/types'
import { narration } from './EventLog'

const narrator = { name: (id: string) => (id === 'a' ? 'Camel' : 'Dr.I'), mine: () => false }
const at = (turn: number, phase: number) => ({ to: 'all' as const, turn, phase })

describe('narration', () => {
  it('starts each phase that has something to tell with a turn and phase marker', () => {
    const events: GameEvent[] = [
      { type: 'turn-started', ...at(2, 0) },
      { type: 'plan-committed', plane: 'a', ...at(2, 0) },
      { type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 2, distance: 10, ...at(2, 1) },
      { type: 'damage-taken', plane: 't', from: 'a', cards: 2, cause: 'fire', ...at(2, 1) },
      { type: 'shot-down', plane: 't', ...at(2, 3) },
      { type: 'game-over', result: { winner: 'allied', scores: {}, reason: 'last-standing' }, ...at(2, 3) },
    ]
    expect(narration(events, narrator).map((l) => `${l.kind}: ${l.text}`)).toEqual([
      'marker: Turn 2 · phase 1',
      'line: Camel fires at Dr.I (short range, 2 cards)',
      'line: Dr.I takes 2 damage cards',
      'marker: Turn 2 · phase 3',
      'line: Dr.I is shot down',
      'line: The game is over',
    ])
  })

  it('counts a line repeated back to back ("front guns jam ×2") and not lines apart', () => {
    const jam: GameEvent = { type: 'jammed', plane: 't', arc: 'front', by: 'a', card: 'A26', ...at(1, 2) }
    const lines = narration([jam, jam, { type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 1, distance: 20, ...at(1, 2) }, jam], narrator).filter((l) => l.kind === 'line')
    expect(lines.map((l) => [l.text, l.times])).toEqual([
      ["Dr.I's front guns jam", 2],
      ['Camel fires at Dr.I (long range, 1 card)', 1],
      ["Dr.I's front guns jam", 1],
    ])
  })
})
