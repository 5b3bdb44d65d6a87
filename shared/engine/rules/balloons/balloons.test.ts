/**
 * Balloon busting (003 lines 549-599, 635-647): a balloon's fire, its explosion, its coming down and Burning
 * Drachens, and incendiary bullets.
 */
import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, holdUntilPlanning, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import type { DamageSpecial } from '../../../content/types'
import { stackDeck } from '../../damage'
import { Game } from '../../game'
import { scenarioSetup } from '../../setup'
import type { GameSetup, PlaneStart, RulesOptions } from '../../types'
import { inBlast } from './explosion'

/** The id of a card of deck `deck` with these points and specials. */
function cardWith(deck: string, points: number | null, special: DamageSpecial[] = []): string {
  const c = Object.values(content.damageCards).find((d) => d.deck === deck && (d.points ?? null) === points && d.special.length === special.length && special.every((s) => d.special.includes(s)))
  if (!c) throw new Error(`no ${deck} card of ${points} points with ${special.join(', ')}`)
  return c.id
}

const BIG = { width: 1000, depth: 1000 }

function start(planes: PlaneSpec[], options: Partial<RulesOptions> = {}, change: (s: GameSetup) => void = () => {}, starts: Record<string, PlaneStart> = {}): Game {
  const setup = setupWith(planes, { options, table: BIG })
  for (const p of setup.planes) if (starts[p.id]) p.start = starts[p.id]
  change(setup)
  return Game.start(content, setup, 1)
}

/** A Camel whose first straight ends 15 cm short of a Drachen, within half a ruler (two cards); a Dr.I far away. */
const shootout: PlaneSpec[] = [
  arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 475, 0),
  { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 490, heading: 180 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
]

/** Turn 1's first phase with the Camel firing at the Drachen; the cards it draws stacked on the A deck. */
function shootBalloon(game: Game, cards: string[]): ReturnType<typeof fire> {
  const events = planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
  stackDeck(game.state, 'A', cards)
  const o = game.state.fireOptions.find((f) => f.plane === 'camel' && f.target === 'drachen')
  expect(o, 'the Camel has the Drachen in its sights at short range').toMatchObject({ cards: 2 })
  return [...events, ...fire(game, { camel: { front: 'drachen' } })]
}

const twoCards = (a: string, b: string) => [a, b]
const zero = cardWith('A', 0)
const one = cardWith('A', 1)
const five = cardWith('A', 5)

describe('003 Balloons ignore all types of special damage except for fires and explosions (lines 557-559)', () => {
  it('rudder, wounds and engine damage leave a balloon as it was, with Special Damage in force', () => {
    const game = start(shootout, { specialDamage: true })
    shootBalloon(game, twoCards(cardWith('A', 2, ['rudder-right']), cardWith('A', 4, ['engine'])))
    const fx = planeOf(game, 'drachen').effects!
    expect(planeOf(game, 'drachen').damageTotal).toBe(6)
    expect([fx.rudder, fx.engine, fx.wounds, fx.smoke, fx.flame]).toEqual([null, 0, 0, 0, 0])
  })

  it('a fire card puts a flame counter on the balloon, one for each fire card, with or without Special Damage (lines 561, 565)', () => {
    for (const specialDamage of [true, false]) {
      const game = start(shootout, { specialDamage })
      const events = shootBalloon(game, twoCards(cardWith('A', 3, ['fire']), cardWith('A', 5, ['fire'])))
      expect(planeOf(game, 'drachen').effects!.flame).toBe(2)
      expect(eventsOfType(events, 'balloon-burning').map((e) => e.counters)).toEqual([1, 2])
      expect(planeOf(game, 'drachen').status).toBe('standing')
    }
  })
})

describe('003 a burning balloon takes an A card for each flame counter at the start of each turn (lines 561-566)', () => {
  it('two counters: two A cards before the first card is revealed, only points and explosions counting; the counters stay', () => {
    const game = start(shootout, {}, () => {}, { drachen: { effects: { flame: 2 } } })
    stackDeck(game.state, 'A', [cardWith('A', 3, ['wounded']), five])
    const events = planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    const d = planeOf(game, 'drachen')
    expect(d.damageTotal).toBe(8)
    expect(d.effects!.flame).toBe(2)
    expect(d.effects!.wounds).toBe(0)
    expect(eventsOfType(events, 'damage-taken').find((e) => e.plane === 'drachen')).toMatchObject({ cards: 2, cause: 'flame' })
    expect(eventsOfType(events, 'balloon-burning')[0]).toMatchObject({ plane: 'drachen', counters: 2, turn: 1 })
  })

  it('an explosion among the flame cards explodes the balloon (line 568)', () => {
    const game = start(shootout, {}, () => {}, { drachen: { effects: { flame: 1 } } })
    stackDeck(game.state, 'A', [cardWith('A', null, ['explosion'])])
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(planeOf(game, 'drachen').status).toBe('exploded')
  })
})

describe('003 A balloon explodes ... or reaches its maximum damage while on fire (lines 568-572)', () => {
  // 17 of the Drachen's 18 points
  const nearlyDown = { damage: [cardWith('C', 10), cardWith('C', 6, ['engine']), cardWith('C', 1)] }

  it('at its maximum damage while on fire it explodes', () => {
    const game = start(shootout, {}, () => {}, { drachen: { ...nearlyDown, effects: { flame: 1 } } })
    // the flame card of turn 1 first (no points), then the Camel's two
    stackDeck(game.state, 'A', [zero])
    const events = shootBalloon(game, twoCards(one, five))
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(eventsOfType(events, 'balloon-exploded')).toHaveLength(1)
  })

  it('at its maximum damage not on fire it is eliminated without exploding', () => {
    const game = start(shootout, {}, () => {}, { drachen: nearlyDown })
    const events = shootBalloon(game, twoCards(one, five))
    expect(planeOf(game, 'drachen').status).toBe('shot-down')
    expect(eventsOfType(events, 'balloon-exploded')).toHaveLength(0)
  })

  it('an explosion card explodes it, and each aircraft overlapping its card takes one C card at once', () => {
    // a second Dr.I whose first straight ends across the balloon's card, off the Camel's line of fire
    const planes: PlaneSpec[] = [...shootout, { id: 'dr1b', aircraft: 'fokker-dr-i', team: 'central', x: 506, y: 478, heading: 0 }]
    const game = start(planes)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3], dr1b: [1, 2, 3] })
    const ids = game.state.planes.map((p) => p.id)
    const dIdx = ids.indexOf('drachen')
    const over = inBlast({ rules: game.rules, state: game.state, events: null }, dIdx).map((j) => ids[j])
    expect(over).toContain('dr1b')
    stackDeck(game.state, 'A', [cardWith('A', null, ['explosion']), zero])
    stackDeck(game.state, 'C', [cardWith('C', 10)])
    const events = fire(game, { camel: { front: 'drachen' } })
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(eventsOfType(events, 'balloon-exploded')[0]).toMatchObject({ plane: 'drachen', hit: ['dr1b'] })
    expect(planeOf(game, 'dr1b').damageTotal).toBe(10)
    expect(eventsOfType(events, 'damage-taken').find((e) => e.plane === 'dr1b')).toMatchObject({ from: 'drachen', cards: 1, cause: 'balloon-explosion' })
  })
})

describe('003 a plane in a balloon\'s blast: "take into account only damage points, explosions, and fires, and ignore other types of special damage" (lines 569-571)', () => {
  /**
   * The Camel's explosion card blows the Drachen up in turn 1's first phase, with the Special Damage rule in force (so
   * that special results would count on a plane); the second Dr.I, over the balloon's card, takes the C card `c`.
   */
  function blastWith(c: string): { game: Game; events: ReturnType<typeof fire> } {
    const planes: PlaneSpec[] = [...shootout, { id: 'dr1b', aircraft: 'fokker-dr-i', team: 'central', x: 506, y: 478, heading: 0 }]
    const game = start(planes, { specialDamage: true })
    const events = planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3], dr1b: [1, 2, 3] })
    stackDeck(game.state, 'A', [cardWith('A', null, ['explosion']), zero])
    stackDeck(game.state, 'C', [c])
    events.push(...fire(game, { camel: { front: 'drachen' } }))
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(eventsOfType(events, 'balloon-exploded')[0]).toMatchObject({ plane: 'drachen', hit: ['dr1b'] })
    expect(planeOf(game, 'dr1b').damage).toEqual([c])
    return { game, events }
  }

  it('003 lines 569-571: a C card with fire sets the plane on fire, three flame counters (line 180) besides its 4 points', () => {
    const c = cardWith('C', 4, ['fire'])
    const { game, events } = blastWith(c)
    const p = planeOf(game, 'dr1b')
    expect(p.status).toBe('flying')
    expect(p.damageTotal).toBe(4)
    expect(p.effects!.flame).toBe(3)
    expect(eventsOfType(events, 'flame').filter((e) => e.plane === 'dr1b')).toMatchObject([{ counters: 3 }])
    expect(eventsOfType(events, 'card-shown').filter((e) => e.plane === 'dr1b')).toMatchObject([{ card: c, why: 'flame' }])
  })

  it('003 lines 569-571: a C card with an explosion explodes the plane', () => {
    const c = cardWith('C', null, ['explosion'])
    const { game, events } = blastWith(c)
    expect(planeOf(game, 'dr1b')).toMatchObject({ status: 'exploded', damageTotal: 0 })
    expect(eventsOfType(events, 'exploded').filter((e) => e.plane === 'dr1b')).toMatchObject([{ card: c }])
  })

  it('003 lines 569-571: engine damage, crew wounded and smoke on a C card are ignored: only the card\'s points count', () => {
    for (const [points, special] of [[6, 'engine'], [6, 'wounded'], [8, 'smoke']] as const) {
      const { game, events } = blastWith(cardWith('C', points, [special]))
      const p = planeOf(game, 'dr1b')
      expect(p.status, special).toBe('flying')
      expect(p.damageTotal, special).toBe(points)
      expect([p.effects!.engine, p.effects!.wounds, p.effects!.observerWounded, p.effects!.smoke, p.effects!.flame, p.effects!.rudder], special).toEqual([0, 0, false, 0, 0, null])
      const told = events.filter((e) => (e.type === 'special-damage' || e.type === 'smoke' || e.type === 'flame' || e.type === 'card-shown') && e.plane === 'dr1b')
      expect(told, special).toEqual([])
    }
  })
})

/** Planes far from each other and from the balloon on a big table: turns go by with no one firing. */
const quiet: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 800, y: 50, heading: 0 },
  { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 950, heading: 180 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 200, y: 50, heading: 0 },
]

function playTurns(game: Game, n: number): void {
  for (let t = 0; t < n && !game.over; t++) {
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    holdUntilPlanning(game)
  }
}

describe('003 balloons are on the ground at the end of the agreed-upon turn (lines 553-555, 592-593)', () => {
  it('at the end of turn 12 (the default) the balloon still up is on the ground: landed, not eliminated', () => {
    const game = start(quiet)
    playTurns(game, 11)
    expect(planeOf(game, 'drachen').status).toBe('standing')
    playTurns(game, 1)
    expect(planeOf(game, 'drachen').status).toBe('landed')
    expect(eventsOfType(game.events, 'balloon-landed')[0]).toMatchObject({ plane: 'drachen', turn: 12 })
  })

  it('the players may agree on another turn (setup balloons.downAfter)', () => {
    const game = start(quiet, {}, (s) => (s.balloons = { downAfter: 2 }))
    playTurns(game, 2)
    expect(planeOf(game, 'drachen').status).toBe('landed')
  })
})

describe('003 Burning Drachens: a game that ends before turn 12 burns its burning balloons out before the scores (lines 592-599)', () => {
  /** the game ends on turn 9 (its turn limit); the balloon caught fire twice late in turn 8 and burns in turn 9 */
  function endsOnTurn9(cards: string[]): Game {
    const game = start(quiet, { turnLimit: 9 })
    playTurns(game, 8)
    planeOf(game, 'drachen').effects!.flame = 2
    // turn 9's two flame cards, then those of the turns unplayed
    stackDeck(game.state, 'A', [zero, zero, ...cards])
    playTurns(game, 1)
    expect(game.over).toBe(true)
    return game
  }

  it('"The game ends on the 9th turn. A balloon has two flame counters ... the balloon immediately takes 3 x 2= 6 cards"', () => {
    const game = endsOnTurn9([one, one, one, one, one, one])
    expect(eventsOfType(game.events, 'burning-drachens')[0]).toMatchObject({ plane: 'drachen', counters: 2, turns: 3, cards: 6 })
    expect(eventsOfType(game.events, 'damage-taken').filter((e) => e.plane === 'drachen').at(-1)).toMatchObject({ cards: 6, cause: 'flame' })
    expect(planeOf(game, 'drachen').damageTotal).toBe(6)
    expect(planeOf(game, 'drachen').status).toBe('standing')
  })

  it('if this damage would destroy the balloon, it counts as destroyed (it is on fire: it explodes)', () => {
    const game = endsOnTurn9([five, five, five, five, one, one])
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    // destroyed by the fourth card (20 points of 18): the rest are not drawn
    expect(planeOf(game, 'drachen').damage).toHaveLength(2 + 4)
    expect(game.state.result).not.toBeNull()
  })
})

describe('003 Incendiary Bullets (lines 635-647)', () => {
  const incendiaryCamel = (s: GameSetup) => (s.planes[0].incendiary = true)

  it('"A balloon that takes a smoke, rudder jammed, or engine damage ... from an aircraft with incendiary bullets treats it as fire"', () => {
    const game = start(shootout, {}, incendiaryCamel)
    shootBalloon(game, twoCards(cardWith('A', 1, ['smoke']), cardWith('A', 1, ['rudder-left'])))
    expect(planeOf(game, 'drachen').effects!.flame).toBe(2)
  })

  it('without them smoke and rudder jammed do nothing to a balloon', () => {
    const game = start(shootout)
    shootBalloon(game, twoCards(cardWith('A', 1, ['smoke']), cardWith('A', 1, ['rudder-left'])))
    expect(planeOf(game, 'drachen').effects!.flame).toBe(0)
  })

  it('003 lines 557-558, 646: an engine damage result from incendiary bullets sets the balloon on fire, a flame counter a card; without them it does not', () => {
    const engines = () => twoCards(cardWith('A', 2, ['engine']), cardWith('A', 4, ['engine']))
    const game = start(shootout, {}, incendiaryCamel)
    const events = shootBalloon(game, engines())
    const d = planeOf(game, 'drachen')
    expect(d.effects!.flame).toBe(2)
    expect(eventsOfType(events, 'balloon-burning').map((e) => [e.plane, e.counters])).toEqual([['drachen', 1], ['drachen', 2]])
    expect(d.damageTotal).toBe(6)
    expect(d.status).toBe('standing')
    // the same two cards from ordinary bullets: the balloon ignores the engine damage (line 557)
    const plain = start(shootout)
    const plainEvents = shootBalloon(plain, engines())
    expect(planeOf(plain, 'drachen').effects!.flame).toBe(0)
    expect(eventsOfType(plainEvents, 'balloon-burning')).toEqual([])
    expect(planeOf(plain, 'drachen').damageTotal).toBe(6)
  })

  /** The Camel's shot at the Dr.I, set 15 cm ahead of where its first straight ends, with the given cards. */
  function shootPlane(incendiaryBullets: boolean, cards: string[]): Game {
    const planes: PlaneSpec[] = [arriving({ id: 'camel', aircraft: 'sopwith-camel', team: 'allied' }, 500, 475, 0), { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 100, y: 900, heading: 0 }, arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central' }, 500, 490, 0)]
    const game = start(planes, { specialDamage: true }, incendiaryBullets ? incendiaryCamel : () => {})
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    stackDeck(game.state, 'A', cards)
    fire(game, { camel: { front: 'dr1' } })
    return game
  }

  it('"inflicts smoke special damage on an enemy plane, the damage should be treated as fire instead"', () => {
    expect(planeOf(shootPlane(true, [cardWith('A', 1, ['smoke']), zero]), 'dr1').effects).toMatchObject({ smoke: 0, flame: 3 })
    expect(planeOf(shootPlane(false, [cardWith('A', 1, ['smoke']), zero]), 'dr1').effects).toMatchObject({ smoke: 3, flame: 0 })
  })

  it('"When incendiary bullets cause engine damage, the target plane also takes a smoke damage result"', () => {
    expect(planeOf(shootPlane(true, [cardWith('A', 2, ['engine']), zero]), 'dr1').effects).toMatchObject({ engine: 1, smoke: 3 })
    expect(planeOf(shootPlane(false, [cardWith('A', 2, ['engine']), zero]), 'dr1').effects).toMatchObject({ engine: 1, smoke: 0 })
  })
})

describe('003 an exploding balloon with the altitude rules (lines 585-588)', () => {
  it('hits the aircraft within half a ruler at its level and those overlapping it a level above or below, no others', () => {
    const planes: PlaneSpec[] = [
      { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 500, heading: 0, altitude: 2 },
      // 15 cm away at its level: within half a ruler (17 cm) of the balloon's card
      { id: 'near', aircraft: 'sopwith-camel', team: 'allied', x: 500, y: 520, heading: 0, altitude: 2 },
      // over the balloon's card a level above, and a level below
      { id: 'above', aircraft: 'sopwith-camel', team: 'allied', x: 502, y: 501, heading: 0, altitude: 3 },
      { id: 'below', aircraft: 'fokker-dr-i', team: 'central', x: 498, y: 499, heading: 0, altitude: 1 },
      // within half a ruler a level above but not over the card; and over the card two levels above
      { id: 'aside', aircraft: 'sopwith-camel', team: 'allied', x: 500, y: 480, heading: 0, altitude: 3 },
      { id: 'high', aircraft: 'sopwith-camel', team: 'allied', x: 501, y: 500, heading: 0, altitude: 3 },
    ]
    const game = start(planes, { altitude: true })
    // (a plane starts no higher than level 3: this one has climbed since)
    planeOf(game, 'high').effects!.alt!.level = 4
    const ids = game.state.planes.map((p) => p.id)
    expect(inBlast({ rules: game.rules, state: game.state, events: null }, 0).map((j) => ids[j]).sort()).toEqual(['above', 'below', 'near'])
  })
})

describe('003 "Anti-aircraft batteries and ground targets are unaffected by exploding balloons" (lines 587-588)', () => {
  /** Ground pieces of both sides whose cards lie across the balloon's, and a Camel across it too. */
  const around = (altitude?: number): PlaneSpec[] => [
    { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 500, heading: 0, ...(altitude !== undefined ? { altitude } : {}) },
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 503, y: 502, heading: 0, ...(altitude !== undefined ? { altitude } : {}) },
    { id: 'aa', aircraft: 'aa-gun', team: 'central', x: 497, y: 498, heading: 0 },
    { id: 'aamg', aircraft: 'aamg-a', team: 'allied', x: 502, y: 497, heading: 0 },
    { id: 'trench', aircraft: 'trench', team: 'central', x: 498, y: 503, heading: 0 },
    { id: 'target', aircraft: 'target', team: 'central', x: 500, y: 501, heading: 90 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
  ]
  const blasted = (game: Game) => inBlast({ rules: game.rules, state: game.state, events: null }, 0).map((j) => game.state.planes[j].id)

  it('without altitude: of everything over the balloon\'s card only the aircraft is hit', () => {
    expect(blasted(start(around()))).toEqual(['camel'])
  })

  it('with altitude: the pieces at level 0 under a balloon at level 1 are not hit (an aircraft there would be)', () => {
    expect(blasted(start(around(1), { altitude: true }))).toEqual(['camel'])
  })

  it('the balloon explodes: the Camel takes its C card, the AA gun, AA machine gun, trench and target nothing', () => {
    // the Camel of the shootout fires at the Drachen, whose card the allied pieces lie across (none fires at the Camel)
    const planes: PlaneSpec[] = [
      ...shootout,
      { id: 'dr1b', aircraft: 'fokker-dr-i', team: 'central', x: 506, y: 478, heading: 0 },
      { id: 'aa', aircraft: 'aa-gun', team: 'allied', x: 497, y: 492, heading: 0 },
      { id: 'trench', aircraft: 'trench', team: 'allied', x: 503, y: 488, heading: 0 },
      { id: 'target', aircraft: 'target', team: 'allied', x: 500, y: 491, heading: 90 },
    ]
    const game = start(planes)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3], dr1b: [1, 2, 3] })
    stackDeck(game.state, 'A', [cardWith('A', null, ['explosion']), zero])
    stackDeck(game.state, 'C', [cardWith('C', 10)])
    const events = fire(game, { camel: { front: 'drachen' } })
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(eventsOfType(events, 'balloon-exploded')[0]).toMatchObject({ plane: 'drachen', hit: ['dr1b'] })
    for (const id of ['aa', 'trench', 'target']) {
      expect(planeOf(game, id)).toMatchObject({ status: 'standing', damage: [], damageTotal: 0 })
    }
  })
})

describe('003 A Race against Time with altitude: "If a balloon is on fire when the Allied planes leave the field or are destroyed, the game is not finished until the balloon reaches the ground or is destroyed" (lines 1505-1507)', () => {
  /** the Camel (the attackers' only plane) leaves by the north edge with its first card; the Drachen burns with two counters */
  const leaving: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 500, y: 995, heading: 0 },
    { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 500, y: 490, heading: 180 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 100, heading: 90 },
  ]
  const burning = { drachen: { effects: { flame: 2 } } }
  const race = (burnOut: boolean) => (s: GameSetup) => {
    s.endsWhenGone = ['allied']
    s.balloons = { observers: 2, ...(burnOut ? { burnOut: true as const } : {}) }
  }

  it('the game plays on after the Camel has gone, the Drachen burning, and ends when the fire destroys it', () => {
    const game = start(leaving, { altitude: true }, race(true), burning)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    holdUntilPlanning(game)
    expect(planeOf(game, 'camel').status).toBe('exited')
    expect(game.over).toBe(false)
    // each turn its two flame counters draw two A cards (here 5 points each): 4 points in turn 1, 14 in turn 2, 24 in turn 3
    stackDeck(game.state, 'A', [five, five, five, five])
    for (let t = 2; t <= 3; t++) {
      expect(game.over, `the game goes on in turn ${t}`).toBe(false)
      planNumbers(game, { dr1: [1, 2, 3] })
      holdUntilPlanning(game)
    }
    expect(planeOf(game, 'drachen').status).toBe('exploded')
    expect(game.state.turn).toBe(3)
    expect(game.over).toBe(true)
  })

  it('the scenarios whose altitude variants say so play it: A Lonely Sentinel (lines 1312-1313), A Pair of Sentinels (1464-1465), Twin Targets (1538-1540), A Race against Time', () => {
    const played: string[] = []
    for (const id of ['a-lonely-sentinel', 'a-pair-of-sentinels', 'twin-targets', 'a-race-against-time']) {
      const scenario = content.scenarios[id]
      for (const v of scenario.variants) {
        if (v.options?.altitude !== true) continue
        const setup = scenarioSetup(content, { scenario: id, variant: v.id })
        expect(setup.balloons?.burnOut, `${id}, ${v.id}`).toBe(true)
        played.push(`${id}/${v.id}`)
      }
    }
    expect(played.length, played.join(', ')).toBeGreaterThanOrEqual(11)
  })

  it('without the rule (003 Burning Drachens counts no turns with altitude) the game ends as the Camel leaves', () => {
    const game = start(leaving, { altitude: true }, race(false), burning)
    planNumbers(game, { camel: [1, 2, 3], dr1: [1, 2, 3] })
    expect(game.over).toBe(true)
    expect(planeOf(game, 'drachen').status).toBe('standing')
  })
})
