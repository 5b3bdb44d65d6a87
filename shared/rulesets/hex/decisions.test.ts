/**
 * Decisions the rules give a seat mid-move, asked of that seat and waited for (002 MOVE PHASE: "your opponent may
 * play a Stall card on you"; SHOOT SEGMENT: "The target player may discard a Recover card to evade the attack"),
 * in a four-seat game; and what an observer may no longer do.
 */
import { describe, expect, it } from 'vitest'
import { hexContent } from './content-fixture'
import { playHexScript } from './script'
import { DEFAULT_TURN_LIMIT } from './util'
import { hexSetupFor } from './setup'

describe('002 decisions asked of the other seats', () => {
  it('MOVE PHASE "If your ending velocity = 0 or 1, your opponent may play a Stall card on you": in a 2v2 each opposing seat is asked in turn, never a friend', () => {
    const { game, errors } = playHexScript(hexContent, {
      scenario: 'two-on-two',
      seed: 1,
      steps: [
        { place: { camel: { velocity: 1, altitude: 5 } } },
        { hands: { 'germans-1': ['left'], 'germans-2': ['stall'] } },
        { seat: 'allies-1', type: 'move' },
        { seat: 'allies-1', type: 'end-move' },
        { expect: { pending: 'stall-slow', waitingFor: ['germans-1'] } },
        { seat: 'allies-2', type: 'pass', refused: 'nothing-asked' },
        { seat: 'germans-2', type: 'stall', card: 'stall', refused: 'no-stall' },
        { seat: 'germans-1', type: 'pass' },
        { expect: { pending: 'stall-slow', waitingFor: ['germans-2'] } },
        { seat: 'germans-2', type: 'stall', card: 'stall' },
        { expect: { pending: 'recover', waitingFor: ['allies-1'] } },
        { seat: 'allies-1', type: 'pass' },
        { expect: { planes: { camel: { altitude: 3 } }, waitingFor: ['germans-2'] } },
      ],
    })
    expect(errors).toEqual([])
    // a seat that passes is not asked again for the same plane
    expect(game!.events.filter((e) => e.type === 'pass').map((e) => e.words)).toEqual(['germans-1 plays no Stall card on camel'])
  })

  it('CRITICAL HIT TABLE "Kill the observer first": an observer killed shoots no more; a single-seater has none to shoot', () => {
    const { errors } = playHexScript(hexContent, {
      scenario: 'two-seaters',
      seed: 1,
      steps: [
        { place: { bristol: { hex: { col: 6, row: 4 }, altitude: 3, crew: { observer: false } }, albatros: { hex: { col: 5, row: 4 }, altitude: 3, facing: 1 } } },
        { hands: { allies: ['shoot'] } },
        { seat: 'allies', type: 'observer-shoot', card: 'shoot', target: 'albatros', refused: 'observer-killed' },
      ],
    })
    expect(errors).toEqual([])
    const duel = playHexScript(hexContent, {
      scenario: 'duel',
      seed: 1,
      steps: [
        { place: { camel: { hex: { col: 6, row: 4 }, altitude: 3 }, fokker: { hex: { col: 5, row: 4 }, altitude: 3, facing: 1 } } },
        { hands: { allies: ['shoot'] } },
        { seat: 'allies', type: 'observer-shoot', card: 'shoot', target: 'fokker', refused: 'no-observer' },
      ],
    })
    expect(duel.errors).toEqual([])
  })

  it('the turn limit is 30 rounds unless the scenario says (rules.md)', () => {
    expect(DEFAULT_TURN_LIMIT).toBe(30)
    expect(hexSetupFor(hexContent, 'duel').turnLimit).toBe(30)
    expect(hexSetupFor(hexContent, 'duel', {}, 12).turnLimit).toBe(12)
  })
})
