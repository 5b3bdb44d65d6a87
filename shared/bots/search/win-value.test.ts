/**
 * The win value (win-value.ts, issue 31's sixth pass): the features it reads from a duel's stand, seen from either
 * plane, and what the coefficients fitted to training-pool games' results (win-value-theta.ts) say of the things every
 * pilot knows: damage taken loses games, damage dealt wins them, a plane on its enemy's tail is likelier to win than
 * the enemy. And the search's value (evaluate.ts) with the weight `win` reading it.
 */
import { describe, expect, it } from 'vitest'
import { Game } from '../../engine/game'
import { scenarioSetup } from '../../engine/setup'
import { content } from '../../../electron/testing/fixtures'
import { evaluate, WEIGHTS } from './evaluate'
import { WIN_FEATURES, winChance, winFeatures } from './win-value'
import { WIN_THETA } from './win-value-theta'

/** Face to Face's Albatros (a) 15 cm ahead of the Nieuport (n), both flying north: the Nieuport on its tail. */
function onTail() {
  const game = Game.start(content, scenarioSetup(content, { scenario: 'face-to-face' }), 1)
  const state = game.state
  const a = state.planes.findIndex((p) => p.id === 'albatros')
  const n = state.planes.findIndex((p) => p.id === 'nieuport')
  Object.assign(state.planes[a], { x: 35, y: 40, h: 0 })
  Object.assign(state.planes[n], { x: 35, y: 25, h: 0 })
  return { rules: game.rules, state, a, n }
}

const at = (name: (typeof WIN_FEATURES)[number]) => WIN_FEATURES.indexOf(name)

describe('winFeatures', () => {
  it('sees the same stand from either plane: each feature of one is its mirror of the other', () => {
    const { rules, state, a, n } = onTail()
    const fn = winFeatures(rules, state, n, a, 0.2, 0.5)
    const fa = winFeatures(rules, state, a, n, 0.5, 0.2)
    expect(fn).toHaveLength(WIN_FEATURES.length)
    for (const [x, y] of [
      ['damage', 'damageEnemy'],
      ['damage2', 'damageEnemy2'],
      ['nextDealt', 'nextTaken'],
      ['behind', 'behindBy'],
      ['guns', 'threat'],
      ['edge', 'edgeEnemy'],
    ] as const) {
      expect(fn[at(x)]).toBeCloseTo(fa[at(y)])
      expect(fn[at(y)]).toBeCloseTo(fa[at(x)])
    }
    // the Nieuport on the Albatros's tail: its guns bear, the Albatros's do not
    expect(fn[at('guns')]).toBeGreaterThan(0)
    expect(fn[at('threat')]).toBe(0)
    expect(fn[at('behind')]).toBeGreaterThan(fn[at('behindBy')])
  })
})

describe('the fitted coefficients', () => {
  it('a plane on its enemy\'s tail is likelier to win than the enemy; damage taken loses games and damage dealt wins them', () => {
    const { rules, state, a, n } = onTail()
    const nieuport = winChance(winFeatures(rules, state, n, a, 0, 0), WIN_THETA)
    const albatros = winChance(winFeatures(rules, state, a, n, 0, 0), WIN_THETA)
    expect(nieuport).toBeGreaterThan(albatros + 0.1)
    const hurt = winChance(winFeatures(rules, state, n, a, 0.6, 0), WIN_THETA)
    const hurting = winChance(winFeatures(rules, state, n, a, 0, 0.6), WIN_THETA)
    expect(hurt).toBeLessThan(nieuport - 0.1)
    expect(hurting).toBeGreaterThan(nieuport + 0.1)
  })
})

describe('evaluate with the win value', () => {
  it('at weight 1 a duel still in play is worth the result times (2 P(won) - 1), and the plane on the tail is worth more', () => {
    const { rules, state, a, n } = onTail()
    const w = { ...WEIGHTS, win: 1 }
    const nieuport = evaluate(rules, state, state, state.planes[n].team, w)
    const albatros = evaluate(rules, state, state, state.planes[a].team, w)
    const p = winChance(winFeatures(rules, state, n, a, 0, 0), WIN_THETA)
    expect(nieuport).toBeCloseTo(WEIGHTS.result * (2 * p - 1), 6)
    expect(nieuport).toBeGreaterThan(albatros)
    // at weight 0 the value is the hand-set one, whatever the table
    expect(evaluate(rules, state, state, state.planes[n].team, { ...WEIGHTS, win: 0 })).toBe(evaluate(rules, state, state, state.planes[n].team))
  })
})
