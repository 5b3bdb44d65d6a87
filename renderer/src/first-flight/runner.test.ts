/**
 * The lesson runner's rule (runner.ts): each kind of coach mark is done when the player did the thing, and not
 * before; a moment that has gone does not hold the lesson up.
 */
import { describe, expect, it } from 'vitest'
import { markDone, type Situation } from './runner'
import type { MarkUntil } from '../../../shared/first-flight/lesson'

const base: Situation = { turn: 1, latestTurn: 1, animating: false, over: false, draft: [null, null, null], committed: false, visible: () => false }
const at = (s: Partial<Situation>): Situation => ({ ...base, ...s })

describe('markDone', () => {
  it('a Next mark waits for its button, whatever happens on the table', () => {
    expect(markDone({ kind: 'next' }, at({ turn: 5, over: true }), 1)).toBe(false)
  })

  it('chosen: the number of cards, and the exact cards in order when the lesson names them', () => {
    expect(markDone({ kind: 'chosen', count: 3 }, at({ draft: ['C01', 'C02', null] }), 1)).toBe(false)
    expect(markDone({ kind: 'chosen', count: 3 }, at({ draft: ['C01', 'C02', 'C03'] }), 1)).toBe(true)
    const imm: MarkUntil = { kind: 'chosen', count: 3, cards: ['C01', 'C12', 'C02'] }
    expect(markDone(imm, at({ draft: ['C01', 'C02', 'C12'] }), 1)).toBe(false)
    expect(markDone(imm, at({ draft: ['C01', 'C12', 'C02'] }), 1)).toBe(true)
    expect(markDone({ kind: 'chosen', count: 1, cards: ['C13'] }, at({ draft: ['C13', null, null] }), 1)).toBe(true)
    expect(markDone({ kind: 'chosen', count: 1, cards: ['C13'] }, at({ draft: [null, 'C13', null] }), 1)).toBe(false)
  })

  it('committed: the plan sent, or the host already on the next turn', () => {
    expect(markDone({ kind: 'committed' }, at({}), 1)).toBe(false)
    expect(markDone({ kind: 'committed' }, at({ committed: true }), 1)).toBe(true)
    expect(markDone({ kind: 'committed' }, at({ latestTurn: 2 }), 1)).toBe(true)
  })

  it('shown and gone: the control on screen, or not', () => {
    const fire = (shown: boolean) => at({ visible: (id) => shown && id === 'fire-panel' })
    expect(markDone({ kind: 'shown', testid: 'fire-panel' }, fire(false), 1)).toBe(false)
    expect(markDone({ kind: 'shown', testid: 'fire-panel' }, fire(true), 1)).toBe(true)
    expect(markDone({ kind: 'gone', testid: 'fire-panel' }, fire(true), 1)).toBe(false)
    expect(markDone({ kind: 'gone', testid: 'fire-panel' }, fire(false), 1)).toBe(true)
  })

  it('turn: the table has shown the turn and stopped moving, or the game is over', () => {
    expect(markDone({ kind: 'turn', turn: 2 }, at({ latestTurn: 2 }), 1)).toBe(false)
    expect(markDone({ kind: 'turn', turn: 2 }, at({ turn: 2, latestTurn: 2, animating: true }), 1)).toBe(false)
    expect(markDone({ kind: 'turn', turn: 2 }, at({ turn: 2, latestTurn: 2 }), 1)).toBe(true)
    expect(markDone({ kind: 'turn', turn: 3 }, at({ turn: 2, over: true }), 1)).toBe(true)
  })

  it('a moment that has gone (the table played past the turn the mark began in) does not hold the lesson up', () => {
    expect(markDone({ kind: 'shown', testid: 'fire-panel' }, at({ turn: 2 }), 1)).toBe(true)
    expect(markDone({ kind: 'chosen', count: 3, cards: ['C01', 'C12', 'C02'] }, at({ turn: 3 }), 2)).toBe(true)
    expect(markDone({ kind: 'chosen', count: 3 }, at({ turn: 2 }), 2)).toBe(false)
  })
})
