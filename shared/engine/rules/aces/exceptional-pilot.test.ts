import { describe, expect, it } from 'vitest'
import { card, eventsOfType, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { BOTS } from '../../../bots'
import { playGame } from '../../../sim/play'
import { gameStateSchema } from '../../state-schema'
import { commandSchema } from '../../command-schema'
import type { Game } from '../../game'
import { eventsFor } from '../../view'

// deck A (the SPAD XIII): 1, 2 straight; 3 short straight; 5 bank left; 7 bank right; 12 Immelmann turn
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const BANK_LEFT = 5
const BANK_RIGHT = 7
const IMMELMANN = 12
const QUIET = [STRAIGHT, STRAIGHT2, SHORT]

/** An exceptional pilot's SPAD XIII and a far Albatros on a large table: no fire, no edge. */
function spadGame(spad: Partial<PlaneSpec> = { aceSkills: ['exceptional'] }): Game {
  return startGame(
    [
      { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 300, y: 300, heading: 0, ...spad },
      { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 40, y: 40, heading: 90 },
    ],
    { table: { width: 600, depth: 600 } },
  )
}

/** Plan the spad's cards, numbers or the blank "1"/"2", with the Albatros flying quietly. */
function plan(game: Game, cards: (number | '1' | '2')[]) {
  const ids = cards.map((c) => (typeof c === 'number' ? card(game, 'spad', c) : c))
  const out = game.apply({ type: 'plan', seat: 'allied', plane: 'spad', cards: ids })
  return out.concat(game.apply({ type: 'plan', seat: 'central', plane: 'alb', cards: QUIET.map((n) => card(game, 'alb', n)) }))
}

const flown = (game: Game, turn: number) => eventsOfType(game.events, 'moved').filter((e) => e.plane === 'spad' && e.turn === turn).map((e) => e.card)

describe('Exceptional pilot (003 lines 972-981)', () => {
  it('977-978: "a SPAD XIII plans an Immelman, a straight and a "1". The plane executes an Immelman in the first phase, a straight in the second and another Immelmann in the third one."', () => {
    const game = spadGame()
    // the first turn ends on a straight, so the Immelmann may open the second
    planNumbers(game, { spad: [BANK_LEFT, BANK_RIGHT, STRAIGHT], alb: QUIET })
    plan(game, [IMMELMANN, STRAIGHT2, '1'])
    expect(eventsOfType(game.events, 'illegal-manoeuvre')).toEqual([])
    const imm = card(game, 'spad', IMMELMANN)
    expect(flown(game, 2)).toEqual([imm, card(game, 'spad', STRAIGHT2), imm])
    // shown to everyone as the "1", with the manoeuvre it repeats
    expect(eventsOfType(eventsFor(game.events, 'central'), 'repeated')).toEqual([expect.objectContaining({ turn: 2, phase: 3, plane: 'spad', card: '1', repeats: imm })])
    expect(gameStateSchema.safeParse(game.state).success).toBe(true)
  })

  it('980-981: "if you use a "1" and the first manoeuvre of the turn was a Immelmann, you have to do a straight manoeuvre before it and another after it"', () => {
    const game = spadGame()
    planNumbers(game, { spad: [BANK_LEFT, BANK_RIGHT, STRAIGHT], alb: QUIET })
    plan(game, [IMMELMANN, STRAIGHT2, '1'])
    expect(eventsOfType(game.events, 'illegal-manoeuvre')).toEqual([])
    // "and another after it": the next turn must open with a straight, as after any Immelmann
    plan(game, [BANK_LEFT, STRAIGHT, SHORT])
    expect(eventsOfType(game.events, 'illegal-manoeuvre')).toEqual([expect.objectContaining({ turn: 3, phase: 1, reason: 'an Immelmann turn needs a straight just after it' })])
  })

  it('"the "2" as third ... when you show the "2" use the second again"; the turn after a repeated Immelmann opens with a straight', () => {
    const game = spadGame()
    planNumbers(game, { spad: [BANK_LEFT, BANK_RIGHT, STRAIGHT], alb: QUIET })
    plan(game, [STRAIGHT2, IMMELMANN, '2'])
    // the "2" repeats the Immelmann: after an Immelmann, not a straight: illegal
    expect(eventsOfType(game.events, 'illegal-manoeuvre')).toEqual([expect.objectContaining({ turn: 2, phase: 3, reason: 'an Immelmann turn needs a straight just before it' })])
    plan(game, [BANK_LEFT, BANK_RIGHT, '2'])
    expect(flown(game, 3)).toEqual([card(game, 'spad', BANK_LEFT), card(game, 'spad', BANK_RIGHT), card(game, 'spad', BANK_RIGHT)])
    expect(eventsOfType(game.events, 'repeated').map((e) => [e.turn, e.card])).toEqual([[2, '2'], [3, '2']])
  })

  it('974: "the "1" as the second or third manoeuvre, the "2" as third": other places, other pilots and two "1"s are refused, changing nothing', () => {
    const game = spadGame()
    const before = JSON.stringify(game.state)
    expect(() => plan(game, ['1', STRAIGHT, SHORT])).toThrow(/never the first/)
    expect(() => plan(game, [STRAIGHT, '2', SHORT])).toThrow(/the "2" is played as the third manoeuvre only/)
    expect(() => plan(game, [STRAIGHT, '1', '1'])).toThrow(/one "1" card/)
    expect(JSON.stringify(game.state)).toBe(before)
    expect(() => plan(spadGame({}), [STRAIGHT, SHORT, '1'])).toThrow(/are an Exceptional pilot's/)
    // "1" then "2": the third repeats the second, itself the first again
    plan(game, [STRAIGHT, '1', '2'])
    const s = card(game, 'spad', STRAIGHT)
    expect(flown(game, 1)).toEqual([s, s, s])
    expect(planeOf(game, 'spad').plan).toBeNull()
  })

  it('the save keeps the command with its "1" and "2"', () => {
    expect(commandSchema.safeParse({ type: 'plan', seat: 'allied', plane: 'spad', cards: ['A12', 'A02', '1'] }).success).toBe(true)
    expect(commandSchema.safeParse({ type: 'plan', seat: 'allied', plane: 'spad', cards: ['A12', 'A02', '3'] }).success).toBe(false)
  })

  // a game with every slice-B ability plays to its end (the bots' "1" and "2": shared/bots/repeat-choices.test.ts)
  for (const bot of ['heuristic', 'recruit']) {
    it(`${bot} bots fly aces with this slice's abilities to the end of a game`, () => {
      const setup = setupWith(
        [
          { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 100, y: 60, heading: 0, aceSkills: ['exceptional', 'technical-eye', 'daredevil-once'] },
          { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 140, heading: 180, aceSkills: ['good-at-escaping', 'acrobat-once'], ace: true },
        ],
        { options: { turnLimit: 6, tailing: true, acesGeneric004: true } },
      )
      const g = playGame(content, setup, 9, { allied: BOTS[bot].make(content, 'allied', 9), central: BOTS[bot].make(content, 'central', 9) }, { maxTurns: 6 })
      expect(g.state.result).not.toBeNull()
    })
  }
})
