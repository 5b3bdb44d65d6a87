import { describe, expect, it } from 'vitest'
import { arriving, card, expectRejected, fire, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { startGame } from '../../electron/testing/fixtures'
import { CommandError } from './commands'
import { stackDeck } from './damage'
import { applyCommand } from './turn'
import type { Command } from './types'

/** The Camel (seat "allied") 20 cm behind the Dr.I (seat "central"); a second Camel far away. */
function game() {
  return startGame([
    arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 60, 0),
    arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 80, 0),
    arriving({ id: 'b', aircraft: 'sopwith-camel', team: 'allied' }, 20, 60, 0),
  ])
}

const plan = (g: ReturnType<typeof game>, plane: string, nums = [1, 2, 3]): Command => ({ type: 'plan', seat: planeOf(g, plane).seat, plane, cards: nums.map((n) => card(g, plane, n)) })

/** The game at its first firing step: the Camel "a" may fire at the Dr.I. */
function firing() {
  const g = game()
  planNumbers(g, { a: [1, 2, 3], t: [1, 2, 3], b: [1, 2, 3] })
  expect(g.state.step).toBe('firing')
  return g
}

describe('Commands (engine/commands.ts): "A bad command is refused with a clear error and changes nothing"; a plan is "three cards from their planes\' manoeuvre decks"', () => {
  it('a plan for a plane that does not exist', () => {
    expectRejected(game(), { type: 'plan', seat: 'allied', plane: 'zeppelin', cards: ['C01', 'C02', 'C03'] }, 'unknown-plane', /there is no plane "zeppelin"/)
  })

  it('a seat commanding another seat\'s plane', () => {
    const g = game()
    expectRejected(g, { type: 'plan', seat: 'central', plane: 'a', cards: ['C01', 'C02', 'C03'] }, 'not-your-plane', /seat "central" does not fly plane "a"/)
    const f = firing()
    expectRejected(f, { type: 'fire', seat: 'central', plane: 'a', front: 't' }, 'not-your-plane', /does not fly/)
  })

  it('a card that is not in the plane\'s deck, including the altitude cards left out of the basic game', () => {
    const g = game()
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: ['A01', 'C02', 'C03'] }, 'illegal-plan', /card A01 is not in the C deck of a/)
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01', 'C02', 'C19'] }, 'illegal-plan', /card C19 is not in the C deck/)
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01', 'C02', 7 as unknown as string] }, 'illegal-plan', /card ids are strings/)
  })

  it('the same card twice: "a deck holds one of each card"', () => {
    expectRejected(game(), { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01', 'C01', 'C02'] }, 'illegal-plan', /the same card cannot be planned twice/)
  })

  it('the wrong number of cards', () => {
    const g = game()
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01', 'C02'] }, 'illegal-plan', /exactly 3 cards, not 2/)
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01', 'C02', 'C03', 'C11'] }, 'illegal-plan', /exactly 3 cards, not 4/)
    expectRejected(g, { type: 'plan', seat: 'allied', plane: 'a', cards: 'C01' as unknown as string[] }, 'illegal-plan', /a list of three card ids/)
  })

  it('a second plan for the same turn', () => {
    const g = game()
    g.apply(plan(g, 'a'))
    expectRejected(g, plan(g, 'a', [7, 2, 3]), 'already-done', /already committed its plan for turn 1/)
  })

  it('a plan for a plane that has left the game', () => {
    // the first Camel leaves the table across the north edge in phase 1; the others play on
    const h = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 200.5, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 30, 60, 0),
      arriving({ id: 'b', aircraft: 'sopwith-camel', team: 'allied' }, 170, 60, 0),
    ])
    planNumbers(h, { a: [1, 2, 3], t: [1, 2, 3], b: [1, 2, 3] })
    expect(planeOf(h, 'a').status).toBe('exited')
    expect(h.state.turn).toBe(2)
    expectRejected(h, plan(h, 'a'), 'plane-out', /plane "a" left the table on turn 1 and cannot act/)
    // one that exploded, with a second German plane keeping the game going
    const e = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 60, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 80, 0),
      arriving({ id: 't2', aircraft: 'fokker-dr-i', team: 'central' }, 20, 160, 180),
    ])
    planNumbers(e, { a: [1, 2, 3], t: [1, 2, 3], t2: [1, 2, 3] })
    stackDeck(e.state, 'A', ['A48', 'A01'])
    fire(e, { a: { front: 't' } })
    expect(e.state.step).not.toBe('over')
    expectRejected(e, { type: 'fire', seat: 'central', plane: 't', front: 'a' }, 'plane-out', /plane "t" exploded on turn 1 and cannot act/)
    while (e.state.step === 'firing') fire(e)
    expectRejected(e, plan(e, 't'), 'plane-out', /plane "t" exploded on turn 1/)
  })

  it('a plan during a firing step, a fire order during planning', () => {
    const f = firing()
    expectRejected(f, plan(f, 'a'), 'wrong-step', /plans are made in the planning phase/)
    const g = game()
    expectRejected(g, { type: 'fire', seat: 'allied', plane: 'a', front: 't' }, 'wrong-step', /fire orders are given in a firing step/)
  })

  it('a fire order at a target out of reach, at an unknown plane, or by a plane with no target', () => {
    const f = firing()
    expect(f.state.fireOptions.map((o) => `${o.plane}>${o.target}`)).toEqual(['a>t'])
    expectRejected(f, { type: 'fire', seat: 'allied', plane: 'a', front: 'b' }, 'illegal-target', /plane "a" cannot fire its front guns at "b" this phase/)
    expectRejected(f, { type: 'fire', seat: 'allied', plane: 'a', front: 'ghost' }, 'illegal-target', /there is no plane "ghost"/)
    expectRejected(f, { type: 'fire', seat: 'allied', plane: 'b', front: 't' }, 'illegal-target', /plane "b" has no target this phase/)
    expectRejected(f, { type: 'fire', seat: 'allied', plane: 'a', front: 7 as unknown as string }, 'malformed', /front target must be a plane id or null/)
  })

  it('a command made against an older state (stale seq)', () => {
    const g = game()
    expect(g.state.seq).toBe(0)
    g.apply({ ...plan(g, 'a'), seq: 0 })
    expect(g.state.seq).toBe(1)
    expectRejected(g, { ...plan(g, 't'), seq: 0 }, 'stale', /made against state 0 but the game is at 1/)
    g.apply({ ...plan(g, 't'), seq: 1 })
    expect(g.state.seq).toBe(2)
  })

  it('any command after the game is over', () => {
    const g = firing()
    stackDeck(g.state, 'A', ['A48', 'A01'])
    fire(g, { a: { front: 't' } })
    expect(g.over).toBe(true)
    expectRejected(g, plan(g, 'b'), 'game-over', /the game is over/)
    expectRejected(g, { type: 'fire', seat: 'allied', plane: 'a', front: 't' }, 'game-over', /the game is over/)
  })

  it('an unknown command type, or not a command at all', () => {
    const g = game()
    expectRejected(g, { type: 'loop', seat: 'allied', plane: 'a' } as unknown as Command, 'malformed', /unknown command type "loop"/)
    expectRejected(g, null as unknown as Command, 'malformed', /a command is an object/)
    expectRejected(g, { type: 'plan', plane: 'a', cards: ['C01', 'C02', 'C03'] } as unknown as Command, 'malformed', /names no seat/)
    expectRejected(g, { type: 'plan', seat: 'allied', cards: ['C01', 'C02', 'C03'] } as unknown as Command, 'malformed', /names no plane/)
  })

  it('CommandError is an Error with a name, a code and a message', () => {
    const g = game()
    try {
      g.apply({ type: 'plan', seat: 'allied', plane: 'zeppelin', cards: [] })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(Error)
      expect(e).toBeInstanceOf(CommandError)
      expect((e as CommandError).name).toBe('CommandError')
      expect((e as CommandError).code).toBe('unknown-plane')
    }
  })

  it('applyCommand never changes the state it is given, whether the command is accepted or refused', () => {
    const g = game()
    const before = JSON.stringify(g.state)
    const ok = applyCommand(g.rules, g.state, plan(g, 'a'))
    expect(JSON.stringify(g.state)).toBe(before)
    expect(ok.state.seq).toBe(1)
    expect(ok.state.planes[0].plan).toEqual(['C01', 'C02', 'C03'])
    expect(ok.events.map((e) => e.type)).toEqual(['plan-committed', 'plan-recorded'])
    expect(() => applyCommand(g.rules, g.state, { type: 'plan', seat: 'allied', plane: 'a', cards: ['C01'] })).toThrow(CommandError)
    expect(JSON.stringify(g.state)).toBe(before)
  })
})
