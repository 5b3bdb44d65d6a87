import { describe, expect, it } from 'vitest'
import { content, startGame } from '../../../electron/testing/fixtures'
import { stackDeck } from '../damage'
import { aim } from './aim'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'

describe('003 Aim (lines 191-196, and Two-Seaters, Aim, lines 254-264)', () => {
  it('the rulebook\'s example: a DH.4 fires its rear guns at a Dr.I at the end of a turn and again first thing next turn: a 0 and a 3 make 4', () => {
    const game = startGame(
      [
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 108, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 },
      ],
      { options: { aim: true } },
    )
    planStraights(game)
    // phases 1 and 2: the DH.4 holds fire; phase 3, the last of the turn: it fires its rear guns at the Dr.I
    orders(game, {})
    orders(game, {})
    const zero = damageCard('A', 0)
    stackDeck(game.state, 'A', [zero, zero])
    const option = game.state.fireOptions.find((o) => o.plane === 'dh4' && o.arc === 'rear' && o.target === 'dr1')
    expect(option?.cards).toBe(2)
    orders(game, { dh4: { rear: 'dr1' } })
    expect(game.state.turn).toBe(2)
    expect(game.state.planes[0].effects!.aim.rear).toEqual({ target: 'dr1', phases: 1 })
    const before = game.state.planes[1].damageTotal
    planStraights(game)
    // the next turn's first phase, same target, same arc, short range: "If one is a 0 and the other is a 3, the total damage is 4"
    expect(game.state.fireOptions.find((o) => o.plane === 'dh4' && o.arc === 'rear' && o.target === 'dr1')?.cards).toBe(2)
    stackDeck(game.state, 'A', [zero, damageCard('A', 3)])
    const events = orders(game, { dh4: { rear: 'dr1' } })
    expect(game.state.planes[1].damageTotal - before).toBe(4)
    const bonus = events.filter((e) => e.type === 'aim-bonus')
    expect(bonus).toHaveLength(1)
    // the bonus says a card did damage: only the target's seat hears of it
    expect(bonus[0].to).toEqual(['central'])
    expect(game.state.planes[0].effects!.aim.rear).toEqual({ target: 'dr1', phases: 2 })
  })

  it('"not if the target plane moves into a different firing arc": the run of fire is the arc\'s; zeroes stay zeroes', () => {
    const game = startGame(
      [
        { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 108, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 0 },
      ],
      { options: { aim: true } },
    )
    const planes = game.state.planes
    planes[0].effects!.aim.rear = { target: 'dr1', phases: 1 }
    const ctx = { rules: game.rules, state: game.state, events: null }
    const card = content.damageCards[damageCard('A', 3)]
    expect(aim.cardPoints!(ctx, { firer: 0, arc: 'rear', target: 1, card, letter: 'A' }, 3)).toBe(4)
    expect(aim.cardPoints!(ctx, { firer: 0, arc: 'front', target: 1, card, letter: 'A' }, 3)).toBe(3)
    expect(aim.cardPoints!(ctx, { firer: 0, arc: 'rear', target: 1, card: content.damageCards[damageCard('A', 0)], letter: 'A' }, 0)).toBe(0)
    // holding fire for a phase ends the run
    aim.endOfPhase!({ ...ctx, shots: [] })
    expect(planes[0].effects!.aim.rear).toBeNull()
    // firing at another plane starts a new one
    planes[0].effects!.aim.front = { target: 'other', phases: 3 }
    aim.endOfPhase!({ ...ctx, shots: [{ firer: 0, arc: 'front', target: 1 }] })
    expect(planes[0].effects!.aim.front).toEqual({ target: 'dr1', phases: 1 })
  })

  it('a fighter firing at the same plane two phases running: the second phase\'s damaging cards score one more', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
      ],
      { options: { aim: true } },
    )
    planStraights(game)
    const one = damageCard('A', 1)
    stackDeck(game.state, 'A', [one, one])
    orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[1].damageTotal).toBe(2)
    stackDeck(game.state, 'A', [one, one])
    orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[1].damageTotal).toBe(2 + 4)
  })
})

describe('the heuristic bot and 003 Aim', () => {
  it('between two targets at short range it keeps firing at the one it aimed at last phase', async () => {
    const { HeuristicBot } = await import('../../bots')
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'left', aircraft: 'fokker-dr-i', team: 'central', x: 96, y: 113, heading: 0 },
        { id: 'right', aircraft: 'fokker-dr-i', team: 'central', x: 104, y: 113, heading: 0 },
      ],
      { options: { aim: true } },
    )
    planStraights(game)
    expect(game.state.fireOptions.filter((o) => o.plane === 'camel').map((o) => [o.target, o.cards])).toEqual([
      ['left', 2],
      ['right', 2],
    ])
    // aimed at the one it would not otherwise pick first
    game.state.planes[0].effects!.aim.front = { target: 'right', phases: 1 }
    const bot = new HeuristicBot(content, 'allied', 5)
    const cmd = bot.decide(game.view('allied')).find((c) => c.type !== 'floor' && c.plane === 'camel')!
    expect(cmd).toMatchObject({ type: 'fire', front: 'right' })
  })
})
