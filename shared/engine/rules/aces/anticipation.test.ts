import { describe, expect, it } from 'vitest'
import { card, eventsOfType, expectViewsHideSecrets, planeOf } from '../../../../electron/testing/engine-helpers'
import { content, setupWith, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { BOTS } from '../../../bots'
import { playGame } from '../../../sim/play'
import { gameStateSchema } from '../../state-schema'
import type { Game } from '../../game'
import { viewFor } from '../../view'
import { thirdCardOptions } from './anticipation'

// deck A: 1, 2 straight; 3 short straight; 5 bank left; 7 bank right; 9 turn left (steep); 10 turn right (steep)
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const BANK_LEFT = 5
const BANK_RIGHT = 7
const TURN_LEFT = 9

function game(spad: Partial<PlaneSpec> = { aceSkills: ['anticipation'] }, options: Record<string, unknown> = {}): Game {
  return startGame(
    [
      { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 300, y: 300, heading: 0, ...spad },
      { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 40, y: 40, heading: 90 },
    ],
    { table: { width: 600, depth: 600 }, options },
  )
}

const ids = (g: Game, plane: string, nums: number[]) => nums.map((n) => card(g, plane, n))
const planSpad = (g: Game, nums: number[]) => g.apply({ type: 'plan', seat: 'allied', plane: 'spad', cards: ids(g, 'spad', nums) })
const planAlb = (g: Game) => g.apply({ type: 'plan', seat: 'central', plane: 'alb', cards: ids(g, 'alb', [STRAIGHT, STRAIGHT2, SHORT]) })

describe("004's Anticipation (line 388)", () => {
  it('"Place cards for phases I and II as normal. Only place the phase III card after all phase II moving and firing has been resolved."', () => {
    const g = game()
    expect(() => planSpad(g, [STRAIGHT, BANK_LEFT, SHORT])).toThrow(/places the cards of phases I and II now, not 3/)
    planSpad(g, [STRAIGHT, BANK_LEFT])
    planAlb(g)
    // phases I and II are flown; the game waits for the third card before phase III
    expect(g.state.step).toBe('planning')
    expect(g.state.phase).toBe(3)
    expect(g.waitingFor()).toEqual(['spad'])
    expect(planeOf(g, 'spad').executed).toEqual(ids(g, 'spad', [STRAIGHT, BANK_LEFT]))
    expect(() => planSpad(g, [STRAIGHT, SHORT])).toThrow(/one card now, for phase III/)
    expect(() => planSpad(g, [STRAIGHT])).toThrow(/already played this turn/)
    // the other seat may not plan again
    expect(() => planAlb(g)).toThrow(/already/)
    planSpad(g, [TURN_LEFT])
    expect(g.state.turn).toBe(2)
    expect(eventsOfType(g.events, 'moved').filter((e) => e.plane === 'spad').map((e) => e.card)).toEqual(ids(g, 'spad', [STRAIGHT, BANK_LEFT, TURN_LEFT]))
    expect(gameStateSchema.safeParse(g.state).success).toBe(true)
  })

  it('"the Ace can see the results of the first two moves prior to placing the third card": the card is secret until revealed', () => {
    const g = game()
    planSpad(g, [STRAIGHT, BANK_LEFT])
    planAlb(g)
    planSpad(g, [BANK_RIGHT])
    // revealed at once (phase III); before that, while waiting, the views hid the plan (checked at the wait)
    const g2 = game()
    planSpad(g2, [STRAIGHT, BANK_LEFT])
    planAlb(g2)
    expect(viewFor(g2.state, 'central').planes[0].plan).toBeUndefined()
    expectViewsHideSecrets(g2.state, ['allied', 'central', null])
  })

  it('the third card is judged after the two flown (a steep card after a steep card is offered to no one but a daredevil)', () => {
    const g = game()
    planSpad(g, [STRAIGHT, TURN_LEFT])
    planAlb(g)
    const p = planeOf(g, 'spad')
    const opts = thirdCardOptions(g.rules.byId.get('spad')!, p, { rules: g.rules, effects: p.effects, turn: g.state.turn, stand: p })
    expect(opts.get(card(g, 'spad', 10))).toBe('two steep manoeuvres in a row')
    expect(opts.get(card(g, 'spad', STRAIGHT))).toMatch(/already played this turn/)
    expect(opts.get(card(g, 'spad', BANK_RIGHT))).toBeNull()
  })

  it('a pilot without it plans three cards as always; with the turn-less game the ability brings nothing', () => {
    const g = game({})
    expect(() => planSpad(g, [STRAIGHT, BANK_LEFT])).toThrow(/exactly 3 cards/)
    const t = game({ aceSkills: ['anticipation'] }, { turnless: 'three' })
    expect(t.rules.hooks.modules.map((m) => m.id)).not.toContain('anticipation')
  })

  for (const bot of ['random', 'heuristic', 'recruit']) {
    it(`${bot} with an anticipating ace against the heuristic bot: the game ends, the third card placed each turn`, () => {
      const setup = setupWith(
        [
          { id: 'spad', aircraft: 'spad-xiii', team: 'allied', x: 100, y: 60, heading: 0, aceSkills: ['anticipation'] },
          { id: 'alb', aircraft: 'albatros-d-va', team: 'central', x: 100, y: 140, heading: 180 },
        ],
        { options: { turnLimit: 6 } },
      )
      const g = playGame(content, setup, 5, { allied: BOTS[bot].make(content, 'allied', 5), central: BOTS.heuristic.make(content, 'central', 5) }, { maxTurns: 6 })
      expect(g.state.result).not.toBeNull()
      // each turn the spad flew: its third card planned after phase II, in the planning step of phase 3
      const late = g.events.filter((e) => e.type === 'plan-recorded' && e.plane === 'spad' && e.phase === 3)
      expect(late.length).toBeGreaterThan(0)
    })
  }
})
