import { describe, expect, it } from 'vitest'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights } from '../../../electron/testing/rule-helpers'
import { HeuristicBot } from '../../bots'
import { content } from '../../../electron/testing/fixtures'
import { stackDeck } from '../damage'
import { fireReasons } from '../fire-reasons'

const CAMEL: PlaneSpec = { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 }
/** 14 cm ahead of the Camel, flying the same way: a short-range shot each phase of straights */
const DR1: PlaneSpec = { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 74, heading: 0 }

function duel(options: Record<string, unknown>, planes: PlaneSpec[] = [CAMEL, DR1]) {
  const game = startGame(planes, { options })
  // zeroes only: nobody is shot down while the guns run dry
  stackDeck(game.state, 'A', Array(12).fill(damageCard('A', 0)))
  stackDeck(game.state, 'B', Array(12).fill(damageCard('B', 0)))
  return game
}

describe('004 Ammo (lines 108-116): "each player takes 6 damage cards and put them face down on his own console"', () => {
  it('line 109: every gun starts with 6 cards, or as many as the option ammunitionCards says; a plane has none for a gun it lacks', () => {
    expect(duel({ ammunition: true }).state.planes[0].effects!.ammo).toEqual({ front: 6, rear: 0 })
    expect(duel({ ammunition: true, ammunitionCards: 8 }).state.planes[0].effects!.ammo).toEqual({ front: 8, rear: 0 })
    // a two-seater's observer has his own (line 326: "The observer's ammo deck should be adjusted accordingly")
    const dh4 = duel({ ammunition: true }, [{ id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 60, heading: 0 }, DR1])
    expect(dh4.state.planes[0].effects!.ammo).toEqual({ front: 6, rear: 6 })
    // without the option nothing is counted
    expect(duel({}).state.planes[0].effects).toBeUndefined()
  })

  it('line 110: "the target takes a damage card from the deck on the console of the firer. If there is a second card to be taken (short range), take it from the common deck": a short-range shot spends one card, not two', () => {
    const game = duel({ ammunition: true })
    planStraights(game)
    const events = orders(game, { camel: { front: 'dr1' } })
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ plane: 'camel', cards: 2 })
    expect(game.state.planes[1].damage).toHaveLength(2)
    expect(game.state.planes[0].effects!.ammo!.front).toBe(5)
  })

  it('line 110: "When the 6 cards on the console are finished, the plane is out of ammo and can not fire any more"; line 112: declining spends nothing', () => {
    const game = duel({ ammunition: true, ammunitionCards: 2 })
    planStraights(game)
    orders(game, { camel: {} })
    expect(game.state.planes[0].effects!.ammo!.front).toBe(2)
    orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[0].effects!.ammo!.front).toBe(1)
    const last = orders(game, { camel: { front: 'dr1' } })
    expect(game.state.planes[0].effects!.ammo!.front).toBe(0)
    expect(last.filter((e) => e.type === 'out-of-ammunition')).toMatchObject([{ to: 'all', plane: 'camel', arc: 'front' }])
    // the next turn the Dr.I is still in front of the Camel's guns, but they are not offered, and everyone sees why
    expect(game.state.turn).toBe(2)
    planStraights(game)
    expect(game.state.step).toBe('planning')
    expect(game.state.turn).toBe(3)
    expect(game.events.filter((e) => e.type === 'fired')).toHaveLength(2)
    const reason = fireReasons(game.rules, game.view(null).planes, 'camel')[0].arcs[0].reason
    expect(reason).toEqual({ kind: 'ruled-out', why: 'out of ammunition' })
  })

  it('a bot with no ammunition left is never asked to fire, and plays on legally', () => {
    const game = duel({ ammunition: true, ammunitionCards: 1 })
    const bots = ['allied', 'central'].map((seat) => new HeuristicBot(content, seat, 7))
    for (let k = 0; k < 40 && !game.over && game.state.turn < 4; k++) for (const bot of bots) for (const cmd of bot.decide(game.view(bot.seat))) game.apply(cmd)
    expect(game.events.filter((e) => e.type === 'fired' && e.plane === 'camel')).toHaveLength(1)
    expect(game.state.turn).toBeGreaterThanOrEqual(4)
  })
})
