import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, expectRejected, fire, optionsOf, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { content, startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { stackDeck } from './damage'

const RULER = content.table.ruler
const HALF_DEPTH = content.table.bases.standard.depth / 2

type Team = 'allied' | 'central'
/** A plane that ends phase 1 at (x, y) with the heading given, after flying card 1 (a straight). */
const at = (id: string, aircraft: string, team: Team, x: number, y: number, heading: number): PlaneSpec => arriving({ id, aircraft, team }, x, y, heading)
const camel = (id: string, x: number, y: number, heading = 0, team: Team = 'allied') => at(id, 'sopwith-camel', team, x, y, heading)
const dr1 = (id: string, x: number, y: number, heading = 0, team: Team = 'central') => at(id, 'fokker-dr-i', team, x, y, heading)

/** Start a game with these planes, plan straights for everyone and return it at the first firing step (or wherever it stopped). */
function phaseOne(planes: PlaneSpec[], seed = 1) {
  const game = startGame(planes, {}, seed)
  planNumbers(game, Object.fromEntries(planes.map((p) => [p.id, [1, 2, 3]])))
  return game
}

describe('Firing: "If the target aircraft base is reached by the first half of the ruler ... two cards of damage ... by the second half of the ruler, the target plane takes only one card"', () => {
  // the shooter's stand is at (100, 100) facing north; the target faces north too, so the ruler reaches its rear
  // edge, half a base depth short of its stand
  const cases: [number, 0 | 1 | 2][] = [
    [15, 2],
    [20.1, 2],
    [20.2, 1],
    [30, 1],
    [RULER + HALF_DEPTH - 0.1, 1],
    [RULER + HALF_DEPTH + 0.1, 0],
  ]
  for (const [d, cards] of cases) {
    it(`a target whose stand is ${d.toFixed(2)} cm ahead (base ${(d - HALF_DEPTH).toFixed(2)} cm away) gets ${cards || 'no'} card${cards === 1 ? '' : 's'}`, () => {
      const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 100 + d)])
      if (cards === 0) {
        expect(game.state.fireOptions).toEqual([])
        expect(eventsOfType(game.events, 'fire-options')).toHaveLength(0)
        return
      }
      expect(game.state.step).toBe('firing')
      expect(game.state.phase).toBe(1)
      expect(game.state.fireOptions).toHaveLength(1)
      const o = game.state.fireOptions[0]
      expect(o).toMatchObject({ plane: 'a', arc: 'front', target: 't', cards })
      expect(o.distance).toBeCloseTo(d - HALF_DEPTH, 6)
    })
  }

  it('firing at short range draws two cards of the firing plane\'s deck (the Camel\'s A deck) for the target', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 115)])
    stackDeck(game.state, 'A', ['A44', 'A30'])
    const events = fire(game, { a: { front: 't' } })
    expect(eventsOfType(events, 'fired')).toEqual([expect.objectContaining({ plane: 'a', arc: 'front', target: 't', cards: 2 })])
    expect(planeOf(game, 't').damage).toEqual(['A44', 'A30'])
    expect(planeOf(game, 't').damageTotal).toBe(8)
    expect(planeOf(game, 'a').stats).toMatchObject({ shots: 1, cardsDealt: 2, damageDealt: 8 })
  })

  it('firing at long range draws one card', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 130)])
    stackDeck(game.state, 'A', ['A44', 'A30'])
    fire(game, { a: { front: 't' } })
    expect(planeOf(game, 't').damage).toEqual(['A44'])
    expect(planeOf(game, 't').damageTotal).toBe(5)
  })
})

describe('Firing: "If the ruler stays inside the fire arc of the aircraft base, and it can reach any point of an enemy plane base, the aircraft can fire"', () => {
  it('targets outside the front arc (beside, behind, 60 degrees off the nose) give no option', () => {
    for (const [x, y] of [
      [120, 100],
      [100, 80],
      [100 + 20 * Math.sin(Math.PI / 3), 100 + 20 * Math.cos(Math.PI / 3)],
    ]) {
      const game = phaseOne([camel('a', 100, 100), dr1('t', x, y, 90)])
      expect(optionsOf(game, 'a'), `target at ${x}, ${y}`).toEqual([])
    }
  })

  it('when no plane has a target, nobody is asked and the phases resolve on their own', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 120, 100, 90)])
    expect(eventsOfType(game.events, 'fire-options')).toHaveLength(0)
    expect(game.state.step).toBe('planning')
    expect(game.state.turn).toBe(2)
    expect(game.waitingFor().sort()).toEqual(['a', 't'])
  })

  it('fire options are offered when some plane has a target, and only the planes with a target are waited for', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 120), camel('idle', 30, 30)])
    expect(game.state.step).toBe('firing')
    expect(game.waitingFor()).toEqual(['a'])
    expect(eventsOfType(game.events, 'fire-options')).toEqual([expect.objectContaining({ to: 'all', options: game.state.fireOptions })])
    fire(game, { a: { front: null } })
    expect(game.state.phase).toBe(2)
  })

  it('targets are only enemies: a friendly plane in the arc is no target', () => {
    const game = phaseOne([camel('a', 100, 100), camel('friend', 100, 115), dr1('far', 30, 170, 180)])
    expect(optionsOf(game, 'a')).toEqual([])
    expect(game.state.step).toBe('planning')
  })
})

describe('Firing: "Planes cannot fire through another plane base, enemy or friendly"', () => {
  it('a friendly base between the shooter and the target blocks the aim', () => {
    const blocked = phaseOne([camel('a', 100, 100), camel('friend', 100, 115), dr1('t', 100, 130)])
    expect(optionsOf(blocked, 'a')).toEqual([])
    // the friend itself can shoot
    expect(optionsOf(blocked, 'friend')).toEqual(['front>t:2'])
    // without the friend the same shot is possible
    const open = phaseOne([camel('a', 100, 100), dr1('t', 100, 130)])
    expect(optionsOf(open, 'a')).toEqual(['front>t:1'])
  })

  it('an enemy base in the way blocks the aim at the plane behind it, but is a target itself', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('near', 100, 115), dr1('t', 100, 130)])
    expect(optionsOf(game, 'a')).toEqual(['front>near:2'])
  })

  it('"If it is not possible to reach any point of the target base without the edge of the ruler crossing another base": a base that hides only part of the target does not block', () => {
    const game = phaseOne([camel('a', 100, 100), camel('friend', 107, 115), dr1('t', 100, 130)])
    expect(optionsOf(game, 'a')).toEqual(['front>t:1'])
    expect(game.state.fireOptions.find((o) => o.plane === 'a')!.distance).toBeCloseTo(30 - HALF_DEPTH, 6)
  })
})

describe('Overlapping: "Two or more planes whose bases overlap cannot fire at each other. They can, however, still fire at other planes ... The overlapping planes don\'t block each other\'s aim"', () => {
  // the Camel and the Dr.I 'over' stand 5 cm apart: their 6.3 cm deep bases overlap
  const planes = () => [camel('a', 100, 100), dr1('over', 100, 105, 0), dr1('ahead', 100, 125, 0), camel('side', 130, 106, 270)]

  it('the overlapping planes cannot fire at each other', () => {
    const game = phaseOne(planes())
    expect(eventsOfType(game.events, 'bumped')).toHaveLength(0)
    expect(game.state.fireOptions.some((o) => (o.plane === 'a' && o.target === 'over') || (o.plane === 'over' && o.target === 'a'))).toBe(false)
  })

  it('a plane overlapping the shooter does not block its aim at a plane beyond', () => {
    const game = phaseOne(planes())
    expect(optionsOf(game, 'a')).toEqual(['front>ahead:1'])
  })

  it('"Other planes can shoot at the overlapping planes using the normal rules"', () => {
    const game = phaseOne(planes())
    expect(optionsOf(game, 'side')).toContain('front>over:1')
  })
})

describe('Firing: "Fighter aircraft can fire at a single target each phase, choosing one if there are several possible targets"', () => {
  it('with two enemies in the arc a fighter chooses one; the other takes nothing', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t1', 94, 120), dr1('t2', 106, 120)])
    expect(optionsOf(game, 'a')).toEqual(['front>t1:2', 'front>t2:2'])
    const drawn = game.state.decks.A.draw.length
    const events = fire(game, { a: { front: 't2' } })
    expect(eventsOfType(events, 'fired').map((e) => e.target)).toEqual(['t2'])
    expect(planeOf(game, 't2').damage).toHaveLength(2)
    expect(planeOf(game, 't1').damage).toHaveLength(0)
    expect(game.state.decks.A.draw.length).toBe(drawn - 2)
  })

  it('a second fire order in the same phase is refused', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t1', 94, 120), dr1('t2', 106, 120), camel('b', 60, 100), dr1('t3', 60, 120)])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't1' })
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't2' }, 'already-done', /already given its fire orders/)
  })

  it('a fighter has no rear guns', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t1', 100, 120), dr1('behind', 100, 85)])
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', rear: 'behind' }, 'illegal-target', /has no rear guns/)
  })
})

describe('Two-seaters: "Two-seaters with two firing arcs can fire at two different targets after each move. One target must be in the front arc ... the other target must be in the rear arc"', () => {
  // the Airco D.H.4 fires its front gun with the B deck and its rear guns with the A deck
  const dh4 = (x: number, y: number, heading = 0) => at('dh4', 'airco-dh-4', 'allied', x, y, heading)

  it('fires the front guns at a plane ahead and the rear guns at a plane behind, each with its own deck', () => {
    const game = phaseOne([dh4(100, 100), dr1('ahead', 100, 118, 0), dr1('behind', 100, 80, 0)])
    expect(optionsOf(game, 'dh4')).toEqual(['front>ahead:2', 'rear>behind:2'])
    stackDeck(game.state, 'B', ['B47', 'B44'])
    stackDeck(game.state, 'A', ['A44', 'A45', 'A01', 'A02'])
    const events = fire(game, { dh4: { front: 'ahead', rear: 'behind' }, behind: { front: 'dh4' } })
    expect(eventsOfType(events, 'fired').map((e) => `${e.plane}:${e.arc}>${e.target}`)).toEqual(['dh4:front>ahead', 'dh4:rear>behind', 'behind:front>dh4'])
    expect(planeOf(game, 'ahead').damage).toEqual(['B47', 'B44'])
    expect(planeOf(game, 'behind').damage).toEqual(['A44', 'A45'])
    expect(planeOf(game, 'dh4').damage).toEqual(['A01', 'A02'])
    expect(planeOf(game, 'dh4').stats.shots).toBe(2)
  })

  it('may hold fire with one arc and fire the other', () => {
    const game = phaseOne([dh4(100, 100), dr1('ahead', 100, 118, 0), dr1('behind', 100, 80, 0)])
    const events = fire(game, { dh4: { front: null, rear: 'behind' }, behind: { front: null } })
    expect(eventsOfType(events, 'held-fire').filter((e) => e.plane === 'dh4').map((e) => e.arc)).toEqual(['front'])
    expect(eventsOfType(events, 'fired').map((e) => e.arc)).toEqual(['rear'])
    expect(planeOf(game, 'ahead').damage).toEqual([])
  })

  it('cannot fire both arcs at the same target, even one that is in both arcs', () => {
    const game = phaseOne([dh4(100, 100), dr1('t', 108, 103.42, 250)])
    expect(optionsOf(game, 'dh4')).toEqual(['front>t:2', 'rear>t:2'])
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'dh4', front: 't', rear: 't' }, 'illegal-target', /two different targets/)
    game.apply({ type: 'fire', seat: 'allied', plane: 'dh4', front: null, rear: 't' })
    expect(game.state.fireOrders.dh4).toEqual({ front: null, rear: 't' })
  })
})

describe('Firing: "Firing is not mandatory; a player may decide not to fire with a plane if he wants to"', () => {
  it('holding fire deals no card and reports the held arc', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 115)])
    const decks = JSON.stringify(game.state.decks)
    const events = fire(game, { a: { front: null } })
    expect(eventsOfType(events, 'held-fire')).toEqual([expect.objectContaining({ plane: 'a', arc: 'front', to: 'all' })])
    expect(eventsOfType(events, 'fired')).toHaveLength(0)
    expect(planeOf(game, 't').damage).toEqual([])
    expect(JSON.stringify(game.state.decks)).toBe(decks)
    expect(planeOf(game, 'a').stats.shots).toBe(0)
  })

  it('a fire order that names no arc holds fire with every arc that had a target', () => {
    const game = phaseOne([camel('a', 100, 100), dr1('t', 100, 115)])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a' })
    expect(planeOf(game, 't').damage).toEqual([])
    expect(eventsOfType(game.events, 'held-fire')).toHaveLength(1)
  })
})

describe('Option ruler: "If the target aircraft base is reached by the first half of the ruler" — short range is always the first half', () => {
  it('with a 20 cm ruler a base 9.85 cm away is short range, 10.85 cm long range, 20.85 cm out of reach', () => {
    const withRuler = (d: number) => {
      const game = startGame([camel('a', 100, 100), dr1('t', 100, 100 + d)], { options: { ruler: 20 } })
      planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
      return optionsOf(game, 'a')
    }
    expect(withRuler(13)).toEqual(['front>t:2'])
    expect(withRuler(14)).toEqual(['front>t:1'])
    expect(withRuler(24)).toEqual([])
  })
})
