/**
 * 003 Overdive (lines 424-431), the crash of an overdive flown too low: "aircraft at 1 or 0 level cannot execute
 * overdives: If they plan one by mistake, they crash to the ground and they are eliminated" (lines 429-430). Not the
 * four A cards of a plane losing its last climb marker away from a field (lines 403-405): it is eliminated.
 */
import { describe, expect, it } from 'vitest'
import { cardOf, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { orders, straights } from '../../../../electron/testing/rule-helpers'
import type { Game } from '../../game'

const planes = (camel: number): PlaneSpec[] => [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 60, heading: 0, altitude: camel },
  { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 60, heading: 0, altitude: 3 },
]

/** The Camel at `level` plans stall, dive, straight (an overdive when the option is on); the D.Va flies straights. */
function overdiveFrom(level: number, overdive = true): { game: Game; dive: string } {
  const game = startGame(planes(level), { options: { altitude: true, overdive } })
  const stall = cardOf(game, 'camel', (c) => c.stall && !(c as { altitude?: string }).altitude)
  const dive = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'dive')
  const [s1] = straights(game, 'camel')
  game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall, dive, s1] })
  game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
  orders(game, {})
  orders(game, {})
  return { game, dive }
}

describe('003 Overdive (lines 429-430): "aircraft at 1 or 0 level cannot execute overdives: If they plan one by mistake, they crash to the ground and they are eliminated"', () => {
  it('an overdive whose dive is executed at level 1 crashes the plane as the dive is flown, eliminated, and the event says it was the overdive', () => {
    const { game, dive } = overdiveFrom(1)
    const camel = game.state.planes[0]
    expect(camel.status).toBe('crashed')
    expect(camel.out).toMatchObject({ turn: 1, phase: 2 })
    const crash = game.events.filter((e) => e.type === 'crashed')
    expect(crash).toEqual([expect.objectContaining({ type: 'crashed', plane: 'camel', why: 'overdive', card: dive, phase: 2 })])
    // not the four A cards of lines 403-405: no damage was dealt for it
    expect(game.events.some((e) => e.type === 'damage-taken' && e.plane === 'camel')).toBe(false)
  })

  it('line 428: "An overdive can also be used to pass from level 2 to level 0": from level 2 it flies on at 0 with a climb counter', () => {
    const { game } = overdiveFrom(2)
    expect(game.state.planes[0].status).toBe('flying')
    expect(game.state.planes[0].effects!.alt).toMatchObject({ level: 0, climbs: 1 })
  })

  it('without the Overdive option a dive after a stall is two steep cards in a row: flown as a straight, no crash', () => {
    const { game } = overdiveFrom(1, false)
    expect(game.state.planes[0].status).toBe('flying')
    expect(game.state.planes[0].effects!.alt).toMatchObject({ level: 1, climbs: 0 })
    expect(game.events.some((e) => e.type === 'illegal-manoeuvre' && e.plane === 'camel')).toBe(true)
  })
})

describe('003 Overdive (lines 426-428): "At the moment of executing the dive, the plane loses a level and it discards all the climb counters that the plane had. At the end of the following straight, it loses another level."', () => {
  /** the Camel at level 3 with a climb counter; the altitude events of its cards */
  function fromThree() {
    const game = startGame(planes(3), { options: { altitude: true, overdive: true } })
    const alt = game.state.planes[0].effects!.alt!
    alt.climbs = alt.turnStart.climbs = 1
    const stall = cardOf(game, 'camel', (c) => c.stall && !(c as { altitude?: string }).altitude)
    const dive = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'dive')
    const flyOut = () => {
      while (game.state.step === 'firing') orders(game, {})
    }
    const levels = () => game.events.flatMap((e) => (e.type === 'altitude' && e.plane === 'camel' ? [{ turn: e.turn, phase: e.phase, from: e.from, level: e.level, climbs: e.climbs }] : []))
    return { game, stall, dive, levels, flyOut }
  }

  it('from level 3 with a climb counter: the dive takes it to 2 and discards the counter, the straight after it to 1', () => {
    const { game, stall, dive, levels } = fromThree()
    const [s1] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall, dive, s1] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    orders(game, {})
    orders(game, {})
    expect(game.state.planes[0].status).toBe('flying')
    expect(levels()).toEqual([
      { turn: 1, phase: 2, from: 3, level: 2, climbs: 0 },
      { turn: 1, phase: 3, from: 2, level: 1, climbs: 0 },
    ])
  })

  it('the dive the last card of a turn: the following straight, the first of the next turn, loses the second level', () => {
    const { game, stall, dive, levels, flyOut } = fromThree()
    const [s1, s2, s3] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [s1, stall, dive] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    flyOut()
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [s2, s3, s1] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    flyOut()
    expect(levels()).toEqual([
      { turn: 1, phase: 3, from: 3, level: 2, climbs: 0 },
      { turn: 2, phase: 1, from: 2, level: 1, climbs: 0 },
    ])
  })
})
