import { describe, expect, it } from 'vitest'
import { card, eventsOfType, expectViewsHideSecrets, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { content, startGame, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { BOTS } from '../../../bots'
import { scenarioFile } from '../../../content/schema'
import { playGame } from '../../../sim/play'
import { gameStateSchema } from '../../state-schema'
import { checkPlan, slotOptions, type PlanRules } from '../../planning'
import { scenarioSetup } from '../../setup'
import type { Game } from '../../game'
import type { RulesOptions } from '../../types'
import { viewFor } from '../../view'
import { availableSkills } from './manoeuvres'

// Both planes fly deck B (the Nieuport 17 and the Pfalz D.III): 1, 2 straight; 3, 11 short straight; 4 stall
// (steep); 5, 6 bank left; 7, 8 bank right; 9, 16 turn left (steep); 10, 13 turn right (steep); 12 Immelmann.
const STRAIGHT = 1
const STRAIGHT2 = 2
const SHORT = 3
const STALL = 4
const BANK_LEFT = 5
const BANK_RIGHT = 7
const TURN_LEFT = 9
const TURN_RIGHT = 10
const IMMELMANN = 12
const TURN_RIGHT2 = 13
const TURN_LEFT2 = 16

/** An ace's Nieuport 17 and a Pfalz D.III far apart on a large table (never in range), so that turns fly without fire. */
function aceGame(nieuport: Partial<PlaneSpec> = {}, pfalz: Partial<PlaneSpec> = {}, options: Partial<RulesOptions> = {}): Game {
  return startGame(
    [
      { id: 'nieuport', aircraft: 'nieuport-17-twin', team: 'allied', x: 40, y: 40, heading: 90, ...nieuport },
      { id: 'pfalz', aircraft: 'pfalz-d-iii', team: 'central', x: 160, y: 160, heading: 270, ...pfalz },
    ],
    { options },
  )
}

const QUIET = [STRAIGHT, STRAIGHT2, SHORT]

/** The cards a plane flew in a turn (the public 'moved' events), as card numbers. */
function flownNumbers(game: Game, plane: string, turn: number): number[] {
  const cp = game.rules.byId.get(plane)!
  return eventsOfType(game.events, 'moved')
    .filter((e) => e.plane === plane && e.turn === turn)
    .map((e) => cp.cards.get(e.card)!.card.n)
}

function illegal(game: Game, plane: string) {
  return eventsOfType(game.events, 'illegal-manoeuvre').filter((e) => e.plane === plane)
}

/** The plan rules the engine judges a plane's plan with (commands.ts): its blank counters on its stand. */
function prOf(game: Game, plane: string): PlanRules {
  const p = planeOf(game, plane)
  return { rules: game.rules, effects: p.effects, turn: game.state.turn, stand: p }
}

/** checkPlan as the engine judges the plan (`pr` null: as a caller that passes no plan rules) */
function check(game: Game, plane: string, nums: number[], pr: PlanRules | null = prOf(game, plane)) {
  const cp = game.rules.byId.get(plane)!
  const ids = nums.map((n) => card(game, plane, n))
  return checkPlan(cp, planeOf(game, plane).last, ids, pr ?? undefined)
}

describe('Daredevil (003 line 962): "Can do two steep manoeuvres in a row. Once this ability is used, it can not be re-used for the rest of the turn and for the whole of the next one"', () => {
  it('planning: two steep cards in a row are legal for the daredevil (the second uses the ability), not for another pilot', () => {
    const ace = aceGame({ aceSkills: ['daredevil'] })
    const checks = check(ace, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT])
    expect(checks.map((c) => c.reason)).toEqual([null, null, null])
    expect(checks[1].ace).toEqual(['daredevil'])
    expect(checks[0].ace).toBeUndefined()
    const plain = aceGame()
    expect(check(plain, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1].reason).toBe('two steep manoeuvres in a row')
  })

  it('planning: once used it lifts nothing else that turn: a third steep card in a row is illegal', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    const checks = check(game, 'nieuport', [STALL, TURN_RIGHT, TURN_LEFT])
    expect(checks.map((c) => c.reason)).toEqual([null, null, 'two steep manoeuvres in a row'])
    // nor may it be used twice in one plan: steep, steep, then after a bank steep, steep again
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, BANK_LEFT]).map((c) => c.reason)).toEqual([null, null, null])
  })

  it('the planning screen greys nothing the ability allows: after a steep card every steep card may go in the next slot; after two, none', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    const cp = game.rules.byId.get('nieuport')!
    const pr = prOf(game, 'nieuport')
    const slot1 = slotOptions(cp, null, [card(game, 'nieuport', TURN_RIGHT), null, null], 1, pr)
    expect(slot1.get(card(game, 'nieuport', TURN_LEFT))).toBeNull()
    expect(slot1.get(card(game, 'nieuport', STALL))).toBeNull()
    const slot2 = slotOptions(cp, null, [card(game, 'nieuport', TURN_RIGHT), card(game, 'nieuport', TURN_LEFT), null], 2, pr)
    expect(slot2.get(card(game, 'nieuport', TURN_RIGHT2))).toBe('two steep manoeuvres in a row')
    expect(slot2.get(card(game, 'nieuport', STRAIGHT))).toBeNull()
    // a steep card in slot 0 would make the steep card already in slot 1 illegal only once the ability is spent
    const slot0 = slotOptions(cp, null, [null, card(game, 'nieuport', TURN_LEFT), card(game, 'nieuport', TURN_RIGHT2)], 0, pr)
    expect(slot0.get(card(game, 'nieuport', TURN_RIGHT))).toBeNull()
  })

  it('flown: the second steep card is flown, the blank counter goes on the plane as it is revealed, and everyone is told', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game, 'nieuport')).toHaveLength(0)
    expect(flownNumbers(game, 'nieuport', 1)).toEqual([TURN_RIGHT, TURN_LEFT, STRAIGHT])
    const used = eventsOfType(game.events, 'ace-ability')
    expect(used).toEqual([expect.objectContaining({ to: 'all', turn: 1, phase: 2, plane: 'nieuport', ability: 'daredevil', card: card(game, 'nieuport', TURN_LEFT), again: 3 })])
    expect(game.state.turn).toBe(2)
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ daredevil: 1 })
  })

  it('"and for the whole of the next one": in turn 2 two steep cards in a row are illegal again (the second flown as a straight)', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1].reason).toBe('two steep manoeuvres in a row')
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game, 'nieuport')).toEqual([expect.objectContaining({ turn: 2, phase: 2, reason: 'two steep manoeuvres in a row', outcome: 'replaced' })])
    expect(flownNumbers(game, 'nieuport', 2)).toEqual([TURN_RIGHT, STRAIGHT, STRAIGHT])
  })

  it('"Use a blank counter ... and discard it after a turn": the counter stays through turn 2 and is gone at its end; in turn 3 the ability is there again', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    planNumbers(game, { nieuport: [BANK_LEFT, BANK_RIGHT, STRAIGHT], pfalz: QUIET })
    expect(game.state.turn).toBe(3)
    expect(planeOf(game, 'nieuport').aceUsed).toBeUndefined()
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT]).map((c) => c.reason)).toEqual([null, null, null])
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game, 'nieuport')).toHaveLength(0)
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ daredevil: 3 })
  })

  it('"If the last card of the previous turn was a steep manoeuvre, you cannot use a steep manoeuvre as the first card of the new turn": the daredevil may, using the ability in the new turn', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [STRAIGHT, BANK_LEFT, TURN_RIGHT], pfalz: QUIET })
    expect(check(game, 'nieuport', [TURN_LEFT, BANK_LEFT, STRAIGHT])[0]).toMatchObject({ reason: null, ace: ['daredevil'] })
    planNumbers(game, { nieuport: [TURN_LEFT, BANK_LEFT, STRAIGHT], pfalz: QUIET })
    expect(illegal(game, 'nieuport')).toHaveLength(0)
    expect(eventsOfType(game.events, 'ace-ability')).toEqual([expect.objectContaining({ turn: 2, phase: 1, again: 4 })])
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ daredevil: 2 })
  })

  it('a use in the last phase of a turn counts for that turn: the next turn may not open with two steep cards', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [STRAIGHT, TURN_RIGHT, TURN_LEFT], pfalz: QUIET })
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ daredevil: 1 })
    expect(check(game, 'nieuport', [STALL, STRAIGHT, STRAIGHT])[0].reason).toBe('two steep manoeuvres in a row')
  })

  it('a caller that does not know the blank counters (no stand) takes the ability as spent: its plans are legal whatever they are', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT], null)[1].reason).toBe('two steep manoeuvres in a row')
    expect(availableSkills(['daredevil', 'free-immelmann'], null, 3)).toEqual(['free-immelmann'])
    expect(availableSkills(['daredevil'], { daredevil: 2 }, 3)).toEqual([])
    expect(availableSkills(['daredevil'], { daredevil: 2 }, 4)).toEqual(['daredevil'])
  })
})

describe('Acrobatic pilot (003 lines 966-967): "Can do an Immelmann turn without having to do a straight after it. The straight before has to be done anyway"', () => {
  it('straight, Immelmann, bank is legal for the acrobatic pilot and uses the ability on the bank; without a straight before it is not', () => {
    const game = aceGame({ aceSkills: ['acrobatic'] })
    const checks = check(game, 'nieuport', [STRAIGHT, IMMELMANN, BANK_LEFT])
    expect(checks.map((c) => c.reason)).toEqual([null, null, null])
    expect(checks[2].ace).toEqual(['acrobatic'])
    expect(check(game, 'nieuport', [BANK_LEFT, IMMELMANN, STRAIGHT])[1].reason).toBe('an Immelmann turn needs a straight just before it')
    expect(check(aceGame(), 'nieuport', [STRAIGHT, IMMELMANN, BANK_LEFT])[2].reason).toBe('an Immelmann turn needs a straight just after it')
  })

  it('flown, it leaves a blank counter: next turn the straight after the Immelmann is needed again', () => {
    const game = aceGame({ aceSkills: ['acrobatic'] })
    planNumbers(game, { nieuport: [STRAIGHT, IMMELMANN, BANK_LEFT], pfalz: QUIET })
    expect(illegal(game, 'nieuport')).toHaveLength(0)
    expect(eventsOfType(game.events, 'ace-ability')).toEqual([expect.objectContaining({ phase: 3, ability: 'acrobatic', again: 3 })])
    expect(planeOf(game, 'nieuport').aceUsed).toEqual({ acrobatic: 1 })
    expect(check(game, 'nieuport', [STRAIGHT, IMMELMANN, BANK_LEFT])[2].reason).toBe('an Immelmann turn needs a straight just after it')
  })

  it('it is not the Daredevil: two steep cards in a row stay illegal', () => {
    const game = aceGame({ aceSkills: ['acrobatic'] })
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT])[1].reason).toBe('two steep manoeuvres in a row')
  })
})

describe('Face to Face, the aces variant (003 lines 1175-1180): the Pfalz\'s ace "is not forced to play a straight after an Immelmann or a Split-S (but he must always do a straight or a stall before)"', () => {
  it('straight, Immelmann, steep turn: legal, turn after turn, with no blank counter', () => {
    const game = aceGame({}, { aceSkills: ['free-immelmann'] })
    expect(check(game, 'pfalz', [STRAIGHT, IMMELMANN, TURN_RIGHT]).map((c) => c.reason)).toEqual([null, null, null])
    planNumbers(game, { nieuport: QUIET, pfalz: [STRAIGHT, IMMELMANN, TURN_RIGHT] })
    planNumbers(game, { nieuport: QUIET, pfalz: [STRAIGHT, IMMELMANN, BANK_LEFT] })
    expect(illegal(game, 'pfalz')).toHaveLength(0)
    expect(planeOf(game, 'pfalz').aceUsed).toBeUndefined()
    expect(eventsOfType(game.events, 'ace-ability').map((e) => [e.turn, e.phase, e.ability, e.again])).toEqual([
      [1, 3, 'free-immelmann', undefined],
      [2, 3, 'free-immelmann', undefined],
    ])
  })

  it('an Immelmann last in a turn: the next turn may open with any card that may follow it', () => {
    const game = aceGame({}, { aceSkills: ['free-immelmann'] })
    planNumbers(game, { nieuport: QUIET, pfalz: [BANK_LEFT, STRAIGHT, IMMELMANN] })
    expect(check(game, 'pfalz', [TURN_LEFT2, STRAIGHT, BANK_LEFT])[0]).toMatchObject({ reason: null, ace: ['free-immelmann'] })
  })

  it('the straight before is still needed', () => {
    const game = aceGame({}, { aceSkills: ['free-immelmann'] })
    expect(check(game, 'pfalz', [BANK_LEFT, IMMELMANN, BANK_RIGHT])[1].reason).toBe('an Immelmann turn needs a straight just before it')
  })

  it('with the altitude rules, stall, Immelmann card (a Split-S), bank: legal for the ace, not for another pilot', () => {
    const opts = { altitude: true }
    const ace = aceGame({}, { aceSkills: ['free-immelmann'] }, opts)
    expect(check(ace, 'pfalz', [STALL, IMMELMANN, BANK_LEFT]).map((c) => c.reason)).toEqual([null, null, null])
    const plain = aceGame({}, {}, opts)
    expect(check(plain, 'pfalz', [STALL, IMMELMANN, BANK_LEFT])[2].reason).toBe('an Immelmann turn or a Split-S needs a straight just after it')
    planNumbers(ace, { nieuport: QUIET, pfalz: [STALL, IMMELMANN, BANK_LEFT] })
    expect(illegal(ace, 'pfalz')).toHaveLength(0)
    expect(flownNumbers(ace, 'pfalz', 1)).toEqual([STALL, IMMELMANN, BANK_LEFT])
  })

  it('the Nieuport\'s daredevil with the altitude rules: two steep cards in a row', () => {
    const game = aceGame({ aceSkills: ['daredevil'] }, {}, { altitude: true })
    expect(check(game, 'nieuport', [TURN_RIGHT, TURN_LEFT, STRAIGHT]).map((c) => c.reason)).toEqual([null, null, null])
  })

  it('the variant sets up the Pfalz D.III ace and the bullet-checker, daredevil Nieuport 17 ace', () => {
    const setup = scenarioSetup(content, { scenario: 'face-to-face', variant: 'aces' })
    expect(setup.planes.map((p) => [p.id, p.aircraft, p.aceSkills, p.bulletChecker])).toEqual([
      ['pfalz', 'pfalz-d-iii', ['free-immelmann'], undefined],
      ['nieuport', 'nieuport-17-twin', ['daredevil'], true],
    ])
    expect(content.scenarios['face-to-face'].notes).not.toMatch(/not offered/)
  })

  it('a scenario naming an ability that is not one, or one twice, is refused with its reason', () => {
    const raw = JSON.parse(JSON.stringify(content.scenarios['face-to-face'])) as { variants: { planes: { aceSkills?: string[] }[] }[] }
    raw.variants[1].planes[0].aceSkills = ['daredevil', 'daredevil']
    expect(() => scenarioFile.parse(raw)).toThrow(/name each ace ability once/)
    raw.variants[1].planes[0].aceSkills = ['jinxed']
    expect(() => scenarioFile.parse(raw)).toThrow(/daredevil.*acrobatic|Invalid option/)
  })
})

describe('The aces\' abilities and hidden information: "the plan is secret until revealed"', () => {
  it('a use planned for phase 2 is not in the other seat\'s view nor its events before the card is revealed; then the counter is public', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'nieuport', cards: [TURN_RIGHT, TURN_LEFT, STRAIGHT].map((n) => card(game, 'nieuport', n)) })
    const seen = () => viewFor(game.state, 'central').planes.find((p) => p.id === 'nieuport')!
    expect(seen().aceUsed).toBeUndefined()
    expectViewsHideSecrets(game.state, ['allied', 'central', null])
    // the Pfalz plans: out of range of each other, the planes fly the whole turn
    game.apply({ type: 'plan', seat: 'central', plane: 'pfalz', cards: QUIET.map((n) => card(game, 'pfalz', n)) })
    expect(game.state.turn).toBe(2)
    expect(seen().aceUsed).toEqual({ daredevil: 1 })
    expectViewsHideSecrets(game.state, ['allied', 'central', null])
  })

  it('in the middle of the turn (a phase waiting for fire orders) the use of the next card is still unknown to the other seat', () => {
    // the Pfalz in range of the Nieuport from the start: the game stops after phase 1 for fire orders
    const game = aceGame({ aceSkills: ['daredevil'], x: 100, y: 60, heading: 0 }, { x: 100, y: 100, heading: 180 })
    game.apply({ type: 'plan', seat: 'allied', plane: 'nieuport', cards: [BANK_LEFT, TURN_RIGHT, TURN_LEFT].map((n) => card(game, 'nieuport', n)) })
    game.apply({ type: 'plan', seat: 'central', plane: 'pfalz', cards: QUIET.map((n) => card(game, 'pfalz', n)) })
    expect(game.state).toMatchObject({ turn: 1, phase: 1, step: 'firing' })
    expect(viewFor(game.state, 'central').planes.find((p) => p.id === 'nieuport')!.aceUsed).toBeUndefined()
    expect(eventsOfType(game.events, 'ace-ability')).toHaveLength(0)
    expectViewsHideSecrets(game.state, ['allied', 'central', null])
  })

  it('a save holding the blank counter loads (the save schema knows aceUsed and aceSkills)', () => {
    const game = aceGame({ aceSkills: ['daredevil'] })
    planNumbers(game, { nieuport: [TURN_RIGHT, TURN_LEFT, STRAIGHT], pfalz: QUIET })
    const parsed = gameStateSchema.parse(JSON.parse(JSON.stringify(game.state)))
    expect(parsed.planes.find((p) => p.id === 'nieuport')!.aceUsed).toEqual({ daredevil: 1 })
    expect(parsed.setup.planes.find((p) => p.id === 'nieuport')!.aceSkills).toEqual(['daredevil'])
  })
})

// (with seed 3 the flowchart bot's Nieuport flies two steep cards in a row four times, the recruit's Pfalz skips the
// straight after its Immelmann twice)
describe('Face to Face\'s aces variant between bots: every plan they make is legal for the aces (rules/aces.ts)', () => {
  for (const bot of ['random', 'heuristic', 'greedy', 'flowchart', 'recruit']) {
    it(`${bot} against ${bot}: the game ends and no card is found illegal`, () => {
      const setup = scenarioSetup(content, { scenario: 'face-to-face', variant: 'aces' })
      const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS[bot].make(content, s.id, 3)]))
      const game = playGame(content, setup, 3, policies, { maxTurns: 40 })
      expect(game.state.result).not.toBeNull()
      expect(eventsOfType(game.events, 'illegal-manoeuvre')).toEqual([])
    })
  }
})
