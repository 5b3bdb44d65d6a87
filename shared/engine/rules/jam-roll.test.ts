import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import { damageCard, orders, planStraights, straights } from '../../../electron/testing/rule-helpers'
import { stackDeck } from '../damage'
import type { Game } from '../game'
import { nextInt, seedRng } from '../rng'
import type { GameEvent, RulesOptions } from '../types'
import { eventsFor } from '../view'

/** A Camel chasing a Dr.I 14 cm ahead: every phase the Camel has a short-range shot and the Dr.I none. */
function chase(options: Partial<RulesOptions> = { jamRoll: true }): Game {
  return startGame(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
    ],
    { options },
  )
}

const zero = () => damageCard('A', 0)

/** The Camel's next shot at the Dr.I deals a jam card (and a zero). */
function jamTheCamel(game: Game): GameEvent[] {
  stackDeck(game.state, 'A', [damageCard('A', 0, ['jam']), zero()])
  return orders(game, { camel: { front: 'dr1' } })
}

/** Turn 1: the Camel holds fire in phases 1 and 2 and jams in phase 3, so the counters are seen before any goes. */
function jamInPhase3(game: Game): GameEvent[] {
  planStraights(game)
  orders(game, {})
  orders(game, {})
  expect(game.state.phase).toBe(3)
  return jamTheCamel(game)
}

/** Put the game's generator where its next D6 shows `face` (the die is the game's seeded generator, never Math.random). */
function nextDieShows(game: Game, face: number): void {
  for (let k = 1; k < 10_000; k++) {
    const rng = seedRng(k)
    if (nextInt([...rng], 6) + 1 === face) {
      game.state.rng = rng
      return
    }
  }
  throw new Error(`no seed gives ${face}`)
}

function stall(game: Game, plane: string): string {
  return [...game.rules.byId.get(plane)!.cards.values()].find((c) => c.card.stall)!.card.id
}

describe('000 Jammed Guns (lines 255-265), option jamRoll', () => {
  it('000 line 263: "Take two “jammed” counters" in place of 003\'s three; they are shown to everyone', () => {
    const game = chase()
    const events = jamInPhase3(game)
    expect(events.some((e) => e.type === 'jammed' && e.plane === 'camel')).toBe(true)
    expect(game.state).toMatchObject({ turn: 2, step: 'planning' })
    expect(game.state.planes[0].jam.front).toBe(2)
    expect(game.view('central').planes[0].jam.front).toBe(2)
  })

  it('000 line 263: "discards one jammed counter after performing each subsequent manoeuvre"; "The final counter may only be removed by rolling 4+ on a D6"', () => {
    const game = chase()
    const camel = game.state.planes[0]
    planStraights(game)
    nextDieShows(game, 2)
    const events = jamTheCamel(game)
    // phase 2: the straight takes a counter off, the Camel is still jammed and the phase passes by itself; phase 3:
    // after the straight the die is rolled for the last counter and shows 2
    const rolls = events.filter((e) => e.type === 'jam-roll')
    expect(rolls).toEqual([{ type: 'jam-roll', to: ['allied'], turn: 1, phase: 3, plane: 'camel', arc: 'front', roll: 2, cleared: false }])
    expect(camel.jam.front).toBe(1)
    expect(game.state.turn).toBe(2)
    // each turn's straights roll again until the die shows 4 or more
    const later: GameEvent[] = []
    for (let k = 0; k < 30 && camel.jam.front > 0; k++) later.push(...planAll(game))
    const all = later.filter((e): e is Extract<GameEvent, { type: 'jam-roll' }> => e.type === 'jam-roll')
    expect(all.every((r) => r.cleared === r.roll >= 4)).toBe(true)
    expect(all.at(-1)).toMatchObject({ cleared: true })
    expect(later.some((e) => e.type === 'unjammed' && e.plane === 'camel' && e.to === 'all')).toBe(true)
  })

  it('000 line 263: "The machinegun may fire immediately following the same manoeuvre as it succeeds in unjamming"', () => {
    const game = chase()
    const camel = game.state.planes[0]
    planStraights(game)
    nextDieShows(game, 4)
    jamTheCamel(game)
    // phase 3: after the straight the die shows 4, the last counter goes, and the Camel has its shot in this phase
    expect(game.state).toMatchObject({ turn: 1, phase: 3, step: 'firing' })
    expect(camel.jam.front).toBe(0)
    expect(game.state.fireOptions.some((o) => o.plane === 'camel' && o.target === 'dr1')).toBe(true)
    expect(game.events.some((e) => e.type === 'jam-roll' && e.roll === 4 && e.cleared)).toBe(true)
  })

  it('000 line 263: "In order to do so the manoeuvre may not be steep or an Immelmann": a stall takes no counter off', () => {
    const game = chase()
    const camel = game.state.planes[0]
    // the Camel flies a straight, a stall in phase 2, then a straight
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [straights(game, 'camel')[0], stall(game, 'camel'), straights(game, 'camel')[1]] })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    const events = jamTheCamel(game)
    // after the stall both counters are still on; the straight of phase 3 takes one off, and no die is rolled yet
    expect(events.some((e) => e.type === 'jam-roll')).toBe(false)
    expect(camel.jam.front).toBe(1)
    expect(game.state.turn).toBe(2)
  })

  it('000 line 265: "wounded aircrew take one additional “jammed” counter": kept secret, it goes when the last counter would be rolled for', () => {
    const game = chase({ jamRoll: true, specialDamage: true })
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    planStraights(game)
    nextDieShows(game, 6)
    const events = jamTheCamel(game)
    // two counters shown, as for anyone; the third is the Camel's secret
    expect(game.view('central').planes[0].effects).not.toHaveProperty('jamExtra')
    // phase 3: the die shows 6, but the secret counter goes first
    const roll = events.find((e) => e.type === 'jam-roll')!
    expect(roll).toMatchObject({ roll: 6, cleared: false, to: ['allied'] })
    // the roll is the Camel's seat's: everyone else sees only that the last counter stays, as after a failed roll
    expect(eventsFor([roll], 'central')).toHaveLength(0)
    expect(camel.jam.front).toBe(1)
    expect(camel.effects!.jamExtra).toEqual({ front: 0, rear: 0 })
    expect(game.state.turn).toBe(2)
  })

  it('000 line 265: the extra counter is taken with the jam, and shown to no one else', () => {
    const game = chase({ jamRoll: true, specialDamage: true })
    const camel = game.state.planes[0]
    camel.effects!.wounds = 1
    jamInPhase3(game)
    expect(camel.jam.front).toBe(2)
    expect(camel.effects!.jamExtra).toEqual({ front: 1, rear: 0 })
    expect(game.view('allied').planes[0].effects).toHaveProperty('jamExtra', { front: 1, rear: 0 })
    expect(game.view('central').planes[0].effects).not.toHaveProperty('jamExtra')
    expect(game.view('central').planes[0].jam.front).toBe(2)
  })

  it('without the option, 003\'s three counters, one after each manoeuvre, and no die', () => {
    const game = chase({})
    jamInPhase3(game)
    expect(game.state.planes[0].jam.front).toBe(3)
    planStraights(game)
    expect(game.events.some((e) => e.type === 'jam-roll')).toBe(false)
  })
})

/** Every flying plane plans three straights, if the game waits for plans; then the phases with no shot pass. */
function planAll(game: Game): GameEvent[] {
  const before = game.events.length
  if (game.state.step === 'planning') planStraights(game)
  return game.events.slice(before)
}
