import { describe, expect, it } from 'vitest'
import { arriving, eventsOfType, fire, planeOf, planNumbers } from '../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../electron/testing/fixtures'
import { stackDeck } from './damage'
import type { GameSetup, PlaneStatus, RulesOptions } from './types'
import { checkVictory, scores } from './victory'

type Team = 'allied' | 'central'
const camel = (id: string, x: number, y: number, heading = 0, team: Team = 'allied'): PlaneSpec => ({ id, aircraft: 'sopwith-camel', team, x, y, heading })
const dr1 = (id: string, x: number, y: number, heading = 0, team: Team = 'central'): PlaneSpec => ({ id, aircraft: 'fokker-dr-i', team, x, y, heading })

/** Four planes far apart; the test sets how each one left the game. */
function fourPlanes(victory: GameSetup['victory'] = 'last-standing') {
  return startGame([camel('a1', 20, 20), camel('a2', 60, 20), dr1('c1', 140, 180, 180), dr1('c2', 180, 180, 180)], { victory })
}

function setStatus(game: ReturnType<typeof startGame>, statuses: Record<string, PlaneStatus>) {
  for (const [id, status] of Object.entries(statuses)) planeOf(game, id).status = status
}

function straightsFor(game: ReturnType<typeof startGame>) {
  planNumbers(game, Object.fromEntries(game.state.planes.filter((p) => p.status === 'flying').map((p) => [p.id, [1, 2, 3]])))
}

describe('Scoring: "score 1 point for each enemy aircraft leaving the gaming field, 2 points for every enemy aircraft shot down, and -1 for each of your own aircraft shot down"', () => {
  it('nothing has happened: no points', () => {
    expect(scores(fourPlanes().rules, fourPlanes().state)).toEqual({ allied: 0, central: 0 })
  })

  it('an enemy that left the table is worth 1; leaving the table costs its own side nothing', () => {
    const game = fourPlanes()
    setStatus(game, { c1: 'exited' })
    expect(scores(game.rules, game.state)).toEqual({ allied: 1, central: 0 })
  })

  it('an enemy shot down is worth 2 and costs its own side 1; exploded and out-of-control planes count as shot down', () => {
    for (const status of ['shot-down', 'exploded', 'out-of-control'] as const) {
      const game = fourPlanes()
      setStatus(game, { c1: status })
      expect(scores(game.rules, game.state), status).toEqual({ allied: 2, central: -1 })
    }
  })

  it('the points add up', () => {
    const game = fourPlanes()
    setStatus(game, { a1: 'shot-down', c1: 'exited', c2: 'exploded' })
    // allied: +1 (c1 left) +2 (c2 destroyed) -1 (a1 destroyed); central: +2 (a1) -1 (c2)
    expect(scores(game.rules, game.state)).toEqual({ allied: 2, central: 1 })
  })
})

describe('Victory: "The last player having one or more planes on the playing area after all the enemy planes have been eliminated or exited wins the match"', () => {
  it('while both sides have a plane flying the game goes on', () => {
    const game = fourPlanes()
    setStatus(game, { a1: 'shot-down', c1: 'exited' })
    expect(checkVictory(game.rules, game.state)).toBeNull()
  })

  it('the side with the last planes flying wins, whatever the score', () => {
    const game = fourPlanes()
    // the Allies shot one German down, then both their planes left the table
    setStatus(game, { a1: 'exited', a2: 'exited', c1: 'shot-down' })
    expect(checkVictory(game.rules, game.state)).toEqual({ winner: 'central', scores: { allied: 2, central: 1 }, reason: 'last-standing' })
  })

  it('everyone gone at once is a draw', () => {
    const game = fourPlanes()
    setStatus(game, { a1: 'exited', a2: 'shot-down', c1: 'exited', c2: 'shot-down' })
    expect(checkVictory(game.rules, game.state)).toEqual({ winner: null, scores: { allied: 2, central: 2 }, reason: 'no-planes-left' })
  })

  it('everyone gone is a draw even when the scores differ (outside the scenarios won on points)', () => {
    const game = fourPlanes()
    setStatus(game, { a1: 'exited', a2: 'shot-down', c1: 'shot-down', c2: 'shot-down' })
    expect(checkVictory(game.rules, game.state)).toEqual({ winner: null, scores: { allied: 3, central: 1 }, reason: 'no-planes-left' })
    // in a scenario won on points the same end is won by the higher score
    const scored = fourPlanes('score')
    setStatus(scored, { a1: 'exited', a2: 'shot-down', c1: 'shot-down', c2: 'shot-down' })
    expect(checkVictory(scored.rules, scored.state)).toEqual({ winner: 'allied', scores: { allied: 3, central: 1 }, reason: 'no-planes-left' })
  })

  it('in play: when the last enemy leaves the table the game is over at once, with a game-over event', () => {
    const game = startGame([camel('a', 30, 30), dr1('c', 100, 10, 180)])
    straightsFor(game)
    expect(game.over).toBe(true)
    expect(game.state.step).toBe('over')
    expect(game.state.result).toEqual({ winner: 'allied', scores: { allied: 1, central: 0 }, reason: 'last-standing' })
    expect(eventsOfType(game.events, 'game-over')).toEqual([expect.objectContaining({ to: 'all', turn: 1, phase: 1, result: game.state.result })])
    expect(game.waitingFor()).toEqual([])
  })

  it('in play: two planes leaving the table in the same manoeuvre is a draw', () => {
    const game = startGame([camel('a', 30, 195), dr1('c', 100, 5, 180)])
    straightsFor(game)
    expect(game.state.result).toEqual({ winner: null, scores: { allied: 1, central: 1 }, reason: 'no-planes-left' })
  })
})

describe('Dawn Patrols, "Winning Conditions: Each team scores 1 point for each enemy aircraft gone out of the gaming field, 2 points for every enemy aircraft shot down and -1 for each of its own aircraft shot down" (victory "score")', () => {
  it('the side left flying can lose on points', () => {
    const game = fourPlanes('score')
    // the Allies shot one German plane down, then both of theirs left the table
    setStatus(game, { a1: 'exited', c1: 'shot-down' })
    expect(checkVictory(game.rules, game.state)).toBeNull()
    setStatus(game, { a2: 'exited' })
    // Germans still fly c2; allied 2 (c1 shot down), central 2 (two planes exited) -1 = 1
    expect(checkVictory(game.rules, game.state)).toEqual({ winner: 'allied', scores: { allied: 2, central: 1 }, reason: 'last-standing' })
  })

  it('equal scores are a draw', () => {
    const game = fourPlanes('score')
    setStatus(game, { a1: 'exited', c1: 'exited', a2: 'exited' })
    // allied 1, central 2: central wins; make it equal with c2 leaving too
    expect(checkVictory(game.rules, game.state)).toMatchObject({ winner: 'central' })
    setStatus(game, { c2: 'exited' })
    expect(checkVictory(game.rules, game.state)).toEqual({ winner: null, scores: { allied: 2, central: 2 }, reason: 'no-planes-left' })
  })
})

describe('Option turnLimit (as 003\'s balloon scenarios end "after 12 turns"): the game ends after the given turn and the scores decide', () => {
  function limited(turnLimit: number, planes: PlaneSpec[]) {
    const options: Partial<RulesOptions> = { turnLimit }
    return startGame(planes, { options })
  }

  it('ends after the last turn with reason "turn-limit"; equal scores are a draw', () => {
    const game = limited(2, [camel('a', 30, 30), dr1('c', 170, 170, 180)])
    straightsFor(game)
    expect(game.over).toBe(false)
    expect(game.state.turn).toBe(2)
    straightsFor(game)
    expect(game.over).toBe(true)
    expect(game.state.turn).toBe(2)
    expect(game.state.result).toEqual({ winner: null, scores: { allied: 0, central: 0 }, reason: 'turn-limit' })
  })

  it('the better score wins at the turn limit', () => {
    const game = limited(1, [camel('a', 30, 30), dr1('c', 170, 170, 180), dr1('c2', 100, 195, 0)])
    straightsFor(game)
    expect(planeOf(game, 'c2').status).toBe('exited')
    expect(game.state.result).toEqual({ winner: 'allied', scores: { allied: 1, central: 0 }, reason: 'turn-limit' })
  })

  it('turnLimit 0 plays on', () => {
    const game = limited(0, [camel('a', 30, 30), dr1('c', 170, 170, 180)])
    straightsFor(game)
    straightsFor(game)
    expect(game.over).toBe(false)
    expect(game.state.turn).toBe(3)
  })

  it('a plane shot down in the last phase of the last turn ends the game as last-standing, not by the limit', () => {
    const game = limited(1, [arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 75, 0)])
    straightsFor(game)
    fire(game, { a: { front: null } })
    fire(game, { a: { front: null } })
    expect(game.state.phase).toBe(3)
    stackDeck(game.state, 'A', ['A48', 'A01'])
    fire(game, { a: { front: 't' } })
    expect(game.state.result).toEqual({ winner: 'allied', scores: { allied: 2, central: -1 }, reason: 'last-standing' })
  })
})

describe('"If, at the end of a manoeuvre, the centre of any aircraft base is outside the playing area, that aircraft is removed" and "after all the enemy planes have been eliminated or exited" the game is won: checked after movement, before anyone fires', () => {
  it('no firing step follows the manoeuvre that ended the game', () => {
    // the Camel would have the Dr.I 21 cm ahead in its sights, but the Dr.I's stand ends past the north edge
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 180, 0), arriving({ id: 'c', aircraft: 'fokker-dr-i', team: 'central' }, 100, 201, 0)])
    straightsFor(game)
    expect(planeOf(game, 'c').status).toBe('exited')
    expect(eventsOfType(game.events, 'fire-options')).toHaveLength(0)
    expect(game.state.result).toMatchObject({ winner: 'allied', reason: 'last-standing' })
  })
})
