import { describe, expect, it } from 'vitest'
import { arriving, card, eventsOfType, expectViewsHideSecrets, fire, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { stackDeck } from './damage'
import type { GameEvent, GameState, SeatId } from './types'
import { eventsFor } from './view'

/**
 * Three seats: 'pilot1' and 'pilot2' fly one Allied plane each (teammates, but still different seats), 'hun' flies
 * the Dr.I. The first Allied plane chases the Dr.I, 15 cm behind it.
 */
function threeSeats() {
  const planes: PlaneSpec[] = [
    arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot1' }, 100, 60, 0),
    arriving({ id: 'b', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot2' }, 30, 60, 0),
    arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0),
  ]
  return startGame(planes)
}

const SEATS: SeatId[] = ['pilot1', 'pilot2', 'hun']

/** Every seat's view, and the spectator's, is the same whatever the secrets of the others are. */
function expectNoLeak(state: GameState) {
  expectViewsHideSecrets(state, [...SEATS, null])
}

describe('Hidden information: "Place these cards facedown" — a seat sees its own plan, never another seat\'s', () => {
  it('a committed plan is in its seat\'s view only; the others see that it is committed', () => {
    const game = threeSeats()
    game.apply({ type: 'plan', seat: 'pilot1', plane: 'a', cards: [card(game, 'a', 1), card(game, 'a', 2), card(game, 'a', 3)] })
    const own = game.view('pilot1').planes.find((p) => p.id === 'a')!
    expect(own.plan).toEqual(['C01', 'C02', 'C03'])
    expect(own.committed).toBe(true)
    for (const viewer of ['pilot2', 'hun', null]) {
      const v = game.view(viewer).planes.find((p) => p.id === 'a')!
      expect(v.committed).toBe(true)
      expect('plan' in v).toBe(false)
      expect(JSON.stringify(game.view(viewer))).not.toContain('C02')
    }
    expectNoLeak(game.state)
  })

  it('cards are public once revealed: the cards flown so far this turn, not the rest of the plan', () => {
    const game = threeSeats()
    planNumbers(game, { a: [1, 2, 3], b: [1, 7, 3], t: [1, 2, 11] })
    expect(game.state).toMatchObject({ phase: 1, step: 'firing' })
    const seen = game.view('hun').planes.find((p) => p.id === 'b')!
    expect(seen.revealed).toEqual(['C01'])
    expect('plan' in seen).toBe(false)
    expect(JSON.stringify(game.view('hun'))).not.toContain('C07')
    const revealed = eventsOfType(eventsFor(game.events, 'hun'), 'manoeuvre-revealed')
    expect(revealed.map((e) => `${e.plane}:${e.card}`).sort()).toEqual(['a:C01', 'b:C01', 't:C01'])
    expectNoLeak(game.state)
  })

  it('the spectator sees no plan at all', () => {
    const game = threeSeats()
    planNumbers(game, { a: [1, 2, 3], b: [1, 7, 3], t: [1, 2, 11] })
    for (const p of game.view(null).planes) expect(p.plan).toBeUndefined()
  })
})

describe('Hidden information: damage cards — "secretly looks at them ... keeps all damage cards taken together, facedown"', () => {
  function damaged() {
    const game = threeSeats()
    planNumbers(game, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    stackDeck(game.state, 'A', ['A44', 'A07'])
    fire(game, { a: { front: 't' } })
    return game
  }

  it('the damaged plane\'s seat sees its cards and total; others see only how many cards it holds and the jam it had to show', () => {
    const game = damaged()
    const own = game.view('hun').planes.find((p) => p.id === 't')!
    expect(own).toMatchObject({ damage: ['A44', 'A07'], damageTotal: 5, damageCount: 2, shown: ['A07'] })
    for (const viewer of ['pilot1', 'pilot2', null]) {
      const v = game.view(viewer).planes.find((p) => p.id === 't')!
      expect(v.damage).toBeUndefined()
      expect(v.damageTotal).toBeUndefined()
      expect(v.stats.damageTaken).toBeUndefined()
      expect(v.damageCount).toBe(2)
      // "A player must reveal damage cards that have the jammed guns symbol"
      expect(v.shown).toEqual(['A07'])
      expect(JSON.stringify(game.view(viewer))).not.toContain('A44')
    }
    // the firer does not learn the points it dealt either: they are the sum of the target's face-down cards
    expect(game.state.planes.find((p) => p.id === 'a')!.stats.damageDealt).toBe(5)
    expect(game.view('pilot1').planes.find((p) => p.id === 'a')!.stats.damageDealt).toBeUndefined()
    expect(game.view('hun').planes.find((p) => p.id === 'a')!.stats.damageDealt).toBeUndefined()
    // the jammed counter is public
    expect(game.view('hun').planes.find((p) => p.id === 'a')!.jam.front).toBeGreaterThan(0)
    expectNoLeak(game.state)
  })

  it('the decks are shown as counts, never their order', () => {
    const game = damaged()
    const v = game.view('pilot1')
    expect(v.decks.A).toEqual({ draw: game.state.decks.A.draw.length, discard: game.state.decks.A.discard.length })
    expect(JSON.stringify(v)).not.toContain(game.state.decks.A.draw[game.state.decks.A.draw.length - 1] + '"')
  })

  it('"damage-cards" events go to the damaged plane\'s seat only; "damage-taken" (how many cards) to everyone', () => {
    const game = damaged()
    const cards = eventsOfType(game.events, 'damage-cards')
    expect(cards).toEqual([expect.objectContaining({ plane: 't', cards: ['A44', 'A07'], points: 5, total: 5, to: ['hun'] })])
    expect(eventsOfType(eventsFor(game.events, 'hun'), 'damage-cards')).toHaveLength(1)
    for (const viewer of ['pilot1', 'pilot2', null]) {
      expect(eventsOfType(eventsFor(game.events, viewer), 'damage-cards')).toHaveLength(0)
      expect(eventsOfType(eventsFor(game.events, viewer), 'damage-taken')).toEqual([expect.objectContaining({ plane: 't', cards: 2 })])
      expect(JSON.stringify(eventsFor(game.events, viewer))).not.toContain('A44')
    }
  })
})

describe('Hidden information: events have an audience — plans are placed "facedown", damage cards looked at "secretly"', () => {
  it('"plan-recorded" goes to the planning seat only, "plan-committed" to everyone; everything else is public', () => {
    const game = threeSeats()
    planNumbers(game, { a: [1, 2, 3], b: [1, 7, 3], t: [1, 2, 11] })
    const recorded = eventsOfType(game.events, 'plan-recorded')
    expect(recorded.map((e) => [e.plane, e.to])).toEqual([
      ['a', ['pilot1']],
      ['b', ['pilot2']],
      ['t', ['hun']],
    ])
    expect(eventsOfType(game.events, 'plan-committed').every((e) => e.to === 'all')).toBe(true)
    for (const e of game.events) if (e.type !== 'plan-recorded' && e.type !== 'damage-cards') expect(e.to, e.type).toBe('all')
    // a seat's events hold its own plan and nobody else's
    const mine = eventsOfType(eventsFor(game.events, 'pilot2'), 'plan-recorded')
    expect(mine).toEqual([expect.objectContaining({ plane: 'b', cards: ['C01', 'C07', 'C03'] })])
    expect(eventsOfType(eventsFor(game.events, null), 'plan-recorded')).toEqual([])
    // the teammate's plan is hidden too
    expect(JSON.stringify(eventsFor(game.events, 'pilot1'))).not.toContain('C07')
  })

  it('eventsFor keeps the order and filters by audience', () => {
    const events: GameEvent[] = [
      { type: 'turn-started', to: 'all', turn: 1, phase: 0 },
      { type: 'plan-recorded', to: ['x'], turn: 1, phase: 0, plane: 'p', cards: ['C01', 'C02', 'C03'] },
      { type: 'plan-committed', to: 'all', turn: 1, phase: 0, plane: 'p' },
    ]
    expect(eventsFor([...events], 'x').map((e) => e.type)).toEqual(['turn-started', 'plan-recorded', 'plan-committed'])
    expect(eventsFor([...events], 'y').map((e) => e.type)).toEqual(['turn-started', 'plan-committed'])
    expect(eventsFor([...events], null).map((e) => e.type)).toEqual(['turn-started', 'plan-committed'])
  })
})

describe('Hidden information: fire orders stay secret until "all aircraft that want to fire have fired"', () => {
  it('once the step is resolved the shot is public', () => {
    const game = threeSeats()
    planNumbers(game, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    expect(game.state.step).toBe('firing')
    expect(game.waitingFor()).toEqual(['a'])
    game.apply({ type: 'fire', seat: 'pilot1', plane: 'a', front: 't' })
    // the only order resolves the step at once: the shot is in the public 'fired' event
    expect(eventsOfType(eventsFor(game.events, 'hun'), 'fired')).toEqual([expect.objectContaining({ plane: 'a', target: 't' })])
  })

  it('while other orders are awaited, the given order is in its seat\'s view only', () => {
    const game = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot1' }, 100, 60, 0),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 80, 180),
    ])
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    expect(game.waitingFor().sort()).toEqual(['a', 't'])
    game.apply({ type: 'fire', seat: 'pilot1', plane: 'a', front: 't' })
    expect(game.view('pilot1').fireOrders).toEqual({ a: { front: 't' } })
    expect(game.view('hun').fireOrders).toEqual({})
    expect(game.view(null).fireOrders).toEqual({})
    expect(game.view('hun').ordered).toEqual(['a'])
    expect(eventsOfType(eventsFor(game.events, 'hun'), 'fire-ordered')).toEqual([expect.objectContaining({ plane: 'a' })])
    expect(JSON.stringify(eventsOfType(game.events, 'fire-ordered'))).not.toContain('"t"')
    expectNoLeak(game.state)
  })
})

describe('Hidden information: "shuffle the "A" deck of Damage cards" — the seed would predict the decks, so no view has it before the game is over', () => {
  it('is not in any view until the game is over; then it is, with every plane\'s damage, but never an unrevealed plan', () => {
    const game = threeSeats()
    for (const viewer of [...SEATS, null]) expect(game.view(viewer).seed).toBeNull()
    expect(JSON.stringify(game.view('pilot1'))).not.toContain('rng')
    planNumbers(game, { a: [1, 2, 3], b: [1, 2, 3], t: [1, 2, 3] })
    stackDeck(game.state, 'A', ['A48', 'A44'])
    fire(game, { a: { front: 't' } })
    expect(game.over).toBe(true)
    for (const viewer of [...SEATS, null]) {
      const v = game.view(viewer)
      expect(v.seed).toBe(1)
      expect(v.planes.find((p) => p.id === 't')!.damage).toEqual(['A48', 'A44'])
      // the Allied planes' second and third cards were never revealed
      if (viewer !== 'pilot1') expect(v.planes.find((p) => p.id === 'a')!.plan).toBeUndefined()
    }
    expectNoLeak(game.state)
  })
})

describe('Hidden information over a whole game: "Place these cards facedown", "secretly looks at them"', () => {
  it('after every command no view leaks another seat\'s secrets', () => {
    const game = threeSeats()
    expectNoLeak(game.state)
    const plans: Record<string, number[]>[] = [
      { a: [1, 2, 3], b: [7, 2, 3], t: [1, 2, 11] },
      { a: [5, 1, 4], b: [1, 2, 3], t: [8, 1, 3] },
      { a: [1, 2, 3], b: [6, 2, 3], t: [1, 2, 3] },
    ]
    for (const turn of plans) {
      for (const p of game.state.planes) {
        if (p.status !== 'flying' || game.over || game.state.step !== 'planning') continue
        game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: turn[p.id].map((n) => card(game, p.id, n)) })
        expectNoLeak(game.state)
      }
      while (game.state.step === 'firing') {
        const id = game.waitingFor()[0]
        const plane = planeOf(game, id)
        const target = game.state.fireOptions.find((o) => o.plane === id)!
        game.apply({ type: 'fire', seat: plane.seat, plane: id, [target.arc]: target.target })
        expectNoLeak(game.state)
      }
      if (game.over) break
    }
  })
})
