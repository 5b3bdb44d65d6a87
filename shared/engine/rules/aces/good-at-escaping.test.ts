import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import type { AceSkill } from '../../../content/types'

/** A Camel right behind a Dr.I: in tailing position (as in tailing.test.ts). */
function game(camel: Partial<PlaneSpec>, dr1: Partial<PlaneSpec>, options: Record<string, boolean> = {}) {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0, ...camel },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0, ...dr1 },
    ],
    { options: { tailing: true, ...options } },
  )
}

const tail = (g: ReturnType<typeof game>) => g.state.planes[0].effects!.tail

describe('Good at escaping (003 lines 969-970)', () => {
  it('969: "Can prevent being tailed during the game": a plain pilot cannot tail him', () => {
    expect(tail(game({}, {}))).toEqual({ target: 'dr1', turn: 1 })
    expect(tail(game({}, { aceSkills: ['good-at-escaping'] }))).toBeNull()
  })

  it('969-970: "The opponent cannot tail him unless he is an ace with a pilot-only skill"', () => {
    for (const skill of ['daredevil', 'acrobatic', 'good-at-evading', 'good-at-escaping', 'exceptional'] as AceSkill[]) {
      expect(tail(game({ aceSkills: [skill] }, { aceSkills: ['good-at-escaping'] })), skill).toEqual({ target: 'dr1', turn: 1 })
    }
    // an ace whose only ability is an individual one (Technical eye) or an aircraft one (Bullet checker) is no help
    expect(tail(game({ aceSkills: ['technical-eye', 'bullet-checker'] }, { aceSkills: ['good-at-escaping'] }))).toBeNull()
    // nor is an observer's ability: "he" is the pilot tailing
    expect(tail(game({ observerSkills: ['technical-eye'] }, { aceSkills: ['good-at-escaping'] }))).toBeNull()
  })

  it('the escaper himself may tail as usual', () => {
    expect(tail(game({ aceSkills: ['good-at-escaping'] }, {}))).toEqual({ target: 'dr1', turn: 1 })
  })
})

describe("004's generic ace ability a) (line 356, option acesGeneric004)", () => {
  it('356: "An Ace can only be tailed by another Ace."', () => {
    expect(tail(game({}, { ace: true }, { acesGeneric004: true }))).toBeNull()
    expect(tail(game({ ace: true }, { ace: true }, { acesGeneric004: true }))).toEqual({ target: 'dr1', turn: 1 })
    // an ace tails a non-ace as anyone does
    expect(tail(game({ ace: true }, {}, { acesGeneric004: true }))).toEqual({ target: 'dr1', turn: 1 })
  })

  it('without the option an ace is tailed as anyone is', () => {
    expect(tail(game({}, { ace: true }))).toEqual({ target: 'dr1', turn: 1 })
  })
})
