import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, optionsOf, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { content, startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { runScript } from '../sim/script'
import { drawDamage, JAM_COUNTERS, stackDeck } from './damage'

type Team = 'allied' | 'central'
const at = (id: string, aircraft: string, team: Team, x: number, y: number, heading: number, extra: Partial<PlaneSpec> = {}): PlaneSpec => arriving({ id, aircraft, team, ...extra }, x, y, heading)
const camel = (id: string, x: number, y: number, heading = 0, extra: Partial<PlaneSpec> = {}) => at(id, 'sopwith-camel', 'allied', x, y, heading, extra)
const dr1 = (id: string, x: number, y: number, heading = 0) => at(id, 'fokker-dr-i', 'central', x, y, heading)

// A deck ids (assets/damage/A.json in file order): A01-A06 0 points, A07 0 red jam, A08-A15 1, A16 1 green jam,
// A19-A25 2, A26 2 red jam, A30-A34 3, A37 3 green jam, A38-A41 4, A44-A46 5, A48 the explosion
const cardsA = content.damageDecks.A.cards
const byId = (id: string) => cardsA.find((c) => c.id === id)!

function straights(game: ReturnType<typeof startGame>) {
  planNumbers(game, Object.fromEntries(game.state.planes.filter((p) => p.status === 'flying').map((p) => [p.id, [1, 2, 3]])))
}

/** The Camel chases the Dr.I 15 cm ahead (two cards a phase); both fly straights, so they stay in place relative to each other. */
function chase(extra: Partial<PlaneSpec> = {}) {
  const game = startGame([camel('a', 100, 60, 0, extra), dr1('t', 100, 75, 0), dr1('far', 20, 180, 180)])
  straights(game)
  expect(game.state.step).toBe('firing')
  expect(optionsOf(game, 'a')).toEqual(['front>t:2'])
  return game
}

describe('Preparation: "shuffle the "A" deck of Damage cards" — the card ids the tests use', () => {
  it('match the A deck of assets/damage/A.json', () => {
    expect(cardsA).toHaveLength(48)
    expect(byId('A01')).toMatchObject({ points: 0, special: [] })
    expect(byId('A07')).toMatchObject({ points: 0, special: ['jam'], jam: 'red' })
    expect(byId('A16')).toMatchObject({ points: 1, special: ['jam'], jam: 'green' })
    expect(byId('A26')).toMatchObject({ points: 2, special: ['jam'], jam: 'red' })
    expect(byId('A30')).toMatchObject({ points: 3, special: [] })
    expect(byId('A37')).toMatchObject({ points: 3, special: ['jam'], jam: 'green' })
    expect(byId('A44')).toMatchObject({ points: 5, special: [] })
    expect(byId('A48')).toMatchObject({ points: null, special: ['explosion'] })
  })

  it('stackDeck makes the named cards come out next, in order', () => {
    const game = startGame([camel('a', 100, 60), dr1('t', 100, 75)])
    stackDeck(game.state, 'A', ['A48', 'A07', 'A44'])
    const total = game.state.decks.A.draw.length
    expect(total).toBe(48)
    expect([0, 1, 2].map(() => drawDamage(game.rules, game.state, 'A', null).id)).toEqual(['A48', 'A07', 'A44'])
  })
})

describe('Damage: "When the total reaches or exceeds the green number on the aircraft base, the aircraft is shot down and eliminated"', () => {
  it('13 points shoot down the Dr.I (13); 12 do not', () => {
    const down = chase()
    stackDeck(down.state, 'A', ['A44', 'A45'])
    fire(down, { a: { front: 't' } })
    expect(planeOf(down, 't')).toMatchObject({ status: 'flying', damageTotal: 10 })
    expect(optionsOf(down, 'a')).toEqual(['front>t:2'])
    stackDeck(down.state, 'A', ['A30', 'A01'])
    fire(down, { a: { front: 't' } })
    expect(planeOf(down, 't')).toMatchObject({ status: 'shot-down', damageTotal: 13, out: { turn: 1, phase: 2, edge: null } })
    expect(eventsOfType(down.events, 'shot-down')).toEqual([expect.objectContaining({ plane: 't', to: 'all', turn: 1, phase: 2 })])
    // a plane shot down gives its cards back to the discard pile
    expect(down.state.decks.A.discard).toEqual(expect.arrayContaining(['A44', 'A45', 'A30', 'A01']))

    const alive = chase()
    stackDeck(alive.state, 'A', ['A44', 'A45'])
    fire(alive, { a: { front: 't' } })
    stackDeck(alive.state, 'A', ['A19', 'A01'])
    fire(alive, { a: { front: 't' } })
    expect(planeOf(alive, 't')).toMatchObject({ status: 'flying', damageTotal: 12 })
  })

  it('"If a card with an explosion symbol is drawn, the aircraft is immediately eliminated", whatever its total', () => {
    const game = chase()
    stackDeck(game.state, 'A', ['A48', 'A01'])
    const events = fire(game, { a: { front: 't' } })
    const t = planeOf(game, 't')
    expect(t.status).toBe('exploded')
    expect(t.damageTotal).toBe(0)
    expect(t.shown).toEqual(['A48'])
    expect(eventsOfType(events, 'card-shown')).toEqual([expect.objectContaining({ plane: 't', card: 'A48', why: 'explosion', to: 'all' })])
    expect(eventsOfType(events, 'exploded')).toEqual([expect.objectContaining({ plane: 't', card: 'A48', to: 'all' })])
    // it never flies again
    expect(eventsOfType(game.events, 'moved').filter((e) => e.plane === 't').map((e) => e.phase)).toEqual([1])
  })
})

describe('Damage: "All damage is resolved simultaneously after all aircraft that want to fire have fired. Therefore, a plane that is shot down may still fire the same phase"', () => {
  /** Head on: the Camel faces north at (100, 100), the Dr.I faces south at (100, 120); each has the other in its arc. */
  function headOn() {
    const game = startGame([camel('a', 100, 100, 0), dr1('t', 100, 120, 180)])
    straights(game)
    expect(optionsOf(game, 'a')).toEqual(['front>t:2'])
    expect(optionsOf(game, 't')).toEqual(['front>a:2'])
    return game
  }

  it('a plane that explodes from the first shot still fires back in the same phase', () => {
    const game = headOn()
    // the Camel fires first (table order): A48 (explosion) and A01 for the Dr.I; then the Dr.I: A44 and A45
    stackDeck(game.state, 'A', ['A48', 'A01', 'A44', 'A45'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    game.apply({ type: 'fire', seat: 'central', plane: 't', front: 'a' })
    expect(eventsOfType(game.events, 'fired').map((e) => e.plane)).toEqual(['a', 't'])
    expect(planeOf(game, 't').status).toBe('exploded')
    expect(planeOf(game, 'a')).toMatchObject({ status: 'flying', damage: ['A44', 'A45'], damageTotal: 10 })
    expect(game.state.result).toEqual({ winner: 'allied', scores: { allied: 2, central: -1 }, reason: 'last-standing' })
  })

  it('two planes can shoot each other down at once: every card is dealt before any damage is applied', () => {
    const game = headOn()
    // both are one point from their green number
    planeOf(game, 'a').damageTotal = 13
    planeOf(game, 't').damageTotal = 12
    stackDeck(game.state, 'A', ['A08', 'A01', 'A09', 'A02'])
    const events = fire(game, { a: { front: 't' }, t: { front: 'a' } })
    const kinds = events.map((e) => e.type)
    // every shot is fired before any damage is taken
    expect(kinds.lastIndexOf('fired')).toBeLessThan(kinds.indexOf('damage-taken'))
    expect(planeOf(game, 'a').status).toBe('shot-down')
    expect(planeOf(game, 't').status).toBe('shot-down')
    expect(game.state.result).toEqual({ winner: null, scores: { allied: 1, central: 1 }, reason: 'no-planes-left' })
  })
})

describe('Jammed guns: "The aircraft that fired at him has jammed his guns and cannot fire after each of the next three manoeuvres"', () => {
  it('a jam card is shown, and the firer has no target for three manoeuvres, then fires again', () => {
    const game = chase()
    stackDeck(game.state, 'A', ['A07', 'A01'])
    const events = fire(game, { a: { front: 't' } })
    expect(eventsOfType(events, 'card-shown')).toEqual([expect.objectContaining({ plane: 't', card: 'A07', why: 'jam', to: 'all' })])
    expect(eventsOfType(events, 'jammed')).toEqual([expect.objectContaining({ plane: 'a', arc: 'front', by: 't', card: 'A07', to: 'all' })])
    expect(planeOf(game, 't').shown).toEqual(['A07'])
    expect(JAM_COUNTERS).toBe(3)
    // phases 2 and 3 go by without a firing step although the Dr.I is still in front of the Camel
    expect(game.state.turn).toBe(2)
    expect(game.state.step).toBe('planning')
    expect(planeOf(game, 'a').jam).toEqual({ front: 1, rear: 0 })
    expect(eventsOfType(game.events, 'fire-options').map((e) => `${e.turn}.${e.phase}`)).toEqual(['1.1'])
    straights(game)
    // the third manoeuvre after the jam (turn 2, phase 1) passes without fire; after the fourth it may fire
    expect(eventsOfType(game.events, 'unjammed')).toEqual([expect.objectContaining({ plane: 'a', arc: 'front', turn: 2, phase: 1 })])
    expect(eventsOfType(game.events, 'fire-options').map((e) => `${e.turn}.${e.phase}`)).toEqual(['1.1', '2.2'])
    expect(game.state).toMatchObject({ turn: 2, phase: 2, step: 'firing' })
    expect(optionsOf(game, 'a')).toEqual(['front>t:2'])
  })

  it('"If two jammed cards are drawn at the same time, jamming still lasts only three manoeuvres"', () => {
    const game = chase()
    stackDeck(game.state, 'A', ['A07', 'A26'])
    fire(game, { a: { front: 't' } })
    expect(planeOf(game, 't').shown).toEqual(['A07', 'A26'])
    expect(planeOf(game, 't').damageTotal).toBe(2)
    expect(planeOf(game, 'a').jam.front).toBe(1)
    straights(game)
    expect(eventsOfType(game.events, 'unjammed').map((e) => `${e.turn}.${e.phase}`)).toEqual(['2.1'])
    expect(game.state).toMatchObject({ turn: 2, phase: 2, step: 'firing' })
  })

  it('a two-seater: "only the guns from the arc which was shooting when the card was drawn are considered jammed"', () => {
    const game = startGame([at('dh4', 'airco-dh-4', 'allied', 100, 60, 0), dr1('ahead', 100, 78, 0), dr1('behind', 100, 40, 180)])
    straights(game)
    expect(optionsOf(game, 'dh4')).toEqual(['front>ahead:2', 'rear>behind:2'])
    // the rear guns fire with the A deck: the Dr.I behind draws the jam
    stackDeck(game.state, 'A', ['A07', 'A01'])
    fire(game, { dh4: { front: null, rear: 'behind' } })
    expect(planeOf(game, 'dh4').jam).toEqual({ front: 0, rear: 3 })
    // next phase: the front guns still have their target, the rear guns have none
    expect(game.state.phase).toBe(2)
    expect(optionsOf(game, 'dh4')).toEqual(['front>ahead:2'])
  })
})

describe('Bullet checker (ace ability): "ignore the jammed guns cards with a green cross; the ace jams only when a card with the red cross is picked up"', () => {
  it('a green-cross jam is shown and its points count, but the guns do not jam', () => {
    const game = chase({ bulletChecker: true })
    stackDeck(game.state, 'A', ['A16', 'A01'])
    const events = fire(game, { a: { front: 't' } })
    expect(planeOf(game, 'a').jam).toEqual({ front: 0, rear: 0 })
    expect(eventsOfType(events, 'jam-ignored')).toEqual([expect.objectContaining({ plane: 'a', arc: 'front', card: 'A16' })])
    expect(eventsOfType(events, 'jammed')).toHaveLength(0)
    expect(planeOf(game, 't')).toMatchObject({ shown: ['A16'], damageTotal: 1 })
    // and it fires again next phase
    expect(game.state).toMatchObject({ phase: 2, step: 'firing' })
    expect(optionsOf(game, 'a')).toEqual(['front>t:2'])
  })

  it('a red-cross jam still jams the bullet checker\'s guns', () => {
    const game = chase({ bulletChecker: true })
    stackDeck(game.state, 'A', ['A07', 'A01'])
    fire(game, { a: { front: 't' } })
    expect(eventsOfType(game.events, 'jammed')).toHaveLength(1)
    expect(game.state.turn).toBe(2)
    expect(planeOf(game, 'a').jam.front).toBe(1)
  })

  it('without the ability a green-cross jam jams the guns', () => {
    const game = chase()
    stackDeck(game.state, 'A', ['A16', 'A01'])
    fire(game, { a: { front: 't' } })
    expect(eventsOfType(game.events, 'jammed')).toEqual([expect.objectContaining({ card: 'A16' })])
    expect(eventsOfType(game.events, 'jam-ignored')).toHaveLength(0)
  })
})

describe('Bullet checker in a scripted game (the script\'s "damage" field forces exact cards): "the ace jams only when a card with the red cross is picked up"', () => {
  it('a bullet checker with a single gun (B deck) ignores the green-cross B13 and jams on the red-cross B12', () => {
    const deckB = content.damageDecks.B.cards
    expect(deckB.find((c) => c.id === 'B13')).toMatchObject({ points: 0, special: ['jam'], jam: 'green' })
    expect(deckB.find((c) => c.id === 'B12')).toMatchObject({ points: 0, special: ['jam'], jam: 'red' })
    const script = {
      format: 'overdive-script',
      seed: 3,
      setup: {
        table: { width: 100, depth: 150 },
        planes: [
          { id: 'nieuport', aircraft: 'nieuport-11', team: 'allied', x: 50, y: 10, heading: 0, bulletChecker: true },
          { id: 'halb', aircraft: 'halberstadt-d-iii', team: 'central', x: 50, y: 26, heading: 0 },
        ],
      },
      damage: { B: ['B13', 'B01', 'B12', 'B02'] },
      turns: [{ plans: { nieuport: ['E01', 'E02', 'E03'], halb: ['B01', 'B02', 'B03'] }, fire: { '1': { nieuport: 'halb' }, '2': { nieuport: 'halb' } } }],
    }
    const game = runScript(content, script)
    expect(eventsOfType(game.events, 'jam-ignored')).toEqual([expect.objectContaining({ plane: 'nieuport', card: 'B13', turn: 1, phase: 1 })])
    expect(eventsOfType(game.events, 'jammed')).toEqual([expect.objectContaining({ plane: 'nieuport', card: 'B12', turn: 1, phase: 2 })])
    expect(planeOf(game, 'halb').damage).toEqual(['B13', 'B01', 'B12', 'B02'])
    expect(planeOf(game, 'halb').shown).toEqual(['B13', 'B12'])
  })
})

describe('Option explosionsInAB: 004\'s tournament rule "take the explosion card out of the damage deck" (and 000)', () => {
  it('false takes the explosion card out of the A and B decks only', () => {
    const off = startGame([camel('a', 100, 60), dr1('t', 100, 75)], { options: { explosionsInAB: false } })
    for (const letter of ['A', 'B']) {
      expect(off.state.decks[letter].draw).toHaveLength(47)
      expect(off.state.decks[letter].draw.some((id) => content.damageCards[id].special.includes('explosion'))).toBe(false)
    }
    for (const letter of ['C', 'D']) expect(off.state.decks[letter].draw.some((id) => content.damageCards[id].special.includes('explosion'))).toBe(true)
    const on = startGame([camel('a', 100, 60), dr1('t', 100, 75)])
    expect(on.state.decks.A.draw).toContain('A48')
    expect(on.state.decks.B.draw).toContain('B48')
  })
})

describe('Damage decks (damage.ts): "When a draw pile runs out its discards are shuffled into a new one, and if there are none a fresh copy of the deck is opened"', () => {
  it('an empty draw pile takes the shuffled discards, then a fresh deck, and says so', () => {
    const game = startGame([camel('a', 100, 60), dr1('t', 100, 75)])
    const pile = game.state.decks.A
    pile.discard = ['A05', 'A06']
    pile.draw = []
    const events: Parameters<typeof drawDamage>[3] = []
    const first = drawDamage(game.rules, game.state, 'A', events)
    expect(['A05', 'A06']).toContain(first.id)
    expect(events).toEqual([expect.objectContaining({ type: 'deck-reshuffled', deck: 'A', fresh: false, to: 'all' })])
    expect(pile.discard).toEqual([])
    drawDamage(game.rules, game.state, 'A', events)
    const third = drawDamage(game.rules, game.state, 'A', events)
    expect(events.map((e) => e.type === 'deck-reshuffled' && e.fresh)).toEqual([false, true])
    expect(pile.draw).toHaveLength(47)
    expect(content.damageCards[third.id].deck).toBe('A')
  })
})
