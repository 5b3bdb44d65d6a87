import { describe, expect, it } from 'vitest'
import { arriving, fire, holdUntilPlanning, planNumbers } from '../../../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import { stackDeck } from '../../../../../shared/engine/damage'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import type { GameResult } from '../../../../../shared/engine/types'
import { playerScores, resultHeadline, summaryRows } from './game-summary'

describe('summaryRows: what each plane did', () => {
  function fought() {
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
    planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    stackDeck(game.state, 'A', ['A44', 'A07'])
    fire(game, { a: { front: 't' } })
    return game
  }

  it('once the game is over: shots, manoeuvres, cards and damage dealt and taken, for every plane', () => {
    const game = fought()
    holdUntilPlanning(game)
    game.state.step = 'over'
    const rows = summaryRows(game.view(null), content)
    const a = rows.find((r) => r.id === 'a')!
    const t = rows.find((r) => r.id === 't')!
    expect(a).toMatchObject({ name: 'Sopwith Camel', side: 'allied', shots: 1, dealt: 5, cardsDealt: 2 })
    expect(t).toMatchObject({ name: 'Fokker Dr.I', side: 'central', taken: 5, cardsTaken: 2, fate: 'still flying' })
    expect(a.manoeuvres).toBeGreaterThanOrEqual(1)
  })

  it('names a plane\'s fate and when it came', () => {
    const game = fought()
    const t = game.state.planes.find((p) => p.id === 't')!
    t.status = 'shot-down'
    t.out = { turn: 3, phase: 2, edge: null }
    expect(summaryRows(game.view(null), content).find((r) => r.id === 't')!.fate).toBe('shot down, turn 3')
    // 003 lines 441-442: below Flying Higher's floor, out as if it left the table, by no edge
    t.status = 'exited'
    expect(summaryRows(game.view(null), content).find((r) => r.id === 't')!.fate).toBe('dived below the floor: out, as if it left the table, turn 3')
    t.out = { turn: 3, phase: 2, edge: 'north' }
    expect(summaryRows(game.view(null), content).find((r) => r.id === 't')!.fate).toBe('left the table, turn 3')
  })
})

describe('resultHeadline: the result said from where the reader sits (issue 9)', () => {
  function over(winner: string | null) {
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
    return { ...game.view(null), step: 'over' as const, result: { winner, scores: { allied: 2, central: 0 }, reason: 'last-standing' as const } }
  }

  it('a player is told "You won" or "You lost"', () => {
    expect(resultHeadline(over('allied'), ['pilot'])).toBe('You won')
    expect(resultHeadline(over('allied'), ['hun'])).toBe('You lost')
  })

  it('a spectator, or players of both sides at one screen, are told which side won', () => {
    // the team's name is its people's adjective ("Allied"): said as them, "The Allies win" (issue 26: not "Allied win")
    expect(over('allied').setup.teams.find((t) => t.id === 'allied')!.name).toBe('Allied')
    expect(resultHeadline(over('allied'), [])).toBe('The Allies win')
    expect(resultHeadline(over('allied'), ['pilot', 'hun'])).toBe('The Allies win')
    expect(resultHeadline(over('central'), [])).toBe('The Germans win')
  })

  it('a draw is a draw for everyone', () => {
    expect(resultHeadline(over(null), ['pilot'])).toBe('A draw')
    expect(resultHeadline(over(null), [])).toBe('A draw')
  })
})

describe("Look Up!'s two-player variant (003 lines 1242-1243): \"Scores are kept separately: The winner is the one scoring more points\"", () => {
  function over(result: GameResult) {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'look-up', variant: 'two-players' }), 1)
    return { ...game.view(null), step: 'over' as const, result }
  }
  const won: GameResult = { winner: 'central', winnerPlane: 'nieuport', scores: { central: 9, allied: 0 }, players: { albatros: 2, nieuport: 7 }, reason: 'no-planes-left' }

  it('each player is told whether he won, though both fly for the Germans', () => {
    expect(resultHeadline(over(won), ['nieuport'], content)).toBe('You won')
    expect(resultHeadline(over(won), ['albatros'], content)).toBe('You lost')
  })

  it('a spectator, the players at one screen, or the computer\'s seat are told whose plane won', () => {
    for (const seats of [[], ['albatros', 'nieuport'], ['allied']]) expect(resultHeadline(over(won), seats, content)).toBe('Nieuport 17 (captured) wins')
  })

  it("each player's points by plane and pilot, the winner's first and marked", () => {
    expect(playerScores(over(won), content).map((p) => [p.plane, p.name, p.seat, p.points, p.won])).toEqual([
      ['nieuport', 'Nieuport 17 (captured)', 'Nieuport 17 (captured)', 7, true],
      ['albatros', 'Albatros D.III', 'Albatros D.III', 2, false],
    ])
  })

  it('equal points: a draw for both', () => {
    const draw: GameResult = { winner: null, scores: { central: 6, allied: 0 }, players: { albatros: 3, nieuport: 3 }, reason: 'no-planes-left' }
    expect(resultHeadline(over(draw), ['albatros'], content)).toBe('A draw')
    expect(playerScores(over(draw), content).every((p) => !p.won)).toBe(true)
  })

  it('scores kept by team give no player lines', () => {
    expect(playerScores(over({ winner: 'central', scores: { central: 4, allied: 0 }, reason: 'no-planes-left' }), content)).toEqual([])
  })
})

