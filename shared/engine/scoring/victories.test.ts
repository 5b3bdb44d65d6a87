/**
 * The report of victories (003 "Campaign rules: awarding victories", lines 919-928): who is credited with each
 * aircraft downed in a campaign's sortie, played through real phases of fire.
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, planeOf, planNumbers } from '../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../electron/testing/fixtures'
import { damageCard } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import { Game } from '../game'
import type { RulesOptions } from '../types'
import { viewFor } from '../view'
import { makeSave, readSave, serializeSave } from '../../save/save-file'
import { verifySave } from '../../save/verify'
import { victoryReport } from './victories'

type Team = 'allied' | 'central'
/** a plane that ends phase 1 at (x, y) facing north, after its first straight */
const at = (id: string, aircraft: string, team: Team, x: number, y: number): PlaneSpec => arriving({ id, aircraft, team }, x, y, 0)

function sortie(planes: PlaneSpec[], options: Partial<RulesOptions> = {}, campaign = true, seed = 1): Game {
  const setup = setupWith(planes, { options })
  if (campaign) setup.campaign = true
  return Game.start(content, setup, seed)
}
const report = (g: Game) => victoryReport(g.rules, g.state)
const A = (points: number | null, special: string[] = []) => damageCard('A', points, special)

describe('003 lines 922-924: "If more planes damage the same plane in the phase that it is eliminated, the victory is given to each one of them."', () => {
  /** two Camels behind a Dr.I (13 damage points) already holding 10 */
  function twoOnOne(): Game {
    const g = sortie([at('a', 'sopwith-camel', 'allied', 95, 100), at('b', 'sopwith-camel', 'allied', 125, 100), at('t', 'fokker-dr-i', 'central', 110, 116)])
    planNumbers(g, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    planeOf(g, 't').damageTotal = 10
    expect(g.state.fireOptions.filter((o) => o.target === 't').map((o) => o.plane).sort()).toEqual(['a', 'b'])
    return g
  }

  it('both Camels deal points in the phase the Dr.I falls: both are credited', () => {
    const g = twoOnOne()
    stackDeck(g.state, 'A', ['A30', 'A08', 'A19', 'A09'])
    fire(g, { a: { front: 't' }, b: { front: 't' } })
    expect(planeOf(g, 't').status).toBe('shot-down')
    const r = report(g)
    expect(r.credits).toEqual([{ victim: 't', how: 'shot-down', turn: 1, phase: 1, by: ['a', 'b'] }])
    expect(r.winner).toBe('allied')
  })

  it('a Camel whose cards were all zeros fired but did not damage: only the other is credited', () => {
    const g = twoOnOne()
    // the Camels fire in the order of the setup: a's cards are zeros
    const aCards = g.state.fireOptions.find((o) => o.plane === 'a')!.cards
    stackDeck(g.state, 'A', [...['A01', 'A02'].slice(0, aCards), 'A30', 'A19'])
    fire(g, { a: { front: 't' }, b: { front: 't' } })
    expect(planeOf(g, 'a').stats).toMatchObject({ cardsDealt: aCards, damageDealt: 0 })
    expect(planeOf(g, 't').status).toBe('shot-down')
    expect(report(g).credits[0].by).toEqual(['b'])
  })

  it('damage dealt in an earlier phase does not count: the Camel of phase 1 is not credited for the fall in phase 2', () => {
    const g = twoOnOne()
    stackDeck(g.state, 'A', [A(1)])
    fire(g, { a: { front: 't' } })
    expect(planeOf(g, 't').status).toBe('flying')
    expect(g.state.phase).toBe(2)
    stackDeck(g.state, 'A', ['A30', 'A19'])
    fire(g, { b: { front: 't' } })
    expect(planeOf(g, 't').status).toBe('shot-down')
    expect(report(g).credits).toEqual([{ victim: 't', how: 'shot-down', turn: 1, phase: 2, by: ['b'] }])
  })

  it("the record is as secret as the damage: the Dr.I's seat sees it, the Camels' seat does not until the game is over", () => {
    const g = twoOnOne()
    const cards = g.state.fireOptions.find((o) => o.plane === 'a')!.cards
    stackDeck(g.state, 'A', ['A08', 'A09'])
    fire(g, { a: { front: 't' } })
    expect(planeOf(g, 't').effects!.campaign!.fire).toEqual([{ plane: 'a', turn: 1, phase: 1, cards, points: cards }])
    const tIn = (seat: string) => viewFor(g.state, seat).planes.find((p) => p.id === 't')!.effects as Record<string, unknown>
    expect(tIn('central').campaign).toBeDefined()
    expect(tIn('allied').campaign).toBeUndefined()
  })
})

describe('004 Order of firing (line 278): "the plane that actually shoots the plane down gains the credit. In other words there are no shared kills"', () => {
  /** two Camels the same distance behind a Dr.I (13 damage points) holding 10: a fires first (the table's order on a tie) */
  function twoOnOne(options: Partial<RulesOptions>): Game {
    const g = sortie([at('a', 'sopwith-camel', 'allied', 95, 100), at('b', 'sopwith-camel', 'allied', 125, 100), at('t', 'fokker-dr-i', 'central', 110, 116)], options)
    planNumbers(g, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    planeOf(g, 't').damageTotal = 10
    // a's cards deal 1 point (11 of 13), b's first card 2 more: the Dr.I falls to b's shot
    const aCards = g.state.fireOptions.find((o) => o.plane === 'a')!.cards
    stackDeck(g.state, 'A', [A(1), ...Array.from({ length: aCards - 1 }, () => A(0)), A(2), A(0)])
    fire(g, { a: { front: 't' }, b: { front: 't' } })
    expect(planeOf(g, 't').status).toBe('shot-down')
    expect(planeOf(g, 'a').stats).toMatchObject({ damageDealt: 1 })
    return g
  }

  it('both Camels damage the Dr.I in the phase it falls, shots one by one: only b, whose shot downed it, is credited', () => {
    const g = twoOnOne({ orderOfFiring: true })
    expect(planeOf(g, 't').effects!.campaign!.downedBy).toBe('b')
    expect(report(g).credits).toEqual([{ victim: 't', how: 'shot-down', turn: 1, phase: 1, by: ['b'], downingShot: true }])
  })

  it('the same shots fired together (003, no order of firing): both are credited (lines 923-924)', () => {
    const g = twoOnOne({})
    expect(planeOf(g, 't').effects!.campaign!.downedBy).toBeUndefined()
    expect(report(g).credits).toEqual([{ victim: 't', how: 'shot-down', turn: 1, phase: 1, by: ['a', 'b'] }])
  })

  it('outside a campaign nothing is kept', () => {
    const g = sortie([at('a', 'sopwith-camel', 'allied', 95, 100), at('b', 'sopwith-camel', 'allied', 125, 100), at('t', 'fokker-dr-i', 'central', 110, 116)], { orderOfFiring: true }, false)
    planNumbers(g, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    planeOf(g, 't').damageTotal = 12
    stackDeck(g.state, 'A', [A(2), A(0), A(0), A(0)])
    fire(g, { a: { front: 't' }, b: { front: 't' } })
    expect(planeOf(g, 't').status).toBe('shot-down')
    expect(planeOf(g, 't').effects?.campaign).toBeUndefined()
  })
})

describe('003 lines 926-928: "Planes that exited the gaming surface do not count as victories unless they are on fire ... draw the damage cards that should have been taken in the future turns"', () => {
  /** a Camel set on fire by a Dr.I behind it in phase 1, leaving the table by the north edge in phase 2 */
  function burningExit(future: string[]): Game {
    const g = sortie([at('c', 'sopwith-camel', 'allied', 100, 190), at('d', 'fokker-dr-i', 'central', 100, 172)], { specialDamage: true })
    planNumbers(g, { c: [1, 2, 3], d: [1, 2, 3] })
    // the Dr.I's shot sets it on fire; the cards after it are those its flame counters will draw
    const shot = g.state.fireOptions.find((o) => o.plane === 'd')!.cards
    stackDeck(g.state, 'A', [A(3, ['fire']), ...(shot === 2 ? [A(0)] : []), ...future])
    fire(g, { d: { front: 'c' } })
    expect(planeOf(g, 'c').effects!.flame).toBe(3)
    // phase 2: the Camel flies off the table, the last of its side: the game is over
    if (g.state.step === 'firing') fire(g)
    expect(planeOf(g, 'c').status).toBe('exited')
    expect(g.over).toBe(true)
    return g
  }

  it('its three flame counters draw 5 + 5 + 5 on its 3 points (of 14): it would have gone down, and the Dr.I that last shot at it is credited', () => {
    const g = burningExit(['A44', 'A45', 'A46'])
    const draw = eventsOfType(g.events, 'burning-exit-draw')
    // it stops drawing once the cards are enough: 3 + 5 + 5 + 5 reach 14 at the third
    expect(draw).toEqual([expect.objectContaining({ to: 'all', plane: 'c', points: 15, downed: true, cards: ['A44', 'A45', 'A46'] })])
    const r = report(g)
    expect(r.credits).toEqual([{ victim: 'c', how: 'burned', turn: 1, phase: 2, by: ['d'] }])
    expect(r.fates.find((f) => f.plane === 'c')).toMatchObject({ status: 'exited', downed: 'burned', byFire: true })
    // the game's own result is not changed: the plane left the table
    expect(planeOf(g, 'c').status).toBe('exited')
  })

  it('an explosion among the cards is enough', () => {
    const g = burningExit([A(0), A(null, ['explosion']), A(5)])
    expect(eventsOfType(g.events, 'burning-exit-draw')[0]).toMatchObject({ downed: true, cards: [A(0), A(null, ['explosion'])] })
    expect(report(g).credits[0].by).toEqual(['d'])
  })

  it('cards too light to eliminate it: no victory, and the plane is not downed', () => {
    const g = burningExit(['A08', 'A19', 'A09'])
    expect(eventsOfType(g.events, 'burning-exit-draw')[0]).toMatchObject({ downed: false, points: 4 })
    const r = report(g)
    expect(r.credits).toEqual([])
    expect(r.fates.find((f) => f.plane === 'c')).toMatchObject({ downed: null, byFire: false })
  })

  it('outside a campaign nothing is drawn', () => {
    const g = sortie([at('c', 'sopwith-camel', 'allied', 100, 190), at('d', 'fokker-dr-i', 'central', 100, 172)], { specialDamage: true }, false)
    planNumbers(g, { c: [1, 2, 3], d: [1, 2, 3] })
    stackDeck(g.state, 'A', [A(3, ['fire']), A(0)])
    fire(g, { d: { front: 'c' } })
    if (g.state.step === 'firing') fire(g)
    expect(g.over).toBe(true)
    expect(eventsOfType(g.events, 'burning-exit-draw')).toEqual([])
    expect(report(g).credits).toEqual([])
  })
})

describe('Decision (docs/rules.md, Campaign): a plane downed by its own flames is credited to the last aircraft that shot at it, as line 928 has it for one that left the table', () => {
  it("a Camel set on fire in turn 1 goes down to its flame card before turn 2's first reveal: the Dr.I is credited, and its pilot was downed by fire (004 line 340)", () => {
    const g = sortie([at('c', 'sopwith-camel', 'allied', 100, 100), at('d', 'fokker-dr-i', 'central', 100, 82)], { specialDamage: true })
    planNumbers(g, { c: [1, 2, 3], d: [1, 2, 3] })
    planeOf(g, 'c').damageTotal = 9
    stackDeck(g.state, 'A', [A(3, ['fire']), A(0)])
    fire(g, { d: { front: 'c' } })
    while (g.state.step === 'firing') fire(g)
    expect(g.state.turn).toBe(2)
    stackDeck(g.state, 'A', [A(4)])
    planNumbers(g, { c: [1, 2, 3], d: [1, 2, 3] })
    expect(planeOf(g, 'c').status).toBe('shot-down')
    expect(planeOf(g, 'c').out).toMatchObject({ turn: 2, phase: 0 })
    const r = report(g)
    expect(r.credits).toEqual([{ victim: 'c', how: 'shot-down', turn: 2, phase: 0, by: ['d'] }])
    expect(r.fates.find((f) => f.plane === 'c')!.byFire).toBe(true)
  })
})

describe('Decision (docs/rules.md, Campaign): every elimination counts, credited only to fire that damaged the plane in that phase', () => {
  it('a Camel out of control by an illegal plan (004) with no one firing at it: eliminated, and a victory for no one', () => {
    const g = sortie([at('c', 'sopwith-camel', 'allied', 60, 100), at('d', 'fokker-dr-i', 'central', 150, 60)], { illegalPlan: 'out-of-control' })
    planNumbers(g, { c: [1, 4, 13], d: [1, 2, 3] })
    while (g.state.step === 'firing') fire(g)
    expect(planeOf(g, 'c').status).toBe('out-of-control')
    const r = report(g)
    expect(r.credits).toEqual([{ victim: 'c', how: 'out-of-control', turn: 1, phase: 3, by: [] }])
    expect(r.fates.find((f) => f.plane === 'c')).toMatchObject({ downed: 'out-of-control', byFire: false })
  })
})

describe('003 lines 933-937: the fates tell which observers were incapacitated', () => {
  it("a Bristol whose observer was wounded (Special Damage, Observer Wounded) reports it; the Camel's does not", () => {
    const g = sortie([at('f', 'bristol-f2b', 'allied', 60, 100), at('d', 'fokker-dr-i', 'central', 150, 60)], { specialDamage: true })
    planeOf(g, 'f').effects!.observerWounded = true
    const r = report(g)
    expect(r.fates).toEqual([
      { plane: 'f', team: 'allied', status: 'flying', downed: null, byFire: false, observerOut: true },
      { plane: 'd', team: 'central', status: 'flying', downed: null, byFire: false, observerOut: false },
    ])
    expect(r.winner).toBeNull()
  })

  it("000's wound tiers (lines 285-296): an observer of two wounds or more (\"May not fire\") is incapacitated; of one, not", () => {
    const g = sortie([at('f', 'bristol-f2b', 'allied', 60, 100), at('d', 'fokker-dr-i', 'central', 150, 60)], { specialDamage: true, woundTiers: true })
    const fx = planeOf(g, 'f').effects!
    fx.observerWounds = 1
    expect(report(g).fates[0].observerOut).toBe(false)
    fx.observerWounds = 2
    expect(report(g).fates[0].observerOut).toBe(true)
  })
})

describe('a campaign sortie is saved like any game: its record, and the flame cards drawn at the end, are in the save and replay the same', () => {
  it("a Camel set on fire leaves the table (the first seed where the Dr.I's real cards set it on fire): saved, read back and verified by replay, it reports the same victories", () => {
    // no deck stacked: a save replays from its seed and commands alone
    let g: Game | null = null
    for (let seed = 1; seed < 400 && !g; seed++) {
      const t = sortie([at('c', 'sopwith-camel', 'allied', 100, 190), at('d', 'fokker-dr-i', 'central', 100, 172)], { specialDamage: true }, true, seed)
      planNumbers(t, { c: [1, 2, 3], d: [1, 2, 3] })
      fire(t, { d: { front: 'c' } })
      while (t.state.step === 'firing') fire(t)
      if (eventsOfType(t.events, 'burning-exit-draw').length) g = t
    }
    expect(g).not.toBeNull()
    const text = serializeSave(makeSave(g!, { allied: 'human', central: 'human' }))
    const loaded = readSave(content, text).save
    expect(loaded.setup.campaign).toBe(true)
    expect(loaded.snapshot.planes[0].effects!.campaign!.exitDraw).toBeDefined()
    const replayed = verifySave(content, loaded)
    expect(victoryReport(replayed.rules, replayed.state)).toEqual(report(g!))
  })
})
