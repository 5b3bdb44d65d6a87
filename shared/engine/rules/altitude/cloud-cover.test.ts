import { describe, expect, it } from 'vitest'
import { cardOf, startGame } from '../../../../electron/testing/fixtures'
import { straights } from '../../../../electron/testing/rule-helpers'
import { fireReasons } from '../../fire-reasons'

const ALT = (c: { altitude?: string }) => c.altitude
/** A Camel at level 3, one climb short of the clouds at 4, and a Dr.I close behind it at level 3. */
function underTheClouds() {
  const game = startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 3 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 40, heading: 0, altitude: 3 },
    ],
    { options: { altitude: true, cloudCover: 4 } },
  )
  const camel = game.state.planes[0].effects!.alt!
  camel.climbs = camel.turnStart.climbs = 1
  return game
}

describe('003 Altitude Optional Rules, Cloud Cover (lines 457-473)', () => {
  it('lines 459-463: a plane climbs to the cover, stops moving on the table, and cannot fire or be fired at', () => {
    const game = underTheClouds()
    expect(game.state.planes[0].effects!.alt!.top).toBe(4)
    const climb = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'climb')
    const [s1, s2] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    while (game.state.step === 'firing') {
      for (const o of game.state.fireOptions) expect([o.plane, o.target]).not.toContain('camel')
      for (const id of new Set(game.state.fireOptions.map((o) => o.plane))) game.apply({ type: 'fire', seat: 'central', plane: id, front: null })
    }
    const camel = game.state.planes[0]
    expect(camel.effects!.alt!.level).toBe(4)
    // it moved with the climb, then waited: its two straights are on the pile
    const moves = game.events.filter((e) => e.type === 'moved' && e.plane === 'camel')
    expect(moves).toHaveLength(1)
    expect(camel.effects!.alt!.stack).toEqual([s1, s2])
    expect(fireReasons(game.rules, game.view('central').planes, 'dr1')).toEqual([expect.objectContaining({ target: 'camel', canFire: false })])
  })

  it('lines 465-468: no more climbing there; a dive flies the pile of cards at once, in order, and brings it back under the cover', () => {
    const game = underTheClouds()
    const climb = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'climb')
    const [s1, s2, s3] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    while (game.state.step === 'firing') for (const id of new Set(game.state.fireOptions.map((o) => o.plane))) game.apply({ type: 'fire', seat: 'central', plane: id, front: null })
    expect(game.state.step).toBe('planning')
    // "The plane cannot climb more"
    expect(() => game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s3] })).toThrow(/in the clouds: no more climbing/)
    const dive = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'dive')
    const before = { x: game.state.planes[0].x, y: game.state.planes[0].y }
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [dive, s3, s1] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    const turn2 = game.events.slice(from).filter((e) => e.type === 'moved' && e.plane === 'camel' && e.phase === 1)
    expect(turn2.map((e) => e.type === 'moved' && e.card)).toEqual([s1, s2, dive])
    expect(turn2[0].type === 'moved' && turn2[0].from).toMatchObject(before)
    expect(game.state.planes[0].effects!.alt!.level).toBe(3)
    expect(game.state.planes[0].effects!.alt!.stack).toEqual([])
  })

  it('lines 459-460 with Flying Higher (lines 439-441): a plane climbs above the ceiling to the cover, but never above its own maximum altitude', () => {
    // floor 6, the scenario's ceiling 9, the cover at 10: a Camel (its own maximum 13) may reach the clouds; a Fokker
    // E.III (its own maximum 9) may climb above the ceiling no higher than 9
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0, altitude: 7 },
        { id: 'eiii', aircraft: 'fokker-e-iii', team: 'central', x: 100, y: 160, heading: 180, altitude: 7 },
      ],
      { options: { altitude: true, floor: 6, cloudCover: 10 } },
    )
    expect(game.state.planes.map((p) => p.effects!.alt!.top)).toEqual([10, 9])
    // the floor moved (lines 442-445) keeps each plane's own maximum too
    game.apply({ type: 'floor', seat: 'allied', floor: 5 })
    game.apply({ type: 'floor', seat: 'central', floor: 5 })
    expect(game.state.planes.map((p) => p.effects!.alt!.top)).toEqual([10, 9])
    // the Fokker at 9, a counter short of another level: the climb is refused
    const eiii = game.state.planes[1].effects!.alt!
    Object.assign(eiii, { level: 9, climbs: 5 })
    Object.assign(eiii.turnStart, { level: 9, climbs: 5 })
    const climb = cardOf(game, 'eiii', (c) => ALT(c as { altitude?: string }) === 'climb')
    const [s1, s2] = straights(game, 'eiii')
    expect(() => game.apply({ type: 'plan', seat: 'central', plane: 'eiii', cards: [climb, s1, s2] })).toThrow(/above level 9/)
  })

  it('lines 460-463 are a plane\'s: a balloon at the level of the cover is not in the clouds, and may be fired at', () => {
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 40, heading: 0, altitude: 3 },
        { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 60, heading: 180, altitude: 4 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 20, y: 180, heading: 180, altitude: 2 },
      ],
      { options: { altitude: true, cloudCover: 4 } },
    )
    expect(fireReasons(game.rules, game.view('allied').planes, 'camel')).toEqual(expect.arrayContaining([expect.objectContaining({ target: 'drachen', canFire: true })]))
  })

  it('line 459: the cover is above the starting ceiling; no plane starts in it', () => {
    expect(() => startGame([{ id: 'a', aircraft: 'sopwith-camel', x: 50, y: 50, heading: 0 }, { id: 'b', aircraft: 'fokker-dr-i', team: 'central', x: 150, y: 150, heading: 0 }], { options: { altitude: true, cloudCover: 3 } })).toThrow(/above the ceiling/)
  })
})

describe('003 Cloud Cover (lines 465-469): the Immelmann turn, the Split-S, leaving the table', () => {
  /** underTheClouds() after a turn of climb, straight, straight: the Camel waits in the clouds, its two straights piled */
  function inTheClouds() {
    const game = underTheClouds()
    const climb = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'climb')
    const [s1, s2] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    while (game.state.step === 'firing') for (const id of new Set(game.state.fireOptions.map((o) => o.plane))) game.apply({ type: 'fire', seat: 'central', plane: id, front: null })
    expect(game.state.planes[0].effects!.alt!.level).toBe(4)
    return game
  }

  it('line 465: "The plane cannot climb more, neither with a climb card nor with an Immelmann turn": an Immelmann turn planned in the clouds is an illegal manoeuvre and the plane stays in the clouds', () => {
    const game = inTheClouds()
    const immelmann = cardOf(game, 'camel', (c) => !!c.immelmann)
    const [s1, , s3] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [s1, immelmann, s3] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    expect(game.events.filter((e) => e.type === 'illegal-manoeuvre' && e.plane === 'camel')).toEqual([expect.objectContaining({ turn: 2, phase: 2, card: immelmann, reason: expect.stringMatching(/in the clouds: no Immelmann turn/) })])
    expect(game.state.planes[0].effects!.alt!.level).toBe(4)
  })

  it('lines 466-470: "until a dive or a Split-S is executed": a Split-S (after a stall) flies the pile and brings the plane back under the cover', () => {
    const game = inTheClouds()
    const [s1, s2, s3] = straights(game, 'camel')
    const stall = cardOf(game, 'camel', (c) => !!c.stall && !ALT(c as { altitude?: string }))
    const splitS = cardOf(game, 'camel', (c) => !!c.immelmann)
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [stall, splitS, s3] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    const moved = game.events.slice(from).filter((e) => e.type === 'moved' && e.plane === 'camel')
    // the stall waits on the pile in phase 1; the Split-S of phase 2 flies the pile, then it is back on the table
    expect(moved.filter((e) => e.phase === 1)).toEqual([])
    expect(moved.filter((e) => e.phase === 2).map((e) => e.type === 'moved' && e.card)).toEqual([s1, s2, stall, splitS])
    const alt = game.state.planes[0].effects!.alt!
    expect(alt.level).toBeLessThan(4)
    expect(alt.stack).toEqual([])
  })

  it('lines 468-469: "If the plane exits the gaming surface at the end of any manoeuvre card, the plane is out of the game": coming down, it is out at the first card of the pile that ends off the table', () => {
    // the Camel reaches the clouds near the north edge (the table is 200 deep): its piled straights take it off
    const game = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 170, heading: 0, altitude: 3 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 40, heading: 0, altitude: 3 },
      ],
      { options: { altitude: true, cloudCover: 4 } },
    )
    const camel = game.state.planes[0]
    camel.effects!.alt!.climbs = camel.effects!.alt!.turnStart.climbs = 1
    const climb = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'climb')
    const dive = cardOf(game, 'camel', (c) => ALT(c as { altitude?: string }) === 'dive')
    const [s1, s2, s3] = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [climb, s1, s2] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    while (game.state.step === 'firing') for (const id of new Set(game.state.fireOptions.map((o) => o.plane))) game.apply({ type: 'fire', seat: 'central', plane: id, front: null })
    expect(camel.effects!.alt!.level).toBe(4)
    expect(camel.status).toBe('flying')
    const from = game.events.length
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [dive, s3, s1] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    const moved = game.events.slice(from).filter((e) => e.type === 'moved' && e.plane === 'camel')
    // the first straight ends on the table, the second off it: the dive is never flown
    expect(moved.map((e) => e.type === 'moved' && e.card)).toEqual([s1, s2])
    expect(camel.status).toBe('exited')
    expect(camel.out).toMatchObject({ turn: 2, phase: 1, edge: 'north' })
  })
})
