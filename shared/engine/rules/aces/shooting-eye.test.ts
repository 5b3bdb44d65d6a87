import { describe, expect, it } from 'vitest'
import { content, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { damageCard } from '../../../../electron/testing/rule-helpers'
import { deflection } from '../deflection'

/** A Camel firing across the path of a Dr.I flying past its nose: a shot with deflection (004 lines 102-104). */
function across(camel: Partial<PlaneSpec>) {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, ...camel },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 90 },
    ],
    { options: { deflection: true } },
  )
  const ctx = { rules: game.rules, state: game.state, events: null }
  const card = content.damageCards[damageCard('A', 2)]
  return (arc: 'front' | 'rear') => deflection.cardPoints!(ctx, { firer: 0, arc, target: 1, card, letter: 'A' }, 2)
}

describe("Shooting Eye (004's D10 table, line 392)", () => {
  it('392: "The penalty for deflection shooting ... does not apply": the ace\'s shot across the target scores as one without deflection', () => {
    expect(across({})('front')).toBe(2)
    expect(across({ aceSkills: ['shooting-eye'] })('front')).toBe(3)
  })

  it("the airman's who fires (003 lines 949-950): a pilot's Shooting Eye is not his observer's", () => {
    expect(across({ aceSkills: ['shooting-eye'] })('rear')).toBe(2)
    expect(across({ observerSkills: ['shooting-eye'] })('rear')).toBe(3)
  })
})
