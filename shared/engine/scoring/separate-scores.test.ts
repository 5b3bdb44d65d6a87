/**
 * 003 Look Up!'s variant (lines 1240-1249): "This scenario can be played by two players on the same side, with one plane
 * each. They cannot fire at each other! The Nieuport's pilot is a "bullet checker" ... Ground fire always shoots at the
 * nearest aircraft (measure to any part of the aircraft card). Scores are kept separately: The winner is the one
 * scoring more points. There is no penalty for aircraft leaving the playing surface from the German side. Each trench
 * or anti-aircraft machine gun card can give only 5 victory points, which are awarded for the first 5 damage points
 * inflicted on them. If the total of 5 is reached from both player's planes firing on the target simultaneously, then
 * each player scores as if he had fired on that target alone."
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../../electron/testing/fixtures'
import { eventsOfType, fire, planNumbers, straightTravel } from '../../../electron/testing/engine-helpers'
import { cardWith } from '../../../electron/testing/ground-fire-helpers'
import { scenarioFile } from '../../content/schema'
import { stackDeck } from '../damage'
import { allCorners, fireOptions } from '../firing'
import { Game } from '../game'
import { infantryTarget } from '../rules/ground-fire/infantry-fire'
import { soloBursts } from '../rules/ground-fire/solo-aa'
import { gameStateSchema } from '../state-schema'
import { scenarioSetup } from '../setup'
import type { GameState, PlaneState } from '../types'
import { viewFor } from '../view'
import { checkVictory } from '../victory'
import { creditedDamage, playerScores } from '.'

const VARIANT = { scenario: 'look-up', variant: 'two-players' }
const variant = (seed = 1) => Game.start(content, scenarioSetup(content, VARIANT), seed)
const solo = (seed = 1) => Game.start(content, scenarioSetup(content, { scenario: 'look-up' }), seed)
const plane = (g: Game, id: string): PlaneState => g.state.planes.find((p) => p.id === id)!
const index = (g: Game, id: string) => g.rules.byId.get(id)!.index
type Hit = NonNullable<NonNullable<PlaneState['effects']>['hitBy']>[number]
const hit = (plane: string, points: number, turn: number, phase: number): Hit => ({ plane, points, turn, phase })
/** the hits written on a piece, as a seat's view shows them (absent where they are secret) */
const hitsSeen = (g: Game, seat: string, id: string) => (viewFor(g.state, seat).planes.find((p) => p.id === id)!.effects as { hitBy?: Hit[] } | undefined)?.hitBy
const scores = (g: Game) => playerScores(g.rules, g.state, g.state.setup.score!)
/** a plane's stand put at (x, y), heading `deg` degrees clockwise from north (the table's +y) */
function put(p: PlaneState, x: number, y: number, deg: number): void {
  p.x = x
  p.y = y
  p.h = (deg * Math.PI) / 180
}
function leave(p: PlaneState, status: PlaneState['status'], turn: number, phase: number, edge: 'north' | 'south' | 'east' | 'west' | null = null): void {
  p.status = status
  p.out = { turn, phase, edge }
}

describe("Look Up!'s variant (003 lines 1240-1249): the scenario's two-player variant", () => {
  it('is offered: two players, a seat to each German plane whatever the seats chosen, the Allied pieces on a seat of their own', () => {
    const v = content.scenarios['look-up'].variants.find((x) => x.id === 'two-players')!
    expect(v.players).toEqual({ min: 2, max: 2 })
    for (const seating of ['team', 'plane'] as const) {
      const setup = scenarioSetup(content, { ...VARIANT, seating })
      expect(setup.seats.map((s) => [s.id, s.team])).toEqual([['albatros', 'central'], ['nieuport', 'central'], ['allied', 'allied']])
      expect(setup.planes.filter((p) => p.kind !== undefined).every((p) => p.seat === 'allied')).toBe(true)
    }
    expect(content.scenarios['look-up'].notes).not.toMatch(/not offered/)
  })

  it('"The Nieuport\'s pilot is a bullet checker"; the Albatros\'s is not', () => {
    const setup = scenarioSetup(content, VARIANT)
    expect(setup.planes.find((p) => p.id === 'nieuport')!.bulletChecker).toBe(true)
    expect(setup.planes.find((p) => p.id === 'albatros')!.bulletChecker).toBeUndefined()
  })

  it('"They cannot fire at each other!": nose to tail within range, neither is offered the other as a target', () => {
    const g = variant()
    put(plane(g, 'albatros'), 45, 40, 0)
    put(plane(g, 'nieuport'), 45, 50, 180)
    const options = fireOptions(g.rules, g.state, allCorners(g.rules, g.state))
    expect(options.filter((o) => o.plane === 'albatros' || o.plane === 'nieuport').map((o) => o.target)).not.toContain('albatros')
    expect(options.filter((o) => o.plane === 'albatros').map((o) => o.target)).not.toContain('nieuport')
  })

  it("a score kept separately is checked: no 'win' threshold, and only damage dealt and the plane's own fate", () => {
    const file = JSON.parse(JSON.stringify(content.scenarios['look-up']))
    const score = file.variants[0].score
    expect(scenarioFile.safeParse(file).success).toBe(true)
    score.win = { team: 'central', over: 0 }
    expect(scenarioFile.safeParse(file).error?.message).toMatch(/won by the player with more points/)
    delete score.win
    score.terms.push({ team: 'central', points: 5, when: 'destroyed', of: 'enemy', kinds: ['aa-gun'] })
    expect(scenarioFile.safeParse(file).error?.message).toMatch(/count only 'damage'/)
  })
})

describe('Look Up! variant, scores kept separately (003 lines 1243-1248): each damage point credited to the plane that inflicted it', () => {
  it('the fire of each plane is written on the trench it hit, by plane and phase, as its damage cards counted', () => {
    const g = variant()
    const trench = plane(g, 'trench-left')
    // both planes end their first straight 12 cm short of the trench's card, side by side, nose on to it
    for (const [id, dx] of [['albatros', -5], ['nieuport', 5]] as const) {
      const d = straightTravel(plane(g, id).aircraft)
      put(plane(g, id), trench.x + dx, trench.y + 3.15 + 12 + d, 180)
    }
    stackDeck(g.state, 'A', [cardWith('A', 2), cardWith('A', 3), cardWith('A', 1), cardWith('A', 4)])
    planNumbers(g, { albatros: [1, 2, 3], nieuport: [1, 2, 3] })
    expect(g.state.fireOptions.filter((o) => o.target === 'trench-left').map((o) => [o.plane, o.cards])).toEqual([['albatros', 2], ['nieuport', 2]])
    const events = fire(g, { albatros: { front: 'trench-left' }, nieuport: { front: 'trench-left' } })
    const dealt = eventsOfType(events, 'damage-cards').filter((e) => e.plane === 'trench-left')
    expect(dealt.map((e) => [e.from, e.points])).toEqual([['albatros', 5], ['nieuport', 5]])
    expect(trench.effects!.hitBy).toEqual([hit('albatros', 5, 1, 1), hit('nieuport', 5, 1, 1)])
    // the cards lie face up beside the trench (003 line 668): who hit it is seen by every seat
    expect(hitsSeen(g, 'albatros', 'trench-left')).toEqual(trench.effects!.hitBy)
    // both reached the 5 in the same phase: each scores as if he had fired alone
    expect(scores(g)).toEqual({ albatros: 5, nieuport: 5 })
    // and a save of the game reads back
    expect(gameStateSchema.safeParse(JSON.parse(JSON.stringify(g.state))).success).toBe(true)
  })

  it('the damage a plane takes is not written where another seat can see it', () => {
    const g = variant()
    plane(g, 'albatros').effects!.hitBy = [hit('aa-left', 4, 1, 2)]
    expect(hitsSeen(g, 'nieuport', 'albatros')).toBeUndefined()
    expect(hitsSeen(g, 'albatros', 'albatros')).toEqual([hit('aa-left', 4, 1, 2)])
  })

  it('each plane scores its own damage points on the trenches and the machine gun; AA guns give none', () => {
    const g = variant()
    plane(g, 'trench-left').effects!.hitBy = [hit('albatros', 3, 1, 2)]
    plane(g, 'trench-right').effects!.hitBy = [hit('nieuport', 1, 2, 1)]
    plane(g, 'aamg').effects!.hitBy = [hit('nieuport', 2, 2, 3)]
    plane(g, 'aa-left').effects!.hitBy = [hit('albatros', 4, 3, 1)]
    expect(scores(g)).toEqual({ albatros: 3, nieuport: 3 })
  })

  it('"only 5 victory points, which are awarded for the first 5 damage points inflicted on them": the later points give nothing', () => {
    const g = variant()
    plane(g, 'trench-left').effects!.hitBy = [hit('nieuport', 4, 1, 2), hit('albatros', 3, 2, 1), hit('nieuport', 2, 3, 1)]
    expect(scores(g)).toEqual({ albatros: 1, nieuport: 4 })
    expect(creditedDamage([hit('albatros', 2, 1, 1), hit('albatros', 2, 1, 3), hit('nieuport', 2, 2, 1), hit('albatros', 2, 2, 2)], 5)).toEqual({ albatros: 4, nieuport: 1 })
  })

  it('"If the total of 5 is reached from both player\'s planes firing on the target simultaneously, then each player scores as if he had fired on that target alone"', () => {
    // the same phase from nothing: 3 and 4 are each their own, not 5 shared
    expect(creditedDamage([hit('albatros', 3, 1, 3), hit('nieuport', 4, 1, 3)], 5)).toEqual({ albatros: 3, nieuport: 4 })
    // with 2 already given, 3 are left: each as if alone, up to those 3
    expect(creditedDamage([hit('albatros', 2, 1, 1), hit('albatros', 3, 2, 1), hit('nieuport', 4, 2, 1)], 5)).toEqual({ albatros: 5, nieuport: 3 })
    // the same phase below the 5 is plain: each his own, and the next points fill the 5
    expect(creditedDamage([hit('albatros', 2, 1, 1), hit('nieuport', 2, 1, 1), hit('albatros', 2, 2, 1)], 5)).toEqual({ albatros: 3, nieuport: 2 })
    const g = variant()
    plane(g, 'aamg').effects!.hitBy = [hit('albatros', 6, 1, 3), hit('nieuport', 4, 1, 3)]
    expect(scores(g)).toEqual({ albatros: 5, nieuport: 4 })
  })
})

describe("Look Up! variant, each plane's own fate (003 lines 1229-1230, 1244): -10 destroyed, -8 off a side other than the German one, \"no penalty for aircraft leaving the playing surface from the German side\"", () => {
  it('counted for that plane alone', () => {
    const g = variant()
    leave(plane(g, 'albatros'), 'exited', 5, 2, 'north')
    leave(plane(g, 'nieuport'), 'exited', 6, 1, 'east')
    expect(scores(g)).toEqual({ albatros: 0, nieuport: -8 })
    leave(plane(g, 'nieuport'), 'shot-down', 6, 1)
    expect(scores(g)).toEqual({ albatros: 0, nieuport: -10 })
  })

  it('the solo scenario still takes 2 for leaving by the German side', () => {
    const g = solo()
    leave(plane(g, 'albatros'), 'exited', 5, 2, 'north')
    leave(plane(g, 'nieuport'), 'exited', 6, 1, 'north')
    expect(checkVictory(g.rules, g.state)!.scores.central).toBe(-4)
  })
})

describe('Look Up! variant: "The winner is the one scoring more points" (003 line 1243)', () => {
  function ended(albatros: Hit[], nieuport: Hit[]) {
    const g = variant()
    plane(g, 'trench-left').effects!.hitBy = albatros
    plane(g, 'trench-right').effects!.hitBy = nieuport
    leave(plane(g, 'albatros'), 'exited', 6, 2, 'north')
    leave(plane(g, 'nieuport'), 'exited', 6, 3, 'north')
    return { g, result: checkVictory(g.rules, g.state) }
  }

  it('the game ends when both planes are gone; the result gives each player his points and names the winner', () => {
    const { result } = ended([hit('albatros', 4, 2, 1)], [hit('nieuport', 2, 3, 1)])
    expect(result).toEqual({ winner: 'central', winnerPlane: 'albatros', scores: { central: 6, allied: 0 }, players: { albatros: 4, nieuport: 2 }, reason: 'no-planes-left' })
  })

  it('equal points are a draw', () => {
    const { result } = ended([hit('albatros', 3, 2, 1)], [hit('nieuport', 3, 3, 1)])
    expect(result).toEqual({ winner: null, scores: { central: 6, allied: 0 }, players: { albatros: 3, nieuport: 3 }, reason: 'no-planes-left' })
  })

  it('one plane still flying: the game goes on', () => {
    const g = variant()
    leave(plane(g, 'albatros'), 'exited', 6, 2, 'north')
    expect(checkVictory(g.rules, g.state)).toBeNull()
  })

  it('a save holding such a result reads back, and an older save without the players still does', () => {
    const { g, result } = ended([hit('albatros', 4, 2, 1)], [])
    const state: GameState = { ...g.state, step: 'over', result }
    expect(gameStateSchema.safeParse(JSON.parse(JSON.stringify(state))).success).toBe(true)
    const older = { ...state, result: { winner: 'central', scores: { central: 4, allied: 0 }, reason: 'no-planes-left' } }
    expect(gameStateSchema.safeParse(JSON.parse(JSON.stringify(older))).success).toBe(true)
  })
})

describe('Look Up! variant: "Ground fire always shoots at the nearest aircraft (measure to any part of the aircraft card)" (003 line 1242)', () => {
  /**
   * Two planes near piece `at`: the Albatros's stand 9 cm from it, nose away (its card 9 - 3.15 cm off); the Nieuport's
   * stand 10 cm off on the other side, side on (its card 10 - 4.5 cm off): the Albatros's stand is nearer, the
   * Nieuport's card is.
   */
  function near(g: Game, at: string, from: 'card' | 'dot'): void {
    const p = plane(g, at)
    const half = from === 'card' ? 3.15 : 0
    put(plane(g, 'albatros'), p.x, p.y + half + 9, 0)
    put(plane(g, 'nieuport'), p.x, p.y - half - 10, 90)
  }
  const ctx = (g: Game) => ({ rules: g.rules, state: g.state, events: null })

  it('the solo scenario already fires infantry at the nearest aircraft, measured to its stand (003 lines 662-663: "an aircraft\'s stand (not the base)")', () => {
    const g = solo()
    near(g, 'trench-left', 'card')
    expect(infantryTarget(ctx(g), index(g, 'trench-left'))).toBe(index(g, 'albatros'))
  })

  it('in the variant a trench or the AA machine gun fires at the aircraft whose card is nearest', () => {
    for (const piece of ['trench-left', 'aamg']) {
      const g = variant()
      near(g, piece, 'card')
      expect(infantryTarget(ctx(g), index(g, piece)), piece).toBe(index(g, 'nieuport'))
    }
  })

  it('in the variant only the aircraft whose stands the infantry fire reaches are in the choice (a ruler, line 662)', () => {
    const g = variant()
    near(g, 'trench-left', 'card')
    put(plane(g, 'nieuport'), plane(g, 'nieuport').x, plane(g, 'trench-left').y - 3.15 - 36, 90)
    expect(infantryTarget(ctx(g), index(g, 'trench-left'))).toBe(index(g, 'albatros'))
  })

  /** the left AA gun's burst in turn 2, phase 1 (loaded since the start, a round waited), its aim right; the other gun silenced */
  function burst(g: Game): string {
    plane(g, 'aa-right').status = 'silenced'
    g.state.turn = 2
    g.state.phase = 1
    stackDeck(g.state, 'A', [cardWith('A', 1, ['smoke'])])
    const shots = soloBursts(ctx(g))
    expect(shots.length).toBe(1)
    return g.state.planes[shots[0].target].id
  }

  it('in the variant an AA gun fires at the aircraft whose card is nearest its red dot, whatever the seed; the solo rules choose at random (lines 781-782)', () => {
    const variantTargets = new Set<string>()
    const soloTargets = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const v = variant(seed)
      near(v, 'aa-left', 'dot')
      variantTargets.add(burst(v))
      const s = solo(seed)
      near(s, 'aa-left', 'dot')
      soloTargets.add(burst(s))
    }
    expect([...variantTargets]).toEqual(['nieuport'])
    expect([...soloTargets].sort()).toEqual(['albatros', 'nieuport'])
  })
})
