/**
 * The search's value of a turn (evaluate.ts): the weights issue 31 added, each tried against the training pool and
 * left off (`draw`, `next`) or on (`trapped`, trapped.test.ts); docs/ai-passes.md, "Third pass".
 */
import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { cloneJson } from '../../util/clone'
import { evaluate, WEIGHTS } from './evaluate'

function duel(behind: boolean) {
  // the Camel half a ruler behind the Dr.I (both flying north), or the Dr.I behind the Camel
  return startGame([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: behind ? 80 : 97, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: behind ? 97 : 80, heading: 0 },
  ])
}

describe('evaluate', () => {
  it('a drawn game counts against both sides by the draw weight, nothing at 0', () => {
    const game = duel(true)
    const after = cloneJson(game.state)
    after.result = { winner: null, scores: {}, reason: 'no-planes-left' }
    const level = evaluate(game.rules, game.state, game.state, 'allied')
    expect(evaluate(game.rules, game.state, after, 'allied', { ...WEIGHTS, draw: 15 })).toBeCloseTo(level - 15)
    expect(evaluate(game.rules, game.state, after, 'central', { ...WEIGHTS, draw: 15 }) - evaluate(game.rules, game.state, game.state, 'central')).toBeCloseTo(-15)
    expect(evaluate(game.rules, game.state, after, 'allied', { ...WEIGHTS, draw: 0 })).toBeCloseTo(level)
  })

  it('the next-turn value adds to sitting on a tail and takes from being sat on', () => {
    const on = duel(true)
    const sat = duel(false)
    const gain = (g: ReturnType<typeof duel>) => evaluate(g.rules, g.state, g.state, 'allied', { ...WEIGHTS, next: 6 }) - evaluate(g.rules, g.state, g.state, 'allied', { ...WEIGHTS, next: 0 })
    expect(gain(on)).toBeGreaterThan(0)
    expect(gain(sat)).toBeLessThan(0)
  })
})
