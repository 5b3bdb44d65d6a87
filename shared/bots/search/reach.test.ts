/**
 * Issue 31's fifth pass: who can turn onto whose tail with the next turn's first cards (reach.ts). Two planes tail to
 * tail in Face to Face, as a traced game of the ace against a training opponent left them: the Nieuport's last card a
 * straight, so it may open with an Immelmann (003 lines 41-43, 129-130) and turn onto the Albatros's tail; the
 * Albatros's last card an Immelmann, so it must open with a straight (lines 128-129) and can turn about only with its
 * second card, after the Nieuport has turned onto its tail with its first.
 */
import { describe, expect, it } from 'vitest'
import { IMMELMANN, STRAIGHT, tailToTail } from '../../../electron/testing/tail-to-tail'
import { reach } from './reach'

describe('reach: the best start of the next turn against an enemy', () => {
  it('the plane that may open with an Immelmann reaches the tail of the one that may not', () => {
    const { state, a, n, game } = tailToTail(IMMELMANN)
    expect(state.step).toBe('planning')
    const nieuport = reach(game.rules, state, n, a)
    const albatros = reach(game.rules, state, a, n)
    expect(nieuport).toBeGreaterThan(0.5)
    expect(nieuport).toBeGreaterThan(albatros + 0.3)
  })

  it('after a straight the Albatros may turn about too, and reaches as far as the Nieuport', () => {
    const after = tailToTail(STRAIGHT)
    const before = tailToTail(IMMELMANN)
    const free = reach(after.game.rules, after.state, after.a, after.n)
    expect(free).toBeGreaterThan(reach(before.game.rules, before.state, before.a, before.n) + 0.3)
    expect(free).toBeCloseTo(reach(after.game.rules, after.state, after.n, after.a), 1)
  })
})
