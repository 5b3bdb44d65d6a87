import { describe, expect, it } from 'vitest'
import { cardsToFly, flyingAt, phasesAway, queueAsk, queuedDrafts, queuePlaces, whenWords } from './queue-words'
import type { GameView } from '../../../../../shared/engine/view'

describe("queue-words: 004's turn-less game on the planning screen (issue 11)", () => {
  it('the first plan: 3 (or 2) empty slots flying in phases 1, 2, 3 of turn 1', () => {
    const three = queuePlaces(null, 1, 0, 3)
    expect(three.map((p) => [p.queued, p.slot, p.turn, p.phase])).toEqual([
      [null, 0, 1, 1],
      [null, 1, 1, 2],
      [null, 2, 1, 3],
    ])
    expect(queuePlaces(null, 1, 0, 2).map((p) => p.slot)).toEqual([0, 1])
    expect(queueAsk(three, 1)).toBe('Turn-less game: plan your first 3 cards. From now on you add one card before every phase, and it flies 3 phases later.')
  })

  it('before phase 2 (queue of three): the two cards still queued fly in phases 2 and 3, the new one in turn 2, phase 1', () => {
    const places = queuePlaces(['a', 'b', 'c'], 1, 2, 3)
    expect(places.map((p) => [p.queued, p.slot, p.turn, p.phase])).toEqual([
      ['b', -1, 1, 2],
      ['c', -1, 1, 3],
      [null, 0, 2, 1],
    ])
    expect(places.map((p) => whenWords(p, 1))).toEqual(['phase 2', 'phase 3', 'turn 2, phase 1'])
    expect(places.map((p) => phasesAway(p, 1, 2))).toEqual(['next phase', 'in 2 phases', 'in 3 phases'])
    expect(queueAsk(places, 1)).toBe('Turn-less game: your queued cards fly first (the next one in phase 2). Add one card at the back of the queue: it flies in turn 2, phase 1.')
  })

  it("a turn's start (queue of two): the card carried over flies in phase 1, the new one in phase 2", () => {
    const places = queuePlaces(['d'], 2, 0, 2)
    expect(places.map((p) => [p.queued, p.turn, p.phase])).toEqual([
      ['d', 2, 1],
      [null, 2, 2],
    ])
    expect(phasesAway(places[1], 2, 0)).toBe('in 2 phases')
    // before phase 3 of a queue of two: the new card flies in the next turn's first phase
    expect(flyingAt(2, 3, 1)).toEqual({ turn: 3, phase: 1 })
  })

  it("the preview draws a planning plane's queue, then its draft; committed planes fly their queue", () => {
    const view = {
      setup: { options: { turnless: 'three' } },
      step: 'planning',
      phase: 3,
      planes: [
        { id: 'camel', seat: 'allied', status: 'flying', committed: false, plan: ['a', 'b', 'c', 'd'] },
        { id: 'pup', seat: 'allied', status: 'flying', committed: true, plan: ['e', 'f', 'g', 'h', 'i'] },
        { id: 'dr1', seat: 'central', status: 'flying', committed: false },
      ],
    } as unknown as GameView
    expect(queuedDrafts(view, { camel: ['x', null, null] }, 'allied')).toEqual({ camel: ['c', 'd', 'x'] })
    expect(cardsToFly(view, view.planes[1])).toEqual(['g', 'h', 'i'])
    // with turns, the drafts and plans are as given
    const turns = { ...view, setup: { options: {} } } as unknown as GameView
    const drafts = { camel: ['x', null, null] }
    expect(queuedDrafts(turns, drafts, 'allied')).toBe(drafts)
    expect(cardsToFly(turns, view.planes[1])).toEqual(['e', 'f', 'g', 'h', 'i'])
  })
})
