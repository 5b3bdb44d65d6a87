/**
 * 004's Daredevil (line 404) and Acrobat (line 420), of the D10 table: 003's manoeuvring abilities "Only available once
 * per dogfight" (rules/aces/manoeuvres.ts, ONCE).
 */
import { describe, expect, it } from 'vitest'
import { card, eventsOfType, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { gameStateSchema } from '../../state-schema'
import type { Game } from '../../game'
import { checkPlan, type PlanRules } from '../../planning'

// deck B (the Nieuport 17 and the Pfalz D.III): 1, 2 straight; 3 short straight; 5 bank left; 7 bank right;
// 9, 16 turn left (steep); 10, 13 turn right (steep); 12 Immelmann
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const BANK_LEFT = 5
const BANK_RIGHT = 7
const TURN_LEFT = 9
const TURN_RIGHT = 10
const IMMELMANN = 12
const QUIET = [STRAIGHT, STRAIGHT2, SHORT]

function aceGame(nieuport: Partial<PlaneSpec>): Game {
  // a large table: the planes never meet nor leave it
  return startGame(
    [
      { id: 'nieuport', aircraft: 'nieuport-17-twin', team: 'allied', x: 300, y: 300, heading: 90, ...nieuport },
      { id: 'pfalz', aircraft: 'pfalz-d-iii', team: 'central', x: 40, y: 40, heading: 90 },
    ],
    { table: { width: 600, depth: 600 } },
  )
}

function check(game: Game, nums: number[]) {
  const p = planeOf(game, 'nieuport')
  const pr: PlanRules = { rules: game.rules, effects: p.effects, turn: game.state.turn, stand: p }
  return checkPlan(game.rules.byId.get('nieuport')!, p.last, nums.map((n) => card(game, 'nieuport', n)), pr)
}

const illegal = (game: Game) => eventsOfType(game.events, 'illegal-manoeuvre').filter((e) => e.plane === 'nieuport')

describe('004 Daredevil (line 404): "Can do two steep maneuvers in a row. Only available once per dogfight."', () => {
  it('two steep cards in a row are flown once; the counter stays for the rest of the game', () => {
    const game = aceGame({ aceSkills: ['daredevil-once'] })
    expect(check(game, [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1]).toMatchObject({ reason: null, ace: ['daredevil-once'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game)).toHaveLength(0)
    // once a dogfight: no "again" turn on the counter
    const used = eventsOfType(game.events, 'ace-ability')
    expect(used).toEqual([expect.objectContaining({ turn: 1, phase: 2, ability: 'daredevil-once' })])
    expect(used[0].again).toBeUndefined()
    for (let t = 0; t < 3; t++) planNumbers(game, { nieuport: [BANK_LEFT, BANK_RIGHT, STRAIGHT], pfalz: QUIET })
    expect(game.state.turn).toBe(5)
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ 'daredevil-once': 1 })
    // the saved game keeps the counter
    expect(gameStateSchema.safeParse(game.state).success).toBe(true)
    expect(check(game, [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1].reason).toBe('two steep manoeuvres in a row')
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game)).toEqual([expect.objectContaining({ turn: 5, phase: 2, reason: 'two steep manoeuvres in a row' })])
  })

  it("with 003's Daredevil too, the turn-limited one is used first and the once-a-dogfight one saved for the turn after", () => {
    const game = aceGame({ aceSkills: ['daredevil', 'daredevil-once'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ daredevil: 1 })
    expect(check(game, [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1]).toMatchObject({ reason: null, ace: ['daredevil-once'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game)).toHaveLength(0)
    // 003's counter is discarded after turn 2; 004's stays
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ 'daredevil-once': 2 })
  })
})

describe('004 Acrobat (line 420): "Can do an Immelman without having to do a straight maneuver immediately following it. Only available once per dogfight."', () => {
  it('an Immelmann turn with no straight after it is flown once; the second time the card after is replaced', () => {
    const game = aceGame({ aceSkills: ['acrobat-once'] })
    expect(check(game, [STRAIGHT, IMMELMANN, BANK_LEFT])[2]).toMatchObject({ reason: null, ace: ['acrobat-once'] })
    planNumbers(game, { nieuport: [STRAIGHT, IMMELMANN, BANK_LEFT], pfalz: QUIET })
    expect(illegal(game)).toHaveLength(0)
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ 'acrobat-once': 1 })
    planNumbers(game, { nieuport: [BANK_LEFT, BANK_RIGHT, STRAIGHT], pfalz: QUIET })
    planNumbers(game, { nieuport: [STRAIGHT, IMMELMANN, BANK_LEFT], pfalz: QUIET })
    expect(illegal(game)).toEqual([expect.objectContaining({ turn: 3, phase: 3, reason: 'an Immelmann turn needs a straight just after it' })])
  })
})
