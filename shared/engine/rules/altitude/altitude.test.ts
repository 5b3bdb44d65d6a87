import { describe, expect, it } from 'vitest'
import { cardOf, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { orders, straights } from '../../../../electron/testing/rule-helpers'
import { CommandError } from '../../commands'
import { fireReasons } from '../../fire-reasons'
import { victoryReport } from '../../scoring/victories'

/** The message of the refusal `f` throws. */
function refusalOf(f: () => void): string {
  try {
    f()
  } catch (e) {
    if (e instanceof CommandError) return e.message
    throw e
  }
  throw new Error('not refused')
}

const camelAndDva = (camel: number, dva: number, dy = 40): PlaneSpec[] => [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 62, heading: 0, altitude: camel },
  { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 60 + dy, heading: 180, altitude: dva },
]

const altitudeGame = (planes: PlaneSpec[], options: Record<string, boolean> = {}) => startGame(planes, { options: { altitude: true, ...options } })

describe('003 Altitude (lines 295-377) in play', () => {
  it('003 lines 301-303: the climb and dive cards join the decks only with the altitude rules', () => {
    const basic = startGame(camelAndDva(2, 2))
    expect([...basic.rules.byId.get('camel')!.cards.values()].some((c) => c.card.altitude)).toBe(false)
    const game = altitudeGame(camelAndDva(2, 2))
    expect([...game.rules.byId.get('camel')!.cards.values()].filter((c) => c.card.altitude).map((c) => c.card.altitude).sort()).toEqual(['climb', 'dive'])
  })

  it('003 lines 306-307: each plane starts at the level agreed (2 when the setup says nothing), seen by everyone', () => {
    const game = altitudeGame([camelAndDva(1, 3)[0], { ...camelAndDva(1, 3)[1], altitude: undefined }])
    expect(game.state.planes[0].effects!.alt).toMatchObject({ level: 1, climbs: 0, climbRate: 2, top: 3, floor: 0 })
    expect(game.state.planes[1].effects!.alt!.level).toBe(2)
    expect(game.view('allied').planes.find((p) => p.id === 'dva')!.effects!.alt!.level).toBe(2)
    expect(game.view(null).planes.find((p) => p.id === 'camel')!.effects!.alt!.level).toBe(1)
  })

  it('003 lines 325-329 and 315-319 in a game: two climbs take the Camel (rate 2) up a level; a dive takes the D.Va down one, each as its card is flown', () => {
    const game = altitudeGame(camelAndDva(1, 3, 150))
    const climb = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'climb')
    const straight = straights(game, 'camel')[0]
    const dive = cardOf(game, 'dva', (c) => (c as { altitude?: string }).altitude === 'dive')
    const dvaStraight = straights(game, 'dva')[0]
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, straight, straights(game, 'camel')[1]] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: [dive, dvaStraight, straights(game, 'dva')[1]] })
    // after the first phase: a counter for the Camel, a level less for the D.Va
    expect(game.state.planes[0].effects!.alt).toMatchObject({ level: 1, climbs: 1 })
    expect(game.state.planes[1].effects!.alt).toMatchObject({ level: 2, climbs: 0 })
    const events = game.events.filter((e) => e.type === 'altitude')
    expect(events.map((e) => e.type === 'altitude' && [e.plane, e.from, e.level, e.climbs])).toEqual([
      ['camel', 1, 1, 1],
      ['dva', 3, 2, 0],
    ])
  })

  it('003 line 333: a climb that would take the plane above level 3 is refused, with the reason', () => {
    const game = altitudeGame(camelAndDva(3, 2))
    game.state.planes[0].effects!.alt!.climbs = 1
    game.state.planes[0].effects!.alt!.turnStart.climbs = 1
    const climb = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'climb')
    const [s1, s2] = straights(game, 'camel')
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })).toThrow(CommandError)
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })).toThrow(/above level 3/)
  })

  it('003 line 333 ("A climb cannot be planned if it would bring the plane to an altitude of 4"): the refusal names the climb card, not the plan\'s last card', () => {
    const game = altitudeGame(camelAndDva(3, 2))
    game.state.planes[0].effects!.alt!.climbs = 1
    game.state.planes[0].effects!.alt!.turnStart.climbs = 1
    const climb = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'climb')
    const [s1, s2] = straights(game, 'camel')
    for (const cards of [[climb, s1, s2], [s1, climb, s2]]) {
      const why = refusalOf(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards }))
      expect(why).toBe(`${climb}: a climb cannot take the plane above level 3`)
    }
  })

  it('003 lines 367-371 with the fire step: one level apart within half a ruler takes one card; two levels apart, no shot, with the reason', () => {
    // a tail chase: the Camel 18 cm behind the D.Va, both flying straight on; within half a ruler after each phase
    const chase = (camel: number, dva: number) => {
      const game = altitudeGame([
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 62, heading: 0, altitude: camel },
        { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 80, heading: 0, altitude: dva },
      ])
      game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
      game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
      return game
    }
    const level = chase(2, 2)
    expect(level.state.step).toBe('firing')
    const same = level.state.fireOptions.find((o) => o.plane === 'camel')!
    expect(same.distance).toBeLessThan(level.rules.ruler / 2)
    expect(same.cards).toBe(2)
    const oneApart = chase(2, 1)
    expect(oneApart.state.fireOptions.find((o) => o.plane === 'camel')).toMatchObject({ target: 'dva', cards: 1 })
    expect(fireReasons(oneApart.rules, oneApart.view('allied').planes, 'camel')).toEqual([expect.objectContaining({ target: 'dva', canFire: true, arcs: [expect.objectContaining({ reason: expect.objectContaining({ kind: 'can-fire', cards: 1 }) })] })])
    const twoApart = chase(3, 1)
    expect(twoApart.state.fireOptions).toEqual([])
    expect(fireReasons(twoApart.rules, twoApart.view('allied').planes, 'camel')).toEqual([expect.objectContaining({ target: 'dva', canFire: false, arcs: [expect.objectContaining({ reason: { kind: 'ruled-out', why: '2 levels apart: no shot' } })] })])
    void orders
  })

  it('003 lines 306-309: a start outside 1 to 3, or with as many counters as the climb rate, is refused when the game is set up', () => {
    expect(() => altitudeGame(camelAndDva(0, 2))).toThrow(/plane camel: altitude 0: a plane starts at level 1 at least/)
    expect(() => altitudeGame(camelAndDva(4, 2))).toThrow(/no higher than level 3/)
  })

  it('003 lines 433-447, Flying Higher (the floor option): levels from the floor to 3 above it or the aircraft\'s ceiling; a dive below the floor eliminates the plane "just as if it went out of the gaming surface" (441-442)', () => {
    const game = startGame(camelAndDva(4, 7, 150), { options: { altitude: true, floor: 4 } })
    expect(game.state.planes[0].effects!.alt).toMatchObject({ level: 4, floor: 4, top: 7 })
    const dive = cardOf(game, 'camel', (c) => (c as { altitude?: string }).altitude === 'dive')
    const [s1, s2] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [dive, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(game, 'dva') })
    // out as if it had left the table, by no edge: not destroyed, so no one's victory (lines 926-927)
    expect(game.state.planes[0]).toMatchObject({ status: 'exited', out: { turn: 1, edge: null } })
    expect(game.events.filter((e) => ['exited', 'crashed', 'shot-down'].includes(e.type) && 'plane' in e && e.plane === 'camel')).toMatchObject([{ type: 'exited', edge: null }])
    expect(victoryReport(game.rules, game.state).fates.find((f) => f.plane === 'camel')).toMatchObject({ status: 'exited', downed: null })
    expect(() => startGame(camelAndDva(3, 5), { options: { altitude: true, floor: 4 } })).toThrow(/level 4 at least/)
  })
})
