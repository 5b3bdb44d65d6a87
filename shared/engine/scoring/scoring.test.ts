/**
 * Scenario scoring as data (003 Scenarios, lines 1034-1400): each term of the vocabulary, checked on a situation one
 * of the scenarios scores, and the winner with its margin.
 */
import { describe, expect, it } from 'vitest'
import { startGame } from '../../../electron/testing/fixtures'
import type { ScenarioScore, ScoreTerm } from '../../content/types'
import { newEffects } from '../rules/effects'
import type { Game } from '../game'
import type { PlaneState } from '../types'
import { checkVictory } from '../victory'
import { scenarioScores, scenarioWinner, termPoints } from '.'

const central = (t: Omit<ScoreTerm, 'team'>): ScoreTerm => ({ team: 'central', ...t })
const allied = (t: Omit<ScoreTerm, 'team'>): ScoreTerm => ({ team: 'allied', ...t })

/** a table of attackers and pieces: the teams' edges are allied south, central north */
function table(): Game {
  return startGame([
    { id: 'albatros', aircraft: 'albatros-d-iii', team: 'central', x: 100, y: 180, heading: 180 },
    { id: 'nieuport', aircraft: 'sopwith-camel', team: 'allied', x: 20, y: 20, heading: 0 },
    { id: 'trench-1', aircraft: 'trench', team: 'allied', x: 60, y: 60, heading: 0 },
    { id: 'trench-2', aircraft: 'trench', team: 'allied', x: 140, y: 60, heading: 0 },
    { id: 'aamg', aircraft: 'aamg-a', team: 'allied', x: 100, y: 40, heading: 0 },
    { id: 'drachen-1', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 60, y: 150, heading: 180 },
    { id: 'drachen-2', aircraft: 'parseval-sigsfeld-drachen', team: 'central', x: 140, y: 150, heading: 180 },
    { id: 'target', aircraft: 'target', team: 'allied', x: 100, y: 100, heading: 0 },
  ])
}
const plane = (g: Game, id: string): PlaneState => g.state.planes.find((p) => p.id === id)!
const leave = (p: PlaneState, status: PlaneState['status'], turn: number, phase: number, edge: PlaneState['out'] extends infer O ? (O extends { edge: infer E } ? E : never) : never = null) => {
  p.status = status
  p.out = { turn, phase, edge }
}
const fx = (p: PlaneState) => (p.effects ??= newEffects())
const points = (g: Game, t: ScoreTerm) => termPoints(g.rules, g.state, t)

describe("'damage': Into the Mud, 003 line 1195: \"Every damage point inflicted to a trench card or an anti-aircraft machine gun is a victory point, up to a maximum of 5 per card\"", () => {
  it('counts each point of damage, at most 5 a card', () => {
    const g = table()
    plane(g, 'trench-1').damageTotal = 3
    plane(g, 'trench-2').damageTotal = 7
    plane(g, 'aamg').damageTotal = 1
    expect(points(g, central({ points: 1, when: 'damage', of: 'enemy', kinds: ['trench', 'aamg'], max: 5 }))).toBe(3 + 5 + 1)
  })
})

describe("'destroyed' and 'exited' by edge: Into the Mud, 003 lines 1196-1198: \"loses 12 points if his plane is destroyed, 9 points if it exits from a side other than the German one, and 4 points if it leaves from the German side\"", () => {
  const terms: ScoreTerm[] = [
    central({ points: -12, when: 'destroyed', of: 'own' }),
    central({ points: -9, when: 'exited', of: 'own', edge: 'other' }),
    central({ points: -4, when: 'exited', of: 'own', edge: 'own' }),
  ]
  const total = (g: Game) => terms.reduce((s, t) => s + points(g, t), 0)
  it('destroyed: -12', () => {
    const g = table()
    leave(plane(g, 'albatros'), 'shot-down', 3, 2)
    expect(total(g)).toBe(-12)
  })
  it('off the Allied side: -9; off the German side: -4', () => {
    const g = table()
    leave(plane(g, 'albatros'), 'exited', 3, 2, 'south')
    expect(total(g)).toBe(-9)
    plane(g, 'albatros').out!.edge = 'north'
    expect(total(g)).toBe(-4)
  })
  it('still flying: nothing', () => {
    expect(total(table())).toBe(0)
  })
})

describe("'destroyed', 'on-fire', 'damaged' of balloons: Fireworks over the Front, 003 lines 1266-1268: \"10 points for each balloon destroyed, 6 for each one on fire but not destroyed, and 2 for each one damaged but not on fire\"", () => {
  const terms: ScoreTerm[] = [
    allied({ points: 10, when: 'destroyed', of: 'enemy', kinds: ['balloon'] }),
    allied({ points: 6, when: 'on-fire', of: 'enemy', kinds: ['balloon'] }),
    allied({ points: 2, when: 'damaged', of: 'enemy', kinds: ['balloon'] }),
  ]
  const total = (g: Game) => terms.reduce((s, t) => s + points(g, t), 0)
  it('one exploded, one landed on fire: 16; damaged without fire: 2; untouched: 0', () => {
    const g = table()
    leave(plane(g, 'drachen-1'), 'exploded', 4, 1)
    fx(plane(g, 'drachen-1')).flame = 2
    leave(plane(g, 'drachen-2'), 'landed', 12, 3)
    plane(g, 'drachen-2').damage = ['A01']
    fx(plane(g, 'drachen-2')).flame = 1
    expect(total(g)).toBe(10 + 6)
    plane(g, 'drachen-2').effects!.flame = 0
    expect(total(g)).toBe(10 + 2)
    plane(g, 'drachen-2').damage = []
    expect(total(g)).toBe(10)
  })
})

describe("'unless balloons-gone': Fireworks over the Front, 003 lines 1268-1270: \"8 points if it leaves from the Allied side while there are still balloons in play. There is no penalty if it leaves from the Allied side while there are no more balloons in play\"", () => {
  const term = allied({ points: -8, when: 'exited', of: 'own', edge: 'own', unless: 'balloons-gone' })
  it('balloons still up when it left: -8', () => {
    const g = table()
    leave(plane(g, 'drachen-1'), 'exploded', 4, 1)
    leave(plane(g, 'nieuport'), 'exited', 5, 2, 'south')
    expect(points(g, term)).toBe(-8)
  })
  it('both balloons gone before it left: no penalty; one gone only after it left does not help', () => {
    const g = table()
    leave(plane(g, 'drachen-1'), 'exploded', 4, 1)
    leave(plane(g, 'drachen-2'), 'landed', 5, 1)
    leave(plane(g, 'nieuport'), 'exited', 5, 2, 'south')
    expect(points(g, term)).toBe(0)
    plane(g, 'drachen-2').out = { turn: 6, phase: 1, edge: null }
    expect(points(g, term)).toBe(-8)
  })
})

describe("'if/unless photographed': Raid over Istriana, 003 lines 1109-1111: \"if the Ufag photographs the target, the Austrian planes don't give any points to the Italian if they go out of the gaming surface from their own side, and if the Ufag exits from there the Austrian scores 2 points\"", () => {
  const terms: ScoreTerm[] = [
    allied({ points: 1, when: 'exited', of: 'enemy', edge: 'other' }),
    allied({ points: 1, when: 'exited', of: 'enemy', edge: 'own', unless: 'photographed' }),
    central({ points: 2, when: 'exited', of: 'own', edge: 'own', planes: ['albatros'], if: 'photographed' }),
  ]
  it('no photograph: an exit by the own side gives the enemy 1', () => {
    const g = table()
    leave(plane(g, 'albatros'), 'exited', 4, 3, 'north')
    expect(scenarioScores(g.rules, g.state, { terms })).toEqual({ allied: 1, central: 0 })
  })
  it('with the photograph: the enemy gets nothing, the photographer home scores 2', () => {
    const g = table()
    fx(plane(g, 'albatros')).photo = { target: 'target', turn: 2, phase: 1 }
    leave(plane(g, 'albatros'), 'exited', 4, 3, 'north')
    expect(scenarioScores(g.rules, g.state, { terms })).toEqual({ allied: 0, central: 2 })
  })
})

describe("'game unless photo-exited': Outnumbered!, 003 lines 1350-1351: \"The Allied player gets 3 points if the Ufag does not exit from the field with the pictures\"", () => {
  const term = allied({ points: 3, when: 'game', unless: 'photo-exited' })
  it('3 unless the photographer left the table with its photograph', () => {
    const g = table()
    expect(points(g, term)).toBe(3)
    fx(plane(g, 'albatros')).photo = { target: 'target', turn: 2, phase: 1 }
    expect(points(g, term)).toBe(3)
    leave(plane(g, 'albatros'), 'exited', 4, 3, 'north')
    expect(points(g, term)).toBe(0)
  })
})

describe("'silenced': Outnumbered!, 003 line 1351: \"The German player gets 1 point for every trench or machine gun card that he 'silences'\"", () => {
  it('1 a silenced card', () => {
    const g = table()
    leave(plane(g, 'trench-1'), 'silenced', 3, 1)
    leave(plane(g, 'aamg'), 'silenced', 3, 2)
    expect(points(g, central({ points: 1, when: 'silenced', of: 'enemy', kinds: ['trench', 'aamg'] }))).toBe(2)
  })
})

describe("'game if/unless bombed' and 'exited unless bombed' from that moment: Wings over the Flanders, 003 lines 1151-1153, and A Hard Task, 1388-1389", () => {
  const bomb = (g: Game, turn: number, phase: number) => {
    fx(plane(g, 'nieuport')).bombs = { load: [4], dropped: [true], planned: [], falling: [], hits: [{ target: 'target', points: 2, result: 'half', turn, phase }] }
  }
  it('A Hard Task: 8 if the target is bombed, -6 if not', () => {
    const g = table()
    const terms = [allied({ points: 8, when: 'game', if: 'bombed' }), allied({ points: -6, when: 'game', unless: 'bombed' })]
    expect(terms.reduce((s, t) => s + points(g, t), 0)).toBe(-6)
    bomb(g, 3, 1)
    expect(terms.reduce((s, t) => s + points(g, t), 0)).toBe(8)
  })
  it("Wings over the Flanders: \"from this moment, Allied planes don't give points to the German if they go out of the playing area from their own side\"", () => {
    const g = table()
    const term = central({ points: 1, when: 'exited', of: 'enemy', edge: 'own', unless: 'bombed' })
    leave(plane(g, 'nieuport'), 'exited', 2, 3, 'south')
    bomb(g, 3, 1)
    // it left before the bombs fell: the German still scores
    expect(points(g, term)).toBe(1)
    plane(g, 'nieuport').out = { turn: 3, phase: 2, edge: 'south' }
    expect(points(g, term)).toBe(0)
  })
  it("'bomb-points': 003 line 834, \"the target takes full damage (or the player scores full victory points)\"", () => {
    const g = table()
    bomb(g, 3, 1)
    expect(points(g, allied({ points: 1, when: 'bomb-points', of: 'own' }))).toBe(2)
  })
})

describe('the winner and the margin (003 Into the Mud, lines 1198-1199; its variant, 1211-1212)', () => {
  const score: ScenarioScore = { terms: [central({ points: 1, when: 'game' })], win: { team: 'central', over: 0, marginal: 3, decisive: 7 } }
  it('"wins if he scores more than zero points: Up to 3 points is a marginal victory; 7 points or more is a decisive one"', () => {
    expect(scenarioWinner(score, { central: 2, allied: 0 })).toEqual({ winner: 'central', margin: 'marginal' })
    expect(scenarioWinner(score, { central: 5, allied: 0 })).toEqual({ winner: 'central' })
    expect(scenarioWinner(score, { central: 7, allied: 0 })).toEqual({ winner: 'central', margin: 'decisive' })
    expect(scenarioWinner(score, { central: 0, allied: 0 })).toEqual({ winner: 'allied' })
    expect(scenarioWinner(score, { central: -4, allied: 0 })).toEqual({ winner: 'allied' })
  })
  it('"If he scores negative, the Allied player wins. Zero is a tie"', () => {
    const variant: ScenarioScore = { ...score, win: { team: 'central', over: 0, draw: true } }
    expect(scenarioWinner(variant, { central: 0, allied: 0 })).toEqual({ winner: null })
    expect(scenarioWinner(variant, { central: -1, allied: 0 })).toEqual({ winner: 'allied' })
  })
  it('without a threshold "the player scoring more points wins" (A Lonely Sentinel, 003 line 1305); equal is a draw', () => {
    expect(scenarioWinner({ terms: score.terms }, { central: 3, allied: 5 })).toEqual({ winner: 'allied' })
    expect(scenarioWinner({ terms: score.terms }, { central: 3, allied: 3 })).toEqual({ winner: null })
  })
  it('victory.ts scores a game by the setup\'s terms when it has them: the attacker gone, its points decide', () => {
    const g = table()
    g.state.setup.victory = 'score'
    g.state.setup.endsWhenGone = ['central']
    g.state.setup.score = {
      terms: [central({ points: 1, when: 'damage', of: 'enemy', kinds: ['trench', 'aamg'], max: 5 }), central({ points: -4, when: 'exited', of: 'own', edge: 'own' })],
      win: { team: 'central', over: 0, marginal: 3, decisive: 7 },
    }
    plane(g, 'trench-1').damageTotal = 5
    plane(g, 'aamg').damageTotal = 2
    leave(plane(g, 'albatros'), 'exited', 5, 1, 'north')
    expect(checkVictory(g.rules, g.state)).toEqual({ winner: 'central', margin: 'marginal', scores: { allied: 0, central: 3 }, reason: 'no-planes-left' })
  })
})

describe("'observer-lost' and 'manned': A Pair of Sentinels' Bailing Out variant, 003 lines 1466-1468: \"if the balloon is not on the ground and still has at least one observer on it at the end of the game, the German player scores 2 points. For any observer that is eliminated, the German player loses 2 points\"", () => {
  const terms: ScoreTerm[] = [
    central({ points: 2, when: 'manned', of: 'own', kinds: ['balloon'] }),
    central({ points: -2, when: 'observer-lost', of: 'own', kinds: ['balloon'] }),
  ]
  it('2 for a balloon still up with an observer aboard; none for one landed, or up with its observers bailed out or lost', () => {
    const g = table()
    fx(plane(g, 'drachen-1')).observers = { aboard: 1, lost: 1 }
    fx(plane(g, 'drachen-2')).observers = { aboard: 2, lost: 0 }
    expect(terms.map((t) => points(g, t))).toEqual([4, -2])
    leave(plane(g, 'drachen-2'), 'landed', 5, 3)
    expect(terms.map((t) => points(g, t))).toEqual([2, -2])
    fx(plane(g, 'drachen-1')).observers = { aboard: 0, lost: 2 }
    expect(terms.map((t) => points(g, t))).toEqual([0, -4])
  })
  it('an exploded balloon scores no observer aboard, and loses those it killed', () => {
    const g = table()
    fx(plane(g, 'drachen-1')).observers = { aboard: 0, lost: 2 }
    leave(plane(g, 'drachen-1'), 'exploded', 4, 2)
    fx(plane(g, 'drachen-2')).observers = { aboard: 2, lost: 0 }
    expect(terms.map((t) => points(g, t))).toEqual([2, -4])
  })
})
